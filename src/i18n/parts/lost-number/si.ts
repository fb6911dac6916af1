/** The texts of /user/lost-number in Sinhala (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const si: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "නව අංකයකින් ඔබේ ගිණුම ප්‍රතිසාධනය කරන්න",
  'lostNumber.number.text': "ඔබේ ගිණුම භාවිත කරන දුරකථන අංකය ඇතුළත් කරන්න. ඔබේ ඊමේල් වෙත කේතයක් සහ ඔබේ ඇණවුම් ගැන ප්‍රශ්නයක් මගින්, නැතහොත් ඔබ පුරනය වී ඇති උපාංගයක අනුමැතියක් මගින් මෙය ඔබේ ගිණුම බව අපි තහවුරු කරමු, ඉන්පසු ඔබ නව අංකයක් සකසන්න.",
  'lostNumber.continue': "ඉදිරියට",
  'lostNumber.email.title': "ඔබේ ඊමේල් පරීක්ෂා කරන්න",
  'lostNumber.email.text': "මෙම ගිණුමේ ඊමේල් ලිපිනය වන {email} වෙත ඉලක්කම් 6ක කේතයක් අපි යවන්නෙමු.",
  'lostNumber.email.send': "කේතය යවන්න",
  'lostNumber.new.title': "ඔබේ නව දුරකථන අංකය",
  'lostNumber.new.text': "මෙතැන් සිට භාවිත කිරීමට අවශ්‍ය අංකය ඇතුළත් කරන්න. අපි SMS මගින් එම අංකයට කේතයක් යවන්නෙමු.",
  'lostNumber.phone.submit': "නව අංකය තහවුරු කරන්න",
  'lostNumber.done.title': "ඔබේ දුරකථන අංකය වෙනස් කළා",
  'lostNumber.done.text': "ඔබේ ගිණුම දැන් {phone} භාවිත කරයි. මෙම වෙනස ගැන අපි ඔබේ ඊමේල් ලිපිනයට සහ පැරණි අංකයට දැනුම් දුන්නෙමු. ඔබේ නව අංකයෙන් පුරනය වන්න.",
  'lostNumber.done.login': "පුරනය වන්න",
  'lostNumber.care.title': "පාරිභෝගික සේවාව අමතන්න",
  'lostNumber.care.noEmail': "පැරණි අංකය නොමැතිව අපට මෙම ගිණුම මෙහිදී තහවුරු කළ නොහැක: ඊට ඊමේල් ලිපිනයක් සහ අපට විමසිය හැකි ඇණවුමක්, නැතහොත් ඔබ පුරනය වී ඇති උපාංගයක් අවශ්‍යයි. ඔබේ ගිණුමට නැවත පුරනය වීමට පාරිභෝගික සේවාවට උදවු කළ හැක.",
  'lostNumber.care.tooManyTries': "වැරදි පිළිතුරු වැඩියි. ඔබේ ගිණුමට නැවත පුරනය වීමට පාරිභෝගික සේවාවට උදවු කළ හැක.",
  'lostNumber.care.link': "උදවු මධ්‍යස්ථානයට යන්න",
  'lostNumber.expired.title': "කරුණාකර නැවත අරඹන්න",
  'lostNumber.expired.text': "ඔබේ ආරක්ෂාව සඳහා, ප්‍රතිසාධනය මිනිත්තු 15ක් ඇතුළත අවසන් කළ යුතුයි.",
  'lostNumber.startAgain': "නැවත අරඹන්න",
  'lostNumber.choose.title': "මෙය ඔබේ ගිණුම බව තහවුරු කරන්න",
  'lostNumber.device.offerText': "ඔබේ ගිණුම වෙනත් දුරකථනයක හෝ පරිගණකයක පුරනය වී ඇත. ඔබට අනුමත කිරීමට අපට එහි ඉල්ලීමක් යැවිය හැක.",
  'lostNumber.device.offer': "ඔබ පුරනය වී ඇති උපාංගයකින් අනුමත කරන්න",
  'lostNumber.device.title': "ඔබේ අනෙක් උපාංගයෙන් අනුමත කරන්න",
  'lostNumber.device.text': "ඔබ මෙම ගිණුමට පුරනය වී ඇති දුරකථනයක හෝ පරිගණකයක {address} විවෘත කර “ඔව්, මේ මමයි” තෝරන්න. මෙම පිටුව ඉබේම ඉදිරියට යයි.",
  'lostNumber.device.back': "වෙනත් ක්‍රමයක් භාවිත කරන්න",
  'lostNumber.device.timedOut.title': "ඉල්ලීම අවසන් විය",
  'lostNumber.device.timedOut.text': "ඉල්ලීම නියමිත කාලය තුළ අනුමත නොවීය. ඔබට නව ඉල්ලීමක් යැවිය හැක.",
  'lostNumber.device.askAgain': "නව ඉල්ලීමක් යවන්න",
  'lostNumber.rejected.title': "ඉල්ලීම ප්‍රතික්ෂේප විය",
  'lostNumber.rejected.text': "ඔබ පුරනය වී ඇති උපාංගයක ඉල්ලීම ප්‍රතික්ෂේප කළ බැවින් මෙම ප්‍රතිසාධනය අවසන් විය.",
};

export default si;
