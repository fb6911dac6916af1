/** The staff verification page's texts in Urdu (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const ur: PartCatalog<StaffKey> = {
  'staff.title': "اپنے اسٹاف اکاؤنٹ کی تصدیق کریں",
  'staff.intro': "کیا آپ مارکیٹ پلیس میں کام کرتے ہیں؟ اپنی دفتری ای میل کی تصدیق کر کے اسے اس شاپنگ اکاؤنٹ سے جوڑیں اور اسٹاف کی مراعات حاصل کریں۔",
  'staff.email': "دفتری ای میل",
  'staff.emailDomain': "{domains} پر ختم ہونے والا اپنا دفتری ای میل ایڈریس استعمال کریں۔",
  'staff.send': "کوڈ بھیجیں",
  'staff.doneTitle': "اسٹاف اکاؤنٹ کی تصدیق ہو گئی",
  'staff.doneText': "آپ کی دفتری ای میل {email} اس اکاؤنٹ سے جُڑ گئی ہے۔",
  'staff.unlink': "دفتری ای میل الگ کریں",
  'staff.unlinked': "آپ کی دفتری ای میل اب جُڑی ہوئی نہیں ہے۔",
  'staff.notLinked': "اس اکاؤنٹ سے ابھی کوئی دفتری ای میل نہیں جُڑی۔",
  'staff.codeTitle': "اپنی دفتری ای میل دیکھیں",
  'staff.codeSent': "ہم نے {email} پر کوڈ بھیج دیا ہے۔ اسے 5 منٹ کے اندر درج کریں۔",
  'staff.confirm': "تصدیق کر کے جوڑیں",
  'staff.changeEmail': "دوسری ای میل استعمال کریں",
  'staff.badge': "اسٹاف اکاؤنٹ",
  'staff.benefits': "اس اکاؤنٹ پر اسٹاف کی مراعات فعال ہیں۔",
  'staff.unlinkTitle': "دفتری ای میل الگ کریں؟",
  'staff.unlinkText': "اس اکاؤنٹ پر اسٹاف کی مراعات ختم ہو جائیں گی۔ آپ کسی بھی وقت دوبارہ دفتری ای میل جوڑ سکتے ہیں۔",
  'staff.unlinkConfirm': "الگ کریں",
  'staff.keep': "جُڑا رہنے دیں",
  'staff.error.domain': "صرف مارکیٹ پلیس کی دفتری ای میل جوڑی جا سکتی ہے۔ @ کے بعد والا حصہ چیک کریں۔",
  'staff.error.taken': "یہ دفتری ای میل پہلے ہی کسی دوسرے اکاؤنٹ سے جُڑی ہے۔ پہلے اسے وہاں سے الگ کریں۔",
  'staff.error.alreadyLinked': "اس اکاؤنٹ سے پہلے ہی ایک دفتری ای میل جُڑی ہے۔ دوسری جوڑنے کے لیے پہلے اسے الگ کریں۔",
};

export default ur;
