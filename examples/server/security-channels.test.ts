// Issue 23, findings 3, 6 and 7: the attacks on the reference server performed again over real HTTP on 127.0.0.1,
// each against a fresh server in the mode it was found in. Each test is the attack; it fails if the hole comes back.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountServices } from '../../src/api/account.js';
import { createPagesServices } from '../../src/api/pages.js';
import { createTrustedDeviceServices } from '../../src/api/trusted-device.js';
import { createVerificationServices } from '../../src/api/verification.js';
import { createServer, DEFAULT_PRIVATE_KEY_PATH } from './app.js';
import { ALERT_TEXTS } from './credential-alert-texts.js';
import { NOT_ME_PATH } from './credential-alerts.js';
import { demoModules } from './modules.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { TEST_SCRYPT, getPage, knownDevice, latestCode, openBrowser, outbox, rejection, startTestServer, type Browser, type TestServer } from './testing.js';

const NO_DIST = join(tmpdir(), 'no-dist-here');
// Logins cost RSA and scrypt: on a loaded 2-core machine one test can take seconds.
vi.setConfig({ testTimeout: 30_000 });
let prod: TestServer;
let t: TestServer;

beforeAll(async () => {
  prod = await startTestServer({ dev: false, modules: demoModules({ distDir: NO_DIST }) });
  t = await startTestServer({ modules: demoModules({ distDir: NO_DIST }) });
});

afterAll(async () => {
  await prod?.dispose();
  await t?.dispose();
});

describe('finding 3: production mode has no default account', () => {
  it('a fresh server outside dev mode has no account, and the published password logs nobody in', async () => {
    expect((prod.server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(0);
    for (const loginName of [SITE_BUYERS.SG.email, SITE_BUYERS.SG.phone, SPECIAL_ACCOUNTS.stepUp.email]) {
      expect(await rejection(openBrowser(prod.url).member.login({ loginName, password: SEED_PASSWORD }))).toMatchObject({
        key: 'PL-USER-LOGIN-INCORRECT',
      });
    }
  });

  it('the start page and the demo pages advertise no account and no password outside dev mode', async () => {
    const b = openBrowser(prod.url);
    for (const path of ['/', '/demo/sg', '/demo/my/cart', '/demo/sg/wishlist']) {
      const page = await getPage(b, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(SEED_PASSWORD);
      expect(page.html, path).not.toMatch(/buyer\.[a-z]{2}@example\.com|data-demo-password/);
    }
    // The fake app bridge of `?app=1` takes the account it logs in as from the page; the static script names none.
    expect(readFileSync(new URL('./public/demo-dev.js', import.meta.url), 'utf8')).not.toContain(SEED_PASSWORD);
  });

  it('no switch seeds a server outside dev mode, and a database seeded in dev mode does not start outside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'member-seed-'));
    const rsaPrivateKeyPem = readFileSync(DEFAULT_PRIVATE_KEY_PATH, 'utf8');
    try {
      await expect(createServer({ dataDir: dir, dev: false, seed: true, scrypt: TEST_SCRYPT, rsaPrivateKeyPem })).rejects.toThrow(/outside dev mode/);
      const demo = await createServer({ dataDir: dir, dev: true, scrypt: TEST_SCRYPT });
      await demo.close();
      await expect(createServer({ dataDir: dir, dev: false, scrypt: TEST_SCRYPT, rsaPrivateKeyPem })).rejects.toThrow(/demo accounts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dev mode (npm start) still seeds the demo accounts, lists them and hands the app bridge its account', async () => {
    const dev = await startTestServer({ modules: demoModules({ distDir: NO_DIST }) });
    try {
      const b = openBrowser(dev.url);
      expect(await b.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
      expect((await getPage(b, '/')).html).toContain(SEED_PASSWORD);
      const demo = (await getPage(b, '/demo/sg')).html;
      expect(demo).toContain(`data-demo-login="${SITE_BUYERS.SG.email}"`);
      expect(demo).toContain(`data-demo-password="${SEED_PASSWORD}"`);
    } finally {
      await dev.dispose();
    }
  });
});

describe('finding 7: a step-up verification and a restore token work only in the browser that started them', () => {
  const STEP_UP = SPECIAL_ACCOUNTS.stepUp;

  /** A browser signed in to the step-up account by an SMS code (no step-up): the owner's trusted device. */
  /** The owner's own browser (known to the account), signed in by an SMS code. */
  async function ownersDevice(): Promise<Browser> {
    const device = knownDevice(t, openBrowser(t.url), t.server.ctx.users.liveByEmail(STEP_UP.email)!.id);
    await device.member.sendCode({ type: 'OTP_LOGIN', phone: STEP_UP.phone, deliveryType: 'SMS', resend: false, checkRisk: false });
    const code = await latestCode(t.url, STEP_UP.phone.replace(/\s/g, ''));
    expect(await device.member.loginByCode({ type: 'OTP_LOGIN', phone: STEP_UP.phone, code, deliveryType: 'SMS' })).toMatchObject({ loginSuccess: true });
    return device;
  }

  it('after the owner approves on the trusted device, a browser that knows the token gets no session; the one that asked does', async () => {
    const owner = openBrowser(t.url);
    const started = await owner.member.login({ loginName: STEP_UP.email, password: SEED_PASSWORD });
    expect(started.loginNextStepAction).toBe('SECOND_VERIFICATION');
    const token = started.loginNextStepActionData!.token!;
    // The verify URL the server hands out carries no token: the popup puts it in the fragment.
    expect(started.loginNextStepActionData!.url).not.toContain(token);
    const mine = createVerificationServices(owner.member);
    const device = await ownersDevice();
    await mine.askDevice(token);

    // The attacker has the token (a leaked URL) and its own browser with a CSRF cookie of its own.
    const attacker = openBrowser(t.url);
    const theirs = createVerificationServices(attacker.member);
    expect(await rejection(theirs.methods(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(await rejection(theirs.askDevice(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });

    const [request] = await createTrustedDeviceServices(device.member).requests();
    await createTrustedDeviceServices(device.member).decide(request!.requestId, 'APPROVED');
    // The attacker polls first: refused, and nothing is spent.
    expect(await rejection(theirs.status(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(attacker.jar.get('member_sid')).toBeUndefined();
    expect(await mine.status(token)).toMatchObject({ type: 'login', login: { loginSuccess: true } });
    expect(owner.jar.get('member_sid')).toBeDefined();
  });

  it("a reset's verification is bound too, and its verify URL keeps the token in the fragment", async () => {
    const owner = openBrowser(t.url);
    const { token: resetToken } = await owner.calls.applyResetPasswordWithSecurity({ loginName: STEP_UP.email });
    await owner.calls.sendVerificationEmailCode({ type: 'RESET_PASSWORD', token: resetToken, email: STEP_UP.email });
    const code = await latestCode(t.url, STEP_UP.email);
    const verified = await owner.calls.verifyEmailCode({ type: 'RESET_PASSWORD', token: resetToken, code, email: STEP_UP.email });
    expect(verified.tokenType).toBe('ACCOUNT_SECOND_VERIFICATION');
    const url = new URL(verified.verifyUrl!);
    expect(url.search).toBe('');
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe(verified.token);
    expect(await rejection(createVerificationServices(openBrowser(t.url).member).methods(verified.token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect((await createVerificationServices(owner.member).methods(verified.token)).purpose).toBe('RESET_PASSWORD');
  });

  it('a deletion-restore token from another browser neither shows the account nor restores it', async () => {
    const owner = openBrowser(t.url);
    const first = await owner.member.login({ loginName: SPECIAL_ACCOUNTS.pendingDeletion.email, password: SEED_PASSWORD });
    expect(first.loginNextStepAction).toBe('DELETION_COOL_CONFIRM');
    const token = first.loginNextStepActionData!.deletionCancelToken!;
    const url = new URL(first.loginNextStepActionData!.url!);
    expect(url.search).not.toContain(token);
    expect(url.hash).toContain(token);

    const attacker = openBrowser(t.url);
    expect(await rejection(createPagesServices(attacker.member).checkRestoreToken(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(await rejection(attacker.calls.cancelDeletion({ token }))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(attacker.jar.get('member_sid')).toBeUndefined();
    // The owner's token is still live and restores in the owner's browser.
    expect(await owner.calls.cancelDeletion({ token })).toMatchObject({ loginSuccess: true, loginType: 'RESTORE' });
  });
});

describe('finding 6: every credential change is announced to the old channels, with a "This wasn\'t me" lockdown', () => {
  type Site = keyof typeof SITE_BUYERS;
  const e164 = (site: Site) => SITE_BUYERS[site].phone.replace(/\s/g, '');
  async function loggedIn(site: Site, password = SEED_PASSWORD): Promise<Browser> {
    const b = openBrowser(t.url, { site });
    expect(await b.member.login({ loginName: SITE_BUYERS[site].email, password })).toMatchObject({ loginSuccess: true });
    return b;
  }
  const notices = async (to: string) => (await outbox(t.url, to)).filter((m) => m.purpose.startsWith('CREDENTIAL_CHANGED_'));
  const linkOf = (text: string) => new URL(/https?:\/\/\S+\/user\/not-me\?token=[\w%-]+/.exec(text)![0]);
  const userRow = (email: string | null, phone?: string) =>
    t.server.db.prepare('SELECT id, email, phone, password_hash FROM users WHERE email = ? OR phone = ?').get(email, phone ?? '') as
      | { id: number; email: string | null; phone: string | null; password_hash: string | null }
      | undefined;

  it('an e-mail change by a session thief: the old e-mail and phone are told, the other sessions end, and the owner rolls it back', async () => {
    const site = 'VN';
    const { email, phone } = { email: SITE_BUYERS[site].email, phone: e164(site) };
    const owner = await loggedIn(site);
    const thief = await loggedIn(site);
    const account = createAccountServices(thief.member, thief.config);
    const { token } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    await account.sendContactCode({ kind: 'email', value: 'thief.vn@example.com', token, resend: false });
    await account.changeContact({ kind: 'email', value: 'thief.vn@example.com', code: await latestCode(t.url, 'thief.vn@example.com'), token });

    // The notice went to the old e-mail and the phone, in the account's language (Vietnamese), with the link.
    const [mail] = await notices(email);
    const [sms] = await notices(phone);
    expect(mail).toMatchObject({ channel: 'EMAIL', purpose: 'CREDENTIAL_CHANGED_EMAIL' });
    expect(sms).toMatchObject({ channel: 'SMS', purpose: 'CREDENTIAL_CHANGED_EMAIL' });
    expect(mail!.text).toContain(ALERT_TEXTS.vi.email.split('{value}')[0]!);
    expect(mail!.text).not.toContain('thief.vn@example.com');
    expect(await notices('thief.vn@example.com')).toEqual([]);
    // The owner's other session ended; the thief's (the changing one) goes on.
    expect(await rejection(owner.calls.getUser())).toMatchObject({ key: 'FAIL_SYS_SESSION_EXPIRED' });
    expect(await thief.calls.getUser()).toMatchObject({ email: 'thief.vn@example.com' });

    // The thief changes the password too: a notice to the (current) e-mail and phone.
    await account.changePassword({ currentPassword: SEED_PASSWORD, newPassword: 'Th1ef~Owns' });
    expect((await notices(phone)).map((m) => m.purpose)).toEqual(['CREDENTIAL_CHANGED_PASSWORD', 'CREDENTIAL_CHANGED_EMAIL']);

    // The owner opens the link from the first notice: a confirmation only (a mail scanner's GET changes nothing).
    const link = linkOf(mail!.text);
    expect(link.origin + link.pathname).toBe(`${t.url}${NOT_ME_PATH}`);
    const ownerAgain = openBrowser(t.url, { site });
    const page = await getPage(ownerAgain, link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(page.html).toContain(ALERT_TEXTS.vi.confirm);
    expect(await thief.calls.getUser()).toMatchObject({ email: 'thief.vn@example.com' });

    const confirm = () =>
      fetch(`${t.url}${NOT_ME_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.searchParams.get('token')}` });
    const locked = await confirm();
    expect(locked.status).toBe(200);
    expect(locked.headers.get('set-cookie') ?? '').not.toMatch(/member_sid=[^;]/);
    // Every session ended, the e-mail is the owner's again, no password works until a reset.
    expect(await rejection(thief.calls.getUser())).toMatchObject({ key: 'FAIL_SYS_SESSION_EXPIRED' });
    const row = userRow(email)!;
    expect(row).toMatchObject({ email, phone, password_hash: null });
    for (const [loginName, password] of [['thief.vn@example.com', 'Th1ef~Owns'], [email, 'Th1ef~Owns'], [email, SEED_PASSWORD]] as const) {
      expect(await rejection(openBrowser(t.url, { site }).member.login({ loginName, password }))).toMatchObject({ key: 'PL-USER-LOGIN-INCORRECT' });
    }
    // Single use: the second confirmation and the password notice's link (every pending flow ended) are expired.
    expect((await confirm()).status).toBe(410);
    const second = linkOf((await notices(phone))[0]!.text);
    expect((await getPage(ownerAgain, second.pathname + second.search)).status).toBe(410);
    // The owner recovers through forgot password, whose code goes to the rolled-back e-mail.
    const { token: reset } = await ownerAgain.calls.applyResetPasswordWithSecurity({ loginName: email });
    await ownerAgain.calls.sendVerificationEmailCode({ type: 'RESET_PASSWORD', token: reset, email });
    const verified = await ownerAgain.calls.verifyEmailCode({ type: 'RESET_PASSWORD', token: reset, code: await latestCode(t.url, email), email });
    expect(await ownerAgain.member.resetPassword({ password: 'Own3r~Back', token: verified.token })).toMatchObject({ loginResponse: { loginSuccess: true } });
    // …and the reset is announced as well.
    expect((await notices(email))[0]).toMatchObject({ purpose: 'CREDENTIAL_CHANGED_RESET' });
  });

  it('a mobile change ends the other sessions and notifies the old number; the link expires after 7 days', async () => {
    const site = 'TH';
    const oldPhone = e164(site);
    const other = await loggedIn(site);
    const b = await loggedIn(site);
    const account = createAccountServices(b.member, b.config);
    const { token } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    await account.sendContactCode({ kind: 'phone', value: '0898765432', token, resend: false });
    const code = await latestCode(t.url, '+66898765432');
    // A wrong code changes nothing and announces nothing.
    const wrong = code === '000000' ? '111111' : '000000';
    await rejection(account.changeContact({ kind: 'phone', value: '0898765432', code: wrong, token }));
    expect(await notices(oldPhone)).toEqual([]);
    await account.changeContact({ kind: 'phone', value: '0898765432', code, token });
    const [sms] = await notices(oldPhone);
    expect(sms!.text).toContain(ALERT_TEXTS.th.phone.split('{value}')[0]!);
    expect(await notices('+66898765432')).toEqual([]);
    expect(await rejection(other.calls.getUser())).toMatchObject({ key: 'FAIL_SYS_SESSION_EXPIRED' });
    expect(await b.calls.getUser()).toBeTruthy();

    t.clock.advance(7 * 24 * 60 * 60_000 + 1);
    const link = linkOf(sms!.text);
    const response = await fetch(`${t.url}${NOT_ME_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.searchParams.get('token')}` });
    expect(response.status).toBe(410);
    expect(userRow(SITE_BUYERS[site].email)!.phone).toBe('+66898765432');
  });
});
