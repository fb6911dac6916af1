/** The #privacy section's texts in Sinhala (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const si: PartCatalog<PrivacyKey> = {
  'privacy.intro': "ඔබගේ දත්තවල පිටපතක් බාගන්න, නැතහොත් ඔබගේ ගිණුම මකන්න.",
  'privacy.export.title': "මගේ දත්ත බාගන්න",
  'privacy.export.text': "ඔබගේ පැතිකඩ, ඊමේල් සහ දුරකථන ඉතිහාසය, ලිපින, ඇණවුම්, කැමැත්තන්, සම්බන්ධ කළ ගිණුම් සහ ආරක්ෂක ක්‍රියාකාරකම් ඇතුළත් එක් ගොනුවක්: කියවීමට පහසු සාරාංශයක් සහිත JSON. දිනකට වරක් මෙය කළ හැක.",
  'privacy.export.start': "මගේ දත්ත බාගන්න",
  'privacy.export.ready': "ඔබගේ ගොනුව සූදානම්. බාගැනීම ඉබේම ආරම්භ වේ; නොවන්නේ නම් පහත සබැඳිය භාවිත කරන්න.",
  'privacy.export.done': "අවසන්",
  'privacy.export.link': "ගොනුව බාගන්න",
  'privacy.delete.title': "මගේ ගිණුම මකන්න",
  'privacy.delete.text': "ඔබගේ ගිණුම වසා පුද්ගලික දත්ත මකා දමන්න. පළමුව නිරාකරණය කළ යුතු දේ අපි පරීක්ෂා කරමු.",
  'privacy.delete.start': "මගේ ගිණුම මකන්න",
  'privacy.checking': "ඔබගේ ගිණුම පරීක්ෂා කරමින්…",
  'privacy.blocked.title': "පළමුව මේවා නිරාකරණය කරන්න",
  'privacy.blocked.text': "මේවා නිරාකරණය කළ පසු ඔබගේ ගිණුම මැකිය හැක:",
  'privacy.blocker.openOrder': "ඇණවුම {ref} තවම බෙදා හැර නැත.",
  'privacy.blocker.refundableOrder': "ඇණවුම {ref} තවමත් ආපසු දීමට හෝ මුදල් ආපසු ගැනීමට හැක.",
  'privacy.blocker.walletBalance': "ඔබගේ පසුම්බියේ තවම {amount}ක් ඇත. එය වියදම් කරන්න, නැතහොත් මුදල් ආපසු ලබා දීමට පාරිභෝගික සේවාවෙන් ඉල්ලන්න.",
  'privacy.recheck': "නැවත පරීක්ෂා කරන්න",
  'privacy.losses.title': "ඔබට අහිමි වන දේ",
  'privacy.losses.text': "ඔබ තේරුම් ගත් බව තහවුරු කිරීමට සෑම අයිතමයක්ම ලකුණු කරන්න.",
  'privacy.loss.orderHistory': "ඔබගේ ඇණවුම් ඉතිහාසය ({count}). නීතිය අනුව වාර්තා රැඳේ, නමුත් ඔබගේ නමක් නොමැතිව.",
  'privacy.loss.addresses': "ඔබ සුරැකි ලිපින ({count}).",
  'privacy.loss.socialAccounts': "සම්බන්ධ කළ සමාජ මාධ්‍ය ගිණුම් ({count}).",
  'privacy.loss.groceryHistory': "සම්බන්ධ කළ grocery ඇණවුම් ඉතිහාසය ({count}).",
  'privacy.loss.staffLink': "ඔබගේ කාර්ය මණ්ඩල සබැඳිය සහ එහි ප්‍රතිලාභ.",
  'privacy.loss.promotions': "ඔබගේ ප්‍රවර්ධන දායකත්ව.",
  'privacy.delete.ackAll': "ඉදිරියට යාමට සියලු අයිතම ලකුණු කරන්න.",
  'privacy.continue': "ඉදිරියට",
  'privacy.cancel': "අවලංගු කරන්න",
  'privacy.confirm.title': "ඔබගේ ගිණුම මකන්නද?",
  'privacy.confirm.text': "සියලු උපාංගවලින් ඔබ වරනු ඇත. දින {graceDays}ක් ඇතුළත පුරනය වීමෙන් ගිණුම ප්‍රතිසාධනය කළ හැක. ඉන් පසු ගිණුම වසා දමන අතර, තවත් දින {coolingDays}කට පසු එහි පුද්ගලික දත්ත මකා දමා ඔබගේ ඊමේල් සහ ජංගම දුරකථන අංකය නැවත භාවිත කළ හැකි වේ.",
  'privacy.confirm.submit': "මගේ ගිණුම මකන්න",
  'privacy.identityAgain': "කරුණාකර මේ ඔබ බව නැවත තහවුරු කරන්න.",
  'privacy.done': "ඔබගේ ගිණුම මකා දැමේ. මේ ගැන අපි ඔබට ඊමේල් එකක් එව්වා.",
  'privacy.error.exportLimited': "ඔබ අද දත්ත බාගෙන අවසන්. හෙට නැවත උත්සාහ කරන්න.",
};

export default si;
