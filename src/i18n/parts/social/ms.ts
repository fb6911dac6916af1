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
};

export default ms;
