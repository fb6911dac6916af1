// The services object wires the popup's needs to the two clients: each service is checked at the HTTP edge
// (msw for the member host, the signed gateway double for the gateway) for the call and the fields it sends.
import { readFileSync } from 'node:fs';
import { JSEncrypt } from 'jsencrypt';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gatewayDouble, memoryCookies, testConfig, type SeenRequest } from './gateway/__fixtures__/gateway-server.js';
import { MEMBER_PATHS } from './member.js';
import { createLazyMemberClient, createServices, PREPARE_PAINT_WAIT_MS, QR_CLIENT_ID } from './services.js';
import { createFakeSocialProvider } from './social.js';
import { BRIDGE_ERROR_KEYS, createAppBridge } from './bridge.js';
import { fallbackCallbackName } from './gateway/jsonp.js';
import { createTracker } from './tracking.js';

const MEMBER = 'https://member.test-member.example';
const PRIVATE_KEY = readFileSync(new URL('../../examples/server/keys/dev-rsa-private.pem', import.meta.url), 'utf8');
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(gatewayReply: (r: SeenRequest) => { ret: string[]; data?: unknown } = () => ({ ret: ['SUCCESS::ok'], data: {} })) {
  const jar = memoryCookies({ _m_h5_tk: 'tok_9999999999999' });
  const config = testConfig(jar, { hosts: { member: MEMBER } });
  const gateway = gatewayDouble(config, jar, gatewayReply);
  const memberPosts: Record<string, unknown>[] = [];
  server.use(
    gateway.handler,
    http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, () => HttpResponse.json({ success: true, module: { token: 'csrf-1' } })),
    http.post(`${MEMBER}/user/api/:call`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      memberPosts.push({ call: params.call, ...body });
      return HttpResponse.json({ success: true, module: { codeLength: 6, isValid: true, loginNextStepAction: 'COMPLETE_PROFILE' } });
    }),
  );
  const social = createFakeSocialProvider({ GOOGLE: { oauthCode: 'g-code', redirectUri: 'postmessage' } });
  return { services: createServices(config, { social }), seen: gateway.seen, memberPosts, jar };
}

const decrypt = (cipher: unknown) => {
  const d = new JSEncrypt();
  d.setPrivateKey(PRIVATE_KEY);
  return d.decrypt(String(cipher));
};

describe('services', () => {
  it('sends a login code with the risk check on and the popup page source', async () => {
    const { services, memberPosts } = setup();
    await services.sendPhoneCode({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'WHATSAPP', resend: false });
    expect(memberPosts[0]).toMatchObject({ call: 'sendVerificationCode', checkRisk: true, deliveryType: 'WHATSAPP', pageSource: 'popup' });
  });

  it('exchanges a social code with the chosen operate type, reusing the same code for the REGISTER repeat', async () => {
    const { services, memberPosts } = setup();
    const signIn = await services.socialSignIn('GOOGLE');
    await services.loginByOAuth({ provider: 'GOOGLE', signIn, operateType: 'LOGIN' });
    await services.loginByOAuth({ provider: 'GOOGLE', signIn, operateType: 'REGISTER' });
    expect(memberPosts.map((p) => [p.oauthCode, p.operateType])).toEqual([
      ['g-code', 'LOGIN'],
      ['g-code', 'REGISTER'],
    ]);
    await expect(services.socialSignIn('FACEBOOK')).rejects.toMatchObject({ key: 'SOCIAL_SDK_FAILED' });
  });

  it('completes the profile with the password RSA-encrypted, never in clear', async () => {
    const { services, seen } = setup();
    await services.completeProfile({ token: 'reg-1', name: 'Tan Ah Kow', password: 'Secret#123' });
    const [call] = seen;
    expect(call!.path).toContain('completeprofilebyregistertoken');
    expect(call!.body).not.toContain('Secret#123');
    expect(decrypt(call!.data!.password)).toBe('Secret#123');
  });

  it('asks the gateway for QR sessions with the fixed buyer client id', async () => {
    const { services, seen } = setup(() => ({
      ret: ['SUCCESS::ok'],
      data: { requestId: 'r1', qrLoginUrl: 'https://x/qr?r1', expire: 30, interval: 2000 },
    }));
    await services.generateQr();
    expect(seen[0]!.data).toMatchObject({ clientId: QR_CLIENT_ID });
  });

  it('sends the forgot-password code by SMS with the reset token and the site prefix', async () => {
    const { services, seen } = setup(() => ({ ret: ['SUCCESS::ok'], data: { codeLength: 6 } }));
    await services.sendResetSms({ phone: '91234567', token: 'rt-1', resend: true });
    expect(seen[0]!.data).toMatchObject({ type: 'RESET_PASSWORD', token: 'rt-1', isResend: true, phonePrefixCode: '65' });
  });

  it('get-current-user writes the user-id cookie (spec §7.1) and clears it when nobody is signed in', async () => {
    let signedIn = true;
    const { services, seen, jar } = setup(() =>
      signedIn ? { ret: ['SUCCESS::ok'], data: { id: 42, name: 'Ah Kow' } } : { ret: ['FAIL_SYS_SESSION_EXPIRED::gone'] },
    );
    expect(jar.get('member_uid')).toBeUndefined();
    await expect(services.currentUser()).resolves.toMatchObject({ id: 42 });
    expect(jar.get('member_uid')).toBe('42');
    signedIn = false;
    await expect(services.currentUser()).resolves.toBeNull();
    expect(jar.get('member_uid')).toBeUndefined();
    // Asking who is signed in never asks for a login: one request each, no retry.
    expect(seen).toHaveLength(2);
  });
});

describe.each(['./member-flows.js', './services-flows.js'])('services: the flows\' chunk %s (issue 15)', (chunk) => {
  afterEach(() => vi.doUnmock(chunk));
  const unloadable = () =>
    vi.doMock(chunk, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });

  it('a flow call whose chunk cannot load fails like a network failure; the next call loads it and goes through', async () => {
    const { services, memberPosts } = setup();
    unloadable();
    await expect(services.sendPhoneCode({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS', resend: false })).rejects.toMatchObject({
      kind: 'network',
      key: 'NETWORK_ERROR',
    });
    // Login needs neither chunk: it goes through meanwhile.
    await expect(services.login({ loginName: 'buyer@example.com', password: 'Secret#123' })).resolves.toMatchObject({
      loginNextStepAction: 'COMPLETE_PROFILE',
    });
    expect(memberPosts.map((p) => p.call)).toEqual(['login']);
    vi.doUnmock(chunk);
    await services.sendPhoneCode({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS', resend: true });
    expect(memberPosts.map((p) => p.call)).toEqual(['login', 'sendVerificationCode']);
  });

  /** Counts the CSRF token's requests from now on (the count so far, when called); each answer waits for `held`. */
  function countTokenAsks(held: Promise<void> = Promise.resolve()): () => number {
    let asks = 0;
    server.use(
      http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, async () => {
        asks += 1;
        await held;
        return HttpResponse.json({ success: true, module: { token: 'csrf-1' } });
      }),
    );
    return () => asks;
  }

  it('prepare() asks nothing before the popup\'s first frame is painted, then fetches the CSRF token', async () => {
    const { services } = setup();
    const tokenAsks = countTokenAsks();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const prepared = services.prepare!();
      await new Promise((done) => setTimeout(done, 20));
      expect(tokenAsks()).toBe(0);
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      await prepared;
      expect(tokenAsks()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('prepare() goes ahead without a frame after PREPARE_PAINT_WAIT_MS (a hidden tab paints none)', async () => {
    const { services } = setup();
    const tokenAsks = countTokenAsks();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const prepared = services.prepare!();
      vi.advanceTimersByTime(PREPARE_PAINT_WAIT_MS - 1);
      await Promise.resolve();
      expect(tokenAsks()).toBe(0);
      vi.advanceTimersByTime(1);
      vi.useRealTimers();
      await prepared;
      expect(tokenAsks()).toBe(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('prepare() settles only once the token and both chunks have, even when one chunk cannot load', async () => {
    const { services } = setup();
    let answerToken: () => void = () => undefined;
    const tokenAsks = countTokenAsks(new Promise<void>((resolve) => (answerToken = resolve)));
    unloadable();
    let settled = false;
    const prepared = services.prepare!().then(() => (settled = true));
    // The refused chunk has long failed by now; the token is still on its way.
    await new Promise((done) => setTimeout(done, PREPARE_PAINT_WAIT_MS + 50));
    expect(tokenAsks()).toBe(1);
    expect(settled).toBe(false);
    answerToken();
    await prepared;
    expect(settled).toBe(true);
  });

  it('prepare() fetches the CSRF token and loads the chunks, and never rejects when one cannot load', async () => {
    const { services, memberPosts } = setup();
    unloadable();
    await expect(services.prepare!()).resolves.toBeUndefined();
    vi.doUnmock(chunk);
    await services.validatePhone('91234567');
    expect(memberPosts).toMatchObject([{ call: 'validatePhone', 'X-CSRF-TOKEN': 'csrf-1' }]);
  });
});

describe('createLazyMemberClient (the member pages\' and the account area\'s client)', () => {
  it('answers Login\'s calls from its core and a flow\'s call from the flows\' module, the same requests as the whole client', async () => {
    const { memberPosts, jar } = setup();
    const config = testConfig(jar, { hosts: { member: MEMBER } });
    const member = createLazyMemberClient(config);
    expect(await member.csrfToken()).toBe('csrf-1');
    const sent = await member.sendCode({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS', resend: false, checkRisk: true });
    expect(sent).toMatchObject({ codeLength: 6 });
    expect(memberPosts).toEqual([expect.objectContaining({ call: 'sendVerificationCode', 'X-CSRF-TOKEN': 'csrf-1', phone: '91234567', phonePrefixCode: '65' })]);
  });

  it('is not a thenable: handed to a promise, it stays the client', async () => {
    const member = createLazyMemberClient(testConfig(memoryCookies({}), { hosts: { member: MEMBER } }));
    expect('then' in member).toBe(false);
    expect((member as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(member)).toBe(member);
  });
});

describe('services: integrations (spec §7.2, §7.3, §2.4)', () => {
  function integrated(reply: (r: SeenRequest) => { ret: string[]; data?: unknown }, options: Parameters<typeof createServices>[1] = {}) {
    const jar = memoryCookies({ _m_h5_tk: 'tok_9999999999999' });
    const config = testConfig(jar, { hosts: { member: MEMBER } });
    const gateway = gatewayDouble(config, jar, reply);
    server.use(
      gateway.handler,
      http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, () => HttpResponse.json({ success: true, module: { token: 'csrf-1' } })),
    );
    return { services: createServices(config, { bridge: false, tracker: false, ...options }), seen: gateway.seen, config };
  }

  it('sends the anti-fraud tokens of the host script as headers, and none when it is absent', async () => {
    const holder = globalThis as { MemberAntiFraud?: unknown };
    const { services, seen } = integrated(() => ({ ret: ['SUCCESS::ok'], data: [] }));
    await services.smsChannels();
    expect(seen[0]!.headers.get('x-ua')).toBeNull();
    holder.MemberAntiFraud = { getTokens: async () => ({ ua: 'ua-token-1', umid: 'device-1' }) };
    try {
      await services.smsChannels();
    } finally {
      delete holder.MemberAntiFraud;
    }
    const names = [...seen[1]!.headers.keys()];
    expect(names.some((n) => seen[1]!.headers.get(n) === 'ua-token-1')).toBe(true);
    expect(names.some((n) => seen[1]!.headers.get(n) === 'device-1')).toBe(true);
  });

  it('check-SMS-channel falls back to the JSONP file when the call fails and the backup flag is set', async () => {
    const loads: string[] = [];
    const jsonp = {
      load: async (url: string) => {
        loads.push(url);
        const callback = (globalThis as Record<string, unknown>)[fallbackCallbackName('mtop.member.user.checkSmsChannel')];
        (callback as (payload: unknown) => void)({ ret: ['SUCCESS::ok'], data: [{ type: 'SMS' }, { type: 'WHATSAPP' }] });
      },
    };
    const failing = () => ({ ret: ['FAIL_SYS_SERVICE_UNAVAILABLE::down'] });
    const on = integrated(failing, { gatewayOptions: { jsonp } });
    await expect(on.services.smsChannels()).resolves.toEqual([
      expect.objectContaining({ type: 'SMS' }),
      expect.objectContaining({ type: 'WHATSAPP' }),
    ]);
    expect(loads).toHaveLength(1);
    server.resetHandlers();
    const off = integrated(failing, { gatewayOptions: { jsonp }, backup: false });
    await expect(off.services.smsChannels()).rejects.toMatchObject({ key: 'FAIL_SYS_SERVICE_UNAVAILABLE' });
    expect(loads).toHaveLength(1);
  });

  it('calls go through the app bridge when it is present', async () => {
    const invoked: Array<{ method: string; params: unknown }> = [];
    const native = {
      invoke(method: string, params: unknown, ok: (r?: unknown) => void) {
        invoked.push({ method, params });
        ok({ ret: ['SUCCESS::ok'], data: [{ type: 'SMS' }] });
      },
    };
    const { services, seen } = integrated(() => ({ ret: ['FAIL_SYS_SERVICE_UNAVAILABLE::down'] }), { bridge: createAppBridge(native) });
    await expect(services.smsChannels()).resolves.toEqual([expect.objectContaining({ type: 'SMS' })]);
    expect(seen).toHaveLength(0);
    expect(invoked[0]).toMatchObject({ method: 'request', params: { api: 'mtop.member.user.checkSmsChannel', params: { needLogin: false } } });
    // A call that needs a login says so to the app (an app without a session answers it with a session failure).
    await services.updateProfile({ gender: 'female', birthday: '' });
    expect(invoked[1]).toMatchObject({ method: 'request', params: { api: 'mtop.member.user.updateUserProfile', params: { needLogin: true } } });
  });

  it('a bridge that refuses the login rejects with "Sorry, you have not login"; a broken one with "runtime error"', async () => {
    const native = {
      invoke(method: string, _params: unknown, ok: (r?: unknown) => void, fail: (r?: unknown) => void) {
        if (method === 'login') fail('cancelled');
        else if (method === 'request') ok({ ret: ['FAIL_SYS_SESSION_EXPIRED::gone'] });
      },
    };
    const { services } = integrated(() => ({ ret: ['SUCCESS::ok'] }), { bridge: createAppBridge(native) });
    await expect(services.updateProfile({ gender: 'female', birthday: '' })).rejects.toMatchObject({ key: BRIDGE_ERROR_KEYS.notLogin });
    const broken = integrated(() => ({ ret: ['SUCCESS::ok'] }), {
      bridge: createAppBridge({
        invoke() {
          throw new Error('bridge gone');
        },
      }),
    });
    await expect(broken.services.updateProfile({ gender: 'female', birthday: '' })).rejects.toMatchObject({ key: BRIDGE_ERROR_KEYS.runtime });
  });

  it('§2.4: a login-required call on a gone session with no popup sends the page to the login page with the way back', async () => {
    const navigate = vi.fn();
    const { services } = integrated(() => ({ ret: ['FAIL_SYS_SESSION_EXPIRED::gone'] }), {
      pageUrl: 'https://www.shop.sg/cart?spm=a.b&x=1',
      gatewayOptions: { hooks: { navigate } },
    });
    await expect(services.updateProfile({ gender: 'female', birthday: '' })).rejects.toMatchObject({ kind: 'session' });
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${MEMBER}/user/login`);
    expect(url.searchParams.get('redirect')).toBe('https://www.shop.sg/cart?spm=a.b&x=1');
    expect(url.searchParams.get('spm')).toBe('a.b');
    expect(url.searchParams.has('x')).toBe(false);
  });

  it('queues tracking events for each step, with the error key, never a password, code, token or phone', async () => {
    const target: Record<string, unknown> = {};
    const { services } = setupTracked(target);
    await services.sendPhoneCode({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS', resend: false });
    await services.sendPhoneCode({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS', resend: true });
    await services.loginByPhoneCode({ type: 'OTP_LOGIN', phone: '91234567', code: '123456', deliveryType: 'SMS' });
    await expect(services.login({ loginName: 'buyer@example.com', password: 'Secret#123' })).rejects.toBeTruthy();
    const queue = target.__memberTrackQueue as Array<{ event: string; params: Record<string, unknown> }>;
    expect(queue.map((e) => e.event)).toEqual(['code_send', 'code_resend', 'login_success', 'next_step', 'login_fail']);
    expect(queue[4]!.params).toEqual({ method: 'password', errorKey: 'PL-USER-LOGIN-INCORRECT' });
    const text = JSON.stringify(queue);
    for (const secret of ['Secret#123', '123456', '91234567', 'buyer@example.com', 'csrf-1']) expect(text).not.toContain(secret);
  });
});

function setupTracked(target: Record<string, unknown>) {
  const jar = memoryCookies({ _m_h5_tk: 'tok_9999999999999' });
  const config = testConfig(jar, { hosts: { member: MEMBER } });
  server.use(
    http.get(`${MEMBER}/${MEMBER_PATHS.csrfToken}`, () => HttpResponse.json({ success: true, module: { token: 'csrf-1' } })),
    http.post(`${MEMBER}/user/api/:call`, ({ params }) =>
      params.call === 'login'
        ? HttpResponse.json({ success: false, errorCode: { key: 'PL-USER-LOGIN-INCORRECT', displayMessage: 'wrong' } })
        : HttpResponse.json({ success: true, module: { codeLength: 6, loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-secret' } }),
    ),
  );
  return { services: createServices(config, { bridge: false, tracker: createTracker({ target }) }) };
}
