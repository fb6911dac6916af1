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
  // After FAILURES_ALLOWED wrong passwords from one address, each further try from it waits a growing delay
  // (1 s, 2 s, 4 s…); the account-wide bot-check threshold is set out of the way.
  const e2e = useE2E({
    limits: {
      loginFailuresPerAccountAndIp: { max: FAILURES_ALLOWED, windowMs: 15 * 60_000 },
      loginFailuresPerAccount: { max: 50, windowMs: 15 * 60_000 },
    },
  });

  it('says "too many login attempts" after the free wrong passwords, not "the system is busy" (finding 18)', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill('social.sg@example.com');
    const error = login.locator('.mp-form-error');
    const attempt = async (n: number) => {
      await login.getByLabel('Password', { exact: true }).fill(`${PASSWORDS.wrong}${n}`);
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/user/api/login'),
        login.getByRole('button', { name: 'Log in', exact: true }).click(),
      ]);
    };
    for (let n = 1; n <= FAILURES_ALLOWED; n += 1) {
      await attempt(n);
      await waitForText(error, /Incorrect phone number, email or password/);
    }
    // The next tries land inside the growing delay (a slow browser may still get one more plain refusal first).
    let throttled = false;
    for (let n = FAILURES_ALLOWED + 1; n <= FAILURES_ALLOWED + 4 && !throttled; n += 1) {
      await attempt(n);
      await waitForText(error, /Incorrect phone number, email or password|Too many login attempts/);
      throttled = /Too many login attempts/.test((await error.textContent()) ?? '');
    }
    expect(throttled).toBe(true);
    expect(await page.locator('.mp-popup-root').getByRole('alertdialog', { name: 'The system is busy' }).count()).toBe(0);
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

// The traffic limit (FAIL_SYS_TRAFFIC_LIMIT) as the popup meets it on a gateway call: this server allows one
// forgot-password request per address, so the second one answers the limit.
describeE2E('guards: traffic limit', () => {
  const e2e = useE2E({ limits: { forgotPerIp: { max: 1, windowMs: 15 * 60_000 } } });

  it('shows the busy dialog when the traffic limit answers, and Retry later closes it', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await waitForScreen(page, 'ForgetPassword');
    await forgot.getByLabel('Phone number or email').fill(SEED.my.email);
    await forgot.getByRole('button', { name: 'Next' }).click();
    const verify = await waitForScreen(page, 'Verify');
    await verify.getByRole('button', { name: 'Back' }).click();
    const again = await waitForScreen(page, 'ForgetPassword');
    await again.getByRole('button', { name: 'Next' }).click();

    const busy = page.locator('.mp-popup-root').getByRole('alertdialog', { name: 'The system is busy' });
    await busy.waitFor();
    await waitForText(busy, 'Too many people are trying right now.');
    await e2e.capture(page, 'Dialog-busy');
    await busy.getByRole('button', { name: 'Retry later' }).click();
    await busy.waitFor({ state: 'detached' });
    // Nothing typed is lost: the account is still in the field.
    const back = await waitForScreen(page, 'ForgetPassword');
    expect(await back.getByLabel('Phone number or email').inputValue()).toBe(SEED.my.email);
  });

  itFindsNoAxeViolations(e2e);
});
