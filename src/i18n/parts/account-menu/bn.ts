/** The header's account menu in Bengali (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': '{name}-এর অ্যাকাউন্ট মেনু',
  'account.menu.myAccount': 'আমার অ্যাকাউন্ট',
  'account.menu.myProfile': 'আমার প্রোফাইল',
  'account.menu.editProfile': 'প্রোফাইল সম্পাদনা',
  'account.menu.changeEmail': 'ইমেইল পরিবর্তন',
  'account.menu.addEmail': 'ইমেইল যোগ করুন',
  'account.menu.changeMobile': 'মোবাইল নম্বর পরিবর্তন',
  'account.menu.addMobile': 'মোবাইল নম্বর যোগ করুন',
  'account.menu.changePassword': 'পাসওয়ার্ড পরিবর্তন',
  'account.menu.setPassword': 'পাসওয়ার্ড সেট করুন',
  'account.menu.feedback': 'মতামত',
  'account.menu.help': 'সাহায্য',
  'account.menu.policies': 'নীতিমালা',
  'account.menu.settings': 'সেটিংস',
  'account.menu.security': 'নিরাপত্তা',
  'account.menu.privacy': 'গোপনীয়তা',
  'account.menu.logout': 'লগ আউট',
  'account.logout.title': 'লগ আউট করবেন?',
  'account.logout.text': 'আপনার অ্যাকাউন্ট ও অর্ডার দেখতে আবার লগ ইন করতে হবে।',
  'account.logout.stay': 'লগ ইন থাকুন',
  'account.logout.failed': 'লগ আউট করা যায়নি। আবার চেষ্টা করুন।',
  'account.retry': 'আবার চেষ্টা করুন',
  'account.menu.unavailable': 'নেটওয়ার্ক ত্রুটি, অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন',
  'account.menu.close': 'বন্ধ করুন',
};

export default catalog;
