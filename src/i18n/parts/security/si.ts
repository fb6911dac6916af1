/** The #security section in Sinhala (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'උපාංග සහ සැසි',
  'security.sessions.intro': 'මෙම බ්‍රවුසර සහ යෙදුම් ඔබේ ගිණුමට පුරනය වී ඇත. ඔබ නොහඳුනන එකක් ඇත්නම්, එය වරන්න සහ ඔබේ මුරපදය වෙනස් කරන්න.',
  'security.sessions.loading': 'ඔබේ උපාංග පූරණය වෙමින්…',
  'security.sessions.loadFailed': 'ඔබේ උපාංග පූරණය කළ නොහැකි විය.',
  'security.sessions.thisDevice': 'මෙම උපාංගය',
  'security.sessions.phoneApp': 'දුරකථන යෙදුම (QR කේතයෙන් පුරනය)',
  'security.sessions.unknownBrowser': 'නොදන්නා බ්‍රවුසරය',
  'security.sessions.browserOn': '{system} මත {browser}',
  'security.sessions.method': 'පුරනය වූ ආකාරය',
  'security.sessions.started': 'පුරනය වූ වේලාව',
  'security.sessions.lastActive': 'අවසන් වරට සක්‍රිය',
  'security.sessions.network': 'ජාලය',
  'security.sessions.place': 'ස්ථානය',
  'security.sessions.signOut': 'වරන්න',
  'security.sessions.signOutNamed': '{device} වරන්න',
  'security.sessions.signOutOthers': 'අනෙක් සියලු උපාංගවලින් වරන්න',
  'security.sessions.confirmTitle': 'අනෙක් සියලු උපාංගවලින් වරන්නද?',
  'security.sessions.confirmText': 'අනෙක් සියලු බ්‍රවුසර සහ දුරකථන යෙදුම නැවත පුරනය විය යුතුය. මෙම උපාංගය පුරනය වී පවතී.',
  'security.sessions.signedOut': '{device} වරන ලදී.',
  'security.sessions.othersSignedOut': 'අනෙක් සියලු උපාංග වරන ලදී.',
  'security.sessions.onlyThis': 'වෙනත් කිසිදු උපාංගයක් පුරනය වී නැත.',
  'security.method.password': 'මුරපදය',
  'security.method.code': 'එක් වරක් භාවිත කේතය',
  'security.method.qr': 'QR කේතය',
  'security.method.passkey': 'මුරයතුර',
  'security.method.reset': 'මුරපදය යළි සැකසීම',
  'security.method.signup': 'ලියාපදිංචිය',
  'security.method.restore': 'ගිණුම ප්‍රතිසාධනය',
  'security.method.other': 'වෙනත්',
};

export default catalog;
