// The #privacy section (issue 26) in Chromium against the reference server. "Download my data": the identity step,
// then a JSON file named for the site and the day, holding the buyer's addresses and orders and no password hash,
// token or code. "Delete my account": an undelivered order blocks until the dev switch settles it; every loss
// acknowledged by keyboard, the identity step, the final confirmation; the buyer is signed out, logging in again
// offers the restore; after the grace and cooling periods (the server's clock moved, the purge job run) the personal
// data is gone and the e-mail registers again (a sign-up in the popup, the browser's clock moved too). Axe in each state.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registrationBlocked } from '../../examples/server/accounts.js';
import { DEV_SETTLE_ORDER_PATH } from '../../examples/server/privacy-routes.js';
import { purgeDeletedAccounts } from '../../examples/server/privacy.js';
import { SEED, describeE2E, passSlider, typeCode, useE2E, waitForHeaderUser, waitForPopupClosed, waitForScreen, waitForText } from './harness.js';

const DAY = 24 * 60 * 60_000;
let offset = 0;

describeE2E('privacy: download my data, delete my account', () => {
  const e2e = useE2E({ clock: () => Date.now() + offset });

  async function logIn(page: Page) {
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = await waitForScreen(page, 'Login');
    await dialog.getByLabel('Phone number or email').fill(SEED.sg.email);
    await dialog.getByLabel('Password', { exact: true }).fill(SEED.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  async function openPrivacy(): Promise<Page> {
    const page = await e2e.open('/demo/sg');
    await logIn(page);
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
    await page.goto(`${e2e.url}/user/profile#privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy', exact: true }).waitFor();
    return page;
  }

  /** The newest message of `purpose` sent to `to` (notices carry no code, so readMessage does not return them). */
  async function notice(to: string, purpose: string): Promise<{ text: string }> {
    const { messages } = (await (await fetch(`${e2e.url}/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: Array<{ purpose: string; text: string }> };
    const found = messages.find((m) => m.purpose === purpose);
    if (!found) throw new Error(`no ${purpose} message to ${to}`);
    return found;
  }

  async function axeClean(page: Page, state: string, selector = '.mp-account-page') {
    expect(await e2e.axe(page, selector), `axe in ${state}`).toEqual([]);
  }

  async function confirmWithPassword(page: Page) {
    await page.getByRole('heading', { name: 'Confirm it’s you' }).waitFor();
    await axeClean(page, 'the identity step');
    await page.getByLabel('Current password').fill(SEED.password);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('gives a JSON file named for the site and day, with the addresses and orders and no hash, token or code', async () => {
    const user = e2e.server.ctx.users.liveByEmail(SEED.sg.email)!;
    const now = e2e.server.ctx.now();
    e2e.server.db
      .prepare("INSERT INTO addresses (id, user_id, country, city, line1, recipient, created_at, updated_at) VALUES ('e2e-privacy', ?, 'SG', 'Singapore', '1 Orchard Road', 'Tan Wei Ling', ?, ?)")
      .run(user.id, now, now);
    const page = await openPrivacy();
    await axeClean(page, 'the privacy section');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const downloaded = page.waitForEvent('download');
    await confirmWithPassword(page);
    const download = await downloaded;
    const day = new Date(e2e.server.ctx.now()).toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`shop.sg-my-data-${day}.json`);
    await waitForText(page.locator('.mp-privacy [role="status"]'), 'Your file is ready.');
    await axeClean(page, 'the export is ready');
    const text = readFileSync((await download.path())!, 'utf8');
    const file = JSON.parse(text);
    expect(file.sections.addresses).toEqual([expect.objectContaining({ line1: '1 Orchard Road' })]);
    expect(file.sections.orders.map((o: { orderNo: string }) => o.orderNo)).toContain('SG-240100');
    const hash = (e2e.server.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(user.id) as { password_hash: string }).password_hash;
    expect(text).not.toContain(hash);
    expect(text).not.toMatch(/hash|token|secret|"code"/i);
    for (const { v } of e2e.server.db.prepare('SELECT id_hash AS v FROM tokens UNION SELECT id_hash FROM sessions').all() as Array<{ v: string }>) {
      expect(text).not.toContain(v);
    }
  });

  it('blocks on an undelivered order, deletes through the identity step once it is delivered, signs out, offers the restore, and erases the data after the cooling period', async () => {
    const page = await openPrivacy();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Settle these first' }).waitFor();
    await waitForText(page.locator('.mp-privacy__blockers'), 'Order SG-240100 has not been delivered yet.');
    await axeClean(page, 'the blockers');

    // The dev switch delivers the order (its return window over): checking again leaves nothing to settle.
    const settled = await fetch(`${e2e.url}${DEV_SETTLE_ORDER_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"orderNo":"SG-240100"}' });
    expect(settled.status).toBe(200);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('group', { name: 'What you will lose' }).waitFor();
    await axeClean(page, 'the losses');
    // Continue before ticking every item: told so, nothing sent.
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForText(page.locator('.mp-privacy__losses [role="alert"]'), 'Tick every item to continue.');
    const boxes = page.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmWithPassword(page);

    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await waitForText(dialog, 'For 14 days, logging in lets you restore the account.');
    expect(await e2e.axe(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // Signed out: the page leaves the account area, the header offers the login again; an e-mail confirms.
    await page.waitForURL((url) => !url.pathname.startsWith('/user/profile'));
    const mail = await notice(SEED.sg.email, 'DELETION_REQUESTED');
    expect(mail.text).toContain('Within 14 days you can still log in and restore it.');

    // Logging in again offers the restore (DELETION_COOL_CONFIRM).
    await e2e.open('/demo/sg');
    await logIn(e2e.page);
    await e2e.page.getByRole('heading', { name: 'Restore your account?' }).first().waitFor();

    // The grace ends, then the cooling period; the purge job (the one the server runs on start and on its timer).
    const id = e2e.server.ctx.users.liveByEmail(SEED.sg.email)!.id;
    offset += 14 * DAY + 30 * DAY + 60_000;
    expect(purgeDeletedAccounts(e2e.server.ctx, e2e.server.ctx.now())).toBeGreaterThanOrEqual(1);
    const row = e2e.server.db.prepare('SELECT email, phone, name, password_hash, purged_at FROM users WHERE id = ?').get(id) as Record<string, unknown>;
    expect(row).toMatchObject({ email: null, phone: null, name: null, password_hash: null });
    expect(e2e.server.db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(id)).toEqual({ n: 0 });
    expect(e2e.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(id)).toEqual({ n: 3 });
    expect(registrationBlocked(e2e.server.ctx, 'email', SEED.sg.email, e2e.server.ctx.now())).toBeUndefined();
    const ended = await notice(SEED.sg.email, 'DELETION_ENDED');
    expect(ended.text).toContain('The cooling period has ended');

    // And it does register again, in the browser, through the popup's sign-up to Verify and on to the profile step.
    // The cooling period passed for the shopper's browser too: its clock moves with the server's. (Moved on the server
    // alone, the browser was 44 days behind: the gateway refuses a request signed that far from its own time,
    // FAIL_SYS_ILLEGAL_SIGN "outside the allowed window", and the sign-up never reached Verify.)
    await e2e.context.clock.install({ time: e2e.server.ctx.now() });
    const page2 = await e2e.open('/demo/sg');
    await page2.getByRole('link', { name: 'Sign up' }).click();
    const registry = await waitForScreen(page2, 'Registry');
    await registry.getByRole('radio', { name: 'Use email' }).click();
    await registry.getByLabel('Email address').fill(SEED.sg.email);
    await registry.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await passSlider(registry);
    await waitForText(registry.locator('.mp-slider__status'), 'Verified');
    await registry.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForScreen(page2, 'Verify');
    await typeCode(page2, await e2e.readCode(SEED.sg.email));
    await waitForScreen(page2, 'ProfileComplete');
    const again = e2e.server.ctx.users.liveByEmail(SEED.sg.email);
    expect(again?.id).toBeDefined();
    expect(again!.id).not.toBe(id);
  });
});
