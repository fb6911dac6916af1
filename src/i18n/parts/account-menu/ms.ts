/** The header's account menu in Malay (the keys of en.ts; the compiler checks none is missing). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { AccountMenuKey } from './en.js';

const catalog: PartCatalog<AccountMenuKey> = {
  'account.menu.button': 'Menu akaun untuk {name}',
  'account.menu.myAccount': 'Akaun saya',
  'account.menu.myProfile': 'Profil saya',
  'account.menu.editProfile': 'Edit profil',
  'account.menu.changeEmail': 'Tukar e-mel',
  'account.menu.addEmail': 'Tambah e-mel',
  'account.menu.changeMobile': 'Tukar nombor telefon bimbit',
  'account.menu.addMobile': 'Tambah nombor telefon bimbit',
  'account.menu.changePassword': 'Tukar kata laluan',
  'account.menu.setPassword': 'Tetapkan kata laluan',
  'account.menu.feedback': 'Maklum balas',
  'account.menu.help': 'Bantuan',
  'account.menu.policies': 'Dasar',
  'account.menu.settings': 'Tetapan',
  'account.menu.security': 'Keselamatan',
  'account.menu.privacy': 'Privasi',
  'account.menu.logout': 'Log keluar',
  'account.logout.title': 'Log keluar?',
  'account.logout.text': 'Anda perlu log masuk semula untuk melihat akaun dan pesanan anda.',
  'account.logout.stay': 'Kekal log masuk',
  'account.logout.failed': 'Tidak dapat log keluar. Sila cuba lagi.',
  'account.retry': 'Cuba lagi',
  'account.menu.unavailable': 'Ralat rangkaian, sila cuba lagi kemudian',
  'account.menu.close': 'Tutup',
};

export default catalog;
