/**
 * The account area's calls (the package's ACCOUNT_PATHS, src/api/account.ts) as a route module, with the same
 * protections as login: the member envelope, XMLHttpRequest marker, CSRF on every POST, the bot check (all through
 * member-routes' `createMemberRoute`), a live session on every call (PL-USER-SESSION-EXPIRED, 401, otherwise),
 * passwords RSA-encrypted and rate-limited like login, one-time codes of 5 minutes through the code store (resend
 * after 60 s, 5 tries, per-target and per-address send limits), and every other session of the account ended after
 * a password change.
 *
 * | call                              | does                                                                          |
 * |-----------------------------------|-------------------------------------------------------------------------------|
 * | GET  account/overview             | the buyer (§3.2 + nickname, tax and branch id), the 5 newest orders with items and, with `?country=`, that site's default addresses; also embedded in /user/profile |
 * | POST account/updateProfile        | name (§5, PH 5-50 two words), nickname, gender, birthday, tax/branch id where the market has them, messaging pin |
 * | POST account/updatePromotions     | the SMS / e-mail promotion opt-ins                                            |
 * | POST account/sendIdentityCode     | a code to the account's own e-mail or phone (identity step without a password) |
 * | POST account/verifyIdentity       | password (RSA) or that code → an ACCOUNT_CHANGE token (5 minutes)             |
 * | POST account/sendContactCode      | with the token: a code to a new e-mail or phone (must differ, must be free; "taken" costs a send) |
 * | POST account/changeContact        | with the token and the new address's code: the change                         |
 * | POST account/changePassword       | current password (RSA) or, without one, the token; new password (RSA); ends the other sessions |
 *
 * The module also seeds recent orders for the demo buyers and serves their thumbnails under /cdn/products/ (the
 * local environment's CDN host is this server: the package's image rewriting appends its size/quality suffix, which
 * this stand-in CDN ignores).
 */
import { loginIdentity, reserveLoginAttempt } from './throttle.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_PATHS, SESSION_EXPIRED_KEY } from '../../src/api/account.js';
import { VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import { profileUsesBranchId, profileUsesTaxId } from '../../src/config/account.js';
import { STYLESHEET_VERSION } from '../../src/config/constants.js';
import { getSite, isSiteCode, SITE_CODES, type SiteCode } from '../../src/config/sites.js';
import { validateBirthday } from '../../src/validation/date.js';
import { validateFullName } from '../../src/validation/name.js';
import { validateNewPassword } from '../../src/validation/new-password.js';
import { validateNewPhone, validatePhone } from '../../src/validation/phone.js';
import { validateBranchId, validateTaxId } from '../../src/validation/address.js';
import { isGender, validateNewEmail, validateSmsCode } from '../../src/validation/text.js';
import { validateMessagingPin, validateNickname } from '../../src/validation/profile.js';
import type { AccountKey } from '../../src/i18n/parts/account/en.js';
import accountEn from '../../src/i18n/parts/account/en.js';
import accountMenuEn from '../../src/i18n/parts/account-menu/en.js';
import { currentUser, deliver, maskEmail, maskPhone } from './accounts.js';
import { DEFAULT_MAX_BODY_BYTES, type RouteModule } from './app.js';
import { emailTarget, phoneTarget, refuseAtSendPrice } from './codes.js';
import type { AppContext } from './context.js';
import { announceCredentialChange } from './credential-alerts.js';
import { getMeta, setMeta } from './db.js';
import { BusinessError, KEYS, codeExpired, codeIncorrect, inputInvalid, paramError, text, verificationExpired } from './errors.js';
import { MAX, readBoolean, readEnum, readString, type Body } from './fields.js';
import type { RequestContext } from './http.js';
import { createMemberRoute } from './member-routes.js';
import { revokePendingFlows } from './pending-flows.js';
import { DIST_BASE, accountBundlePath, assetUrl, memberPageSite, newNonce, pageLanguage, requestOrigin, sendDocument, sitePath } from './demo-pages.js';
import { html, notModified, SafeHtml } from './page-kit.js';
import { POPUP_FLOWS_STYLESHEET_PATH, POPUP_STYLESHEET_PATH, builtServerModule, serverRenderBase } from './pages-shell.js';
import { DEFAULT_DIST_DIR, versionedDistUrl } from './demo-site.js';
import { SITE_BUYERS } from './seed.js';
import { defaultAddresses } from './address-routes.js';
import type { Session } from './sessions.js';
import { e164 } from './site.js';
import { normalizeEmail, userJson, type UserRow } from './users.js';
import { OAUTH_AUTHORIZE_PATH } from './oauth-provider.js';

/** Where the order thumbnails are served (the local environment's CDN host is this server). */
export const CDN_PRODUCTS_PREFIX = '/cdn/products/';
/** How many orders the dashboard gets. */
export const RECENT_ORDERS = 5;
/** Keys of this module's errors (the client shows their displayMessage, or its own text for the known ones). */
export const ACCOUNT_KEYS = Object.freeze({
  passwordIncorrect: 'PL-USER-PASSWORD-INCORRECT',
  noContact: 'PL-USER-CONTACT-MISSING',
});

const CONTACT_KINDS = ['email', 'phone'] as const;
type ContactKind = (typeof CONTACT_KINDS)[number];

/** A verdict of the account area's own rules: PL-USER-INPUT-INVALID with the account catalog's English text. */
function accountInputInvalid(field: string, messageKey: AccountKey): BusinessError {
  return new BusinessError(KEYS.inputInvalid, { ...accountEn, ...accountMenuEn }[messageKey], { field, messageKey });
}

function sessionExpired(): BusinessError {
  return new BusinessError(SESSION_EXPIRED_KEY, text('error.session.expired'), undefined, 401);
}

/** The request's session and its live account, or PL-USER-SESSION-EXPIRED. */
export function signedIn(ctx: AppContext, rc: RequestContext): { session: Session; user: UserRow } {
  const session = ctx.sessions.current(rc);
  const user = session ? currentUser(ctx, session) : undefined;
  if (!session || !user) throw sessionExpired();
  return { session, user };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Orders                                                                                                          */

const ORDER_SEED_VERSION = '1';
const DAY = 24 * 60 * 60_000;
/** Demo order lines: picture names of examples/server/public/demo-products, prices in US dollars. */
const SEED_ORDERS = Object.freeze([
  { daysAgo: 3, status: 'SHIPPED', lines: [{ name: 'Wireless over-ear headphones', picture: 'headphones', quantity: 1, usd: 59.9 }] },
  {
    daysAgo: 12,
    status: 'DELIVERED',
    lines: [
      { name: 'Everyday running shoes', picture: 'sneaker', quantity: 1, usd: 42.5 },
      { name: 'Ceramic coffee mug set (4 pcs)', picture: 'mug', quantity: 2, usd: 14.9 },
    ],
  },
  { daysAgo: 40, status: 'DELIVERED', lines: [{ name: 'Indoor plant in a pot', picture: 'plant', quantity: 1, usd: 12.5 }] },
]);
const USD_RATE: Readonly<Record<string, number>> = Object.freeze({
  SGD: 1.35, MYR: 4.7, PHP: 56, THB: 36, IDR: 15800, VND: 24500, PKR: 280, BDT: 110, LKR: 300, MMK: 2100, NPR: 133,
});

/** Seeds three orders for each site's demo buyer, once (a meta mark, so a restart keeps what is there). */
export function seedAccountOrders(ctx: AppContext): void {
  const { db } = ctx;
  if (getMeta(db, 'account_orders_seed') !== undefined) return;
  const now = ctx.now();
  const order = db.prepare('INSERT OR IGNORE INTO orders (order_no, user_id, site, placed_at, currency, total, status) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const item = db.prepare('INSERT OR IGNORE INTO order_items (order_no, position, name, picture, quantity) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const code of SITE_CODES) {
      const user = ctx.users.liveByEmail(SITE_BUYERS[code].email);
      if (!user) continue;
      const site = getSite(code);
      SEED_ORDERS.forEach((seed, index) => {
        const orderNo = `${code}-${String(240_100 + index * 37)}`;
        const usd = seed.lines.reduce((sum, line) => sum + line.usd * line.quantity, 0);
        const total = Math.round(usd * (USD_RATE[site.currency] ?? 1) * 100) / 100;
        order.run(orderNo, user.id, code, now - seed.daysAgo * DAY, site.currency, total, seed.status);
        seed.lines.forEach((line, position) => item.run(orderNo, position, line.name, line.picture, line.quantity));
      });
    }
    setMeta(db, 'account_orders_seed', ORDER_SEED_VERSION);
  })();
}

function recentOrders(ctx: AppContext, user: UserRow, origin: string): Array<Record<string, unknown>> {
  const orders = ctx.db
    .prepare('SELECT order_no, placed_at, currency, total FROM orders WHERE user_id = ? ORDER BY placed_at DESC LIMIT ?')
    .all(user.id, RECENT_ORDERS) as Array<{ order_no: string; placed_at: number; currency: string; total: number }>;
  const items = ctx.db.prepare('SELECT name, picture, quantity FROM order_items WHERE order_no = ? ORDER BY position');
  return orders.map((o) => ({
    orderNo: o.order_no,
    placedAt: o.placed_at,
    currency: o.currency,
    total: o.total,
    // The order's own row on the shop's account page (not the orders heading: issue 27 #6).
    manageUrl: `${origin}/demo/${user.site.toLowerCase()}/account#order-${encodeURIComponent(o.order_no)}`,
    items: (items.all(o.order_no) as Array<{ name: string; picture: string; quantity: number }>).map((i) => ({
      name: i.name,
      quantity: i.quantity,
      image: `${origin}${CDN_PRODUCTS_PREFIX}${i.picture}.png`,
    })),
  }));
}

/** The stand-in CDN: /cdn/products/<name>.png[_<size>x<size>q<quality>….png[_.webp]] → the demo picture. */
function registerCdn(router: Parameters<RouteModule>[0]['router']): void {
  const pictures = new Map<string, { body: Buffer; etag: string }>();
  const dir = new URL('./public/demo-products/', import.meta.url);
  router.addPrefix(['GET', 'HEAD'], CDN_PRODUCTS_PREFIX, (rc) => {
    const name = /^([a-z0-9-]+)\.png(?:_[0-9]+x[0-9]+q[0-9]+(?:s150)?\.png(?:_\.webp)?)?$/.exec(
      rc.url.pathname.slice(CDN_PRODUCTS_PREFIX.length),
    )?.[1];
    let picture = name ? pictures.get(name) : undefined;
    if (name && !picture) {
      try {
        const body = readFileSync(fileURLToPath(new URL(`${name}.svg`, dir)));
        picture = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
        pictures.set(name, picture);
      } catch {
        picture = undefined;
      }
    }
    if (!picture) {
      rc.res.statusCode = 404;
      rc.res.end();
      return;
    }
    if (notModified(rc, picture.etag)) return;
    rc.res.statusCode = 200;
    rc.res.setHeader('Content-Type', 'image/svg+xml');
    rc.res.setHeader('Cache-Control', 'public, max-age=86400');
    rc.res.setHeader('ETag', picture.etag);
    rc.res.setHeader('X-Content-Type-Options', 'nosniff');
    rc.res.end(rc.method === 'HEAD' ? undefined : picture.body);
  });
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Identity and changes                                                                                            */

/**
 * The current password of the account area: the same throttle as the login (throttle.ts), on the same account
 * identity, reserved before the async check.
 */
async function checkPassword(ctx: AppContext, rc: RequestContext, user: UserRow, encrypted: string | undefined): Promise<void> {
  if (!encrypted) throw paramError('The field "encryptPassword" is required.');
  const attempt = await reserveLoginAttempt(ctx, rc, loginIdentity(rc, '', user));
  const password = ctx.rsa.decrypt(encrypted);
  const ok = attempt.settle((await ctx.hasher.verify(password ?? '', user.password_hash)) && password !== null && user.password_hash !== null);
  if (!ok) throw new BusinessError(ACCOUNT_KEYS.passwordIncorrect, text('error.login.incorrect'), { field: 'currentPassword' });
}

/** The account's own address of a kind, as a code target. */
function ownTarget(user: UserRow, channel: ContactKind): string {
  const value = channel === 'email' ? user.email : user.phone;
  if (!value) throw new BusinessError(ACCOUNT_KEYS.noContact, `This account has no ${channel === 'email' ? 'e-mail address' : 'mobile number'}.`);
  return channel === 'email' ? emailTarget(value) : phoneTarget(value);
}

/** A live ACCOUNT_CHANGE token of this account. */
function changeToken(ctx: AppContext, rc: RequestContext, user: UserRow, token: string) {
  const row = ctx.tokens.peek(token, 'ACCOUNT_CHANGE', rc.now);
  if (!row || row.user_id !== user.id) throw verificationExpired();
  return row;
}

/** A new e-mail or phone, normalised and checked (§5: valid, different from the current one). */
function newContact(rc: RequestContext, user: UserRow, kind: ContactKind, value: string, prefix?: string): string {
  if (kind === 'email') {
    const current = user.email ?? '';
    const verdict = validateNewEmail(value, current);
    if (verdict) throw inputInvalid('email', verdict);
    const email = normalizeEmail(value);
    if (email === current) throw inputInvalid('email', 'validation.email.same');
    return email;
  }
  const site = getSite(user.site);
  const { phone } = e164(rc, value, prefix ?? site.phoneCode);
  const verdict = validatePhone(value, site);
  if (verdict || !phone) throw inputInvalid('phone', verdict ?? 'validation.phone.invalid');
  const currentNational = user.phone ? user.phone.replace(`+${site.phoneCode}`, '') : '';
  const different = validateNewPhone(value, currentNational, site);
  if (different || phone === user.phone) throw inputInvalid('phone', different ?? 'validation.phone.same');
  return phone;
}

/** The refusal when a new address is someone else's (or in its cooling period): told only at a send's price. */
function contactTaken(ctx: AppContext, rc: RequestContext, user: UserRow, kind: ContactKind, value: string): BusinessError | undefined {
  const owner = kind === 'email' ? ctx.users.liveByEmail(value) : ctx.users.liveByPhone(value);
  if ((owner && owner.id !== user.id) || ctx.users.inCoolingPeriod(kind, value, rc.now)) {
    return kind === 'email'
      ? new BusinessError(KEYS.emailExist, text('error.emailRegistered'))
      : new BusinessError(KEYS.phoneExist, 'This phone number is already registered to another account.');
  }
  return undefined;
}

const contactTarget = (kind: ContactKind, value: string) => (kind === 'email' ? emailTarget(value) : phoneTarget(value));

/* -------------------------------------------------------------------------------------------------------------- */
/* Profile                                                                                                         */

function readProfile(ctx: AppContext, rc: RequestContext, user: UserRow, body: Body) {
  const site = getSite(user.site);
  const name = readString(body, 'name', { max: MAX.name });
  const nickname = readString(body, 'nickname', { max: MAX.name, required: false }) ?? '';
  const gender = readString(body, 'gender', { max: MAX.label, required: false }) ?? '';
  const birthday = readString(body, 'birthday', { max: MAX.label, required: false }) ?? '';
  const taxId = readString(body, 'taxId', { max: 256, required: false }) ?? '';
  const branchId = readString(body, 'branchId', { max: 256, required: false }) ?? '';
  const pin = readString(body, 'messagingPin', { max: MAX.code, required: false }) ?? '';
  const nameVerdict = validateFullName(name, site);
  if (nameVerdict) throw inputInvalid('name', nameVerdict);
  const nickVerdict = validateNickname(nickname);
  if (nickVerdict) throw accountInputInvalid('nickname', nickVerdict);
  if (gender !== '' && !isGender(gender)) throw inputInvalid('gender', 'validation.gender.invalid');
  if (birthday !== '') {
    const verdict = validateBirthday(birthday, { today: new Date(rc.now) });
    if (verdict) throw inputInvalid('birthday', verdict);
  }
  if (taxId !== '') {
    if (!profileUsesTaxId(site.code)) throw paramError('This market has no tax id on the profile.');
    const verdict = validateTaxId(taxId);
    if (verdict) throw inputInvalid('taxId', verdict);
  }
  if (branchId !== '') {
    if (!profileUsesBranchId(site.code)) throw paramError('This market has no branch id on the profile.');
    const verdict = validateBranchId(branchId);
    if (verdict) throw inputInvalid('branchId', verdict);
  }
  if (pin !== '') {
    const verdict = validateMessagingPin(pin);
    if (verdict) throw accountInputInvalid('messagingPin', verdict);
  }
  return { name: name.trim(), nickname: nickname.trim(), gender: gender || null, birthday: birthday || null, taxId, branchId, pin };
}

/* -------------------------------------------------------------------------------------------------------------- */

/* -------------------------------------------------------------------------------------------------------------- */
/* The dashboard's data                                                                                             */

function hasAddress(ctx: AppContext, user: UserRow): boolean {
  // The address book's table (the address wing) when it exists.
  return (
    ctx.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'addresses'").get() !== undefined &&
    ctx.db.prepare('SELECT 1 FROM addresses WHERE user_id = ? LIMIT 1').get(user.id) !== undefined
  );
}

/**
 * The account overview module: everything the dashboard shows (the buyer with the opt-ins, the recent orders, the
 * default addresses of `country`), in one answer. The GET call returns it; /user/profile embeds it (issue 28).
 */
export function accountOverview(
  ctx: AppContext,
  user: UserRow,
  country: SiteCode | null,
  /** The origin of the order links and thumbnails: the page's own for /user/profile (its CSP's 'self'). */
  origin: string = ctx.origin(),
): Record<string, unknown> {
  return {
    user: userJson(user, { hasAddress: hasAddress(ctx, user) }),
    orders: recentOrders(ctx, user, origin),
    addresses: country ? defaultAddresses(ctx, user.id, country) : [],
  };
}

/** The overview as the text of a `<script type="application/json">`: nothing in it can end the element or start markup. */
export function embeddedJson(value: unknown): SafeHtml {
  const text = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new SafeHtml(text);
}

/* -------------------------------------------------------------------------------------------------------------- */
/* /user/profile                                                                                                    */

export const PROFILE_PAGE_PATH = '/user/profile';
export const ACCOUNT_STYLESHEET_PATH = `${DIST_BASE}/styles/member-account-${STYLESHEET_VERSION}.css`;
/** The address wing's sheet: its section and summary are sub-pages of /user/profile. */
export const ADDRESS_STYLESHEET_PATH = `${DIST_BASE}/styles/member-address-${STYLESHEET_VERSION}.css`;
/** The static module that mounts the menu and the page (served by demo-pages.ts from public/). */
export const ACCOUNT_MOUNT_SCRIPT = 'account-page.js';

/** The package's dashboard renderer (member-popup/account/server): the built one, or one given (tests). */
export type AccountServerRenderer = Pick<typeof import('../../src/account/server.js'), 'renderProfilePage' | 'PROFILE_SECTION_NAMES'>;

/**
 * The page shell of /user/profile, in the shape of the member pages' shell (pages-shell.ts): the popup and account
 * stylesheets, the browser build dist/browser/member-account-<hash>.js (named by the manifest) mounted by public/account-page.js (the header's
 * account menu and the profile page), under the demo's strict nonce CSP. A logged-out visit is sent to the login page
 * by the page itself (it knows the hash of the sub-page to come back to; the server does not).
 *
 * For a live session the page carries the dashboard's data (the overview module of the session's own buyer) as
 * `<script type="application/json" id="account-data">`: not executed, so the CSP allows it. Such a page is the buyer's
 * own: never stored by a cache. The dashboard comes rendered from that same overview (issue 28 item 3: the package's
 * `renderProfilePage`, dist/server/member-account-server.js; an unbuilt tree serves the shell): the hash is not sent,
 * so the server renders the default sub-page, and the mount module hydrates it (`hydrateProfilePage`) when the hash
 * asks for the dashboard, or renders the asked sub-page. Until then an asked sub-page hides the dashboard by CSS alone
 * (no script before the content): one empty, hidden element per other sub-page's hash, which `:target` matches
 * (demo.css); the mount module removes them.
 */
async function profilePage(ctx: AppContext, rc: RequestContext, renderer: () => Promise<AccountServerRenderer | null>): Promise<void> {
  const site = memberPageSite(rc);
  const language = pageLanguage(rc, site);
  const nonce = newNonce();
  const home = sitePath(site);
  const session = ctx.sessions.current(rc);
  const user = session ? currentUser(ctx, session) : undefined;
  const overview = user ? accountOverview(ctx, user, site.code, requestOrigin(rc)) : undefined;
  const server = overview ? await renderer() : null;
  const rendered =
    overview && server
      ? await server
          .renderProfilePage({ ...serverRenderBase(rc, site, language, home), overview })
          .catch((error: unknown) => {
            console.error('/user/profile: the dashboard could not be rendered on the server', error);
            return null;
          })
      : null;
  const data = overview ? html`<script type="application/json" id="account-data">${embeddedJson(overview)}</script>` : '';
  const marks = rendered && server
    ? html`<div class="demo-account-marks" hidden>${server.PROFILE_SECTION_NAMES.slice(1).map((name) => html`<i id="${name}"></i>`)}</div>
`
    : '';
  sendDocument(rc, {
    title: `My account · shop.${site.code.toLowerCase()}`,
    nonce,
    headers: { 'Cache-Control': 'no-store' },
    head: html`<link rel="stylesheet" href="${versionedDistUrl(POPUP_STYLESHEET_PATH)}" nonce="${nonce}">
<link rel="stylesheet" href="${versionedDistUrl(POPUP_FLOWS_STYLESHEET_PATH)}" nonce="${nonce}">
<link rel="stylesheet" href="${versionedDistUrl(ACCOUNT_STYLESHEET_PATH)}" nonce="${nonce}">
<link rel="stylesheet" href="${versionedDistUrl(ADDRESS_STYLESHEET_PATH)}" nonce="${nonce}">
<link rel="modulepreload" href="${accountBundlePath()}" nonce="${nonce}">
<script type="module" src="${assetUrl(ACCOUNT_MOUNT_SCRIPT)}" nonce="${nonce}"></script>`,
    body: html`<header class="demo-header"><div class="demo-header__bar">
<a class="demo-logo" href="${home}"><span class="demo-logo__mark" aria-hidden="true"></span><span class="demo-logo__text">shop<span class="demo-logo__tld">.${site.code.toLowerCase()}</span></span></a>
<div class="demo-account" id="account-menu"></div>
</div></header>
<div id="account-app" data-site="${site.code}" data-language="${language}" data-package="${accountBundlePath()}" data-home="${home}" data-authorize="${OAUTH_AUTHORIZE_PATH}">
${marks}<p class="demo-member__status${rendered ? ' demo-account-status--idle' : ''}" data-account-status role="status">Loading…</p>
<div id="account-page"${rendered ? html` data-rendered=""` : ''}>${rendered ? new SafeHtml(rendered) : ''}</div>
${data}
<noscript><p>This page needs JavaScript. <a href="${home}">Back to home</a>.</p></noscript>
</div>`,
  });
}

export interface AccountModuleOptions {
  /** The dist/ folder whose server renderer draws the dashboard (default the repository's). */
  readonly distDir?: string;
  /** The renderer itself (tests: the sources'); default the built dist/server/member-account-server.js. */
  readonly renderer?: AccountServerRenderer | null;
}

export function accountModule(options: AccountModuleOptions = {}): RouteModule {
  const given = options.renderer;
  const renderer =
    given !== undefined
      ? () => Promise.resolve(given)
      : builtServerModule<AccountServerRenderer>(options.distDir ?? DEFAULT_DIST_DIR, 'member-account-server.js');
  return ({ ctx, router }) => {
    seedAccountOrders(ctx);
    registerCdn(router);
    router.add('GET', PROFILE_PAGE_PATH, (rc) => profilePage(ctx, rc, renderer));
    const route = createMemberRoute(ctx, router, { maxBodyBytes: DEFAULT_MAX_BODY_BYTES });
    const fresh = (user: UserRow) => ({ user: userJson(ctx.users.byId(user.id)!) });
    route('GET', ACCOUNT_PATHS.overview, (rc) => {
      const { user } = signedIn(ctx, rc);
      const country = rc.url.searchParams.get('country');
      return accountOverview(ctx, user, country !== null && isSiteCode(country) ? country : null);
    });

    route('POST', ACCOUNT_PATHS.updateProfile, async (rc, body) => {
      const { user } = signedIn(ctx, rc);
      const profile = readProfile(ctx, rc, user, body);
      const pinHash = profile.pin ? await ctx.hasher.hash(profile.pin) : undefined;
      ctx.db.transaction(() => {
        ctx.db
          .prepare(`UPDATE users SET name = ?, nickname = ?, gender = ?, birthday = ?, tax_id = ?, branch_id = ?,
            messaging_pin_hash = COALESCE(?, messaging_pin_hash), modified_at = ? WHERE id = ?`)
          .run(
            profile.name,
            profile.nickname || null,
            profile.gender,
            profile.birthday,
            profile.taxId || null,
            profile.branchId || null,
            pinHash ?? null,
            rc.now,
            user.id,
          );
      })();
      return fresh(user);
    });

    route('POST', ACCOUNT_PATHS.updatePromotions, (rc, body) => {
      const { user } = signedIn(ctx, rc);
      const sms = readBoolean(body, 'sms');
      const email = readBoolean(body, 'email');
      if (sms === undefined && email === undefined) throw paramError('Send "sms", "email" or both.');
      ctx.db
        .prepare(`UPDATE users SET enable_sms_newsletter = COALESCE(?, enable_sms_newsletter),
          enable_newsletter = COALESCE(?, enable_newsletter), modified_at = ? WHERE id = ?`)
        .run(sms === undefined ? null : Number(sms), email === undefined ? null : Number(email), rc.now, user.id);
      return fresh(user);
    });

    route('POST', ACCOUNT_PATHS.sendIdentityCode, (rc, body) => {
      const { user } = signedIn(ctx, rc);
      readBoolean(body, 'resend');
      const channel = readEnum(body, 'channel', CONTACT_KINDS);
      const target = ownTarget(user, channel);
      const code = ctx.codes.issue({ target, purpose: 'ACCOUNT_IDENTITY', delivery: channel === 'email' ? 'EMAIL' : 'SMS', ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
      deliver(ctx, rc, {
        channel: channel === 'email' ? 'EMAIL' : 'SMS',
        destination: channel === 'email' ? user.email! : user.phone!,
        purpose: 'SECOND_VERIFICATION',
        code,
      });
      return {
        codeLength: ctx.codes.settings.length,
        identifier: channel === 'email' ? maskEmail(user.email!) : maskPhone(user.phone!, user.site),
      };
    });

    route('POST', ACCOUNT_PATHS.verifyIdentity, async (rc, body) => {
      const { user } = signedIn(ctx, rc);
      const method = readEnum(body, 'method', ['PASSWORD', 'CODE'] as const);
      if (method === 'PASSWORD') {
        if (user.password_hash === null) throw paramError('This account has no password: verify with a code.');
        await checkPassword(ctx, rc, user, readString(body, 'encryptPassword', { max: MAX.cipher }));
      } else {
        const channel = readEnum(body, 'channel', CONTACT_KINDS);
        const code = readString(body, 'code', { max: MAX.code });
        if (validateSmsCode(code, ctx.codes.settings.length)) throw codeIncorrect();
        ctx.codes.verify({ target: ownTarget(user, channel), purpose: 'ACCOUNT_IDENTITY', code, client: ctx.csrf.client(rc), now: rc.now, consume: true });
      }
      const token = ctx.tokens.mint({ type: 'ACCOUNT_CHANGE', userId: user.id, data: { method }, ttlMs: VERIFICATION_EXPIRY_MS }, rc.now);
      return { token };
    });

    route('POST', ACCOUNT_PATHS.sendContactCode, (rc, body) => {
      const { user } = signedIn(ctx, rc);
      readBoolean(body, 'resend');
      const kind = readEnum(body, 'kind', CONTACT_KINDS);
      const token = readString(body, 'token', { max: MAX.token });
      const raw = readString(body, 'value', { max: kind === 'email' ? MAX.email : MAX.phone });
      const prefix = readString(body, 'phonePrefixCode', { max: 4, required: false, pattern: /^\+?\d{1,3}$/ });
      const row = changeToken(ctx, rc, user, token);
      const value = newContact(rc, user, kind, raw, prefix);
      // "Taken" costs a send, like sign-up's (issue 23 finding 5): probing stops at the send limits.
      const taken = contactTaken(ctx, rc, user, kind, value);
      if (taken) refuseAtSendPrice(ctx.codes, { target: contactTarget(kind, value), ip: rc.ip, now: rc.now }, taken);
      const code = ctx.codes.issue({
        target: contactTarget(kind, value),
        purpose: 'ACCOUNT_NEW_CONTACT',
        delivery: kind === 'email' ? 'EMAIL' : 'SMS',
        ip: rc.ip,
        client: ctx.csrf.client(rc), now: rc.now,
      });
      // The token now names the address the code went to: the change can only be to that one.
      ctx.tokens.update(token, { ...row.data, kind, value });
      // The message names what is added: an e-mail address is not "this phone" (issue 27).
      deliver(ctx, rc, { channel: kind === 'email' ? 'EMAIL' : 'SMS', destination: value, purpose: kind === 'email' ? 'BIND_EMAIL' : 'BIND_PHONE', code });
      return { codeLength: ctx.codes.settings.length };
    });

    route('POST', ACCOUNT_PATHS.changeContact, (rc, body) => {
      const { session, user } = signedIn(ctx, rc);
      const kind = readEnum(body, 'kind', CONTACT_KINDS);
      const token = readString(body, 'token', { max: MAX.token });
      const raw = readString(body, 'value', { max: kind === 'email' ? MAX.email : MAX.phone });
      const prefix = readString(body, 'phonePrefixCode', { max: 4, required: false, pattern: /^\+?\d{1,3}$/ });
      const code = readString(body, 'code', { max: MAX.code });
      const row = changeToken(ctx, rc, user, token);
      const value = newContact(rc, user, kind, raw, prefix);
      // Only the address the code went to; whether it was taken since is told after its code, not before.
      if (row.data.kind !== kind || row.data.value !== value) throw verificationExpired();
      if (validateSmsCode(code, ctx.codes.settings.length)) throw codeIncorrect();
      const target = contactTarget(kind, value);
      // Checked first without spending (a wrong try is counted and committed), then spent with the change.
      ctx.codes.verify({ target, purpose: 'ACCOUNT_NEW_CONTACT', code, client: ctx.csrf.client(rc), now: rc.now, consume: false });
      ctx.db.transaction(() => {
        if (!ctx.tokens.spend(token, 'ACCOUNT_CHANGE', rc.now)) throw verificationExpired();
        if (ctx.codes.check({ target, purpose: 'ACCOUNT_NEW_CONTACT', code, client: ctx.csrf.client(rc), now: rc.now, consume: true }) !== 'ok') throw codeExpired();
        const taken = contactTaken(ctx, rc, user, kind, value);
        if (taken) throw taken;
        // Before the write: the codes sent to the old address die with the account's other pending flows.
        revokePendingFlows(ctx.db, user.id, kind === 'email' ? 'EMAIL_CHANGED' : 'PHONE_CHANGED', rc.now);
        if (kind === 'email') ctx.db.prepare('UPDATE users SET email = ?, email_confirmed = 1, modified_at = ? WHERE id = ?').run(value, rc.now, user.id);
        else ctx.db.prepare('UPDATE users SET phone = ?, modified_at = ? WHERE id = ?').run(value, rc.now, user.id);
        // A changed recovery channel ends the account's other sessions; this browser gets a fresh one (finding 6).
        ctx.sessions.endAllFor(user.id);
      })();
      ctx.sessions.start(rc, ctx.users.byId(user.id)!, session.loginType);
      announceCredentialChange(ctx, rc, user, { kind, next: value });
      return fresh(user);
    });

    route('POST', ACCOUNT_PATHS.changePassword, async (rc, body) => {
      const { session, user } = signedIn(ctx, rc);
      const encryptedNew = readString(body, 'encryptNewPassword', { max: MAX.cipher });
      const encryptedCurrent = readString(body, 'encryptPassword', { max: MAX.cipher, required: false });
      const token = readString(body, 'token', { max: MAX.token, required: false });
      if (user.password_hash !== null) await checkPassword(ctx, rc, user, encryptedCurrent);
      else if (!token) throw paramError('An account without a password sets one with a change token (verifyIdentity by code).');
      else changeToken(ctx, rc, user, token);
      const password = ctx.rsa.decrypt(encryptedNew);
      if (password === null) throw inputInvalid('newPassword', 'validation.newPassword.rule');
      const verdict = validateNewPassword(password);
      if (verdict) throw inputInvalid('newPassword', verdict);
      if (user.password_hash !== null && (await ctx.hasher.verify(password, user.password_hash))) {
        throw inputInvalid('newPassword', 'validation.newPassword.sameAsCurrent');
      }
      const hash = await ctx.hasher.hash(password);
      ctx.db.transaction(() => {
        if (user.password_hash === null && !ctx.tokens.spend(token!, 'ACCOUNT_CHANGE', rc.now)) throw verificationExpired();
        ctx.users.setPassword(user.id, hash, rc.now);
        // Every other session and every pending flow of the account ends; this browser gets a fresh session.
        revokePendingFlows(ctx.db, user.id, 'PASSWORD_CHANGED', rc.now);
        ctx.sessions.endAllFor(user.id);
      })();
      ctx.sessions.start(rc, ctx.users.byId(user.id)!, session.loginType);
      announceCredentialChange(ctx, rc, user, { kind: 'password', reset: false });
      return {};
    });
  };
}
