/** The #security section in Bengali (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'ডিভাইস ও সেশন',
  'security.sessions.intro': 'এই ব্রাউজার ও অ্যাপগুলো আপনার অ্যাকাউন্টে লগ ইন করা আছে। কোনোটি চিনতে না পারলে সেটি লগ আউট করুন এবং আপনার পাসওয়ার্ড বদলান।',
  'security.sessions.loading': 'আপনার ডিভাইসগুলো লোড হচ্ছে…',
  'security.sessions.loadFailed': 'আপনার ডিভাইসগুলো লোড করা যায়নি।',
  'security.sessions.thisDevice': 'এই ডিভাইস',
  'security.sessions.phoneApp': 'ফোন অ্যাপ (QR কোড দিয়ে লগ ইন)',
  'security.sessions.unknownBrowser': 'অজানা ব্রাউজার',
  'security.sessions.browserOn': '{system}-এ {browser}',
  'security.sessions.method': 'যেভাবে লগ ইন',
  'security.sessions.started': 'লগ ইনের সময়',
  'security.sessions.lastActive': 'সর্বশেষ সক্রিয়',
  'security.sessions.network': 'নেটওয়ার্ক',
  'security.sessions.place': 'স্থান',
  'security.sessions.signOut': 'লগ আউট',
  'security.sessions.signOutNamed': '{device} লগ আউট করুন',
  'security.sessions.signOutOthers': 'অন্য সব ডিভাইস থেকে লগ আউট',
  'security.sessions.confirmTitle': 'অন্য সব ডিভাইস থেকে লগ আউট করবেন?',
  'security.sessions.confirmText': 'অন্য সব ব্রাউজার ও ফোন অ্যাপে আবার লগ ইন করতে হবে। এই ডিভাইসে লগ ইন থাকবে।',
  'security.sessions.signedOut': '{device} লগ আউট হয়েছে।',
  'security.sessions.othersSignedOut': 'অন্য সব ডিভাইস লগ আউট হয়েছে।',
  'security.sessions.onlyThis': 'অন্য কোনো ডিভাইসে লগ ইন করা নেই।',
  'security.method.password': 'পাসওয়ার্ড',
  'security.method.code': 'এককালীন কোড',
  'security.method.qr': 'QR কোড',
  'security.method.passkey': 'পাসকি',
  'security.method.reset': 'পাসওয়ার্ড রিসেট',
  'security.method.signup': 'সাইন আপ',
  'security.method.restore': 'অ্যাকাউন্ট পুনরুদ্ধার',
  'security.method.other': 'অন্যান্য',
};

export default catalog;
