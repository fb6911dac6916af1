/**
 * One term per concept per language (src/i18n/glossary/<lang>.json): every catalog of the language (the popup's and
 * every part under src/i18n/parts) uses the glossary's term and none of its listed variants, and a text whose
 * English says the concept says it with the term.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES } from './catalogs/index.js';

interface Entry {
  /** The one term. */
  readonly term: string;
  /** Other words for the concept this language does not use. */
  readonly variants: readonly string[];
  /** The term's other grammatical forms (zh 邮件 "an e-mail message" beside 邮箱 "e-mail address"; a plural stem). */
  readonly forms?: readonly string[];
}
type Glossary = Readonly<Record<string, Entry>>;

const glossaries = import.meta.glob<Glossary>('./glossary/*.json', { eager: true, import: 'default' });
const modules = import.meta.glob<Record<string, unknown>>(['./catalogs/*.ts', './parts/*/*.ts', '!./**/*.test.ts'], { eager: true, import: 'default' });

/** Every text of a language: its popup catalog and every part's file (English: the base, the flows and the regional overlays). */
function texts(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const files = Object.entries(modules).filter(([path]) => {
    const name = path.split('/').pop()!.replace(/\.ts$/, '');
    return language === 'en' ? name === 'en' || name === 'en-flows' : name === language;
  });
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string') out.set(out.has(key) ? `${key}#${out.size}` : key, value);
    else if (value && typeof value === 'object') for (const [form, text] of Object.entries(value)) add(`${key}.${form}`, text);
  };
  for (const [, catalog] of files) for (const [key, value] of Object.entries(catalog ?? {})) add(key, value);
  return out;
}

const glossaryOf = (language: string): Glossary => glossaries[`./glossary/${language}.json`]!;
const has = (text: string, term: string) => text.toLocaleLowerCase().includes(term.toLocaleLowerCase());
/** Placeholders, markup and product names aside, the words of a text. */
const words = (text: string) => text.replace(/\{[A-Za-z0-9_]+\}/g, ' ');

/**
 * The concepts whose English term marks every text that must carry the language's term (a translation may not
 * paraphrase these: the account menu, the popup and the pages name the action the same way).
 */
const STRICT = ['logIn', 'logOut', 'email', 'password', 'account'] as const;

describe('one glossary per language', () => {
  it('has a glossary for every catalog language, each with the English concepts', () => {
    const english = Object.keys(glossaryOf('en'));
    for (const language of CATALOG_LANGUAGES) {
      const glossary = glossaryOf(language);
      expect(glossary, language).toBeDefined();
      expect(Object.keys(glossary), language).toEqual(expect.arrayContaining(english));
      for (const [concept, entry] of Object.entries(glossary)) {
        expect(entry.term, `${language} ${concept}`).toBeTruthy();
        for (const variant of entry.variants) expect(has(entry.term, variant), `${language} ${concept}: variant inside the term`).toBe(false);
      }
    }
  });

  describe.each(CATALOG_LANGUAGES)('%s', (language) => {
    const all = texts(language);
    const glossary = glossaryOf(language);

    it('uses every glossary term and none of the listed variants', () => {
      const found: string[] = [];
      for (const [concept, entry] of Object.entries(glossary)) {
        expect([...all.values()].some((text) => has(words(text), entry.term)), `${language} ${concept}: "${entry.term}" never used`).toBe(true);
        for (const [key, text] of all) for (const variant of entry.variants) if (has(words(text), variant)) found.push(`${key}: "${variant}" (${concept}: "${entry.term}")`);
      }
      expect(found).toEqual([]);
    });

    it('says the concept with its term wherever the English does', () => {
      if (language === 'en') return;
      const english = texts('en');
      const missing: string[] = [];
      for (const concept of STRICT) {
        const { term, forms = [] } = glossary[concept]!;
        for (const [key, text] of all) {
          const source = english.get(key);
          const said = [term, ...forms].some((form) => has(words(text), form));
          if (source && has(words(source), glossaryOf('en')[concept]!.term) && !said) missing.push(`${key} (${concept} "${term}"): ${text}`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
});
