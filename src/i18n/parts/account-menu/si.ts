/** The header's account menu in Sinhala (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': '{name} ගේ ගිණුම් මෙනුව',
  'account.menu.myAccount': 'මගේ ගිණුම',
  'account.menu.myProfile': 'මගේ පැතිකඩ',
  'account.menu.editProfile': 'පැතිකඩ සංස්කරණය',
  'account.menu.changeEmail': 'ඊමේල් වෙනස් කරන්න',
  'account.menu.addEmail': 'ඊමේල් එක් කරන්න',
  'account.menu.changeMobile': 'ජංගම අංකය වෙනස් කරන්න',
  'account.menu.addMobile': 'ජංගම අංකයක් එක් කරන්න',
  'account.menu.changePassword': 'මුරපදය වෙනස් කරන්න',
  'account.menu.setPassword': 'මුරපදයක් සකසන්න',
  'account.menu.feedback': 'ප්‍රතිපෝෂණ',
  'account.menu.help': 'උදව්',
  'account.menu.policies': 'ප්‍රතිපත්ති',
  'account.menu.settings': 'සැකසීම්',
  'account.menu.security': 'ආරක්ෂාව',
  'account.menu.privacy': 'පෞද්ගලිකත්වය',
  'account.menu.logout': 'වරන්න',
  'account.logout.title': 'වරන්නද?',
  'account.logout.text': 'ඔබේ ගිණුම සහ ඇණවුම් බැලීමට නැවත පුරනය වීමට සිදු වේ.',
  'account.logout.stay': 'පුරනය වී සිටින්න',
  'account.logout.failed': 'වරන්නට නොහැකි විය. නැවත උත්සාහ කරන්න.',
  'account.retry': 'නැවත උත්සාහ කරන්න',
  'account.menu.unavailable': 'ජාල දෝෂයකි, කරුණාකර පසුව නැවත උත්සාහ කරන්න',
  'account.menu.close': 'වසන්න',
};

export default catalog;
