/** Passkeys in Urdu (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "پاس کی سے لاگ ان کریں",
  'passkey.panel.title': "پاس کیز",
  'passkey.panel.intro': "پاس ورڈ کے بجائے اپنے فنگر پرنٹ، چہرے یا اسکرین لاک سے لاگ ان کریں۔",
  'passkey.panel.empty': "آپ کے پاس ابھی کوئی پاس کی نہیں ہے۔",
  'passkey.panel.add': "پاس کی شامل کریں",
  'passkey.panel.created': "{date} کو بنائی گئی",
  'passkey.panel.lastUsed': "آخری بار استعمال: {date}",
  'passkey.panel.neverUsed': "ابھی استعمال نہیں ہوئی",
  'passkey.panel.rename': "نام بدلیں",
  'passkey.panel.renameLabel': "پاس کی کا نام",
  'passkey.panel.save': "محفوظ کریں",
  'passkey.panel.cancel': "منسوخ کریں",
  'passkey.panel.remove': "ہٹائیں",
  'passkey.panel.removeTitle': "یہ پاس کی ہٹا دیں؟",
  'passkey.panel.removeText': "آپ اب “{name}” سے لاگ ان نہیں کر سکیں گے۔ لاگ ان کے آپ کے دوسرے طریقے ویسے ہی رہیں گے۔",
  'passkey.panel.added': "پاس کی شامل ہو گئی۔",
  'passkey.panel.renamed': "پاس کی کا نام بدل دیا گیا۔",
  'passkey.panel.removed': "پاس کی ہٹا دی گئی۔",
  'passkey.panel.loading': "آپ کی پاس کیز لوڈ ہو رہی ہیں…",
  'passkey.panel.retry': "دوبارہ کوشش کریں",
  'passkey.offer.title': "اگلی بار جلدی لاگ ان کریں",
  'passkey.offer.text': "اپنے فنگر پرنٹ، چہرے یا اسکرین لاک سے لاگ ان کرنے کے لیے پاس کی بنائیں۔ کوئی پاس ورڈ یاد رکھنے کی ضرورت نہیں۔",
  'passkey.offer.create': "پاس کی بنائیں",
  'passkey.offer.notNow': "ابھی نہیں",
  'passkey.offer.created': "پاس کی بن گئی۔ اگلی بار “پاس کی سے لاگ ان کریں” منتخب کریں۔",
  'passkey.offer.continue': "جاری رکھیں",
  'passkey.error.failed': "یہ پاس کی استعمال نہیں ہو سکی۔ دوبارہ کوشش کریں یا لاگ ان کا کوئی اور طریقہ منتخب کریں۔",
  'passkey.error.exists': "اس ڈیوائس پر آپ کے اکاؤنٹ کی پاس کی پہلے سے موجود ہے۔",
  'passkey.error.unsupported': "یہ براؤزر یہاں پاس کیز استعمال نہیں کر سکتا۔ براہِ کرم لاگ ان کا کوئی اور طریقہ منتخب کریں۔",
  'passkey.error.notFound': "یہ پاس کی اب موجود نہیں۔",
  'passkey.error.busy': "بہت زیادہ کوششیں۔ ایک منٹ انتظار کر کے دوبارہ کوشش کریں۔",
  'passkey.error.network': "نیٹ ورک کی خرابی۔ اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔",
  'passkey.error.session': "آپ کا سیشن ختم ہو گیا ہے۔ براہِ کرم دوبارہ لاگ ان کریں۔",
  'passkey.error.nameEmpty': "براہِ کرم نام درج کریں۔",
};

export default catalog;
