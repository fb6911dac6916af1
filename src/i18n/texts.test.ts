/**
 * Text overrides (the entry points' `texts` option): they win over every built-in catalog, regional English included,
 * fall back to the English overrides where the language has none, and are never hidden by a catalog chunk (the
 * popup's lazy flows' English, a language chunk, a wing's part) that arrives after the translator was made. The tests
 * run in order: the chunks are not loaded at first.
 */
import { describe, expect, it } from 'vitest';
import { getCatalog, loadCatalog, loadEnglishFlows } from './catalogs/index.js';
import { createPartTranslator, getPartCatalog, loadPartCatalog, loadPartTranslator } from './catalog-parts.js';
import accountPart from './parts/account/index.js';
import addressPart from './parts/address/index.js';
import { createTranslator, loadTranslator } from './translate.js';
import type { TextOverrides } from './texts.js';

const texts: TextOverrides = {
  en: {
    'login.title': 'Sign in to Zuma Shop',
    'registry.title': 'Join Zuma Shop',
    'validation.postcode.invalid': 'That postcode is not one we deliver to.',
    'account.menu.myAccount': 'Your Zuma',
    'address.field.postcode': 'Delivery code',
    'common.resendIn': { one: 'Again in {count} second', other: 'Again in {count} seconds' },
  },
  th: { 'login.title': 'เข้าสู่ระบบ Zuma' },
};

describe('text overrides', () => {
  it('win over the built-in English and leave every other text as it was', () => {
    const t = createTranslator('en', texts);
    const plain = createTranslator('en');
    expect(t('login.title')).toBe('Sign in to Zuma Shop');
    expect(plain('login.title')).toBe('Log in');
    expect(t('common.cancel')).toBe(plain('common.cancel'));
  });

  it('survive the lazy flows English arriving after the translator was made', async () => {
    const t = createTranslator('en-SG', texts);
    const plain = createTranslator('en-SG');
    expect(plain('registry.title')).toBe('registry.title');
    expect(t('registry.title')).toBe('Join Zuma Shop');
    await loadEnglishFlows();
    expect(plain('registry.title')).toBe('Create your account');
    expect(t('registry.title')).toBe('Join Zuma Shop');
    // A plural override chooses its form by count like a catalog's.
    expect(t('common.resendIn', { count: 1 })).toBe('Again in 1 second');
    expect(t('common.resendIn', { count: 5 })).toBe('Again in 5 seconds');
  });

  it('win over regional English (popup catalog and a part)', () => {
    expect(createTranslator('en-SG')('validation.postcode.invalid')).toBe('Please enter a valid postal code.');
    expect(createTranslator('en-SG', texts)('validation.postcode.invalid')).toBe('That postcode is not one we deliver to.');
    expect(createPartTranslator('en-PH', [addressPart])('address.field.postcode')).toBe('ZIP code');
    expect(createPartTranslator('en-PH', [addressPart], texts)('address.field.postcode')).toBe('Delivery code');
  });

  it("survive a language's chunk arriving later; the language falls back to the English overrides", async () => {
    expect(getCatalog('th')).toBeUndefined();
    const t = createTranslator('th', texts);
    expect(t('login.title')).toBe('เข้าสู่ระบบ Zuma');
    expect(t('registry.title')).toBe('Join Zuma Shop');
    await loadCatalog('th');
    expect(t('login.title')).toBe('เข้าสู่ระบบ Zuma');
    // Thai has its own wording of the key now: a Thai page shows it, not the English override.
    expect(t('registry.title')).toBe(createTranslator('th')('registry.title'));
    expect(t('registry.title')).not.toBe('Join Zuma Shop');
    expect((await loadTranslator('th', texts))('login.title')).toBe('เข้าสู่ระบบ Zuma');
  });

  it("survive a wing part's chunk arriving later", async () => {
    expect(getPartCatalog(accountPart, 'th')).toBeUndefined();
    const t = createPartTranslator('th', [accountPart], { th: { 'account.menu.myAccount': 'Zuma ของฉัน' } });
    expect(t('account.menu.myAccount')).toBe('Zuma ของฉัน');
    await loadPartCatalog(accountPart, 'th');
    expect(t('account.menu.myAccount')).toBe('Zuma ของฉัน');
    expect(t('account.menu.myProfile')).toBe(createPartTranslator('th', [accountPart])('account.menu.myProfile'));
    expect((await loadPartTranslator('en', [accountPart], texts))('account.menu.myAccount')).toBe('Your Zuma');
  });

  it('ignore what is not a text (a number, null, a plural map without other) and a texts value that is not an object', () => {
    const odd = { en: { 'login.title': 42, 'common.cancel': null, 'common.confirm': { one: 'x' } } } as unknown as TextOverrides;
    const t = createTranslator('en', odd);
    const plain = createTranslator('en');
    expect(t('login.title')).toBe(plain('login.title'));
    expect(t('common.cancel')).toBe(plain('common.cancel'));
    expect(t('common.confirm')).toBe(plain('common.confirm'));
    expect(createTranslator('en', 'nope' as unknown as TextOverrides)('login.title')).toBe('Log in');
    expect(createTranslator('en', { en: null } as unknown as TextOverrides)('login.title')).toBe('Log in');
  });

  it('types the keys: a misspelled key or an unknown language fails to compile', () => {
    // @ts-expect-error 'login.titel' is not a text key
    const misspelled: TextOverrides = { en: { 'login.titel': 'Sign in' } };
    // @ts-expect-error 'fr' has no catalog
    const language: TextOverrides = { fr: { 'login.title': 'Connexion' } };
    expect([misspelled, language]).toHaveLength(2);
  });
});
