// /user/lazadian, staff verification, against the reference server in Chromium: a logged-out visit goes to the
// §2.4 login page and comes back; a demo buyer links a work e-mail with the code from the outbox (keyboard only),
// a reload shows it linked, Unlink through the product's dialog; a refused domain keeps what was typed. Axe on
// every state captured.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, callsTo, describeE2E, itFindsNoAxeViolations, useE2E, waitForPageScreen, waitForText } from './harness.js';

const PAGE = '.mp-page';
const WORK = 'ana.lim@staff.example.com';

/** Presses Tab until the focused element matches `predicate` (at most `max` presses). */
async function tabTo(page: Page, predicate: string, max = 20): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((source) => new Function('el', `return ${source}`)(document.activeElement) === true, predicate)) return;
  }
  throw new Error(`Tab never reached ${predicate}`);
}

describeE2E('member pages: /user/lazadian staff verification', () => {
  const e2e = useE2E();

  it('logged out → the login page → back; link with the e-mailed code by keyboard; a reload shows it linked; Unlink in the dialog', async () => {
    const page = e2e.page;
    const here = `${e2e.url}/user/lazadian`;
    await page.goto(here);
    await page.waitForURL((url) => url.pathname === '/user/login' && url.searchParams.get('redirect') === here);
    const login = await waitForPageScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill(SEED.sg.email);
    await login.getByLabel('Password', { exact: true }).fill(SEED.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(here);
    await page.getByRole('heading', { name: 'Verify your staff account' }).waitFor();
    await waitForText(page.locator(PAGE), 'No work email is linked to this account yet.');
    // The domain is isolated (FSI…PDI) so it reads left to right in Urdu too.
    await waitForText(page.locator(PAGE), /ending in \u2068?@staff\.example\.com/);
    await e2e.capture(page, 'page-staff-form', PAGE);

    // Keyboard only: Tab to the field, type, Enter.
    await tabTo(page, "el && el.name === 'email'");
    await page.keyboard.type(WORK, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your work email' }).waitFor();
    await waitForText(page.locator(PAGE), `We sent a code to ${WORK}`);
    expect(await page.getByRole('button', { name: /Resend in/ }).getAttribute('aria-disabled')).toBe('true');
    await e2e.capture(page, 'page-staff-code', PAGE);
    const code = await e2e.readCode(WORK);
    await tabTo(page, "el && /^Digit 1 of/.test(el.getAttribute('aria-label') || '')");
    await page.keyboard.type(code, { delay: 20 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Staff account verified' }).waitFor();
    await waitForText(page.locator(PAGE), `Your work email ${WORK} is linked to this account.`);
    await e2e.capture(page, 'page-staff-linked', PAGE);
    expect(callsTo(e2e, '/user/api/staff/confirm')).toHaveLength(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Staff account verified' }).waitFor();
    await page.getByText('Staff account', { exact: true }).waitFor();

    // Unlink: Cancel keeps it; then Unlink, by keyboard.
    await tabTo(page, "el && el.textContent.trim() === 'Unlink work email'");
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Unlink your work email?' });
    await dialog.waitFor();
    await e2e.capture(page, 'page-staff-unlink', PAGE);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(callsTo(e2e, '/user/api/staff/unlink')).toHaveLength(0);
    await tabTo(page, "el && el.textContent.trim() === 'Unlink work email'");
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    for (let i = 0; i < 6; i += 1) {
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) === 'Unlink') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Verify your staff account' }).waitFor();
    await waitForText(page.locator(PAGE), 'Your work email is no longer linked.');
    await e2e.capture(page, 'page-staff-unlinked', PAGE);
    await page.reload();
    await waitForText(page.locator(PAGE), 'No work email is linked to this account yet.');
  });

  it('a refused domain: the error under the field, nothing sent, the address kept; then a staff address is sent a code and kept when going back', async () => {
    const page = e2e.page;
    await e2e.context.clearCookies();
    const here = `${e2e.url}/user/lazadian`;
    await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(here)}`);
    const login = await waitForPageScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill(SEED.my.email);
    await login.getByLabel('Password', { exact: true }).fill(SEED.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(here);
    const field = page.getByLabel('Work email');
    const sendsBefore = callsTo(e2e, '/user/api/staff/sendCode').length;
    await field.fill('ana.lim@gmail.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await waitForText(page.locator(PAGE), 'Only a marketplace work email can be linked.');
    expect(await field.inputValue()).toBe('ana.lim@gmail.com');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(e2e, '/user/api/staff/sendCode')).toHaveLength(sendsBefore);
    await e2e.capture(page, 'page-staff-domain-refused', PAGE);
    // Another buyer asks for an address nobody has linked: the server sends; "Use another email" keeps it.
    await field.fill('bo.tan@staff.example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Check your work email' }).waitFor();
    await page.getByRole('button', { name: 'Use another email' }).click();
    await page.getByRole('heading', { name: 'Verify your staff account' }).waitFor();
    expect(await field.inputValue()).toBe('bo.tan@staff.example.com');
  });

  itFindsNoAxeViolations(e2e);
});
