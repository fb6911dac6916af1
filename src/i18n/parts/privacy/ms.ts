/** The #privacy section's texts in Malay (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { PrivacyKey } from './en.js';

const ms: PartCatalog<PrivacyKey> = {
  'privacy.intro': "Muat turun salinan data anda atau padam akaun anda.",
  'privacy.export.title': "Muat turun data saya",
  'privacy.export.text': "Dapatkan satu fail dengan profil, sejarah e-mel dan telefon, alamat, pesanan, persetujuan, akaun terpaut dan aktiviti keselamatan anda: JSON dengan ringkasan yang mudah dibaca. Anda boleh melakukannya sekali sehari.",
  'privacy.export.start': "Muat turun data saya",
  'privacy.export.ready': "Fail anda sudah sedia. Muat turun bermula sendiri; jika tidak, gunakan pautan di bawah.",
  'privacy.export.done': "Selesai",
  'privacy.export.link': "Muat turun fail",
  'privacy.delete.title': "Padam akaun saya",
  'privacy.delete.text': "Tutup akaun anda dan padam data peribadi anda. Kami semak dahulu perkara yang perlu diselesaikan.",
  'privacy.delete.start': "Padam akaun saya",
  'privacy.checking': "Menyemak akaun anda…",
  'privacy.blocked.title': "Selesaikan perkara ini dahulu",
  'privacy.blocked.text': "Akaun anda boleh dipadam setelah perkara ini selesai:",
  'privacy.blocker.openOrder': "Pesanan {ref} belum dihantar.",
  'privacy.blocker.refundableOrder': "Pesanan {ref} masih boleh dipulangkan atau dibayar balik.",
  'privacy.blocker.walletBalance': "Dompet anda masih berbaki {amount}. Gunakannya, atau minta khidmat pelanggan membayar baliknya.",
  'privacy.recheck': "Semak semula",
  'privacy.losses.title': "Perkara yang akan hilang",
  'privacy.losses.text': "Tandakan setiap perkara untuk mengesahkan anda memahaminya.",
  'privacy.loss.orderHistory': "Sejarah pesanan anda ({count}). Rekodnya kekal seperti yang dikehendaki undang-undang, tetapi tanpa nama anda.",
  'privacy.loss.addresses': "Alamat simpanan anda ({count}).",
  'privacy.loss.socialAccounts': "Akaun media sosial yang terpaut ({count}).",
  'privacy.loss.groceryHistory': "Sejarah pesanan grocery yang terpaut ({count}).",
  'privacy.loss.staffLink': "Pautan kakitangan anda dan faedahnya.",
  'privacy.loss.promotions': "Langganan promosi anda.",
  'privacy.delete.ackAll': "Tandakan semua perkara untuk meneruskan.",
  'privacy.continue': "Teruskan",
  'privacy.cancel': "Batal",
  'privacy.confirm.title': "Padam akaun anda?",
  'privacy.confirm.text': "Anda akan dilog keluar di semua peranti. Selama {graceDays} hari, log masuk membolehkan anda memulihkan akaun. Selepas itu akaun ditutup, dan {coolingDays} hari kemudian data peribadinya dipadam serta e-mel dan nombor telefon bimbit anda boleh digunakan semula.",
  'privacy.confirm.submit': "Padam akaun saya",
  'privacy.identityAgain': "Sila sahkan bahawa ini anda sekali lagi.",
  'privacy.done': "Akaun anda akan dipadam. Kami telah menghantar e-mel mengenainya.",
  'privacy.error.exportLimited': "Anda sudah memuat turun data anda hari ini. Cuba lagi esok.",
};

export default ms;
