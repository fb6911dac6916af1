// Account recovery and login next steps: forgot → reset → success countdown; restore of a pending-deletion account;
// the step-up (second verification) redirect and back.
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  SEED,
  callsTo,
  describeE2E,
  itFindsNoAxeViolations,
  typeCode,
  useE2E,
  waitForHeaderUser,
  waitForPopupClosed,
  waitForScreen,
  waitForText,
} from './harness.js';

describeE2E('recovery and next steps', () => {
  const e2e = useE2E();

  it('resets a forgotten password, shows the success view and closes after the countdown', async () => {
    const page = await e2e.open('/demo/ph');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('button', { name: 'Forgot password?' }).click();

    const forgot = await waitForScreen(page, 'ForgetPassword');
    await e2e.capture(page, 'ForgetPassword');
    await forgot.getByLabel('Phone number or email').fill(SEED.ph.email);
    await forgot.getByRole('button', { name: 'Next' }).click();

    await waitForScreen(page, 'Verify');
    await typeCode(page, await e2e.readCode(SEED.ph.email));

    const reset = await waitForScreen(page, 'ResetPassword');
    await reset.getByLabel('New password', { exact: true }).fill(PASSWORDS.reset);
    await reset.getByLabel('Re-enter new password').fill(PASSWORDS.reset);
    await e2e.capture(page, 'ResetPassword');
    await reset.getByRole('button', { name: 'Save password' }).click();

    await reset.getByRole('heading', { name: 'Password changed' }).waitFor();
    const shown = Date.now();
    const countdown = reset.locator('.mp-reset__countdown');
    await waitForText(countdown, /Closing in [45] seconds/);
    await e2e.capture(page, 'ResetPassword-success');
    await reset.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Continue shopping' }).waitFor();
    await waitForText(countdown, 'Closing in 1 second', 8_000);
    // Nothing was clicked: the 5-second countdown closes the popup, and the reset logged the buyer in.
    await waitForPopupClosed(page, 3_000);
    const elapsed = Date.now() - shown;
    expect(elapsed).toBeGreaterThan(3_500);
    expect(elapsed).toBeLessThan(8_000);
    await waitForHeaderUser(page, SEED.ph.name);
    expect(callsTo(e2e, '/user/api/resetPassword')).toHaveLength(1);
  });

  it('the success view\'s shortcuts stay in the demo shop (local environment): Wishlist opens its wishlist page', async () => {
    const page = await e2e.open('/demo/my');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await waitForScreen(page, 'ForgetPassword');
    await forgot.getByLabel('Phone number or email').fill(SEED.my.email);
    await forgot.getByRole('button', { name: 'Next' }).click();
    await waitForScreen(page, 'Verify');
    await typeCode(page, await e2e.readCode(SEED.my.email));
    const reset = await waitForScreen(page, 'ResetPassword');
    await reset.getByLabel('New password', { exact: true }).fill(PASSWORDS.reset);
    await reset.getByLabel('Re-enter new password').fill(PASSWORDS.reset);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await reset.getByRole('heading', { name: 'Password changed' }).waitFor();
    // Before: the server's start page (shopping, cart, account) or a 404 (wishlist).
    await reset.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Wishlist' }).click();
    await page.waitForURL((url) => url.pathname === '/demo/my/wishlist');
    await page.getByRole('heading', { name: 'Your wishlist' }).waitFor();
    await waitForHeaderUser(page, SEED.my.name);
  });

  it('restores an account with a pending deletion request', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill(SEED.pendingDeletion.email);
    await login.getByLabel('Password', { exact: true }).fill(SEED.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();

    // DELETION_COOL_CONFIRM after a password login: the popup goes to the restore page.
    await page.waitForURL((url) => url.pathname === '/user/account-restore');
    await page.getByRole('heading', { name: 'Restore your account?' }).first().waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname !== '/user/account-restore');

    const user = e2e.server.db.prepare('SELECT status FROM users WHERE email = ?').get(SEED.pendingDeletion.email) as { status: string };
    expect(user.status).toBe('NORMAL');
    await page.goto(`${e2e.url}/demo/sg`);
    await waitForHeaderUser(page, SEED.pendingDeletion.name);
  });

  it('sends a step-up login to the verify page with the page as redirect, and comes back logged in', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill(SEED.stepUp.email);
    await login.getByLabel('Password', { exact: true }).fill(SEED.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/user/verify');
    const verifyUrl = new URL(page.url());
    expect(verifyUrl.searchParams.get('redirect')).toBe(`${e2e.url}/demo/sg`);
    expect(verifyUrl.searchParams.get('type')).toBe('SECOND_VERIFICATION');
    expect(verifyUrl.searchParams.get('token')).toBeNull(); // issue 23 finding 7: never in the query
    expect(new URLSearchParams(verifyUrl.hash.slice(1)).get('token')).toBeTruthy();

    // The package's verification page: the SMS method, its code, the verified dialog, back to the page.
    await page.locator('[data-method="SMS"]').click();
    await page.getByRole('heading', { name: 'Enter verification code' }).waitFor();
    await typeCode(page, await e2e.readCode(SEED.stepUp.e164, { channel: 'SMS' }));
    // "Taking you back…": the verified dialog goes back by itself.
    await page.getByRole('dialog', { name: 'Verified' }).waitFor();
    await page.waitForURL(`${e2e.url}/demo/sg`);
    await waitForHeaderUser(page, SEED.stepUp.name);
  });

  itFindsNoAxeViolations(e2e);
});
