// "I no longer have this number" (issue 26 part 3) in Chromium against the reference server: a buyer who cannot
// receive SMS on the old number follows the link from code login's Verify, recovers with the e-mail code and the
// item question, and sets a new number; the old number no longer logs in (code login takes it for a new sign-up),
// the new one does, and the outbox holds the notice to the old e-mail and number. An account without an e-mail is
// told that customer care is the way, with the help-center link. An account signed in on another browser is
// recovered by that browser's approval on its trusted-device page (keyboard only), or stopped there by "This wasn't
// me". Axe on every state captured.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, describeE2E, itFindsNoAxeViolations, typeCode, useE2E, waitForHeaderUser, waitForPageScreen, waitForScreen, waitForText } from './harness.js';
import { tabTo } from './keyboard.js';

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
    // Code mode's own link (loaded with code mode, not part of the first screen), with the typed number.
    const link = dialog.getByRole('link', { name: 'I no longer have this number' });
    await link.waitFor();
    await expect.poll(() => link.getAttribute('href')).toMatch(new RegExp(`/user/lost-number#phone=${phone}$`));
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

    await page.getByRole('heading', { name: 'Confirm it’s your account' }).waitFor();
    await waitForText(page.locator(PAGE), 'b***g@example.com');
    // Signed in nowhere: no device to ask.
    expect(await page.getByRole('button', { name: 'Approve on a device where you’re logged in' }).count()).toBe(0);
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

  type Account = { site: string; phone: string; e164: string };
  const PH: Account = { site: 'PH', ...SEED.ph };
  const STEP_UP: Account = { site: 'SG', phone: '91230003', e164: SEED.stepUp.e164 };

  /** The account's other browser (one it has used), signed in by an SMS code, on the trusted-device page. */
  async function signedInDevice(account: Account): Promise<{ context: BrowserContext; page: Page }> {
    const context = await e2e.newContext();
    await e2e.knownDevice(account.e164, context);
    const page = await context.newPage();
    const devicePage = `${e2e.url}/user/trusted-device`;
    await page.goto(`${e2e.url}/user/login?site=${account.site}&redirect=${encodeURIComponent(devicePage)}`);
    const login = await waitForPageScreen(page, 'Login');
    await login.getByRole('radio', { name: 'Verification code' }).click();
    await login.getByLabel('Phone number').fill(account.phone);
    await login.getByRole('button', { name: 'Send code' }).click();
    await waitForPageScreen(page, 'Verify');
    await typeCode(page, await e2e.readCode(account.e164));
    await page.waitForURL(devicePage);
    return { context, page };
  }

  /** /user/lost-number for the account's number, up to the request sent to the signed-in device. */
  async function askDevice(account: Account): Promise<Page> {
    const page = await e2e.open(`/user/lost-number?site=${account.site}`, { waitForSwap: false });
    await page.getByRole('heading', { name: 'Recover your account with a new number' }).waitFor();
    await page.getByLabel('Phone number').fill(account.phone);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Confirm it’s your account' }).waitFor();
    await e2e.capture(page, 'lost-number-choose-device', PAGE);
    await tabTo(page, (el) => el.label.trim() === 'Approve on a device where you’re logged in');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Approve on your other device' }).waitFor();
    await waitForText(page.locator(PAGE), `${e2e.url}/user/trusted-device`);
    await e2e.capture(page, 'lost-number-device-waiting', PAGE);
    return page;
  }

  it('a device where the account is signed in approves the recovery (keyboard only); the page continues by itself to the new number', async () => {
    const device = await signedInDevice(PH);
    const page = await askDevice(PH);

    // The device: what asks (the purpose, when, which browser and network), approved with the keyboard.
    await device.page.getByRole('button', { name: 'Check again' }).click();
    const request = device.page.locator(`${PAGE} .mp-device__request`);
    await waitForText(request, 'Recover your account with a new number');
    await waitForText(request, 'Requested at');
    await waitForText(request, '127.0.0.0/24');
    await e2e.capture(device.page, 'trusted-device-lost-number', PAGE);
    await tabTo(device.page, (el) => el.label.trim() === 'Yes, it’s me');
    await device.page.keyboard.press('Enter');
    await device.page.getByRole('heading', { name: 'Request approved' }).waitFor();

    await page.getByRole('heading', { name: 'Your new phone number' }).waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9179990001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter verification code' }).waitFor();
    await typePageCode(page, await e2e.readCode('+639179990001'));
    await page.getByRole('button', { name: 'Confirm new number' }).click();
    await page.getByRole('heading', { name: 'Your phone number is changed' }).waitFor();
    const owner = e2e.server.db.prepare('SELECT phone FROM users WHERE email = ?').get(SEED.ph.email) as { phone: string };
    expect(owner.phone).toBe('+639179990001');
    await device.context.close();
  });

  it('"This wasn\'t me" on the device (the product\'s dialog) ends the recovery on the page', async () => {
    const device = await signedInDevice(STEP_UP);
    const page = await askDevice(STEP_UP);
    await device.page.getByRole('button', { name: 'Check again' }).click();
    await waitForText(device.page.locator(`${PAGE} .mp-device__request`), 'Recover your account with a new number');
    await device.page.getByRole('button', { name: 'This wasn’t me' }).click();
    const dialog = device.page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await device.page.getByRole('heading', { name: 'Request rejected' }).waitFor();
    await page.getByRole('heading', { name: 'Request rejected' }).waitFor();
    await waitForText(page.locator(PAGE), 'this recovery has ended');
    await e2e.capture(page, 'lost-number-device-rejected', PAGE);
    await device.context.close();
  });

  itFindsNoAxeViolations(e2e);
});
