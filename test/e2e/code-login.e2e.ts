// Code login: SMS, WhatsApp and voice with the code read from the outbox; an unknown phone registered with the same
// code then profile completion; a risky phone offered a phone call; the whole flow with the keyboard only.
// (A new code per phone only every 60 s: each test uses its own phone number.)
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  SEED,
  callsTo,
  describeE2E,
  itFindsNoAxeViolations,
  payloadOf,
  typeCode,
  useE2E,
  waitForHeaderUser,
  waitForPopupClosed,
  waitForScreen,
  waitForText,
} from './harness.js';
import { focusSettlesOn, tabTo } from './keyboard.js';

describeE2E('code login', () => {
  const e2e = useE2E();

  /**
   * Opens the popup on `site`'s demo page in code mode with `phone` typed and `channel` chosen, then sends. The
   * browser is one the account has used (`known`: E.164) where the test is about the channel, not the new-device
   * check (new-device.e2e.ts).
   */
  async function sendCode(site: string, phone: string, channel: 'Text message (SMS)' | 'WhatsApp message' | 'Voice call', capture?: string, known?: string): Promise<Page> {
    if (known) await e2e.knownDevice(known);
    const page = await e2e.open(`/demo/${site}`);
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByRole('radio', { name: 'Verification code' }).click();
    await dialog.getByLabel('Phone number').fill(phone);
    // The channels come from check-SMS-channel; until it answers only SMS is offered (no choice shown).
    const choice = dialog.getByRole('radio', { name: channel });
    await choice.waitFor();
    await choice.check();
    if (capture) await e2e.capture(page, capture);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    return page;
  }

  it('logs in with a code sent by SMS', async () => {
    const page = await sendCode('sg', SEED.sg.phone, 'Text message (SMS)', 'Login-code', SEED.sg.e164);
    const verify = await waitForScreen(page, 'Verify');
    await waitForText(verify, 'We sent a 6-digit code by SMS to');
    await e2e.capture(page, 'Verify');
    const message = await e2e.readMessage(SEED.sg.e164, { channel: 'SMS' });
    await typeCode(page, message.code!);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    const [send] = callsTo(e2e, '/user/api/sendVerificationCode');
    expect(payloadOf(send!)).toMatchObject({ type: 'OTP_LOGIN', deliveryType: 'SMS' });
    expect(callsTo(e2e, '/user/api/validatePhone')).toHaveLength(1);
  });

  it('logs in with a code sent on WhatsApp', async () => {
    const page = await sendCode('my', SEED.my.phone, 'WhatsApp message', undefined, SEED.my.e164);
    const verify = await waitForScreen(page, 'Verify');
    await waitForText(verify, 'We sent a 6-digit code on WhatsApp to');
    const code = await e2e.readCode(SEED.my.e164, { channel: 'WHATSAPP' });
    await typeCode(page, code);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.my.name);
  });

  it('logs in with a code read out by a voice call', async () => {
    const page = await sendCode('ph', SEED.ph.phone, 'Voice call', undefined, SEED.ph.e164);
    const verify = await waitForScreen(page, 'Verify');
    await waitForText(verify, 'We are calling');
    const code = await e2e.readCode(SEED.ph.e164, { channel: 'VOICE' });
    await typeCode(page, code);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.ph.name);
  });

  it('registers an unknown phone with the same code, then completes the profile', async () => {
    const phone = '98765432';
    const page = await sendCode('sg', phone, 'Text message (SMS)');
    await waitForScreen(page, 'Verify');
    await typeCode(page, await e2e.readCode(`+65${phone}`));

    const profile = await waitForScreen(page, 'ProfileComplete');
    await waitForText(profile, 'Step 1 of 2');
    await e2e.capture(page, 'ProfileComplete-1');
    await profile.getByLabel('Full name').fill('Rachel Tan');
    await profile.getByLabel('Set a password').fill(PASSWORDS.profile);
    await profile.getByRole('button', { name: 'Next' }).click();

    await waitForText(profile, 'Step 2 of 2');
    await e2e.capture(page, 'ProfileComplete-2');
    await profile.getByRole('radio', { name: 'Female' }).check();
    // The birthday is optional (issue 27 #5): the picker stands on a start date without selecting it, and the gender
    // alone is saved, with no birthday.
    expect(await profile.getByRole('group', { name: 'Birthday' }).getByRole('option', { selected: true }).count()).toBe(0);
    await profile.getByRole('button', { name: 'Save' }).click();
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, 'Rachel Tan');

    // The login attempt said "not registered", and the same code registered the phone.
    const attempts = callsTo(e2e, '/user/api/loginByVerificationCode').map((r) => payloadOf(r).type);
    expect(attempts).toEqual(['OTP_LOGIN', 'OTP_REGISTER']);
    const user = e2e.server.db.prepare('SELECT name, gender, birthday FROM users WHERE phone = ?').get(`+65${phone}`) as
      | { name: string; gender: string; birthday: string | null }
      | undefined;
    expect(user).toMatchObject({ name: 'Rachel Tan', gender: 'female' });
    expect(user?.birthday ?? null).toBeNull();
  });

  it('offers a phone call to a risky phone and logs in with the voice code', async () => {
    const page = await sendCode('sg', SEED.risky.phone, 'Text message (SMS)', undefined, SEED.risky.e164);
    const call = await waitForScreen(page, 'PhoneCall');
    await e2e.capture(page, 'PhoneCall');
    await call.getByRole('button', { name: 'Call me' }).click();

    const verify = await waitForScreen(page, 'Verify');
    await waitForText(verify, 'We are calling');
    // A risky phone's Verify offers the other methods (voice plus the channels).
    await verify.getByRole('button', { name: 'Try another verification method' }).click();
    const methods = await waitForScreen(page, 'VerifyMethodList');
    await methods.getByRole('button', { name: 'Voice call' }).waitFor();
    await e2e.capture(page, 'VerifyMethodList');
    await methods.getByRole('button', { name: 'Back' }).click();
    await waitForScreen(page, 'Verify');

    await typeCode(page, await e2e.readCode(SEED.risky.e164, { channel: 'VOICE' }));
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.risky.name);
    const sends = callsTo(e2e, '/user/api/sendVerificationCode').map((r) => payloadOf(r).deliveryType);
    expect(sends).toEqual(['SMS', 'VOICE']);
  });

  it('completes a code login with the keyboard only', async () => {
    // Lee Nopass has a confirmed e-mail: this browser is one the account has used (the new-device check is new-device.e2e.ts's).
    await e2e.knownDevice('+6591230005');
    const page = await e2e.open('/demo/sg');
    await tabTo(page, (el) => el.member === 'login');
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'Login');
    // The login method is a radio group: Tab reaches the chosen option, an arrow key chooses the other.
    await tabTo(page, (el) => el.role === 'radio' && el.label === 'Password');
    await page.keyboard.press('ArrowRight');
    await tabTo(page, (el) => el.tag === 'input' && el.name === 'phone');
    await page.keyboard.type('91230005');
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'Verify');
    // Focus is in the first code cell: the code is typed straight away and submits itself.
    await focusSettlesOn(page, 'Digit 1 of 6');
    const code = await e2e.readCode('+6591230005');
    await page.keyboard.type(code, { delay: 20 });
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, 'Lee Nopass');
  });

  itFindsNoAxeViolations(e2e);
});
