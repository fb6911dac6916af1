// The marketplace demo pages (demo-pages.ts): every site's page with the loader tag under a nonce CSP, the language
// switch, the search, the account page's login redirect, the assets, and the
// start page's links. (The pages in a real browser: test/e2e.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CODES, getSite } from '../../src/config/sites.js';
import { resolveHosts } from '../../src/config/hosts.js';
import { shopPageUrl } from '../../src/config/shop-pages.js';
import { PRODUCTS, demoCsp, formatPrice } from './demo-pages.js';
import { demoModules } from './modules.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { openBrowser, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'member-demo-dist-'));
  t = await startTestServer({ modules: demoModules({ distDir: dist }) });
});
afterAll(async () => {
  await t.dispose();
  rmSync(dist, { recursive: true, force: true });
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The page's CSP nonce, checked to be the one of its header. */
function nonceOf(page: { headers: Headers; html: string }): string {
  const csp = page.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, 'a nonce in the CSP').toBeTruthy();
  expect(csp).toBe(demoCsp(nonce!));
  return nonce!;
}

function expectNoInlineCode(html: string): void {
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  expect(html).not.toMatch(/<style[\s>]/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html).not.toMatch(/javascript:/i);
}

describe('the demo page of each site', () => {
  it.each(SITE_CODES.map((code) => [code]))('%s: header, products and the loader tag under a nonce CSP', async (code) => {
    const site = getSite(code);
    const path = `/demo/${code.toLowerCase()}`;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expectNoInlineCode(page.html);
    const nonce = nonceOf(page);
    // Every script and the stylesheet carry the nonce.
    for (const tag of page.html.match(/<(script|link)\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    const loader = /<script async src="\/dist\/loader\/member-popup-loader\.js"([^>]*)>/.exec(page.html)?.[1] ?? '';
    expect(loader).toContain(`data-site="${code}"`);
    expect(loader).toContain('data-env="local"');
    expect(loader).toContain('data-base="/dist"');
    expect(loader).toContain('data-css-version="0.0.2"');
    expect(loader).toContain(`data-nonce="${nonce}"`);
    const back = encodeURIComponent(`${t.url}${path}`);
    expect(page.html).toContain(`href="${t.url}/user/login?redirect=${back}" data-member-login>Log in</a>`);
    expect(page.html).toContain(`href="${t.url}/user/register?redirect=${back}" data-member-signup>Sign up</a>`);
    expect(page.html).toContain('role="search"');
    expect(page.html).toContain('aria-label="Cart, 2 items"');
    for (const language of site.languages) expect(page.html).toContain(`href="${path}?lang=${encodeURIComponent(language)}"`);
    for (const product of PRODUCTS) expect(page.html).toContain(product.name);
    expect(page.html).toContain(formatPrice(PRODUCTS[0]!.usd, site));
    // Visiting a site writes its default language unless the cookie already names this site.
    expect(page.headers.getSetCookie().find((c) => c.startsWith('hng='))).toBe(
      `hng=${encodeURIComponent(`${code}|${site.languages[0]}`)}; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
  });

  it('uses a fresh nonce for every response', async () => {
    const [a, b] = await Promise.all([get('/demo/sg'), get('/demo/sg')]);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });

  it('switches the language with ?lang= (the hng cookie) and comes back without it', async () => {
    const page = await get('/demo/my?lang=ms&q=mug');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/demo/my?q=mug');
    expect(page.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^hng=MY%7Cms; /));
    const after = await get('/demo/my', { headers: { cookie: 'hng=MY%7Cms' } });
    expect(after.html).toContain('hreflang="ms" lang="ms" aria-current="true"');
    expect(after.headers.getSetCookie().some((c) => c.startsWith('hng='))).toBe(false);
    // A language the site does not offer changes nothing.
    const refused = await get('/demo/sg?lang=th');
    expect(refused.status).toBe(303);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('hng=SG%7Cth'))).toBe(false);
  });

  it('filters the products with the search box', async () => {
    const page = await get('/demo/sg?q=MUG');
    expect(page.html).toContain('Results for &#34;MUG&#34;');
    expect(page.html).toContain('Ceramic coffee mug set');
    expect(page.html).not.toContain('Smart fitness watch');
    const none = await get(`/demo/sg?q=${encodeURIComponent('<b>x</b>')}`);
    expect(none.html).toContain('No products match "&#60;b&#62;x&#60;/b&#62;"');
    expect(none.html).not.toContain('<b>x</b>');
  });

  it('serves the cart', async () => {
    const page = await get('/demo/th/cart');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Your cart</h1>');
    expect(page.html).toContain('THB');
  });

  it('serves the wishlist and the cart where the reset-success shortcuts of the local environment lead (config/shop-pages.ts)', async () => {
    const config = { env: 'local' as const, site: { code: 'SG' as const }, hosts: resolveHosts('SG', 'local', { localOrigin: t.url }) };
    for (const target of ['shopping', 'cart', 'wishlist'] as const) {
      const url = new URL(shopPageUrl(config, target));
      expect(url.origin).toBe(t.url);
      const page = await get(url.pathname);
      expect(page.status, target).toBe(200);
    }
    expect((await get('/demo/sg/wishlist')).html).toContain('<h1>Your wishlist</h1>');
    expect(new URL(shopPageUrl(config, 'account')).pathname).toBe('/user/profile');
  });
});

describe('the account page', () => {
  it('sends a logged-out visitor to the login page with the page as redirect (spec 2.4)', async () => {
    const page = await get('/demo/sg/account');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/user/login?site=sg&redirect=${encodeURIComponent(`${t.url}/demo/sg/account`)}`);
  });

  it('shows the signed-in buyer and their orders', async () => {
    const browser = openBrowser(t.url);
    await browser.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD });
    const response = await browser.fetch(`${t.url}/demo/sg/account`, { redirect: 'manual' });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>My account</h1>');
    expect(html).toContain(SITE_BUYERS.SG.name);
    expect(html).toContain(SITE_BUYERS.SG.email);
    expect(html).toContain('id="orders"');
    // The buyer's seeded orders (account-routes.ts seedAccountOrders: three, 3, 12 and 40 days ago), newest first, each
    // row the target of the account dashboard's Manage link (#order-<number>, issue 27 #6).
    const rows = [...html.matchAll(/<tr id="order-([^"]+)" class="demo-orders__row"><th scope="row">([^<]+)<\/th><td>([\d-]+)<\/td>/g)];
    expect(rows.map((row) => row[1])).toEqual(['SG-240100', 'SG-240137', 'SG-240174']);
    expect(rows.every((row) => row[1] === row[2])).toBe(true);
    expect(rows.map((row) => row[3])).toEqual([...rows.map((row) => row[3])].sort().reverse());
    expect(html).not.toContain('No orders yet.');
  });

  it('says so when the signed-in buyer has no orders', async () => {
    const browser = openBrowser(t.url);
    await browser.member.login({ loginName: SPECIAL_ACCOUNTS.riskyPhone.email, password: SEED_PASSWORD });
    const response = await browser.fetch(`${t.url}/demo/sg/account`, { redirect: 'manual' });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(SPECIAL_ACCOUNTS.riskyPhone.email);
    expect(html).toContain('No orders yet.');
    expect(html).not.toContain('id="order-');
  });
});

describe('assets and the start page', () => {
  it('serves the stylesheet, the scripts and the product pictures with ETags', async () => {
    for (const [path, type] of [
      ['/static/demo/demo.css', 'text/css; charset=utf-8'],
      ['/static/demo/demo-header.js', 'application/javascript; charset=utf-8'],
      ['/static/demo/member-pages.js', 'application/javascript; charset=utf-8'],
      ['/static/demo/demo-products/mug.svg', 'image/svg+xml'],
    ] as const) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('content-type')).toBe(type);
      const etag = first.headers.get('etag')!;
      const again = await get(path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    expect((await get('/static/demo/nothing.js')).status).toBe(404);
  });

  it('links every demo page from the start page', async () => {
    const page = await get('/');
    for (const code of SITE_CODES) expect(page.html).toContain(`<a href="/demo/${code.toLowerCase()}">${code}</a>`);
  });
});
