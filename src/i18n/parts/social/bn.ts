/** The same-tab social sign-in's texts in Bengali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const bn: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} এখানে সাইন ইন করতে দেয় না",
  "social.refused.text": "{provider} এই অ্যাপের ব্রাউজারে সাইন ইন আটকে দেয়। পৃষ্ঠাটি আপনার ব্রাউজারে খুলুন, অথবা অন্য উপায়ে সাইন ইন করুন।",
  "social.openBrowser": "আপনার ব্রাউজারে খুলুন",
  "social.copyLink": "লিংক কপি করুন",
  "social.copyHint": "লিংকটি কপি করে আপনার ব্রাউজারের ঠিকানা বারে পেস্ট করুন।",
  "social.copied": "লিংক কপি হয়েছে",
  "social.otherWays": "সাইন ইনের অন্য উপায়",
  "social.invalid.title": "এই সাইন ইন সম্পন্ন করা যায়নি",
  "social.invalid.text": "অনুগ্রহ করে সাইন ইন পৃষ্ঠা থেকে আবার শুরু করুন।",
};

export default bn;
