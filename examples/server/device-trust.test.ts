// New-device alerts and new-device trust (issue 24 parts 3 and 6), over real HTTP with the package's own calls: a
// completed sign-in from a browser new to the account is announced (never from a known one, never the account's
// first), a code login by phone alone on a new browser of an account with another way in answers
// SECOND_VERIFICATION, the number's holder may answer "This isn't my account", and the attacks on it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecurityServices } from '../../src/api/security.js';
import { createVerificationServices } from '../../src/api/verification.js';
import { accountModule } from './account-routes.js';
import { ALERT_TEXTS, alertTexts } from './credential-alert-texts.js';
import { announceCredentialChange, languageOf, NOT_ME_PATH } from './credential-alerts.js';
import type { RequestContext } from './http.js';
import { securityModule } from './security-routes.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { latestCode, openBrowser, outbox, rejection, startTestServer, type Browser, type TestServer } from './testing.js';
import { verifyModule } from './verify-routes.js';

// Logins cost RSA and scrypt: on a loaded 2-core machine one test can take seconds.
vi.setConfig({ testTimeout: 30_000 });
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ modules: [verifyModule(), securityModule(), accountModule()] });
});
afterAll(async () => {
  await t.dispose();
});

const e164 = (phone: string) => phone.replace(/[\s-]/g, '');
const user = (phone: string) => t.server.ctx.users.liveByPhone(e164(phone));
const alertsTo = async (to: string, purpose: string) => (await outbox(t.url, e164(to))).filter((m) => m.purpose === purpose);
const linkOf = (text: string) => new URL(/https?:\/\/\S+\/user\/not-me\?token=[^\s)]+/.exec(text)![0]);
const lockDown = (link: URL) =>
  fetch(`${t.url}${NOT_ME_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.searchParams.get('token')}` });

async function codeLogin(b: Browser, phone: string) {
  await b.member.sendCode({ type: 'OTP_LOGIN', phone, deliveryType: 'SMS', resend: false, checkRisk: false });
  t.clock.advance(61_000);
  return b.member.loginByCode({ type: 'OTP_LOGIN', phone, code: await latestCode(t.url, e164(phone)), deliveryType: 'SMS' });
}

async function passwordLogin(b: Browser, email: string) {
  const result = await b.member.login({ loginName: email, password: SEED_PASSWORD });
  expect(result.loginSuccess).toBe(true);
  return result;
}

describe('new-device alerts', () => {
  it('announces a sign-in from a new browser to the e-mail and phone with a working "This wasn\'t me" link; the same browser again, and the account\'s first browser, announce nothing', async () => {
    const buyer = SITE_BUYERS.PH;
    await passwordLogin(openBrowser(t.url, { site: 'PH' }), buyer.email);
    expect(await alertsTo(buyer.email, 'SECURITY_ALERT_NEW_DEVICE')).toHaveLength(0);

    const stranger = openBrowser(t.url, { site: 'PH', headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' } });
    await passwordLogin(stranger, buyer.email);
    const [mail] = await alertsTo(buyer.email, 'SECURITY_ALERT_NEW_DEVICE');
    const [sms] = await alertsTo(buyer.phone, 'SECURITY_ALERT_NEW_DEVICE');
    expect(mail!.text).toContain('Firefox 133, Windows 10');
    expect(sms!.text).toBe(mail!.text);

    await stranger.member.logout();
    await passwordLogin(stranger, buyer.email);
    expect(await alertsTo(buyer.email, 'SECURITY_ALERT_NEW_DEVICE')).toHaveLength(1);

    expect((await lockDown(linkOf(mail!.text))).status).toBe(200);
    expect(await rejection(stranger.calls.getUser())).toMatchObject({ key: 'FAIL_SYS_SESSION_EXPIRED' });
    expect(t.server.ctx.users.liveByEmail(buyer.email)!.password_hash).toBeNull();
  });

  it('announces a social link and unlink in the account\'s language, and an e-mail "change" to the same value not at all', () => {
    const owner = t.server.ctx.users.liveByEmail(SITE_BUYERS.TH.email)!;
    const rc = { now: t.clock.now(), ip: '203.0.113.9', req: { headers: {} }, cookies: new Map() } as unknown as RequestContext;
    const before = t.server.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number };
    announceCredentialChange(t.server.ctx, rc, owner, { kind: 'email', next: owner.email! });
    expect(t.server.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual(before);
    announceCredentialChange(t.server.ctx, rc, owner, { kind: 'social', provider: 'google', linked: true });
    announceCredentialChange(t.server.ctx, rc, owner, { kind: 'social', provider: 'facebook', linked: false });
    const rows = t.server.db.prepare('SELECT channel, purpose, text FROM outbox WHERE destination = ? ORDER BY id').all(owner.email) as Array<{ purpose: string; text: string }>;
    expect(rows.map((r) => r.purpose)).toEqual(['SECURITY_ALERT_SOCIAL_LINKED', 'SECURITY_ALERT_SOCIAL_UNLINKED']);
    expect(rows[0]!.text.startsWith(ALERT_TEXTS.th.socialLinked.replace('{provider}', 'Google'))).toBe(true);
    expect(rows[1]!.text).toContain('/user/not-me?token=');
    const kinds = t.server.db.prepare('SELECT kind, details FROM activity WHERE user_id = ? ORDER BY id').all(owner.id) as Array<{ kind: string; details: string }>;
    expect(kinds.map((k) => k.kind)).toEqual(['socialLinked', 'socialUnlinked']);
    expect(JSON.parse(kinds[0]!.details)).toMatchObject({ provider: 'google' });
  });
});

describe('new-device trust: a code login by phone alone', () => {
  it('on a new browser of an account with a password answers SECOND_VERIFICATION without a session; its codes are not offered; a password passes it and the browser is known after', async () => {
    const buyer = SITE_BUYERS.SG;
    const b = openBrowser(t.url, { site: 'SG' });
    const result = await codeLogin(b, buyer.phone);
    expect(result).toMatchObject({ loginSuccess: false, loginNextStepAction: 'SECOND_VERIFICATION' });
    expect(b.jar.get('member_sid')).toBeUndefined();
    const token = result.loginNextStepActionData!.token!;
    const verification = createVerificationServices(b.member);
    const info = await verification.methods(token);
    expect(info.notMyAccount).toBe(true);
    expect(info.methods.map((m) => m.type)).toEqual(['EMAIL', 'PASSWORD']);
    expect(await rejection(verification.sendCode(token, 'SMS'))).toMatchObject({ key: 'PL-USER-CHANNEL-UNSUPPORTED' });
    expect(await verification.checkPassword(token, SEED_PASSWORD)).toMatchObject({ type: 'login', login: { loginSuccess: true } });

    await b.member.logout();
    expect(await codeLogin(b, buyer.phone)).toMatchObject({ loginSuccess: true });
  });

  it('signs in at once an account with neither a password nor a confirmed e-mail (the number is its only way in)', async () => {
    t.server.ctx.users.create({ site: 'SG', phone: '+6591239901' }, t.clock.now());
    expect(await codeLogin(openBrowser(t.url, { site: 'SG' }), '+6591239901')).toMatchObject({ loginSuccess: true });
  });

  it('"Log out" of a browser on #security and the lockdown forget it: its next code login is checked again', async () => {
    const buyer = SITE_BUYERS.VN;
    const owner = openBrowser(t.url, { site: 'VN' });
    await passwordLogin(owner, buyer.email);
    const other = openBrowser(t.url, { site: 'VN' });
    await passwordLogin(other, buyer.email);
    const security = createSecurityServices(owner.member);
    const otherSession = (await security.sessions()).find((s) => !s.current)!;
    await security.signOutSession(otherSession.id);
    other.jar.remove('member_sid');
    expect(await codeLogin(other, buyer.phone)).toMatchObject({ loginNextStepAction: 'SECOND_VERIFICATION' });

    const [mail] = await alertsTo(buyer.email, 'SECURITY_ALERT_NEW_DEVICE');
    expect((await lockDown(linkOf(mail!.text))).status).toBe(200);
    owner.jar.remove('member_sid');
    expect(await codeLogin(owner, buyer.phone)).toMatchObject({ loginNextStepAction: 'SECOND_VERIFICATION' });
  });
});

describe('"This isn\'t my account"', () => {
  it('gives the number\'s holder a new account of their own, takes the number off the old one, tells the old owner by e-mail and shows it on the old timeline', async () => {
    const buyer = SITE_BUYERS.MY;
    const old = user(buyer.phone)!;
    const holder = openBrowser(t.url, { site: 'MY' });
    const token = (await codeLogin(holder, buyer.phone)).loginNextStepActionData!.token!;
    const done = await createVerificationServices(holder.member).notMyAccount(token);
    expect(done).toMatchObject({ type: 'login', login: { loginSuccess: true } });

    const fresh = user(buyer.phone)!;
    expect(fresh.id).not.toBe(old.id);
    expect(fresh).toMatchObject({ email: null, password_hash: null });
    expect(t.server.ctx.users.byId(old.id)).toMatchObject({ phone: null, email: buyer.email });
    expect(await holder.calls.getUser()).toMatchObject({ phone: expect.stringContaining('123456789') });
    const [mail] = await alertsTo(buyer.email, 'SECURITY_ALERT_NUMBER_RELEASED');
    expect(mail!.text).toBe(alertTexts(languageOf(old)).numberReleased.replace('{value}', '+60 1**** **89'));
    expect(await alertsTo(buyer.phone, 'SECURITY_ALERT_NUMBER_RELEASED')).toHaveLength(0);
    const kinds = (t.server.db.prepare('SELECT kind FROM activity WHERE user_id = ?').all(old.id) as Array<{ kind: string }>).map((r) => r.kind);
    expect(kinds).toContain('phoneReleased');
    // The token is spent: a second answer changes nothing.
    expect(await rejection(createVerificationServices(holder.member).notMyAccount(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });

  it('attack: a token replayed from another browser is answered like an unknown one, and nothing moves', async () => {
    const buyer = SITE_BUYERS.ID;
    const token = (await codeLogin(openBrowser(t.url, { site: 'ID' }), buyer.phone)).loginNextStepActionData!.token!;
    const attacker = createVerificationServices(openBrowser(t.url, { site: 'ID' }).member);
    expect(await rejection(attacker.notMyAccount(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(t.server.ctx.users.liveByEmail(buyer.email)!.phone).toBe(e164(buyer.phone));
  });

  it('attack: refused where the number\'s SMS code was not the way in (a step-up password login)', async () => {
    const b = openBrowser(t.url, { site: 'SG' });
    const started = await b.member.login({ loginName: SPECIAL_ACCOUNTS.stepUp.email, password: SEED_PASSWORD });
    const token = started.loginNextStepActionData!.token!;
    const verification = createVerificationServices(b.member);
    expect((await verification.methods(token)).notMyAccount).toBe(false);
    expect(await rejection(verification.notMyAccount(token))).toMatchObject({ key: 'PL-USER-CHANNEL-UNSUPPORTED' });
    expect(t.server.ctx.users.liveByEmail(SPECIAL_ACCOUNTS.stepUp.email)!.phone).toBe(e164(SPECIAL_ACCOUNTS.stepUp.phone));
  });

  it('attack: racing a lockdown: once the owner locked the account down, the waiting verification cannot take the number', async () => {
    const buyer = SITE_BUYERS.TH;
    const owner = openBrowser(t.url, { site: 'TH' });
    await passwordLogin(owner, buyer.email);
    await passwordLogin(openBrowser(t.url, { site: 'TH' }), buyer.email);
    const holder = openBrowser(t.url, { site: 'TH' });
    const token = (await codeLogin(holder, buyer.phone)).loginNextStepActionData!.token!;
    const [mail] = await alertsTo(buyer.email, 'SECURITY_ALERT_NEW_DEVICE');
    expect((await lockDown(linkOf(mail!.text))).status).toBe(200);
    expect(await rejection(createVerificationServices(holder.member).notMyAccount(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(t.server.ctx.users.liveByEmail(buyer.email)!.phone).toBe(e164(buyer.phone));
  });
});

describe('a lockdown racing a sign-in', () => {
  it('attack: a password sign-in whose hash check overlaps the owner\'s lockdown starts no session (the password it checked is gone)', async () => {
    const buyer = SITE_BUYERS.BD;
    const { ctx } = t.server;
    const owner = ctx.users.liveByEmail(buyer.email)!;
    const token = ctx.tokens.mint({ type: 'CREDENTIAL_ALERT', userId: owner.id, data: { from: 'timeline' }, ttlMs: 60 * 60_000 }, t.clock.now());
    const link = new URL(`${t.url}${NOT_ME_PATH}?token=${encodeURIComponent(token)}`);
    const verify = ctx.hasher.verify.bind(ctx.hasher);
    // The owner confirms "This wasn't me" while the thief's password is being checked (scrypt runs off the thread).
    const spy = vi.spyOn(ctx.hasher, 'verify').mockImplementationOnce(async (password, hash) => {
      const matches = await verify(password, hash);
      expect((await lockDown(link)).status).toBe(200);
      return matches;
    });
    try {
      const thief = openBrowser(t.url, { site: 'BD' });
      expect(await rejection(thief.member.login({ loginName: buyer.email, password: SEED_PASSWORD }))).toMatchObject({ key: 'PL-USER-LOGIN-INCORRECT' });
      expect(await rejection(createSecurityServices(thief.member).sessions())).toMatchObject({ key: expect.stringMatching(/SESSION/) });
      expect(ctx.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(owner.id)).toEqual({ n: 0 });
    } finally {
      spy.mockRestore();
    }
  });
});
