/** Passkeys in Sinhala (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "මුරයතුරකින් පුරනය වන්න",
  'passkey.panel.title': "මුරයතුරු",
  'passkey.panel.intro': "මුරපදයක් වෙනුවට ඔබේ ඇඟිලි සලකුණ, මුහුණ හෝ තිර අගුල සමඟ පුරනය වන්න.",
  'passkey.panel.empty': "ඔබට තවම මුරයතුරු නැත.",
  'passkey.panel.add': "මුරයතුරක් එක් කරන්න",
  'passkey.panel.created': "සෑදුවේ {date}",
  'passkey.panel.lastUsed': "අවසන් වරට භාවිත කළේ {date}",
  'passkey.panel.neverUsed': "තවම භාවිත කර නැත",
  'passkey.panel.rename': "නම වෙනස් කරන්න",
  'passkey.panel.renameLabel': "මුරයතුරේ නම",
  'passkey.panel.save': "සුරකින්න",
  'passkey.panel.cancel': "අවලංගු කරන්න",
  'passkey.panel.remove': "ඉවත් කරන්න",
  'passkey.panel.removeTitle': "මෙම මුරයතුර ඉවත් කරන්නද?",
  'passkey.panel.removeText': "ඔබට තවදුරටත් “{name}” සමඟ පුරනය විය නොහැක. ඔබේ අනෙක් පුරනය වීමේ ක්‍රම එලෙසම පවතී.",
  'passkey.panel.added': "මුරයතුර එක් කළා.",
  'passkey.panel.renamed': "මුරයතුරේ නම වෙනස් කළා.",
  'passkey.panel.removed': "මුරයතුර ඉවත් කළා.",
  'passkey.panel.loading': "ඔබේ මුරයතුරු පූරණය වෙමින්…",
  'passkey.panel.retry': "නැවත උත්සාහ කරන්න",
  'passkey.offer.title': "ඊළඟ වතාවේ ඉක්මනින් පුරනය වන්න",
  'passkey.offer.text': "ඔබේ ඇඟිලි සලකුණ, මුහුණ හෝ තිර අගුල සමඟ පුරනය වීමට මුරයතුරක් සාදන්න. මතක තබා ගැනීමට මුරපදයක් නැත.",
  'passkey.offer.create': "මුරයතුරක් සාදන්න",
  'passkey.offer.notNow': "දැන් නොවේ",
  'passkey.offer.created': "මුරයතුර සෑදුවා. ඊළඟ වතාවේ “මුරයතුරකින් පුරනය වන්න” තෝරන්න.",
  'passkey.offer.continue': "ඉදිරියට යන්න",
  'passkey.error.failed': "මෙම මුරයතුර භාවිත කළ නොහැකි විය. නැවත උත්සාහ කරන්න හෝ පුරනය වීමට වෙනත් ක්‍රමයක් තෝරන්න.",
  'passkey.error.exists': "මෙම උපාංගයේ ඔබේ ගිණුම සඳහා දැනටමත් මුරයතුරක් ඇත.",
  'passkey.error.unsupported': "මෙම බ්‍රවුසරයට මෙහි මුරයතුරු භාවිත කළ නොහැක. කරුණාකර පුරනය වීමට වෙනත් ක්‍රමයක් තෝරන්න.",
  'passkey.error.notFound': "මෙම මුරයතුර තවදුරටත් නැත.",
  'passkey.error.busy': "උත්සාහයන් වැඩියි. මිනිත්තුවක් රැඳී සිට නැවත උත්සාහ කරන්න.",
  'passkey.error.network': "ජාල දෝෂයකි. ඔබේ සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.",
  'passkey.error.session': "ඔබේ සැසිය කල් ඉකුත් විය. කරුණාකර නැවත පුරනය වන්න.",
  'passkey.error.nameEmpty': "කරුණාකර නමක් ඇතුළත් කරන්න.",
};

export default catalog;
