/**
 * The translate function: catalog lookup with English fallback, `{name}` interpolation and plural choice.
 * The language tag comes from `resolveLanguage` (config); this module only maps it to a catalog.
 */
import type { Message, MessageKey } from './catalogs/en.js';
import { getCatalog, isCatalogLanguage, loadCatalog, type CatalogLanguage, type LooseCatalog } from './catalogs/index.js';
import { REGIONAL_ENGLISH, regionalEnglish, type RegionalEnglish } from './catalogs/regional.js';
import { languageDir, type TextDirection } from './languages.js';
import type { TextOverrides } from './texts.js';

export type TranslateParams = Readonly<Record<string, string | number>>;

/**
 * A translate function. `K` is the key space: the popup's `MessageKey` by default; a wing (pages, account, address)
 * gets `Translator<WingKey | MessageKey>` from `loadPartTranslator`, which is also a `Translator` of the popup's keys.
 */
export interface Translator<K extends string = MessageKey> {
  (key: K, params?: TranslateParams): string;
  /** The catalog code in use (unknown tags give 'en'). */
  readonly language: CatalogLanguage;
  /**
   * The BCP 47 tag the texts are really in, for `lang` on the root element: the catalog code (or the regional
   * English variant, 'en-PH'), but 'en' while the language's catalogs are not loaded or not complete, so a screen
   * reader never reads English texts with another language's voice.
   */
  readonly lang: string;
  /** The writing direction of `lang` (a right-to-left language whose texts are missing reads left to right). */
  readonly dir: TextDirection;
  /** How many keys of the English references the language's loaded catalogs have. */
  readonly coverage: Readonly<{ translated: number; total: number }>;
  /** True when every key is in the language (always for English). */
  readonly complete: boolean;
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
 * Where a translator looks a key up: the integrator's overrides in the chosen language, catalogs in that language
 * (wing parts first, then the popup's), the integrator's English overrides, then the English references in the same
 * order as the catalogs.
 */
export interface CatalogSources {
  readonly own: () => readonly (LooseCatalog | undefined)[];
  readonly english: readonly LooseCatalog[];
  /** The wing parts' overlays for a regional English variant (looked up before the popup's own overlay). */
  readonly regional?: (variant: RegionalEnglish) => readonly LooseCatalog[];
  /** The integrator's overrides (the entry points' `texts` option): they win over every catalog. */
  readonly texts?: TextOverrides;
}

/** The popup's English: the built-in part, and the lazy flows' texts once they arrived (the same object grows). */
const POPUP_ENGLISH: LooseCatalog = getCatalog('en')!;

/** A catalog's message for `key`: its own entry, a string or a plural map with `other` (anything else is ignored). */
function messageIn(catalog: LooseCatalog | undefined, key: string): Message | undefined {
  const message = catalog && typeof catalog === 'object' && hasOwn(catalog, key) ? catalog[key] : undefined;
  return typeof message === 'string' || typeof message?.other === 'string' ? message : undefined;
}

/** The message and the language of the catalog that supplied it (English when no catalog of the language has it). */
function lookup(
  language: CatalogLanguage,
  key: string,
  sources: CatalogSources,
  overlays: readonly LooseCatalog[],
): [Message, CatalogLanguage] | undefined {
  const texts: TextOverrides = sources.texts && typeof sources.texts === 'object' ? sources.texts : {};
  const chain: [readonly (LooseCatalog | undefined)[], CatalogLanguage][] = [
    [[texts[language]], language],
    [overlays, 'en'],
    [sources.own(), language],
    [[texts.en], 'en'],
    [sources.english, 'en'],
  ];
  for (const [catalogs, source] of chain) {
    for (const catalog of catalogs) {
      const message = messageIn(catalog, key);
      if (message !== undefined) return [message, source];
    }
  }
  return undefined;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

const numberFormats = new Map<CatalogLanguage, Intl.NumberFormat | null>();

/** A number in the digits of the text's language (Myanmar, Bengali and Devanagari digits in my, bn and ne). */
function formatCount(value: number, language: CatalogLanguage): string {
  let format = numberFormats.get(language);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(language, { maximumFractionDigits: 20 });
    } catch {
      format = null;
    }
    numberFormats.set(language, format);
  }
  return format && Number.isFinite(value) ? format.format(value) : String(value);
}

/**
 * Replaces `{name}` with params[name] as plain text (a number in the digits of the text's language); a placeholder
 * with no string or number value stays as is.
 */
function interpolate(template: string, params: TranslateParams | undefined, language: CatalogLanguage): string {
  if (!params || typeof params !== 'object') return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = hasOwn(params, name) ? params[name] : undefined;
    if (typeof value === 'number') return formatCount(value, language);
    return typeof value === 'string' ? value : whole;
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
export function createTranslator(languageTag: string, texts?: TextOverrides): Translator {
  const language = catalogLanguage(languageTag);
  return translatorFrom<MessageKey>(languageTag, { own: () => [getCatalog(language)], english: [POPUP_ENGLISH], texts });
}

/** Keys of `reference` that `catalog` has (a catalog not loaded has none). */
function countTranslated(reference: LooseCatalog, catalog: LooseCatalog | undefined): number {
  if (!catalog) return 0;
  if (catalog === reference) return Object.keys(reference).length;
  return Object.keys(reference).filter((key) => hasOwn(catalog, key) && catalog[key] !== undefined).length;
}

/**
 * A translator over the given catalog sources (the popup's own, or a wing's parts layered over it) for a BCP 47
 * tag: its catalog code picks the catalogs, and an English tag of a market with regional wording (en-SG, en-MY,
 * en-PH) layers that overlay first. `lang`, `dir`, `coverage` and `complete` are read from the catalogs loaded at
 * the time they are asked.
 */
export function translatorFrom<K extends string>(languageTag: string, sources: CatalogSources): Translator<K> {
  const language = catalogLanguage(languageTag);
  const variant = language === 'en' ? regionalEnglish(languageTag) : undefined;
  // Regional English: the wing parts' overlays first, then the popup's (same order as the catalogs).
  const overlays: readonly LooseCatalog[] = variant ? [...(sources.regional?.(variant) ?? []), REGIONAL_ENGLISH[variant]] : [];

  const t = (key: K, params?: TranslateParams): string => {
    const found = lookup(language, key, sources, overlays);
    if (found === undefined) return String(key);
    const [message, source] = found;
    if (typeof message === 'string') return interpolate(message, params, source);
    const count = params?.count;
    // Plural rules of the language the text is written in (an English fallback counts in English).
    const category = typeof count === 'number' ? pluralRules(source)?.select(count) : undefined;
    const form = (category && message[category]) || message.other;
    return interpolate(form, params, source);
  };

  const coverage = () => {
    const own = sources.own();
    let translated = 0;
    let total = 0;
    sources.english.forEach((reference, index) => {
      total += Object.keys(reference).length;
      translated += language === 'en' ? Object.keys(reference).length : countTranslated(reference, own[index]);
    });
    return Object.freeze({ translated, total });
  };
  const complete = () => {
    const { translated, total } = coverage();
    return translated === total;
  };
  const lang = () => (complete() ? (variant ?? language) : 'en');

  return Object.freeze(
    Object.defineProperties(t, {
      language: { value: language, enumerable: true },
      lang: { get: lang, enumerable: true },
      dir: { get: () => languageDir(catalogLanguage(lang())), enumerable: true },
      coverage: { get: coverage, enumerable: true },
      complete: { get: complete, enumerable: true },
    }),
  ) as Translator<K>;
}

/**
 * Loads the language's catalog chunk, then creates its translator (with the integrator's `texts` over it). A failed
 * load still resolves, in English.
 */
export async function loadTranslator(languageTag: string, texts?: TextOverrides): Promise<Translator> {
  try {
    await loadCatalog(catalogLanguage(languageTag));
  } catch {
    /* offline or chunk missing: English texts until a later call loads it */
  }
  return createTranslator(languageTag, texts);
}
