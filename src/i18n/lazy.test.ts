// A fresh module registry (vitest isolates each file): nothing but English is loaded until asked for.
import { describe, expect, it } from 'vitest';
import { getCatalog } from './catalogs/index.js';
import { createTranslator, loadTranslator } from './translate.js';

describe('given a page that has not loaded its language yet', () => {
  it('shows English texts, never raw keys, then the language once its catalog arrives', async () => {
    expect(getCatalog('vi')).toBeUndefined();
    const early = createTranslator('vi');
    expect(early('common.cancel')).toBe('Cancel');
    const t = await loadTranslator('vi');
    expect(t('common.cancel')).toBe('Hủy');
    expect(early('common.cancel')).toBe('Hủy');
    expect(getCatalog('th')).toBeUndefined();
  });
});
