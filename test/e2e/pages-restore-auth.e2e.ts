// The member pages of a login that could not finish by itself, against the reference server in Chromium:
// /user/account-restore (DELETION_COOL_CONFIRM: Cancel leaves the deletion, Confirm restores and logs in; the spent
// link is the expired page), /user/account-auth (OAUTH_VERIFY_EMAIL_PASSWORD by the account's password, RSA on the
// wire; OAUTH_COMPLETE_PHONE_FOR_REGISTER by a phone and its code) and /user/close-account-register-fail reached from
// a sign-up in the cooling period. Keyboard only for restore and account-auth; axe on every state.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { OAUTH_CONSENT_API } from '../../examples/server/oauth-provider.js';
import { SESSION_COOKIE } from '../../examples/server/sessions.js';
import { getPage, metaContent, openBrowser, pageCall } from '../../examples/server/testing.js';
import { SEED, callsTo, describeE2E, itFindsNoAxeViolations, passSlider, payloadOf, useE2E, waitForPageScreen, waitForText, type E2E } from './harness.js';

const PAGE = '.mp-page';
const DELETED_EMAIL = 'deleted.sg@example.com';

/** A social sign-up's account-auth URL, as the popup gets it (the OAUTH_BIND next step). */
async function accountAuthUrl(e2e: E2E, identity: Record<string, string | boolean>): Promise<string> {
  const b = openBrowser(e2e.url);
  const consentPage = await getPage(b, `/oauth/authorize?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(e2e.url)}&state=e2e`);
  const consent = await pageCall(b, OAUTH_CONSENT_API, { tx: metaContent(consentPage.html, 'oauth-tx'), ...identity });
  const result = await b.member.loginByOAuthCode({
    oauthType: 'GOOGLE',
    oauthCode: consent.body.module.code as string,
    operateType: 'REGISTER',
    bizScene: 'popup',
    redirectUri: e2e.url,
  });
  return result.loginNextStepActionData!.url!;
}

/** Presses Tab until the focused element's accessible text or label is `name` (at most `max` presses). */
async function tabTo(page: Page, name: string | RegExp, max = 12): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** A session cookie is set (HttpOnly: read through the browser context). */
async function loggedIn(e2e: E2E): Promise<boolean> {
  return (await e2e.context.cookies()).some((c) => c.name === SESSION_COOKIE);
}

async function loginToRestorePage(e2e: E2E, page: Page, back: string): Promise<void> {
  await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(back)}`);
  const login = await waitForPageScreen(page, 'Login');
  await login.getByLabel('Phone number or email').fill(SEED.pendingDeletion.email);
  await login.getByLabel('Password', { exact: true }).fill(SEED.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/user/account-restore');
  await page.getByRole('alertdialog', { name: 'Restore your account?' }).waitFor();
}

describeE2E('member pages: account restore, account auth, close-account failure', () => {
  const e2e = useE2E();

  it('account-restore: Cancel keeps the deletion; Confirm (keyboard only) restores and logs in; the spent link is the expired page', async () => {
    const page = e2e.page;
    const back = `${e2e.url}/demo/sg`;
    await loginToRestorePage(e2e, page, back);
    await e2e.capture(page, 'page-account-restore', PAGE);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname !== '/user/account-restore');
    expect(await loggedIn(e2e)).toBe(false);

    await loginToRestorePage(e2e, page, back);
    const restoreUrl = page.url();
    // Keyboard only: focus starts in the dialog; Tab to Confirm, Enter.
    await tabTo(page, 'Confirm');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/user/account-restore');
    expect(await loggedIn(e2e)).toBe(true);

    await page.goto(restoreUrl);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await e2e.capture(page, 'page-account-restore-spent', PAGE);
  });

  it('account-auth, the existing account: a wrong password is refused, the right one (keyboard only, RSA) links and logs in', async () => {
    const page = e2e.page;
    await e2e.context.clearCookies();
    const back = `${e2e.url}/demo/my`;
    const url = await accountAuthUrl(e2e, { identity: 'new', name: 'Aisyah', email: SEED.my.email, emailVerified: true });
    await page.goto(`${url}&redirect=${encodeURIComponent(back)}`);
    await page.getByRole('heading', { name: 'Link your Google account' }).waitFor();
    await e2e.capture(page, 'page-account-auth-password', PAGE);
    await tabTo(page, 'Password');
    await page.keyboard.type('Wr0ng!pass1');
    await page.keyboard.press('Enter');
    await page.getByText('Incorrect phone number, email or password.').waitFor();
    await e2e.capture(page, 'page-account-auth-wrong', PAGE);
    await tabTo(page, 'Password');
    await page.keyboard.press('Control+a');
    await page.keyboard.type(SEED.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(back);
    expect(await loggedIn(e2e)).toBe(true);
    const body = payloadOf(callsTo(e2e, '/user/api/accountAuthPassword').at(-1)!);
    expect((body.encryptPassword as string).length).toBe(344);
    expect(JSON.stringify(body)).not.toContain(SEED.password);

    // Spent: the same link again is the expired page.
    await page.goto(url);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
  });

  it('account-auth, no e-mail shared: a phone number and its code create the account and log in', async () => {
    const page = e2e.page;
    await e2e.context.clearCookies();
    const back = `${e2e.url}/demo/sg`;
    const url = await accountAuthUrl(e2e, { identity: 'new', name: 'Wei Jie', email: '' });
    await page.goto(`${url}&redirect=${encodeURIComponent(back)}`);
    await page.getByRole('heading', { name: 'Add your mobile number' }).waitFor();
    await e2e.capture(page, 'page-account-auth-phone', PAGE);
    await page.getByLabel('Phone number').fill('1234');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.locator('.mp-field__error').first().waitFor();
    await page.getByLabel('Phone number').fill('81119999');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter verification code' }).waitFor();
    await e2e.capture(page, 'page-account-auth-code', PAGE);
    const code = await e2e.readCode('+6581119999');
    const first = page.getByRole('textbox', { name: /^Digit 1 of/ });
    await first.focus();
    await page.keyboard.type(code, { delay: 20 });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(back);
    expect(await loggedIn(e2e)).toBe(true);
  });

  it('close-account-register-fail: a sign-up with a recently deleted account\'s e-mail lands on the page, which leads home and to customer care', async () => {
    const page = e2e.page;
    await e2e.context.clearCookies();
    await page.goto(`${e2e.url}/user/register`);
    const registry = await waitForPageScreen(page, 'Registry');
    await registry.getByRole('radio', { name: 'Use email' }).click();
    await registry.getByLabel('Email address').fill(DELETED_EMAIL);
    await registry.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await passSlider(registry);
    await waitForText(registry.locator('.mp-slider__status'), 'Verified');
    await registry.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user/close-account-register-fail');
    await page.getByRole('heading', { name: "This account can't be created" }).waitFor();
    await e2e.capture(page, 'page-close-account', PAGE);
    const help = await page.getByRole('link', { name: 'Contact customer care' }).getAttribute('href');
    expect(new URL(help!).pathname).toBe('/helpcenter/account');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname !== '/user/close-account-register-fail');
  });

  it('grocery-merge: each demo buyer\'s grocery history; no answer is an error; move in, a new account, combine', async () => {
    const page = e2e.page;
    const cases = [
      { who: SEED.sg.email, choice: 'Move my grocery orders into this account', done: 'Your grocery orders are now in this account.' },
      { who: SEED.my.email, choice: 'Create a new account for grocery', done: 'A new account now holds your grocery orders.' },
      { who: SEED.ph.email, choice: 'Combine both accounts', done: 'Your accounts are combined.' },
    ];
    for (const [index, c] of cases.entries()) {
      await e2e.context.clearCookies();
      const here = `${e2e.url}/user/grocery-merge`;
      await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(here)}`);
      const login = await waitForPageScreen(page, 'Login');
      await login.getByLabel('Phone number or email').fill(c.who);
      await login.getByLabel('Password', { exact: true }).fill(SEED.password);
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(here);
      await page.getByRole('heading', { name: 'Your grocery orders' }).waitFor();
      if (index === 0) {
        await e2e.capture(page, 'page-grocery-asking', PAGE);
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText("You can't leave this empty.").waitFor();
        await e2e.capture(page, 'page-grocery-no-answer', PAGE);
      }
      await page.getByRole('radio', { name: c.choice }).check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(c.done).waitFor();
      await e2e.capture(page, `page-grocery-done-${index}`, PAGE);
      expect(callsTo(e2e, '/user/api/groceryDecide').length).toBe(index + 1);
      // Answered: the page now says there is nothing to move.
      await page.reload();
      await page.getByText("There's no grocery order history to move.").waitFor();
    }
  });

  it('help center: the account menu\'s Help opens the topics; a topic, LiveUp, and the feedback form sends', async () => {
    const page = e2e.page;
    await page.goto(`${e2e.url}/helpcenter/`);
    await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
    await e2e.capture(page, 'help-index', 'main');
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('heading', { name: 'I asked to delete my account' }).waitFor();
    await e2e.capture(page, 'help-account', 'main');
    await page.getByRole('link', { name: 'LiveUp membership' }).click();
    await page.getByRole('heading', { name: 'LiveUp membership', level: 1 }).waitFor();
    await e2e.capture(page, 'help-liveup', 'main');
    await page.getByRole('link', { name: 'Send feedback' }).first().click();
    await page.getByRole('heading', { name: 'Send feedback', level: 1 }).waitFor();
    await page.getByLabel('Topic', { exact: true }).selectOption('account');
    await page.getByLabel('Your message').fill('The restore page made it easy to get my account back.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you. Your feedback was sent.').waitFor();
    await e2e.capture(page, 'help-feedback-sent', 'main');
  });

  itFindsNoAxeViolations(e2e);
});
