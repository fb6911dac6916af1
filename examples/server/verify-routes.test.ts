// Identity verification's server side (verify-routes.ts): the six methods, the trusted-device page and its attacks,
// rejection, expiry and replay, through the package's own calls (src/api/verification.ts on the member client).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationServices } from '../../src/api/verification.js';
import { VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { getPage, latestCode, openBrowser, pageCall, rejection, startTestServer, type Browser, type TestServer } from './testing.js';
import { pagesCallsModule } from './pages-calls.js';
import { TRUSTED_DEVICE_API, TRUSTED_DEVICE_PATH, verifyModule } from './verify-routes.js';

let t: TestServer;
const STEP_UP = SPECIAL_ACCOUNTS.stepUp;
const STEP_UP_PHONE = '+6591230003';

beforeAll(async () => {
  t = await startTestServer({ modules: [verifyModule(), pagesCallsModule()] });
});
afterAll(async () => {
  await t.dispose();
});

/** A step-up login by password: the verification token. */
async function stepUpLogin(b: Browser): Promise<string> {
  const result = await b.member.login({ loginName: STEP_UP.email, password: SEED_PASSWORD });
  expect(result.loginNextStepAction).toBe('SECOND_VERIFICATION');
  return result.loginNextStepActionData!.token!;
}

let signedInDevice: Browser | undefined;

/** A browser signed in to the step-up account by a code (no step-up): the trusted device (one for the file). */
async function trustedDevice(): Promise<Browser> {
  if (signedInDevice) return signedInDevice;
  const device = openBrowser(t.url);
  signedInDevice = device;
  await device.member.sendCode({ type: 'OTP_LOGIN', phone: '91230003', deliveryType: 'SMS', resend: false, checkRisk: false });
  const result = await device.member.loginByCode({ type: 'OTP_LOGIN', phone: '91230003', code: await latestCode(t.url, STEP_UP_PHONE), deliveryType: 'SMS' });
  expect(result.loginSuccess).toBe(true);
  return device;
}

const requestIdOn = (html: string) => /data-request="([^"]+)"/.exec(html)?.[1];

describe('identity verification calls', () => {
  it('lists the methods the account has; a password login may not be stepped up by its own password', async () => {
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const info = await api.methods(await stepUpLogin(b));
    expect(info.purpose).toBe('LOGIN');
    expect(info.secondsLeft).toBe(VERIFICATION_EXPIRY_MS / 1000);
    expect(info.methods.map((m) => m.type)).toEqual(['SMS', 'EMAIL', 'VOICE', 'ITEM']);
    expect(info.methods[0]).toEqual({ type: 'SMS', target: '+65 9*** **03' });
    await trustedDevice();
    expect((await api.methods(await stepUpLogin(b))).methods.map((m) => m.type)).toContain('DEVICE');
  });

  it('SMS, e-mail and voice codes: a wrong code is refused, the right one logs in; the spent token replays as expired', async () => {
    for (const method of ['SMS', 'EMAIL', 'VOICE'] as const) {
      const b = openBrowser(t.url);
      const api = createVerificationServices(b.member);
      const token = await stepUpLogin(b);
      const sent = await api.sendCode(token, method);
      expect(sent.codeLength).toBe(6);
      const code = await latestCode(t.url, method === 'EMAIL' ? STEP_UP.email : STEP_UP_PHONE);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await rejection(api.checkCode(token, wrong))).toMatchObject({ key: 'PL-USER-CODE-INCORRECT' });
      const result = await api.checkCode(token, code);
      expect(result).toMatchObject({ type: 'login', login: { loginSuccess: true } });
      // Replay: the same token and code once more.
      expect(await rejection(api.checkCode(token, code))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
      expect(await rejection(api.methods(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    }
  });

  it('the purchased item: decoys and one bought item; a wrong pick asks again, the third closes the method; the right one passes', async () => {
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    const options = await api.itemQuestion(token);
    expect(options).toHaveLength(4);
    expect(options.filter((o) => o.name === 'Canvas backpack')).toHaveLength(1);
    const wrong = options.find((o) => o.name !== 'Canvas backpack')!;
    expect(await rejection(api.checkItem(token, wrong.id))).toMatchObject({ key: 'PL-USER-VERIFICATION-WRONG-ANSWER' });
    // A question is answered once: its right id no longer counts after a wrong pick.
    const right = options.find((o) => o.name === 'Canvas backpack')!;
    expect(await rejection(api.checkItem(token, right.id))).toMatchObject({ key: 'PL-USER-VERIFICATION-WRONG-ANSWER' });
    const again = await api.itemQuestion(token);
    expect(await rejection(api.checkItem(token, again.find((o) => o.name !== 'Canvas backpack')!.id))).toMatchObject({
      key: 'PL-USER-VERIFICATION-TOO-MANY-TRIES',
    });
    expect((await api.methods(token)).methods.map((m) => m.type)).not.toContain('ITEM');

    const fresh = await stepUpLogin(b);
    const question = await api.itemQuestion(fresh);
    expect(await api.checkItem(fresh, question.find((o) => o.name === 'Canvas backpack')!.id)).toMatchObject({ type: 'login' });
  });

  it('password: offered for a reset, refused for a password login; a reset verification hands a verified reset token', async () => {
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const login = await stepUpLogin(b);
    expect(await rejection(api.checkPassword(login, SEED_PASSWORD))).toMatchObject({ key: 'PL-USER-CHANNEL-UNSUPPORTED' });

    const { token: resetToken } = await b.calls.applyResetPasswordWithSecurity({ loginName: STEP_UP.email });
    await b.calls.sendVerificationEmailCode({ type: 'RESET_PASSWORD', token: resetToken, email: STEP_UP.email });
    const second = await b.calls.verifyEmailCode({ type: 'RESET_PASSWORD', token: resetToken, code: await latestCode(t.url, STEP_UP.email), email: STEP_UP.email });
    expect(second.tokenType).toBe('ACCOUNT_SECOND_VERIFICATION');
    const info = await api.methods(second.token);
    expect(info.purpose).toBe('RESET_PASSWORD');
    expect(info.methods.map((m) => m.type)).toContain('PASSWORD');
    expect(await rejection(api.checkPassword(second.token, 'Wr0ng!Guess#917'))).toMatchObject({ key: 'PL-USER-LOGIN-INCORRECT' });
    const result = await api.checkPassword(second.token, SEED_PASSWORD);
    expect(result.type).toBe('reset');
    // What /user/reset-password checks before it shows ResetPassword.
    expect(await b.member.call('POST', 'user/api/checkResetToken', { token: (result as { token: string }).token })).toMatchObject({ guest: false });
  });

  it('"This was not me" spends the request: every later call answers expired', async () => {
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    await api.reject(token);
    expect(await rejection(api.sendCode(token, 'SMS'))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(await rejection(api.reject(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });

  it('expires after 5 minutes', async () => {
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    t.clock.advance(VERIFICATION_EXPIRY_MS + 1);
    expect(await rejection(api.methods(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });
});

describe('trusted device', () => {
  it('the signed-in device sees the request and approves it; the page notices at its next status call', async () => {
    const device = await trustedDevice();
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    expect((await getPage(device, TRUSTED_DEVICE_PATH)).html).not.toContain('data-request=');
    await api.askDevice(token);
    expect(await api.status(token)).toBeNull();
    const page = await getPage(device, TRUSTED_DEVICE_PATH);
    expect(page.html).toContain('Log in');
    const requestId = requestIdOn(page.html)!;
    expect(page.html).not.toContain(token);
    expect((await pageCall(device, TRUSTED_DEVICE_API, { requestId, decision: 'APPROVED' })).body).toMatchObject({ success: true });
    expect(await api.status(token)).toMatchObject({ type: 'login', login: { loginSuccess: true } });
    expect(await rejection(api.status(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });

  it('a rejection on the device ends the request for the page', async () => {
    const device = await trustedDevice();
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    await api.askDevice(token);
    const requestId = requestIdOn((await getPage(device, TRUSTED_DEVICE_PATH)).html)!;
    await pageCall(device, TRUSTED_DEVICE_API, { requestId, decision: 'REJECTED' });
    expect(await rejection(api.status(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-REJECTED' });
  });

  it('attack: another account signed in (or nobody) cannot see or approve the request, even with its id', async () => {
    const device = await trustedDevice();
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    await api.askDevice(token);
    const requestId = requestIdOn((await getPage(device, TRUSTED_DEVICE_PATH)).html)!;

    const attacker = openBrowser(t.url);
    await attacker.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD });
    expect((await getPage(attacker, TRUSTED_DEVICE_PATH)).html).not.toContain(requestId);
    expect((await pageCall(attacker, TRUSTED_DEVICE_API, { requestId, decision: 'APPROVED' })).body).toMatchObject({
      success: false,
      errorCode: { key: 'PL-USER-VERIFICATION-EXPIRED' },
    });
    const nobody = openBrowser(t.url);
    expect((await getPage(nobody, TRUSTED_DEVICE_PATH)).html).not.toContain(requestId);
    expect((await pageCall(nobody, TRUSTED_DEVICE_API, { requestId, decision: 'APPROVED' })).body).toMatchObject({ success: false });
    // The requesting browser itself has no session: it cannot approve its own request either.
    expect((await pageCall(b, TRUSTED_DEVICE_API, { requestId, decision: 'APPROVED' })).body).toMatchObject({ success: false });
    expect(await api.status(token)).toBeNull();
    // A cross-site post from the right device is refused too (page API: same origin only).
    expect((await pageCall(device, TRUSTED_DEVICE_API, { requestId, decision: 'APPROVED' }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await api.status(token)).toBeNull();
  });
});
