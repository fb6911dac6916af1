// Identity verification's server side (verify-routes.ts): the methods (the purchased-item question and its attacks
// are in security-stepup.test.ts), the trusted-device page and its attacks, rejection, expiry and replay, through the
// package's own calls (src/api/verification.ts on the member client).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationServices } from '../../src/api/verification.js';
import { VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { knownDevice, latestCode, openBrowser, rejection, startTestServer, type Browser, type TestServer } from './testing.js';
import { pagesCallsModule } from './pages-calls.js';
import { createTrustedDeviceServices } from '../../src/api/trusted-device.js';
import { describeAgent, verifyModule } from './verify-routes.js';

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
  // A browser the account has used before: its code login needs no new-device check.
  const device = knownDevice(t, openBrowser(t.url), t.server.ctx.users.liveByPhone(STEP_UP_PHONE)!.id);
  signedInDevice = device;
  await device.member.sendCode({ type: 'OTP_LOGIN', phone: '91230003', deliveryType: 'SMS', resend: false, checkRisk: false });
  const result = await device.member.loginByCode({ type: 'OTP_LOGIN', phone: '91230003', code: await latestCode(t.url, STEP_UP_PHONE), deliveryType: 'SMS' });
  expect(result.loginSuccess).toBe(true);
  return device;
}

/** The trusted-device page's calls of a browser. */
const deviceCalls = (b: Browser) => createTrustedDeviceServices(b.member);
/** The one request waiting on `device`. */
async function onlyRequest(device: Browser) {
  const requests = await deviceCalls(device).requests();
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

describe('identity verification calls', () => {
  it('lists the methods the account has; a password login may not be stepped up by its own password', async () => {
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const info = await api.methods(await stepUpLogin(b));
    expect(info.purpose).toBe('LOGIN');
    expect(info.secondsLeft).toBe(VERIFICATION_EXPIRY_MS / 1000);
    // No purchased-item question: the account has codes (issue 23 finding 1; security-stepup.test.ts asks it).
    expect(info.methods.map((m) => m.type)).toEqual(['SMS', 'EMAIL', 'VOICE']);
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
  it('the signed-in device lists the request (what, when, from where) and approves it; the page notices at its next status call', async () => {
    const device = await trustedDevice();
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    expect(await deviceCalls(device).requests()).toEqual([]);
    await api.askDevice(token);
    expect(await api.status(token)).toBeNull();
    const request = await onlyRequest(device);
    expect(request).toMatchObject({ purpose: 'LOGIN', requestedAt: t.clock.now(), expiresAt: expect.any(Number), address: expect.any(String) });
    expect(JSON.stringify(request)).not.toContain(token);
    await deviceCalls(device).decide(request.requestId, 'APPROVED');
    expect(await api.status(token)).toMatchObject({ type: 'login', login: { loginSuccess: true } });
    expect(await rejection(api.status(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(await deviceCalls(device).requests()).toEqual([]);
  });

  it('a rejection on the device ends the request for the page; an answered request cannot be answered again', async () => {
    const device = await trustedDevice();
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    await api.askDevice(token);
    const { requestId } = await onlyRequest(device);
    await deviceCalls(device).decide(requestId, 'REJECTED');
    expect(await rejection(deviceCalls(device).decide(requestId, 'APPROVED'))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(await rejection(api.status(token))).toMatchObject({ key: 'PL-USER-VERIFICATION-REJECTED' });
  });

  it('an expired request is gone from the list and cannot be approved', async () => {
    const device = await trustedDevice();
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    await api.askDevice(await stepUpLogin(b));
    const { requestId } = await onlyRequest(device);
    t.clock.advance(VERIFICATION_EXPIRY_MS + 1);
    expect(await deviceCalls(device).requests()).toEqual([]);
    expect(await rejection(deviceCalls(device).decide(requestId, 'APPROVED'))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });

  it('attack: another account signed in (or nobody) cannot see or approve the request, even with its id', async () => {
    const device = await trustedDevice();
    const b = openBrowser(t.url);
    const api = createVerificationServices(b.member);
    const token = await stepUpLogin(b);
    await api.askDevice(token);
    const { requestId } = await onlyRequest(device);

    const attacker = openBrowser(t.url);
    await attacker.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD });
    expect(await deviceCalls(attacker).requests()).toEqual([]);
    expect(await rejection(deviceCalls(attacker).decide(requestId, 'APPROVED'))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    const nobody = openBrowser(t.url);
    expect(await rejection(deviceCalls(nobody).requests())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect(await rejection(deviceCalls(nobody).decide(requestId, 'APPROVED'))).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    // The requesting browser itself has no session: it cannot approve its own request either.
    expect(await rejection(deviceCalls(b).decide(requestId, 'APPROVED'))).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect(await api.status(token)).toBeNull();
    // A cross-site post from the right device carries no CSRF header: refused.
    const forged = await device.fetch(`${t.url}/user/api/trustedDevice/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ requestId, decision: 'APPROVED' }),
    });
    expect(forged.status).toBe(403);
    expect(await api.status(token)).toBeNull();
  });

  it('names the browser and system of a request from its User-Agent', () => {
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(describeAgent('')).toEqual({ browser: '', system: '' });
  });
});
