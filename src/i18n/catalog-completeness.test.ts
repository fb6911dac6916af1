/// <reference types="vite/client" />
/**
 * Catalog completeness over EVERY catalog set: the popup's catalogs (src/i18n/catalogs), every wing part found under
 * src/i18n/parts/<name>/index.ts (import.meta.glob, so a new part is covered without touching this file), and the
 * regional English overlays. Fails on a missing key, an extra key, a placeholder mismatch in any form, a plural map
 * in one catalog only, a text not in its language's script. Each problem names the file to fix.
 */
import { describe, expect, it } from 'vitest';
import { getPartCatalog, loadPartCatalog, type CatalogPart } from './catalog-parts.js';
import { keyProblems, textProblems, forms, type CatalogSet } from './catalog-check.js';
import enFlows from './catalogs/en-flows.js';
import builtIn from './catalogs/en.js';
import {
  CATALOG_LANGUAGES,
  FULL_CATALOG_LANGUAGES,
  getCatalog,
  hasEnglishFlows,
  loadCatalog,
  loadEnglishFlows,
  MINIMAL_CATALOG_LANGUAGES,
  type LooseCatalog,
} from './catalogs/index.js';
import { REGIONAL_ENGLISH } from './catalogs/regional.js';

const TRANSLATED = CATALOG_LANGUAGES.filter((l) => l !== 'en');
/** The popup's English reference: the built-in part (en.ts) and the lazy flows' part (en-flows.ts) together. */
const en: LooseCatalog = { ...builtIn, ...enFlows };

const PART_MODULES = import.meta.glob<{ default: CatalogPart }>('./parts/*/index.ts', { eager: true });
const PARTS = Object.entries(PART_MODULES).map(([path, module]) => ({ folder: path.split('/')[2]!, part: module.default }));

// Every catalog through the registries' own loaders, as a page loads them.
await Promise.all(TRANSLATED.map((l) => loadCatalog(l)));
await Promise.all(PARTS.flatMap(({ part }) => TRANSLATED.map((l) => loadPartCatalog(part, l))));

const popupSet: CatalogSet = { name: 'popup', en, file: (l) => (l === 'en' ? 'src/i18n/catalogs/en.ts + en-flows.ts' : `src/i18n/catalogs/${l}.ts`) };
const partSet = (folder: string, part: CatalogPart): CatalogSet => ({ name: part.name, en: part.en, file: (l) => `src/i18n/parts/${folder}/${l}.ts` });

interface SetUnderTest {
  readonly set: CatalogSet;
  readonly catalog: (language: (typeof TRANSLATED)[number]) => LooseCatalog | undefined;
}

const SETS: SetUnderTest[] = [
  { set: popupSet, catalog: (l) => getCatalog(l) },
  ...PARTS.map(({ folder, part }) => ({ set: partSet(folder, part), catalog: (l: (typeof TRANSLATED)[number]) => getPartCatalog(part, l) })),
];

describe('the registries', () => {
  it('list every popup catalog once, and every one is full', () => {
    expect([...CATALOG_LANGUAGES].sort()).toEqual([...new Set([...FULL_CATALOG_LANGUAGES, ...MINIMAL_CATALOG_LANGUAGES])].sort());
    expect(MINIMAL_CATALOG_LANGUAGES).toEqual([]);
  });

  it('split the popup English in two parts without a key in both, and join them once the flows part is loaded', async () => {
    expect(Object.keys(builtIn).filter((key) => Object.prototype.hasOwnProperty.call(enFlows, key))).toEqual([]);
    expect(Object.keys(enFlows).length).toBeGreaterThan(0);
    // Before the flows part arrives (the popup's first screen), English is the built-in part only.
    expect(hasEnglishFlows()).toBe(false);
    expect(getCatalog('en')).toEqual(builtIn);
    await loadEnglishFlows();
    expect(hasEnglishFlows()).toBe(true);
    expect(getCatalog('en')).toEqual(en);
  });

  it('name each part after its folder, and no key lives in two sets', () => {
    const owner = new Map<string, string>(Object.keys(en).map((key) => [key, 'popup']));
    const problems: string[] = [];
    for (const { folder, part } of PARTS) {
      if (part.name !== folder) problems.push(`src/i18n/parts/${folder}/index.ts: part named "${part.name}"`);
      // A part that includes another (account holds account-menu's keys) does not own the included keys.
      const included = new Set((part.includes ?? []).flatMap((inner) => Object.keys(inner.en)));
      for (const key of Object.keys(part.en)) {
        if (included.has(key)) continue;
        if (owner.has(key)) problems.push(`${key}: in ${part.name} and in ${owner.get(key)}`);
        owner.set(key, part.name);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(SETS.map((s) => [s.set.name, s] as const))('catalog set %s', (_name, { set, catalog }) => {
  it.each(TRANSLATED)('%s has exactly the keys of en', (language) => {
    const messages = catalog(language);
    expect(messages, `${set.file(language)} did not load`).toBeTypeOf('object');
    expect(keyProblems(set, language, messages!)).toEqual([]);
  });

  it.each(TRANSLATED)('%s keeps every placeholder and plural shape, in its own script', (language) => {
    expect(textProblems(set, language, catalog(language) ?? {})).toEqual([]);
  });
});

describe('regional English overlays', () => {
  const regionalSet: CatalogSet = { name: 'regional', en, file: (l) => `src/i18n/catalogs/regional.ts (${l})` };
  it.each(Object.entries(REGIONAL_ENGLISH))('%s only rewords keys of en.ts and en-flows.ts, with the same placeholders', (tag, overlay) => {
    const extra = keyProblems(regionalSet, tag, overlay).filter((problem) => !problem.includes(': lacks '));
    expect(extra).toEqual([]);
    expect(textProblems(regionalSet, tag, overlay, { sameScriptAsEnglish: true })).toEqual([]);
    for (const [key, message] of Object.entries(overlay)) expect(message, `${tag} ${key} is the base text`).not.toEqual(en[key]);
  });

  const partOverlays = PARTS.flatMap(({ folder, part }) =>
    Object.entries(part.regional).map(([tag, overlay]) => [`${part.name} ${tag}`, folder, part, tag, overlay!] as const),
  );
  it.each(partOverlays)('%s only rewords keys of the part, with the same placeholders', (_name, folder, part, tag, overlay) => {
    const set: CatalogSet = { name: `${part.name} regional`, en: part.en, file: (l) => `src/i18n/parts/${folder}/regional.ts (${l})` };
    const extra = keyProblems(set, tag, overlay as LooseCatalog).filter((problem) => !problem.includes(': lacks '));
    expect(extra).toEqual([]);
    expect(textProblems(set, tag, overlay as LooseCatalog, { sameScriptAsEnglish: true })).toEqual([]);
    for (const [key, message] of Object.entries(overlay)) expect(message, `${tag} ${key} is the base text`).not.toEqual(part.en[key]);
    expect(Object.keys(REGIONAL_ENGLISH)).toContain(tag);
  });

  it('the wings that word things differently per market have overlays (account, address)', () => {
    const withOverlays = PARTS.filter(({ part }) => Object.keys(part.regional).length > 0).map(({ part }) => part.name).sort();
    expect(withOverlays).toEqual(expect.arrayContaining(['account', 'address']));
  });
});

describe('the checks themselves', () => {
  const reference = { 'a.title': 'Hello {name}', 'a.count': { one: '{count} item', other: '{count} items' }, 'a.rule': 'Use ~.!@#$%^&*<>' } as const;
  const set: CatalogSet = { name: 'demo', en: reference, file: (l) => `demo/${l}.ts` };

  it('find a missing key, an extra key, a lost placeholder, a plural map turned string, English left in, a broken symbol list', () => {
    const broken = { 'a.title': 'Halo', 'a.count': '{count} รายการ', 'a.rule': 'Use ~.!@#$%^&*<>', 'a.extra': 'x' };
    expect(keyProblems(set, 'th', { 'a.title': 'x', 'a.extra': 'y' })).toEqual([
      'demo/th.ts: lacks a.count',
      'demo/th.ts: lacks a.rule',
      'demo/th.ts: has a.extra, which demo/en.ts does not',
    ]);
    expect(textProblems(set, 'th', broken)).toEqual([
      'demo/th.ts: a.title: {} instead of {name}',
      'demo/th.ts: a.title: not in th script',
      'demo/th.ts: a.count: a plural map in one catalog only',
      'demo/th.ts: a.rule: still English',
    ]);
    expect(textProblems(set, 'th', { 'a.rule': 'ใช้ ~.!@#$%^&*' })).toEqual(['demo/th.ts: a.rule: the symbol list ~.!@#$%^&*<> must stay literally']);
    expect(textProblems(set, 'id', { 'a.title': 'Hello {name}' })).toEqual(['demo/id.ts: a.title: still English']);
  });

  it('find a placeholder renamed in one plural form, and a category the language does not have', () => {
    expect(textProblems(set, 'ru', { 'a.count': { one: '{n} штука', many: '{count} штук', other: '{count} штуки' } })).toEqual([
      'demo/ru.ts: a.count.one: {n} instead of {count}',
    ]);
    expect(textProblems(set, 'th', { 'a.count': { one: '{count} รายการ', other: '{count} รายการ' } })).toEqual([
      'demo/th.ts: a.count: plural categories one do not exist in th',
    ]);
  });
});

describe('Burmese catalogs', () => {
  it('are Unicode Myanmar, not Zawgyi', () => {
    const texts = SETS.flatMap(({ catalog }) => Object.values(catalog('my') ?? {})).flatMap((m) => (m === undefined ? [] : forms(m).map(([, t]) => t)));
    expect(texts.length).toBeGreaterThan(0);
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
