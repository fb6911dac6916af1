/** Passkeys in Bengali (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "পাসকী দিয়ে লগ ইন করুন",
  'passkey.panel.title': "পাসকী",
  'passkey.panel.intro': "পাসওয়ার্ডের বদলে আঙুলের ছাপ, মুখ বা স্ক্রিন লক দিয়ে লগ ইন করুন।",
  'passkey.panel.empty': "আপনার এখনও কোনো পাসকী নেই।",
  'passkey.panel.add': "পাসকী যোগ করুন",
  'passkey.panel.created': "তৈরি: {date}",
  'passkey.panel.lastUsed': "শেষ ব্যবহার: {date}",
  'passkey.panel.neverUsed': "এখনও ব্যবহার হয়নি",
  'passkey.panel.rename': "নাম বদলান",
  'passkey.panel.renameLabel': "পাসকীর নাম",
  'passkey.panel.save': "সংরক্ষণ করুন",
  'passkey.panel.cancel': "বাতিল",
  'passkey.panel.remove': "সরান",
  'passkey.panel.removeTitle': "এই পাসকীটি সরাবেন?",
  'passkey.panel.removeText': "“{name}” দিয়ে আপনি আর লগ ইন করতে পারবেন না। আপনার অন্য লগ ইনের উপায়গুলো যেমন আছে তেমনই থাকবে।",
  'passkey.panel.added': "পাসকী যোগ হয়েছে।",
  'passkey.panel.renamed': "পাসকীর নাম বদলানো হয়েছে।",
  'passkey.panel.removed': "পাসকী সরানো হয়েছে।",
  'passkey.panel.loading': "আপনার পাসকী লোড হচ্ছে…",
  'passkey.panel.retry': "আবার চেষ্টা করুন",
  'passkey.offer.title': "পরের বার আরও দ্রুত লগ ইন করুন",
  'passkey.offer.text': "আঙুলের ছাপ, মুখ বা স্ক্রিন লক দিয়ে লগ ইন করতে একটি পাসকী তৈরি করুন। কোনো পাসওয়ার্ড মনে রাখতে হবে না।",
  'passkey.offer.create': "পাসকী তৈরি করুন",
  'passkey.offer.notNow': "এখন নয়",
  'passkey.offer.created': "পাসকী তৈরি হয়েছে। পরের বার “পাসকী দিয়ে লগ ইন করুন” বেছে নিন।",
  'passkey.offer.continue': "চালিয়ে যান",
  'passkey.error.failed': "এই পাসকীটি ব্যবহার করা যায়নি। আবার চেষ্টা করুন বা লগ ইনের অন্য উপায় বেছে নিন।",
  'passkey.error.exists': "এই ডিভাইসে আপনার অ্যাকাউন্টের একটি পাসকী আগে থেকেই আছে।",
  'passkey.error.unsupported': "এই ব্রাউজার এখানে পাসকী ব্যবহার করতে পারে না। লগ ইনের অন্য উপায় বেছে নিন।",
  'passkey.error.notFound': "এই পাসকীটি আর নেই।",
  'passkey.error.busy': "অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
  'passkey.error.network': "নেটওয়ার্ক ত্রুটি। আপনার সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।",
  'passkey.error.session': "আপনার সেশনের মেয়াদ শেষ। আবার লগ ইন করুন।",
  'passkey.error.nameEmpty': "একটি নাম লিখুন।",
};

export default catalog;
