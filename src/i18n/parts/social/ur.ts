/** The same-tab social sign-in's texts in Urdu (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const ur: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} یہاں لاگ ان کی اجازت نہیں دیتا",
  "social.refused.text": "{provider} اس ایپ کے براؤزر میں لاگ ان روکتا ہے۔ یہ صفحہ اپنے براؤزر میں کھولیں، یا لاگ ان کا کوئی اور طریقہ استعمال کریں۔",
  "social.openBrowser": "اپنے براؤزر میں کھولیں",
  "social.copyLink": "لنک کاپی کریں",
  "social.copyHint": "لنک کاپی کریں، پھر اسے اپنے براؤزر کے ایڈریس بار میں پیسٹ کریں۔",
  "social.copied": "لنک کاپی ہو گیا",
  "social.otherWays": "لاگ ان کے دوسرے طریقے",
  "social.invalid.title": "یہ لاگ ان مکمل نہیں ہو سکا",
  "social.invalid.text": "براہ کرم لاگ ان صفحے سے دوبارہ شروع کریں۔",
  "social.panel.title": "منسلک اکاؤنٹس",
  "social.panel.intro": "Google یا Facebook سے بھی لاگ ان کریں۔ لاگ ان کے آپ کے دوسرے طریقے ویسے ہی رہیں گے۔",
  "social.panel.loading": "منسلک اکاؤنٹس لوڈ ہو رہے ہیں…",
  "social.panel.retry": "دوبارہ کوشش کریں",
  "social.panel.linked": "{date} سے بطور {email} منسلک",
  "social.panel.linkedNoEmail": "{date} سے منسلک",
  "social.panel.notLinked": "منسلک نہیں",
  "social.panel.link": "{provider} منسلک کریں",
  "social.panel.unlink": "{provider} منقطع کریں",
  "social.panel.cancel": "منسوخ کریں",
  "social.panel.unlinkTitle": "{provider} منقطع کریں؟",
  "social.panel.unlinkText": "آپ آئندہ {provider} سے لاگ ان نہیں کر سکیں گے۔",
  "social.panel.done.linked": "{provider} منسلک ہو گیا۔",
  "social.panel.done.unlinked": "{provider} منقطع ہو گیا۔",
  "social.error.elsewhere": "یہ {provider} اکاؤنٹ پہلے سے کسی دوسرے مارکیٹ پلیس اکاؤنٹ سے منسلک ہے۔ کوئی دوسرا {provider} اکاؤنٹ استعمال کریں۔",
  "social.error.already": "کوئی دوسرا {provider} اکاؤنٹ پہلے سے منسلک ہے۔ پہلے اسے منقطع کریں۔",
  "social.error.lastWay": "{provider} لاگ ان کا آپ کا واحد طریقہ ہے۔ پہلے {ways} شامل کریں، پھر اسے منقطع کریں۔",
  "social.error.notLinked": "یہ اکاؤنٹ اب منسلک نہیں ہے۔",
  "social.error.busy": "بہت زیادہ کوششیں۔ چند منٹ انتظار کر کے دوبارہ کوشش کریں۔",
  "social.error.network": "کنکشن نہیں ہے۔ اپنا نیٹ ورک دیکھ کر دوبارہ کوشش کریں۔",
  "social.error.failed": "کچھ غلط ہو گیا۔ دوبارہ کوشش کریں۔",
  "social.error.inApp": "{provider} اس ایپ کے براؤزر میں نہیں کھل سکتا۔ منسلک کرنے کے لیے یہ صفحہ اپنے براؤزر میں کھولیں۔",
  "social.way.password": "پاس ورڈ",
  "social.way.phone": "موبائل نمبر",
  "social.way.email": "تصدیق شدہ ای میل پتہ",
  "social.way.passkey": "پاس کی",
};

export default ur;
