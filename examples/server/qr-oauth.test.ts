// QR login (generate, scan, confirm, poll, log in) and social login (not-exist → REGISTER, suspended, linked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_CLIENT_ID } from '../../src/api/services.js';
import { LINKED_SOCIAL, SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS, SUSPENDED_SOCIAL } from './seed.js';
import { openBrowser, rejection, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
let buyerId: number;

beforeAll(async () => {
  t = await startTestServer();
  const b = openBrowser(t.url);
  buyerId = Number((await b.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD })).userId);
});
afterAll(async () => {
  await t.dispose();
});

describe('QR login', () => {
  it('generate → PENDING → scan → SCANNED → confirm → SUCCESS with a token → loginByQrCode', async () => {
    const web = openBrowser(t.url);
    const qr = await web.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    expect(qr).toMatchObject({ expire: 60, interval: 2000 });
    expect(qr.qrLoginUrl).toBe(`${t.url}/user/qr-phone?requestId=${encodeURIComponent(qr.requestId)}`);
    const poll = () => web.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: qr.requestId });

    expect(await poll()).toEqual({ status: 'PENDING' });
    expect(t.server.qr.open().map((s) => s.requestId)).toContain(qr.requestId);
    expect(t.server.qr.scanQr(qr.requestId, buyerId)).toBe('SCANNED');
    expect(await poll()).toEqual({ status: 'SCANNED' });
    expect(() => t.server.qr.confirmQr(qr.requestId, buyerId + 1)).toThrow(/Scan the QR code/);
    t.server.qr.confirmQr(qr.requestId, buyerId);
    const success = await poll();
    expect(success.status).toBe('SUCCESS');
    expect(await poll()).toEqual({ status: 'FAILURE' });

    const login = await web.member.loginByQrCode({ token: success.token! });
    expect(login).toMatchObject({ loginSuccess: true, loginType: 'QRCODE', userId: String(buyerId) });
    expect(await web.calls.getUser()).toMatchObject({ email: SITE_BUYERS.SG.email });
    expect(await rejection(openBrowser(t.url).member.loginByQrCode({ token: success.token! }))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });

  it('answers FAILURE after a rejection, after expiry, and to another client id', async () => {
    const web = openBrowser(t.url);
    const rejected = await web.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    t.server.qr.scanQr(rejected.requestId, buyerId);
    t.server.qr.rejectQr(rejected.requestId, buyerId);
    expect(await web.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: rejected.requestId })).toEqual({ status: 'FAILURE' });

    const foreign = await web.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    expect(await web.calls.checkQrCodeStatus({ clientId: 'someone-else', requestId: foreign.requestId })).toEqual({ status: 'FAILURE' });

    const expiring = await web.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    t.clock.advance(expiring.expire * expiring.interval + 1);
    expect(await web.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: expiring.requestId })).toEqual({ status: 'FAILURE' });
    expect(() => t.server.qr.scanQr(expiring.requestId, buyerId)).toThrow(/expired/);
    expect(await web.calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId: 'no-such-request' })).toEqual({ status: 'FAILURE' });
  });

  it('lets only an account in good standing scan', async () => {
    const web = openBrowser(t.url);
    const qr = await web.calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID });
    expect(() => t.server.qr.scanQr(qr.requestId, 999_999)).toThrow(/cannot log in/);
  });
});

describe('social login', () => {
  it('unknown identity: PL_USER_LOGIN_OAUTH_NOT_EXIST, then the same code with REGISTER creates and links the account', async () => {
    const b = openBrowser(t.url);
    const oauthCode = t.server.issueOAuthCode('GOOGLE', { subject: 'google-new-1', email: 'New.Social@Example.com', emailVerified: true, name: 'New Social' });
    const input = { oauthType: 'GOOGLE' as const, oauthCode, bizScene: 'popup', redirectUri: `${t.url}/user/social-callback` };
    const notExist = await rejection(b.member.loginByOAuthCode({ ...input, operateType: 'LOGIN' }));
    expect(notExist).toMatchObject({ kind: 'business', key: 'PL_USER_LOGIN_OAUTH_NOT_EXIST' });
    const registered = await b.member.loginByOAuthCode({ ...input, operateType: 'REGISTER' });
    expect(registered).toMatchObject({ loginSuccess: true, loginType: 'OAUTH_GOOGLE' });
    expect(await b.calls.getUser()).toMatchObject({ email: 'new.social@example.com', name: 'New Social', emailConfirmed: true, hasPassword: false });
    expect(await rejection(b.member.loginByOAuthCode({ ...input, operateType: 'REGISTER' }))).toMatchObject({ key: 'PL-USER-OAUTH-CODE-INVALID' });

    const next = t.server.issueOAuthCode('GOOGLE', { subject: 'google-new-1', email: 'new.social@example.com', emailVerified: true });
    const again = await openBrowser(t.url).member.loginByOAuthCode({ ...input, oauthCode: next, operateType: 'LOGIN' });
    expect(again).toMatchObject({ loginSuccess: true, userId: registered.userId });
  });

  it('refuses a code issued for the other provider', async () => {
    const code = t.server.issueOAuthCode('FACEBOOK', { subject: 'fb-x', email: 'fb.x@example.com', emailVerified: true });
    const error = await rejection(
      openBrowser(t.url).member.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode: code, bizScene: 'popup', redirectUri: t.url, operateType: 'LOGIN' }),
    );
    expect(error).toMatchObject({ key: 'PL-USER-OAUTH-CODE-INVALID' });
  });

  it('a suspended social account answers PL-USER-SOCIAL-LOGIN-SUSPENDED', async () => {
    const code = t.server.issueOAuthCode(SUSPENDED_SOCIAL.provider, { subject: SUSPENDED_SOCIAL.subject, email: SPECIAL_ACCOUNTS.suspendedSocial.email });
    const error = await rejection(
      openBrowser(t.url).member.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode: code, bizScene: 'popup', redirectUri: t.url, operateType: 'LOGIN' }),
    );
    expect(error).toMatchObject({ kind: 'business', key: 'PL-USER-SOCIAL-LOGIN-SUSPENDED' });
  });

  it('a linked social account logs in as its buyer', async () => {
    const code = t.server.issueOAuthCode(LINKED_SOCIAL.provider, { subject: LINKED_SOCIAL.subject, email: SITE_BUYERS.SG.email });
    const result = await openBrowser(t.url).member.loginByOAuthCode({
      oauthType: 'FACEBOOK',
      oauthCode: code,
      bizScene: 'popup',
      redirectUri: t.url,
      operateType: 'LOGIN',
    });
    expect(result).toMatchObject({ loginSuccess: true, userId: String(buyerId), loginType: 'OAUTH_FACEBOOK' });
  });

  it('REGISTER answers the OAUTH_* next steps when the e-mail is missing or belongs to an account', async () => {
    const base = { oauthType: 'GOOGLE' as const, bizScene: 'popup', redirectUri: t.url, operateType: 'REGISTER' as const };
    const noEmail = await openBrowser(t.url).member.loginByOAuthCode({ ...base, oauthCode: t.server.issueOAuthCode('GOOGLE', { subject: 'google-no-mail' }) });
    expect(noEmail).toMatchObject({ loginNextStepAction: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', loginNextStepActionData: { tokenType: 'OAUTH_BIND' } });
    // The popup navigates to the URL as it is: it carries the token.
    const bind = noEmail.loginNextStepActionData!;
    expect(bind.url).toBe(`${t.url}/user/account-auth?token=${encodeURIComponent(bind.token!)}&tokenType=OAUTH_BIND`);
    const taken = await openBrowser(t.url).member.loginByOAuthCode({
      ...base,
      oauthCode: t.server.issueOAuthCode('GOOGLE', { subject: 'google-taken', email: SITE_BUYERS.MY.email, emailVerified: true }),
    });
    expect(taken).toMatchObject({ loginNextStepAction: 'OAUTH_VERIFY_EMAIL_PASSWORD' });
    expect(taken.loginNextStepActionData?.token).toBeTruthy();
  });
});
