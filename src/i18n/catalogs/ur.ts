/** Urdu (right to left): minimal catalog. Keys it lacks fall back to English. Terms: کوڈ, فون نمبر, پاس ورڈ, لاگ ان. */
import type { PartialCatalog } from './en.js';

const ur: PartialCatalog = {
  'validation.required': 'یہ خانہ خالی نہیں چھوڑا جا سکتا۔',
  'validation.phone.invalid': 'براہ کرم درست فون نمبر درج کریں۔',

  // Errors (spec §8)
  'error.network': 'نیٹ ورک کی خرابی، براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں',
  'error.networkShort': 'نیٹ ورک کی خرابی',
  'error.qr.network': 'نیٹ ورک کی خرابی',
  'error.qr.connection': 'براہ کرم اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں',
  'error.tryAgain': 'ایک خرابی پیش آ گئی، براہ کرم دوبارہ کوشش کریں',
  'error.somethingWrong': 'کچھ غلط ہو گیا، براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں',
  'error.busy.title': 'سسٹم مصروف ہے',
  'error.busy.message': 'اس وقت بہت زیادہ لوگ کوشش کر رہے ہیں۔ براہ کرم کچھ دیر میں دوبارہ کوشش کریں۔',
  'error.busy.retryLater': 'بعد میں دوبارہ کوشش کریں',
  'error.bot.title': 'سیکیورٹی تصدیق',
  'error.bot.message': 'جاری رکھنے کے لیے براہ کرم تصدیق مکمل کریں۔',
  'error.bridge.notLogin': 'معذرت، آپ لاگ ان نہیں ہیں',
  'error.bridge.runtime': 'رن ٹائم کی خرابی',
  'error.social.failed': 'تھرڈ پارٹی لاگ ان ناکام ہو گیا، براہ کرم {provider} کے ساتھ کنکشن چیک کریں',
  'error.social.suspended':
    'ہمیں سیکیورٹی کا خطرہ معلوم ہوا ہے، اس لیے اس اکاؤنٹ کے لیے {provider} کے ذریعے لاگ ان معطل کر دیا گیا ہے۔ براہ کرم لاگ ان کا کوئی دوسرا طریقہ استعمال کریں۔',
  'error.emailRegistered': 'یہ ای میل پہلے سے رجسٹرڈ ہے',
  'error.guestEmail': 'آپ مہمان کے طور پر لاگ ان ہیں، جاری رکھنے کے لیے اپنا پاس ورڈ سیٹ کریں',
  'error.coolingPeriod':
    'ان تفصیلات سے نیا اکاؤنٹ رجسٹر نہیں کیا جا سکتا کیونکہ یہ حال ہی میں حذف کیے گئے اکاؤنٹ سے منسلک ہیں۔ براہ کرم کسٹمر کیئر سے رابطہ کریں۔',
  'error.slider.failed': 'تصدیق ناکام ہو گئی',
  'error.slider.system': 'سسٹم کی خرابی، براہ کرم صفحہ ریفریش کر کے دوبارہ کوشش کریں',
  'error.guest.resendFailed': 'براہ کرم اپنا انٹرنیٹ کنکشن چیک کریں اور دوبارہ کوشش کریں',
  'error.verification.rejected': 'تصدیق مسترد کر دی گئی',
  'error.verification.expired': 'تصدیق کی میعاد ختم ہو گئی ہے۔ براہ کرم دوبارہ شروع کریں۔',
  'error.session.expired': 'آپ کے سیشن کی میعاد ختم ہو گئی ہے۔ براہ کرم دوبارہ لاگ ان کریں۔',
  'error.code.incorrect': 'کوڈ غلط ہے۔ براہ کرم دوبارہ کوشش کریں۔',
  'error.code.expired': 'کوڈ کی میعاد ختم ہو گئی ہے۔ براہ کرم نئے کوڈ کی درخواست کریں۔',
  'error.login.incorrect': 'فون نمبر، ای میل یا پاس ورڈ غلط ہے۔',
  'error.redirect.illegal': 'غیر مجاز URL',
  'error.redirect.empty': 'URL خالی ہے',
  'error.select.empty': 'کوئی مماثل آئٹم نہیں ملا',

  'common.confirm': 'تصدیق کریں',
  'common.cancel': 'منسوخ کریں',
};

export default ur;
