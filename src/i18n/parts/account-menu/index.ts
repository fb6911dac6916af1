/** The header's account menu's catalog part (issue 28): English built in, every other language a lazy chunk. */
import { defineCatalogPart } from '../../catalog-parts.js';
import en from './en.js';
import regional from './regional.js';

export default defineCatalogPart('account-menu', en, {
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
}, regional);
