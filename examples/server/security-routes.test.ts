// The #security section's session calls over real HTTP with the package's own client (createSecurityServices on
// member.call): the list (named devices, never the raw user agent; masked network; "current"; the phone app), one
// sign-out, all others, and the attacks: another account's session id, a signed-out session re-used, no CSRF.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountServices } from '../../src/api/account.js';
import { SECURITY_PATHS, createSecurityServices } from '../../src/api/security.js';
import { accountModule } from './account-routes.js';
import { DEVICE_COOKIE, maskNetwork, nameDevice } from './devices.js';
import { qrPhoneModule } from './qr-phone.js';
import { securityModule } from './security-routes.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { createCookieJar, openBrowser, pageCall, rawJson, rejection, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
vi.setConfig({ testTimeout: 30_000 });

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  t = await startTestServer({ modules: [accountModule(), securityModule(), qrPhoneModule()] });
});
afterAll(async () => {
  await t.dispose();
});

async function signIn(site: keyof typeof SITE_BUYERS, userAgent: string, jar = createCookieJar()) {
  const b = openBrowser(t.url, { site, headers: { 'user-agent': userAgent }, jar });
  await b.member.login({ loginName: SITE_BUYERS[site].email, password: SEED_PASSWORD });
  return { b, security: createSecurityServices(b.member), account: createAccountServices(b.member, b.config) };
}

describe('devices: naming and masking', () => {
  it('names browser, system and type with ua-parser-js', () => {
    expect(nameDevice(CHROME_ANDROID)).toEqual({ browser: 'Chrome 131', system: 'Android 14', type: 'mobile' });
    expect(nameDevice(FIREFOX_WINDOWS)).toEqual({ browser: 'Firefox 133', system: 'Windows 10', type: 'desktop' });
    expect(nameDevice('')).toEqual({ browser: '', system: '', type: 'desktop' });
  });

  it('keeps only the network of an address', () => {
    expect(maskNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(maskNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(maskNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(maskNetwork('::1')).toBe('0:0:0::/48');
    expect(maskNetwork('not an address')).toBe('');
  });
});

describe('sessions list and sign-out', () => {
  it('lists both browsers of one account, this one marked current, named, never the raw user agent', async () => {
    const first = await signIn('SG', FIREFOX_WINDOWS);
    const second = await signIn('SG', CHROME_ANDROID);
    expect(first.b.jar.get(DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(first.b.jar.lastSetCookie(DEVICE_COOKIE)).toMatch(/HttpOnly/);
    const raw = await rawJson(first.b, `/${SECURITY_PATHS.sessions}`, { method: 'GET' });
    expect(JSON.stringify(raw.body)).not.toContain('Mozilla');
    const list = await first.security.sessions();
    expect(list[0]).toMatchObject({ current: true, kind: 'browser', browser: 'Firefox 133', system: 'Windows 10', method: 'password', network: '127.0.0.0/24' });
    const other = list.find((s) => s.browser === 'Chrome 131')!;
    expect(other).toMatchObject({ current: false, system: 'Android 14', deviceType: 'mobile', startedAt: t.clock.now() });

    await first.security.signOutSession(other.id);
    // The signed-out browser's next account call needs a login (§4 session gone → login → retry).
    expect(await rejection(second.account.overview())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED', status: 401 });
    expect(await rejection(second.security.sessions())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect((await first.security.sessions()).map((s) => s.current)).toEqual([true]);
  });

  it('refuses another account\'s session id, and its own current one (the attack: signing a stranger out)', async () => {
    const victim = await signIn('MY', CHROME_ANDROID);
    const attacker = await signIn('TH', FIREFOX_WINDOWS);
    const [victimSession] = await victim.security.sessions();
    expect(await rejection(attacker.security.signOutSession(victimSession!.id))).toMatchObject({ key: 'PL-USER-SESSION-NOT-FOUND' });
    expect((await victim.account.overview()).user.email).toBe(SITE_BUYERS.MY.email);
    expect(await rejection(victim.security.signOutSession(victimSession!.id))).toMatchObject({ key: 'PL-USER-SESSION-CURRENT' });
  });

  it('refuses a sign-out without the CSRF token, and any call without a session', async () => {
    const owner = await signIn('PH', CHROME_ANDROID);
    const other = await signIn('PH', FIREFOX_WINDOWS);
    const id = (await owner.security.sessions()).find((s) => !s.current)!.id;
    const forged = await rawJson(owner.b, `/${SECURITY_PATHS.signOutSession}`, { body: JSON.stringify({ id }) });
    expect(forged.status).toBe(403);
    expect((await other.account.overview()).user.email).toBe(SITE_BUYERS.PH.email);
    const stranger = createSecurityServices(openBrowser(t.url).member);
    expect(await rejection(stranger.sessions())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect(await rejection(stranger.signOutOthers())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
  });

  it('a signed-out session re-used (its old cookie replayed) stays signed out', async () => {
    const owner = await signIn('VN', FIREFOX_WINDOWS);
    const thief = await signIn('VN', CHROME_ANDROID);
    const stolen = thief.b.jar.get('member_sid')!;
    await owner.security.signOutOthers();
    const replay = openBrowser(t.url, { site: 'VN' });
    replay.jar.set('member_sid', stolen);
    expect(await rejection(createAccountServices(replay.member, replay.config).overview())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
  });

  it('signs out every other browser and the phone app, keeps this one, and lists the phone app first', async () => {
    const here = await signIn('ID', FIREFOX_WINDOWS);
    await signIn('ID', CHROME_ANDROID);
    await signIn('ID', CHROME_ANDROID);
    const phone = openBrowser(t.url);
    // The phone simulator's demo sign-in (dev mode, this machine).
    const login = await pageCall(phone, '/user/qr-phone/api/login', { loginName: SITE_BUYERS.ID.email, demo: true });
    expect(login.body).toMatchObject({ success: true });
    const list = await here.security.sessions();
    expect(list.filter((s) => s.kind === 'phoneApp')).toHaveLength(1);
    expect(list.filter((s) => s.kind === 'browser')).toHaveLength(3);
    expect(await here.security.signOutOthers()).toEqual({ ended: 3 });
    expect(await here.security.sessions()).toMatchObject([{ current: true }]);
    expect((await pageCall(phone, '/user/qr-phone/api/sessions')).status).toBe(401);
  });

  it('updates last active as the session is used, not on every call', async () => {
    const a = await signIn('BD', FIREFOX_WINDOWS);
    const started = t.clock.now();
    t.clock.advance(30_000);
    await a.account.overview();
    expect((await a.security.sessions())[0]!.lastActiveAt).toBe(started);
    t.clock.advance(60_000);
    await a.account.overview();
    expect((await a.security.sessions())[0]!.lastActiveAt).toBe(started + 90_000);
  });
});

describe('security activity', () => {
  it('shows a failed attempt (folded with its count), the sign-in, the new device and a password change, newest first, to the owner only', async () => {
    const loginName = SITE_BUYERS.LK.email;
    const stranger = openBrowser(t.url, { site: 'LK', headers: { 'user-agent': CHROME_ANDROID } });
    for (let i = 0; i < 2; i += 1) await rejection(stranger.member.login({ loginName, password: `Wrong${i}!pass` }));
    const owner = await signIn('LK', FIREFOX_WINDOWS);
    t.clock.advance(60_000);
    await owner.account.changePassword({ currentPassword: SEED_PASSWORD, newPassword: 'N3w!password' });
    const { events, next } = await owner.security.activity();
    expect(next).toBe('');
    expect(events.map((e) => e.kind)).toEqual(['passwordChanged', 'newDevice', 'signIn', 'signInFailed']);
    expect(events[3]).toMatchObject({ count: 2, method: 'password', browser: 'Chrome 131', system: 'Android 14', network: '127.0.0.0/24' });
    expect(events[2]).toMatchObject({ method: 'password', browser: 'Firefox 133' });
    const other = await signIn('NP', FIREFOX_WINDOWS);
    expect((await other.security.activity()).events.map((e) => e.kind)).not.toContain('passwordChanged');
  });

  it('pages by cursor and keeps only 90 days', async () => {
    const { security } = await signIn('PK', FIREFOX_WINDOWS);
    for (let i = 0; i < 25; i += 1) {
      t.clock.advance(1000);
      await security.signOutOthers();
    }
    const first = await security.activity();
    expect(first.events).toHaveLength(20);
    const second = await security.activity(first.next);
    expect(second.events.map((e) => e.kind)).toEqual([...Array(5).fill('otherSessionsEnded'), 'newDevice', 'signIn']);
    expect(second.next).toBe('');
    t.clock.advance(91 * 24 * 60 * 60_000);
    const again = await signIn('PK', FIREFOX_WINDOWS);
    expect((await again.security.activity()).events.map((e) => e.kind)).toEqual(['newDevice', 'signIn']);
  });

  it('"This wasn\'t me" from the timeline leads to the lockdown: every session ends and the password must be reset', async () => {
    const here = await signIn('MM', FIREFOX_WINDOWS);
    const there = await signIn('MM', CHROME_ANDROID);
    const { url } = await here.security.notMe();
    expect(url).toMatch(new RegExp(`^${t.url}/user/not-me\\?token=`));
    const token = new URL(url).searchParams.get('token')!;
    const confirm = await here.b.fetch(`${t.url}/user/not-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(confirm.status).toBe(200);
    for (const browser of [here, there]) expect(await rejection(browser.account.overview())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect(await rejection(openBrowser(t.url, { site: 'MM' }).member.login({ loginName: SITE_BUYERS.MM.email, password: SEED_PASSWORD }))).toMatchObject({
      key: 'PL-USER-LOGIN-INCORRECT',
    });
  });
});
