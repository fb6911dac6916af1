// New-device trust and alerts (issue 24 parts 3 and 6) in Chromium against the reference server: a code login by phone
// alone from a fresh browser to an account with a password ends on /user/verify, not in a session; "This isn't my
// account" (by keyboard: dialog focus, Escape back to its button) gives the number's holder a new account and e-mails
// the old owner; a password sign-in from a second browser sends the new-device alert whose "This wasn't me" link
// locks the account down, and the same browser signing in again sends none. Axe on the verify page and its dialog.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { OutboxEntry } from '../../examples/server/outbox.js';
import { SEED, describeE2E, itFindsNoAxeViolations, typeCode, useE2E, waitForPageScreen, waitForText, type E2E } from './harness.js';
import { focused, tabTo } from './keyboard.js';

const PAGE = '.mp-page';

async function outbox(e2e: E2E, to: string, purpose: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${e2e.url}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: OutboxEntry[] };
  return messages.filter((m) => m.purpose === purpose);
}

const hasSession = async (context: BrowserContext) => (await context.cookies()).some((c) => c.name === 'member_sid' && c.value !== '');

/** Code login by phone on /user/login (code mode), the code typed from the outbox. */
async function codeLogin(e2e: E2E, page: Page, site: string, phone: string, e164: string, back: string): Promise<void> {
  await page.goto(`${e2e.url}/user/login?site=${site}&redirect=${encodeURIComponent(back)}`);
  const login = await waitForPageScreen(page, 'Login');
  await login.getByRole('radio', { name: 'Verification code' }).click();
  await login.getByLabel('Phone number').fill(phone);
  await login.getByRole('button', { name: 'Send code' }).click();
  await waitForPageScreen(page, 'Verify');
  await typeCode(page, await e2e.readCode(e164, { channel: 'SMS' }));
}

/** Password login on /user/login by e-mail; the page leaves for `back`. */
async function passwordLogin(e2e: E2E, page: Page, site: string, email: string, back: string): Promise<void> {
  await page.goto(`${e2e.url}/user/login?site=${site}&redirect=${encodeURIComponent(back)}`);
  const login = await waitForPageScreen(page, 'Login');
  await login.getByLabel('Phone number or email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(SEED.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(back);
}

describeE2E('new-device trust and alerts', () => {
  const e2e = useE2E();

  it('a code login by phone alone from a fresh browser to an account with a password ends on the verify page; "This isn\'t my account" gives the holder a new account and e-mails the old owner', async () => {
    const page = e2e.page;
    const back = `${e2e.url}/demo/ph?from=new-device`;
    const old = e2e.server.ctx.users.liveByPhone(SEED.ph.e164)!;
    await codeLogin(e2e, page, 'ph', SEED.ph.phone, SEED.ph.e164, back);
    await page.waitForURL(/\/user\/verify\?/);
    await page.getByRole('heading', { name: 'Verify it’s you', level: 1 }).waitFor();
    await waitForText(page.locator(PAGE), 'on a device this account hasn’t used before');
    expect(await hasSession(e2e.context)).toBe(false);
    // The number is what is in doubt: its codes are not offered.
    expect(await page.locator(PAGE).getByRole('button', { name: /^Code by SMS to/ }).count()).toBe(0);
    await page.locator(PAGE).getByRole('button', { name: /^Code by email to/ }).waitFor();
    await e2e.capture(page, 'verify-new-device', PAGE);

    // Keyboard: the button opens the dialog with focus inside; Escape closes it and gives focus back.
    const notMine = page.locator(PAGE).getByRole('button', { name: 'This isn’t my account' });
    await tabTo(page, (el) => el.label === 'This isn’t my account');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Not your account?' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await e2e.capture(page, 'verify-not-mine-dialog', '.mp-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await notMine.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(e2e.server.ctx.users.byId(old.id)!.phone).toBe(SEED.ph.e164);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, (el) => el.label === 'Create my own account');
    expect((await focused(page)).label).toBe('Create my own account');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Your new account is ready' }).waitFor();
    await page.waitForURL(back);
    expect(await hasSession(e2e.context)).toBe(true);

    const fresh = e2e.server.ctx.users.liveByPhone(SEED.ph.e164)!;
    expect(fresh.id).not.toBe(old.id);
    expect(e2e.server.ctx.users.byId(old.id)).toMatchObject({ phone: null, email: SEED.ph.email });
    const [told] = await outbox(e2e, SEED.ph.email, 'SECURITY_ALERT_NUMBER_RELEASED');
    expect(told?.text).toContain('told us this account is not theirs');
  });

  it('a sign-in from a second browser sends the new-device alert, whose "This wasn\'t me" link locks the account down; the same browser again sends none', async () => {
    const back = `${e2e.url}/demo/my?from=alert`;
    await passwordLogin(e2e, e2e.page, 'my', SEED.my.email, back);
    // The account's first browser is nobody's news.
    expect(await outbox(e2e, SEED.my.email, 'SECURITY_ALERT_NEW_DEVICE')).toHaveLength(0);

    const second = await e2e.newContext();
    const secondPage = await second.newPage();
    await passwordLogin(e2e, secondPage, 'my', SEED.my.email, back);
    const [mail] = await outbox(e2e, SEED.my.email, 'SECURITY_ALERT_NEW_DEVICE');
    expect(mail?.text).toContain('signed in on a new device');
    expect(await outbox(e2e, SEED.my.e164, 'SECURITY_ALERT_NEW_DEVICE')).toHaveLength(1);

    // The same browser again: no new alert.
    await second.clearCookies({ name: 'member_sid' });
    await passwordLogin(e2e, secondPage, 'my', SEED.my.email, back);
    expect(await outbox(e2e, SEED.my.email, 'SECURITY_ALERT_NEW_DEVICE')).toHaveLength(1);

    // The owner follows the link: a confirmation first, then every session ends and a reset is required.
    const link = /https?:\/\/\S+\/user\/not-me\?token=[^\s)]+/.exec(mail!.text)![0];
    await e2e.page.goto(link);
    await e2e.page.getByRole('button', { name: 'Lock my account' }).click();
    await waitForText(e2e.page.locator('[role="status"]'), 'Your account is locked');
    const owner = e2e.server.ctx.users.liveByEmail(SEED.my.email)!;
    expect(owner.password_hash).toBeNull();
    expect(e2e.server.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(owner.id)).toEqual({ n: 0 });
  });

  itFindsNoAxeViolations(e2e);
});
