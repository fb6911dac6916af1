/** Passkeys in Malay (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "Log masuk dengan kunci laluan",
  'passkey.panel.title': "Kunci laluan",
  'passkey.panel.intro': "Log masuk dengan cap jari, wajah atau kunci skrin anda, tanpa kata laluan.",
  'passkey.panel.empty': "Anda belum mempunyai kunci laluan.",
  'passkey.panel.add': "Tambah kunci laluan",
  'passkey.panel.created': "Dicipta {date}",
  'passkey.panel.lastUsed': "Kali terakhir digunakan {date}",
  'passkey.panel.neverUsed': "Belum digunakan",
  'passkey.panel.rename': "Namakan semula",
  'passkey.panel.renameLabel': "Nama kunci laluan",
  'passkey.panel.save': "Simpan",
  'passkey.panel.cancel': "Batal",
  'passkey.panel.remove': "Alih keluar",
  'passkey.panel.removeTitle': "Alih keluar kunci laluan ini?",
  'passkey.panel.removeText': "Anda tidak lagi boleh log masuk dengan “{name}”. Cara log masuk anda yang lain kekal seperti sedia ada.",
  'passkey.panel.added': "Kunci laluan ditambah.",
  'passkey.panel.renamed': "Kunci laluan dinamakan semula.",
  'passkey.panel.removed': "Kunci laluan dialih keluar.",
  'passkey.panel.loading': "Memuatkan kunci laluan anda…",
  'passkey.panel.retry': "Cuba lagi",
  'passkey.offer.title': "Log masuk lebih pantas lain kali",
  'passkey.offer.text': "Cipta kunci laluan untuk log masuk dengan cap jari, wajah atau kunci skrin anda. Tiada kata laluan untuk diingati.",
  'passkey.offer.create': "Cipta kunci laluan",
  'passkey.offer.notNow': "Bukan sekarang",
  'passkey.offer.created': "Kunci laluan dicipta. Lain kali, pilih “Log masuk dengan kunci laluan”.",
  'passkey.offer.continue': "Teruskan",
  'passkey.error.failed': "Kunci laluan ini tidak dapat digunakan. Cuba lagi atau pilih cara log masuk lain.",
  'passkey.error.exists': "Peranti ini sudah mempunyai kunci laluan untuk akaun anda.",
  'passkey.error.unsupported': "Pelayar ini tidak dapat menggunakan kunci laluan di sini. Sila pilih cara log masuk lain.",
  'passkey.error.notFound': "Kunci laluan ini sudah tiada.",
  'passkey.error.busy': "Terlalu banyak cubaan. Sila tunggu seminit dan cuba lagi.",
  'passkey.error.network': "Ralat rangkaian. Sila semak sambungan anda dan cuba lagi.",
  'passkey.error.session': "Sesi anda telah tamat. Sila log masuk semula.",
  'passkey.error.nameEmpty': "Sila masukkan nama.",
};

export default catalog;
