/** The #security section in Indonesian (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'Perangkat dan sesi',
  'security.sessions.intro': 'Browser dan aplikasi ini sedang masuk ke akun Anda. Jika ada yang tidak Anda kenali, keluarkan dan ubah kata sandi Anda.',
  'security.sessions.loading': 'Memuat perangkat Anda…',
  'security.sessions.loadFailed': 'Perangkat Anda tidak dapat dimuat.',
  'security.sessions.thisDevice': 'Perangkat ini',
  'security.sessions.phoneApp': 'Aplikasi ponsel (masuk dengan kode QR)',
  'security.sessions.unknownBrowser': 'Browser tidak dikenal',
  'security.sessions.browserOn': '{browser} di {system}',
  'security.sessions.method': 'Masuk dengan',
  'security.sessions.started': 'Masuk sejak',
  'security.sessions.lastActive': 'Terakhir aktif',
  'security.sessions.network': 'Jaringan',
  'security.sessions.place': 'Lokasi',
  'security.sessions.signOut': 'Keluar',
  'security.sessions.signOutNamed': 'Keluarkan {device}',
  'security.sessions.signOutOthers': 'Keluar dari semua perangkat lain',
  'security.sessions.confirmTitle': 'Keluar dari semua perangkat lain?',
  'security.sessions.confirmText': 'Semua browser lain dan aplikasi ponsel harus masuk lagi. Perangkat ini tetap masuk.',
  'security.sessions.signedOut': '{device} telah dikeluarkan.',
  'security.sessions.othersSignedOut': 'Semua perangkat lain telah dikeluarkan.',
  'security.sessions.onlyThis': 'Tidak ada perangkat lain yang masuk.',
  'security.method.password': 'Kata sandi',
  'security.method.code': 'Kode sekali pakai',
  'security.method.qr': 'Kode QR',
  'security.method.passkey': 'Kunci sandi',
  'security.method.reset': 'Atur ulang kata sandi',
  'security.method.signup': 'Daftar',
  'security.method.restore': 'Pemulihan akun',
  'security.method.other': 'Lainnya',
};

export default catalog;
