// The account security center (issue 24) in Chromium against the reference server: #security's devices and
// sessions panel with two browsers on one account (the list catches up when the tab comes back, "This device",
// a keyboard-only log-out of the other browser, whose next account call goes to login); the security activity
// timeline with a failed attempt and a password change, and the change notice's "This wasn't me" link ending every
// session and requiring a reset; axe in each state.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORDS, SEED, describeE2E, useE2E, waitForHeaderUser, waitForPopupClosed, waitForScreen, waitForText } from './harness.js';

describeE2E('security center', () => {
  const e2e = useE2E();

  async function logIn(page: Page, name = SEED.sg.name, password: string = SEED.password, loginName: string = SEED.sg.email) {
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByLabel('Phone number or email').fill(loginName);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPopupClosed(page);
    return waitForHeaderUser(page, name);
  }

  async function axeClean(page: Page, state: string) {
    expect(await e2e.axe(page, '.mp-account-page'), `axe in ${state}`).toEqual([]);
  }

  /** The tab is hidden, then shown again (a switch to another tab and back). */
  async function switchTabAndBack(page: Page) {
    for (const state of ['hidden', 'visible']) {
      await page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    }
  }

  it('two browsers on one account: the first sees both, "This device" on its own, logs the other out; the other goes to login', async () => {
    const first = await e2e.open('/demo/sg');
    await logIn(first);
    await first.goto(`${e2e.url}/user/profile#security`);
    const panel = first.locator('.mp-security-panel').first();
    await panel.getByRole('heading', { name: 'Devices and sessions' }).waitFor();
    await panel.locator('.mp-security-session').first().waitFor();
    expect(await panel.locator('.mp-security-session').count()).toBe(1);
    await axeClean(first, 'one session');

    const secondContext = await e2e.newContext();
    await e2e.forceExperiment('pop', secondContext);
    const second = await secondContext.newPage();
    await second.goto(`${e2e.url}/demo/sg`);
    await second.locator('a[data-member-login][aria-haspopup="dialog"]').first().waitFor({ state: 'attached' });
    await logIn(second);

    // The list stays current without a reload: back on the tab, it shows the new browser.
    await switchTabAndBack(first);
    await waitForText(panel.locator('.mp-security-sessions'), /Chrome.*Chrome/s);
    const rows = panel.locator('.mp-security-session');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).locator('.mp-security-badge').textContent()).toBe('This device');
    expect(await rows.nth(1).locator('.mp-security-badge').count()).toBe(0);
    const text = (await panel.textContent()) ?? '';
    expect(text).not.toContain('Mozilla/5.0');
    expect(text).toContain('Password');
    expect(text).toContain('127.0.0.0/24');
    await axeClean(first, 'two sessions');

    // Keyboard only: focus the other row's "Log out" and press Enter; focus lands on the panel's heading.
    const logOut = rows.nth(1).getByRole('button', { name: /^Log out / });
    await logOut.focus();
    await first.keyboard.press('Enter');
    await waitForText(panel.locator('[role="status"]').first(), /is logged out\./);
    expect(await rows.count()).toBe(1);
    expect(await first.evaluate(() => document.activeElement?.textContent)).toBe('Devices and sessions');
    expect(await panel.getByText('No other device is logged in.').count()).toBe(1);
    await axeClean(first, 'after a log-out');

    // The second browser's next account call needs a login (§4: session gone → login → back).
    await second.goto(`${e2e.url}/user/profile#security`);
    await second.waitForURL(/\/user\/login\?/, { timeout: 20_000 });
    expect(new URL(second.url()).searchParams.get('redirect')).toBe(`${e2e.url}/user/profile#security`);
  });

  it('a failed attempt and a password change are on the timeline; the notice\'s "This wasn\'t me" link ends every session', async () => {
    const page = await e2e.open('/demo/my');
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByLabel('Phone number or email').fill(SEED.my.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORDS.wrong);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForText(dialog.locator('.mp-form-error[role="alert"]').first(), /Incorrect phone number, email or password/);
    await dialog.getByLabel('Password', { exact: true }).fill(SEED.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.my.name);

    await page.goto(`${e2e.url}/user/change-password?redirect=${encodeURIComponent(`${e2e.url}/user/profile#security`)}`);
    await page.getByLabel('Current password').fill(SEED.password);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORDS.reset);
    await page.getByLabel('Re-enter new password').fill(PASSWORDS.reset);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();

    await page.goto(`${e2e.url}/user/profile#security`);
    const timeline = page.locator('.mp-security-timeline');
    await waitForText(timeline, /Password changed/);
    const rows = await timeline.locator('.mp-security-event__what').allTextContents();
    expect(rows[0]).toBe('Password changed');
    expect(rows).toContain('Failed login attempts: 1');
    expect(rows).toContain('Logged in with Password');
    await axeClean(page, 'timeline');

    // The notice went to the account's e-mail with its link.
    const response = await fetch(`${e2e.url}/__dev/outbox?to=${encodeURIComponent(SEED.my.email)}`);
    const { messages } = (await response.json()) as { messages: Array<{ purpose: string; text: string }> };
    const notice = messages.find((m) => m.purpose === 'CREDENTIAL_CHANGED_PASSWORD');
    const link = /https?:\/\/\S+\/user\/not-me\?token=[A-Za-z0-9_%-]+/.exec(notice?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const other = await e2e.context.newPage();
    await other.goto(link!);
    await other.getByRole('button', { name: 'Lock my account' }).click();
    await waitForText(other.locator('[role="status"]'), /Your account is locked/);
    expect(await other.getByRole('link', { name: 'Set a new password' }).count()).toBe(1);

    // Every session ended: the account page's next call goes to login (a fresh load: the same URL would only change the hash).
    await page.goto('about:blank');
    await page.goto(`${e2e.url}/user/profile#security`);
    await page.waitForURL(/\/user\/login\?/, { timeout: 20_000 });
  });
});
