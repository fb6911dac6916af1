// The server's guards as the popup meets them: the traffic limit (busy dialog with "Retry later") and the bot check
// (verification dialog with the slider; after passing, the original request goes again). The login-failure limit is
// low on this file's server so the limit is reached in a few tries.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  SEED,
  callsTo,
  describeE2E,
  itFindsNoAxeViolations,
  passSlider,
  typeCode,
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
    const error = login.locator('.mp-form-error').first();
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

// Finding 18 in the browser, against the real server: the hourly send limit says what happened (not "the system is
// busy") and leaves the code already received usable; a session that ends during a login-required step says so and
// leads to login. The server's clock is the test's (an offset), so its 60 s resend wait passes without waiting; the
// popup's own countdown runs on the page's clock (fastForward).
describeE2E('guards: the send limit and a session that ends (finding 18)', () => {
  let offset = 0;
  const e2e = useE2E({
    clock: () => Date.now() + offset,
    signWindowMs: Number.POSITIVE_INFINITY,
    // One code per number and client address per hour: the second send to a number meets the limit.
    limits: { sendPerTarget: { max: 1, windowMs: 60 * 60_000 } },
  });

  /** Code login on the SG demo: `phone` typed, SMS, Send code. */
  async function sendCode(phone: string) {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('radio', { name: 'Verification code' }).click();
    await login.getByLabel('Phone number').fill(phone);
    await login.getByRole('button', { name: 'Send code' }).click();
    return page;
  }
  const SEND_LIMIT = 'You have requested too many codes. Please try again in an hour.';
  const busyDialog = (page: Page) => page.locator('.mp-popup-root').getByRole('alertdialog', { name: 'The system is busy' });

  it('the send limit says so on Resend and on a second send, and the code already received still logs in', async () => {
    await e2e.context.clock.install();
    // The buyer's own browser: the code received still logs in (the new-device check is new-device.e2e.ts's).
    await e2e.knownDevice(SEED.sg.e164);
    const page = await sendCode(SEED.sg.phone);
    const verify = await waitForScreen(page, 'Verify');
    const code = await e2e.readCode(SEED.sg.e164);

    // Past the resend wait (server and popup), Resend meets the hourly limit: its text, on Verify.
    offset += 61_000;
    await page.clock.runFor(61_000);
    await verify.getByRole('button', { name: 'Resend code' }).click();
    await waitForText(verify, SEND_LIMIT);
    await e2e.capture(page, 'Verify-send-limit');
    expect(await busyDialog(page).count()).toBe(0);

    // "Change phone number", then the same number again: the limit's text, and the way back to the code received.
    await verify.getByRole('button', { name: 'Change phone number' }).click();
    const login = await waitForScreen(page, 'Login');
    expect(await login.getByLabel('Phone number').inputValue()).toBe(SEED.sg.phone);
    await login.getByRole('button', { name: 'Send code' }).click();
    const again = await waitForScreen(page, 'Verify');
    await waitForText(again, SEND_LIMIT);
    expect(await busyDialog(page).count()).toBe(0);
    await typeCode(page, code);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    expect(callsTo(e2e, '/user/api/sendVerificationCode')).toHaveLength(3);
  });

  it('a session that ends during profile completion says so, leads to login, and the save goes again after it', async () => {
    const phone = '98761234';
    const page = await sendCode(phone);
    await waitForScreen(page, 'Verify');
    await typeCode(page, await e2e.readCode(`+65${phone}`));
    const profile = await waitForScreen(page, 'ProfileComplete');
    await profile.getByLabel('Full name').fill('Devi Nair');
    await profile.getByLabel('Set a password').fill(PASSWORDS.profile);
    await profile.getByRole('button', { name: 'Next' }).click();
    await waitForText(profile, 'Step 2 of 2');

    // The session ends on the server (the buyer changed the password elsewhere: every other session ends).
    const { id } = e2e.server.db.prepare('SELECT id FROM users WHERE phone = ?').get(`+65${phone}`) as { id: number };
    e2e.server.ctx.sessions.endAllFor(id);
    await profile.getByRole('radio', { name: 'Female' }).check();
    const year = profile.getByRole('group', { name: 'Birthday' }).getByRole('listbox', { name: 'Year' });
    await year.focus();
    await page.keyboard.press('ArrowUp');
    await profile.getByRole('button', { name: 'Save' }).click();

    // The save needs a session: the popup says it ended and asks for a login (not "Network error").
    const login = await waitForScreen(page, 'Login');
    await waitForText(page.locator('.mp-popup-root'), 'Your session has expired. Please log in again.');
    expect((await page.locator('.mp-popup-root').textContent()) ?? '').not.toContain('Network error');
    await e2e.capture(page, 'Login-session-ended');
    // Login opens in the mode last used (codes): the password set on step 1 logs in.
    await login.getByRole('radio', { name: 'Password' }).click();
    await login.getByLabel('Phone number or email').fill(`+65${phone}`);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORDS.profile);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    // Logged in again, the profile save went again and the popup closes.
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, 'Devi Nair');
    expect(callsTo(e2e, 'mtop.member.user.updateuserprofile')).toHaveLength(2);
    const user = e2e.server.db.prepare('SELECT gender FROM users WHERE id = ?').get(id) as { gender: string };
    expect(user.gender).toBe('female');
  });

  itFindsNoAxeViolations(e2e);
});
