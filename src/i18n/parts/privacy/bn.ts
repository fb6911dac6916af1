/** The #privacy section's texts in Bengali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const bn: PartCatalog<PrivacyKey> = {
  'privacy.intro': "আপনার তথ্যের একটি কপি ডাউনলোড করুন বা আপনার অ্যাকাউন্ট মুছে ফেলুন।",
  'privacy.export.title': "আমার তথ্য ডাউনলোড করুন",
  'privacy.export.text': "একটি ফাইলে পান আপনার প্রোফাইল, ইমেইল ও ফোনের ইতিহাস, ঠিকানা, অর্ডার, সম্মতি, লিঙ্ক করা অ্যাকাউন্ট ও নিরাপত্তা কার্যকলাপ: সহজে পড়ার মতো সারাংশসহ JSON। দিনে একবার এটি করা যায়।",
  'privacy.export.start': "আমার তথ্য ডাউনলোড করুন",
  'privacy.export.ready': "আপনার ফাইল তৈরি। ডাউনলোড নিজে থেকেই শুরু হবে; না হলে নিচের লিঙ্কটি ব্যবহার করুন।",
  'privacy.export.done': "সম্পন্ন",
  'privacy.export.link': "ফাইলটি ডাউনলোড করুন",
  'privacy.delete.title': "আমার অ্যাকাউন্ট মুছে ফেলুন",
  'privacy.delete.text': "আপনার অ্যাকাউন্ট বন্ধ করুন এবং ব্যক্তিগত তথ্য মুছে ফেলুন। আগে আমরা দেখে নিই কী কী মেটাতে হবে।",
  'privacy.delete.start': "আমার অ্যাকাউন্ট মুছে ফেলুন",
  'privacy.checking': "আপনার অ্যাকাউন্ট যাচাই করা হচ্ছে…",
  'privacy.blocked.title': "আগে এগুলো মিটিয়ে নিন",
  'privacy.blocked.text': "এগুলো মেটানোর পর আপনার অ্যাকাউন্ট মুছে ফেলা যাবে:",
  'privacy.blocker.openOrder': "অর্ডার {ref} এখনও ডেলিভারি হয়নি।",
  'privacy.blocker.refundableOrder': "অর্ডার {ref} এখনও ফেরত বা রিফান্ড করা যায়।",
  'privacy.blocker.walletBalance': "আপনার ওয়ালেটে এখনও {amount} আছে। এটি খরচ করুন, বা রিফান্ডের জন্য গ্রাহকসেবায় যোগাযোগ করুন।",
  'privacy.recheck': "আবার যাচাই করুন",
  'privacy.losses.title': "যা আপনি হারাবেন",
  'privacy.losses.text': "বুঝেছেন তা নিশ্চিত করতে প্রতিটি বিষয়ে টিক দিন।",
  'privacy.loss.orderHistory': "আপনার অর্ডারের ইতিহাস ({count})। আইন অনুযায়ী রেকর্ড থাকবে, তবে আপনার নাম ছাড়া।",
  'privacy.loss.addresses': "আপনার সংরক্ষিত ঠিকানা ({count})।",
  'privacy.loss.socialAccounts': "আপনার লিঙ্ক করা সোশ্যাল অ্যাকাউন্ট ({count})।",
  'privacy.loss.groceryHistory': "আপনার লিঙ্ক করা গ্রোসারি অর্ডারের ইতিহাস ({count})।",
  'privacy.loss.staffLink': "আপনার কর্মী লিঙ্ক ও এর সুবিধাগুলো।",
  'privacy.loss.promotions': "আপনার প্রচারের সাবস্ক্রিপশন।",
  'privacy.delete.ackAll': "চালিয়ে যেতে প্রতিটি বিষয়ে টিক দিন।",
  'privacy.continue': "চালিয়ে যান",
  'privacy.cancel': "বাতিল",
  'privacy.confirm.title': "আপনার অ্যাকাউন্ট মুছে ফেলবেন?",
  'privacy.confirm.text': "সব ডিভাইস থেকে আপনি লগ আউট হয়ে যাবেন। {graceDays} দিনের মধ্যে লগ ইন করলে অ্যাকাউন্টটি পুনরুদ্ধার করতে পারবেন। এরপর অ্যাকাউন্ট বন্ধ হবে, এবং তার {coolingDays} দিন পরে এর ব্যক্তিগত তথ্য মুছে ফেলা হবে ও আপনার ইমেইল এবং মোবাইল নম্বর আবার ব্যবহার করা যাবে।",
  'privacy.confirm.submit': "আমার অ্যাকাউন্ট মুছে ফেলুন",
  'privacy.identityAgain': "অনুগ্রহ করে আবার নিশ্চিত করুন যে এটি আপনি।",
  'privacy.done': "আপনার অ্যাকাউন্ট মুছে ফেলা হবে। এ বিষয়ে আমরা আপনাকে একটি ইমেইল পাঠিয়েছি।",
  'privacy.error.exportLimited': "আজ আপনি ইতিমধ্যে তথ্য ডাউনলোড করেছেন। আগামীকাল আবার চেষ্টা করুন।",
};

export default bn;
