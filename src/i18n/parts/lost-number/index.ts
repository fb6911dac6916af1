/** The /user/lost-number page's catalog part: English built in, every other language a lazy chunk. */
import { defineCatalogPart } from '../../catalog-parts.js';
import en, { type LostNumberKey } from './en.js';

export type { LostNumberKey };

export default defineCatalogPart<LostNumberKey>('lost-number', en, {
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
