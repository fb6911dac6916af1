/** Passkeys in Indonesian (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PasskeyKey } from './en.js';

const catalog: PartCatalog<PasskeyKey> = {
  'passkey.signIn': "Masuk dengan kunci sandi",
  'passkey.panel.title': "Kunci sandi",
  'passkey.panel.intro': "Masuk dengan sidik jari, wajah, atau kunci layar, tanpa kata sandi.",
  'passkey.panel.empty': "Anda belum punya kunci sandi.",
  'passkey.panel.add': "Tambah kunci sandi",
  'passkey.panel.created': "Dibuat {date}",
  'passkey.panel.lastUsed': "Terakhir dipakai {date}",
  'passkey.panel.neverUsed': "Belum pernah dipakai",
  'passkey.panel.rename': "Ganti nama",
  'passkey.panel.renameLabel': "Nama kunci sandi",
  'passkey.panel.save': "Simpan",
  'passkey.panel.cancel': "Batal",
  'passkey.panel.remove': "Hapus",
  'passkey.panel.removeTitle': "Hapus kunci sandi ini?",
  'passkey.panel.removeText': "Anda tidak bisa lagi masuk dengan “{name}”. Cara masuk Anda yang lain tetap seperti sekarang.",
  'passkey.panel.added': "Kunci sandi ditambahkan.",
  'passkey.panel.renamed': "Nama kunci sandi diganti.",
  'passkey.panel.removed': "Kunci sandi dihapus.",
  'passkey.panel.loading': "Memuat kunci sandi Anda…",
  'passkey.panel.retry': "Coba lagi",
  'passkey.offer.title': "Masuk lebih cepat lain kali",
  'passkey.offer.text': "Buat kunci sandi agar bisa masuk dengan sidik jari, wajah, atau kunci layar. Tidak ada kata sandi yang perlu diingat.",
  'passkey.offer.create': "Buat kunci sandi",
  'passkey.offer.notNow': "Nanti saja",
  'passkey.offer.created': "Kunci sandi dibuat. Lain kali, pilih “Masuk dengan kunci sandi”.",
  'passkey.offer.continue': "Lanjutkan",
  'passkey.error.failed': "Kunci sandi ini tidak dapat digunakan. Coba lagi atau pilih cara masuk lain.",
  'passkey.error.exists': "Perangkat ini sudah punya kunci sandi untuk akun Anda.",
  'passkey.error.unsupported': "Browser ini tidak dapat memakai kunci sandi di sini. Silakan pilih cara masuk lain.",
  'passkey.error.notFound': "Kunci sandi ini sudah tidak ada.",
  'passkey.error.busy': "Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.",
  'passkey.error.network': "Kesalahan jaringan. Periksa koneksi Anda dan coba lagi.",
  'passkey.error.session': "Sesi Anda telah berakhir. Silakan masuk lagi.",
  'passkey.error.nameEmpty': "Masukkan nama.",
};

export default catalog;
