/**
 * The marketplace demo (issue 5 "The demo"), as a route module:
 *
 * | path                                   | what                                                                  |
 * |----------------------------------------|-----------------------------------------------------------------------|
 * | GET /demo/<site>[?q=][&lang=]          | a country site's home page: header (logo, search, language switch, cart, login / sign-up links), product tiles, the loader tag |
 * | GET /demo/<site>/cart                  | the cart behind the header's cart link                                 |
 * | GET /demo/<site>/wishlist              | the wishlist (empty; a shortcut of the reset-success view)             |
 * | GET /demo/<site>/account               | "My account" and "Orders" of the signed-in buyer; logged out → the login page with `redirect` (spec §2.4) |
 * | GET /static/demo/*                     | their stylesheet, scripts and product pictures (files in public/)      |
 *
 * Every page is sent under a strict Content-Security-Policy with a fresh nonce per response:
 * `script-src 'self' 'nonce-…'; style-src 'self' 'nonce-…'; img-src 'self' data:` (no inline script, style or
 * handler anywhere). The nonce reaches the loader as `data-nonce`, so every tag the loader adds carries it.
 *
 * `?lang=` on a demo page sets the `hng` cookie (`SITE|language`, readable, 30 days) to one of the site's languages
 * and comes back without it; a demo page whose site the cookie does not name writes the site's default language
 * (each country site has its own domain, hence its own cookie; here they share one origin).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HNG_COOKIE, USER_ID_COOKIE, formatHng, matchSiteLanguage, parseHng } from '../../src/config/cookies.js';
import { LANGUAGE_COOKIE_DAYS, STYLESHEET_VERSION } from '../../src/config/constants.js';
import { formatMoney } from '../../src/i18n/format.js';
import { DEFAULT_SITE, SITE_CODES, getSite, isSiteCode, type Site, type SiteCode } from '../../src/config/sites.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { sendText, type RequestContext } from './http.js';
import { browserEntryPath } from './demo-site.js';
import { html, notModified, type SafeHtml } from './page-kit.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import type { Router } from './router.js';

export const DEMO_PREFIX = '/demo/';
/** The member host's standalone pages (same origin in the local environment; served by pages-shell.ts). */
export const STANDALONE_PATHS = Object.freeze({ login: '/user/login', register: '/user/register' });
export const DEMO_ASSET_PREFIX = '/static/demo/';
/** Where the built package is served (demo-site.ts `distModule`); the loader's `data-base`. */
export const DIST_BASE = '/dist';
export const LOADER_PATH = `${DIST_BASE}/loader/member-popup-loader.js`;
/**
 * The package's full API (content-hashed, dist/browser/manifest.json) for the developer panel only (demo-dev.js: the
 * fake app bridge's gateway client, the monitor hook), loaded once the popup is in use; never by the header.
 */
export const browserApiPath = (): string => `${DIST_BASE}/${browserEntryPath('member-popup-api')}`;
/**
 * The header's account menu (issue 28): the content-hashed lite build of the account-menu entry
 * (dist/browser/manifest.json; the demo pages have no React of their own), fetched by a signed-in header only.
 */
export const accountMenuPath = (): string => `${DIST_BASE}/${browserEntryPath('member-account-menu-lite')}`;
/** The account entry's content-hashed browser build (/user/profile), cached for a year (issue 28). */
export const accountBundlePath = (): string => `${DIST_BASE}/${browserEntryPath('member-account')}`;

const DEMO_ASSETS = Object.freeze({
  css: 'demo.css',
  header: 'demo-header.js',
  dev: 'demo-dev.js',
  memberPages: 'member-pages.js',
  accountPage: 'account-page.js',
});

const ASSET_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
});

/** Product pictures: public/demo-products/<name>.svg. */
const PRODUCT_DIR = 'demo-products/';

export function demoCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Catalogue                                                                                                       */

interface Product {
  readonly id: string;
  readonly name: string;
  readonly picture: string;
  /** Reference price in US dollars, shown in the site's currency. */
  readonly usd: number;
  readonly rating: number;
  readonly sold: number;
}

export const PRODUCTS: readonly Product[] = Object.freeze([
  { id: 'p1', name: 'Wireless over-ear headphones', picture: 'headphones', usd: 59.9, rating: 4.7, sold: 2310 },
  { id: 'p2', name: 'Everyday running shoes', picture: 'sneaker', usd: 42.5, rating: 4.5, sold: 1894 },
  { id: 'p3', name: 'Water-resistant laptop backpack', picture: 'backpack', usd: 29.99, rating: 4.8, sold: 5120 },
  { id: 'p4', name: 'Smart fitness watch', picture: 'watch', usd: 79, rating: 4.4, sold: 980 },
  { id: 'p5', name: 'Ceramic coffee mug set (4 pcs)', picture: 'mug', usd: 14.9, rating: 4.9, sold: 7420 },
  { id: 'p6', name: 'Indoor plant in a pot', picture: 'plant', usd: 12.5, rating: 4.6, sold: 1502 },
]);

/** What the demo cart holds (the header shows the count). */
const CART = Object.freeze([
  { product: 'p3', quantity: 1 },
  { product: 'p5', quantity: 1 },
]);

/** Rough rates for the demo prices (1 USD in each currency). */
const USD_RATES: Readonly<Record<string, number>> = Object.freeze({
  SGD: 1.35,
  MYR: 4.7,
  PHP: 56,
  THB: 36,
  IDR: 15800,
  VND: 24500,
  PKR: 280,
  BDT: 110,
  LKR: 300,
  MMK: 2100,
  NPR: 133,
});

/** The brand domain label the logo shows ("shop.sg"). */
const SITE_NAMES: Readonly<Record<SiteCode, string>> = Object.freeze({
  SG: 'Singapore',
  MY: 'Malaysia',
  PH: 'Philippines',
  TH: 'Thailand',
  ID: 'Indonesia',
  VN: 'Vietnam',
  PK: 'Pakistan',
  BD: 'Bangladesh',
  LK: 'Sri Lanka',
  MM: 'Myanmar',
  NP: 'Nepal',
});

/** Each language of the sites, named in itself (the switch's link text). */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'en-SG': 'English',
  'en-MY': 'English',
  'en-PH': 'English',
  en: 'English',
  zh: '中文',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  ur: 'اردو',
  bn: 'বাংলা',
  si: 'සිංහල',
  my: 'မြန်မာ',
  ne: 'नेपाली',
});

/** A demo price in the site's currency, through the package's one money formatter (whole units from 1000 up). */
export function formatPrice(usd: number, site: Site): string {
  const amount = usd * (USD_RATES[site.currency] ?? 1);
  return formatMoney(amount, 'en', site, undefined, amount >= 1000 ? 0 : 2);
}

function productById(id: string): Product {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`unknown demo product ${id}`);
  return product;
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Assets                                                                                                          */

const PUBLIC_DIR = new URL('./public/', import.meta.url);

interface Asset {
  readonly body: Buffer;
  readonly etag: string;
  readonly type: string;
}

/**
 * Each served file's content hash (its ETag's value), by file: the pages name a file with it (`?v=<hash>`, assetUrl),
 * and a request that names the current hash is cached for a year (immutable), so a repeat visit revalidates none of
 * the glue scripts or the stylesheet (issue 28); a request without it (or with an old one) is revalidated as before.
 */
const ASSET_VERSIONS = new Map<string, string>();

function loadAsset(file: string): Asset {
  const body = readFileSync(fileURLToPath(new URL(file, PUBLIC_DIR)));
  const extension = /\.[a-z]+$/.exec(file)?.[0] ?? '';
  const type = ASSET_TYPES[extension];
  if (!type) throw new Error(`no content type for ${file}`);
  const version = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  ASSET_VERSIONS.set(file, version);
  return { body, etag: `"${version}"`, type };
}

function registerAssets(router: Router): void {
  const files = [
    ...Object.values(DEMO_ASSETS),
    ...readdirSync(fileURLToPath(new URL(PRODUCT_DIR, PUBLIC_DIR)))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => `${PRODUCT_DIR}${name}`),
  ];
  for (const file of files) {
    const asset = loadAsset(file);
    const version = ASSET_VERSIONS.get(file);
    router.add('GET', `${DEMO_ASSET_PREFIX}${file}`, (rc) => {
      if (notModified(rc, asset.etag)) return;
      rc.res.statusCode = 200;
      rc.res.setHeader('Cache-Control', rc.url.searchParams.get('v') === version ? 'public, max-age=31536000, immutable' : 'no-cache');
      rc.res.setHeader('ETag', asset.etag);
      rc.res.setHeader('X-Content-Type-Options', 'nosniff');
      rc.res.setHeader('Content-Type', asset.type);
      rc.res.setHeader('Content-Length', asset.body.length);
      rc.res.end(rc.method === 'HEAD' ? undefined : asset.body);
    });
  }
}

/** A served file's address, named by its content hash once the file is registered (immutable caching, above). */
export const assetUrl = (file: string) => {
  const version = ASSET_VERSIONS.get(file);
  return `${DEMO_ASSET_PREFIX}${file}${version ? `?v=${version}` : ''}`;
};

/* -------------------------------------------------------------------------------------------------------------- */
/* Documents                                                                                                       */

export const newNonce = () => randomBytes(16).toString('base64');

/** The origin the browser used (the member host of the local environment is the page's own origin). */
export function requestOrigin(rc: RequestContext): string {
  return `${rc.url.protocol}//${rc.url.host}`;
}

export interface DocumentOptions {
  readonly title: string;
  readonly nonce: string;
  readonly body: SafeHtml;
  /** Extra tags at the end of <head> (scripts with the nonce). */
  readonly head?: SafeHtml;
  readonly status?: number;
  /** More response headers (a page with the buyer's own data: Cache-Control no-store). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The language the document is written in (default en) and its direction (default ltr). */
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl';
}

export function sendDocument(rc: RequestContext, options: DocumentOptions): void {
  const page = html`<!doctype html>
<html lang="${options.lang ?? 'en'}"${options.dir === 'rtl' ? html` dir="rtl"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<link rel="stylesheet" href="${assetUrl(DEMO_ASSETS.css)}" nonce="${options.nonce}">
${options.head ?? ''}
</head>
<body class="demo">
${options.body}
</body>
</html>
`;
  sendText(rc, options.status ?? 200, page.value, 'text/html; charset=utf-8', {
    'Content-Security-Policy': demoCsp(options.nonce),
    'X-Frame-Options': 'DENY',
    ...options.headers,
  });
}

/** The signed-in user of this request, if any (the account page is rendered on the server). */
function signedIn(ctx: AppContext, rc: RequestContext) {
  const session = ctx.sessions.current(rc);
  const user = session ? ctx.users.byId(session.userId) : undefined;
  return user && user.status === 'NORMAL' ? user : undefined;
}

/** The site a standalone member page is for: `?site=`, else the `hng` cookie's, else SG. */
export function memberPageSite(rc: RequestContext): Site {
  const asked = (rc.url.searchParams.get('site') ?? '').toUpperCase();
  if (isSiteCode(asked)) return getSite(asked);
  return getSite(parseHng(rc.cookies.get(HNG_COOKIE))?.site ?? DEFAULT_SITE);
}

function setHng(rc: RequestContext, site: Site, language: string): void {
  rc.setCookie(HNG_COOKIE, formatHng({ site: site.code, language }), { maxAge: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 });
}

function redirectTo(rc: RequestContext, location: string): void {
  rc.res.statusCode = 303;
  rc.res.setHeader('Location', location);
  rc.res.setHeader('Cache-Control', 'no-store');
  rc.res.end();
}

/* -------------------------------------------------------------------------------------------------------------- */
/* The header                                                                                                      */

interface HeaderOptions {
  readonly site: Site;
  readonly origin: string;
  /** The page to come back to after login (absolute). */
  readonly here: string;
  readonly query?: string;
  /** The language the `hng` cookie names for this site. */
  readonly language: string;
  /**
   * Dev mode: the `?app=1` fake app bridge may log in as the site's seed buyer, so the page names that account and
   * its published password. Outside dev mode there is no seed account and the page names none (issue 23 finding 3).
   */
  readonly dev: boolean;
}

export const sitePath = (site: Site, rest = '') => `${DEMO_PREFIX}${site.code.toLowerCase()}${rest}`;

function cartCount(): number {
  return CART.reduce((sum, line) => sum + line.quantity, 0);
}

function renderHeader(options: HeaderOptions): SafeHtml {
  const { site, origin, here, language, dev } = options;
  const home = sitePath(site);
  const login = `${origin}${STANDALONE_PATHS.login}?redirect=${encodeURIComponent(here)}`;
  const register = `${origin}${STANDALONE_PATHS.register}?redirect=${encodeURIComponent(here)}`;
  const count = cartCount();
  const languages = site.languages.map(
    (tag) => html`<li><a href="${home}?lang=${encodeURIComponent(tag)}" hreflang="${tag}" lang="${tag}"${
      tag === language ? html` aria-current="true"` : ''
    }>${LANGUAGE_NAMES[tag] ?? tag}</a></li>`,
  );
  return html`<header class="demo-header">
<div class="demo-header__top">
<p class="demo-header__tagline">Free delivery on your first order in ${SITE_NAMES[site.code]}</p>
<nav class="demo-langs" aria-label="Language"><ul>${languages}</ul></nav>
</div>
<div class="demo-header__bar">
<a class="demo-logo" href="${home}"><span class="demo-logo__mark" aria-hidden="true"></span><span class="demo-logo__text">shop<span class="demo-logo__tld">.${site.code.toLowerCase()}</span></span></a>
<form class="demo-search" role="search" action="${home}" method="get">
<label class="demo-visually-hidden" for="demo-search-input">Search products</label>
<input id="demo-search-input" class="demo-search__input" type="search" name="q" value="${options.query ?? ''}" placeholder="Search in shop.${site.code.toLowerCase()}" autocomplete="off">
<button class="demo-search__button" type="submit">Search</button>
</form>
<div class="demo-account" id="demo-account" data-site="${site.code}" data-user-cookie="${USER_ID_COOKIE}" data-menu="${accountMenuPath()}" data-package="${browserApiPath()}"${
    dev ? html` data-demo-login="${SITE_BUYERS[site.code].email}" data-demo-password="${SEED_PASSWORD}"` : ''
  }>
<div class="demo-account__guest" data-demo-guest>
<a class="demo-account__link" href="${login}" data-member-login>Log in</a>
<a class="demo-account__link demo-account__link--strong" href="${register}" data-member-signup>Sign up</a>
</div>
</div>
<a class="demo-cart" href="${sitePath(site, '/cart')}" aria-label="Cart, ${count} items"><svg class="demo-cart__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9c.8 0 1.4-.4 1.7-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16c-.5 1 .2 2 1.3 2H19v-2H7.4l.8-2z"/></svg><span class="demo-cart__count">${count}</span></a>
</div>
</header>`;
}

/**
 * The popup runtime of the demo pages: lite (preact/compat, the loader's default), or `MEMBER_RUNTIME=react` for
 * React (the loader's `data-runtime="react"`). `npm test` runs the whole end-to-end suite on lite, then the popup's
 * flows (the files listed in scripts/test.mjs REACT_E2E_FILES) again on React.
 */
export const demoRuntime = (): 'lite' | 'react' => (process.env.MEMBER_RUNTIME === 'react' ? 'react' : 'lite');

/** The loader tag (spec: one async script; configuration from its data- attributes). */
function loaderTag(site: Site, nonce: string): SafeHtml {
  return html`<script async src="${LOADER_PATH}" data-site="${site.code}" data-env="local" data-css-version="${STYLESHEET_VERSION}" data-nonce="${nonce}" data-base="${DIST_BASE}" data-runtime="${demoRuntime()}" data-social-authorize="/oauth/authorize" nonce="${nonce}"></script>`;
}

/** The developer panel (analytics queue, monitor, `?app=1` fake app bridge, dev switches), then the header. */
function headerScript(nonce: string): SafeHtml {
  return html`<script type="module" src="${assetUrl(DEMO_ASSETS.dev)}" nonce="${nonce}"></script>
<script type="module" src="${assetUrl(DEMO_ASSETS.header)}" nonce="${nonce}"></script>`;
}

export function footer(site: Site): SafeHtml {
  return html`<footer class="demo-footer"><p>Demo marketplace for ${SITE_NAMES[site.code]}, served by the reference member server. Prices are examples.</p>
<p><a href="/privacy-policy/">Privacy Policy</a> · <a href="/terms-of-use/">Terms of Use</a> · <a href="/">Reference server</a></p></footer>`;
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Pages                                                                                                           */

function productTile(product: Product, site: Site): SafeHtml {
  const titleId = `product-${product.id}`;
  return html`<li class="demo-tile">
<article aria-labelledby="${titleId}">
<img class="demo-tile__picture" src="${assetUrl(`${PRODUCT_DIR}${product.picture}.svg`)}" alt="" width="160" height="160">
<h3 class="demo-tile__name" id="${titleId}">${product.name}</h3>
<p class="demo-tile__price">${formatPrice(product.usd, site)}</p>
<p class="demo-tile__meta"><span>${product.rating.toFixed(1)} of 5 stars</span> · <span>${product.sold.toLocaleString('en')} sold</span></p>
</article>
</li>`;
}

/** The page's language: the `hng` cookie's when it names this site, else the site's default (then written). */
export function pageLanguage(rc: RequestContext, site: Site): string {
  const hng = parseHng(rc.cookies.get(HNG_COOKIE));
  if (hng && hng.site === site.code) return hng.language;
  const language = site.languages[0]!;
  setHng(rc, site, language);
  return language;
}

function homePage(rc: RequestContext, site: Site, dev: boolean): void {
  const asked = rc.url.searchParams.get('lang');
  if (asked !== null) {
    const language = matchSiteLanguage(site, asked);
    if (language) setHng(rc, site, language);
    const back = new URLSearchParams(rc.url.searchParams);
    back.delete('lang');
    const rest = back.toString();
    redirectTo(rc, `${sitePath(site)}${rest ? `?${rest}` : ''}`);
    return;
  }
  const language = pageLanguage(rc, site);
  const origin = requestOrigin(rc);
  const query = (rc.url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const found = query ? PRODUCTS.filter((p) => p.name.toLowerCase().includes(query.toLowerCase())) : PRODUCTS;
  const here = `${origin}${sitePath(site)}${query ? `?q=${encodeURIComponent(query)}` : ''}`;
  const nonce = newNonce();
  sendDocument(rc, {
    title: `shop.${site.code.toLowerCase()}: online shopping in ${SITE_NAMES[site.code]}`,
    nonce,
    head: html`${headerScript(nonce)}
${loaderTag(site, nonce)}`,
    body: html`${renderHeader({ site, origin, here, query, language, dev })}
<main class="demo-main" id="main">
<section class="demo-hero" aria-labelledby="hero-title">
<h1 id="hero-title">Mid-year sale in ${SITE_NAMES[site.code]}</h1>
<p>Up to 50% off on thousands of items. Log in to see your vouchers.</p>
</section>
<section aria-labelledby="products-title">
<h2 id="products-title">${query ? `Results for "${query}"` : 'Just for you'}</h2>
${
  found.length
    ? html`<ul class="demo-tiles">${found.map((p) => productTile(p, site))}</ul>`
    : html`<p class="demo-empty">No products match "${query}". <a href="${sitePath(site)}">See all products</a>.</p>`
}
</section>
</main>
${footer(site)}`,
  });
}

/** A plain page of the demo shop (its header, a main part, the footer) at /demo/<site><rest>. */
function shopPage(rc: RequestContext, site: Site, dev: boolean, rest: string, title: string, main: SafeHtml): void {
  const language = pageLanguage(rc, site);
  const origin = requestOrigin(rc);
  const nonce = newNonce();
  sendDocument(rc, {
    title: `${title} · shop.${site.code.toLowerCase()}`,
    nonce,
    head: html`${headerScript(nonce)}
${loaderTag(site, nonce)}`,
    body: html`${renderHeader({ site, origin, here: `${origin}${sitePath(site, rest)}`, language, dev })}
<main class="demo-main" id="main">
${main}
<p><a href="${sitePath(site)}">Continue shopping</a></p>
</main>
${footer(site)}`,
  });
}

function cartPage(rc: RequestContext, site: Site, dev: boolean): void {
  const lines = CART.map(({ product: id, quantity }) => {
    const product = productById(id);
    return html`<li class="demo-line"><img class="demo-line__picture" src="${assetUrl(`${PRODUCT_DIR}${product.picture}.svg`)}" alt="" width="64" height="64">
<span class="demo-line__name">${product.name}</span><span class="demo-line__qty">Qty ${quantity}</span><span class="demo-line__price">${formatPrice(product.usd * quantity, site)}</span></li>`;
  });
  const total = CART.reduce((sum, line) => sum + productById(line.product).usd * line.quantity, 0);
  shopPage(rc, site, dev, '/cart', 'Cart', html`<h1>Your cart</h1>
<ul class="demo-lines">${lines}</ul>
<p class="demo-total">Total <strong>${formatPrice(total, site)}</strong></p>`);
}

/** The wishlist (the reset-success view's shortcut in the local environment, config/shop-pages.ts). */
function wishlistPage(rc: RequestContext, site: Site, dev: boolean): void {
  shopPage(rc, site, dev, '/wishlist', 'Wishlist', html`<h1>Your wishlist</h1>
<p>Nothing saved yet: the heart on a product keeps it here.</p>`);
}

function accountPage(ctx: AppContext, rc: RequestContext, site: Site): void {
  const origin = requestOrigin(rc);
  const here = `${origin}${sitePath(site, '/account')}`;
  const user = signedIn(ctx, rc);
  if (!user) {
    // Spec §2.4: a logged-out visitor who reaches something that needs login goes to the login page.
    redirectTo(rc, `${STANDALONE_PATHS.login}?site=${site.code.toLowerCase()}&redirect=${encodeURIComponent(here)}`);
    return;
  }
  const language = pageLanguage(rc, site);
  const orders = ctx.db
    .prepare('SELECT order_no, placed_at, items, total FROM guest_orders WHERE user_id = ? ORDER BY placed_at DESC')
    .all(user.id) as Array<{ order_no: string; placed_at: number; items: number; total: string }>;
  // The buyer's own orders (the account dashboard's "Manage" links to each: #order-<number>, issue 27 #6).
  const own = ctx.db
    .prepare(
      'SELECT o.order_no, o.placed_at, o.currency, o.total, (SELECT COALESCE(SUM(quantity), 0) FROM order_items i WHERE i.order_no = o.order_no) AS items FROM orders o WHERE o.user_id = ? ORDER BY o.placed_at DESC',
    )
    .all(user.id) as Array<{ order_no: string; placed_at: number; currency: string; total: number; items: number }>;
  const rows = [
    ...own.map((o) => ({ orderNo: o.order_no, placedAt: o.placed_at, items: o.items, total: `${o.currency} ${o.total.toFixed(2)}` })),
    ...orders.map((o) => ({ orderNo: o.order_no, placedAt: o.placed_at, items: o.items, total: o.total })),
  ];
  const nonce = newNonce();
  const detail = (term: string, value: string | null) =>
    html`<div class="demo-detail"><dt>${term}</dt><dd>${value && value.trim() ? value : 'Not set'}</dd></div>`;
  sendDocument(rc, {
    title: `My account · shop.${site.code.toLowerCase()}`,
    nonce,
    head: html`${headerScript(nonce)}
${loaderTag(site, nonce)}`,
    body: html`${renderHeader({ site, origin, here, language, dev: ctx.dev })}
<main class="demo-main" id="main">
<h1>My account</h1>
<section aria-labelledby="profile-title" class="demo-card">
<h2 id="profile-title">Profile</h2>
<dl class="demo-details">
${detail('Name', user.name)}
${detail('Email', user.email)}
${detail('Phone', user.phone)}
${detail('Gender', user.gender)}
${detail('Birthday', user.birthday)}
</dl>
</section>
<section aria-labelledby="orders" class="demo-card">
<h2 id="orders" tabindex="-1">Orders</h2>
${
  rows.length
    ? html`<table class="demo-orders"><thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Items</th><th scope="col">Total</th></tr></thead>
<tbody>${rows.map(
        (o) =>
          html`<tr id="order-${o.orderNo}" class="demo-orders__row"><th scope="row">${o.orderNo}</th><td>${new Date(o.placedAt).toISOString().slice(0, 10)}</td><td>${o.items}</td><td>${o.total}</td></tr>`,
      )}</tbody></table>`
    : html`<p>No orders yet. <a href="${sitePath(site)}">Start shopping</a>.</p>`
}
</section>
</main>
${footer(site)}`,
  });
}

/* -------------------------------------------------------------------------------------------------------------- */

export function demoPagesModule(): RouteModule {
  return ({ ctx, router }) => {
    registerAssets(router);
    for (const code of SITE_CODES) {
      const site = getSite(code);
      router.add('GET', sitePath(site), (rc) => homePage(rc, site, ctx.dev));
      router.add('GET', sitePath(site, '/cart'), (rc) => cartPage(rc, site, ctx.dev));
      router.add('GET', sitePath(site, '/wishlist'), (rc) => wishlistPage(rc, site, ctx.dev));
      router.add('GET', sitePath(site, '/account'), (rc) => accountPage(ctx, rc, site));
    }
  };
}
