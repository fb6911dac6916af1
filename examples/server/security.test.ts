// Issue 12: every finding of the attack on the reference server, performed again as a test over real HTTP on
// 127.0.0.1. Each test is the attack; it fails if the hole comes back.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_CLIENT_ID } from '../../src/api/services.js';
import { createServer, DEFAULT_PRIVATE_KEY_PATH } from './app.js';
import { DB_FILE, SECRET_FILE } from './db.js';
import { DEV_PATHS } from './dev-routes.js';
import { readServerEnv } from './env.js';
import { demoModules } from './modules.js';
import { OAUTH_AUTHORIZE_PATH, OAUTH_CONSENT_API, oauthProviderModule } from './oauth-provider.js';
import { isDevKey } from './passwords.js';
import { QR_PHONE_PATH } from './qr.js';
import { qrPhoneModule } from './qr-phone.js';
import { GUEST_EMAIL, LINKED_SOCIAL, SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import {
  TEST_SCRYPT,
  getPage,
  metaContent,
  openBrowser,
  pageCall,
  rawHttp,
  rejection,
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

  it('a cross-site POST cannot switch the bot check or approve a step-up', async () => {
    const post = (headers: Record<string, string>) =>
      rawHttp(`${t.url}${DEV_PATHS.botCheck}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"enabled":true}' });
    expect((await post({ Origin: 'https://attacker.example' })).status).toBe(404);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(404);
    expect(t.server.botCheck.enabled()).toBe(false);
    const second = await rawHttp(`${t.url}${DEV_PATHS.secondVerification}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: 'http://attacker.example' },
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
      expect([await send(1), await send(2), await send(3)]).toEqual(['sent', 'sent', 'FAIL_SYS_TRAFFIC_LIMIT']);
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
