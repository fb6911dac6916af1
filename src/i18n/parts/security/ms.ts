/** The #security section in Malay (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SecurityKey } from './en.js';

const catalog: PartCatalog<SecurityKey> = {
  'security.sessions.title': 'Peranti dan sesi',
  'security.sessions.intro': 'Pelayar dan aplikasi ini telah log masuk ke akaun anda. Jika ada yang anda tidak kenali, log keluarkannya dan tukar kata laluan anda.',
  'security.sessions.loading': 'Memuatkan peranti anda…',
  'security.sessions.loadFailed': 'Peranti anda tidak dapat dimuatkan.',
  'security.sessions.thisDevice': 'Peranti ini',
  'security.sessions.phoneApp': 'Aplikasi telefon (log masuk kod QR)',
  'security.sessions.unknownBrowser': 'Pelayar tidak dikenali',
  'security.sessions.browserOn': '{browser} pada {system}',
  'security.sessions.method': 'Log masuk dengan',
  'security.sessions.started': 'Log masuk pada',
  'security.sessions.lastActive': 'Terakhir aktif',
  'security.sessions.network': 'Rangkaian',
  'security.sessions.place': 'Lokasi',
  'security.sessions.signOut': 'Log keluar',
  'security.sessions.signOutNamed': 'Log keluar {device}',
  'security.sessions.signOutOthers': 'Log keluar daripada semua peranti lain',
  'security.sessions.confirmTitle': 'Log keluar daripada semua peranti lain?',
  'security.sessions.confirmText': 'Semua pelayar lain dan aplikasi telefon perlu log masuk semula. Peranti ini kekal log masuk.',
  'security.sessions.signedOut': '{device} telah dilog keluar.',
  'security.sessions.othersSignedOut': 'Semua peranti lain telah dilog keluar.',
  'security.sessions.onlyThis': 'Tiada peranti lain yang log masuk.',
  'security.method.password': 'Kata laluan',
  'security.method.code': 'Kod sekali guna',
  'security.method.qr': 'Kod QR',
  'security.method.passkey': 'Kunci laluan',
  'security.method.reset': 'Tetapan semula kata laluan',
  'security.method.signup': 'Daftar',
  'security.method.restore': 'Pemulihan akaun',
  'security.method.other': 'Lain-lain',
};

export default catalog;
