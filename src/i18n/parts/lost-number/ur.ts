/** The texts of /user/lost-number in Urdu (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const ur: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "نئے نمبر کے ساتھ اپنا اکاؤنٹ بحال کریں",
  'lostNumber.number.text': "وہ فون نمبر درج کریں جو آپ کا اکاؤنٹ استعمال کرتا ہے۔ آپ کی ای میل پر ایک کوڈ اور آپ کے آرڈرز کے بارے میں ایک سوال سے، یا اس آلے پر منظوری سے جس پر آپ لاگ ان ہیں، ہم تصدیق کریں گے کہ یہ آپ کا اکاؤنٹ ہے، پھر آپ نیا نمبر لگائیں گے۔",
  'lostNumber.continue': "جاری رکھیں",
  'lostNumber.email.title': "اپنی ای میل دیکھیں",
  'lostNumber.email.text': "ہم اس اکاؤنٹ کے ای میل پتے {email} پر 6 ہندسوں کا کوڈ بھیجیں گے۔",
  'lostNumber.email.send': "کوڈ بھیجیں",
  'lostNumber.new.title': "آپ کا نیا فون نمبر",
  'lostNumber.new.text': "وہ نمبر درج کریں جو آپ اب سے استعمال کرنا چاہتے ہیں۔ ہم اس پر SMS کے ذریعے کوڈ بھیجیں گے۔",
  'lostNumber.phone.submit': "نئے نمبر کی تصدیق کریں",
  'lostNumber.done.title': "آپ کا فون نمبر تبدیل ہو گیا",
  'lostNumber.done.text': "آپ کا اکاؤنٹ اب {phone} استعمال کرتا ہے۔ ہم نے آپ کے ای میل پتے اور پرانے نمبر کو اس تبدیلی کی اطلاع دے دی ہے۔ اپنے نئے نمبر سے لاگ ان کریں۔",
  'lostNumber.done.login': "لاگ ان",
  'lostNumber.care.title': "کسٹمر کیئر سے رابطہ کریں",
  'lostNumber.care.noEmail': "پرانے نمبر کے بغیر ہم یہاں اس اکاؤنٹ کی تصدیق نہیں کر سکتے: اس کے لیے ای میل پتا اور ایسا آرڈر چاہیے جس کے بارے میں ہم پوچھ سکیں، یا کوئی آلہ جس پر آپ لاگ ان ہوں۔ کسٹمر کیئر آپ کو اکاؤنٹ میں واپس آنے میں مدد دے سکتی ہے۔",
  'lostNumber.care.tooManyTries': "بہت زیادہ غلط جوابات۔ کسٹمر کیئر آپ کو اکاؤنٹ میں واپس آنے میں مدد دے سکتی ہے۔",
  'lostNumber.care.link': "ہیلپ سینٹر پر جائیں",
  'lostNumber.expired.title': "براہ کرم دوبارہ شروع کریں",
  'lostNumber.expired.text': "آپ کی حفاظت کے لیے بحالی 15 منٹ کے اندر مکمل کرنی ہوتی ہے۔",
  'lostNumber.startAgain': "دوبارہ شروع کریں",
  'lostNumber.choose.title': "تصدیق کریں کہ یہ آپ کا اکاؤنٹ ہے",
  'lostNumber.device.offerText': "آپ کا اکاؤنٹ کسی اور فون یا کمپیوٹر پر لاگ ان ہے۔ ہم وہاں ایک درخواست بھیج سکتے ہیں جسے آپ منظور کریں۔",
  'lostNumber.device.offer': "جس آلے پر لاگ ان ہیں وہاں منظوری دیں",
  'lostNumber.device.title': "اپنے دوسرے آلے پر منظوری دیں",
  'lostNumber.device.text': "جس فون یا کمپیوٹر پر آپ اس اکاؤنٹ میں لاگ ان ہیں، وہاں {address} کھولیں اور “جی ہاں، یہ میں ہوں” منتخب کریں۔ یہ صفحہ خود آگے بڑھے گا۔",
  'lostNumber.device.back': "کوئی اور طریقہ استعمال کریں",
  'lostNumber.device.timedOut.title': "درخواست ختم ہو گئی",
  'lostNumber.device.timedOut.text': "درخواست وقت پر منظور نہیں ہوئی۔ آپ نئی درخواست بھیج سکتے ہیں۔",
  'lostNumber.device.askAgain': "نئی درخواست بھیجیں",
  'lostNumber.rejected.title': "درخواست مسترد کر دی گئی",
  'lostNumber.rejected.text': "جس آلے پر آپ لاگ ان ہیں وہاں درخواست مسترد کر دی گئی، اس لیے یہ بحالی ختم ہو گئی۔",
};

export default ur;
