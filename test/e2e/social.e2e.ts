// Social login through the reference server's identity provider (/oauth/authorize in a popup window): a new Google
// identity (LOGIN answers "not linked", the popup asks for consent, the same request goes again as REGISTER), and the
// SG buyer's linked Facebook identity from the demo header's popup.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  SEED,
  callsTo,
  describeE2E,
  itFindsNoAxeViolations,
  payloadOf,
  useE2E,
  waitForHeaderUser,
  waitForPopupClosed,
  waitForPageScreen,
  waitForScreen,
  waitForText,
} from './harness.js';

/**
 * Clicks a provider button and returns the provider's consent window. When the popup answers "Third-party login
 * failed" instead, no window was opened: the popup was built with the SDK provider (Google / Facebook scripts from
 * their hosts, which neither this page's CSP nor this offline machine allows), not with the identity provider here.
 */
async function openProvider(context: BrowserContext, page: Page, provider: 'Google' | 'Facebook'): Promise<Page> {
  // The popup's dialog, or a member page's own layout (/user/login).
  const ui = page.locator('.mp-popup, .mp-page');
  const failed = ui.getByText(/Third-party login failed/);
  const [consent] = await Promise.all([
    Promise.race([
      context.waitForEvent('page'),
      failed.waitFor().then(async () => {
        throw new Error(`no ${provider} window: the popup says "${await failed.textContent()}" (it has no window social provider)`);
      }),
    ]),
    ui.getByRole('button', { name: `Continue with ${provider}` }).click(),
  ]);
  await consent.waitForLoadState();
  await consent.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  return consent;
}

describeE2E('social login', () => {
  const e2e = useE2E();

  it('registers a new Google identity after consent (LOGIN, then the REGISTER retry) on the member login page', async () => {
    const page = e2e.page;
    await e2e.forceExperiment('default');
    await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(`${e2e.url}/demo/sg`)}`);
    await waitForPageScreen(page, 'Login');

    const consent = await openProvider(e2e.context, page, 'Google');
    await consent.getByRole('radio', { name: /A new Google identity/ }).check();
    await consent.getByLabel('Name').fill('Ana Cruz');
    await consent.getByLabel(/E-mail/).fill('ana.cruz.e2e@example.com');
    await consent.getByLabel(/has verified this e-mail/).check();
    await Promise.all([consent.waitForEvent('close'), consent.getByRole('button', { name: 'Allow' }).click()]);

    // Not linked yet: sign-up from Login asks for consent to the terms first.
    const question = page.locator('.mp-page').getByRole('alertdialog');
    await question.waitFor();
    await e2e.capture(page, 'Login-social-consent', '.mp-page');
    await question.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(`${e2e.url}/demo/sg`);
    await waitForHeaderUser(page, 'Ana Cruz');
    const operations = callsTo(e2e, '/user/api/loginByOAuthCode').map((r) => payloadOf(r));
    expect(operations.map((o) => o.operateType)).toEqual(['LOGIN', 'REGISTER']);
    expect(operations[0]!.oauthCode).toBe(operations[1]!.oauthCode);
    expect(operations[0]!.oauthType).toBe('GOOGLE');
  });

  it("logs in with the SG buyer's linked Facebook identity from the demo header's popup", async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    await waitForScreen(page, 'Login');
    const consent = await openProvider(e2e.context, page, 'Facebook');
    await consent.getByRole('radio', { name: new RegExp(SEED.sg.name) }).check();
    await Promise.all([consent.waitForEvent('close'), consent.getByRole('button', { name: 'Allow' }).click()]);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    const [exchange] = callsTo(e2e, '/user/api/loginByOAuthCode');
    expect(payloadOf(exchange!)).toMatchObject({ oauthType: 'FACEBOOK', operateType: 'LOGIN' });
  });

  it("closing the popup closes the provider's window; its Allow can no longer do anything (finding 19)", async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    await waitForScreen(page, 'Login');
    const consent = await openProvider(e2e.context, page, 'Facebook');
    await Promise.all([consent.waitForEvent('close'), page.keyboard.press('Escape')]);
    await waitForPopupClosed(page);
    expect(consent.isClosed()).toBe(true);
    expect(e2e.context.pages().filter((p) => p !== page)).toEqual([]);
    // Nothing of the sign-in is left: no exchange happened, nobody is logged in.
    expect(callsTo(e2e, '/user/api/loginByOAuthCode')).toHaveLength(0);
    expect(await page.locator('#demo-account').getAttribute('data-state')).toBe('guest');
    // The popup opens again and the provider works as before.
    await page.getByRole('link', { name: 'Log in' }).click();
    await waitForScreen(page, 'Login');
    const again = await openProvider(e2e.context, page, 'Facebook');
    await again.getByRole('radio', { name: new RegExp(SEED.sg.name) }).check();
    await Promise.all([again.waitForEvent('close'), again.getByRole('button', { name: 'Allow' }).click()]);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
  });

  it("the social login's machine (its own chunk) fails to load: the button says the provider failed; the next press loads it and the window opens", async () => {
    // Every request for the machine's chunk fails (the idle prefetch's and the intent's too) until the network is back.
    let offline = true;
    await e2e.context.route(/\/chunks\/social-login\.machine-[^/]+\.js$/, (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('button', { name: 'Continue with Facebook' }).click();
    await waitForText(login.locator('.mp-form-error').first(), 'Third-party login failed, please check the connection with Facebook');
    expect(e2e.context.pages().filter((p) => p !== page)).toEqual([]);
    offline = false;
    // The press that loads the chunk is handed to the machine once it runs: the provider's window still opens.
    const [consent] = await Promise.all([
      e2e.context.waitForEvent('page'),
      login.getByRole('button', { name: 'Continue with Facebook' }).click(),
    ]);
    await consent.waitForLoadState();
    await consent.getByRole('heading', { name: 'Sign in with Facebook' }).waitFor();
    // The failure's text went with the new press.
    expect(await login.locator('.mp-form-error').first().textContent()).toBe('');
    await consent.getByRole('radio', { name: new RegExp(SEED.sg.name) }).check();
    await Promise.all([consent.waitForEvent('close'), consent.getByRole('button', { name: 'Allow' }).click()]);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
  });

  itFindsNoAxeViolations(e2e);
});
