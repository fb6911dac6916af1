/** The #security section in Urdu (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'آلات اور سیشن',
  'security.sessions.intro': 'یہ براؤزر اور ایپس آپ کے اکاؤنٹ میں لاگ ان ہیں۔ اگر آپ کسی کو نہیں پہچانتے تو اسے لاگ آؤٹ کریں اور اپنا پاس ورڈ تبدیل کریں۔',
  'security.sessions.loading': 'آپ کے آلات لوڈ ہو رہے ہیں…',
  'security.sessions.loadFailed': 'آپ کے آلات لوڈ نہیں ہو سکے۔',
  'security.sessions.thisDevice': 'یہ آلہ',
  'security.sessions.phoneApp': 'فون ایپ (QR کوڈ سے لاگ ان)',
  'security.sessions.unknownBrowser': 'نامعلوم براؤزر',
  'security.sessions.browserOn': '{system} پر {browser}',
  'security.sessions.method': 'لاگ ان کا طریقہ',
  'security.sessions.started': 'لاگ ان کا وقت',
  'security.sessions.lastActive': 'آخری بار فعال',
  'security.sessions.network': 'نیٹ ورک',
  'security.sessions.place': 'مقام',
  'security.sessions.signOut': 'لاگ آؤٹ',
  'security.sessions.signOutNamed': '{device} کو لاگ آؤٹ کریں',
  'security.sessions.signOutOthers': 'دیگر تمام آلات سے لاگ آؤٹ',
  'security.sessions.confirmTitle': 'دیگر تمام آلات سے لاگ آؤٹ کریں؟',
  'security.sessions.confirmText': 'دیگر تمام براؤزرز اور فون ایپ کو دوبارہ لاگ ان کرنا ہوگا۔ یہ آلہ لاگ ان رہے گا۔',
  'security.sessions.signedOut': '{device} لاگ آؤٹ ہو گیا۔',
  'security.sessions.othersSignedOut': 'دیگر تمام آلات لاگ آؤٹ ہو گئے۔',
  'security.sessions.onlyThis': 'کوئی اور آلہ لاگ ان نہیں ہے۔',
  'security.method.password': 'پاس ورڈ',
  'security.method.code': 'ایک بار کا کوڈ',
  'security.method.qr': 'QR کوڈ',
  'security.method.passkey': 'پاس کی',
  'security.method.reset': 'پاس ورڈ ری سیٹ',
  'security.method.signup': 'سائن اپ',
  'security.method.restore': 'اکاؤنٹ کی بحالی',
  'security.method.other': 'دیگر',
};

export default catalog;
