/** The #privacy section's texts in Urdu (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const ur: PartCatalog<PrivacyKey> = {
  'privacy.intro': "اپنے ڈیٹا کی کاپی ڈاؤن لوڈ کریں یا اپنا اکاؤنٹ حذف کریں۔",
  'privacy.export.title': "میرا ڈیٹا ڈاؤن لوڈ کریں",
  'privacy.export.text': "ایک فائل میں اپنی پروفائل، ای میل اور فون کی تاریخ، پتے، آرڈرز، رضامندیاں، منسلک اکاؤنٹس اور سیکیورٹی سرگرمی حاصل کریں: آسانی سے پڑھے جانے والے خلاصے کے ساتھ JSON۔ آپ یہ دن میں ایک بار کر سکتے ہیں۔",
  'privacy.export.start': "میرا ڈیٹا ڈاؤن لوڈ کریں",
  'privacy.export.ready': "آپ کی فائل تیار ہے۔ ڈاؤن لوڈ خود شروع ہو جائے گا؛ اگر نہ ہو تو نیچے دیا گیا لنک استعمال کریں۔",
  'privacy.export.done': "مکمل",
  'privacy.export.link': "فائل ڈاؤن لوڈ کریں",
  'privacy.delete.title': "میرا اکاؤنٹ حذف کریں",
  'privacy.delete.text': "اپنا اکاؤنٹ بند کریں اور اپنا ذاتی ڈیٹا مٹا دیں۔ پہلے ہم دیکھتے ہیں کہ کیا نمٹانا باقی ہے۔",
  'privacy.delete.start': "میرا اکاؤنٹ حذف کریں",
  'privacy.checking': "آپ کا اکاؤنٹ جانچا جا رہا ہے…",
  'privacy.blocked.title': "پہلے یہ نمٹائیں",
  'privacy.blocked.text': "یہ نمٹانے کے بعد آپ کا اکاؤنٹ حذف ہو سکتا ہے:",
  'privacy.blocker.openOrder': "آرڈر {ref} ابھی تک ڈیلیور نہیں ہوا۔",
  'privacy.blocker.refundableOrder': "آرڈر {ref} ابھی واپس یا ریفنڈ ہو سکتا ہے۔",
  'privacy.blocker.walletBalance': "آپ کے والیٹ میں ابھی {amount} باقی ہیں۔ انہیں خرچ کریں، یا ریفنڈ کے لیے کسٹمر کیئر سے رابطہ کریں۔",
  'privacy.recheck': "دوبارہ جانچیں",
  'privacy.losses.title': "جو آپ کھو دیں گے",
  'privacy.losses.text': "ہر نکتے پر نشان لگا کر تصدیق کریں کہ آپ سمجھ گئے ہیں۔",
  'privacy.loss.orderHistory': "آپ کے آرڈرز کی تاریخ ({count})۔ قانون کے مطابق ریکارڈ باقی رہے گا، مگر آپ کے نام کے بغیر۔",
  'privacy.loss.addresses': "آپ کے محفوظ پتے ({count})۔",
  'privacy.loss.socialAccounts': "آپ کے منسلک سوشل اکاؤنٹس ({count})۔",
  'privacy.loss.groceryHistory': "آپ کی منسلک گروسری آرڈرز کی تاریخ ({count})۔",
  'privacy.loss.staffLink': "آپ کا اسٹاف لنک اور اس کے فوائد۔",
  'privacy.loss.promotions': "آپ کی پروموشن سبسکرپشنز۔",
  'privacy.delete.ackAll': "جاری رکھنے کے لیے ہر نکتے پر نشان لگائیں۔",
  'privacy.continue': "جاری رکھیں",
  'privacy.cancel': "منسوخ کریں",
  'privacy.confirm.title': "اپنا اکاؤنٹ حذف کریں؟",
  'privacy.confirm.text': "آپ ہر ڈیوائس سے لاگ آؤٹ ہو جائیں گے۔ {graceDays} دن کے اندر لاگ ان کر کے آپ اکاؤنٹ بحال کر سکتے ہیں۔ اس کے بعد اکاؤنٹ بند ہو جائے گا، اور مزید {coolingDays} دن بعد اس کا ذاتی ڈیٹا مٹا دیا جائے گا اور آپ کا ای میل اور موبائل نمبر دوبارہ استعمال ہو سکیں گے۔",
  'privacy.confirm.submit': "میرا اکاؤنٹ حذف کریں",
  'privacy.identityAgain': "براہ کرم دوبارہ تصدیق کریں کہ یہ آپ ہیں۔",
  'privacy.done': "آپ کا اکاؤنٹ حذف کر دیا جائے گا۔ ہم نے اس بارے میں آپ کو ای میل بھیج دی ہے۔",
  'privacy.error.exportLimited': "آپ آج اپنا ڈیٹا ڈاؤن لوڈ کر چکے ہیں۔ کل دوبارہ کوشش کریں۔",
};

export default ur;
