/**
 * Catalog parts: the message catalogs of the wings outside the popup (member pages, account area, address book).
 *
 * The popup's catalog (./catalogs) has its English built into the popup's first screen, so a wing never adds keys
 * there: each wing declares a part in `src/i18n/parts/<name>/` with
 *   - `en.ts`: the English reference, `export default { 'pages.login.title': '…', … } as const` and its key type;
 *   - one file per other language (`id.ts`, `ms.ts`, `zh.ts`, `th.ts`, `vi.ts`, `my.ts`, `bn.ts`, `si.ts`, `ne.ts`,
 *     `ur.ts`), each typed `PartCatalog<Key>` so the compiler rejects a missing or unknown key;
 *   - `index.ts`: `export default defineCatalogPart('<name>', en, { id: () => import('./id.js'), … }, regional)`;
 *   - optionally `regional.ts`: the part's regional English overlays (en-SG, en-MY, en-PH), small maps of only the
 *     keys a local writer words differently (postal code, ZIP code, TIN…), built in with `en.ts` like the popup's
 *     (src/i18n/catalogs/regional.ts); the translator layers them over every other catalog for that English tag.
 * Every non-English catalog of a part is its own lazy chunk. A wing's translator (`loadPartTranslator`) looks a key
 * up in its parts, then in the popup's catalog (so a wing reuses the popup's texts: validation, errors, buttons),
 * with the popup's English whole: the lazy flows' part (catalogs/en-flows.ts) is loaded with the wing's catalogs
 * (`loadPartTranslator`), or built in by an entry that needs it at once (the account area).
 * Tests find every part through `src/i18n/parts/*\/index.ts` (import.meta.glob).
 */
import type { Message, MessageKey } from './catalogs/en.js';
import { getCatalog, loadCatalog, loadEnglishFlows, type CatalogLanguage, type LooseCatalog } from './catalogs/index.js';
import type { RegionalEnglish } from './catalogs/regional.js';
import type { TextOverrides } from './texts.js';
import { catalogLanguage, translatorFrom, type Translator } from './translate.js';

export type TranslatedLanguage = Exclude<CatalogLanguage, 'en'>;
export type PartCatalog<K extends string> = Readonly<Record<K, Message>>;
/** A part's regional English overlays: per variant, only the keys whose wording differs from the part's en.ts. */
export type PartRegional<K extends string> = Readonly<Partial<Record<RegionalEnglish, Readonly<Partial<Record<K, Message>>>>>>;

export interface CatalogPart<K extends string = string> {
  /** The folder name under src/i18n/parts (also the prefix of its keys by convention: `pages.`, `account.`, …). */
  readonly name: string;
  readonly en: PartCatalog<K>;
  readonly loaders: Readonly<Record<TranslatedLanguage, () => Promise<{ default: PartCatalog<K> }>>>;
  /** Regional English wording (en-SG, en-MY, en-PH) over `en`; empty when the part reads the same everywhere. */
  readonly regional: PartRegional<K>;
  /**
   * Parts whose keys this one carries too, in every language (the account part holds the account menu's, so the
   * account area has one part to load while the header's menu loads the small one alone).
   */
  readonly includes?: readonly CatalogPart[];
}

/** The key type of a part. */
export type PartKey<P> = P extends CatalogPart<infer K> ? K : never;

export function defineCatalogPart<K extends string>(
  name: string,
  en: PartCatalog<K>,
  loaders: CatalogPart<K>['loaders'],
  regional: PartRegional<K> = {},
): CatalogPart<K> {
  return Object.freeze({ name, en, loaders, regional });
}

const loaded = new Map<string, LooseCatalog>();
const inFlight = new Map<string, Promise<void>>();
const slot = (part: CatalogPart, language: CatalogLanguage) => `${part.name}:${language}`;

/** The part's catalog in a language once loaded (English always is), else undefined. */
export function getPartCatalog(part: CatalogPart, language: CatalogLanguage): LooseCatalog | undefined {
  return language === 'en' ? part.en : loaded.get(slot(part, language));
}

/** Loads one part's catalog once; concurrent callers share the request; a failure is not remembered. */
export function loadPartCatalog(part: CatalogPart, language: CatalogLanguage): Promise<void> {
  const key = slot(part, language);
  if (language === 'en' || loaded.has(key)) return Promise.resolve();
  let pending = inFlight.get(key);
  if (!pending) {
    pending = part.loaders[language]()
      .then((module) => void loaded.set(key, module.default))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * A translator for a wing synchronously: the integrator's `texts` over the texts of the parts and popup catalogs
 * loaded so far (English until the language's chunks arrive).
 */
export function createPartTranslator<K extends string>(
  languageTag: string,
  parts: readonly CatalogPart<K>[],
  texts?: TextOverrides,
): Translator<K | MessageKey> {
  const language = catalogLanguage(languageTag);
  const own = partSources(parts, language);
  return translatorFrom<K | MessageKey>(languageTag, {
    own: () => [...own.own(), getCatalog(language)],
    english: [...own.english, getCatalog('en')!],
    regional: own.regional,
    texts,
  });
}

/** The catalogs of `parts` alone, in a language: what a translator looks up before (or without) the popup's. */
function partSources(parts: readonly CatalogPart[], language: CatalogLanguage) {
  return {
    own: () => parts.map((part) => getPartCatalog(part, language)),
    english: parts.map((part) => part.en as LooseCatalog),
    regional: (variant: RegionalEnglish) => parts.flatMap((part) => (part.regional[variant] ? [part.regional[variant] as LooseCatalog] : [])),
  };
}

/**
 * A translator over `parts` alone, without the popup's catalogs (issue 28: the header's account menu, whose part holds
 * every word it shows, so its entry carries neither the popup's English nor its language chunks). Loads the language's
 * chunk of each part first; a failed load still resolves (those texts in English).
 */
export async function loadOwnPartTranslator<K extends string>(
  languageTag: string,
  parts: readonly CatalogPart<K>[],
  texts?: TextOverrides,
): Promise<Translator<K>> {
  const language = catalogLanguage(languageTag);
  await Promise.allSettled(parts.map((part) => loadPartCatalog(part, language)));
  return translatorFrom<K>(languageTag, { ...partSources(parts, language), texts });
}

/**
 * Loads the language's chunks of every part and of the popup catalog (in parallel), then creates the translator.
 * A failed load still resolves: the texts it lacks come in English until a later call loads them.
 */
export async function loadPartTranslator<K extends string>(
  languageTag: string,
  parts: readonly CatalogPart<K>[],
  texts?: TextOverrides,
  /**
   * With the lazy flows' English texts (the wings show some of them in their own screens). Not for a page whose first
   * screen is the popup's (Login): its lazy parts and flows load them themselves, as in the popup.
   */
  flows = true,
): Promise<Translator<K | MessageKey>> {
  const language = catalogLanguage(languageTag);
  await Promise.allSettled([
    loadCatalog(language),
    ...parts.map((part) => loadPartCatalog(part, language)),
    ...(flows ? [loadEnglishFlows()] : []),
  ]);
  return createPartTranslator(languageTag, parts, texts);
}
