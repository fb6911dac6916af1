/**
 * The lazy flows' English (catalogs/en-flows.ts): not in the English catalog of the popup's first screen; it comes
 * with `loadEnglishFlows` (which every lazy part and flow awaits before it renders or runs), then joins the English
 * catalog for every translator already made. Other languages keep their whole catalogs, and a text a language lacks
 * falls back to the flows' English once it is in. The tests run in order: before the part arrives, then after.
 */
import { describe, expect, it, vi } from 'vitest';

/** The flows part's chunk: fails `failures` times (offline), counting every import. */
const chunk = vi.hoisted(() => ({ failures: 0, imports: 0 }));
vi.mock('./catalogs/en-flows.js', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const { getCatalog, hasEnglishFlows, loadCatalog, loadEnglishFlows } = await import('./catalogs/index.js');
const { createTranslator } = await import('./translate.js');
const { serverErrorText } = await import('./server-errors.js');
const { default: builtIn } = await import('./catalogs/en.js');

await loadCatalog('th');
const english = createTranslator('en-SG');
const thai = createTranslator('th');
const before = english.coverage.total;
/** A refusal naming a flows key (the server names catalog keys in `messageKey`). */
const named = { key: 'PL-USER-INPUT-INVALID', messageKey: 'registry.consent', messageParams: { terms: 'T', privacy: 'P' }, displayMessage: 'Server says no' };

describe('the English of the lazy flows', () => {
  it('is not in the first screen: English has the built-in part only, Login reads in full', () => {
    expect(hasEnglishFlows()).toBe(false);
    expect(chunk.imports).toBe(0);
    expect(Object.keys(getCatalog('en')!).sort()).toEqual(Object.keys(builtIn).sort());
    expect(english('login.title')).toBe('Log in');
    expect(english('error.login.incorrect')).toBe('Incorrect phone number, email or password.');
    expect(english.complete).toBe(true);
    expect(english.lang).toBe('en-SG');
  });

  it('a whole catalog of another language needs no English for the flows: Thai shows them at once', () => {
    expect(thai('registry.title')).not.toBe('registry.title');
    expect(thai('registry.title')).not.toMatch(/[A-Za-z]/);
    expect(thai.complete).toBe(true);
    expect(thai.lang).toBe('th');
  });

  it('a refusal naming a flows key reads as its server key until the part is in (never the raw key)', () => {
    expect(serverErrorText(named, english)).toBe('Please check what you entered and try again.');
  });

  it('a failed load rejects and is not kept; concurrent calls share one load, which joins the part into English', async () => {
    chunk.failures = 1;
    await expect(loadEnglishFlows()).rejects.toThrow();
    expect(hasEnglishFlows()).toBe(false);
    const [a, b] = [loadEnglishFlows(), loadEnglishFlows()];
    expect(a).toBe(b);
    await a;
    expect(chunk.imports).toBe(2);
    expect(hasEnglishFlows()).toBe(true);
    await loadEnglishFlows();
    expect(chunk.imports).toBe(2);
  });

  it('once in, translators made before read the flows texts; English stays complete and Thai unchanged', () => {
    expect(english('registry.title')).toBe('Create your account');
    expect(english('reset.closing', { count: 1 })).toBe('Closing in 1 second');
    expect(english.coverage.total).toBeGreaterThan(before);
    expect(english.complete).toBe(true);
    expect(thai('registry.title')).not.toMatch(/[A-Za-z]/);
    expect(thai.complete).toBe(true);
    expect(serverErrorText(named, english)).toBe('I have read and agree to the T and P.');
  });

  it('a language whose catalog is not in (chunk failed) falls back to the flows English, read as English', () => {
    const vietnamese = createTranslator('vi');
    expect(vietnamese('registry.title')).toBe('Create your account');
    expect(vietnamese('login.title')).toBe('Log in');
    expect(vietnamese.complete).toBe(false);
    expect(vietnamese.lang).toBe('en');
  });
});
