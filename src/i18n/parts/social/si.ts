/** The same-tab social sign-in's texts in Sinhala (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const si: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} මෙහි පුරනය වීමට ඉඩ නොදේ",
  "social.refused.text": "{provider} මෙම යෙදුමේ බ්‍රව්සරය තුළ පුරනය වීම අවහිර කරයි. මෙම පිටුව ඔබේ බ්‍රව්සරයේ විවෘත කරන්න, නැතහොත් වෙනත් ක්‍රමයකින් පුරනය වන්න.",
  "social.openBrowser": "ඔබේ බ්‍රව්සරයේ විවෘත කරන්න",
  "social.copyLink": "සබැඳිය පිටපත් කරන්න",
  "social.copyHint": "සබැඳිය පිටපත් කර ඔබේ බ්‍රව්සරයේ ලිපින තීරුවේ අලවන්න.",
  "social.copied": "සබැඳිය පිටපත් විය",
  "social.otherWays": "පුරනය වීමට වෙනත් ක්‍රම",
  "social.invalid.title": "මෙම පුරනය සම්පූර්ණ කළ නොහැකි විය",
  "social.invalid.text": "කරුණාකර පුරනය වීමේ පිටුවෙන් නැවත අරඹන්න.",
  "social.panel.title": "සම්බන්ධ කළ ගිණුම්",
  "social.panel.intro": "Google හෝ Facebook සමඟද පුරනය වන්න. ඔබේ අනෙක් පුරනය වීමේ ක්‍රම එලෙසම පවතී.",
  "social.panel.loading": "සම්බන්ධ කළ ගිණුම් පූරණය වෙමින්…",
  "social.panel.retry": "නැවත උත්සාහ කරන්න",
  "social.panel.linked": "{date} සිට {email} ලෙස සම්බන්ධයි",
  "social.panel.linkedNoEmail": "{date} සිට සම්බන්ධයි",
  "social.panel.notLinked": "සම්බන්ධ කර නැත",
  "social.panel.link": "{provider} සම්බන්ධ කරන්න",
  "social.panel.unlink": "{provider} විසන්ධි කරන්න",
  "social.panel.cancel": "අවලංගු කරන්න",
  "social.panel.unlinkTitle": "{provider} විසන්ධි කරන්නද?",
  "social.panel.unlinkText": "ඔබට තවදුරටත් {provider} සමඟ පුරනය විය නොහැක.",
  "social.panel.done.linked": "{provider} සම්බන්ධ කළා.",
  "social.panel.done.unlinked": "{provider} විසන්ධි කළා.",
  "social.error.elsewhere": "මෙම {provider} ගිණුම දැනටමත් වෙනත් වෙළඳපොළ ගිණුමකට සම්බන්ධයි. වෙනත් {provider} ගිණුමක් භාවිත කරන්න.",
  "social.error.already": "වෙනත් {provider} ගිණුමක් දැනටමත් සම්බන්ධයි. පළමුව එය විසන්ධි කරන්න.",
  "social.error.lastWay": "{provider} ඔබේ එකම පුරනය වීමේ ක්‍රමයයි. පළමුව {ways} එක් කර, පසුව විසන්ධි කරන්න.",
  "social.error.notLinked": "මෙම ගිණුම තවදුරටත් සම්බන්ධ නැත.",
  "social.error.busy": "උත්සාහයන් වැඩියි. මිනිත්තු කිහිපයක් රැඳී නැවත උත්සාහ කරන්න.",
  "social.error.network": "සම්බන්ධතාවක් නැත. ඔබේ ජාලය පරීක්ෂා කර නැවත උත්සාහ කරන්න.",
  "social.error.failed": "යම් දෙයක් වැරදුණා. නැවත උත්සාහ කරන්න.",
  "social.error.inApp": "{provider} මෙම යෙදුමේ බ්‍රව්සරයේ විවෘත කළ නොහැක. සම්බන්ධ කිරීමට මෙම පිටුව ඔබේ බ්‍රව්සරයේ විවෘත කරන්න.",
  "social.way.password": "මුරපදයක්",
  "social.way.phone": "ජංගම දුරකථන අංකයක්",
  "social.way.email": "තහවුරු කළ ඊමේල් ලිපිනයක්",
  "social.way.passkey": "පාස්කීයක්",
};

export default si;
