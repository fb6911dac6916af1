// Passkeys on the reference server (issue 25), over real HTTP with the package's own calls and a software
// authenticator: registration, sign-in (a step-up account too), counters and last use, rename and remove, and the
// attacks: a replayed assertion or challenge, a challenge from another browser or another account, an expired one,
// another account's credential id in rename and remove, and management without a session.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasskeyCalls, PASSKEY_FAILED_KEY, PASSKEY_NOT_FOUND_KEY } from '../../src/api/passkey-calls.js';
import { countPasskeys, PASSKEY_CHALLENGE_TTL_MS } from './passkeys.js';
import { passkeyModule } from './passkey-routes.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { createSoftAuthenticator, type SoftAuthenticator } from './soft-authenticator.js';
import { knownDevice, latestCode, openBrowser, outbox, rejection, startTestServer, type Browser, type TestServer } from './testing.js';

let t: TestServer;
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  t = await startTestServer({ modules: [passkeyModule({ limits: { perIp: { max: 1000, windowMs: 60_000 } } })] });
});
afterAll(async () => {
  await t.dispose();
});

async function signedIn(loginName: string): Promise<Browser> {
  const browser = openBrowser(t.url, { site: 'SG' });
  const result = await browser.member.login({ loginName, password: SEED_PASSWORD });
  expect(result.loginSuccess).toBe(true);
  return browser;
}

async function addPasskey(browser: Browser, authenticator: SoftAuthenticator) {
  const calls = createPasskeyCalls(browser.member);
  return calls.register(authenticator.create(await calls.registerOptions(), t.url));
}

const userIdOf = (email: string) => t.server.ctx.users.liveByEmail(email)!.id;

describe('passkeys', () => {
  it('registers a passkey for the signed-in buyer, lists it, and signs a signed-out browser in with it', async () => {
    const owner = await signedIn(SITE_BUYERS.SG.email);
    const authenticator = createSoftAuthenticator();
    const options = await createPasskeyCalls(owner.member).registerOptions();
    expect(options).toMatchObject({ rp: { id: new URL(t.url).hostname }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const added = await createPasskeyCalls(owner.member).register(authenticator.create(options, t.url));
    expect(added).toMatchObject({ id: authenticator.ids[0], createdAt: t.clock.now(), lastUsedAt: null });
    expect(countPasskeys(t.server.db, userIdOf(SITE_BUYERS.SG.email))).toBe(1);

    const stranger = openBrowser(t.url, { site: 'SG' });
    const calls = createPasskeyCalls(stranger.member);
    const request = await calls.loginOptions();
    expect(request).toMatchObject({ rpId: new URL(t.url).hostname, userVerification: 'required' });
    expect(request.allowCredentials ?? []).toEqual([]);
    t.clock.advance(1_000);
    const login = await calls.login(authenticator.get(request, t.url));
    expect(login).toMatchObject({ loginSuccess: true, loginType: 'PASSKEY' });
    expect(await calls.list()).toHaveLength(1);

    const [listed] = await createPasskeyCalls(owner.member).list();
    expect(listed).toMatchObject({ id: added.id, lastUsedAt: t.clock.now() });
  });

  it('signs a step-up account in without a second verification: a passkey is a strong factor', async () => {
    const owner = knownDevice(t, openBrowser(t.url, { site: 'SG' }), t.server.ctx.users.liveByPhone('+6591230003')!.id);
    await owner.member.sendCode({ type: 'OTP_LOGIN', phone: '91230003', deliveryType: 'SMS', resend: false, checkRisk: false });
    const code = await latestCode(t.url, '+6591230003');
    expect((await owner.member.loginByCode({ type: 'OTP_LOGIN', phone: '91230003', code, deliveryType: 'SMS' })).loginSuccess).toBe(true);
    const authenticator = createSoftAuthenticator();
    await addPasskey(owner, authenticator);

    const byPassword = openBrowser(t.url, { site: 'SG' });
    expect((await byPassword.member.login({ loginName: SPECIAL_ACCOUNTS.stepUp.email, password: SEED_PASSWORD })).loginNextStepAction).toBe('SECOND_VERIFICATION');
    const byPasskey = openBrowser(t.url, { site: 'SG' });
    const calls = createPasskeyCalls(byPasskey.member);
    const login = await calls.login(authenticator.get(await calls.loginOptions(), t.url));
    expect(login).toMatchObject({ loginSuccess: true, loginType: 'PASSKEY' });
    expect(await calls.list()).toHaveLength(1);
  });

  it('refuses a replayed assertion, and a challenge spent by a failed try', async () => {
    const owner = await signedIn(SITE_BUYERS.TH.email);
    const authenticator = createSoftAuthenticator();
    await addPasskey(owner, authenticator);
    const browser = openBrowser(t.url, { site: 'SG' });
    const calls = createPasskeyCalls(browser.member);
    const assertion = authenticator.get(await calls.loginOptions(), t.url);
    await calls.login(assertion);
    const again = openBrowser(t.url, { site: 'SG', jar: browser.jar });
    expect(await rejection(createPasskeyCalls(again.member).login(assertion))).toMatchObject({ key: PASSKEY_FAILED_KEY });

    // A challenge answered with a bad signature is spent: the right answer to it afterwards is refused too.
    const fresh = openBrowser(t.url, { site: 'SG' });
    const freshCalls = createPasskeyCalls(fresh.member);
    const options = await freshCalls.loginOptions();
    const good = authenticator.get(options, t.url) as { response: Record<string, string> };
    const forged = { ...good, response: { ...good.response, signature: Buffer.from('forged').toString('base64url') } };
    expect(await rejection(freshCalls.login(forged))).toMatchObject({ key: PASSKEY_FAILED_KEY });
    expect(await rejection(freshCalls.login(good))).toMatchObject({ key: PASSKEY_FAILED_KEY });
  });

  it('refuses a challenge that another browser asked for', async () => {
    const owner = await signedIn(SITE_BUYERS.VN.email);
    const authenticator = createSoftAuthenticator();
    await addPasskey(owner, authenticator);
    const victim = openBrowser(t.url, { site: 'SG' });
    const options = await createPasskeyCalls(victim.member).loginOptions();
    // The attacker's browser brings an assertion over the victim's challenge (e.g. phished from the victim's page).
    const attacker = openBrowser(t.url, { site: 'SG' });
    const assertion = authenticator.get(options, t.url);
    expect(await rejection(createPasskeyCalls(attacker.member).login(assertion))).toMatchObject({ key: PASSKEY_FAILED_KEY });
    // The browser that asked still can.
    expect(await createPasskeyCalls(victim.member).login(assertion)).toMatchObject({ loginSuccess: true });
  });

  it('refuses a registration over another account\'s challenge, and an expired challenge', async () => {
    const alice = await signedIn(SITE_BUYERS.ID.email);
    const authenticator = createSoftAuthenticator();
    const aliceOptions = await createPasskeyCalls(alice.member).registerOptions();
    // Same browser, another account signed in since: the challenge was the first account's.
    const switched = openBrowser(t.url, { site: 'SG', jar: alice.jar });
    await switched.member.login({ loginName: SITE_BUYERS.PH.email, password: SEED_PASSWORD });
    expect(await rejection(createPasskeyCalls(switched.member).register(authenticator.create(aliceOptions, t.url)))).toMatchObject({ key: PASSKEY_FAILED_KEY });

    const bob = await signedIn(SITE_BUYERS.MY.email);
    const bobCalls = createPasskeyCalls(bob.member);
    const options = await bobCalls.registerOptions();
    t.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    expect(await rejection(bobCalls.register(authenticator.create(options, t.url)))).toMatchObject({ key: PASSKEY_FAILED_KEY });
    const login = openBrowser(t.url, { site: 'SG' });
    await addPasskey(bob, authenticator);
    const loginOptions = await createPasskeyCalls(login.member).loginOptions();
    t.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    expect(await rejection(createPasskeyCalls(login.member).login(authenticator.get(loginOptions, t.url)))).toMatchObject({ key: PASSKEY_FAILED_KEY });
  });

  it('renames and removes only the signed-in account\'s own passkeys', async () => {
    const owner = await signedIn(SITE_BUYERS.BD.email);
    const other = await signedIn(SITE_BUYERS.LK.email);
    const mine = await addPasskey(owner, createSoftAuthenticator());
    const theirs = await addPasskey(other, createSoftAuthenticator());
    const calls = createPasskeyCalls(owner.member);

    expect(await calls.rename(mine.id, '  Work\u0007 phone  ')).toMatchObject({ id: mine.id, name: 'Work phone' });
    expect(await rejection(calls.rename(theirs.id, 'Mine now'))).toMatchObject({ key: PASSKEY_NOT_FOUND_KEY });
    expect(await rejection(calls.remove(theirs.id))).toMatchObject({ key: PASSKEY_NOT_FOUND_KEY });
    expect((await createPasskeyCalls(other.member).list()).map((p) => p.name)).toEqual([theirs.name]);

    await calls.remove(mine.id);
    expect(await calls.list()).toEqual([]);
    // Both changes are on the owner's security timeline (issue 24), none on the other account's.
    const kinds = (email: string) =>
      (t.server.db.prepare("SELECT kind FROM activity WHERE user_id = (SELECT id FROM users WHERE email = ?) AND kind LIKE 'passkey%' ORDER BY id").all(email) as Array<{ kind: string }>).map((r) => r.kind);
    expect(kinds(SITE_BUYERS.BD.email)).toEqual(['passkeyAdded', 'passkeyRemoved']);
    expect(kinds(SITE_BUYERS.LK.email)).toEqual(['passkeyAdded']);
    expect(await rejection(calls.remove(mine.id))).toMatchObject({ key: PASSKEY_NOT_FOUND_KEY });
    const signedOut = createPasskeyCalls(openBrowser(t.url, { site: 'SG' }).member);
    expect(await rejection(signedOut.list())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect(await rejection(signedOut.remove(theirs.id))).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
  });

  it('limits ceremonies per address', async () => {
    const limited = await startTestServer({ modules: [passkeyModule({ limits: { perIp: { max: 2, windowMs: 60_000 } } })] });
    try {
      const calls = createPasskeyCalls(openBrowser(limited.url, { site: 'SG' }).member);
      await calls.loginOptions();
      await calls.loginOptions();
      expect(await rejection(calls.loginOptions())).toMatchObject({ key: 'FAIL_SYS_TRAFFIC_LIMIT' });
    } finally {
      await limited.dispose();
    }
  });

  it('serves the related origins of the member host', async () => {
    const response = await fetch(`${t.url}/.well-known/webauthn`);
    expect(await response.json()).toEqual({ origins: [t.url] });
  });

  it('announces a passkey added and one removed to the e-mail and the phone, each with "This wasn\'t me"; a failed removal announces nothing', async () => {
    const buyer = SITE_BUYERS.MY;
    const owner = await signedIn(buyer.email);
    const earlier = new Set((await outbox(t.url)).map((m) => m.id));
    const alerts = async () =>
      (await outbox(t.url)).filter(
        (m) => !earlier.has(m.id) && m.purpose.startsWith('SECURITY_ALERT_PASSKEY') && (m.destination === buyer.email || m.destination === buyer.phone.replace(/[\s-]/g, '')),
      );
    const added = await addPasskey(owner, createSoftAuthenticator());
    expect((await alerts()).map((m) => [m.channel, m.purpose])).toEqual([
      ['SMS', 'SECURITY_ALERT_PASSKEY_ADDED'],
      ['EMAIL', 'SECURITY_ALERT_PASSKEY_ADDED'],
    ]);
    expect((await alerts())[0]!.text).toMatch(/\/user\/not-me\?token=/);
    expect(await rejection(createPasskeyCalls(owner.member).remove('no-such-passkey'))).toMatchObject({ key: PASSKEY_NOT_FOUND_KEY });
    expect(await alerts()).toHaveLength(2);
    await createPasskeyCalls(owner.member).remove(added.id);
    expect((await alerts()).map((m) => m.purpose).slice(0, 2)).toEqual(['SECURITY_ALERT_PASSKEY_REMOVED', 'SECURITY_ALERT_PASSKEY_REMOVED']);
    expect(await alerts()).toHaveLength(4);
  });

  it('under the bot check, a sign-in challenge is still given (the autofill wait asks it as Login shows) and the sign-in itself is gated', async () => {
    const owner = await signedIn(SITE_BUYERS.SG.email);
    const authenticator = createSoftAuthenticator();
    await addPasskey(owner, authenticator);
    t.server.ctx.botCheck.setEnabled(true);
    try {
      const calls = createPasskeyCalls(openBrowser(t.url, { site: 'SG' }).member);
      const request = await calls.loginOptions();
      expect(request).toMatchObject({ userVerification: 'required' });
      expect(await rejection(calls.login(authenticator.get(request, t.url)))).toMatchObject({ key: 'RGV587_ERROR' });
    } finally {
      t.server.ctx.botCheck.setEnabled(false);
    }
  });
});
