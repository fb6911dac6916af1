/**
 * The one registry of message catalogs, keyed by catalog code. English is built in (it is every catalog's fallback),
 * but for the texts only the popup's lazy flows show (en-flows.ts): those arrive with the flows (`loadEnglishFlows`,
 * awaited by every lazy part and flow before it renders or runs) and join the English catalog then.
 * Every other catalog is its own lazily loaded chunk, so a page downloads only the language it shows.
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

/** The English catalog: the built-in part, joined by the flows part once it is in (`addEnglishFlows`). */
const english: Partial<Record<string, Message>> = { ...en };
let englishFlows: Promise<void> | undefined;
let englishFlowsIn = false;

const loaded = new Map<CatalogLanguage, LooseCatalog>([['en', english]]);
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

/** The lazy flows' part (en-flows.ts): its English texts and the server error keys only the flows answer. */
export type EnglishFlowsPart = typeof import('./en-flows.js');

let flowServerErrorKeys: EnglishFlowsPart['FLOW_SERVER_ERROR_KEYS'] = {};

/**
 * Adds the lazy flows' part to the English catalog (its texts) and to the server error table (its keys): the flows
 * part when it arrives, or built in by an entry that shows those texts in its own screens (the member pages, the
 * account area, the package's export list).
 */
export function addEnglishFlows(part: EnglishFlowsPart): void {
  Object.assign(english, part.default);
  flowServerErrorKeys = part.FLOW_SERVER_ERROR_KEYS;
  englishFlowsIn = true;
  englishFlows ??= Promise.resolve();
}

/** The server error keys of the lazy flows' part once it is in (i18n/server-errors.ts reads them), else none. */
export function getFlowServerErrorKeys(): EnglishFlowsPart['FLOW_SERVER_ERROR_KEYS'] {
  return flowServerErrorKeys;
}

/** True once the lazy flows' English texts are in the English catalog. */
export function hasEnglishFlows(): boolean {
  return englishFlowsIn;
}

/**
 * Loads the lazy flows' English texts (their own chunk) into the English catalog, once; concurrent callers share the
 * request, and a failed load is not remembered (the part or flow that asked shows "Try again", which calls again).
 * Every language needs it: a text missing from the language's catalog (or its chunk failed) falls back to English.
 */
export function loadEnglishFlows(): Promise<void> {
  return (englishFlows ??= import('./en-flows.js').then(
    (module) => addEnglishFlows(module),
    (error: unknown) => {
      englishFlows = undefined;
      throw error;
    },
  ));
}
