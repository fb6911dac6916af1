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
};

export default si;
