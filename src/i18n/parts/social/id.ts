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
};

export default id;
