// The member pages' calls (pages-calls.ts) over real HTTP: the e-mailed password link for a guest and an account,
// single use and expiry, the same answer for an unknown address, the resend limit; CSRF required. (Changing the
// password is the account area's call: account-routes.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesServices } from '../../src/api/pages.js';
import { pagesCallsModule } from './pages-calls.js';
import { GUEST_EMAIL } from './seed.js';
import { openBrowser, outbox, rawJson, rejection, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [pagesCallsModule()] });
});
afterAll(() => t.dispose());

const tokenOf = (text: string) => decodeURIComponent(/[?&]token=([^&\s)]+)/.exec(text)![1]!);

describe('sendPasswordLink and checkResetToken', () => {
  it('a guest with orders gets a set-password link; the token is live once; the reset creates the account with the orders', async () => {
    const browser = openBrowser(t.url);
    const pages = createPagesServices(browser.member);
    expect((await pages.sendPasswordLink(GUEST_EMAIL)).resendAfterSeconds).toBe(60);
    const [mail] = await outbox(t.url, GUEST_EMAIL);
    expect(mail!.channel).toBe('EMAIL');
    expect(mail!.text).toContain(`${t.url}/user/reset-password?token=`);
    const token = tokenOf(mail!.text);
    expect(await pages.checkResetToken(token)).toMatchObject({ guest: true });
    const password = await browser.member.encryptPassword('Kite&Lantern77');
    await browser.member.call('POST', 'user/api/resetPassword', { token, encryptPassword: password });
    expect((await rejection(pages.checkResetToken(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    const login = await browser.member.login({ loginName: GUEST_EMAIL, password: 'Kite&Lantern77' });
    expect(login.loginSuccess).toBe(true);
  });

  it('an unknown address gets the same answer and no e-mail; a second request within 60 s is refused', async () => {
    const browser = openBrowser(t.url);
    const pages = createPagesServices(browser.member);
    const answer = await pages.sendPasswordLink('nobody.here@example.com');
    expect(answer.resendAfterSeconds).toBe(60);
    expect(await outbox(t.url, 'nobody.here@example.com')).toEqual([]);
    expect((await rejection(pages.sendPasswordLink('nobody.here@example.com'))).key).toBe('PL-USER-CODE-RESEND-TOO-SOON');
    expect((await rejection(pages.checkResetToken('not-a-token'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });

  it('refuses a call without the CSRF token', async () => {
    const browser = openBrowser(t.url);
    const answer = await rawJson(browser, '/user/api/sendPasswordLink', { body: JSON.stringify({ email: GUEST_EMAIL }) });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode.key).toBe('CSRF_TOKEN_INVALID');
  });
});
