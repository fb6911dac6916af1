/**
 * The shared msw handlers answer /user/verify's calls (src/api/verification.ts) through the real member client:
 * the methods, a code, the trusted device's approval on a later poll, the item question, the password (RSA on the
 * wire), a reset's verification, and "This isn't my account" only where it was offered (issue 24 part 6).
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemberClient } from '../api/member.js';
import { createVerificationServices } from '../api/verification.js';
import { createConfig, createMemoryCookies } from '../config/index.js';
import { createMockBackend, MOCK_CODE, MOCK_VERIFICATION, type MockOptions } from './index.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function verification(options: MockOptions = {}) {
  const config = createConfig({ env: 'production', site: 'SG', cookies: createMemoryCookies() });
  const backend = createMockBackend({ ...options, hosts: config.hosts, cookies: config.cookies });
  server.use(...backend.handlers);
  return { backend, services: createVerificationServices(createMemberClient(config)) };
}

const token = MOCK_VERIFICATION.token;

describe('msw handlers: identity verification', () => {
  it('offers the methods; a wrong code is refused, the right one logs in', async () => {
    const { services } = verification();
    const info = await services.methods(token);
    expect(info).toMatchObject({ purpose: 'LOGIN', notMyAccount: false });
    expect(info.methods.map((m) => m.type)).toEqual(['SMS', 'EMAIL', 'DEVICE', 'ITEM', 'PASSWORD']);
    expect(await services.sendCode(token, 'SMS')).toEqual({ codeLength: 6, target: '+65 8***4567' });
    await expect(services.checkCode(token, '000000')).rejects.toMatchObject({ key: 'PL-USER-CODE-INCORRECT' });
    expect(await services.checkCode(token, MOCK_CODE)).toMatchObject({ type: 'login', login: { loginSuccess: true } });
    await expect(services.methods('another-token')).rejects.toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });

  it('approves a trusted device on a later poll; the item question and the password pass; a reset answers its token', async () => {
    const { services, backend } = verification();
    await services.askDevice(token);
    expect(await services.status(token)).toBeNull();
    expect(await services.status(token)).toMatchObject({ type: 'login' });
    const options = await services.itemQuestion(token);
    await expect(services.checkItem(token, options[0]!.id)).rejects.toMatchObject({ key: 'PL-USER-VERIFICATION-WRONG-ANSWER' });
    expect(await services.checkItem(token, MOCK_VERIFICATION.boughtOption)).toMatchObject({ type: 'login' });
    expect(await services.checkPassword(token, 'any password')).toMatchObject({ type: 'login' });
    expect(JSON.stringify(backend.calls('user/api/verification/checkPassword')[0]!.data)).not.toContain('any password');
    await expect(verification({ verification: { wrongPassword: true } }).services.checkPassword(token, 'x')).rejects.toMatchObject({
      key: 'PL-USER-LOGIN-INCORRECT',
    });
    expect(await verification({ verification: { reset: true } }).services.checkCode(token, MOCK_CODE)).toEqual({ type: 'reset', token: expect.any(String) });
  });

  it('answers "This isn\'t my account" only where the methods offered it', async () => {
    await expect(verification().services.notMyAccount(token)).rejects.toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    const { services } = verification({ verification: { notMine: true } });
    expect((await services.methods(token)).notMyAccount).toBe(true);
    expect(await services.notMyAccount(token)).toMatchObject({ type: 'login', login: { loginSuccess: true } });
  });
});
