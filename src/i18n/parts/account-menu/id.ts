/** The header's account menu in Indonesian (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': 'Menu akun untuk {name}',
  'account.menu.myAccount': 'Akun saya',
  'account.menu.myProfile': 'Profil saya',
  'account.menu.editProfile': 'Ubah profil',
  'account.menu.changeEmail': 'Ubah email',
  'account.menu.addEmail': 'Tambah email',
  'account.menu.changeMobile': 'Ubah nomor ponsel',
  'account.menu.addMobile': 'Tambah nomor ponsel',
  'account.menu.changePassword': 'Ubah kata sandi',
  'account.menu.setPassword': 'Buat kata sandi',
  'account.menu.feedback': 'Masukan',
  'account.menu.help': 'Bantuan',
  'account.menu.policies': 'Kebijakan',
  'account.menu.settings': 'Pengaturan',
  'account.menu.security': 'Keamanan',
  'account.menu.privacy': 'Privasi',
  'account.menu.logout': 'Keluar',
  'account.logout.title': 'Keluar dari akun?',
  'account.logout.text': 'Anda perlu masuk lagi untuk melihat akun dan pesanan Anda.',
  'account.logout.stay': 'Tetap masuk',
  'account.logout.failed': 'Gagal keluar. Silakan coba lagi.',
  'account.retry': 'Coba lagi',
  'account.menu.unavailable': 'Terjadi kesalahan jaringan, silakan coba lagi nanti',
  'account.menu.close': 'Tutup',
};

export default catalog;
