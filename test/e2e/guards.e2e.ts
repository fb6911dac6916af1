// The server's guards as the popup meets them: the traffic limit (busy dialog with "Retry later") and the bot check
// (verification dialog with the slider; after passing, the original request goes again). The login-failure limit is
// low on this file's server so the limit is reached in a few tries.
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  SEED,
  callsTo,
  describeE2E,
  itFindsNoAxeViolations,
  passSlider,
  useE2E,
  waitForHeaderUser,
  waitForPopupClosed,
  waitForScreen,
  waitForText,
} from './harness.js';

const FAILURES_ALLOWED = 3;

describeE2E('guards', () => {
  const e2e = useE2E({ limits: { loginFailuresPerAccount: { max: FAILURES_ALLOWED, windowMs: 15 * 60_000 } } });

  it('shows the busy dialog when the traffic limit answers, and Retry later closes it', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill('social.sg@example.com');
    const busy = page.locator('.mp-popup-root').getByRole('alertdialog', { name: 'The system is busy' });
    for (let attempt = 1; attempt <= FAILURES_ALLOWED + 1; attempt += 1) {
      await login.getByLabel('Password', { exact: true }).fill(`${PASSWORDS.wrong}${attempt}`);
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/user/api/login'),
        login.getByRole('button', { name: 'Log in', exact: true }).click(),
      ]);
      if (attempt <= FAILURES_ALLOWED) await waitForText(login.locator('.mp-form-error'), /Incorrect phone number, email or password/);
    }
    await busy.waitFor();
    await waitForText(busy, 'Too many people are trying right now.');
    await e2e.capture(page, 'Dialog-busy');
    await busy.getByRole('button', { name: 'Retry later' }).click();
    await busy.waitFor({ state: 'detached' });
    await waitForScreen(page, 'Login');
    expect(callsTo(e2e, '/user/api/login')).toHaveLength(FAILURES_ALLOWED + 1);
  });

  it('shows the bot check on a gateway call, and after the slider the call goes again', async () => {
    await e2e.setBotCheck(true);
    try {
      const page = await e2e.open('/demo/sg');
      await page.getByRole('link', { name: 'Log in' }).click();
      const login = await waitForScreen(page, 'Login');
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = await waitForScreen(page, 'ForgetPassword');
      await forgot.getByLabel('Phone number or email').fill(SEED.my.email);
      await forgot.getByRole('button', { name: 'Next' }).click();

      const check = page.locator('.mp-popup-root').getByRole('dialog', { name: 'Security verification' });
      await check.waitFor();
      await e2e.capture(page, 'Dialog-bot');
      await passSlider(check);
      await check.waitFor({ state: 'detached' });

      // applyResetPasswordWithSecurity went again after the check and the code was sent.
      await waitForScreen(page, 'Verify');
      expect(await e2e.readCode(SEED.my.email)).toMatch(/^\d{6}$/);
      expect(callsTo(e2e, '/user/api/sliderVerify')).toHaveLength(1);
    } finally {
      await e2e.setBotCheck(false);
    }
  });

  it('shows the bot check on a member call (password login), and after the slider the login goes again', async () => {
    await e2e.setBotCheck(true);
    try {
      const page = await e2e.open('/demo/sg');
      await page.getByRole('link', { name: 'Log in' }).click();
      const login = await waitForScreen(page, 'Login');
      await login.getByLabel('Phone number or email').fill(SEED.sg.email);
      await login.getByLabel('Password', { exact: true }).fill(SEED.password);
      await login.getByRole('button', { name: 'Log in', exact: true }).click();

      const check = page.locator('.mp-popup-root').getByRole('dialog', { name: 'Security verification' });
      const inline = login.locator('.mp-form-error').getByText('Please complete the verification to continue.');
      await Promise.race([
        check.waitFor(),
        inline.waitFor().then(() => {
          throw new Error('the member call\'s bot answer (errorCode RGV587_ERROR) is shown as a form error: no verification dialog, nothing resent');
        }),
      ]);
      await passSlider(check);
      await check.waitFor({ state: 'detached' });

      await waitForPopupClosed(page);
      await waitForHeaderUser(page, SEED.sg.name);
      expect(callsTo(e2e, '/user/api/login')).toHaveLength(2);
      expect(callsTo(e2e, '/user/api/sliderVerify')).toHaveLength(1);
    } finally {
      await e2e.setBotCheck(false);
    }
  });

  itFindsNoAxeViolations(e2e);
});
