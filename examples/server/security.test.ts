// Issue 12: every finding of the attack on the reference server, performed again as a test over real HTTP on
// 127.0.0.1. Each test is the attack; it fails if the hole comes back.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_APIS } from '../../src/api/gateway/calls.js';
import { QR_CLIENT_ID } from '../../src/api/services.js';
import { DEFAULT_APP_KEYS } from '../../src/config/index.js';
import { createServer, DEFAULT_PRIVATE_KEY_PATH, escapeLogLine } from './app.js';
import { memberPagesModule } from './member-pages.js';
import { pageRedirect } from './page-kit.js';
import { DB_FILE, SECRET_FILE } from './db.js';
import { DEV_PATHS } from './dev-routes.js';
import { readServerEnv } from './env.js';
import { demoModules } from './modules.js';
import { OAUTH_AUTHORIZE_PATH, OAUTH_CONSENT_API, oauthProviderModule } from './oauth-provider.js';
import { isDevKey } from './passwords.js';
import { QR_PHONE_PATH } from './qr.js';
import { qrPhoneModule } from './qr-phone.js';
import { GUEST_EMAIL, LINKED_SOCIAL, SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { queuedLoginTries } from './throttle.js';
import {
  TEST_SCRYPT,
  createTestClock,
  getPage,
  knownDevice,
  metaContent,
  openBrowser,
  pageCall,
  passSlider,
  rawHttp,
  rejection,
  signedGateway,
  startTestServer,
  type TestServer,
} from './testing.js';

let t: TestServer;
let prod: TestServer;

beforeAll(async () => {
  t = await startTestServer({ modules: [qrPhoneModule(), oauthProviderModule()] });
  prod = await startTestServer({ dev: false, modules: demoModules({ distDir: join(tmpdir(), 'no-dist-here') }) });
});

afterAll(async () => {
  await t?.dispose();
  await prod?.dispose();
});

const userIdOf = (server: TestServer, email: string) =>
  (server.server.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;

describe('finding 1 and 4: the fake identity provider and the QR phone simulator exist only in dev mode', () => {
  it('outside dev mode /oauth/authorize, its consent call and /user/qr-phone are 404', async () => {
    const b = openBrowser(prod.url);
    const authorize = await getPage(b, `${OAUTH_AUTHORIZE_PATH}?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(prod.url)}&state=s`);
    expect(authorize.status).toBe(404);
    expect(authorize.html).not.toContain(SITE_BUYERS.SG.email);
    expect((await pageCall(b, OAUTH_CONSENT_API, { tx: 'x', identity: 'new', name: 'Mallory', email: GUEST_EMAIL })).status).toBe(404);
    expect((await getPage(b, QR_PHONE_PATH)).status).toBe(404);
    expect((await pageCall(b, `${QR_PHONE_PATH}/api/login`, { loginName: SITE_BUYERS.SG.email, demo: true })).status).toBe(404);
    expect((await getPage(b, '/')).html).not.toContain(QR_PHONE_PATH);
  });

  it('in dev mode the provider answers only a loopback Host (DNS rebinding) and same-origin POSTs', async () => {
    const path = `${OAUTH_AUTHORIZE_PATH}?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(t.url)}&state=s`;
    expect((await rawHttp(`${t.url}${path}`, { headers: { Host: 'rebound.attacker.example' } })).status).toBe(404);
    expect((await rawHttp(`${t.url}${path}`, { headers: { Host: new URL(t.url).host } })).status).toBe(200);
    const b = openBrowser(t.url);
    const cross = await pageCall(b, OAUTH_CONSENT_API, { tx: 'x', identity: 'new', name: 'M' }, { Origin: 'https://attacker.example' });
    expect(cross.status).toBe(404);
  });
});

describe('finding 4: QR login honours step-up', () => {
  it('a step-up account confirmed on the phone gets SECOND_VERIFICATION, not a session', async () => {
    const web = openBrowser(t.url);
    const id = userIdOf(t, SPECIAL_ACCOUNTS.stepUp.email);
    const qr = await web.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    t.server.qr.scanQr(qr.requestId, id);
    t.server.qr.confirmQr(qr.requestId, id);
    const { token } = await web.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId });
    const login = await web.member.loginByQrCode({ token: token! });
    expect(login).toMatchObject({ loginSuccess: false, loginNextStepAction: 'SECOND_VERIFICATION' });
    expect(await rejection(web.calls.getUser())).toMatchObject({ key: 'FAIL_SYS_SESSION_EXPIRED' });
  });
});

describe('finding 6: a QR login is bound to the browser that generated it', () => {
  it('another browser that knows the requestId (it is in the QR code) polls FAILURE and gets no token', async () => {
    const owner = openBrowser(t.url);
    const attacker = openBrowser(t.url);
    const buyer = userIdOf(t, SITE_BUYERS.SG.email);
    const qr = await owner.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    expect(owner.jar.lastSetCookie('mp_qr')).toMatch(/HttpOnly/);
    t.server.qr.scanQr(qr.requestId, buyer);
    t.server.qr.confirmQr(qr.requestId, buyer);
    // The attacker polls first, even with the same client id and the QR cookie of another QR code of its own.
    await attacker.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    expect(await attacker.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId })).toEqual({ status: 'FAILURE' });
    const stranger = openBrowser(t.url);
    expect(await stranger.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId })).toEqual({ status: 'FAILURE' });
    // The owner still receives the token.
    const success = await owner.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId });
    expect(success).toMatchObject({ status: 'SUCCESS', token: expect.any(String) });
  });
});

describe('finding 9: social sign-up trusts only a verified e-mail; a password reset ends social links', () => {
  it('an unverified e-mail claim neither creates an e-mail-confirmed account nor takes the guest orders', async () => {
    const b = openBrowser(t.url);
    const base = { oauthType: 'GOOGLE' as const, operateType: 'REGISTER' as const, bizScene: 'popup', redirectUri: t.url };
    const oauthCode = t.server.issueOAuthCode('GOOGLE', { subject: 'mallory-1', email: GUEST_EMAIL, name: 'Mallory' });
    const result = await b.member.loginByOAuthCode({ ...base, oauthCode });
    expect(result).toMatchObject({ loginSuccess: false, loginNextStepAction: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER' });
    expect(t.server.db.prepare('SELECT COUNT(*) AS n FROM guest_orders WHERE email = ? AND user_id IS NOT NULL').get(GUEST_EMAIL)).toEqual({ n: 0 });
    expect(t.server.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(GUEST_EMAIL)).toEqual({ n: 0 });
    // An unverified claim on an existing account's e-mail is not matched to it either.
    const taken = t.server.issueOAuthCode('GOOGLE', { subject: 'mallory-2', email: SITE_BUYERS.VN.email });
    expect(await b.member.loginByOAuthCode({ ...base, oauthCode: taken })).toMatchObject({ loginNextStepAction: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER' });
  });

  it('the fake provider marks a typed e-mail unverified unless the tester says the provider verified it', async () => {
    const b = openBrowser(t.url);
    const page = await getPage(b, `${OAUTH_AUTHORIZE_PATH}?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(t.url)}&state=s2`);
    const consent = await pageCall(b, OAUTH_CONSENT_API, { tx: metaContent(page.html, 'oauth-tx'), identity: 'new', name: 'Mallory', email: GUEST_EMAIL });
    const result = await b.member.loginByOAuthCode({
      oauthType: 'GOOGLE',
      oauthCode: consent.body.module.code as string,
      operateType: 'REGISTER',
      bizScene: 'popup',
      redirectUri: t.url,
    });
    expect(result.loginNextStepAction).toBe('OAUTH_COMPLETE_PHONE_FOR_REGISTER');
  });

  it('after the owner resets the password, the linked social identity no longer logs in without the password', async () => {
    const b = openBrowser(t.url);
    const base = { oauthType: LINKED_SOCIAL.provider, operateType: 'LOGIN' as const, bizScene: 'popup', redirectUri: t.url };
    const before = t.server.issueOAuthCode(LINKED_SOCIAL.provider, { subject: LINKED_SOCIAL.subject, email: SITE_BUYERS.SG.email, emailVerified: true });
    expect(await b.member.loginByOAuthCode({ ...base, oauthCode: before })).toMatchObject({ loginSuccess: true });

    // The owner resets the password (forgot-password by e-mail, the code from the outbox).
    const owner = openBrowser(t.url);
    const applied = await owner.calls.applyResetPasswordWithSecurity({ loginName: SITE_BUYERS.SG.email });
    await owner.calls.sendVerificationEmailCode({ type: 'RESET_PASSWORD', token: applied.token, isResend: false });
    const code = (await (await fetch(`${t.url}${DEV_PATHS.outbox}?to=${encodeURIComponent(SITE_BUYERS.SG.email)}`)).json()).messages[0].code as string;
    const verified = await owner.calls.verifyEmailCode({ type: 'RESET_PASSWORD', token: applied.token, code, isSec: false });
    await owner.member.resetPassword({ token: verified.token, password: 'N3w!Passw0rd' });

    const after = t.server.issueOAuthCode(LINKED_SOCIAL.provider, { subject: LINKED_SOCIAL.subject, email: SITE_BUYERS.SG.email, emailVerified: true });
    const attacker = openBrowser(t.url);
    expect(await rejection(attacker.member.loginByOAuthCode({ ...base, oauthCode: after }))).toMatchObject({ key: 'PL_USER_LOGIN_OAUTH_NOT_EXIST' });
    expect(await attacker.member.loginByOAuthCode({ ...base, operateType: 'REGISTER', oauthCode: after })).toMatchObject({
      loginSuccess: false,
      loginNextStepAction: 'OAUTH_VERIFY_EMAIL_PASSWORD',
    });
  });
});

describe('finding 5: the RSA private key comes from configuration', () => {
  it('a server outside dev mode refuses to start without its own key; the dev key is recognised', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'member-key-'));
    try {
      await expect(createServer({ dataDir: dir, dev: false, scrypt: TEST_SCRYPT, seed: false })).rejects.toThrow(/RSA private key/);
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      expect(isDevKey(pem)).toBe(false);
      expect(isDevKey(readFileSync(DEFAULT_PRIVATE_KEY_PATH, 'utf8'))).toBe(true);
      const own = await createServer({ dataDir: dir, dev: false, scrypt: TEST_SCRYPT, seed: false, rsaPrivateKeyPem: pem });
      await own.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('main.ts reads the key from MEMBER_RSA_PRIVATE_KEY_FILE; dev mode binds loopback only', () => {
    expect(readServerEnv({ MEMBER_RSA_PRIVATE_KEY_FILE: DEFAULT_PRIVATE_KEY_PATH }).rsaPrivateKeyPem).toContain('PRIVATE KEY');
    expect(readServerEnv({}).rsaPrivateKeyPem).toBeUndefined();
    expect(() => readServerEnv({ MEMBER_RSA_PRIVATE_KEY_FILE: '/no/such/key.pem' })).toThrow(/MEMBER_RSA_PRIVATE_KEY_FILE/);
    expect(() => readServerEnv({ MEMBER_DEV: '1', HOST: '0.0.0.0' })).toThrow(/loopback only/);
    expect(() => readServerEnv({ npm_lifecycle_event: 'start', HOST: '192.168.1.10' })).toThrow(/loopback only/);
    expect(readServerEnv({ MEMBER_DEV: '1', HOST: '::1' }).dev).toBe(true);
    expect(readServerEnv({ MEMBER_DEV: '0', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('finding 11: dev endpoints check the Host header and the origin of POSTs', () => {
  it('a DNS-rebinding page (foreign Host on 127.0.0.1) cannot read the outbox', async () => {
    await openBrowser(t.url).member.sendCode({ type: 'OTP_LOGIN', phone: SITE_BUYERS.MY.phone, deliveryType: 'SMS', resend: false, checkRisk: true });
    const rebound = await rawHttp(`${t.url}${DEV_PATHS.outbox}`, { headers: { Host: `attacker.example:${new URL(t.url).port}` } });
    expect(rebound.status).toBe(404);
    expect(rebound.body).not.toMatch(/"code"/);
    const own = await rawHttp(`${t.url}${DEV_PATHS.outbox}`, { headers: { Host: `localhost:${new URL(t.url).port}` } });
    expect(own.status).toBe(200);
  });

  it('a cross-site POST cannot switch the bot check; no dev endpoint approves a step-up any more', async () => {
    const post = (headers: Record<string, string>) =>
      rawHttp(`${t.url}${DEV_PATHS.botCheck}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"enabled":true}' });
    expect((await post({ Origin: 'https://attacker.example' })).status).toBe(404);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(404);
    expect(t.server.botCheck.enabled()).toBe(false);
    // A step-up is approved only by a signed-in device of the account (verify-routes.ts), never by a dev call.
    const second = await rawHttp(`${t.url}/__dev/second-verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: t.url, 'Sec-Fetch-Site': 'same-origin' },
      body: '{"token":"x","decision":"APPROVED"}',
    });
    expect(second.status).toBe(404);
    const same = await post({ Origin: t.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(same.status).toBe(200);
    t.server.botCheck.setEnabled(false);
  });
});

describe('finding 12: behind a proxy, the rightmost trusted hop; Secure cookies and HSTS over https', () => {
  it('a client-written X-Forwarded-For entry is not the client address', async () => {
    const proxied = await startTestServer({ trustProxy: 1, limits: { sendPerIp: { max: 2, windowMs: 60 * 60_000 } } });
    try {
      // The client forges a different leftmost address on every request; the proxy appends the real one.
      const send = async (i: number) => {
        const b = openBrowser(proxied.url, { headers: { 'x-forwarded-for': `10.0.0.${i}, 198.51.100.7` } });
        return b.member
          .sendCode({ type: 'OTP_LOGIN', phone: `+65 9000000${i}`, deliveryType: 'SMS', resend: false, checkRisk: true })
          .then(() => 'sent', (e: { key?: string }) => e.key);
      };
      expect([await send(1), await send(2), await send(3)]).toEqual(['sent', 'sent', 'PL-USER-CODE-SEND-LIMIT']);
      // A loopback peer that forwards for a remote client is not a loopback client: no dev endpoints.
      const remote = await rawHttp(`${proxied.url}${DEV_PATHS.outbox}`, { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } });
      expect(remote.status).toBe(404);
    } finally {
      await proxied.dispose();
    }
  });

  it('https (from the trusted proxy) gives Secure cookies and HSTS; without a trusted proxy the header is ignored', async () => {
    const proxied = await startTestServer({ trustProxy: 1 });
    try {
      const https = await rawHttp(`${proxied.url}/user/api/getCsrfToken`, { headers: { 'x-forwarded-proto': 'https', 'x-requested-with': 'XMLHttpRequest' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.dispose();
    }
    const direct = await rawHttp(`${t.url}/user/api/getCsrfToken`, { headers: { 'x-forwarded-proto': 'https', 'x-requested-with': 'XMLHttpRequest' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect(String(direct.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('finding 17: the code-hashing key is not in the database', () => {
  it('the key lives in its own 0600 file; a copy of the database holds no secret', () => {
    const mode = statSync(join(t.dataDir, SECRET_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
    const meta = t.server.db.prepare('SELECT key FROM meta').all() as Array<{ key: string }>;
    expect(meta.map((m) => m.key)).not.toContain('secret');
    const file = readFileSync(join(t.dataDir, DB_FILE));
    const key = readFileSync(join(t.dataDir, SECRET_FILE), 'utf8').trim();
    expect(file.includes(Buffer.from(key))).toBe(false);
    expect(t.server.ctx.secret.equals(Buffer.from(key, 'base64'))).toBe(true);
  });
});

describe('seed sanity', () => {
  it('the seed password still logs in', async () => {
    expect(await openBrowser(t.url).member.login({ loginName: SITE_BUYERS.TH.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
  });
});

describe('findings 2, 3, 8 and 13: password throttling per account identity, atomic, per address, no lockout to hand out', () => {
  const wrong = (i: number) => `Wr0ng!guess${i}`;

  it('20 spellings of one phone number are one account: 5 evaluated failures, then delays and the bot check', async () => {
    const own = await startTestServer({ trustProxy: 1 });
    const proxied = own;
    try {
      const b = openBrowser(own.url, { site: 'TH', headers: { 'x-forwarded-for': '203.0.113.20' } });
      b.jar.set('hng', 'TH|en'); // the Thai site: national numbers are Thai numbers
      const spellings = ['+66 812345678', '+66812345678', '0066812345678', '0066 81 234 5678', '+66-81-234-5678', '0812345678', '081 234 5678', SITE_BUYERS.TH.email, ` ${SITE_BUYERS.TH.email.toUpperCase()} `];
      const keys: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        const loginName = spellings[i % spellings.length]!;
        keys.push((await rejection(b.member.login({ loginName, password: wrong(i) }))).key!);
      }
      expect(keys.filter((k) => k === 'PL-USER-LOGIN-INCORRECT')).toHaveLength(5);
      expect(new Set(keys.slice(5))).toEqual(new Set(['PL-USER-LOGIN-TOO-MANY-ATTEMPTS']));
      // The failures were counted on the account: another address meets the bot check, not a fresh counter.
      const elsewhere = openBrowser(proxied.url, { headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(await rejection(elsewhere.member.login({ loginName: '+66 81 234 5678', password: wrong(99) }))).toMatchObject({ key: 'RGV587_ERROR' });
    } finally {
      await own.dispose();
    }
  });

  /**
   * Holds every password check (the scrypt step) at a gate until `release()`: the checks in flight stay in flight
   * while the test looks. `held()` counts the checks that reached the gate (every password the server evaluated);
   * `whenHeld(n)` resolves once n have. Nothing here waits on time.
   */
  function holdPasswordChecks(own: TestServer) {
    const hasher = own.server.ctx.hasher as { verify: TestServer['server']['ctx']['hasher']['verify'] };
    const verify = hasher.verify.bind(hasher);
    let release!: () => void;
    const gate = new Promise<void>((open) => (release = open));
    let held = 0;
    const waiters: Array<{ n: number; done: () => void }> = [];
    hasher.verify = async (...args) => {
      held += 1;
      for (const waiter of waiters) if (held >= waiter.n) waiter.done();
      await gate;
      return verify(...args);
    };
    return {
      release,
      held: () => held,
      whenHeld: (n: number) => (held >= n ? Promise.resolve() : new Promise<void>((done) => waiters.push({ n, done }))),
    };
  }
  const settle = (p: Promise<unknown>) => p.then(() => 'ok', (e: { key?: string }) => e.key ?? String(e));
  /** Resolves once `n` of `answers` have settled. */
  const whenAnswered = (answers: ReadonlyArray<Promise<string>>, n: number) =>
    new Promise<void>((done) => {
      let count = 0;
      if (n === 0) done();
      for (const answer of answers) void answer.then(() => (count += 1) === n && done());
    });
  /** How many times each answer came. */
  const countKeys = (keys: readonly string[]) => keys.reduce<Record<string, number>>((all, key) => ({ ...all, [key]: (all[key] ?? 0) + 1 }), {});
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((done) => setTimeout(done, 10));
    expect(check()).toBe(true);
  };
  /** The failures the account has on record (settled wrong passwords inside the window). */
  const failuresOf = (own: TestServer, email: string) =>
    (own.server.db.prepare('SELECT COUNT(*) AS n FROM rate_events WHERE bucket = ?').get(`login-fail:user:${userIdOf(own, email)}`) as { n: number }).n;
  // The checks are held open while the test looks; a queued try must not meet the queue's real-time limit meanwhile
  // (on a loaded machine the gap between queueing and release is unbounded): the wait is set out of the way.
  const heldServer = () => startTestServer({ trustProxy: 1, limits: { loginQueueWaitMs: 10 * 60_000 } });

  it('100 parallel wrong guesses: at most 5 are evaluated, from one address or from 100', { timeout: 60_000 }, async () => {
    const own = await heldServer();
    try {
      // One client, 100 parallel guesses (the attack of finding 3): the checks are held open, so all 100 arrive
      // while the first ones are still being evaluated — the moment a check-then-count throttle lets them all in.
      const gate = holdPasswordChecks(own);
      const b = openBrowser(own.url);
      await b.member.csrfToken();
      const answers = Array.from({ length: 100 }, (_, i) => settle(b.member.login({ loginName: SITE_BUYERS.VN.email, password: wrong(i) })));
      // Either every other guess is answered without a check, or a sixth check starts (the hole): no waiting on time.
      await Promise.race([Promise.all([gate.whenHeld(5), whenAnswered(answers, 95)]), gate.whenHeld(6)]);
      expect(gate.held()).toBe(5);
      gate.release();
      expect(countKeys(await Promise.all(answers))).toEqual({ 'PL-USER-LOGIN-INCORRECT': 5, 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS': 95 });
      expect(gate.held()).toBe(5);

      // 100 addresses at once (no per-address delay applies): the account's 5 checks run, 50 tries wait their turn,
      // 45 find the queue full; once the 5 failed, the waiting ones are asked for the bot check — none is evaluated.
      const spread = holdPasswordChecks(own);
      const many = Array.from({ length: 100 }, (_, i) =>
        settle(openBrowser(own.url, { jar: b.jar, headers: { 'x-forwarded-for': `10.3.${i}.7` } }).member.login({ loginName: SITE_BUYERS.PH.email, password: wrong(i) })),
      );
      await Promise.race([Promise.all([spread.whenHeld(5), whenAnswered(many, 45)]), spread.whenHeld(6)]);
      expect(spread.held()).toBe(5);
      spread.release();
      expect(countKeys(await Promise.all(many))).toEqual({ 'PL-USER-LOGIN-INCORRECT': 5, 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS': 45, RGV587_ERROR: 50 });
      expect(spread.held()).toBe(5);
    } finally {
      await own.dispose();
    }
  });

  it('a right guess inside a burst of wrong ones resets nothing: the failures stay on the account', { timeout: 60_000 }, async () => {
    const own = await heldServer();
    try {
      const gate = holdPasswordChecks(own);
      const other = openBrowser(own.url, { headers: { 'x-forwarded-for': '198.51.100.2' } });
      await other.member.csrfToken();
      // A burst of 39 wrong and 1 right, the right one fourth: the first four are let into their checks one by one
      // (so the right one is surely among the evaluated), then the other 36 at once.
      const burst: Array<Promise<string>> = [];
      for (let i = 0; i < 4; i += 1) {
        burst.push(settle(other.member.login({ loginName: SITE_BUYERS.MM.email, password: i === 3 ? SEED_PASSWORD : wrong(i) })));
        await gate.whenHeld(i + 1);
      }
      for (let i = 4; i < 40; i += 1) burst.push(settle(other.member.login({ loginName: SITE_BUYERS.MM.email, password: wrong(i) })));
      await Promise.race([Promise.all([gate.whenHeld(5), whenAnswered(burst, 35)]), gate.whenHeld(6)]);
      expect(gate.held()).toBe(5);
      gate.release();
      const keys = await Promise.all(burst);
      expect(keys[3]).toBe('ok');
      expect(countKeys(keys)).toEqual({ ok: 1, 'PL-USER-LOGIN-INCORRECT': 4, 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS': 35 });
      // The right one settled only its own try: the burst's 4 evaluated failures are still on the account…
      expect(failuresOf(own, SITE_BUYERS.MM.email)).toBe(4);
      // …so exactly one more wrong guess is evaluated, then this address waits and every other address meets the
      // bot check (a reset counter would have given a fresh 5 everywhere).
      expect(await rejection(other.member.login({ loginName: SITE_BUYERS.MM.email, password: wrong(500) }))).toMatchObject({ key: 'PL-USER-LOGIN-INCORRECT' });
      expect(await rejection(other.member.login({ loginName: SITE_BUYERS.MM.email, password: wrong(600) }))).toMatchObject({
        key: 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS',
      });
      const elsewhere = openBrowser(own.url, { headers: { 'x-forwarded-for': '198.51.100.3' } });
      expect(await rejection(elsewhere.member.login({ loginName: SITE_BUYERS.MM.email, password: wrong(700) }))).toMatchObject({ key: 'RGV587_ERROR' });
      expect(gate.held()).toBe(6);
    } finally {
      await own.dispose();
    }
  });

  it('a stranger who guessed wrong does not lock the owner out: another address logs in after the slider', async () => {
    const own = await startTestServer({ trustProxy: 1 });
    try {
      const stranger = openBrowser(own.url, { headers: { 'x-forwarded-for': '203.0.113.66' } });
      for (let i = 0; i < 12; i += 1) {
        await rejection(stranger.member.login({ loginName: SITE_BUYERS.BD.email, password: wrong(i) }));
        own.clock.advance(60_000);
      }
      const owner = openBrowser(own.url, { headers: { 'x-forwarded-for': '198.51.100.77' } });
      expect(await rejection(owner.member.login({ loginName: SITE_BUYERS.BD.email, password: SEED_PASSWORD }))).toMatchObject({ key: 'RGV587_ERROR' });
      await passSlider(owner);
      expect(await owner.member.login({ loginName: SITE_BUYERS.BD.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
    } finally {
      await own.dispose();
    }
  });

  it("the account's in-flight cap queues the owner instead of refusing: 20 parallel right logins from 20 addresses all log in", { timeout: 60_000 }, async () => {
    const own = await startTestServer({ trustProxy: 1 });
    try {
      const gate = holdPasswordChecks(own);
      const answers = Array.from({ length: 20 }, (_, i) =>
        settle(openBrowser(own.url, { headers: { 'x-forwarded-for': `198.51.100.${100 + i}` } }).member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD })),
      );
      // 5 checks run, 15 logins wait for a slot (before, the cap answered them PL-USER-LOGIN-TOO-MANY-ATTEMPTS).
      await until(() => gate.held() === 5);
      gate.release();
      expect(await Promise.all(answers)).toEqual(Array.from({ length: 20 }, () => 'ok'));
      expect(gate.held()).toBe(20);
    } finally {
      await own.dispose();
    }
  });

  it('a stranger filling the in-flight slots with wrong guesses gets the owner queued, then the slider, never refused', { timeout: 60_000 }, async () => {
    const own = await heldServer();
    try {
      const gate = holdPasswordChecks(own);
      const strangers = Array.from({ length: 5 }, (_, i) =>
        settle(openBrowser(own.url, { headers: { 'x-forwarded-for': `203.0.113.${10 + i}` } }).member.login({ loginName: SITE_BUYERS.LK.email, password: wrong(i) })),
      );
      await until(() => gate.held() === 5);
      const owner = openBrowser(own.url, { headers: { 'x-forwarded-for': '198.51.100.99' } });
      const ownerAnswer = settle(owner.member.login({ loginName: SITE_BUYERS.LK.email, password: SEED_PASSWORD }));
      // More strangers behind the owner: they wait too, and are asked for the slider once the first guesses failed.
      const later = Array.from({ length: 5 }, (_, i) =>
        settle(openBrowser(own.url, { headers: { 'x-forwarded-for': `203.0.113.${40 + i}` } }).member.login({ loginName: SITE_BUYERS.LK.email, password: wrong(40 + i) })),
      );
      // The owner and the five later strangers are in the account's queue before the first guesses are let through.
      await until(() => queuedLoginTries(own.server.ctx) === 6);
      gate.release();
      expect(await Promise.all(strangers)).toEqual(Array.from({ length: 5 }, () => 'PL-USER-LOGIN-INCORRECT'));
      expect(await Promise.all(later)).toEqual(Array.from({ length: 5 }, () => 'RGV587_ERROR'));
      // The owner was not turned away by the cap: queued, then asked for the slider (5 failures), then logged in.
      expect(await ownerAnswer).toBe('RGV587_ERROR');
      await passSlider(owner);
      expect(await owner.member.login({ loginName: SITE_BUYERS.LK.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
      expect(gate.held()).toBe(6); // 5 guesses and the owner's login after the slider: nothing else was evaluated
    } finally {
      await own.dispose();
    }
  });

  it('one client flooding password logins is refused before scrypt: 30 a minute per address', async () => {
    const own = await startTestServer({ trustProxy: 1, limits: { loginPerIp: { max: 30, windowMs: 60_000 } } });
    try {
      const flooder = openBrowser(own.url, { headers: { 'x-forwarded-for': '203.0.113.50' } });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => rejection(flooder.member.login({ loginName: `nobody${i}@example.com`, password: wrong(i) }))),
      );
      expect(answers.filter((a) => a.key === 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS')).toHaveLength(10);
      const legit = openBrowser(own.url, { headers: { 'x-forwarded-for': '198.51.100.8' } });
      expect(await legit.member.login({ loginName: SITE_BUYERS.NP.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
    } finally {
      await own.dispose();
    }
  });

  it("knowing a phone number neither kills its owner's live code nor blocks the owner's sends", async () => {
    const own = await startTestServer({ trustProxy: 1 });
    try {
      const phone = SITE_BUYERS.LK.phone;
      // The owner's own browser (known to the account: no new-device check for its code login).
      const owner = knownDevice(own, openBrowser(own.url, { site: 'LK', headers: { 'x-forwarded-for': '198.51.100.9' } }), own.server.ctx.users.liveByPhone('+94712345678')!.id);
      await owner.member.sendCode({ type: 'OTP_LOGIN', phone, deliveryType: 'SMS', resend: false, checkRisk: true });
      const [ownerMessage] = (await (await fetch(`${own.url}${DEV_PATHS.outbox}?to=${encodeURIComponent('+94712345678')}`)).json()).messages;
      // The stranger sends itself codes to the same number until its limit, and guesses.
      // Fresh browsers each time (no resend wait), from one address.
      const strangerBrowser = () => openBrowser(own.url, { site: 'LK', headers: { 'x-forwarded-for': '203.0.113.13' } });
      const stranger = strangerBrowser();
      const sent: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const s = i === 0 ? stranger : strangerBrowser();
        sent.push(await s.member.sendCode({ type: 'OTP_LOGIN', phone, deliveryType: 'SMS', resend: false, checkRisk: true }).then(() => 'sent', (e: { key?: string }) => e.key!));
      }
      expect(sent).toEqual([...Array(5).fill('sent'), 'PL-USER-CODE-SEND-LIMIT']);
      for (let i = 0; i < 6; i += 1) {
        await rejection(stranger.member.loginByCode({ type: 'OTP_LOGIN', phone, code: ownerMessage.code === '000000' ? '111111' : '000000', deliveryType: 'SMS' }));
      }
      // The owner's code still works (the stranger's tries were on its own codes), and the owner can still get a
      // new one: the stranger's sends did not use up the owner's limit.
      expect(await owner.member.loginByCode({ type: 'OTP_LOGIN', phone, code: ownerMessage.code, deliveryType: 'SMS' })).toMatchObject({ loginSuccess: true });
      own.clock.advance(61_000);
      expect(await owner.member.sendCode({ type: 'OTP_LOGIN', phone, deliveryType: 'SMS', resend: true, checkRisk: true })).toEqual({ codeLength: 6 });
    } finally {
      await own.dispose();
    }
  });
});

describe('finding 7: no account-existence oracle', () => {
  it('forgot-password answers an unknown account like a known one, and is limited per address', async () => {
    const own = await startTestServer({ limits: { forgotPerIp: { max: 20, windowMs: 15 * 60_000 } } });
    try {
      const b = openBrowser(own.url);
      const known = await b.calls.applyResetPasswordWithSecurity({ loginName: SITE_BUYERS.SG.email });
      const unknown = await b.calls.applyResetPasswordWithSecurity({ loginName: 'no.such.buyer@example.com' });
      expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
      expect(await b.calls.sendVerificationEmailCode({ type: 'RESET_PASSWORD', token: unknown.token })).toEqual({ codeLength: 6 });
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => b.calls.applyResetPasswordWithSecurity({ loginName: `probe${i}@example.com` }).then(() => 'ok', (e: { key?: string }) => e.key)),
      );
      expect(answers.filter((a) => a === 'ok').length).toBe(18);
      expect(answers.filter((a) => a === 'FAIL_SYS_TRAFFIC_LIMIT').length).toBe(42);
    } finally {
      await own.dispose();
    }
  });

  it('sign-up says "already registered" only after the slider, and each such answer costs a send', async () => {
    const b = openBrowser(t.url);
    expect(await rejection(b.member.sendCode({ type: 'OTP_REGISTER', phone: SITE_BUYERS.PK.phone, deliveryType: 'SMS', resend: false, checkRisk: true }))).toMatchObject({
      key: 'PL-USER-SLIDER-REQUIRED',
    });
    const keys: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      keys.push((await rejection(b.member.sendCode({ type: 'OTP_REGISTER', phone: SITE_BUYERS.PK.phone, deliveryType: 'SMS', resend: false, checkRisk: true, sliderToken: await passSlider(b) }))).key!);
    }
    expect(keys).toEqual([...Array(5).fill('PL-USER-PHONE-EXIST'), 'PL-USER-CODE-SEND-LIMIT']);
  });

  it('every password try costs one scrypt derivation: unknown, password-less, undecryptable or wrong alike', async () => {
    const own = await startTestServer();
    try {
      const hasher = own.server.ctx.hasher;
      const original = hasher.verify.bind(hasher);
      const derivations: Array<string | null | undefined> = [];
      hasher.verify = (password, stored) => {
        derivations.push(stored);
        return original(password, stored);
      };
      const b = openBrowser(own.url);
      const csrf = await b.member.csrfToken();
      const tryLogin = (loginName: string, encryptPassword: string) =>
        rawJsonLogin(b, csrf, loginName, encryptPassword);
      const answers = [
        await tryLogin(SITE_BUYERS.ID.email, 'AAAA'),
        await tryLogin('ghost@example.com', 'AAAA'),
        await tryLogin(SPECIAL_ACCOUNTS.noPassword.email, 'AAAA'),
      ];
      expect(derivations).toHaveLength(3);
      expect(typeof derivations[0]).toBe('string'); // the existing account's own hash was derived against
      expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(answers[0])]));
    } finally {
      await own.dispose();
    }
  });
});

async function rawJsonLogin(b: ReturnType<typeof openBrowser>, csrf: string, loginName: string, encryptPassword: string) {
  const response = await b.fetch(`${b.config.hosts.member}/user/api/login`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf },
    body: JSON.stringify({ loginName, encryptPassword }),
  });
  return { status: response.status, body: await response.json() };
}

describe('finding 16: a refused redirect cannot forge a log line', () => {
  it('CR/LF and control characters of request values are escaped in the log', async () => {
    const own = await startTestServer({ modules: [memberPagesModule()] });
    try {
      const forged = 'https://evil.example/\r\n2026-01-15 INFO admin logged in\u001b[2J';
      // The server's redirect guard (page-kit's pageRedirect) reports a refusal to the log with the value in it.
      expect(pageRedirect(own.server.ctx, forged)).toBe(`${own.url}/`);
      const line = own.logs.find((entry) => entry.includes('evil.example'));
      expect(line).toBeDefined();
      expect(line).not.toMatch(/[\r\n\u001b]/);
      expect(line).toContain('\\u000d\\u000a2026-01-15 INFO admin logged in\\u001b');
      expect(escapeLogLine('a\nb\u2028c')).toBe('a\\u000ab\\u2028c');
    } finally {
      await own.dispose();
    }
  });
});

describe('finding 14: gateway signatures are fresh and single-use; the test app key is for dev; CSRF on every state change', () => {
  it('a replayed signature is refused, on the same API or another', async () => {
    const b = openBrowser(t.url);
    await b.calls.checkSmsChannel();
    // One millisecond past the client's own call: in the same millisecond, with the same token and data, its
    // signature would be this one, already used.
    const first = await signedGateway(b, GATEWAY_APIS.checkSmsChannel, '{}', { t: String(Date.now() + 1) });
    expect(first.body.ret[0]).toMatch(/^SUCCESS::/);
    const replay = await signedGateway(b, GATEWAY_APIS.checkSmsChannel, '{}', { t: first.t, sign: first.sign });
    expect(replay.body.ret[0]).toMatch(/^FAIL_SYS_ILLEGAL_SIGN::/);
    const elsewhere = await signedGateway(b, GATEWAY_APIS.getUser, '{}', { t: first.t, sign: first.sign });
    expect(elsewhere.body.ret[0]).toMatch(/^FAIL_SYS_ILLEGAL_SIGN::/);
  });

  it('a request signed more than 5 minutes away from the server clock is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'member-fresh-'));
    const live = await startTestServer({ signWindowMs: 5 * 60_000 }, { dataDir, clock: createTestClock(Date.now()) });
    try {
      const b = openBrowser(live.url);
      await b.calls.checkSmsChannel();
      const stale = await signedGateway(b, GATEWAY_APIS.checkSmsChannel, '{}', { t: String(Date.now() - 10 * 60_000) });
      expect(stale.body.ret[0]).toMatch(/^FAIL_SYS_ILLEGAL_SIGN::.*window/);
      const future = await signedGateway(b, GATEWAY_APIS.checkSmsChannel, '{}', { t: String(Date.now() + 10 * 60_000) });
      expect(future.body.ret[0]).toMatch(/^FAIL_SYS_ILLEGAL_SIGN::/);
      expect((await signedGateway(b, GATEWAY_APIS.checkSmsChannel, '{}', { t: String(Date.now() + 1) })).body.ret[0]).toMatch(/^SUCCESS::/);
    } finally {
      await live.dispose();
    }
  });

  it('outside dev mode the test app key is refused', async () => {
    const b = openBrowser(prod.url);
    await b.calls.checkSmsChannel();
    const test = await signedGateway(b, GATEWAY_APIS.checkSmsChannel, '{}', { appKey: DEFAULT_APP_KEYS.test });
    expect(test.body.ret[0]).toMatch(/^FAIL_SYS_APPKEY_NOT_EXIST::/);
  });

  it('deletion.cancel and applyResetPasswordWithSecurity need the CSRF token', async () => {
    const b = openBrowser(t.url);
    await b.calls.checkSmsChannel();
    const cancel = await signedGateway(b, GATEWAY_APIS.cancelDeletion, JSON.stringify({ token: 'x'.repeat(30) }));
    expect(cancel.body.ret[0]).toMatch(/^CSRF_TOKEN_INVALID::/);
    const apply = await signedGateway(b, GATEWAY_APIS.applyResetPasswordWithSecurity, JSON.stringify({ tokenType: 'RESET_PASSWORD', loginName: SITE_BUYERS.SG.email }));
    expect(apply.body.ret[0]).toMatch(/^CSRF_TOKEN_INVALID::/);
    // The package's client sends it.
    expect(await b.calls.applyResetPasswordWithSecurity({ loginName: SITE_BUYERS.SG.email })).toMatchObject({ token: expect.any(String) });
  });
});
