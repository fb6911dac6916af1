/**
 * The account area's catalog part (`account.` keys): English built in, every other language a lazy chunk. It holds
 * the account menu's part too (src/i18n/parts/account-menu, issue 28: the header's menu loads that part alone), so
 * the account area's translator has every key of both from this one part.
 */
import { defineCatalogPart, type PartCatalog, type PartRegional, type TranslatedLanguage } from '../../catalog-parts.js';
import menu from '../account-menu/index.js';
import ownEn, { type AccountKey, type AccountOwnKey } from './en.js';
import ownRegional from './regional.js';

/** A language's catalog: this part's own file and the menu part's, as one. */
const both =
  (own: () => Promise<{ default: PartCatalog<AccountOwnKey> }>, language: TranslatedLanguage) =>
  async (): Promise<{ default: PartCatalog<AccountKey> }> => {
    const [mine, menus] = await Promise.all([own(), menu.loaders[language]()]);
    return { default: { ...mine.default, ...menus.default } };
  };

const regional: PartRegional<AccountKey> = Object.fromEntries(
  (['en-SG', 'en-MY', 'en-PH'] as const).map((variant) => [variant, { ...menu.regional[variant], ...ownRegional[variant] }]),
);

const part = defineCatalogPart<AccountKey>('account', { ...ownEn, ...menu.en }, {
  id: both(() => import('./id.js'), 'id'),
  ms: both(() => import('./ms.js'), 'ms'),
  zh: both(() => import('./zh.js'), 'zh'),
  th: both(() => import('./th.js'), 'th'),
  vi: both(() => import('./vi.js'), 'vi'),
  my: both(() => import('./my.js'), 'my'),
  bn: both(() => import('./bn.js'), 'bn'),
  si: both(() => import('./si.js'), 'si'),
  ne: both(() => import('./ne.js'), 'ne'),
  ur: both(() => import('./ur.js'), 'ur'),
}, regional);

export default Object.freeze({ ...part, includes: [menu] });

