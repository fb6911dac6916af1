import { beforeAll, describe, expect, it } from 'vitest';
import { catalogLanguage, createTranslator, loadTranslator } from './translate.js';
import { LANGUAGES } from './languages.js';
import { CATALOG_LANGUAGES, loadCatalog, loadEnglishFlows } from './catalogs/index.js';

// Every catalog, and the lazy flows' English (the plural texts below are the flows'); en-flows.test.ts covers the
// time before that part arrives.
beforeAll(() => Promise.all([...CATALOG_LANGUAGES.map(loadCatalog), loadEnglishFlows()]));
import type { MessageKey } from './catalogs/en.js';

describe('catalogLanguage', () => {
  it.each([
    ['en-SG', 'en'],
    ['en-MY', 'en'],
    ['en-PH', 'en'],
    ['en', 'en'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh_Hans_SG', 'zh'],
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['th', 'th'],
    ['TH-th', 'th'],
    ['id', 'id'],
    ['in', 'id'],
    ['vi', 'vi'],
    ['my', 'my'],
    ['bn', 'bn'],
    ['si', 'si'],
    ['ne', 'ne'],
    ['ur', 'ur'],
    ['fr-FR', 'en'],
    ['', 'en'],
    ['constructor', 'en'],
    ['  vi  ', 'vi'],
  ])('%j → %s', (tag, code) => {
    expect(catalogLanguage(tag)).toBe(code);
  });

  it('gives en for a value that is not a string', () => {
    expect(catalogLanguage(undefined as unknown as string)).toBe('en');
    expect(catalogLanguage(42 as unknown as string)).toBe('en');
  });
});

describe('createTranslator', () => {
  it('looks a key up in the language catalog', () => {
    expect(createTranslator('zh')('common.cancel')).toBe('取消');
    expect(createTranslator('en-SG')('common.cancel')).toBe('Cancel');
  });

  it('interpolates {name} as plain text', () => {
    const t = createTranslator('en');
    expect(t('error.social.failed', { provider: 'Facebook' })).toBe(
      'Third-party login failed, please check the connection with Facebook',
    );
    expect(t('validation.smsCode.invalid', { count: 6 })).toBe('Please enter the 6-digit code.');
    expect(t('error.social.failed', { provider: '<b>$&{provider}</b>' })).toBe(
      'Third-party login failed, please check the connection with <b>$&{provider}</b>',
    );
  });

  it('leaves a placeholder whose param is missing as {name}', () => {
    const t = createTranslator('en');
    expect(t('error.social.failed')).toBe('Third-party login failed, please check the connection with {provider}');
    expect(t('error.social.failed', { other: 'x' })).toBe(
      'Third-party login failed, please check the connection with {provider}',
    );
  });

  it('chooses the English plural form by count', () => {
    const t = createTranslator('en-MY');
    expect(t('common.resendIn', { count: 1 })).toBe('Resend in 1 second');
    expect(t('common.resendIn', { count: 5 })).toBe('Resend in 5 seconds');
    expect(t('common.resendIn', { count: 0 })).toBe('Resend in 0 seconds');
  });

  it('uses the "other" form when count is missing or not a number', () => {
    const t = createTranslator('en');
    expect(t('common.resendIn')).toBe('Resend in {count} seconds');
    expect(t('common.resendIn', { count: '1' })).toBe('Resend in 1 seconds');
  });

  it('uses the only form of languages without plural categories', () => {
    expect(createTranslator('th')('common.resendIn', { count: 1 })).toBe('ส่งอีกครั้งใน 1 วินาที');
    expect(createTranslator('vi')('common.resendIn', { count: 60 })).toBe('Gửi lại sau 60 giây');
  });

  it('writes numbers in the digits of the text language', () => {
    expect(createTranslator('my')('validation.smsCode.invalid', { count: 6 })).toBe('ကျေးဇူးပြု၍ ဂဏန်း ၆ လုံးပါ ကုဒ်ကို ထည့်ပါ။');
    expect(createTranslator('bn')('common.resendIn', { count: 45 })).toBe('৪৫ সেকেন্ড পর আবার পাঠান');
    expect(createTranslator('ne')('profile.step', { step: 1, total: 2 })).toBe('२ मध्ये १ औं चरण');
    expect(createTranslator('ur')('common.resendIn', { count: 45 })).toBe('45 سیکنڈ میں دوبارہ بھیجیں');
    expect(createTranslator('en')('common.resendIn', { count: 1500 })).toBe('Resend in 1,500 seconds');
  });

  it('layers the regional English wording of the full tag over en', () => {
    expect(createTranslator('en-PH')('validation.postcode.invalid')).toBe('Please enter a valid ZIP code.');
    expect(createTranslator('en-SG')('validation.postcode.invalid')).toBe('Please enter a valid postal code.');
    expect(createTranslator('en-MY')('validation.postcode.invalid')).toBe('Please enter a valid postcode.');
    expect(createTranslator('en-MY')('validation.taxId.invalid')).toBe('Please enter a valid TIN.');
    expect(createTranslator('en')('validation.taxId.invalid')).toBe('Please enter a valid Tax ID.');
    expect(createTranslator('en-PH')('login.title')).toBe('Log in');
    // Only English tags take an overlay: Malay in Malaysia stays Malay.
    expect(createTranslator('ms-MY')('validation.taxId.invalid')).not.toContain('TIN');
  });

  it('gives English for an unknown language', () => {
    const t = createTranslator('fr');
    expect(t.language).toBe('en');
    expect(t('common.confirm')).toBe('Confirm');
  });

  it('returns the key itself for a key no catalog knows', () => {
    expect(createTranslator('id')('nope.unknown' as MessageKey)).toBe('nope.unknown');
    expect(createTranslator('id')('toString' as MessageKey)).toBe('toString');
  });

  it('exposes the catalog code and text direction', () => {
    const ur = createTranslator('ur');
    expect(ur.language).toBe('ur');
    expect(ur.dir).toBe('rtl');
    const ms = createTranslator('ms');
    expect(ms.language).toBe('ms');
    expect(ms.dir).toBe('ltr');
    expect(createTranslator('en-PH').dir).toBe('ltr');
  });
});

describe('LANGUAGES', () => {
  it('lists every catalog with its name and direction', () => {
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual([...CATALOG_LANGUAGES].sort());
    for (const l of LANGUAGES) {
      expect(l.name).not.toBe('');
      expect(l.dir).toBe(l.code === 'ur' ? 'rtl' : 'ltr');
    }
    expect(LANGUAGES.find((l) => l.code === 'id')?.full).toBe(true);
    expect(LANGUAGES.every((l) => l.full)).toBe(true);
  });
});

describe('lazy catalogs', () => {
  it('loads a language on demand and shares one load between callers', async () => {
    const [a, b] = await Promise.all([loadTranslator('th'), loadTranslator('th-TH')]);
    expect(a('common.cancel')).toBe(b('common.cancel'));
    expect(a('common.cancel')).not.toBe('Cancel');
  });
});
