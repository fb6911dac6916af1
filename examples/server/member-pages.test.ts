// The pages the core links to (second verification is verify-routes.test.ts): account-auth (both OAUTH_* steps), account restore, the
// close-account failure page and the policies. Each flow is driven as the page's forms.js drives it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_CONSENT_API, oauthProviderModule } from './oauth-provider.js';
import { memberPagesModule } from './member-pages.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import {
  expectStrictPage,
  getPage,
  latestCode,
  metaContent,
  oaepEncrypt,
  openBrowser,
  outbox,
  pageCall,
  rejection,
  startTestServer,
  type Browser,
  type TestServer,
} from './testing.js';

let t: TestServer;
let pageKey: string;
/** The step-up account's password (a test below resets it). */
let stepUpPassword = SEED_PASSWORD;

beforeAll(async () => {
  t = await startTestServer({ modules: [memberPagesModule(), oauthProviderModule()] });
  pageKey = metaContent((await getPage(openBrowser(t.url), '/terms-of-use/')).html, 'member-page-key') ?? t.server.ctx.rsa.publicKeySpki;
});
afterAll(async () => {
  await t.dispose();
});

const e164 = (phone: string) => phone.replace(/\s/g, '');
const pathOf = (url: string) => url.slice(t.url.length);

describe('/user/account-auth', () => {
  async function socialRegister(b: Browser, identity: Record<string, string | boolean>) {
    const consentPage = await getPage(b, `/oauth/authorize?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(t.url)}&state=s1`);
    const consent = await pageCall(b, OAUTH_CONSENT_API, { tx: metaContent(consentPage.html, 'oauth-tx'), ...identity });
    const oauthCode = consent.body.module.code as string;
    const result = await b.member.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode, operateType: 'REGISTER', bizScene: 'popup', redirectUri: t.url });
    return result.loginNextStepActionData!;
  }

  it('OAUTH_VERIFY_EMAIL_PASSWORD: the account’s password links the identity and logs in', async () => {
    const b = openBrowser(t.url);
    const next = await socialRegister(b, { identity: 'new', name: 'Aisyah', email: SITE_BUYERS.MY.email, emailVerified: true });
    const page = await getPage(b, pathOf(next.url!));
    expectStrictPage(page);
    expect(page.html).toContain('Link your Google account');
    expect(page.html).toContain('b***y@example.com');
    const token = next.token!;
    const wrong = await pageCall(b, '/user/account-auth/api/password', { token, password: oaepEncrypt(pageKey, 'Wr0ng!pass') });
    expect(wrong.body).toMatchObject({ errorCode: { key: 'PL-USER-LOGIN-INCORRECT' } });
    const linked = await pageCall(b, '/user/account-auth/api/password', { token, password: oaepEncrypt(pageKey, SEED_PASSWORD), redirect: `${t.url}/demo/my` });
    expect(linked.body).toEqual({ success: true, module: { redirect: `${t.url}/demo/my` } });
    expect(await b.calls.getUser()).toMatchObject({ email: SITE_BUYERS.MY.email });
    expect((await pageCall(b, '/user/account-auth/api/password', { token, password: oaepEncrypt(pageKey, SEED_PASSWORD) })).body).toMatchObject({
      errorCode: { key: 'PL-USER-VERIFICATION-EXPIRED' },
    });

    // The identity is now linked: the next social login goes straight in.
    const again = openBrowser(t.url);
    const consentPage = await getPage(again, `/oauth/authorize?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(t.url)}&state=s2`);
    const code = (await pageCall(again, OAUTH_CONSENT_API, { tx: metaContent(consentPage.html, 'oauth-tx'), identity: 'new', name: 'A', email: SITE_BUYERS.MY.email, emailVerified: true }))
      .body.module.code as string;
    expect(await again.member.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode: code, operateType: 'LOGIN', bizScene: 'popup', redirectUri: t.url })).toMatchObject({
      loginSuccess: true,
    });
  });

  it('OAUTH_COMPLETE_PHONE_FOR_REGISTER: a phone and its code create the account with the identity', async () => {
    const b = openBrowser(t.url);
    const next = await socialRegister(b, { identity: 'new', name: 'Wei Jie', email: '' });
    const page = await getPage(b, pathOf(next.url!));
    expectStrictPage(page);
    expect(page.html).toContain('Add your phone number');
    const token = next.token!;
    expect((await pageCall(b, '/user/account-auth/api/phone-code', { token, phone: SITE_BUYERS.SG.phone })).body).toMatchObject({
      errorCode: { key: 'PL-USER-PHONE-EXIST' },
    });
    expect((await pageCall(b, '/user/account-auth/api/phone-code', { token, phone: '+65 1234' })).body).toMatchObject({
      errorCode: { key: 'PL-USER-PHONE-INVALID' },
    });
    const phone = '+65 81119999';
    const sent = await pageCall(b, '/user/account-auth/api/phone-code', { token, phone });
    expect(sent.body.module).toMatchObject({ show: 'step-code', values: { phone: '+6581119999' }, message: 'We sent a code to +65 8*** **99.' });
    const code = await latestCode(t.url, '+6581119999');
    const created = await pageCall(b, '/user/account-auth/api/phone-verify', { token, phone: '+6581119999', code, redirect: `${t.url}/demo/sg` });
    expect(created.body).toEqual({ success: true, module: { redirect: `${t.url}/demo/sg` } });
    expect(await b.calls.getUser()).toMatchObject({ phone: '81119999', name: 'Wei Jie', siteId: 'SG' });
    const link = t.server.db.prepare("SELECT COUNT(*) AS n FROM social_accounts s JOIN users u ON u.id = s.user_id WHERE u.phone = '+6581119999'").get() as { n: number };
    expect(link.n).toBe(1);
  });

  it('an unknown or spent token shows the expired page', async () => {
    const page = await getPage(openBrowser(t.url), '/user/account-auth?token=nope&tokenType=OAUTH_BIND');
    expectStrictPage(page);
    expect(page.html).toContain('This link has expired');
  });
});

describe('/user/account-restore', () => {
  it('Confirm cancels the deletion and logs in; Cancel goes back', async () => {
    const b = openBrowser(t.url);
    const result = await b.member.login({ loginName: SPECIAL_ACCOUNTS.pendingDeletion.email, password: SEED_PASSWORD });
    const data = result.loginNextStepActionData!;
    const page = await getPage(b, `${pathOf(data.url!)}&redirect=${encodeURIComponent(`${t.url}/demo/sg`)}`);
    expectStrictPage(page);
    expect(page.html).toContain('Restore your account?');
    expect(page.html).toContain(`href="${t.url}/demo/sg">Cancel</a>`);
    const restored = await pageCall(b, '/user/account-restore/api/confirm', { token: data.deletionCancelToken, redirect: `${t.url}/demo/sg` });
    expect(restored.body).toEqual({ success: true, module: { redirect: `${t.url}/demo/sg` } });
    expect(await b.calls.getUser()).toMatchObject({ email: SPECIAL_ACCOUNTS.pendingDeletion.email });
    expect(await rejection(b.calls.cancelDeletion({ token: data.deletionCancelToken! }))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });
});

describe('static pages', () => {
  it('the close-account failure page, the policies, and their bare paths', async () => {
    const b = openBrowser(t.url);
    const fail = await getPage(b, '/user/close-account-register-fail');
    expectStrictPage(fail);
    expect(fail.html).toContain('linked to a recently deleted account. Please contact customer care.');
    expect(fail.html).toContain('30 days after the deletion');
    for (const path of ['/privacy-policy/', '/terms-of-use/']) {
      const page = await getPage(b, path);
      expect(page.status).toBe(200);
      expectStrictPage(page);
      const bare = await getPage(b, path.slice(0, -1));
      expect(bare.status).toBe(301);
      expect(bare.headers.get('location')).toBe(path);
    }
    expect((await getPage(b, '/privacy-policy/')).html).toContain('salted scrypt hash');
  });
});
