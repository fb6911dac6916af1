/** The same-tab social sign-in's texts in Bengali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const bn: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} এখানে লগ ইন করতে দেয় না",
  "social.refused.text": "{provider} এই অ্যাপের ব্রাউজারে লগ ইন আটকে দেয়। পৃষ্ঠাটি আপনার ব্রাউজারে খুলুন, অথবা অন্য উপায়ে লগ ইন করুন।",
  "social.openBrowser": "আপনার ব্রাউজারে খুলুন",
  "social.copyLink": "লিংক কপি করুন",
  "social.copyHint": "লিংকটি কপি করে আপনার ব্রাউজারের ঠিকানা বারে পেস্ট করুন।",
  "social.copied": "লিংক কপি হয়েছে",
  "social.otherWays": "লগ ইনের অন্য উপায়",
  "social.invalid.title": "এই লগ ইন সম্পন্ন করা যায়নি",
  "social.invalid.text": "অনুগ্রহ করে লগ ইন পৃষ্ঠা থেকে আবার শুরু করুন।",
  "social.panel.title": "সংযুক্ত অ্যাকাউন্ট",
  "social.panel.intro": "Google বা Facebook দিয়েও লগ ইন করুন। আপনার অন্য লগ ইনের উপায় আগের মতোই থাকবে।",
  "social.panel.loading": "সংযুক্ত অ্যাকাউন্ট লোড হচ্ছে…",
  "social.panel.retry": "আবার চেষ্টা করুন",
  "social.panel.linked": "{date} থেকে {email} হিসেবে সংযুক্ত",
  "social.panel.linkedNoEmail": "{date} থেকে সংযুক্ত",
  "social.panel.notLinked": "সংযুক্ত নয়",
  "social.panel.link": "{provider} সংযুক্ত করুন",
  "social.panel.unlink": "{provider} বিচ্ছিন্ন করুন",
  "social.panel.cancel": "বাতিল",
  "social.panel.unlinkTitle": "{provider} বিচ্ছিন্ন করবেন?",
  "social.panel.unlinkText": "আপনি আর {provider} দিয়ে লগ ইন করতে পারবেন না।",
  "social.panel.done.linked": "{provider} সংযুক্ত হয়েছে।",
  "social.panel.done.unlinked": "{provider} বিচ্ছিন্ন হয়েছে।",
  "social.error.elsewhere": "এই {provider} অ্যাকাউন্টটি ইতিমধ্যে অন্য একটি মার্কেটপ্লেস অ্যাকাউন্টে সংযুক্ত। অন্য একটি {provider} অ্যাকাউন্ট ব্যবহার করুন।",
  "social.error.already": "অন্য একটি {provider} অ্যাকাউন্ট ইতিমধ্যে সংযুক্ত। আগে সেটি বিচ্ছিন্ন করুন।",
  "social.error.lastWay": "{provider} আপনার লগ ইনের একমাত্র উপায়। আগে {ways} যোগ করুন, তারপর বিচ্ছিন্ন করুন।",
  "social.error.notLinked": "এই অ্যাকাউন্টটি আর সংযুক্ত নেই।",
  "social.error.busy": "অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
  "social.error.network": "সংযোগ নেই। আপনার নেটওয়ার্ক দেখে আবার চেষ্টা করুন।",
  "social.error.failed": "কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।",
  "social.error.inApp": "এই অ্যাপের ব্রাউজারে {provider} খোলা যায় না। সংযুক্ত করতে পৃষ্ঠাটি আপনার ব্রাউজারে খুলুন।",
  "social.way.password": "একটি পাসওয়ার্ড",
  "social.way.phone": "একটি মোবাইল নম্বর",
  "social.way.email": "একটি যাচাই করা ইমেইল ঠিকানা",
  "social.way.passkey": "একটি পাসকি",
};

export default bn;
