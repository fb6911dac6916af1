// The account-restore and account-auth pages' calls (pages-auth-calls.ts) over real HTTP, driven through the
// package's own services (src/api/pages.ts): the restore token check, a replayed restore token, both OAUTH_* steps
// (wrong password, spent token, a phone taken or invalid, a wrong code), CSRF required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesServices } from '../../src/api/pages.js';
import { OAUTH_CONSENT_API, oauthProviderModule } from './oauth-provider.js';
import { pagesAuthCallsModule } from './pages-auth-calls.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { getPage, latestCode, metaContent, openBrowser, pageCall, rawJson, rejection, startTestServer, type Browser, type TestServer } from './testing.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [pagesAuthCallsModule(), oauthProviderModule()] });
});
afterAll(() => t.dispose());

async function socialRegister(b: Browser, identity: Record<string, string | boolean>) {
  const consentPage = await getPage(b, `/oauth/authorize?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(t.url)}&state=s1`);
  const consent = await pageCall(b, OAUTH_CONSENT_API, { tx: metaContent(consentPage.html, 'oauth-tx'), ...identity });
  const oauthCode = consent.body.module.code as string;
  const result = await b.member.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode, operateType: 'REGISTER', bizScene: 'popup', redirectUri: t.url });
  return result.loginNextStepActionData!;
}

describe('account restore', () => {
  it('a live token is checked, the restore logs in, and the spent token is refused when replayed', async () => {
    const b = openBrowser(t.url);
    const pages = createPagesServices(b.member);
    const result = await b.member.login({ loginName: SPECIAL_ACCOUNTS.pendingDeletion.email, password: SEED_PASSWORD });
    expect(result.loginNextStepAction).toBe('DELETION_COOL_CONFIRM');
    const data = result.loginNextStepActionData!;
    expect(new URL(data.url!).pathname).toBe('/user/account-restore');
    const token = data.deletionCancelToken!;
    expect((await pages.checkRestoreToken(token)).account).toMatch(/\*/);
    expect(await b.calls.cancelDeletion({ token })).toMatchObject({ loginSuccess: true });
    expect(await b.calls.getUser()).toMatchObject({ email: SPECIAL_ACCOUNTS.pendingDeletion.email });
    // Replayed: the check and the restore both refuse a spent token.
    expect((await rejection(pages.checkRestoreToken(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(b.calls.cancelDeletion({ token }))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(pages.checkRestoreToken('forged-token'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });

  it('refuses a call without the CSRF token', async () => {
    const answer = await rawJson(openBrowser(t.url), '/user/api/checkRestoreToken', { body: JSON.stringify({ token: 'x' }) });
    expect(answer.status).toBe(403);
  });
});

describe('account auth', () => {
  it('OAUTH_VERIFY_EMAIL_PASSWORD: a wrong password is refused, the right one links and logs in, the token is then spent', async () => {
    const b = openBrowser(t.url);
    const pages = createPagesServices(b.member);
    const next = await socialRegister(b, { identity: 'new', name: 'Aisyah', email: SITE_BUYERS.MY.email, emailVerified: true });
    const token = next.token!;
    expect(await pages.checkAccountAuth(token)).toEqual({ mode: 'password', provider: 'GOOGLE', email: 'b***y@example.com' });
    expect((await rejection(pages.accountAuthPassword({ token, password: 'Wr0ng!pass' }))).key).toBe('PL-USER-LOGIN-INCORRECT');
    expect(await pages.accountAuthPassword({ token, password: SEED_PASSWORD })).toEqual({ nextUrl: null });
    expect(await b.calls.getUser()).toMatchObject({ email: SITE_BUYERS.MY.email });
    expect((await rejection(pages.accountAuthPassword({ token, password: SEED_PASSWORD }))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(pages.checkAccountAuth(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });

  it('OAUTH_COMPLETE_PHONE_FOR_REGISTER: a taken or invalid phone is refused; a wrong code counts; the right one creates the account', async () => {
    const b = openBrowser(t.url);
    const pages = createPagesServices(b.member);
    const next = await socialRegister(b, { identity: 'new', name: 'Wei Jie', email: '' });
    const token = next.token!;
    expect(await pages.checkAccountAuth(token)).toEqual({ mode: 'phone', provider: 'GOOGLE', email: null });
    // The password door is closed for a token without an account.
    expect((await rejection(pages.accountAuthPassword({ token, password: SEED_PASSWORD }))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    const taken = SITE_BUYERS.SG.phone.replace(/^\+65\s*/, '');
    expect((await rejection(pages.accountAuthSendCode({ token, phone: taken, phonePrefixCode: '65' }))).key).toBe('PL-USER-PHONE-EXIST');
    expect((await rejection(pages.accountAuthSendCode({ token, phone: '1234', phonePrefixCode: '65' }))).key).toBe('PL-USER-PHONE-INVALID');
    const sent = await pages.accountAuthSendCode({ token, phone: '81119999', phonePrefixCode: '65' });
    expect(sent).toEqual({ phone: '+65 8*** **99', voice: false, resendAfterSeconds: 60 });
    const code = await latestCode(t.url, '+6581119999');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await rejection(pages.accountAuthRegister({ token, phone: '81119999', phonePrefixCode: '65', code: wrong }))).key).toMatch(/CODE/);
    expect(await pages.accountAuthRegister({ token, phone: '81119999', phonePrefixCode: '65', code })).toEqual({ nextUrl: null });
    expect(await b.calls.getUser()).toMatchObject({ phone: '81119999', name: 'Wei Jie', siteId: 'SG' });
    expect((await rejection(pages.accountAuthRegister({ token, phone: '81119999', phonePrefixCode: '65', code }))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });

  it('an unknown token is expired', async () => {
    const pages = createPagesServices(openBrowser(t.url).member);
    expect((await rejection(pages.checkAccountAuth('nope'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });
});
