/** The #privacy section's texts in Indonesian (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const id: PartCatalog<PrivacyKey> = {
  'privacy.intro': "Unduh salinan data Anda atau hapus akun Anda.",
  'privacy.export.title': "Unduh data saya",
  'privacy.export.text': "Dapatkan satu file berisi profil, riwayat email dan nomor ponsel, alamat, pesanan, persetujuan, akun tertaut, dan aktivitas keamanan Anda: JSON dengan ringkasan yang mudah dibaca. Anda bisa melakukannya sekali sehari.",
  'privacy.export.start': "Unduh data saya",
  'privacy.export.ready': "File Anda sudah siap. Unduhan dimulai otomatis; jika tidak, gunakan tautan di bawah.",
  'privacy.export.done': "Selesai",
  'privacy.export.link': "Unduh file",
  'privacy.delete.title': "Hapus akun saya",
  'privacy.delete.text': "Tutup akun Anda dan hapus data pribadi Anda. Kami periksa dulu apa yang perlu diselesaikan.",
  'privacy.delete.start': "Hapus akun saya",
  'privacy.checking': "Memeriksa akun Anda…",
  'privacy.blocked.title': "Selesaikan ini dulu",
  'privacy.blocked.text': "Akun Anda bisa dihapus setelah hal berikut selesai:",
  'privacy.blocker.openOrder': "Pesanan {ref} belum diterima.",
  'privacy.blocker.refundableOrder': "Pesanan {ref} masih bisa dikembalikan atau di-refund.",
  'privacy.blocker.walletBalance': "Dompet Anda masih berisi {amount}. Gunakan saldonya, atau minta layanan pelanggan untuk mengembalikannya.",
  'privacy.recheck': "Periksa lagi",
  'privacy.losses.title': "Yang akan hilang",
  'privacy.losses.text': "Centang setiap poin untuk menyatakan Anda memahaminya.",
  'privacy.loss.orderHistory': "Riwayat pesanan Anda ({count}). Catatannya tetap disimpan sesuai hukum, tetapi tanpa nama Anda.",
  'privacy.loss.addresses': "Alamat tersimpan Anda ({count}).",
  'privacy.loss.socialAccounts': "Akun media sosial yang tertaut ({count}).",
  'privacy.loss.groceryHistory': "Riwayat pesanan grocery yang tertaut ({count}).",
  'privacy.loss.staffLink': "Tautan staf Anda beserta fasilitasnya.",
  'privacy.loss.promotions': "Langganan promosi Anda.",
  'privacy.delete.ackAll': "Centang semua poin untuk melanjutkan.",
  'privacy.continue': "Lanjutkan",
  'privacy.cancel': "Batal",
  'privacy.confirm.title': "Hapus akun Anda?",
  'privacy.confirm.text': "Anda akan keluar dari semua perangkat. Selama {graceDays} hari, masuk ke akun memungkinkan Anda memulihkannya. Setelah itu akun ditutup, dan {coolingDays} hari kemudian data pribadinya dihapus serta email dan nomor ponsel Anda bisa dipakai lagi.",
  'privacy.confirm.submit': "Hapus akun saya",
  'privacy.identityAgain': "Silakan konfirmasi identitas Anda sekali lagi.",
  'privacy.done': "Akun Anda akan dihapus. Kami sudah mengirim email tentang hal ini.",
  'privacy.error.exportLimited': "Anda sudah mengunduh data hari ini. Coba lagi besok.",
};

export default id;
