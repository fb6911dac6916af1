/**
 * `lang` honesty (issue 14): the popup never claims a language its texts are not in. The translator reports how
 * many keys its catalogs cover; `lang` (what the popup root puts in `lang`) is the language only when every key is
 * there, else 'en', and `dir` follows `lang`. Every shipped catalog is complete, so the incomplete and failing
 * catalogs here are module mocks of the lazy chunks (the registry's own loader runs unchanged).
 */
import { describe, expect, it, vi } from 'vitest';
import en from './catalogs/en.js';
import { loadTranslator } from './translate.js';

const TOTAL = Object.keys(en).length;

// A Urdu chunk missing every key but two: what the popup shipped before issue 14 looked like (34 of 186).
vi.mock('./catalogs/ur.js', () => ({
  default: { 'common.confirm': 'تصدیق کریں', 'common.cancel': 'منسوخ کریں' },
}));
// A Bengali chunk that fails to load (offline, chunk missing).
vi.mock('./catalogs/bn.js', () => {
  throw new Error('chunk failed to load');
});

describe('lang honesty', () => {
  it('given an incomplete catalog, then the translator reports its coverage and claims English, left to right', async () => {
    const t = await loadTranslator('ur-PK');
    expect(t.language).toBe('ur');
    expect(t.coverage).toEqual({ translated: 2, total: TOTAL });
    expect(t.complete).toBe(false);
    expect(t.lang).toBe('en');
    expect(t.dir).toBe('ltr');
    expect(t('common.cancel')).toBe('منسوخ کریں');
    expect(t('login.forgot')).toBe('Forgot password?');
  });

  it('given a catalog that fails to load, then every text is English and so is the claim', async () => {
    const t = await loadTranslator('bn');
    expect(t.coverage).toEqual({ translated: 0, total: TOTAL });
    expect(t.lang).toBe('en');
    expect(t('login.title')).toBe('Log in');
  });

  it('given a complete catalog, then it claims its language and direction', async () => {
    const t = await loadTranslator('ne-NP');
    expect(t.coverage).toEqual({ translated: TOTAL, total: TOTAL });
    expect(t.complete).toBe(true);
    expect(t.lang).toBe('ne');
    expect(t.dir).toBe('ltr');
  });

  it('given regional English, then it claims the full tag; other English tags claim plain en', async () => {
    expect((await loadTranslator('en-PH')).lang).toBe('en-PH');
    expect((await loadTranslator('en_my')).lang).toBe('en-MY');
    expect((await loadTranslator('en-US')).lang).toBe('en');
    expect((await loadTranslator('fr-FR')).lang).toBe('en');
  });
});
