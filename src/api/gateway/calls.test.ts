import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.js';
import {
  GATEWAY_APIS,
  applyResetPasswordWithSecurity,
  cancelDeletion,
  checkQrCodeStatus,
  checkSmsChannel,
  completeProfileByRegisterToken,
  createGatewayCalls,
  generateQrCodeUrl,
  getUser,
  sendVerificationEmailCode,
  sendVerificationSms,
  updateUserProfile,
  verifyEmailCode,
  verifyPhoneCode,
} from './calls.js';
import { createGateway, type GatewayHooks } from './client.js';
import { gatewayDouble, memoryCookies, testConfig, type Reply, type SeenRequest } from './__fixtures__/gateway-server.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const csrf = async () => 'csrf-123';
/** Base64 shaped like a 2048-bit RSA ciphertext (344 characters). */
const CIPHERTEXT = `${'A'.repeat(342)}==`;

function setup(reply: (request: SeenRequest) => Reply, hooks: GatewayHooks = {}) {
  const jar = memoryCookies({ _m_h5_tk: 'tok_1' });
  const config = testConfig(jar);
  const double = gatewayDouble(config, jar, reply);
  server.use(double.handler);
  return { gateway: createGateway(config, { hooks, userAgent: '' }), seen: double.seen };
}

const success = (data: unknown): Reply => ({ ret: ['SUCCESS::ok'], data });

describe('GATEWAY_APIS', () => {
  it('is frozen and names each call once', () => {
    expect(Object.isFrozen(GATEWAY_APIS)).toBe(true);
    const names = Object.values(GATEWAY_APIS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^mtop\.member\.user\.[A-Za-z.]+$/);
  });
});

describe('typed gateway calls hit their API with their method and payload', () => {
  // POST (spec §7.2 leaves the method unstated) so the deletion-cancel token never sits in the URL.
  it('cancelDeletion: POST {token} with the CSRF token → data.loginResponse', async () => {
    const { gateway, seen } = setup(() => success({ loginResponse: { loginSuccess: true, userId: 9 } }));
    await expect(cancelDeletion(gateway, csrf, { token: 'del-1' })).resolves.toEqual({ loginSuccess: true, userId: 9 });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.cancelDeletion);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.data).toEqual({ token: 'del-1', 'X-CSRF-TOKEN': 'csrf-123' });
    expect(seen[0]!.params.get('data')).toBeNull();
  });

  // POST (spec §7.2 leaves the method unstated) so the login name never sits in the URL.
  it('applyResetPasswordWithSecurity: POST {tokenType RESET_PASSWORD, loginName} → {token, type}', async () => {
    const { gateway, seen } = setup(() => success({ token: 'rp-1', type: 'RESET_PASSWORD' }));
    await expect(applyResetPasswordWithSecurity(gateway, csrf, { loginName: 'a@b.co' })).resolves.toEqual({
      token: 'rp-1',
      type: 'RESET_PASSWORD',
    });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.applyResetPasswordWithSecurity);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.data).toEqual({ tokenType: 'RESET_PASSWORD', loginName: 'a@b.co', 'X-CSRF-TOKEN': 'csrf-123' });
    expect(seen[0]!.params.get('data')).toBeNull();
  });

  it('sendVerificationEmailCode: secure POST with the CSRF token → {codeLength}', async () => {
    const { gateway, seen } = setup(() => success({ codeLength: 6 }));
    const input = { token: 'rp-1', type: 'RESET_PASSWORD', email: 'a@b.co', isResend: false, bizScene: 'forgot' };
    await expect(sendVerificationEmailCode(gateway, csrf, input)).resolves.toEqual({ codeLength: 6 });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.sendVerificationEmailCode);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.params.get('isSec')).toBe('1');
    expect(seen[0]!.data).toEqual({ ...input, 'X-CSRF-TOKEN': 'csrf-123' });
  });

  it.each([
    ['verifyEmailCode', verifyEmailCode],
    ['verifyPhoneCode', verifyPhoneCode],
  ] as const)('%s: POST with the CSRF token → {token, tokenType, verifyUrl}', async (name, fn) => {
    const { gateway, seen } = setup(() => success({ token: 'v-1', tokenType: 'RESET_PASSWORD', verifyUrl: '' }));
    const input = { type: 'RESET_PASSWORD', token: 'rp-1', code: '123456', phone: '6591234567', isSec: true };
    await expect(fn(gateway, csrf, input)).resolves.toEqual({ token: 'v-1', tokenType: 'RESET_PASSWORD', verifyUrl: undefined });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS[name]);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.data).toEqual({ ...input, 'X-CSRF-TOKEN': 'csrf-123' });
  });

  it('completeProfileByRegisterToken: POST, the encrypted password goes out as `password`', async () => {
    const { gateway, seen } = setup(() => success({}));
    await completeProfileByRegisterToken(gateway, csrf, { token: 'reg-1', name: 'Ann Lee', encryptPassword: CIPHERTEXT });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.completeProfileByRegisterToken);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.data).toEqual({ token: 'reg-1', name: 'Ann Lee', password: CIPHERTEXT, 'X-CSRF-TOKEN': 'csrf-123' });
  });

  it('completeProfileByRegisterToken refuses a clear password without any request', async () => {
    const { gateway, seen } = setup(() => success({}));
    const error = await completeProfileByRegisterToken(gateway, csrf, {
      token: 'reg-1',
      name: 'Ann',
      encryptPassword: 'Secret#123',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('config');
    expect((error as ApiError).key).toBe('RSA_ENCRYPT_FAILED');
    expect(seen).toHaveLength(0);
  });

  it('updateUserProfile: POST that requires login (a session failure runs login)', async () => {
    let loggedIn = false;
    const login = vi.fn(async () => (loggedIn = true));
    const { gateway, seen } = setup(() => (loggedIn ? success({}) : { ret: ['FAIL_SYS_SESSION_EXPIRED::'] }), { login });
    await updateUserProfile(gateway, csrf, { gender: 'female', birthday: '1990-02-03' });
    expect(login).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => [r.params.get('api'), r.method])).toEqual([
      [GATEWAY_APIS.updateUserProfile, 'POST'],
      [GATEWAY_APIS.updateUserProfile, 'POST'],
    ]);
    expect(seen[1]!.data).toEqual({ gender: 'female', birthday: '1990-02-03', 'X-CSRF-TOKEN': 'csrf-123' });
  });

  it('generateQrCodeUrl: POST {clientId} → the QR session (from module)', async () => {
    const { gateway, seen } = setup(() =>
      success({ module: { expire: 60, interval: 2000, qrLoginUrl: 'https://m.shop.sg/qr?r=1', requestId: 'r-1' } }),
    );
    await expect(generateQrCodeUrl(gateway, { clientId: 'buyer' })).resolves.toEqual({
      expire: 60,
      interval: 2000,
      qrLoginUrl: 'https://m.shop.sg/qr?r=1',
      requestId: 'r-1',
    });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.generateQrCodeUrl);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.data).toEqual({ clientId: 'buyer' });
  });

  it('generateQrCodeUrl rejects parse when the session is incomplete', async () => {
    const { gateway } = setup(() => success({ module: { requestId: 'r-1' } }));
    await expect(generateQrCodeUrl(gateway, { clientId: 'buyer' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('checkQrCodeStatus: POST {clientId, requestId} → status and token', async () => {
    const { gateway, seen } = setup((req) =>
      req.data?.requestId === 'done' ? success({ module: { status: 'SUCCESS', token: 'id-token' } }) : success({ status: 'PENDING' }),
    );
    await expect(checkQrCodeStatus(gateway, { clientId: 'buyer', requestId: 'r-1' })).resolves.toEqual({ status: 'PENDING' });
    await expect(checkQrCodeStatus(gateway, { clientId: 'buyer', requestId: 'done' })).resolves.toEqual({
      status: 'SUCCESS',
      token: 'id-token',
    });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.checkQrCodeStatus);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.data).toEqual({ clientId: 'buyer', requestId: 'r-1' });
  });

  it('checkQrCodeStatus rejects parse on an unknown status or a SUCCESS without token', async () => {
    const { gateway } = setup((req) => success({ status: req.data?.requestId === 'a' ? 'WHATEVER' : 'SUCCESS' }));
    await expect(checkQrCodeStatus(gateway, { clientId: 'c', requestId: 'a' })).rejects.toMatchObject({ kind: 'parse' });
    await expect(checkQrCodeStatus(gateway, { clientId: 'c', requestId: 'b' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('checkSmsChannel: GET without login → the known channels', async () => {
    const login = vi.fn(async () => true);
    const { gateway, seen } = setup(
      () =>
        success([
          { type: 'SMS', text: 'SMS', icon: 'https://cdn/sms.png', supportOneClickVerify: false },
          { type: 'WHATSAPP', text: 'WhatsApp', icon: 'https://cdn/wa.png', supportOneClickVerify: true },
          { type: 'CARRIER_PIGEON', text: 'no' },
        ]),
      { login },
    );
    await expect(checkSmsChannel(gateway, { phone: '6591234567' })).resolves.toEqual([
      { type: 'SMS', text: 'SMS', icon: 'https://cdn/sms.png', supportOneClickVerify: false },
      { type: 'WHATSAPP', text: 'WhatsApp', icon: 'https://cdn/wa.png', supportOneClickVerify: true },
    ]);
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.checkSmsChannel);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.data).toEqual({ phone: '6591234567' });
  });

  it('checkSmsChannel does not run login on a session failure', async () => {
    const login = vi.fn(async () => true);
    const { gateway } = setup(() => ({ ret: ['FAIL_SYS_SESSION_EXPIRED::'] }), { login });
    await expect(checkSmsChannel(gateway)).rejects.toMatchObject({ kind: 'session' });
    expect(login).not.toHaveBeenCalled();
  });

  it('getUser: GET that requires login → the user', async () => {
    let loggedIn = false;
    const login = vi.fn(async () => (loggedIn = true));
    const user = { id: 42, name: 'Ann', email: 'a@b.co', type: 'BUYER', status: 'NORMAL', siteId: 'SG' };
    const { gateway, seen } = setup(() => (loggedIn ? success(user) : { ret: ['FAIL_SYS_SESSION_EXPIRED::'] }), { login });
    await expect(getUser(gateway)).resolves.toEqual(user);
    expect(login).toHaveBeenCalledTimes(1);
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.getUser);
    expect(seen[0]!.method).toBe('GET');
  });

  it('getUser rejects parse for an answer without a user id', async () => {
    const { gateway } = setup(() => success({ name: 'nobody' }));
    await expect(getUser(gateway)).rejects.toMatchObject({ kind: 'parse' });
  });

  it('sendVerificationSms: POST with the CSRF token → {codeLength}, default 6', async () => {
    const { gateway, seen } = setup(() => success({}));
    const input = { phone: '6591234567', type: 'OTP_LOGIN', deliveryType: 'WHATSAPP' as const };
    await expect(sendVerificationSms(gateway, csrf, input)).resolves.toEqual({ codeLength: 6 });
    expect(seen[0]!.params.get('api')).toBe(GATEWAY_APIS.sendVerificationSms);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.data).toEqual({ ...input, 'X-CSRF-TOKEN': 'csrf-123' });
  });

  // Intended behaviour change: the gateway used to take any positive integer (12 gave 12); it now reads the code
  // length like the member client, an integer from CODE_LENGTH_MIN (4) to CODE_LENGTH_MAX (8), else 6.
  it.each([
    [4, 4],
    [8, 8],
    [12, 6],
    [3, 6],
    [9, 6],
    [0, 6],
    [5.5, 6],
    ['5', 6],
    [null, 6],
  ])('a codeLength of %j gives %j, for SMS and e-mail codes alike', async (codeLength, expected) => {
    const { gateway } = setup(() => success({ codeLength }));
    await expect(sendVerificationSms(gateway, csrf, { phone: '1', type: 'OTP_LOGIN' })).resolves.toEqual({
      codeLength: expected,
    });
    await expect(sendVerificationEmailCode(gateway, csrf, { type: 'RESET_PASSWORD', email: 'a@b.co' })).resolves.toEqual({
      codeLength: expected,
    });
  });

  it('a CSRF provider failure rejects before any request', async () => {
    const { gateway, seen } = setup(() => success({}));
    const failing = async (): Promise<string> => {
      throw new TypeError('offline');
    };
    await expect(sendVerificationSms(gateway, failing, { phone: '1', type: 'OTP_LOGIN' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(seen).toHaveLength(0);
  });

  it('createGatewayCalls binds the gateway and the CSRF provider', async () => {
    const { gateway, seen } = setup(() => success({ codeLength: 4 }));
    const calls = createGatewayCalls(gateway, csrf);
    await expect(calls.sendVerificationSms({ phone: '1', type: 'OTP_LOGIN' })).resolves.toEqual({ codeLength: 4 });
    expect(seen[0]!.data?.['X-CSRF-TOKEN']).toBe('csrf-123');
    expect(Object.keys(calls).sort()).toEqual(Object.keys(GATEWAY_APIS).sort());
  });
});
