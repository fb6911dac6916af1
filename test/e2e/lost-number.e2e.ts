// "I no longer have this number" (issue 26 part 3) in Chromium against the reference server: a buyer who cannot
// receive SMS on the old number follows the link from code login's Verify, recovers with the e-mail code and the
// item question, and sets a new number; the old number no longer logs in (code login takes it for a new sign-up),
// the new one does, and the outbox holds the notice to the old e-mail and number. An account without an e-mail is
// told that customer care is the way, with the help-center link. Axe on every state captured.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, describeE2E, itFindsNoAxeViolations, typeCode, useE2E, waitForHeaderUser, waitForScreen, waitForText } from './harness.js';

const PAGE = '.mp-page';
const NEW_PHONE = '98765432';

describeE2E('member pages: /user/lost-number', () => {
  const e2e = useE2E();

  /** Code login on the SG demo page up to Verify, for `phone`. */
  async function codeLoginToVerify(page: Page, phone: string) {
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByRole('radio', { name: 'Verification code' }).click();
    await dialog.getByLabel('Phone number').fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    return waitForScreen(page, 'Verify');
  }

  /** Types into the passcode cells of a member page. */
  async function typePageCode(page: Page, code: string) {
    await page.getByRole('textbox', { name: /^Digit 1 of/ }).click();
    await page.keyboard.type(code, { delay: 20 });
  }

  it('recovers with the e-mail code and the item question, sets a new number; the old one no longer logs in, the new one does', async () => {
    const page = await e2e.open('/demo/sg');
    const verify = await codeLoginToVerify(page, SEED.sg.phone);
    await e2e.capture(page, 'lost-number-verify-link');
    await verify.getByRole('link', { name: 'I no longer have this number' }).click();
    await page.waitForURL((url) => url.pathname === '/user/lost-number');
    await page.getByRole('heading', { name: 'Recover your account with a new number' }).waitFor();
    // The number of the login came along (in the fragment).
    expect(await page.getByLabel('Phone number').inputValue()).toBe(SEED.sg.phone);
    await e2e.capture(page, 'lost-number-old', PAGE);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await waitForText(page.locator(PAGE), 'b***g@example.com');
    await e2e.capture(page, 'lost-number-email-offer', PAGE);
    await page.getByRole('button', { name: 'Send code' }).click();
    await waitForText(page.locator(PAGE), 'We sent a 6-digit code to b***g@example.com');
    await e2e.capture(page, 'lost-number-email-code', PAGE);
    await typePageCode(page, await e2e.readCode(SEED.sg.email));
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Which of these did you buy?' }).waitFor();
    await e2e.capture(page, 'lost-number-item', PAGE);
    const bought = new Set(
      (e2e.server.db
        .prepare('SELECT i.name AS name FROM order_items i JOIN orders o ON o.order_no = i.order_no JOIN users u ON u.id = o.user_id WHERE u.email = ?')
        .all(SEED.sg.email) as Array<{ name: string }>).map((row) => row.name),
    );
    const names = await page.locator('.mp-verification__name').allTextContents();
    const answer = names.find((name) => bought.has(name))!;
    await page.getByRole('button', { name: answer }).click();

    await page.getByRole('heading', { name: 'Your new phone number' }).waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(NEW_PHONE);
    await e2e.capture(page, 'lost-number-new', PAGE);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter verification code' }).waitFor();
    const sms = await e2e.readMessage(`+65${NEW_PHONE}`, { channel: 'SMS' });
    expect(sms.text.split('\n').at(-1)).toBe(`@127.0.0.1 #${sms.code}`);
    await typePageCode(page, sms.code!);
    await page.getByRole('button', { name: 'Confirm new number' }).click();
    await page.getByRole('heading', { name: 'Your phone number is changed' }).waitFor();
    await e2e.capture(page, 'lost-number-done', PAGE);
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain('/user/login');

    // The old e-mail and the old number are told, each with "This wasn't me".
    const notices = (await (await fetch(`${e2e.url}/__dev/outbox`)).json()) as { messages: Array<{ destination: string; purpose: string; text: string }> };
    const told = notices.messages.filter((m) => m.purpose === 'CREDENTIAL_CHANGED_PHONE').map((m) => m.destination).sort();
    expect(told).toEqual([SEED.sg.e164, SEED.sg.email].sort());

    // The old number no longer logs in (a browser of its new holder): code login takes it for a sign-up (spec §8
    // PL_USER_LOGIN_PHONE_NOT_EXIST).
    const holder = await e2e.newContext();
    await e2e.forceExperiment('pop', holder);
    const old = await holder.newPage();
    await old.goto(`${e2e.url}/demo/sg`);
    await old.locator('a[data-member-login][aria-haspopup="dialog"]').first().waitFor({ state: 'attached' });
    await codeLoginToVerify(old, SEED.sg.phone);
    await typeCode(old, await e2e.readCode(SEED.sg.e164));
    await waitForScreen(old, 'ProfileComplete');
    const owner = e2e.server.db.prepare('SELECT phone FROM users WHERE email = ?').get(SEED.sg.email) as { phone: string };
    expect(owner.phone).toBe(`+65${NEW_PHONE}`);

    // The new one does, in the browser that recovered the account (known to it now: no second verification).
    await page.goto(`${e2e.url}/demo/sg`);
    await page.locator('a[data-member-login][aria-haspopup="dialog"]').first().waitFor({ state: 'attached' });
    await codeLoginToVerify(page, NEW_PHONE);
    await typeCode(page, await e2e.readCode(`+65${NEW_PHONE}`));
    await waitForHeaderUser(page, SEED.sg.name);
  });

  it('an account without an e-mail address is told that customer care is the way, with the help-center link', async () => {
    e2e.server.db.prepare("UPDATE users SET email = NULL WHERE email = 'buyer.my@example.com'").run();
    const page = await e2e.open('/user/lost-number?site=MY', { waitForSwap: false });
    await page.getByRole('heading', { name: 'Recover your account with a new number' }).waitFor();
    await page.getByLabel('Phone number').fill(SEED.my.phone);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Contact customer care' }).waitFor();
    await waitForText(page.locator(PAGE), 'Customer care can help you get back into your account.');
    expect(await page.getByRole('link', { name: 'Go to the help center' }).getAttribute('href')).toMatch(/\/helpcenter\/account$/);
    await e2e.capture(page, 'lost-number-care', PAGE);
  });

  itFindsNoAxeViolations(e2e);
});
