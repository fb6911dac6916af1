/** The same-tab social sign-in's catalog part (/user/social-login): English built in, every other language a lazy chunk. */
import { defineCatalogPart } from '../../catalog-parts.js';
import en, { type SocialKey } from './en.js';

export type { SocialKey };

export default defineCatalogPart<SocialKey>('social', en, {
  id: () => import('./id.js'),
  ms: () => import('./ms.js'),
  zh: () => import('./zh.js'),
  th: () => import('./th.js'),
  vi: () => import('./vi.js'),
  my: () => import('./my.js'),
  bn: () => import('./bn.js'),
  si: () => import('./si.js'),
  ne: () => import('./ne.js'),
  ur: () => import('./ur.js'),
});
