/**
 * The catalog checks every test of src/i18n runs over every catalog set (the popup's catalogs, each wing part
 * under src/i18n/parts, the regional English overlays): same keys as the English reference, same {placeholders}
 * in every form, a plural map exactly where English has one with only the language's categories, every text in
 * its own script, the password symbol list kept literally. Pure: it returns problems, one line each.
 */
import type { Message } from './catalogs/en.js';
import type { CatalogLanguage, LooseCatalog } from './catalogs/index.js';

export interface CatalogSet {
  /** 'popup', a part's name, or 'regional'. */
  readonly name: string;
  readonly en: LooseCatalog;
  /** The file that holds a language's catalog (named in each problem). */
  readonly file: (language: string) => string;
}

/** Every text of a language must contain its own script (a guard against untranslated English). */
export const SCRIPT: Readonly<Partial<Record<CatalogLanguage, RegExp>>> = Object.freeze({
  zh: /\p{Script=Han}/u,
  th: /\p{Script=Thai}/u,
  my: /\p{Script=Myanmar}/u,
  bn: /\p{Script=Bengali}/u,
  si: /\p{Script=Sinhala}/u,
  ne: /\p{Script=Devanagari}/u,
  ur: /\p{Script=Arabic}/u,
});

/** Texts with no words in them, which may be identical in every language (`+ {count} ...`). */
const WORDLESS = /^[\s\d+.,:;…()/|#-]*$/u;
const isWordless = (text: string) => WORDLESS.test(text.replace(/\{[A-Za-z0-9_]+\}/g, ''));
const SYMBOLS = '~.!@#$%^&*<>';

/**
 * Texts a native writer of a Latin-script language writes exactly as English: a country's own name for a thing
 * (its administrative levels: every such language), or a loanword of one language ('id:…', 'vi:…').
 */
export const SAME_AS_ENGLISH: ReadonlySet<string> = new Set([
  'address.level.barangay',
  'address.level.tehsil',
  'address.level.upazila',
  'id:account.field.email',
  'vi:account.field.email',
  'id:account.dashboard.total',
]);

export const forms = (message: Message): [string, string][] =>
  typeof message === 'string' ? [['', message]] : Object.entries(message).map(([k, v]) => [k, v ?? '']);

export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!))].sort();

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The placeholders of an English message: the union over its forms ({count} may be left out of a 'one' form). */
function englishPlaceholders(message: Message): string[] {
  return [...new Set(forms(message).flatMap(([, text]) => placeholders(text)))].sort();
}

/** Missing and extra keys of `catalog` against the reference. */
export function keyProblems(set: CatalogSet, language: string, catalog: LooseCatalog): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(set.en)) if (!own(catalog, key) || catalog[key] === undefined) problems.push(`${set.file(language)}: lacks ${key}`);
  for (const key of Object.keys(catalog)) if (!own(set.en, key)) problems.push(`${set.file(language)}: has ${key}, which ${set.file('en')} does not`);
  return problems;
}

/**
 * Text problems of a translated (or overlay) catalog: placeholders per form, plural shape and categories, script,
 * untranslated English, empty texts, the symbol list. Keys the reference lacks are left to `keyProblems`.
 */
export function textProblems(set: CatalogSet, language: string, catalog: LooseCatalog, options: { sameScriptAsEnglish?: boolean } = {}): string[] {
  const problems: string[] = [];
  const file = set.file(language);
  const pluralLanguage = language.split('-')[0]!;
  const categories = new Intl.PluralRules(pluralLanguage).resolvedOptions().pluralCategories as string[];
  const script = SCRIPT[pluralLanguage as CatalogLanguage];
  for (const [key, message] of Object.entries(catalog)) {
    const english = set.en[key];
    if (message === undefined || english === undefined) continue;
    const englishPlural = typeof english !== 'string';
    if (englishPlural !== (typeof message !== 'string')) problems.push(`${file}: ${key}: a plural map in one catalog only`);
    if (typeof message !== 'string') {
      if (typeof message.other !== 'string') problems.push(`${file}: ${key}: no "other" form`);
      const unknown = Object.keys(message).filter((c) => !categories.includes(c));
      if (unknown.length) problems.push(`${file}: ${key}: plural categories ${unknown.join(', ')} do not exist in ${pluralLanguage}`);
    }
    const want = englishPlaceholders(english);
    const englishTexts = new Set(forms(english).map(([, text]) => text));
    for (const [form, text] of forms(message)) {
      const name = `${key}${form && `.${form}`}`;
      const got = placeholders(text);
      // A 'one' / 'zero' / 'two' form may spell its number out instead of {count}; every other placeholder stays.
      const expected = form && form !== 'other' ? want.filter((p) => p !== 'count' || got.includes('count')) : want;
      if (got.join() !== expected.join()) problems.push(`${file}: ${name}: {${got.join(', ')}} instead of {${want.join(', ')}}`);
      if (!text.trim()) problems.push(`${file}: ${name}: empty`);
      else if (!options.sameScriptAsEnglish && !isWordless(text)) {
        if (englishTexts.has(text) && !(!script && (SAME_AS_ENGLISH.has(key) || SAME_AS_ENGLISH.has(`${language}:${key}`)))) problems.push(`${file}: ${name}: still English`);
        else if (script && !script.test(text)) problems.push(`${file}: ${name}: not in ${pluralLanguage} script`);
      }
    }
    const englishHasSymbols = forms(english).some(([, text]) => text.includes(SYMBOLS));
    if (englishHasSymbols && forms(message).some(([, text]) => !text.includes(SYMBOLS))) {
      problems.push(`${file}: ${key}: the symbol list ${SYMBOLS} must stay literally`);
    }
  }
  return problems;
}
