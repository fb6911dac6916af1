// The services object wires the popup's needs to the two clients: each service is checked at the HTTP edge
// (msw for the member host, the signed gateway double for the gateway) for the call and the fields it sends.
import { readFileSync } from 'node:fs';
import { JSEncrypt } from 'jsencrypt';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayDouble, memoryCookies, testConfig, type SeenRequest } from './gateway/__fixtures__/gateway-server.js';
import { MEMBER_PATHS } from './member.js';
import { createServices, QR_CLIENT_ID } from './services.js';
import { createFakeSocialProvider } from './social.js';

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

  it('asks for the current user only when the user-id cookie says someone is signed in', async () => {
    const { services, seen, jar } = setup(() => ({ ret: ['SUCCESS::ok'], data: { id: 42, name: 'Ah Kow' } }));
    await expect(services.currentUser()).resolves.toBeNull();
    expect(seen).toHaveLength(0);
    jar.set('member_uid', '42');
    await expect(services.currentUser()).resolves.toMatchObject({ id: 42 });
  });
});
