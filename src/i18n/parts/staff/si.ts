/** The staff verification page's texts in Sinhala (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const si: PartCatalog<StaffKey> = {
  'staff.title': "ඔබගේ කාර්ය මණ්ඩල ගිණුම තහවුරු කරන්න",
  'staff.intro': "වෙළඳපොළේ සේවය කරනවාද? ඔබගේ කාර්යාල ඊමේල් තහවුරු කර මෙම සාප්පු ගිණුමට සම්බන්ධ කර කාර්ය මණ්ඩල ප්‍රතිලාභ ලබා ගන්න.",
  'staff.email': "කාර්යාල ඊමේල්",
  'staff.emailDomain': "{domains} වලින් අවසන් වන ඔබගේ කාර්යාල ඊමේල් ලිපිනය භාවිත කරන්න.",
  'staff.send': "කේතය යවන්න",
  'staff.doneTitle': "කාර්ය මණ්ඩල ගිණුම තහවුරු කළා",
  'staff.doneText': "ඔබගේ කාර්යාල ඊමේල් {email} මෙම ගිණුමට සම්බන්ධ කර ඇත.",
  'staff.unlink': "කාර්යාල ඊමේල් විසන්ධි කරන්න",
  'staff.unlinked': "ඔබගේ කාර්යාල ඊමේල් තවදුරටත් සම්බන්ධ නැත.",
  'staff.notLinked': "මෙම ගිණුමට තවම කාර්යාල ඊමේල් එකක් සම්බන්ධ කර නැත.",
  'staff.codeTitle': "ඔබගේ කාර්යාල ඊමේල් පරීක්ෂා කරන්න",
  'staff.codeSent': "අපි {email} වෙත කේතයක් යැවුවෙමු. මිනිත්තු 5ක් ඇතුළත එය ඇතුළත් කරන්න.",
  'staff.confirm': "තහවුරු කර සම්බන්ධ කරන්න",
  'staff.changeEmail': "වෙනත් ඊමේල් එකක් භාවිත කරන්න",
  'staff.badge': "කාර්ය මණ්ඩල ගිණුම",
  'staff.benefits': "මෙම ගිණුමට කාර්ය මණ්ඩල ප්‍රතිලාභ සක්‍රියයි.",
  'staff.unlinkTitle': "කාර්යාල ඊමේල් විසන්ධි කරන්නද?",
  'staff.unlinkText': "මෙම ගිණුමේ කාර්ය මණ්ඩල ප්‍රතිලාභ නවතිනු ඇත. ඔබට ඕනෑම වේලාවක නැවත කාර්යාල ඊමේල් එකක් සම්බන්ධ කළ හැක.",
  'staff.unlinkConfirm': "විසන්ධි කරන්න",
  'staff.keep': "සම්බන්ධව තබන්න",
  'staff.error.domain': "සම්බන්ධ කළ හැක්කේ වෙළඳපොළේ කාර්යාල ඊමේල් පමණි. @ ට පසු කොටස පරීක්ෂා කරන්න.",
  'staff.error.taken': "මෙම කාර්යාල ඊමේල් දැනටමත් වෙනත් ගිණුමකට සම්බන්ධ කර ඇත. පළමුව එහි විසන්ධි කරන්න.",
  'staff.error.alreadyLinked': "මෙම ගිණුමට දැනටමත් කාර්යාල ඊමේල් එකක් සම්බන්ධ කර ඇත. වෙනත් එකක් සම්බන්ධ කිරීමට පළමුව එය විසන්ධි කරන්න.",
};

export default si;
