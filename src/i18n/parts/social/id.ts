/** The same-tab social sign-in's texts in Indonesian (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const id: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} tidak mengizinkan masuk di sini",
  "social.refused.text": "{provider} memblokir masuk di dalam browser aplikasi ini. Buka halaman ini di browser Anda, atau gunakan cara lain untuk masuk.",
  "social.openBrowser": "Buka di browser Anda",
  "social.copyLink": "Salin tautan",
  "social.copyHint": "Salin tautannya, lalu tempel di bilah alamat browser Anda.",
  "social.copied": "Tautan disalin",
  "social.otherWays": "Cara lain untuk masuk",
  "social.invalid.title": "Proses masuk ini tidak dapat diselesaikan",
  "social.invalid.text": "Silakan mulai lagi dari halaman masuk.",
  "social.panel.title": "Akun terhubung",
  "social.panel.intro": "Masuk juga dengan Google atau Facebook. Cara masuk Anda yang lain tetap sama.",
  "social.panel.loading": "Memuat akun terhubung…",
  "social.panel.retry": "Coba lagi",
  "social.panel.linked": "Terhubung sebagai {email} sejak {date}",
  "social.panel.linkedNoEmail": "Terhubung sejak {date}",
  "social.panel.notLinked": "Belum terhubung",
  "social.panel.link": "Hubungkan {provider}",
  "social.panel.unlink": "Putuskan {provider}",
  "social.panel.cancel": "Batal",
  "social.panel.unlinkTitle": "Putuskan {provider}?",
  "social.panel.unlinkText": "Anda tidak akan bisa lagi masuk dengan {provider}.",
  "social.panel.done.linked": "{provider} terhubung.",
  "social.panel.done.unlinked": "{provider} diputuskan.",
  "social.error.elsewhere": "Akun {provider} ini sudah terhubung ke akun marketplace lain. Gunakan akun {provider} yang lain.",
  "social.error.already": "Akun {provider} lain sudah terhubung. Putuskan dulu.",
  "social.error.lastWay": "{provider} adalah satu-satunya cara Anda masuk. Tambahkan {ways} dulu, lalu putuskan.",
  "social.error.notLinked": "Akun ini sudah tidak terhubung.",
  "social.error.busy": "Terlalu banyak percobaan. Tunggu beberapa menit, lalu coba lagi.",
  "social.error.network": "Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.",
  "social.error.failed": "Terjadi kesalahan. Silakan coba lagi.",
  "social.error.inApp": "{provider} tidak dapat dibuka di browser aplikasi ini. Buka halaman ini di browser Anda untuk menghubungkannya.",
  "social.way.password": "kata sandi",
  "social.way.phone": "nomor ponsel",
  "social.way.email": "alamat email terverifikasi",
  "social.way.passkey": "passkey",
};

export default id;
