// The client half of issue 12's fault matrix (the machine half is src/machines/fault-matrix.test.ts): every network
// call of the popup, made through the real services, member client and gateway client, against a server that answers
// 500, answers HTML, hangs, or cannot be reached, settles with an ApiError of the kind the machines turn into a
// message: never a promise that stays pending. The hang ends at the clients' own deadline (fake time).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_TIMEOUT_MS, MEMBER_CALL_TIMEOUT_MS } from '../config/constants.js';
import { isApiError, type ApiErrorKind } from './errors.js';
import { memoryCookies, testConfig } from './gateway/__fixtures__/gateway-server.js';
import { createServices, type Services } from './services.js';

type Fault = 'http500' | 'html' | 'hang' | 'offline';
const KIND: Readonly<Record<Fault, readonly ApiErrorKind[]>> = {
  http500: ['http'],
  html: ['parse', 'http'],
  hang: ['timeout'],
  offline: ['network'],
};

/** A fetch whose every call but the CSRF token meets `fault` (a hang rejects only when its signal aborts, as fetch does). */
function faultyFetch(fault: Fault): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('getCsrfToken')) return Response.json({ success: true, module: { token: 'csrf-1' } });
    if (fault === 'offline') throw new TypeError('Failed to fetch');
    if (fault === 'http500') return new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    if (fault === 'html') return new Response('<!doctype html><title>Maintenance</title><p>Back soon', { status: 200, headers: { 'Content-Type': 'text/html' } });
    return new Promise<Response>((_, reject) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('aborted', 'AbortError')));
    });
  }) as typeof fetch;
}

/** The popup's twenty network calls with plausible input. */
const CALLS: ReadonlyArray<readonly [string, (s: Services) => Promise<unknown>]> = [
  ['login', (s) => s.login({ loginName: 'shopper@example.com', password: 'Secret123' })],
  ['smsChannels', (s) => s.smsChannels('81234567')],
  ['validatePhone', (s) => s.validatePhone('81234567')],
  ['sendPhoneCode', (s) => s.sendPhoneCode({ type: 'OTP_LOGIN', phone: '81234567', deliveryType: 'SMS', resend: false })],
  ['loginByPhoneCode', (s) => s.loginByPhoneCode({ type: 'OTP_LOGIN', phone: '81234567', code: '123456', deliveryType: 'SMS' })],
  ['sendEmailCode', (s) => s.sendEmailCode({ type: 'OTP_REGISTER', email: 'new@example.com', resend: false, sliderToken: 's' })],
  ['verifyEmailCode', (s) => s.verifyEmailCode({ type: 'RESET_PASSWORD', code: '123456', token: 't' })],
  ['sendResetSms', (s) => s.sendResetSms({ token: 't', resend: false })],
  ['verifyResetPhoneCode', (s) => s.verifyResetPhoneCode({ code: '123456', token: 't' })],
  ['loginByOAuth', (s) => s.loginByOAuth({ provider: 'GOOGLE', signIn: { oauthCode: 'c', redirectUri: 'postmessage' }, operateType: 'LOGIN' })],
  ['generateQr', (s) => s.generateQr()],
  ['checkQr', (s) => s.checkQr('r-1')],
  ['loginByQr', (s) => s.loginByQr('qr-token')],
  ['applyResetPassword', (s) => s.applyResetPassword('shopper@example.com')],
  ['resetPassword', (s) => s.resetPassword({ password: 'Abc123!@#x', token: 't' })],
  ['completeProfile', (s) => s.completeProfile({ token: 't', name: 'Jane Tan', password: 'Abc123!@#x' })],
  ['updateProfile', (s) => s.updateProfile({ gender: 'female', birthday: '1990-01-31' })],
  ['restoreAccount', (s) => s.restoreAccount('del-1')],
  ['sliderChallenge', (s) => s.sliderChallenge()],
  ['verifySlider', (s) => s.verifySlider({ challengeId: 'ch-1', trace: { distance: 1, durationMs: 900, samples: [0, 0.5, 1] } })],
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe.each(CALLS)('client fault matrix: %s', (_name, call) => {
  it.each(Object.keys(KIND) as Fault[])('%s settles with an ApiError of its kind, never pending', async (fault) => {
    const jar = memoryCookies({ _m_h5_tk: 'tok_9999999999999' });
    const config = testConfig(jar, { hosts: { member: 'https://member.test-member.example' } });
    const fetchImpl = faultyFetch(fault);
    const services = createServices(config, {
      memberOptions: { fetch: fetchImpl },
      gatewayOptions: { fetch: fetchImpl },
      bridge: false,
      tracker: false,
      antiFraud: false,
      backup: false,
      hooks: { login: async () => false, navigate: () => undefined },
    });
    let outcome: unknown = 'pending';
    const settled = call(services).then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    // Past both clients' deadlines (a hang ends there; the other faults end at once).
    await vi.advanceTimersByTimeAsync(Math.max(MEMBER_CALL_TIMEOUT_MS, GATEWAY_TIMEOUT_MS) + 1_000);
    await settled;
    expect(outcome).not.toBe('pending');
    expect(isApiError(outcome), String(outcome)).toBe(true);
    expect(KIND[fault]).toContain((outcome as { kind: ApiErrorKind }).kind);
  });
});
