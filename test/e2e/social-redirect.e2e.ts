// Social login without a popup window (issue 25 part 3): in an in-app web view the provider flow runs as a redirect in
// the same tab (authorization code + PKCE S256 + a state bound to the browser), and comes back through the
// social-login return path (/user/social-login) signed in, to where the buyer was. Google refuses an Android web
// view: the return page says so and offers "Open in your browser".
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, callsTo, describeE2E, payloadOf, useE2E, waitForHeaderUser, waitForPageScreen, waitForScreen } from './harness.js';

/** Facebook's in-app browser on iOS (FBAN/FBIOS): no window can open there. */
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]';
/** Facebook's in-app browser on Android: an Android web view ("; wv)"), which Google refuses. */
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/445.0.0.36.113;]';

/** The tab's user agent (every request and navigator.userAgent, across navigations), and counters of opened windows. */
async function asInAppBrowser(page: Page, userAgent: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setUserAgentOverride', { userAgent });
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      sessionStorage.setItem('e2e-window-open', String(Number(sessionStorage.getItem('e2e-window-open') ?? '0') + 1));
      return open(...args);
    };
  });
}

describeE2E('social login in the same tab (in-app browsers)', () => {
  const e2e = useE2E();

  it('a Facebook in-app browser: "Continue with Google" goes to the provider in the same tab and comes back signed in; no window', async () => {
    const page = e2e.page;
    let windows = 0;
    e2e.context.on('page', () => void (windows += 1));
    await asInAppBrowser(page, FACEBOOK_IOS);
    await e2e.forceExperiment('default');
    await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(`${e2e.url}/demo/sg`)}`);
    const login = await waitForPageScreen(page, 'Login');
    await login.getByRole('button', { name: 'Continue with Google' }).click();

    // The same tab is at the provider, in redirect mode (PKCE S256, a state from the member server).
    await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    const authorize = new URL(page.url());
    expect(authorize.pathname).toBe('/oauth/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${e2e.url}/user/social-login`);
    expect(callsTo(e2e, '/user/api/socialState')).toHaveLength(1);

    await page.getByRole('radio', { name: /A new Google identity/ }).check();
    await page.getByLabel('Name').fill('Rina Tan');
    await page.getByLabel(/E-mail/).fill('rina.tan.redirect@example.com');
    await page.getByLabel(/has verified this e-mail/).check();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back on the return path: the identity is new, so sign-up asks for consent first, then the buyer is where they were.
    const question = page.locator('.mp-page').getByRole('alertdialog');
    await question.waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/social-login');
    expect(new URL(page.url()).search).toBe('');
    await question.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${e2e.url}/demo/sg`);
    await waitForHeaderUser(page, 'Rina Tan');

    const exchanges = callsTo(e2e, '/user/api/loginByOAuthCode').map((r) => payloadOf(r));
    expect(exchanges.map((o) => o.operateType)).toEqual(['LOGIN', 'REGISTER']);
    expect(exchanges[0]).toMatchObject({ oauthType: 'GOOGLE', redirectUri: `${e2e.url}/user/social-login` });
    expect(String(exchanges[0]!.codeVerifier)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(exchanges[0]!.state).toBe(authorize.searchParams.get('state'));
    expect(windows).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-window-open'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('mp-social-redirect'))).toBeNull();
  });

  it("from the demo page's popup in a Facebook in-app browser: the SG buyer's Facebook identity signs in in the same tab", async () => {
    const page = e2e.page;
    let windows = 0;
    e2e.context.on('page', () => void (windows += 1));
    await asInAppBrowser(page, FACEBOOK_IOS);
    await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.getByRole('heading', { name: 'Sign in with Facebook' }).waitFor();
    await page.getByRole('radio', { name: new RegExp(SEED.sg.name) }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${e2e.url}/demo/sg`);
    await waitForHeaderUser(page, SEED.sg.name);
    expect(windows).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-window-open'))).toBeNull();
  });

  it('Google refuses an Android web view: the return page says so and offers "Open in your browser" (an intent link)', async () => {
    const page = e2e.page;
    await asInAppBrowser(page, FACEBOOK_ANDROID);
    await e2e.forceExperiment('default');
    await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(`${e2e.url}/demo/sg`)}`);
    const login = await waitForPageScreen(page, 'Login');
    await login.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Google does not allow logging in here' }).waitFor();
    const open = page.getByRole('link', { name: 'Open in your browser' });
    const href = (await open.getAttribute('href')) ?? '';
    expect(href).toMatch(/^intent:\/\/127\.0\.0\.1:\d+\/user\/login\?redirect=.*#Intent;scheme=http;/);
    const others = page.getByRole('link', { name: 'Other ways to log in' });
    expect(await others.getAttribute('href')).toBe(`${e2e.url}/user/login?redirect=${encodeURIComponent(`${e2e.url}/demo/sg`)}`);
    expect(callsTo(e2e, '/user/api/loginByOAuthCode')).toHaveLength(0);
    // The other ways in are one tap away.
    await others.click();
    await waitForPageScreen(page, 'Login');
  });
});
