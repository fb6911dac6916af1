// The member pages of the package (member-popup/pages) against the reference server, in Chromium: forgot and reset,
// change and set password, logout, the guest claim from the e-mailed link (outbox) to a logged-in account, the
// expired link page (a spent or missing token) and its working resend; axe on every page state; keyboard only.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../examples/server/sessions.js';
import {
  PASSWORDS,
  SEED,
  callsTo,
  describeE2E,
  holdSliderCheck,
  itFindsNoAxeViolations,
  passSlider,
  payloadOf,
  useE2E,
  waitForPageScreen,
  waitForText,
  type E2E,
} from './harness.js';

const PAGE = '.mp-page';
const GUEST = 'guest.sg@example.com';

/** The newest set-password or reset link e-mailed to `to` (from the dev outbox). */
async function readLink(e2e: E2E, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${e2e.url}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Array<{ id: number; text: string }> };
    const found = messages.find((m) => m.id > after && /https?:\/\/\S+\/user\/reset-password\?\S+/.test(m.text));
    if (found) return /https?:\/\/\S+\/user\/reset-password\?[^\s)]+/.exec(found.text)![0];
    if (Date.now() > deadline) throw new Error(`no link e-mailed to ${to}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function loginOnPage(e2e: E2E, page: Page, redirect: string, who = SEED.sg.email, password = SEED.password): Promise<void> {
  await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(redirect)}`);
  const login = await waitForPageScreen(page, 'Login');
  await login.getByLabel('Phone number or email').fill(who);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(redirect);
}

describeE2E('member pages: passwords, logout, guest claim, expired link', () => {
  const e2e = useE2E();

  it('forget-password: the account, the e-mailed code, a new password, then the success countdown leaves for the redirect', async () => {
    const page = e2e.page;
    const back = `${e2e.url}/demo/sg`;
    await page.goto(`${e2e.url}/user/forget-password?redirect=${encodeURIComponent(back)}`);
    const forgot = await waitForPageScreen(page, 'ForgetPassword');
    expect(await page.locator('.mp-page button[aria-label="Close"]').count()).toBe(0);
    await e2e.capture(page, 'page-forget-password', PAGE);
    await forgot.getByRole('textbox').first().fill(SEED.sg.email);
    await forgot.getByRole('button', { name: /continue|next|send/i }).first().click();
    await waitForPageScreen(page, 'Verify');
    const code = await e2e.readCode(SEED.sg.email);
    const first = page.getByRole('textbox', { name: /^Digit 1 of/ });
    await first.focus();
    await page.keyboard.type(code, { delay: 20 });
    const reset = await waitForPageScreen(page, 'ResetPassword');
    await e2e.capture(page, 'page-reset-password', PAGE);
    await reset.getByLabel('New password', { exact: true }).fill(PASSWORDS.reset);
    await reset.getByLabel('Re-enter new password', { exact: true }).fill(PASSWORDS.reset);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await e2e.capture(page, 'page-reset-success', PAGE);
    await page.waitForURL(back, { timeout: 15_000 });
  });

  it('guest-register: "Set a password" from the sign-up, the e-mail with the link, resend after the countdown, the link sets the password and logs in', async () => {
    const page = e2e.page;
    await page.goto(`${e2e.url}/user/register?redirect=${encodeURIComponent(`${e2e.url}/demo/sg`)}`);
    const registry = await waitForPageScreen(page, 'Registry');
    await registry.getByRole('radio', { name: 'Use email' }).click();
    await registry.getByLabel('Email address').fill(GUEST);
    await registry.getByRole('checkbox', { name: /I have read and agree/ }).check();
    // Sign up pressed while the slider still checks (End, then the button at once): the send waits for the proof.
    const check = await holdSliderCheck(page);
    await passSlider(registry);
    await waitForText(registry.locator('.mp-slider__status'), 'Checking');
    await registry.getByRole('button', { name: 'Sign up', exact: true }).click();
    await check.release();
    const action = page.getByRole('link', { name: 'Set a password' });
    await action.waitFor();
    await e2e.capture(page, 'page-register-guest', PAGE);
    await action.click();
    await page.waitForURL((url) => url.pathname === '/user/guest-register');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await e2e.capture(page, 'page-guest-sent', PAGE);
    const resend = page.getByRole('button', { name: /Resend in/ });
    expect(await resend.getAttribute('aria-disabled')).toBe('true');
    const link = await readLink(e2e, GUEST);

    await page.goto(link);
    const reset = await waitForPageScreen(page, 'ResetPassword');
    await reset.getByLabel('New password', { exact: true }).fill(PASSWORDS.profile);
    await reset.getByLabel('Re-enter new password', { exact: true }).fill(PASSWORDS.profile);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    // Logged in as the new account, whose orders are the guest's.
    const cookies = await e2e.context.cookies();
    expect(cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    await page.goto(`${e2e.url}/demo/sg/account`);
    await page.getByText('SG-GUEST-1001').waitFor();

    // The link worked once: opened again, it is the expired-link page, whose resend works.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await e2e.capture(page, 'page-link-expired', PAGE);
  });

  it('reset-password without a token shows the expired-link page; its resend e-mails a new link', async () => {
    const page = e2e.page;
    await page.goto(`${e2e.url}/user/reset-password`);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await page.getByLabel('Email address').fill(SEED.my.email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await waitForText(page.locator(PAGE), 'a new link is on its way');
    await e2e.capture(page, 'page-link-resent', PAGE);
    const link = await readLink(e2e, SEED.my.email);
    await page.goto(link);
    await waitForPageScreen(page, 'ResetPassword');
    // The regional path shows the same page.
    await page.goto(`${e2e.url}/sg/member/reset-password-test`);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
  });

  it('change-password: logged out it asks to log in; logged in, wrong current password, live hints, then changed (RSA on the wire)', async () => {
    const page = e2e.page;
    await page.goto(`${e2e.url}/user/change-password`);
    await page.getByRole('heading', { name: 'Please log in' }).waitFor();
    await e2e.capture(page, 'page-change-password-signed-out', PAGE);

    const here = `${e2e.url}/user/change-password`;
    await loginOnPage(e2e, page, here, SEED.ph.email);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await e2e.capture(page, 'page-change-password', PAGE);
    // The account area's password change (one machine, one screen) inside the page.
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORDS.wrong);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORDS.emailProfile);
    expect(await page.locator('.mp-hint[data-state="met"]').count()).toBe(2);
    await page.getByLabel('Re-enter new password', { exact: true }).fill(PASSWORDS.emailProfile);
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitForText(page.locator(PAGE), 'The current password is incorrect.');
    await e2e.capture(page, 'page-change-password-wrong', PAGE);
    await page.getByLabel('Current password', { exact: true }).fill(SEED.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await e2e.capture(page, 'page-change-password-done', PAGE);
    const body = payloadOf(callsTo(e2e, '/user/api/account/changePassword').at(-1)!);
    expect((body.encryptNewPassword as string).length).toBe(344);
    expect((body.encryptPassword as string).length).toBe(344);
    expect(callsTo(e2e, '/user/api/changePassword')).toEqual([]);
  });

  it('logout: the confirm dialog (Stay logged in keeps the session), then Log out leaves through the redirect guard; keyboard only', async () => {
    const page = e2e.page;
    const back = `${e2e.url}/demo/my`;
    // (The SG buyer's password was reset by the first test.)
    await loginOnPage(e2e, page, back, SEED.my.email);
    await page.goto(`${e2e.url}/user/logout?redirect=${encodeURIComponent('https://evil.example/x')}`);
    const dialog = page.getByRole('alertdialog', { name: 'Log out' });
    await dialog.waitFor();
    await e2e.capture(page, 'page-logout', PAGE);
    // Keyboard only: focus is in the dialog; Tab to "Log out" and press Enter.
    for (let i = 0; i < 6; i += 1) {
      const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (label.trim() === 'Log out') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    // The hostile redirect is refused: the site's home instead (the demo's home page, given to the member pages).
    await page.waitForURL((url) => url.origin === e2e.url && url.pathname.startsWith('/demo/'));
    expect(callsTo(e2e, '/user/api/logout')).toHaveLength(1);
    await page.goto(`${e2e.url}/user/logout`);
    await page.getByText("You're not logged in.").waitFor();
    await e2e.capture(page, 'page-logout-signed-out', PAGE);
  });

  itFindsNoAxeViolations(e2e);
});
