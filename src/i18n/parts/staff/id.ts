/** The staff verification page's texts in Indonesian (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { StaffKey } from './en.js';

const id: PartCatalog<StaffKey> = {
  'staff.title': "Verifikasi akun staf Anda",
  'staff.intro': "Bekerja di marketplace? Verifikasi email kantor Anda untuk menautkannya ke akun belanja ini dan mendapatkan fasilitas staf.",
  'staff.email': "Email kantor",
  'staff.emailDomain': "Gunakan alamat email kantor Anda yang berakhiran {domains}.",
  'staff.send': "Kirim kode",
  'staff.doneTitle': "Akun staf terverifikasi",
  'staff.doneText': "Email kantor Anda {email} sudah tertaut ke akun ini.",
  'staff.unlink': "Lepaskan email kantor",
  'staff.unlinked': "Email kantor Anda sudah tidak tertaut lagi.",
  'staff.notLinked': "Belum ada email kantor yang tertaut ke akun ini.",
  'staff.codeTitle': "Cek email kantor Anda",
  'staff.codeSent': "Kami telah mengirim kode ke {email}. Masukkan kode dalam 5 menit.",
  'staff.confirm': "Verifikasi dan tautkan",
  'staff.changeEmail': "Gunakan email lain",
  'staff.badge': "Akun staf",
  'staff.benefits': "Fasilitas staf aktif di akun ini.",
  'staff.unlinkTitle': "Lepaskan email kantor Anda?",
  'staff.unlinkText': "Fasilitas staf di akun ini akan berhenti. Anda bisa menautkan email kantor lagi kapan saja.",
  'staff.unlinkConfirm': "Lepaskan",
  'staff.keep': "Tetap tautkan",
  'staff.error.domain': "Hanya email kantor marketplace yang bisa ditautkan. Periksa bagian setelah tanda @.",
  'staff.error.taken': "Email kantor ini sudah tertaut ke akun lain. Lepaskan dulu dari akun tersebut.",
  'staff.error.alreadyLinked': "Akun ini sudah memiliki email kantor yang tertaut. Lepaskan dulu untuk menautkan email lain.",
};

export default id;
