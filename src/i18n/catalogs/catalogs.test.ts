/**
 * Catalog completeness. When a key is added to en.ts, these tests name each catalog file that needs it.
 */
import { describe, expect, it } from 'vitest';
import en, { type Message } from './en.js';
import {
  CATALOG_LANGUAGES,
  FULL_CATALOG_LANGUAGES,
  getCatalog,
  loadCatalog,
  MINIMAL_CATALOG_LANGUAGES,
  type CatalogLanguage,
} from './index.js';

// Every catalog through the registry's own loader, as a page would load it.
const CATALOGS = Object.fromEntries(
  await Promise.all(CATALOG_LANGUAGES.map(async (l) => [l, (await loadCatalog(l), getCatalog(l))] as const)),
) as Record<CatalogLanguage, LooseCatalog>;

type LooseCatalog = Readonly<Record<string, Message | undefined>>;

const EN: LooseCatalog = en;
const EN_KEYS = Object.keys(EN);
const catalog = (language: CatalogLanguage): LooseCatalog => CATALOGS[language];
const file = (language: CatalogLanguage) => `src/i18n/catalogs/${language}.ts`;
const TRANSLATED: CatalogLanguage[] = [...FULL_CATALOG_LANGUAGES, ...MINIMAL_CATALOG_LANGUAGES].filter((l) => l !== 'en');

/** Keys whose text may stay identical to English (no words in it). */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set(['common.overflow']);

/** Every text of a language must contain its own script (a guard against untranslated English). */
const SCRIPT: Partial<Record<CatalogLanguage, RegExp>> = {
  zh: /\p{Script=Han}/u,
  th: /\p{Script=Thai}/u,
  my: /\p{Script=Myanmar}/u,
  bn: /\p{Script=Bengali}/u,
  si: /\p{Script=Sinhala}/u,
  ne: /\p{Script=Devanagari}/u,
  ur: /\p{Script=Arabic}/u,
};

const SYMBOLS = '~.!@#$%^&*<>';

const forms = (message: Message): [string, string][] =>
  typeof message === 'string' ? [['', message]] : Object.entries(message).map(([k, v]) => [k, v ?? '']);

const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!))].sort();

const englishOf = (key: string): string => {
  const message = EN[key]!;
  return typeof message === 'string' ? message : message.other;
};

describe('the registry', () => {
  it('registers every catalog once, full or minimal', () => {
    expect([...CATALOG_LANGUAGES].sort()).toEqual([...new Set([...FULL_CATALOG_LANGUAGES, ...MINIMAL_CATALOG_LANGUAGES])].sort());
    for (const l of CATALOG_LANGUAGES) expect(CATALOGS[l], l).toBeTypeOf('object');
    expect(CATALOGS.en).toBe(en);
  });
});

describe.each(FULL_CATALOG_LANGUAGES.filter((l) => l !== 'en'))('full catalog %s', (language) => {
  const messages = catalog(language);

  it('has every key of en.ts', () => {
    const missing = EN_KEYS.filter((key) => !Object.prototype.hasOwnProperty.call(messages, key));
    expect(missing, `${file(language)} lacks these keys of en.ts`).toEqual([]);
  });

  it('has no key unknown to en.ts', () => {
    const extra = Object.keys(messages).filter((key) => !Object.prototype.hasOwnProperty.call(EN, key));
    expect(extra, `${file(language)} has keys en.ts does not`).toEqual([]);
  });
});

describe.each(MINIMAL_CATALOG_LANGUAGES)('minimal catalog %s', (language) => {
  const messages = catalog(language);

  it('has every error.* key and common.confirm / common.cancel', () => {
    const required = [...EN_KEYS.filter((key) => key.startsWith('error.')), 'common.confirm', 'common.cancel'];
    const missing = required.filter((key) => !Object.prototype.hasOwnProperty.call(messages, key));
    expect(missing, `${file(language)} lacks these keys`).toEqual([]);
  });

  it('has no key unknown to en.ts', () => {
    const extra = Object.keys(messages).filter((key) => !Object.prototype.hasOwnProperty.call(EN, key));
    expect(extra, `${file(language)} has keys en.ts does not`).toEqual([]);
  });
});

describe.each(TRANSLATED)('texts of %s', (language) => {
  const entries = Object.entries(catalog(language)).filter(
    (entry): entry is [string, Message] => entry[1] !== undefined && Object.prototype.hasOwnProperty.call(EN, entry[0]),
  );
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

  it('uses a plural map exactly where en does, with only the categories the language has', () => {
    const problems: string[] = [];
    for (const [key, message] of entries) {
      const enPlural = typeof EN[key] !== 'string';
      if (enPlural !== (typeof message !== 'string')) problems.push(`${key}: plural map in one catalog only`);
      if (typeof message !== 'string') {
        if (typeof message.other !== 'string') problems.push(`${key}: no "other" form`);
        const unknown = Object.keys(message).filter((c) => !categories.includes(c));
        if (unknown.length) problems.push(`${key}: categories ${unknown.join(', ')} do not exist in ${language}`);
      }
    }
    expect(problems, file(language)).toEqual([]);
  });

  it('keeps the same {placeholders} as en', () => {
    const problems: string[] = [];
    for (const [key, message] of entries) {
      const want = placeholders(englishOf(key));
      for (const [form, text] of forms(message)) {
        const got = placeholders(text);
        if (got.join() !== want.join()) problems.push(`${key}${form && `.${form}`}: {${got}} instead of {${want}}`);
      }
    }
    expect(problems, file(language)).toEqual([]);
  });

  it('has no empty or untranslated text', () => {
    const problems: string[] = [];
    const script = SCRIPT[language];
    for (const [key, message] of entries) {
      if (SAME_AS_ENGLISH_ALLOWED.has(key)) continue;
      const english = new Set(forms(EN[key]!).map(([, text]) => text));
      for (const [form, text] of forms(message)) {
        const name = `${key}${form && `.${form}`}`;
        if (!text.trim()) problems.push(`${name}: empty`);
        else if (english.has(text)) problems.push(`${name}: still English`);
        else if (script && !script.test(text)) problems.push(`${name}: no ${language} script`);
      }
    }
    expect(problems, file(language)).toEqual([]);
  });

  it(`keeps the symbol list ${SYMBOLS} literally`, () => {
    const broken = entries
      .filter(([key]) => englishOf(key).includes(SYMBOLS))
      .filter(([, message]) => forms(message).some(([, text]) => !text.includes(SYMBOLS)))
      .map(([key]) => key);
    expect(broken, file(language)).toEqual([]);
  });
});

describe('Burmese catalog', () => {
  it('is Unicode Myanmar, not Zawgyi', () => {
    const texts = Object.values(catalog('my')).flatMap((m) => (m === undefined ? [] : forms(m).map(([, t]) => t)));
    const zawgyi = texts.filter(
      (text) =>
        // Zawgyi-only code points (stacked and ligature forms outside Burmese Unicode).
        /[\u105A\u1060-\u1097]/.test(text) ||
        // In Unicode the vowel sign E and the medial RA follow their consonant; Zawgyi types them first.
        /(^|[^\u1000-\u102A\u103B-\u103F\u104E])[\u1031\u103B]/.test(text) ||
        /(^|[^\u1000-\u1021\u103B\u103F])\u103C/.test(text),
    );
    expect(zawgyi).toEqual([]);
  });
});
