// The pages the server still renders: second verification and the policies. Each flow is driven as the page's forms.js drives it.
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

/** A step-up login's verify page URL, as the popup builds it (redirect, token, type). */
async function stepUpVerifyUrl(b: Browser, redirect: string): Promise<{ token: string; path: string }> {
  const result = await b.member.login({ loginName: SPECIAL_ACCOUNTS.stepUp.email, password: stepUpPassword });
  const data = result.loginNextStepActionData!;
  const url = new URL(data.url!);
  url.searchParams.set('redirect', redirect);
  url.searchParams.set('token', data.token!);
  url.searchParams.set('type', 'SECOND_VERIFICATION');
  return { token: data.token!, path: url.pathname + url.search };
}

describe('/user/verify (second verification)', () => {
  it('a login: a code to the account approves it, the session starts and the page goes back to redirect', async () => {
    const b = openBrowser(t.url);
    const back = `${t.url}/demo/sg?tab=1`;
    const { token, path } = await stepUpVerifyUrl(b, back);
    const page = await getPage(b, path);
    expect(page.status).toBe(200);
    expectStrictPage(page);
    expect(page.html).toContain('Send a code to +65 9*** **03');
    expect(page.html).toContain('Send a code to s***g@example.com');
    expect(page.html).toContain('to log in with your account');

    const sent = await pageCall(b, '/user/verify/api/send', { token, channel: 'email' });
    expect(sent.body).toMatchObject({ success: true, module: { show: 'step-code', message: 'We sent a 6-digit code to s***g@example.com.' } });
    const [message] = await outbox(t.url, SPECIAL_ACCOUNTS.stepUp.email);
    expect(message).toMatchObject({ purpose: 'SECOND_VERIFICATION', channel: 'EMAIL' });
    const wrong = message!.code === '000000' ? '111111' : '000000';
    expect((await pageCall(b, '/user/verify/api/confirm', { token, code: wrong, redirect: back })).body).toMatchObject({
      errorCode: { key: 'PL-USER-CODE-INCORRECT' },
    });
    expect(b.jar.get('member_sid')).toBeUndefined();
    const done = await pageCall(b, '/user/verify/api/confirm', { token, code: message!.code, redirect: back });
    expect(done.body).toEqual({ success: true, module: { redirect: back } });
    expect(await b.calls.getUser()).toMatchObject({ email: SPECIAL_ACCOUNTS.stepUp.email });
    // Spent: the page and the token are over.
    expect((await getPage(b, path)).html).toContain('This link has expired');
    expect((await pageCall(b, '/user/verify/api/confirm', { token, code: message!.code })).body).toMatchObject({
      errorCode: { key: 'PL-USER-VERIFICATION-EXPIRED' },
    });
  });

  it('never sends the browser off-site: a hostile redirect falls back to this server', async () => {
    const b = openBrowser(t.url);
    const { token } = await stepUpVerifyUrl(b, 'https://evil.example/steal');
    await pageCall(b, '/user/verify/api/send', { token, channel: 'phone' });
    const code = await latestCode(t.url, e164(SPECIAL_ACCOUNTS.stepUp.phone));
    const done = await pageCall(b, '/user/verify/api/confirm', { token, code, redirect: 'https://evil.example/steal' });
    expect(done.body.module).toEqual({ redirect: `${t.url}/` });
    expect(t.logs).toContain('redirect: illegal URL (https://evil.example/steal)');
    const page = await getPage(openBrowser(t.url), `/user/verify?token=expired&redirect=${encodeURIComponent('javascript:alert(1)')}`);
    expect(page.html).toContain(`href="${t.url}/"`);
  });

  it('a password reset: the verified token goes back to redirect, or the password is set on the page', async () => {
    t.clock.advance(61_000); // the resend countdown of the codes sent above
    const b = openBrowser(t.url);
    const email = SPECIAL_ACCOUNTS.stepUp.email;
    const start = async () => {
      const { token } = await b.calls.applyResetPasswordWithSecurity({ loginName: email });
      await b.calls.sendVerificationEmailCode({ type: 'RESET_PASSWORD', token, email });
      const verified = await b.calls.verifyEmailCode({ type: 'RESET_PASSWORD', token, code: await latestCode(t.url, email), email });
      expect(verified.tokenType).toBe('ACCOUNT_SECOND_VERIFICATION');
      return verified;
    };

    const first = await start();
    const resetPage = `${t.url}/user/reset-password`;
    const page = await getPage(b, `${pathOf(first.verifyUrl!)}&redirect=${encodeURIComponent(resetPage)}`);
    expect(page.html).toContain('to reset your password');
    await pageCall(b, '/user/verify/api/send', { token: first.token, channel: 'phone' });
    const code = await latestCode(t.url, e164(SPECIAL_ACCOUNTS.stepUp.phone));
    const back = await pageCall(b, '/user/verify/api/confirm', { token: first.token, code, redirect: resetPage });
    const target = new URL(back.body.module.redirect as string);
    expect(target.origin + target.pathname).toBe(resetPage);
    expect(target.searchParams.get('tokenType')).toBe('RESET_PASSWORD');
    expect(await b.member.resetPassword({ password: 'St3p!up01', token: target.searchParams.get('token')! })).toMatchObject({
      loginResponse: { loginSuccess: true },
    });

    t.clock.advance(61_000);
    const second = await start();
    await pageCall(b, '/user/verify/api/send', { token: second.token, channel: 'email' });
    const onPage = await pageCall(b, '/user/verify/api/confirm', { token: second.token, code: await latestCode(t.url, email) });
    expect(onPage.body.module).toMatchObject({ show: 'step-password', values: { resetToken: expect.any(String) } });
    const resetToken = onPage.body.module.values.resetToken as string;
    expect((await pageCall(b, '/user/verify/api/password', { resetToken, password: oaepEncrypt(pageKey, 'short') })).body).toMatchObject({
      errorCode: { key: 'PL-USER-INPUT-INVALID' },
    });
    expect((await pageCall(b, '/user/verify/api/password', { resetToken, password: oaepEncrypt(pageKey, 'St3p!up02') })).body).toMatchObject({
      success: true,
      module: { show: 'step-done', ok: true },
    });
    stepUpPassword = 'St3p!up02';
    expect(await openBrowser(t.url).member.login({ loginName: email, password: stepUpPassword })).toMatchObject({
      loginNextStepAction: 'SECOND_VERIFICATION',
    });
  });

  it('"This was not me" rejects; a trusted-device approval continues without a code', async () => {
    const b = openBrowser(t.url);
    const rejected = await stepUpVerifyUrl(b, t.url);
    expect((await pageCall(b, '/user/verify/api/reject', { token: rejected.token })).body).toMatchObject({ success: true, module: { show: 'step-done' } });
    expect((await pageCall(b, '/user/verify/api/send', { token: rejected.token, channel: 'email' })).body).toMatchObject({
      errorCode: { key: 'PL-USER-VERIFICATION-EXPIRED' },
    });

    const approved = await stepUpVerifyUrl(b, `${t.url}/after`);
    expect((await pageCall(b, '/user/verify/api/complete', { token: approved.token })).body.module).toEqual({
      message: 'Still waiting for the approval on your trusted device.',
    });
    await fetch(`${t.url}/__dev/second-verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: approved.token, decision: 'APPROVED' }),
    });
    const page = await getPage(b, approved.path);
    expect(page.html).toMatch(/<section id="step-approved" aria-labelledby/);
    expect(page.html).toMatch(/<section id="step-send" hidden/);
    const done = await pageCall(b, '/user/verify/api/complete', { token: approved.token, redirect: `${t.url}/after` });
    expect(done.body.module).toEqual({ redirect: `${t.url}/after` });
    expect(await b.calls.getUser()).toMatchObject({ email: SPECIAL_ACCOUNTS.stepUp.email });
  });
});

describe('static pages', () => {
  it('the policies, and their bare paths', async () => {
    const b = openBrowser(t.url);
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
