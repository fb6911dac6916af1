/** The header's account menu in Urdu (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': '{name} کا اکاؤنٹ مینو',
  'account.menu.myAccount': 'میرا اکاؤنٹ',
  'account.menu.myProfile': 'میری پروفائل',
  'account.menu.editProfile': 'پروفائل میں ترمیم',
  'account.menu.changeEmail': 'ای میل تبدیل کریں',
  'account.menu.addEmail': 'ای میل شامل کریں',
  'account.menu.changeMobile': 'موبائل نمبر تبدیل کریں',
  'account.menu.addMobile': 'موبائل نمبر شامل کریں',
  'account.menu.changePassword': 'پاس ورڈ تبدیل کریں',
  'account.menu.setPassword': 'پاس ورڈ مقرر کریں',
  'account.menu.feedback': 'رائے',
  'account.menu.help': 'مدد',
  'account.menu.policies': 'پالیسیاں',
  'account.menu.settings': 'ترتیبات',
  'account.menu.security': 'سیکیورٹی',
  'account.menu.privacy': 'رازداری',
  'account.menu.logout': 'لاگ آؤٹ',
  'account.logout.title': 'لاگ آؤٹ کریں؟',
  'account.logout.text': 'اپنا اکاؤنٹ اور آرڈرز دیکھنے کے لیے آپ کو دوبارہ لاگ ان کرنا ہوگا۔',
  'account.logout.stay': 'لاگ ان رہیں',
  'account.logout.failed': 'لاگ آؤٹ نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  'account.retry': 'دوبارہ کوشش کریں',
  'account.menu.unavailable': 'نیٹ ورک کی خرابی، براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں',
  'account.menu.close': 'بند کریں',
};

export default catalog;
