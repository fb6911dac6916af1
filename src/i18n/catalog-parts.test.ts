/**
 * Catalog parts: a wing's translator looks in its parts, then the popup catalog, then English; languages load lazily,
 * once, and a failed load leaves English texts without throwing.
 */
import { describe, expect, it, vi } from 'vitest';
import { createPartTranslator, defineCatalogPart, loadPartTranslator, type CatalogPart, type PartCatalog, type TranslatedLanguage } from './catalog-parts.js';
import { CATALOG_LANGUAGES } from './catalogs/index.js';

const en = { 'demo.title': 'Your orders', 'demo.count': { one: '{count} order', other: '{count} orders' } } as const;
type Key = keyof typeof en;
const th: PartCatalog<Key> = { 'demo.title': 'คำสั่งซื้อของคุณ', 'demo.count': { other: '{count} คำสั่งซื้อ' } };

function demoPart(thLoader: () => Promise<{ default: PartCatalog<Key> }>) {
  const languages = CATALOG_LANGUAGES.filter((l): l is TranslatedLanguage => l !== 'en');
  const loaders = Object.fromEntries(languages.map((l) => [l, l === 'th' ? thLoader : () => Promise.reject(new Error('absent'))]));
  return defineCatalogPart<Key>(`demo-${Math.random()}`, en, loaders as Record<TranslatedLanguage, typeof thLoader>);
}

describe('catalog parts', () => {
  it('given Thai loaded, when a wing key and a popup key are asked, then both come in Thai', async () => {
    const loader = vi.fn(async () => ({ default: th }));
    const t = await loadPartTranslator('th', [demoPart(loader)]);
    expect(t('demo.title')).toBe('คำสั่งซื้อของคุณ');
    expect(t('demo.count', { count: 3 })).toBe('3 คำสั่งซื้อ');
    expect(t('validation.required')).not.toBe("You can't leave this empty.");
    expect(t.language).toBe('th');
  });

  it('given concurrent loads, then the chunk is fetched once', async () => {
    const loader = vi.fn(async () => ({ default: th }));
    const part = demoPart(loader);
    await Promise.all([loadPartTranslator('th-TH', [part]), loadPartTranslator('th', [part])]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('given a failing chunk, then the translator resolves in English and a later call tries again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: th });
    const part = demoPart(loader);
    const first = await loadPartTranslator('th', [part]);
    expect(first('demo.count', { count: 1 })).toBe('1 order');
    const second = await loadPartTranslator('th', [part]);
    expect(second('demo.title')).toBe('คำสั่งซื้อของคุณ');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('given English, then nothing is loaded and unknown keys come back as the key', () => {
    const t = createPartTranslator('en-SG', [demoPart(() => Promise.reject(new Error('unused')))]);
    expect(t('demo.count', { count: 2 })).toBe('2 orders');
    expect(t('nope.key' as Key)).toBe('nope.key');
  });

  it('given a regional English tag, then the part\'s overlay comes first, then the popup\'s, then en; other tags ignore it', () => {
    const languages = CATALOG_LANGUAGES.filter((l): l is TranslatedLanguage => l !== 'en');
    const loaders = Object.fromEntries(languages.map((l) => [l, () => Promise.reject(new Error('unused'))]));
    const part = defineCatalogPart<Key>(`demo-${Math.random()}`, en, loaders as never, {
      'en-PH': { 'demo.title': 'Your orders (PH)' },
    });
    const ph = createPartTranslator('en-PH', [part]);
    expect(ph('demo.title')).toBe('Your orders (PH)');
    expect(ph('demo.count', { count: 1 })).toBe('1 order');
    // The popup's own en-PH overlay still applies to its keys.
    expect(ph('validation.postcode.invalid')).toBe('Please enter a valid ZIP code.');
    expect(ph.lang).toBe('en-PH');
    expect(createPartTranslator('en-SG', [part])('demo.title')).toBe('Your orders');
    expect(createPartTranslator('en', [part])('demo.title')).toBe('Your orders');
  });

  it('given the real wing parts, then en-PH reads ZIP code and cellphone, en-SG postal code, en-MY TIN', async () => {
    const [{ default: address }, { default: account }] = await Promise.all([import('./parts/address/index.js'), import('./parts/account/index.js')]);
    const parts = [address, account] as readonly CatalogPart[];
    expect(createPartTranslator('en-PH', parts)('address.field.postcode' as never)).toBe('ZIP code');
    expect(createPartTranslator('en-PH', parts)('account.contact.newMobile' as never)).toBe('New cellphone number');
    expect(createPartTranslator('en-SG', parts)('address.field.postcode' as never)).toBe('Postal code');
    expect(createPartTranslator('en-MY', parts)('address.field.postcode' as never)).toBe('Postcode');
    expect(createPartTranslator('en-MY', parts)('account.field.taxId' as never)).toBe('TIN');
    expect(createPartTranslator('en-PK', parts)('address.field.postcode' as never)).toBe('Postcode');
  });
});
