/** The address book's catalog part: English built in, every other language a lazy chunk. */
import { defineCatalogPart, type PartKey } from '../../catalog-parts.js';
import en from './en.js';
import regional from './regional.js';

const addressPart = defineCatalogPart('address', en, {
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

export type AddressPartKey = PartKey<typeof addressPart>;
export { addressPart };
export default addressPart;
