/** The texts of /user/lost-number in Bengali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { LostNumberKey } from './en.js';

const bn: PartCatalog<LostNumberKey> = {
  'lostNumber.title': "নতুন নম্বর দিয়ে আপনার অ্যাকাউন্ট পুনরুদ্ধার করুন",
  'lostNumber.number.text': "আপনার অ্যাকাউন্টে যে ফোন নম্বর আছে সেটি লিখুন। আপনার ইমেইলে একটি কোড ও আপনার অর্ডার নিয়ে একটি প্রশ্ন দিয়ে, অথবা যে ডিভাইসে আপনি লগ ইন করে আছেন সেখানে অনুমোদন দিয়ে আমরা নিশ্চিত হব যে এটি আপনার অ্যাকাউন্ট, তারপর আপনি নতুন নম্বর দেবেন।",
  'lostNumber.continue': "চালিয়ে যান",
  'lostNumber.email.title': "আপনার ইমেইল দেখুন",
  'lostNumber.email.text': "এই অ্যাকাউন্টের ইমেইল ঠিকানা {email}-এ আমরা ৬ অঙ্কের একটি কোড পাঠাব।",
  'lostNumber.email.send': "কোড পাঠান",
  'lostNumber.new.title': "আপনার নতুন ফোন নম্বর",
  'lostNumber.new.text': "এখন থেকে যে নম্বর ব্যবহার করতে চান সেটি লিখুন। আমরা SMS-এ সেই নম্বরে একটি কোড পাঠাব।",
  'lostNumber.phone.submit': "নতুন নম্বর নিশ্চিত করুন",
  'lostNumber.done.title': "আপনার ফোন নম্বর বদলানো হয়েছে",
  'lostNumber.done.text': "আপনার অ্যাকাউন্ট এখন {phone} ব্যবহার করে। এই পরিবর্তনের কথা আমরা আপনার ইমেইল ঠিকানা ও পুরোনো নম্বরে জানিয়েছি। নতুন নম্বর দিয়ে লগ ইন করুন।",
  'lostNumber.done.login': "লগ ইন",
  'lostNumber.care.title': "গ্রাহকসেবায় যোগাযোগ করুন",
  'lostNumber.care.noEmail': "পুরোনো নম্বর ছাড়া আমরা এখানে এই অ্যাকাউন্ট নিশ্চিত করতে পারি না: এর জন্য একটি ইমেইল ঠিকানা ও এমন একটি অর্ডার দরকার যা নিয়ে আমরা প্রশ্ন করতে পারি, অথবা এমন একটি ডিভাইস যেখানে আপনি লগ ইন করে আছেন। গ্রাহকসেবা আপনাকে অ্যাকাউন্টে ফিরতে সাহায্য করতে পারে।",
  'lostNumber.care.tooManyTries': "অনেকবার ভুল উত্তর হয়েছে। গ্রাহকসেবা আপনাকে অ্যাকাউন্টে ফিরতে সাহায্য করতে পারে।",
  'lostNumber.care.link': "সহায়তা কেন্দ্রে যান",
  'lostNumber.expired.title': "আবার শুরু করুন",
  'lostNumber.expired.text': "আপনার নিরাপত্তার জন্য পুনরুদ্ধার ১৫ মিনিটের মধ্যে শেষ করতে হয়।",
  'lostNumber.startAgain': "আবার শুরু করুন",
  'lostNumber.choose.title': "নিশ্চিত করুন যে এটি আপনার অ্যাকাউন্ট",
  'lostNumber.device.offerText': "আপনার অ্যাকাউন্ট অন্য একটি ফোন বা কম্পিউটারে লগ ইন করা আছে। আমরা সেখানে একটি অনুরোধ পাঠাতে পারি, আপনি অনুমোদন দেবেন।",
  'lostNumber.device.offer': "যে ডিভাইসে লগ ইন করে আছেন সেখানে অনুমোদন দিন",
  'lostNumber.device.title': "আপনার অন্য ডিভাইসে অনুমোদন দিন",
  'lostNumber.device.text': "যে ফোন বা কম্পিউটারে আপনি এই অ্যাকাউন্টে লগ ইন করে আছেন, সেখানে {address} খুলুন এবং “হ্যাঁ, এটি আমি” বেছে নিন। এই পেজ নিজে থেকেই এগিয়ে যাবে।",
  'lostNumber.device.back': "অন্য উপায় ব্যবহার করুন",
  'lostNumber.device.timedOut.title': "অনুরোধের সময় শেষ",
  'lostNumber.device.timedOut.text': "সময়ের মধ্যে কেউ অনুরোধটি অনুমোদন করেনি। আপনি নতুন একটি অনুরোধ পাঠাতে পারেন।",
  'lostNumber.device.askAgain': "নতুন অনুরোধ পাঠান",
  'lostNumber.rejected.title': "অনুরোধ প্রত্যাখ্যাত",
  'lostNumber.rejected.text': "যে ডিভাইসে আপনি লগ ইন করে আছেন সেখানে অনুরোধটি প্রত্যাখ্যান করা হয়েছে, তাই এই পুনরুদ্ধার শেষ হয়েছে।",
};

export default bn;
