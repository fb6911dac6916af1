/** Bengali (Bangla): minimal catalog. Keys it lacks fall back to English. Terms: কোড, ফোন নম্বর, পাসওয়ার্ড, লগ ইন. */
import type { PartialCatalog } from './en.js';

const bn: PartialCatalog = {
  'validation.required': 'এই ঘরটি খালি রাখা যাবে না।',
  'validation.phone.invalid': 'অনুগ্রহ করে একটি সঠিক ফোন নম্বর দিন।',

  // Errors (spec §8)
  'error.network': 'নেটওয়ার্ক ত্রুটি, অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন',
  'error.networkShort': 'নেটওয়ার্ক ত্রুটি',
  'error.qr.network': 'নেটওয়ার্ক ত্রুটি',
  'error.qr.connection': 'অনুগ্রহ করে আপনার সংযোগ পরীক্ষা করে আবার চেষ্টা করুন',
  'error.tryAgain': 'একটি ত্রুটি হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন',
  'error.somethingWrong': 'কোনো একটি সমস্যা হয়েছে, অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন',
  'error.busy.title': 'সিস্টেম এখন ব্যস্ত',
  'error.busy.message': 'এই মুহূর্তে অনেকেই চেষ্টা করছেন। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  'error.busy.retryLater': 'পরে আবার চেষ্টা করুন',
  'error.bot.title': 'নিরাপত্তা যাচাই',
  'error.bot.message': 'চালিয়ে যেতে অনুগ্রহ করে যাচাই সম্পন্ন করুন।',
  'error.bridge.notLogin': 'দুঃখিত, আপনি লগ ইন করেননি',
  'error.bridge.runtime': 'রানটাইম ত্রুটি',
  'error.social.failed': 'থার্ড-পার্টি লগ ইন ব্যর্থ হয়েছে, অনুগ্রহ করে {provider}-এর সাথে সংযোগ পরীক্ষা করুন',
  'error.social.suspended':
    'আমরা একটি নিরাপত্তা ঝুঁকি শনাক্ত করেছি, তাই এই অ্যাকাউন্টে {provider} দিয়ে লগ ইন স্থগিত করা হয়েছে। অনুগ্রহ করে লগ ইনের অন্য কোনো পদ্ধতি ব্যবহার করুন।',
  'error.emailRegistered': 'এই ইমেইলটি ইতিমধ্যে নিবন্ধিত',
  'error.guestEmail': 'আপনি অতিথি হিসেবে লগ ইন করেছেন, চালিয়ে যেতে আপনার পাসওয়ার্ড সেট করুন',
  'error.coolingPeriod':
    'এই তথ্য দিয়ে নতুন অ্যাকাউন্ট নিবন্ধন করা যাবে না, কারণ এগুলো সম্প্রতি মুছে ফেলা একটি অ্যাকাউন্টের সাথে যুক্ত। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  'error.slider.failed': 'যাচাই ব্যর্থ হয়েছে',
  'error.slider.system': 'সিস্টেম ত্রুটি, অনুগ্রহ করে রিফ্রেশ করে আবার চেষ্টা করুন',
  'error.guest.resendFailed': 'অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ পরীক্ষা করে আবার চেষ্টা করুন',
  'error.verification.rejected': 'যাচাই প্রত্যাখ্যান করা হয়েছে',
  'error.verification.expired': 'যাচাইয়ের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার শুরু করুন।',
  'error.session.expired': 'আপনার সেশনের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার লগ ইন করুন।',
  'error.code.incorrect': 'কোডটি সঠিক নয়। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'error.code.expired': 'কোডটির মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন কোডের অনুরোধ করুন।',
  'error.login.incorrect': 'ফোন নম্বর, ইমেইল বা পাসওয়ার্ড সঠিক নয়।',
  'error.redirect.illegal': 'অননুমোদিত URL',
  'error.redirect.empty': 'URL খালি',
  'error.select.empty': 'মিলে যায় এমন কিছু পাওয়া যায়নি',

  'common.confirm': 'নিশ্চিত করুন',
  'common.cancel': 'বাতিল',
};

export default bn;
