// Connected accounts on /user/profile#security (issue 24 part 5) against the reference server: the SG buyer links
// Google through the same provider window as social login, the owner is told (issue 24 part 3: the notice with its
// "This wasn't me" link), and unlinks it; unlinking the last way in is refused with a message that names what to add,
// and allowed once another way in exists.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, describeE2E, useE2E, waitForPageScreen, waitForText } from './harness.js';

describeE2E('connected accounts', () => {
  const e2e = useE2E();

  /** The SG buyer logs in on /user/login and lands on #security's connected accounts. */
  async function openConnectedAccounts(page: Page) {
    await page.goto(`${e2e.url}/user/login?redirect=${encodeURIComponent(`${e2e.url}/user/profile#security`)}`);
    const login = await waitForPageScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill(SEED.sg.email);
    await login.getByLabel('Password', { exact: true }).fill(SEED.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    const panel = page.locator('.mp-connected');
    await panel.getByRole('heading', { name: 'Connected accounts' }).waitFor();
    await panel.locator('.mp-connected__item[data-state="linked"]').first().waitFor();
    return panel;
  }

  const row = (panel: ReturnType<Page['locator']>, provider: 'Google' | 'Facebook') =>
    panel.locator('.mp-connected__item').filter({ hasText: provider });

  it('links Google through the provider window, tells the owner, and unlinks it after a confirmation', async () => {
    const page = e2e.page;
    const panel = await openConnectedAccounts(page);
    expect(await row(panel, 'Facebook').getAttribute('data-state')).toBe('linked');
    expect(await row(panel, 'Google').getAttribute('data-state')).toBe('unlinked');
    expect(await e2e.axe(page, '.mp-account-page'), 'axe: connected accounts').toEqual([]);

    const [consent] = await Promise.all([e2e.context.waitForEvent('page'), panel.getByRole('button', { name: 'Link Google' }).click()]);
    await consent.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    await consent.getByRole('radio', { name: /A new Google identity/ }).check();
    await consent.getByLabel('Name').fill('Tan Wei Ling');
    await consent.getByLabel(/E-mail/).fill('wei.ling.google@example.com');
    await consent.getByLabel(/has verified this e-mail/).check();
    await Promise.all([consent.waitForEvent('close'), consent.getByRole('button', { name: 'Allow' }).click()]);

    await waitForText(page.locator('.mp-account-page'), 'Google is linked.');
    expect(await row(panel, 'Google').getAttribute('data-state')).toBe('linked');
    const { messages } = (await (await fetch(`${e2e.url}/__dev/outbox?to=${encodeURIComponent(SEED.sg.email)}`)).json()) as {
      messages: { purpose: string; text: string }[];
    };
    const notices = messages.filter((message) => message.purpose === 'SECURITY_ALERT_SOCIAL_LINKED');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toMatch(/Google.*\/user\/not-me\?token=/s);

    await row(panel, 'Google').getByRole('button', { name: 'Unlink Google' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unlink Google?' });
    await confirm.waitFor();
    expect(await e2e.axe(page, '.mp-layer'), 'axe: the unlink dialog').toEqual([]);
    await confirm.getByRole('button', { name: 'Unlink Google' }).click();
    await waitForText(page.locator('.mp-account-page'), 'Google is unlinked.');
    expect(await row(panel, 'Google').getAttribute('data-state')).toBe('unlinked');
  });

  it('refuses to unlink the last way in, naming what to add, and allows it once a mobile number is back (by keyboard)', async () => {
    const page = e2e.page;
    const panel = await openConnectedAccounts(page);
    // The session stays; the account keeps only its Facebook link (no password, phone or confirmed e-mail).
    const db = e2e.server.db;
    const { id, phone } = db.prepare('SELECT id, phone FROM users WHERE email = ?').get(SEED.sg.email) as { id: number; phone: string };
    db.prepare('UPDATE users SET password_hash = NULL, phone = NULL, email_confirmed = 0 WHERE id = ?').run(id);

    await row(panel, 'Facebook').getByRole('button', { name: 'Unlink Facebook' }).click();
    await page.getByRole('alertdialog', { name: 'Unlink Facebook?' }).getByRole('button', { name: 'Unlink Facebook' }).click();
    await waitForText(panel.locator('.mp-connected__problem'), /Facebook is your only way to log in\. Add a password, a mobile number, a verified email address.* first/);
    expect(await row(panel, 'Facebook').getAttribute('data-state')).toBe('linked');

    db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, id);
    // This time by keyboard only: the row's button, then the dialog (focus inside it; its confirm reached with Tab).
    await row(panel, 'Facebook').getByRole('button', { name: 'Unlink Facebook' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Unlink Facebook?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Unlink Facebook' });
    for (let i = 0; i < 4 && !(await confirm.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    expect(await confirm.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForText(page.locator('.mp-account-page'), 'Facebook is unlinked.');
    expect(await row(panel, 'Facebook').getAttribute('data-state')).toBe('unlinked');
  });
});
