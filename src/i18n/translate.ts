/**
 * The translate function: catalog lookup with English fallback, `{name}` interpolation and plural choice.
 * The language tag comes from `resolveLanguage` (config); this module only maps it to a catalog.
 */
import en, { type Message, type MessageKey } from './catalogs/en.js';
import { getCatalog, isCatalogLanguage, loadCatalog, type CatalogLanguage, type LooseCatalog } from './catalogs/index.js';
import { languageDir, type TextDirection } from './languages.js';

export type TranslateParams = Readonly<Record<string, string | number>>;

/**
 * A translate function. `K` is the key space: the popup's `MessageKey` by default; a wing (pages, account, address)
 * gets `Translator<WingKey | MessageKey>` from `loadPartTranslator`, which is also a `Translator` of the popup's keys.
 */
export interface Translator<K extends string = MessageKey> {
  (key: K, params?: TranslateParams): string;
  /** The catalog code in use (unknown tags give 'en'). */
  readonly language: CatalogLanguage;
  readonly dir: TextDirection;
}

/** Old ISO 639 codes some systems still send. */
const ALIASES: Readonly<Record<string, CatalogLanguage>> = Object.freeze({ in: 'id' });

/**
 * Maps a BCP 47 tag ('en-SG', 'zh-CN', 'ms', 'my', …) to a catalog code by its primary subtag, case-insensitively
 * ('_' is read as '-'). Every Chinese tag gets the Simplified catalog; unknown or malformed tags give 'en'.
 */
export function catalogLanguage(tag: string): CatalogLanguage {
  if (typeof tag !== 'string') return 'en';
  const primary = tag.trim().toLowerCase().replace(/_/g, '-').split('-')[0] ?? '';
  if (isCatalogLanguage(primary)) return primary;
  return Object.prototype.hasOwnProperty.call(ALIASES, primary) ? ALIASES[primary]! : 'en';
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/**
 * Where a translator looks a key up: catalogs in the chosen language (wing parts first, then the popup's), then
 * their English references in the same order.
 */
export interface CatalogSources {
  readonly own: () => readonly (LooseCatalog | undefined)[];
  readonly english: readonly LooseCatalog[];
}

const POPUP_ENGLISH: LooseCatalog = en;

/** The message and the language of the catalog that supplied it (English when no catalog of the language has it). */
function lookup(language: CatalogLanguage, key: string, sources: CatalogSources): [Message, CatalogLanguage] | undefined {
  for (const catalog of sources.own()) {
    const own = catalog && hasOwn(catalog, key) ? catalog[key] : undefined;
    if (own !== undefined) return [own, language];
  }
  for (const reference of sources.english) {
    const fallback = hasOwn(reference, key) ? reference[key] : undefined;
    if (fallback !== undefined) return [fallback, 'en'];
  }
  return undefined;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** Replaces `{name}` with params[name] as plain text; a placeholder with no string or number value stays as is. */
function interpolate(template: string, params: TranslateParams | undefined): string {
  if (!params || typeof params !== 'object') return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = hasOwn(params, name) ? params[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

const pluralRulesCache = new Map<CatalogLanguage, Intl.PluralRules | null>();

/** Intl.PluralRules for a catalog language, or null where the runtime has none. */
function pluralRules(language: CatalogLanguage): Intl.PluralRules | null {
  let rules = pluralRulesCache.get(language);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = null;
    }
    pluralRulesCache.set(language, rules);
  }
  return rules;
}

/**
 * A translator for a language whose catalog is loaded (see `loadTranslator`). Until it is, or when loading failed,
 * texts come from the built-in English catalog, so a screen never shows raw keys.
 */
export function createTranslator(languageTag: string): Translator {
  const language = catalogLanguage(languageTag);
  return translatorFrom<MessageKey>(language, { own: () => [getCatalog(language)], english: [POPUP_ENGLISH] });
}

/** A translator over the given catalog sources (the popup's own, or a wing's parts layered over it). */
export function translatorFrom<K extends string>(language: CatalogLanguage, sources: CatalogSources): Translator<K> {
  const t = (key: K, params?: TranslateParams): string => {
    const found = lookup(language, key, sources);
    if (found === undefined) return String(key);
    const [message, source] = found;
    if (typeof message === 'string') return interpolate(message, params);
    const count = params?.count;
    // Plural rules of the language the text is written in (an English fallback counts in English).
    const category = typeof count === 'number' ? pluralRules(source)?.select(count) : undefined;
    const form = (category && message[category]) || message.other;
    return interpolate(form, params);
  };

  return Object.freeze(Object.assign(t, { language, dir: languageDir(language) }));
}

/** Loads the language's catalog chunk, then creates its translator. A failed load still resolves, in English. */
export async function loadTranslator(languageTag: string): Promise<Translator> {
  try {
    await loadCatalog(catalogLanguage(languageTag));
  } catch {
    /* offline or chunk missing: English texts until a later call loads it */
  }
  return createTranslator(languageTag);
}
