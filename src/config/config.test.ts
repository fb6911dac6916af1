import { describe, expect, it, vi } from 'vitest';
import {
  CODE_LENGTH,
  createConfig,
  usesDevelopmentKey,
  createMemoryCookies,
  DEFAULT_SITE,
  formatHng,
  getSite,
  parseHng,
  readHng,
  readUserId,
  resolveHosts,
  allowedDomains,
  SITE_CODES,
  SITES,
  writeHng,
  LANGUAGE_COOKIE_DAYS,
  cookieDomainFor,
} from './index.js';
import * as constants from './constants.js';

describe('the eleven sites', () => {
  it('has every market of the spec with its region id, currency and default language', () => {
    expect(SITE_CODES).toEqual(['SG', 'MY', 'PH', 'TH', 'ID', 'VN', 'PK', 'BD', 'LK', 'MM', 'NP']);
    expect(SITES.ID).toMatchObject({ regionId: 360, currency: 'IDR', languages: ['id', 'en'], phoneCode: '62' });
    expect(SITES.MY).toMatchObject({ regionId: 458, currency: 'MYR', languages: ['en-MY', 'ms', 'zh'], phoneCode: '60' });
    expect(SITES.PH).toMatchObject({ regionId: 608, currency: 'PHP', languages: ['en-PH'], phoneCode: '63' });
    expect(SITES.SG).toMatchObject({ regionId: 702, currency: 'SGD', languages: ['en-SG', 'zh'], phoneCode: '65' });
    expect(SITES.TH).toMatchObject({ regionId: 764, currency: 'THB', languages: ['th', 'en'], phoneCode: '66' });
    expect(SITES.VN).toMatchObject({ regionId: 704, currency: 'VND', languages: ['vi', 'en'], phoneCode: '84' });
    expect(SITES.PK.currency).toBe('PKR');
    expect(SITES.BD.currency).toBe('BDT');
    expect(SITES.LK.currency).toBe('LKR');
    expect(SITES.MM.currency).toBe('MMK');
    expect(SITES.NP.currency).toBe('NPR');
  });

  it('gives the six core markets the voyager address layout and the others the classic one', () => {
    const voyager = SITE_CODES.filter((c) => SITES[c].addressLayout === 'voyager');
    expect(voyager.sort()).toEqual(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
    expect(SITE_CODES.filter((c) => SITES[c].full).sort()).toEqual(voyager.sort());
  });

  it('falls back to SG for unknown, empty or odd input and accepts lower case', () => {
    expect(DEFAULT_SITE).toBe('SG');
    expect(getSite('th').code).toBe('TH');
    expect(getSite(' vn ').code).toBe('VN');
    for (const bad of [undefined, null, '', 'XX', 'constructor', '__proto__']) expect(getSite(bad as string).code).toBe('SG');
  });

  it('is frozen so no caller can change a market by accident', () => {
    expect(Object.isFrozen(SITES)).toBe(true);
    expect(Object.isFrozen(SITES.SG.languages)).toBe(true);
  });
});

describe('host resolution', () => {
  it('maps every host kind for production, pre-production and test', () => {
    expect(resolveHosts('SG', 'production')).toEqual({
      main: 'https://www.shop.sg',
      member: 'https://member.shop.sg',
      my: 'https://my.shop.sg',
      cart: 'https://cart.shop.sg',
      checkout: 'https://checkout.shop.sg',
      gateway: 'https://acs.shop.sg',
      cdn: 'https://cdn.shop.sg',
    });
    expect(resolveHosts('TH', 'pre').member).toBe('https://pre-member.shop.co.th');
    expect(resolveHosts('VN', 'test').gateway).toBe('https://acs.shop.vn.test');
  });

  it('gives the grocery brand its own my, cart, member and checkout hosts only', () => {
    const grocery = resolveHosts('SG', 'production', {}, 'grocery');
    expect(grocery.my).toBe('https://my-grocery.shop.sg');
    expect(grocery.cart).toBe('https://cart-grocery.shop.sg');
    expect(grocery.member).toBe('https://member-grocery.shop.sg');
    expect(grocery.checkout).toBe('https://checkout-grocery.shop.sg');
    expect(grocery.main).toBe('https://www.shop.sg');
    expect(grocery.gateway).toBe('https://acs.shop.sg');
    expect(resolveHosts('MY', 'pre', { groceryLabel: 'fresh' }, 'grocery').cart).toBe('https://pre-cart-fresh.shop.com.my');
  });

  it('lets a host page override a domain or whole hosts', () => {
    expect(resolveHosts('PH', 'production', { domains: { PH: 'example.ph' } }).my).toBe('https://my.example.ph');
    const local = resolveHosts('SG', 'test', { hosts: { member: 'http://127.0.0.1:8080/', gateway: 'http://127.0.0.1:8080' } });
    expect(local.member).toBe('http://127.0.0.1:8080');
    expect(local.gateway).toBe('http://127.0.0.1:8080');
    expect(local.cart).toBe('https://cart.shop.sg.test');
  });

  it('resolves a distinct host set for every site and environment', () => {
    const seen = new Set<string>();
    for (const code of SITE_CODES)
      for (const env of ['test', 'pre', 'production'] as const) seen.add(resolveHosts(code, env).member);
    expect(seen.size).toBe(SITE_CODES.length * 3);
  });

  it('lists every site domain (and override hosts) as the allowed redirect domains', () => {
    const list = allowedDomains('production', { hosts: { member: 'http://127.0.0.1:8080' } });
    expect(list).toContain('shop.sg');
    expect(list).toContain('shop.com.np');
    expect(list).toContain('127.0.0.1');
    expect(allowedDomains('test')).toContain('shop.co.id.test');
    expect(allowedDomains('production', { hosts: { cdn: 'not a url' } })).toHaveLength(SITE_CODES.length);
  });
});

describe('the hng cookie', () => {
  it('parses both variants and rejects contradictions', () => {
    expect(parseHng('SG|en-SG')).toEqual({ site: 'SG', language: 'en-SG' });
    expect(parseHng('MY|zh|MYR|458')).toEqual({ site: 'MY', language: 'zh' });
    expect(parseHng('th|TH')).toEqual({ site: 'TH', language: 'th' });
    expect(parseHng('MY|zh|SGD|458')).toBeNull();
    expect(parseHng('MY|zh|MYR|702')).toBeNull();
  });

  it.each([undefined, '', '|', 'SG', 'SG|', 'SG|fr', 'XX|en', 'SG|en-SG|SGD', 'SG|en-SG|SGD|702|x', 'a'.repeat(100), '%E0%A4%A']
  )('treats %j as malformed', (raw) => {
    expect(parseHng(raw)).toBeNull();
  });

  it('formats both variants', () => {
    expect(formatHng({ site: 'VN', language: 'vi' })).toBe('VN|vi');
    expect(formatHng({ site: 'VN', language: 'vi' }, true)).toBe('VN|vi|VND|704');
  });

  it('falls back to the site default and never throws, even when the store does', () => {
    expect(readHng(createMemoryCookies({ hng: 'garbage' }), 'TH')).toEqual({ site: 'TH', language: 'th' });
    const throwing = { get: () => { throw new Error('blocked'); }, set() {}, remove() {} };
    expect(readHng(throwing, 'ID')).toEqual({ site: 'ID', language: 'id' });
  });

  it('is written for 30 days', () => {
    const calls: unknown[] = [];
    const store = { get: () => undefined, set: (...args: unknown[]) => void calls.push(args), remove() {} };
    writeHng({ site: 'SG', language: 'zh' }, { store, long: true, domain: '.shop.sg' });
    expect(calls[0]).toEqual(['hng', 'SG|zh|SGD|702', { expires: LANGUAGE_COOKIE_DAYS, path: '/', domain: '.shop.sg', sameSite: 'lax' }]);
    expect(LANGUAGE_COOKIE_DAYS).toBe(30);
  });

  it('scopes cookies to the brand domain only when the page is on it', () => {
    expect(cookieDomainFor('www.shop.sg', 'shop.sg')).toBe('.shop.sg');
    expect(cookieDomainFor('shop.sg', 'shop.sg')).toBe('.shop.sg');
    expect(cookieDomainFor('evilshop.sg', 'shop.sg')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1', 'shop.sg')).toBeUndefined();
  });
});

describe('the user-id cookie', () => {
  it('accepts safe ids and drops anything else', () => {
    expect(readUserId(createMemoryCookies({ member_uid: '123456' }))).toBe('123456');
    expect(readUserId(createMemoryCookies({ member_uid: '<script>' }))).toBeUndefined();
    expect(readUserId(createMemoryCookies({}))).toBeUndefined();
  });
});

describe('createConfig', () => {
  it('defaults to SG production in the site language', () => {
    const config = createConfig({ cookies: createMemoryCookies() });
    expect(config.site.code).toBe('SG');
    expect(config.env).toBe('production');
    expect(config.language).toBe('en-SG');
    expect(config.domain).toBe('shop.sg');
    // No key of its own: encryption uses the development key, which loads with jsencrypt (api/rsa.ts).
    expect(config.rsaPublicKey).toBeUndefined();
    expect(createConfig({ rsaPublicKey: 'MIIBIjAN-own' }).rsaPublicKey).toBe('MIIBIjAN-own');
  });

  it('chooses the language from the option, then the hng cookie, then the site default', () => {
    const cookies = createMemoryCookies({ hng: 'MY|zh' });
    expect(createConfig({ site: 'MY', language: 'ms', cookies }).language).toBe('ms');
    expect(createConfig({ site: 'MY', cookies }).language).toBe('zh');
    expect(createConfig({ site: 'MY', language: 'fr', cookies }).language).toBe('zh');
    expect(createConfig({ site: 'TH', cookies }).language).toBe('th');
  });

  it('uses the test app key in test and the production key elsewhere, and ignores an unknown environment', () => {
    expect(createConfig({ env: 'test', appKeys: { test: 't1' } }).appKey).toBe('t1');
    expect(createConfig({ env: 'pre', appKeys: { production: 'p1' } }).appKey).toBe('p1');
    expect(createConfig({ env: 'staging' as never }).env).toBe('production');
  });
});

describe('constants', () => {
  it('holds the numbers of spec §9', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(constants.RESEND_COUNTDOWN_MS).toBe(60_000);
    expect(constants.RESET_SUCCESS_COUNTDOWN_MS).toBe(5_000);
    expect(constants.VERIFICATION_EXPIRY_MS).toBe(300_000);
    expect(constants.GATEWAY_TIMEOUT_MS).toBe(20_000);
    expect(constants.JSONP_TIMEOUT_MS).toBe(5_000);
    expect(constants.ANTI_BOT_TOKEN_WAIT_MS).toBe(2_000);
    expect(constants.QR_SIZE).toBe(120);
    expect(constants.STYLESHEET_VERSION).toBe('0.0.2');
    expect(constants.IMAGE_SIZES[0]).toBe(80);
    expect(constants.IMAGE_SIZES.at(-1)).toBe(2200);
    expect(constants.TOAST_AUTO_CLOSE_MS).toBe(3_000);
    expect(constants.HTTP_MAX_BODY_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('the local environment', () => {
  it('points every host at one origin and allows it as a redirect target', () => {
    const hosts = resolveHosts('TH', 'local', { localOrigin: 'http://127.0.0.1:4321/' });
    expect(new Set(Object.values(hosts))).toEqual(new Set(['http://127.0.0.1:4321']));
    const config = createConfig({ site: 'TH', env: 'local', localOrigin: 'http://127.0.0.1:4321', cookies: createMemoryCookies() });
    expect(config.domain).toBe('127.0.0.1');
    expect(config.allowedDomains).toContain('127.0.0.1');
    expect(config.allowedDomains).toContain('shop.co.th');
  });

  it('defaults to the page origin, else 127.0.0.1:8080 outside a browser', () => {
    expect(resolveHosts('SG', 'local').member).toBe('http://127.0.0.1:8080');
  });
});

describe('issue 12 finding 5: a production config without its own RSA key', () => {
  it('is recognised and warned about once; test/local configs and an own key are not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(usesDevelopmentKey(createConfig({ env: 'production' }))).toBe(true);
      expect(usesDevelopmentKey(createConfig({ env: 'production', rsaPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A-own' }))).toBe(false);
      expect(usesDevelopmentKey(createConfig({ env: 'test' }))).toBe(false);
      expect(usesDevelopmentKey(createConfig({ env: 'local' }))).toBe(false);
      createConfig({ env: 'production' });
      expect(warn.mock.calls.filter(([message]) => String(message).includes('rsaPublicKey')).length).toBeLessThanOrEqual(1);
    } finally {
      warn.mockRestore();
    }
  });
});
