// The account area's calls over real HTTP with the package's own clients (createAccountServices on member.call):
// the session requirement, CSRF, the identity step, codes to the new address, "must differ", password changes that
// end the other sessions, wrong-password limits, the stored promotions opt-in of sign-up, and the seeded orders.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS, createAccountServices } from '../../src/api/account.js';
import * as accountServer from '../../src/account/server.js';
import { accountModule, embeddedJson } from './account-routes.js';
import { demoPagesModule } from './demo-pages.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { getPage, latestCode, openBrowser, outbox, passSlider, rawJson, rejection, startTestServer, type Browser, type TestServer } from './testing.js';

let t: TestServer;
// Each test logs in (RSA in the client, scrypt on the server): on a loaded 2-core machine the first one can take seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  // The dashboard renderer from the sources (the built one is dist/server/member-account-server.js, e2e).
  t = await startTestServer({ modules: [demoPagesModule(), accountModule({ renderer: accountServer })] });
});
afterAll(async () => {
  await t.dispose();
});

async function loggedIn(site: keyof typeof SITE_BUYERS, loginName = SITE_BUYERS[site].email, password = SEED_PASSWORD) {
  const b = openBrowser(t.url, { site });
  await b.member.login({ loginName, password });
  return { b, account: createAccountServices(b.member, b.config) };
}

const accountOf = (b: Browser) => createAccountServices(b.member, b.config);

describe('account calls: protections', () => {
  it('answers PL-USER-SESSION-EXPIRED (401) without a session, on every call', async () => {
    const b = openBrowser(t.url);
    const account = accountOf(b);
    for (const call of [
      () => account.overview(),
      () => account.updatePromotions({ sms: true }),
      () => account.sendIdentityCode({ channel: 'email', resend: false }),
      () => account.changeContact({ kind: 'email', value: 'x@example.com', code: '123456', token: 't' }),
    ]) {
      expect(await rejection(call())).toMatchObject({ kind: 'business', key: 'PL-USER-SESSION-EXPIRED', status: 401 });
    }
  });

  it('refuses a POST without the CSRF token (the attack: a cross-site form switching the opt-ins)', async () => {
    const { b } = await loggedIn('MY');
    const response = await rawJson(b, `/${ACCOUNT_PATHS.updatePromotions}`, { body: JSON.stringify({ sms: true }) });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, errorCode: { key: 'CSRF_TOKEN_INVALID' } });
    expect((await accountOf(b).overview()).user.enableSmsNewsletter).toBe(false);
  });

  it('limits wrong current passwords like login does', async () => {
    const { account } = await loggedIn('TH');
    const answers: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push((await rejection(account.verifyIdentity({ method: 'PASSWORD', password: `Wrong${i}!pass` }))).key ?? '');
    }
    // The login's throttle (throttle.ts, issue 12): 5 evaluated failures, then growing delays for this address.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('PL-USER-PASSWORD-INCORRECT'));
    expect(new Set(answers.slice(5))).toEqual(new Set(['PL-USER-LOGIN-TOO-MANY-ATTEMPTS']));
    // Even the right password waits for the delay to pass.
    expect(await rejection(account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD }))).toMatchObject({ key: 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS' });
  });
});

describe('overview, profile and promotions', () => {
  it('gives the buyer and the seeded orders with items and CDN thumbnails', async () => {
    const { account } = await loggedIn('SG');
    const { user, orders } = await account.overview();
    expect(user).toMatchObject({ email: 'buyer.sg@example.com', phone: '91234567', hasPassword: true, nickname: '' });
    expect(orders).toHaveLength(3);
    expect(orders[0]!.placedAt).toBeGreaterThan(orders[1]!.placedAt);
    expect(orders[1]).toMatchObject({ currency: 'SGD', items: [{ name: 'Everyday running shoes', quantity: 1 }, { quantity: 2 }] });
    expect(orders[0]!.items[0]!.image).toBe(`${t.url}/cdn/products/headphones.png`);
    const picture = await fetch(`${orders[0]!.items[0]!.image}_200x200q80.png_.webp`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('saves the profile with the §5 rules, and keeps an untouched birthday empty', async () => {
    const { account } = await loggedIn('PH');
    expect(await rejection(account.updateProfile({ name: 'Maria', nickname: '', gender: '', birthday: '' }))).toMatchObject({
      key: 'PL-USER-INPUT-INVALID',
      data: { field: 'name', messageKey: 'validation.fullName.words' },
    });
    expect(await rejection(account.updateProfile({ name: 'Maria Santos', nickname: '<b>', gender: '', birthday: '' }))).toMatchObject({
      data: { field: 'nickname', messageKey: 'account.validation.nickname.invalid' },
    });
    const user = await account.updateProfile({
      name: 'Maria Clara Santos',
      nickname: 'Clara',
      gender: 'female',
      birthday: '',
      taxId: '123-456-789',
      branchId: '000',
      messagingPin: '246810',
    });
    expect(user).toMatchObject({ name: 'Maria Clara Santos', nickname: 'Clara', gender: 'female', birthday: '', taxId: '123-456-789', hasPinCode: true });
    expect(JSON.stringify(user)).not.toContain('246810');
    // A market without a branch id refuses one.
    const sg = await loggedIn('SG');
    expect(await rejection(sg.account.updateProfile({ name: 'Tan Wei Ling', nickname: '', gender: '', birthday: '', branchId: '1' }))).toMatchObject({
      key: 'PL-PARAM-INVALID',
    });
  });

  it('switches the promotion opt-ins', async () => {
    const { account } = await loggedIn('VN');
    expect(await account.updatePromotions({ sms: true })).toMatchObject({ enableSmsNewsletter: true, enableNewsletter: false });
    expect(await account.updatePromotions({ email: true, sms: false })).toMatchObject({ enableSmsNewsletter: false, enableNewsletter: true });
  });

  it('stores the promotions opt-in a phone sign-up sent with its code request', async () => {
    const b = openBrowser(t.url, { site: 'SG' });
    const sliderToken = await passSlider(b);
    await b.member.sendCode({
      type: 'OTP_REGISTER',
      phone: '91239876',
      deliveryType: 'SMS',
      resend: false,
      checkRisk: true,
      sliderToken,
      promotionSms: true,
      promotionEmail: false,
    });
    const code = await latestCode(t.url, '+6591239876');
    await b.member.loginByCode({ type: 'OTP_REGISTER', phone: '91239876', code, deliveryType: 'SMS' });
    expect((await accountOf(b).overview()).user).toMatchObject({ enableSmsNewsletter: true, enableNewsletter: false });
  });
});

describe('e-mail and mobile change', () => {
  it('needs the identity step, a different and free address, and the new address\'s code', async () => {
    const { b, account } = await loggedIn('ID');
    // No token: refused.
    expect(await rejection(account.sendContactCode({ kind: 'email', value: 'new.id@example.com', token: 'forged', resend: false }))).toMatchObject({
      key: 'PL-USER-VERIFICATION-EXPIRED',
    });
    const { token } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    // Must differ, must be free.
    expect(await rejection(account.sendContactCode({ kind: 'email', value: 'BUYER.id@example.com', token, resend: false }))).toMatchObject({
      data: { field: 'email', messageKey: 'validation.email.same' },
    });
    expect(await rejection(account.sendContactCode({ kind: 'email', value: SITE_BUYERS.SG.email, token, resend: false }))).toMatchObject({
      key: 'PL-USER-EMAIL-EXIST',
    });
    await account.sendContactCode({ kind: 'email', value: 'new.id@example.com', token, resend: false });
    const code = await latestCode(t.url, 'new.id@example.com');
    // The e-mail says what the code is for: adding this e-mail address, not "this phone" (issue 27).
    const [sent] = await outbox(t.url, 'new.id@example.com');
    expect(sent?.text).toContain('to add this email address to your account');
    expect(sent?.text).not.toMatch(/phone/i);
    // The token is bound to the address the code went to.
    expect(await rejection(account.changeContact({ kind: 'email', value: 'other.id@example.com', code, token }))).toMatchObject({
      key: 'PL-USER-VERIFICATION-EXPIRED',
    });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await rejection(account.changeContact({ kind: 'email', value: 'new.id@example.com', code: wrong, token }))).toMatchObject({
      key: 'PL-USER-CODE-INCORRECT',
    });
    expect(await account.changeContact({ kind: 'email', value: 'new.id@example.com', code, token })).toMatchObject({ email: 'new.id@example.com' });
    // Spent: the same token and code do not work twice.
    expect(await rejection(account.changeContact({ kind: 'email', value: 'new.id@example.com', code, token }))).toMatchObject({
      key: 'PL-USER-VERIFICATION-EXPIRED',
    });
    // The new e-mail logs in.
    const again = openBrowser(t.url, { site: 'ID' });
    expect(await again.member.login({ loginName: 'new.id@example.com', password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
    expect(b.jar.get('member_sid')).toBeDefined();
  });

  it('changes the mobile with a code to the old one first (identity by code), then one to the new number', async () => {
    const { account } = await loggedIn('MY');
    const sent = await account.sendIdentityCode({ channel: 'phone', resend: false });
    expect(sent.identifier).toMatch(/^\+60 1\*+/);
    const old = await latestCode(t.url, '+60123456789');
    const { token } = await account.verifyIdentity({ method: 'CODE', channel: 'phone', code: old });
    expect(await rejection(account.sendContactCode({ kind: 'phone', value: '123456789', token, resend: false }))).toMatchObject({
      data: { field: 'phone' },
    });
    await account.sendContactCode({ kind: 'phone', value: '129876543', token, resend: false });
    const code = await latestCode(t.url, '+60129876543');
    expect(await account.changeContact({ kind: 'phone', value: '129876543', code, token })).toMatchObject({ phone: '129876543' });
  });

  it('lets a change token expire after 5 minutes', async () => {
    const { account } = await loggedIn('BD');
    const { token } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    t.clock.advance(5 * 60_000 + 1);
    expect(await rejection(account.sendContactCode({ kind: 'email', value: 'late.bd@example.com', token, resend: false }))).toMatchObject({
      key: 'PL-USER-VERIFICATION-EXPIRED',
    });
  });
});

describe('password change', () => {
  it('checks the current password and the new-password rule, then ends every other session', async () => {
    const first = await loggedIn('LK');
    const second = await loggedIn('LK');
    expect(await rejection(first.account.changePassword({ currentPassword: 'Nope1!nope', newPassword: 'Brand~New42' }))).toMatchObject({
      key: 'PL-USER-PASSWORD-INCORRECT',
    });
    expect(await rejection(first.account.changePassword({ currentPassword: SEED_PASSWORD, newPassword: 'short' }))).toMatchObject({
      data: { field: 'newPassword' },
    });
    expect(await rejection(first.account.changePassword({ currentPassword: SEED_PASSWORD, newPassword: SEED_PASSWORD }))).toMatchObject({
      data: { messageKey: 'validation.newPassword.sameAsCurrent' },
    });
    await first.account.changePassword({ currentPassword: SEED_PASSWORD, newPassword: 'Brand~New42' });
    // This browser stays logged in; the other device is logged out.
    expect((await first.account.overview()).user.email).toBe(SITE_BUYERS.LK.email);
    expect(await rejection(second.account.overview())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    const b = openBrowser(t.url, { site: 'LK' });
    expect(await b.member.login({ loginName: SITE_BUYERS.LK.email, password: 'Brand~New42' })).toMatchObject({ loginSuccess: true });
    // The passwords travelled encrypted: no clear text in any request the client made.
    expect(first.b.fetch.calls.join(' ')).not.toContain('Brand~New42');
  });
});

describe('/user/profile', () => {
  it('serves the shell that mounts the account entry, under a strict nonce CSP', async () => {
    const b = openBrowser(t.url);
    const page = await getPage(b, '/user/profile?site=th');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(page.html).toMatch(/data-package="\/dist\/browser\/member-account(?:-[\w-]{8})?\.js"/);
    expect(page.html).toContain('data-site="TH"');
    expect(page.html).toContain('/dist/styles/member-account-0.0.2.css');
    // The glue script is named by its content hash and cached for good under that name (a repeat visit: no 304).
    const [, src, scriptNonce] = /src="(\/static\/demo\/account-page\.js\?v=[\w-]{22})" nonce="([^"]+)"/.exec(page.html) ?? [];
    expect(scriptNonce).toBe(nonce);
    expect(src).toBeDefined();
    expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    expect(page.html).not.toMatch(/\sstyle=/i);
    const script = await b.fetch(`${t.url}${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toContain('mountProfilePage');
    // Without the current hash (an old page, a hand-typed address) it is revalidated on each use, as before.
    expect((await b.fetch(`${t.url}/static/demo/account-page.js?v=old`)).headers.get('cache-control')).toBe('no-cache');
  });

  const embedded = (html: string): unknown => {
    const match = /<script type="application\/json" id="account-data">([^<]*)<\/script>/.exec(html);
    return match ? JSON.parse(match[1]!) : undefined;
  };

  it("embeds the session's own dashboard data (the overview module) as a JSON block, never stored by a cache", async () => {
    const { b, account } = await loggedIn('SG');
    const page = await getPage(b, '/user/profile?site=sg');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const data = embedded(page.html) as { user: { email: string }; orders: unknown[]; addresses: unknown[] };
    expect(data.user.email).toBe(SITE_BUYERS.SG.email);
    // The same module as the GET overview call: one shape, parsed by the same code.
    const called = await account.overview();
    expect(data.orders).toHaveLength(called.orders.length);
    expect(data.addresses).toEqual([]);
    // The only script without src is the JSON block (not executed: the CSP holds).
    expect(page.html.match(/<script(?![^>]*\ssrc=)[^>]*>/gi)).toEqual(['<script type="application/json" id="account-data">']);
  });

  it('embeds nothing for a signed-out request, and never another account\'s data (attack)', async () => {
    const signedOut = await getPage(openBrowser(t.url), '/user/profile?site=sg');
    expect(signedOut.status).toBe(200);
    expect(embedded(signedOut.html)).toBeUndefined();
    expect(signedOut.html).not.toContain(SITE_BUYERS.SG.email);
    // Two buyers on one server: each page carries its own session's buyer only, whatever the site asked for.
    const sg = await loggedIn('SG');
    const my = await loggedIn('MY');
    const mine = await getPage(my.b, '/user/profile?site=sg');
    expect((embedded(mine.html) as { user: { email: string } }).user.email).toBe(SITE_BUYERS.MY.email);
    expect(mine.html).not.toContain(SITE_BUYERS.SG.email);
    // A session ended by logout embeds nothing any more.
    await sg.b.member.logout();
    expect(embedded((await getPage(sg.b, '/user/profile?site=sg')).html)).toBeUndefined();
  });

  it('renders the dashboard of the session\'s buyer into the page (issue 28 item 3), in the site\'s language, with no inline script or style', async () => {
    const { b, account } = await loggedIn('SG');
    const page = await getPage(b, '/user/profile?site=sg');
    const [, rendered] = /<div id="account-page" data-rendered="">([\s\S]*?)<\/div>\n<script type="application\/json"/.exec(page.html) ?? [];
    expect(rendered).toBeDefined();
    const overview = await account.overview();
    expect(overview.orders.length).toBeGreaterThan(0);
    // Every order with its thumbnails as images in the HTML (they load before any script), and the buyer.
    for (const order of overview.orders) expect(rendered).toContain(order.orderNo);
    expect(rendered!.match(/<img class="mp-account-order__thumb" src="[^"]+"/g)?.length).toBe(overview.orders.flatMap((o) => o.items).length);
    expect(rendered).toContain(overview.user.name);
    expect(rendered).toContain('class="mp-default-addresses"');
    expect(rendered).toMatch(/<a class="mp-account-nav__link" href="#dashboard" aria-current="page">/);
    // The status has nothing to wait for; the other sub-pages' :target marks come before the page (demo.css).
    expect(page.html).toContain('<p class="demo-member__status demo-account-status--idle" data-account-status role="status">');
    expect(page.html).toMatch(/<div class="demo-account-marks" hidden>(<i id="[\w-]+"><\/i>)+<\/div>/);
    expect(page.html).toContain('<i id="security"></i>');
    expect(page.html).not.toContain('<i id="dashboard">');
    expect(page.html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    expect(page.html.match(/<script(?![^>]*\ssrc=)[^>]*>/gi)).toEqual(['<script type="application/json" id="account-data">']);

    // The Thai site's page, in Thai (the same session: one more login would meet the bot check).
    const thai = await getPage(b, '/user/profile?site=th');
    expect(thai.html).toMatch(/<div class="mp-root mp-page mp-account-page" lang="th" dir="ltr">/);
  });

  it('escapes what the buyer wrote in the rendered dashboard (attack: a stored name with a script tag)', async () => {
    const { b } = await loggedIn('SG');
    // The profile form refuses such a name; a record from elsewhere (an import, an old client) may still hold one.
    const users = t.server.db.prepare('UPDATE users SET name = ? WHERE email = ?');
    users.run('Mei <script>alert(1)</script>', SITE_BUYERS.SG.email);
    try {
      const page = await getPage(b, '/user/profile?site=sg');
      expect(page.html).toContain('<dd>Mei &lt;script&gt;alert(1)&lt;/script&gt;</dd>');
      expect(page.html).not.toContain('<script>alert(1)');
    } finally {
      users.run(SITE_BUYERS.SG.name, SITE_BUYERS.SG.email);
    }
  });

  it('renders no dashboard for a signed-out request', async () => {
    const page = await getPage(openBrowser(t.url), '/user/profile?site=sg');
    expect(page.html).toContain('<div id="account-page"></div>');
    expect(page.html).not.toContain('demo-account-marks');
    expect(page.html).toMatch(/data-account-status role="status">Loading…/);
  });

  it('writes the JSON so that no value can end the block or start markup', () => {
    const text = embeddedJson({ name: '</script><script>alert(1)</script>&\u2028' }).value;
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>&\u2028' });
  });
});
