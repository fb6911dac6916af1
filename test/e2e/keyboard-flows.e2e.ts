// The four main flows with the keyboard only (issue 14): password login, code login, sign-up with the slider, and
// forgot → reset; focus asserted after every screen change (never on <body>, always inside the popup). The slider
// passes the server's check from the keyboard however it is used: End alone, fast arrows, a step back. (The demo
// header's signed-in state after each flow is the flow files' concern, not asserted here.)
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PASSWORDS, SEED, callsTo, describeE2E, useE2E, waitForPopupClosed, waitForScreen } from './harness.js';
import { focusSettlesOn, focused, tabTo } from './keyboard.js';

describeE2E('keyboard-only flows', () => {
  const e2e = useE2E();

  /** Focus is inside the popup and not on <body>; returns what has it. */
  async function focusAfterScreenChange(page: Page, screen: string) {
    // waitForScreen returns once a lazy screen has replaced its placeholder: focus has settled on the screen.
    await waitForScreen(page, screen);
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return Boolean(active && active !== document.body && active.closest('.mp-popup[role="dialog"]'));
    });
    expect(inside, `focus inside the popup on ${screen}`).toBe(true);
    return focused(page);
  }

  async function openWithKeyboard(page: Page, which: 'login' | 'signup'): Promise<void> {
    await tabTo(page, (el) => el.member === which);
    await page.keyboard.press('Enter');
  }

  it('password login', async () => {
    const page = await e2e.open('/demo/sg');
    await openWithKeyboard(page, 'login');
    expect((await focusAfterScreenChange(page, 'Login')).label).toBe('Log in');
    // Empty: the messages, no request.
    await tabTo(page, (el) => el.tag === 'button' && el.label === 'Log in' && el.type === 'submit');
    await page.keyboard.press('Enter');
    await page.locator('.mp-field__error').nth(1).waitFor();
    expect(callsTo(e2e, '/user/api/login')).toHaveLength(0);
    await tabTo(page, (el) => el.name === 'loginName');
    await page.keyboard.type(SEED.sg.email);
    await tabTo(page, (el) => el.name === 'password');
    await page.keyboard.type(SEED.password);
    await page.keyboard.press('Enter');
    await waitForPopupClosed(page);
  });

  it('code login', async () => {
    // A browser the account has used: the keyboard walk ends in the session (the new-device check is new-device.e2e.ts's).
    await e2e.knownDevice(SEED.sg.e164);
    const page = await e2e.open('/demo/sg');
    await openWithKeyboard(page, 'login');
    await focusAfterScreenChange(page, 'Login');
    await tabTo(page, (el) => el.role === 'radio' && el.label === 'Password');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'radio', label: 'Verification code' });
    await tabTo(page, (el) => el.name === 'phone');
    await page.keyboard.type(SEED.sg.phone);
    await page.keyboard.press('Enter');
    await focusAfterScreenChange(page, 'Verify');
    await focusSettlesOn(page, 'Digit 1 of 6');
    const code = await e2e.readCode(SEED.sg.e164);
    await page.keyboard.type(code, { delay: 20 });
    await waitForPopupClosed(page);
  });

  /** Sign-up up to the slider, by keyboard: Registry, phone, consent, then Tab to the slider once it is ready. */
  async function toSlider(page: Page, phone: string): Promise<void> {
    await openWithKeyboard(page, 'signup');
    await focusAfterScreenChange(page, 'Registry');
    await tabTo(page, (el) => el.name === 'phone');
    await page.keyboard.type(phone);
    await tabTo(page, (el) => el.name === 'consent');
    await page.keyboard.press('Space');
    await page.locator('.mp-slider[data-state="ready"]').waitFor();
    await tabTo(page, (el) => el.role === 'slider');
  }

  it.each([
    ['End alone', ['End']],
    ['fast arrows', Array.from({ length: 10 }, () => 'ArrowRight')],
    ['a step back, then End', ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'End']],
    ['Page Up', ['PageUp', 'PageUp', 'PageUp', 'PageUp']],
  ])('sign-up: the slider passes the server check with %s', async (_name, keys) => {
    const page = await e2e.open('/demo/sg');
    await toSlider(page, `8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);
    for (const key of keys) await page.keyboard.press(key);
    await page.locator('.mp-slider[data-state="verified"]').waitFor();
    expect((await focused(page)).tag).not.toBe('body');
    expect(callsTo(e2e, '/user/api/sliderVerify')).toHaveLength(1);
  });

  it('sign-up with the slider, the code and the profile, keyboard only', async () => {
    const page = await e2e.open('/demo/sg');
    const phone = '87651234';
    await toSlider(page, phone);
    await page.keyboard.press('End');
    await page.locator('.mp-slider[data-state="verified"]').waitFor();
    await tabTo(page, (el) => el.type === 'submit');
    await page.keyboard.press('Enter');
    await focusAfterScreenChange(page, 'Verify');
    await focusSettlesOn(page, 'Digit 1 of 6');
    await page.keyboard.type(await e2e.readCode(`+65${phone}`), { delay: 20 });
    const step1 = await focusAfterScreenChange(page, 'ProfileComplete');
    expect(step1.label).toMatch(/^Complete your profile/);
    await tabTo(page, (el) => el.name === 'name');
    await page.keyboard.type('Kiran Tan');
    await tabTo(page, (el) => el.name === 'password');
    await page.keyboard.type(PASSWORDS.profile);
    await page.keyboard.press('Enter');
    await page.locator('.mp-profile[data-step="2"]').waitFor();
    // Step 2: focus on the heading, which carries "Step 2 of 2".
    expect((await focused(page)).label).toBe('Complete your profile Step 2 of 2');
    await tabTo(page, (el) => el.tag === 'button' && el.label === 'Fill in later');
    await page.keyboard.press('Enter');
    await waitForPopupClosed(page);
  });

  it('forgot → reset, with the success countdown turned off', async () => {
    const page = await e2e.open('/demo/sg');
    await openWithKeyboard(page, 'login');
    await focusAfterScreenChange(page, 'Login');
    await tabTo(page, (el) => el.tag === 'button' && el.label === 'Forgot password?');
    await page.keyboard.press('Enter');
    expect((await focusAfterScreenChange(page, 'ForgetPassword')).tag).toBe('h2');
    await tabTo(page, (el) => el.name === 'account');
    await page.keyboard.type(SEED.sg.email);
    await page.keyboard.press('Enter');
    await focusAfterScreenChange(page, 'Verify');
    await focusSettlesOn(page, 'Digit 1 of 6');
    await page.keyboard.type(await e2e.readCode(SEED.sg.email), { delay: 20 });
    expect((await focusAfterScreenChange(page, 'ResetPassword')).tag).toBe('h2');
    await tabTo(page, (el) => el.name === 'newPassword');
    await page.keyboard.type(PASSWORDS.reset);
    await tabTo(page, (el) => el.name === 'retypePassword');
    await page.keyboard.type(PASSWORDS.reset);
    await page.keyboard.press('Enter');
    await page.locator('.mp-reset--success').waitFor();
    expect((await focused(page)).label).toBe('Password changed');
    await tabTo(page, (el) => el.tag === 'button' && el.label === 'Keep this window open');
    await page.keyboard.press('Enter');
    expect((await focused(page)).label).toBe('Continue shopping');
    expect(await page.locator('.mp-reset__countdown').count()).toBe(0);
    // The popup stays until the buyer closes it (Escape).
    await page.keyboard.press('Escape');
    await waitForPopupClosed(page);
  });
});
