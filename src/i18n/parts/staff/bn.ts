/** The staff verification page's texts in Bengali (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const bn: PartCatalog<StaffKey> = {
  'staff.title': "আপনার কর্মী অ্যাকাউন্ট যাচাই করুন",
  'staff.intro': "মার্কেটপ্লেসে কাজ করেন? আপনার অফিসের ইমেইল যাচাই করে এই শপিং অ্যাকাউন্টের সাথে যুক্ত করুন এবং কর্মী সুবিধা পান।",
  'staff.email': "অফিসের ইমেইল",
  'staff.emailDomain': "{domains} দিয়ে শেষ হওয়া আপনার অফিসের ইমেইল ঠিকানা ব্যবহার করুন।",
  'staff.send': "কোড পাঠান",
  'staff.doneTitle': "কর্মী অ্যাকাউন্ট যাচাই হয়েছে",
  'staff.doneText': "আপনার অফিসের ইমেইল {email} এই অ্যাকাউন্টের সাথে যুক্ত হয়েছে।",
  'staff.unlink': "অফিসের ইমেইল বিচ্ছিন্ন করুন",
  'staff.unlinked': "আপনার অফিসের ইমেইল আর যুক্ত নেই।",
  'staff.notLinked': "এই অ্যাকাউন্টের সাথে এখনো কোনো অফিসের ইমেইল যুক্ত নেই।",
  'staff.codeTitle': "আপনার অফিসের ইমেইল দেখুন",
  'staff.codeSent': "আমরা {email}-এ একটি কোড পাঠিয়েছি। ৫ মিনিটের মধ্যে কোডটি লিখুন।",
  'staff.confirm': "যাচাই করে যুক্ত করুন",
  'staff.changeEmail': "অন্য ইমেইল ব্যবহার করুন",
  'staff.badge': "কর্মী অ্যাকাউন্ট",
  'staff.benefits': "এই অ্যাকাউন্টে কর্মী সুবিধা চালু আছে।",
  'staff.unlinkTitle': "অফিসের ইমেইল বিচ্ছিন্ন করবেন?",
  'staff.unlinkText': "এই অ্যাকাউন্টে কর্মী সুবিধা বন্ধ হয়ে যাবে। যেকোনো সময় আবার অফিসের ইমেইল যুক্ত করতে পারবেন।",
  'staff.unlinkConfirm': "বিচ্ছিন্ন করুন",
  'staff.keep': "যুক্ত রাখুন",
  'staff.error.domain': "শুধু মার্কেটপ্লেসের অফিসের ইমেইল যুক্ত করা যায়। @-এর পরের অংশটি দেখে নিন।",
  'staff.error.taken': "এই অফিসের ইমেইল অন্য একটি অ্যাকাউন্টের সাথে যুক্ত আছে। আগে সেখান থেকে বিচ্ছিন্ন করুন।",
  'staff.error.alreadyLinked': "এই অ্যাকাউন্টে আগে থেকেই একটি অফিসের ইমেইল যুক্ত আছে। অন্যটি যুক্ত করতে আগে সেটি বিচ্ছিন্ন করুন।",
};

export default bn;
