// Sign-up from the header's Sign up link: by phone (consent, slider, code, profile later) and by e-mail (code, profile
// step 1); and a session that expires before a login-required call: login, then the call is retried.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  callsTo,
  describeE2E,
  holdSliderCheck,
  itFindsNoAxeViolations,
  passSlider,
  payloadOf,
  typeCode,
  useE2E,
  waitForHeaderUser,
  waitForPopupClosed,
  waitForScreen,
  waitForText,
} from './harness.js';

describeE2E('sign-up', () => {
  const e2e = useE2E();

  async function openRegistry(): Promise<Page> {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await waitForScreen(page, 'Registry');
    return page;
  }

  /** Phone sign-up up to the profile step: consent, slider, code. */
  async function registerPhone(page: Page, phone: string): Promise<void> {
    const registry = await waitForScreen(page, 'Registry');
    await registry.getByLabel('Phone number').fill(phone);
    await registry.getByRole('checkbox', { name: /I have read and agree to the Terms of Use and Privacy Policy/ }).check();
    await passSlider(registry);
    await waitForText(registry.locator('.mp-slider__status'), 'Verified');
    await registry.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForScreen(page, 'Verify');
    await typeCode(page, await e2e.readCode(`+65${phone}`));
    await waitForScreen(page, 'ProfileComplete');
  }

  it('signs up by phone with consent and the slider, then fills the profile in later', async () => {
    const page = await openRegistry();
    const registry = await waitForScreen(page, 'Registry');
    await e2e.capture(page, 'Registry');
    const phone = '87654321';
    await registry.getByLabel('Phone number').fill(phone);
    // Without consent nothing is sent.
    await registry.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForText(registry, 'You should agree to our Terms of Use and Privacy Policy.');
    await e2e.capture(page, 'Registry-consent-error');
    expect(callsTo(e2e, '/user/api/sendVerificationCode')).toHaveLength(0);

    await registry.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await passSlider(registry);
    await waitForText(registry.locator('.mp-slider__status'), 'Verified');
    await e2e.capture(page, 'Registry-verified');
    await registry.getByRole('button', { name: 'Sign up', exact: true }).click();

    await waitForScreen(page, 'Verify');
    await typeCode(page, await e2e.readCode(`+65${phone}`));
    const profile = await waitForScreen(page, 'ProfileComplete');
    await profile.getByRole('button', { name: 'Fill in later' }).click();
    await waitForText(profile, 'Step 2 of 2');
    await profile.getByRole('button', { name: 'Fill in later' }).click();
    await waitForPopupClosed(page);
    // No name given: the account's nickname is its phone number.
    await waitForHeaderUser(page, phone);

    const [send] = callsTo(e2e, '/user/api/sendVerificationCode');
    const body = payloadOf(send!);
    expect(body).toMatchObject({ type: 'OTP_REGISTER', deliveryType: 'SMS' });
    expect(typeof body.sliderToken).toBe('string');
    expect(callsTo(e2e, '/user/api/sliderVerify')).toHaveLength(1);
  });

  it('signs up by e-mail: code to the address, then name and password', async () => {
    const page = await openRegistry();
    const registry = await waitForScreen(page, 'Registry');
    await registry.getByRole('radio', { name: 'Use email' }).click();
    const email = 'new.e2e.buyer@example.com';
    await registry.getByLabel('Email address').fill(email);
    await registry.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await e2e.capture(page, 'Registry-email');
    // Sign up pressed while the slider is still checking: the submit waits for the check, then sends (it was refused
    // with "Please complete the verification to continue" beside a slider that turned Verified).
    const check = await holdSliderCheck(page);
    await passSlider(registry);
    await waitForText(registry.locator('.mp-slider__status'), 'Checking');
    await registry.getByRole('button', { name: 'Sign up', exact: true }).click();
    await check.release();

    const verify = await waitForScreen(page, 'Verify');
    await waitForText(verify, `We sent a 6-digit code to ${email}`);
    await e2e.capture(page, 'Verify-email');
    await typeCode(page, await e2e.readCode(email));

    const profile = await waitForScreen(page, 'ProfileComplete');
    await profile.getByLabel('Full name').fill('Daniel Lim');
    await profile.getByLabel('Set a password').fill(PASSWORDS.emailProfile);
    await profile.getByRole('button', { name: 'Next' }).click();
    await waitForText(profile, 'Step 2 of 2');
    await profile.getByRole('button', { name: 'Fill in later' }).click();
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, 'Daniel Lim');
    // (A gateway call may go twice: the first one fetches the signing token.)
    expect(callsTo(e2e, 'mtop.member.user.sendverificationemailcode').length).toBeGreaterThan(0);
    expect(callsTo(e2e, 'mtop.member.user.completeprofilebyregistertoken').length).toBeGreaterThan(0);
  });

  it('asks for login when the session expired before a login-required call, then retries the call', async () => {
    const page = await openRegistry();
    const phone = '81234560';
    await registerPhone(page, phone);
    const profile = await waitForScreen(page, 'ProfileComplete');
    await profile.getByLabel('Full name').fill('Siti Rahman');
    await profile.getByLabel('Set a password').fill(PASSWORDS.profile);
    await profile.getByRole('button', { name: 'Next' }).click();
    await waitForText(profile, 'Step 2 of 2');

    // The session ends (cookie gone) while step 2 is on screen; saving is a login-required gateway call.
    await e2e.context.clearCookies({ name: 'member_sid' });
    await profile.getByRole('radio', { name: 'Male', exact: true }).check();
    // A birthday the buyer chose (an untouched picker is no birthday): one year down in the year column.
    await profile.getByRole('group', { name: 'Birthday' }).getByRole('listbox', { name: 'Year' }).focus();
    await page.keyboard.press('ArrowDown');
    await profile.getByRole('button', { name: 'Save' }).click();

    const login = await waitForScreen(page, 'Login');
    await e2e.capture(page, 'Login-session-expired');
    await login.getByLabel('Phone number or email').fill(phone);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORDS.profile);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, 'Siti Rahman');

    // The same update went out again after the login, and this time it was saved.
    const updates = callsTo(e2e, 'mtop.member.user.updateuserprofile');
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(payloadOf(updates[0]!)).toMatchObject({ gender: 'male' });
    expect(payloadOf(updates[updates.length - 1]!)).toMatchObject({ gender: 'male' });
    const user = e2e.server.db.prepare('SELECT gender FROM users WHERE phone = ?').get(`+65${phone}`) as { gender: string | null };
    expect(user.gender).toBe('male');
  });

  itFindsNoAxeViolations(e2e);
});
