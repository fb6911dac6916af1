// The QR phone-app simulator: its page, its phone session, and QR login done end to end with it (a "computer"
// browser generating and polling, the "phone" confirming or rejecting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_CLIENT_ID } from '../../src/api/services.js';
import { PAGE_ASSETS } from './page-kit.js';
import { PHONE_SESSION_COOKIE, qrPhoneModule } from './qr-phone.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import {
  expectStrictPage,
  getPage,
  metaContent,
  oaepEncrypt,
  openBrowser,
  pageCall,
  startTestServer,
  type Browser,
  type TestServer,
  rawHttp,
} from './testing.js';

let t: TestServer;
let pageKey: string;

beforeAll(async () => {
  t = await startTestServer({ modules: [qrPhoneModule()] });
  pageKey = metaContent((await getPage(openBrowser(t.url), '/user/qr-phone')).html, 'member-page-key')!;
});
afterAll(async () => {
  await t.dispose();
});

const api = (name: string) => `/user/qr-phone/api/${name}`;

async function phoneSignIn(phone: Browser, loginName: string, password = SEED_PASSWORD) {
  return pageCall(phone, api('login'), { loginName, password: oaepEncrypt(pageKey, password) });
}

describe('the page', () => {
  it('is a small page under the strict CSP, with its script and stylesheet as files', async () => {
    const b = openBrowser(t.url);
    const page = await getPage(b, '/user/qr-phone?requestId=abc');
    expect(page.status).toBe(200);
    expectStrictPage(page);
    expect(page.html).toContain(`<script src="${PAGE_ASSETS.forms.path}" defer></script>`);
    expect(page.html).toContain(`<script src="${PAGE_ASSETS.qrPhone.path}" defer></script>`);
    expect(page.html).toContain('Confirm login');
    expect(page.html).toContain('Reject');
    for (const asset of [PAGE_ASSETS.forms, PAGE_ASSETS.qrPhone, PAGE_ASSETS.css]) {
      const response = await b.fetch(`${t.url}${asset.path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(asset.type);
      const etag = response.headers.get('etag')!;
      expect((await b.fetch(`${t.url}${asset.path}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
  });
});

describe('the phone session', () => {
  it('signs in with an encrypted password into its own cookie, never the member session', async () => {
    const phone = openBrowser(t.url);
    expect((await pageCall(phone, api('me'))).body.module).toMatchObject({ user: null });
    const signIn = await phoneSignIn(phone, SITE_BUYERS.SG.email);
    expect(signIn.body).toMatchObject({ success: true, module: { user: { loginName: SITE_BUYERS.SG.email, name: SITE_BUYERS.SG.name } } });
    const cookie = phone.jar.lastSetCookie(PHONE_SESSION_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/user\/qr-phone/);
    expect(phone.jar.get('member_sid')).toBeUndefined();
    expect((await pageCall(phone, api('me'))).body.module.user).toMatchObject({ loginName: SITE_BUYERS.SG.email });

    await pageCall(phone, api('logout'), {});
    expect(phone.jar.get(PHONE_SESSION_COOKIE)).toBeUndefined();
    expect((await pageCall(phone, api('sessions'))).status).toBe(401);
  });

  it('refuses a wrong password, a clear password and counts failures with the member login', async () => {
    const phone = openBrowser(t.url);
    expect((await phoneSignIn(phone, SITE_BUYERS.ID.email, 'Wr0ng!pass')).body).toMatchObject({ errorCode: { key: 'PL-USER-LOGIN-INCORRECT' } });
    const clear = await pageCall(phone, api('login'), { loginName: SITE_BUYERS.ID.email, password: SEED_PASSWORD });
    expect(clear.body).toMatchObject({ errorCode: { key: 'PL-USER-LOGIN-INCORRECT' } });
    for (let i = 0; i < 3; i += 1) await phoneSignIn(phone, SITE_BUYERS.ID.email, `Wr0ng!${i}`);
    expect((await phoneSignIn(phone, SITE_BUYERS.ID.email)).body).toMatchObject({ errorCode: { key: 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS' } });
    expect(await openBrowser(t.url).member.login({ loginName: SITE_BUYERS.ID.email, password: SEED_PASSWORD }).catch((e: { key: string }) => e.key)).toBe(
      'PL-USER-LOGIN-TOO-MANY-ATTEMPTS',
    );
    t.clock.advance(16 * 60_000);
  });

  it('lists demo accounts and signs in without a password only in dev mode, from this machine', async () => {
    const phone = openBrowser(t.url);
    const me = await pageCall(phone, api('me'));
    const names = (me.body.module.demoAccounts as Array<{ loginName: string }>).map((a) => a.loginName);
    expect(names).toContain(SITE_BUYERS.SG.email);
    expect(names).toContain(SPECIAL_ACCOUNTS.noPassword.email);
    expect(names).not.toContain(SPECIAL_ACCOUNTS.recentlyDeleted.email);
    expect((await pageCall(phone, api('login'), { loginName: SPECIAL_ACCOUNTS.noPassword.email, demo: true })).body).toMatchObject({
      success: true,
      module: { user: { loginName: SPECIAL_ACCOUNTS.noPassword.email } },
    });

    // Outside dev mode the simulator is not mounted at all (issue 12 finding 4): its page and API are 404.
    const prod = await startTestServer({ dev: false, modules: [qrPhoneModule()] });
    try {
      const other = openBrowser(prod.url);
      expect((await getPage(other, '/user/qr-phone')).status).toBe(404);
      expect((await pageCall(other, api('me'))).status).toBe(404);
      expect((await pageCall(other, api('login'), { loginName: SITE_BUYERS.SG.email, demo: true })).status).toBe(404);
    } finally {
      await prod.dispose();
    }
  });

  it('ends when the account’s password changes', async () => {
    const phone = openBrowser(t.url);
    await phoneSignIn(phone, SITE_BUYERS.LK.email);
    expect((await pageCall(phone, api('sessions'))).status).toBe(200);
    const id = Number((await pageCall(phone, api('me'))).body.module.user.id);
    t.server.ctx.users.setPassword(id, await t.server.ctx.hasher.hash('N3w!password'), t.clock.now());
    expect((await pageCall(phone, api('sessions'))).body).toMatchObject({ errorCode: { key: 'PL-PHONE-SIGNED-OUT' } });
    expect((await pageCall(phone, api('me'))).body.module.user).toBeNull();
  });

  it('answers only JSON from pages of this origin', async () => {
    const phone = openBrowser(t.url);
    await phoneSignIn(phone, SITE_BUYERS.SG.email);
    const foreign = await pageCall(phone, api('scan'), { requestId: 'x' }, { Origin: 'https://evil.example' });
    // The dev fence answers first: a foreign origin or a cross-site request does not reach the route (404).
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: { key: 'NOT_FOUND' } } });
    const crossSite = await pageCall(phone, api('scan'), { requestId: 'x' }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(404);
    const form = await phone.fetch(`${t.url}${api('scan')}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'requestId=x' });
    expect(form.status).toBe(415);
  });
});

describe('QR login with the simulator', () => {
  it('lists the waiting code; scan shows SCANNED on the computer; confirm logs the computer in', async () => {
    const computer = openBrowser(t.url);
    const phone = openBrowser(t.url);
    await phoneSignIn(phone, SITE_BUYERS.TH.email);
    const qr = await computer.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    expect(qr.qrLoginUrl).toBe(`${t.url}/user/qr-phone?requestId=${encodeURIComponent(qr.requestId)}`);
    const poll = () => computer.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId });

    const listed = (await pageCall(phone, api('sessions'))).body.module.sessions as Array<{ requestId: string; status: string; secondsLeft: number }>;
    expect(listed.find((s) => s.requestId === qr.requestId)).toMatchObject({ status: 'PENDING', secondsLeft: 120 });
    const scanned = await pageCall(phone, api('scan'), { requestId: qr.requestId });
    expect(scanned.body.module).toMatchObject({ status: 'SCANNED', session: { requestId: qr.requestId, mine: true } });
    expect(await poll()).toEqual({ status: 'SCANNED' });

    // Another phone does not see a code this one scanned.
    const other = openBrowser(t.url);
    await phoneSignIn(other, SITE_BUYERS.VN.email);
    const theirs = (await pageCall(other, api('sessions'))).body.module.sessions as Array<{ requestId: string }>;
    expect(theirs.map((s) => s.requestId)).not.toContain(qr.requestId);
    expect((await pageCall(other, api('confirm'), { requestId: qr.requestId })).body).toMatchObject({ errorCode: { key: 'PL-USER-QR-INVALID' } });

    expect((await pageCall(phone, api('confirm'), { requestId: qr.requestId })).body.module).toEqual({ status: 'CONFIRMED' });
    const success = await poll();
    expect(success.status).toBe('SUCCESS');
    const login = await computer.member.loginByQrCode({ token: success.token! });
    expect(login).toMatchObject({ loginSuccess: true, loginType: 'QRCODE' });
    expect(await computer.calls.getUser()).toMatchObject({ email: SITE_BUYERS.TH.email });
    const after = (await pageCall(phone, api('sessions'))).body.module.sessions as Array<{ requestId: string }>;
    expect(after.map((s) => s.requestId)).not.toContain(qr.requestId);
  });

  it('confirm straight from the list scans first; reject makes the computer regenerate', async () => {
    const phone = openBrowser(t.url);
    await phoneSignIn(phone, SITE_BUYERS.MY.email);
    const computer = openBrowser(t.url);
    const direct = await computer.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    expect((await pageCall(phone, api('confirm'), { requestId: direct.requestId })).body.module).toEqual({ status: 'CONFIRMED' });
    expect((await computer.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: direct.requestId })).status).toBe('SUCCESS');

    const rejected = await computer.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    await pageCall(phone, api('scan'), { requestId: rejected.requestId });
    expect((await pageCall(phone, api('reject'), { requestId: rejected.requestId })).body.module).toEqual({ status: 'FAILURE' });
    expect(await computer.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: rejected.requestId })).toEqual({ status: 'FAILURE' });
  });

  it('in dev mode answers only loopback Host headers: a DNS-rebinding page gets 404', async () => {
    const phone = openBrowser(t.url);
    const rebound = await rawHttp(`${t.url}${api('me')}`, { headers: { Host: 'attacker.example' } });
    expect(rebound.status).toBe(404);
    expect((await pageCall(phone, api('me'))).status).toBe(200);
  });

  it('says why a code cannot be used: unknown, expired, malformed', async () => {
    const phone = openBrowser(t.url);
    await phoneSignIn(phone, SITE_BUYERS.PH.email);
    expect((await pageCall(phone, api('scan'), { requestId: 'no-such-code' })).body).toMatchObject({
      success: false,
      errorCode: { key: 'PL-USER-QR-INVALID', displayMessage: 'This QR code does not exist.' },
    });
    const qr = await openBrowser(t.url).calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    t.clock.advance(qr.expire * qr.interval + 1);
    expect((await pageCall(phone, api('scan'), { requestId: qr.requestId })).body.errorCode.displayMessage).toMatch(/expired/);
    expect((await pageCall(phone, api('scan'), {})).status).toBe(400);
    expect((await pageCall(phone, api('scan'), { requestId: 42 })).status).toBe(400);
  });
});
