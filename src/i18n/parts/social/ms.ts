/** The same-tab social sign-in's texts in Malay (keys and placeholders of en.ts). */
import type { PartCatalog } from '../../catalog-parts.js';
import type { SocialKey } from './en.js';

const ms: PartCatalog<SocialKey> = {
  "social.refused.title": "{provider} tidak membenarkan log masuk di sini",
  "social.refused.text": "{provider} menyekat log masuk di dalam pelayar aplikasi ini. Buka halaman ini dalam pelayar anda, atau gunakan cara lain untuk log masuk.",
  "social.openBrowser": "Buka dalam pelayar anda",
  "social.copyLink": "Salin pautan",
  "social.copyHint": "Salin pautan, kemudian tampal di bar alamat pelayar anda.",
  "social.copied": "Pautan disalin",
  "social.otherWays": "Cara lain untuk log masuk",
  "social.invalid.title": "Log masuk ini tidak dapat diselesaikan",
  "social.invalid.text": "Sila mula semula dari halaman log masuk.",
  "social.panel.title": "Akaun yang disambungkan",
  "social.panel.intro": "Log masuk juga dengan Google atau Facebook. Cara log masuk anda yang lain kekal.",
  "social.panel.loading": "Memuatkan akaun yang disambungkan…",
  "social.panel.retry": "Cuba lagi",
  "social.panel.linked": "Disambungkan sebagai {email} sejak {date}",
  "social.panel.linkedNoEmail": "Disambungkan sejak {date}",
  "social.panel.notLinked": "Tidak disambungkan",
  "social.panel.link": "Sambungkan {provider}",
  "social.panel.unlink": "Putuskan {provider}",
  "social.panel.cancel": "Batal",
  "social.panel.unlinkTitle": "Putuskan {provider}?",
  "social.panel.unlinkText": "Anda tidak lagi dapat log masuk dengan {provider}.",
  "social.panel.done.linked": "{provider} telah disambungkan.",
  "social.panel.done.unlinked": "{provider} telah diputuskan.",
  "social.error.elsewhere": "Akaun {provider} ini sudah disambungkan ke akaun marketplace lain. Gunakan akaun {provider} yang lain.",
  "social.error.already": "Akaun {provider} lain sudah disambungkan. Putuskannya dahulu.",
  "social.error.lastWay": "{provider} ialah satu-satunya cara anda log masuk. Tambah {ways} dahulu, kemudian putuskannya.",
  "social.error.notLinked": "Akaun ini tidak lagi disambungkan.",
  "social.error.busy": "Terlalu banyak cubaan. Tunggu beberapa minit dan cuba lagi.",
  "social.error.network": "Tiada sambungan. Semak rangkaian anda dan cuba lagi.",
  "social.error.failed": "Berlaku ralat. Sila cuba lagi.",
  "social.error.inApp": "{provider} tidak dapat dibuka dalam pelayar aplikasi ini. Buka halaman ini dalam pelayar anda untuk menyambungkannya.",
  "social.way.password": "kata laluan",
  "social.way.phone": "nombor telefon bimbit",
  "social.way.email": "alamat e-mel yang disahkan",
  "social.way.passkey": "kunci laluan",
};

export default ms;
