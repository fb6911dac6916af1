/**
 * The one registry of message catalogs, keyed by catalog code. English is built in (it is every catalog's fallback);
 * every other catalog is its own lazily loaded chunk, so a page downloads only the language it shows.
 * Full catalogs are typed `Catalog` (the compiler rejects a missing or unknown key); minimal ones are
 * `PartialCatalog` and fall back to English key by key.
 */
import type { Catalog, Message, PartialCatalog } from './en.js';
import en from './en.js';

export const FULL_CATALOG_LANGUAGES = Object.freeze(['en', 'id', 'ms', 'zh', 'th', 'vi', 'my', 'bn', 'si', 'ne', 'ur'] as const);
export const MINIMAL_CATALOG_LANGUAGES = Object.freeze([] as const);
export const CATALOG_LANGUAGES = Object.freeze([...FULL_CATALOG_LANGUAGES, ...MINIMAL_CATALOG_LANGUAGES]);

export type FullCatalogLanguage = (typeof FULL_CATALOG_LANGUAGES)[number];
export type MinimalCatalogLanguage = (typeof MINIMAL_CATALOG_LANGUAGES)[number];
/** A catalog code: the primary language subtag of a BCP 47 tag that has a catalog. */
export type CatalogLanguage = FullCatalogLanguage | MinimalCatalogLanguage;

export type LooseCatalog = Readonly<Partial<Record<string, Message>>>;

type Module<T> = Promise<{ default: T }>;
const LOADERS: Readonly<
  Record<Exclude<FullCatalogLanguage, 'en'>, () => Module<Catalog>> & Record<MinimalCatalogLanguage, () => Module<PartialCatalog>>
> = Object.freeze({
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

const loaded = new Map<CatalogLanguage, LooseCatalog>([['en', en]]);
const inFlight = new Map<CatalogLanguage, Promise<void>>();

export function isCatalogLanguage(value: unknown): value is CatalogLanguage {
  return typeof value === 'string' && (CATALOG_LANGUAGES as readonly string[]).includes(value);
}

/** The catalog when it has been loaded (English always is), else undefined. */
export function getCatalog(language: CatalogLanguage): LooseCatalog | undefined {
  return loaded.get(language);
}

/**
 * Loads a catalog once; concurrent callers share the request. A failed load (offline, chunk missing) rejects and is
 * not remembered, so the next call tries again.
 */
export function loadCatalog(language: CatalogLanguage): Promise<void> {
  if (loaded.has(language) || language === 'en') return Promise.resolve();
  let pending = inFlight.get(language);
  if (!pending) {
    pending = LOADERS[language]()
      .then((module) => void loaded.set(language, module.default))
      .finally(() => inFlight.delete(language));
    inFlight.set(language, pending);
  }
  return pending;
}
