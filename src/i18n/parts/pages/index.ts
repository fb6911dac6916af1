/** The member pages' catalog part (`member-popup/pages`): English built in, every other language a lazy chunk. */
import { defineCatalogPart } from '../../catalog-parts.js';
import en, { type PagesKey } from './en.js';

export type { PagesKey };

export default defineCatalogPart<PagesKey>('pages', en, {
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
