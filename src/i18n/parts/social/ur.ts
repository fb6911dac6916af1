/** The same-tab social sign-in's texts in Urdu (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const ur: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} یہاں سائن ان کی اجازت نہیں دیتا",
  "social.refused.text": "{provider} اس ایپ کے براؤزر میں سائن ان روکتا ہے۔ یہ صفحہ اپنے براؤزر میں کھولیں، یا سائن ان کا کوئی اور طریقہ استعمال کریں۔",
  "social.openBrowser": "اپنے براؤزر میں کھولیں",
  "social.copyLink": "لنک کاپی کریں",
  "social.copyHint": "لنک کاپی کریں، پھر اسے اپنے براؤزر کے ایڈریس بار میں پیسٹ کریں۔",
  "social.copied": "لنک کاپی ہو گیا",
  "social.otherWays": "سائن ان کے دوسرے طریقے",
  "social.invalid.title": "یہ سائن ان مکمل نہیں ہو سکا",
  "social.invalid.text": "براہ کرم سائن ان صفحے سے دوبارہ شروع کریں۔",
};

export default ur;
