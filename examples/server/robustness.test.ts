// Bad input never crashes the server nor corrupts data; the database survives a restart; dev endpoints stay dev
// and loopback only; secrets never reach the log.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_APIS } from '../../src/api/gateway/calls.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { latestCode, openBrowser, outbox, rawJson, rejection, signedGateway as signedGatewayAt, startTestServer, type Browser, type TestServer } from './testing.js';

const signedGateway = (b: Browser, api: string, data: string, init: Parameters<typeof signedGatewayAt>[3] = {}) => signedGatewayAt(b, api, data, init);
import { MIGRATIONS } from './db.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.dispose();
});

async function csrfPost(b: Browser, path: string, body: string, headers: Record<string, string> = {}) {
  const token = await b.member.csrfToken();
  return rawJson(b, path, { body, headers: { 'X-CSRF-TOKEN': token, ...headers } });
}

/** A correctly signed gateway request with arbitrary data (the browser must hold a gateway token). */
describe('malformed member requests', () => {
  it('answer 4xx with a clear errorCode and displayMessage', async () => {
    const b = openBrowser(t.url);
    const cases: Array<[string, string, number, string | RegExp]> = [
      ['malformed JSON', '{"loginName": ', 400, /not valid JSON/],
      ['an array', '[1,2]', 400, /must be a JSON object/],
      ['a missing field', JSON.stringify({ loginName: 'buyer.sg@example.com' }), 400, /"encryptPassword" is required/],
      ['a mistyped field', JSON.stringify({ loginName: 12345678, encryptPassword: 'x' }), 400, /"loginName" must be a string/],
      ['an oversized field', JSON.stringify({ loginName: 'a'.repeat(300), encryptPassword: 'x' }), 400, /at most 256/],
      ['a mistyped flag', JSON.stringify({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS', checkRisk: 'yes' }), 400, /true or false/],
      ['an unknown enum value', JSON.stringify({ type: 'OTP_PIGEON', phone: '91234567', deliveryType: 'SMS' }), 400, /must be one of/],
    ];
    for (const [what, body, status, message] of cases) {
      const path = what.includes('flag') || what.includes('enum') ? '/user/api/sendVerificationCode' : '/user/api/login';
      const answer = await csrfPost(b, path, body);
      expect(answer.status, what).toBe(status);
      expect(answer.body, what).toMatchObject({ success: false, errorCode: { key: 'PL-PARAM-INVALID' } });
      expect(answer.body.errorCode.displayMessage, what).toMatch(message);
    }
    const notJson = await csrfPost(b, '/user/api/login', 'loginName=x', { 'Content-Type': 'text/plain' });
    expect(notJson.status).toBe(415);
    const noMarker = await b.fetch(`${t.url}/user/api/getCsrfToken`);
    expect(noMarker.status).toBe(400);
    const wrongMethod = await rawJson(b, '/user/api/login', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect((await rawJson(b, '/user/api/nope', { method: 'GET' })).status).toBe(404);
  });

  it('a ciphertext that does not decrypt is a wrong password, not an oracle', async () => {
    const b = openBrowser(t.url);
    const garbage = Buffer.alloc(256, 7).toString('base64');
    const answer = await csrfPost(b, '/user/api/login', JSON.stringify({ loginName: SITE_BUYERS.SG.email, encryptPassword: garbage }));
    expect(answer.body).toMatchObject({ success: false, errorCode: { key: 'PL-USER-LOGIN-INCORRECT' } });
  });

  it('unknown sites answer 400 PL-SITE-UNKNOWN', async () => {
    const b = openBrowser(t.url);
    b.jar.set('hng', 'XX|en');
    const byCookie = await csrfPost(b, '/user/api/sendVerificationCode', JSON.stringify({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS' }));
    expect(byCookie).toMatchObject({ status: 400, body: { errorCode: { key: 'PL-SITE-UNKNOWN' } } });
    b.jar.remove('hng');
    const byPrefix = await csrfPost(b, '/user/api/loginByVerificationCode', JSON.stringify({ type: 'OTP_LOGIN', phone: '91234567', code: '123456', phonePrefixCode: '999' }));
    expect(byPrefix).toMatchObject({ status: 400, body: { errorCode: { key: 'PL-SITE-UNKNOWN' } } });
    const byCountryCode = await csrfPost(b, '/user/api/sendVerificationCode', JSON.stringify({ type: 'OTP_LOGIN', phone: '+999 1234567', deliveryType: 'SMS' }));
    expect(byCountryCode).toMatchObject({ status: 400, body: { errorCode: { key: 'PL-SITE-UNKNOWN' } } });

    await b.calls.checkSmsChannel();
    const byRegion = await signedGateway(b, GATEWAY_APIS.checkSmsChannel, '{}', { method: 'GET', headers: { 'x-i18n-regionid': '999' } });
    expect(byRegion.status).toBe(400);
    expect(byRegion.body.ret[0]).toMatch(/^PL-SITE-UNKNOWN::/);
  });

  it('refuses bodies over 64 KB with 413 and keeps serving', async () => {
    const b = openBrowser(t.url);
    const big = JSON.stringify({ loginName: 'x'.repeat(100 * 1024), encryptPassword: 'x' });
    const member = await csrfPost(b, '/user/api/login', big);
    expect(member.status).toBe(413);
    expect(member.body).toMatchObject({ success: false, errorCode: { key: 'PL-PARAM-TOO-LARGE' } });
    await b.calls.checkSmsChannel();
    const gateway = await signedGateway(b, GATEWAY_APIS.applyResetPasswordWithSecurity, JSON.stringify({ loginName: 'y'.repeat(100 * 1024) }));
    expect(gateway.status).toBe(413);

    // A body that lies about its size (chunked, no Content-Length) is cut off the same way.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${t.url}/user/api/login`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 20; i += 1) req.write('x'.repeat(8 * 1024));
      req.end();
    });
    expect(status).toBe(413);
    expect(await b.member.getCsrfToken()).toBeTruthy();
  });
});

describe('malformed gateway requests', () => {
  it('answer 4xx with the problem in ret', async () => {
    const b = openBrowser(t.url);
    await b.calls.checkSmsChannel();
    const badJson = await signedGateway(b, GATEWAY_APIS.applyResetPasswordWithSecurity, '{"loginName":');
    expect(badJson.status).toBe(400);
    expect(badJson.body.ret[0]).toMatch(/^PL-PARAM-INVALID::The data parameter is not valid JSON/);
    const csrf = await b.member.csrfToken();
    const missing = await signedGateway(b, GATEWAY_APIS.applyResetPasswordWithSecurity, JSON.stringify({ tokenType: 'RESET_PASSWORD', 'X-CSRF-TOKEN': csrf }));
    expect(missing.status).toBe(400);
    expect(missing.body.ret[0]).toMatch(/"loginName" is required/);
    const wrongMethod = await signedGateway(b, GATEWAY_APIS.applyResetPasswordWithSecurity, '{}', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    const unknown = await b.fetch(`${t.url}/h5/mtop.member.user.nothing/1.0/?data=%7B%7D`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { ret: string[] }).ret[0]).toMatch(/^FAIL_SYS_API_NOT_FOUNDED::/);
  });
});

describe('resilience', () => {
  it('survives a burst of garbage and still serves correct answers', async () => {
    const b = openBrowser(t.url);
    const token = await b.member.csrfToken();
    const garbage = ['', 'null', '{', '"', '{"a":{"b":{"c":[[[[[]]]]]}}}', '\u0000\u0001', '{"loginName":null,"encryptPassword":[]}', '{"__proto__":{"x":1}}'];
    const paths = ['/user/api/login', '/user/api/sendVerificationCode', '/user/api/resetPassword', '/user/api/loginByQrCode', '/user/api/sliderVerify'];
    const answers = await Promise.all(
      paths.flatMap((path) => garbage.map((body) => rawJson(b, path, { body, headers: { 'X-CSRF-TOKEN': token } }))),
    );
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toHaveProperty('success', false);
    }
    expect(await b.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
  });

  it('does not leave half an account behind when a registration is refused midway', async () => {
    const b = openBrowser(t.url);
    const phone = '+65 82223333';
    await b.member.sendCode({ type: 'OTP_LOGIN', phone, deliveryType: 'SMS', resend: false, checkRisk: true });
    const code = await latestCode(t.url, '+6582223333');
    const count = () => (t.server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const before = count();
    await Promise.all([
      b.member.loginByCode({ type: 'OTP_REGISTER', phone, code, deliveryType: 'SMS' }).catch((error: unknown) => error),
      openBrowser(t.url).member.loginByCode({ type: 'OTP_REGISTER', phone, code, deliveryType: 'SMS' }).catch((error: unknown) => error),
    ]);
    expect(count()).toBe(before + 1);
    expect(t.server.db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
  });
});

describe('dev endpoints', () => {
  it('exist only in dev mode', async () => {
    const prod = await startTestServer({ dev: false });
    try {
      expect((await fetch(`${prod.url}/__dev/outbox`)).status).toBe(404);
      expect((await fetch(`${prod.url}/__dev/outbox.html`)).status).toBe(404);
      expect((await fetch(`${prod.url}/__dev/bot-check/pass`, { method: 'POST' })).status).toBe(404);
      const b = openBrowser(prod.url);
      await b.member.sendCode({ type: 'OTP_LOGIN', phone: SITE_BUYERS.SG.phone, deliveryType: 'SMS', resend: false, checkRisk: true });
      expect((prod.server.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n).toBe(0);
    } finally {
      await prod.dispose();
    }
  });

  it('answer loopback clients only', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const remote = await fetch(`${proxied.url}/__dev/outbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(remote.status).toBe(404);
      expect((await fetch(`${proxied.url}/__dev/outbox`)).status).toBe(200);
    } finally {
      await proxied.dispose();
    }
  });

  it('list messages newest first, as JSON and as a page', async () => {
    const b = openBrowser(t.url);
    await b.member.sendCode({ type: 'OTP_LOGIN', phone: '+65 83334444', deliveryType: 'SMS', resend: false, checkRisk: true });
    await b.member.sendCode({ type: 'OTP_LOGIN', phone: '+65 83335555', deliveryType: 'SMS', resend: false, checkRisk: true });
    const messages = await outbox(t.url);
    expect(messages[0]!.destination).toBe('+6583335555');
    expect(messages[1]!.destination).toBe('+6583334444');
    const page = await fetch(`${t.url}/__dev/outbox.html`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain(messages[0]!.code!);
  });
});

describe('logging', () => {
  it('never prints a code or a password', async () => {
    const joined = t.logs.join('\n');
    for (const message of await outbox(t.url)) expect(joined).not.toContain(message.code);
    expect(joined).not.toContain(SEED_PASSWORD);
  });
});

describe('restart', () => {
  it('keeps accounts, sessions and signed cookies; the seed is not repeated', async () => {
    const first = await startTestServer();
    const b = openBrowser(first.url);
    const phone = '+65 84445555';
    await b.member.sendCode({ type: 'OTP_LOGIN', phone, deliveryType: 'SMS', resend: false, checkRisk: true });
    const code = await latestCode(first.url, '+6584445555');
    await b.member.loginByCode({ type: 'OTP_REGISTER', phone, code, deliveryType: 'SMS' });
    const users = (first.server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    await first.close();

    const second = await startTestServer({}, { dataDir: first.dataDir, clock: first.clock });
    try {
      expect((second.server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(users);
      // Every migration exactly once, none repeated by the restart.
      expect(second.server.db.prepare('SELECT version FROM migrations ORDER BY version').all()).toEqual(
        [...MIGRATIONS].sort((a, b) => a.version - b.version).map(({ version }) => ({ version })),
      );
      expect(second.server.db.pragma('journal_mode', { simple: true })).toBe('wal');
      // Same browser, new port: the session cookie and the CSRF cookie still work (the secret is kept).
      const again = openBrowser(second.url, { jar: b.jar });
      expect(await again.calls.getUser()).toMatchObject({ phone: '84445555' });
      expect(await again.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
      expect(await rejection(again.member.loginByCode({ type: 'OTP_LOGIN', phone, code, deliveryType: 'SMS' }))).toMatchObject({ key: 'PL-USER-CODE-EXPIRED' });
    } finally {
      await second.dispose();
    }
  });
});
