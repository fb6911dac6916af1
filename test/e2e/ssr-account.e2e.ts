// The server-rendered account dashboard (issue 28 item 3): /user/profile of a live session arrives with the
// dashboard in the HTML, in the site's language (renderProfilePage from dist/server/member-account-server.js): the
// orders with their thumbnails as <img>, the default addresses and the opt-ins are there before the account entry
// runs, and the entry hydrates them (hydrateProfilePage): the same nodes stay and the page works. A deep link to
// another sub-page never shows the dashboard. The harness fails a test on any CSP violation or page error.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, callsTo, describeE2E, logInOnMemberPage, useE2E, waitForText } from './harness.js';

const ENTRY = /\/dist\/browser\/member-account-[\w-]+\.js$/;

/** Holds (blocks) the account entry until `release()`. */
async function holdEntry(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(ENTRY, async (route: Route) => {
    await released;
    return route.continue();
  });
  return { release };
}

const hydrated = (page: Page) => page.locator('#account-page[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });

/**
 * Errors and warnings the page writes to its console (a hydration mismatch would be one), and the responses that
 * failed (by address: the console's own line for them names none).
 */
function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) seen.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

describeE2E('server-rendered account dashboard', () => {
  const e2e = useE2E();

  it('before the entry: the dashboard is in the HTML in Thai, with an order, its thumbnail and the default addresses', async () => {
    const page = e2e.page;
    // The SG buyer on the Thai site's page (the session is the host's): the page in Thai, the buyer's orders.
    await logInOnMemberPage(e2e, page, 'sg', SEED.sg.email, '/user/profile?site=sg');
    // Held, never released: the page as it shows while the entry is on its way.
    await holdEntry(page);
    await page.goto(`${e2e.url}/user/profile?site=th`);
    const root = page.locator('#account-page .mp-account-page');
    await root.waitFor();
    expect(await root.getAttribute('lang')).toBe('th');
    const title = await root.locator('h1').textContent();
    expect(title).not.toBe('My account');
    expect(await page.locator('.mp-account-order').count()).toBeGreaterThan(0);
    expect(await page.locator('.mp-default-addresses__list').isVisible()).toBe(true);
    expect(await page.locator('#account-page').getByText(SEED.sg.name).count()).toBeGreaterThan(0);
    // The thumbnails are images of the HTML: the first one loads with no script at all.
    const thumb = page.locator('img.mp-account-order__thumb').first();
    await thumb.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img.mp-account-order__thumb');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    // The nav shows the dashboard as the current sub-page, and the opt-ins say they cannot save yet.
    expect(await root.locator('a[aria-current="page"]').getAttribute('href')).toBe('#dashboard');
    await e2e.capture(page, 'account-dashboard-ssr-th', '.mp-account-page');
  });

  it('the entry hydrates the dashboard: every node the server drew stays, the opt-in saves, the sub-pages open', async () => {
    const page = e2e.page;
    const problems = consoleProblems(page);
    await logInOnMemberPage(e2e, page, 'sg', SEED.sg.email, '/user/profile?site=sg');
    const entry = await holdEntry(page);
    const from = e2e.requests.length;
    // A new document (from the same address, a hash alone would only move within the page).
    await page.goto('about:blank');
    await page.goto(`${e2e.url}/user/profile?site=sg#dashboard`);
    await page.locator('#account-page .mp-account-order').first().waitFor();
    await e2e.capture(page, 'account-dashboard-ssr-en', '.mp-account-page');
    const sms = page.getByRole('checkbox', { name: 'Receive promotions by SMS' });
    const before = await sms.isChecked();
    // A switch pressed before hydration cannot save yet: it says so (once the mount module runs) and does not change.
    await page.locator('#account-page input[aria-busy="true"]').first().waitFor({ state: 'attached' });
    expect(await sms.getAttribute('aria-disabled')).toBe('true');
    await sms.click({ force: true });
    expect(await sms.isChecked()).toBe(before);
    await page.evaluate(() => {
      (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('#account-page *')];
    });
    entry.release();
    await hydrated(page);
    // Hydrated, not replaced: no node the server drew was dropped.
    expect(await page.evaluate(() => (window as unknown as { drawn: Element[] }).drawn.filter((node) => !node.isConnected).length)).toBe(0);
    expect(await sms.getAttribute('aria-disabled')).toBeNull();
    await waitForText(page.locator('.mp-account-page'), /\+65 \d{4} \d{4}/);
    await e2e.capture(page, 'account-dashboard-hydrated-en', '.mp-account-page');
    // Interactive: the switch saves, a sub-page opens from the navigation.
    await sms.click();
    await waitForText(page.locator('.mp-account-promotions'), 'Your choice is saved.');
    expect(await sms.isChecked()).toBe(!before);
    expect(callsTo(e2e, 'account/updatePromotions')).toHaveLength(1);
    await sms.click();
    await page.waitForFunction(() => !document.querySelector('.mp-account-promotions [aria-busy="true"]'));
    await page.locator('.mp-account-nav').getByRole('link', { name: 'My profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    // One page view: the data came with the HTML (no overview call), get-current-user asked at most once.
    const paths = e2e.requests.slice(from).map((r) => new URL(r.url).pathname.toLowerCase());
    expect(paths.filter((p) => p.includes('account/overview'))).toHaveLength(0);
    expect(e2e.requests.slice(from).filter((r) => /getuser/i.test(r.url)).length).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  it('a deep link to another sub-page never shows the server\'s dashboard, then shows its sub-page', async () => {
    const page = e2e.page;
    await logInOnMemberPage(e2e, page, 'sg', SEED.sg.email, '/user/profile?site=sg');
    const entry = await holdEntry(page);
    await page.goto('about:blank');
    await page.goto(`${e2e.url}/user/profile?site=sg#my-profile`);
    await page.locator('[data-account-status]').waitFor({ state: 'visible' });
    expect(await page.locator('#account-page').isVisible()).toBe(false);
    entry.release();
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    expect(await page.locator('.mp-account-dashboard').count()).toBe(0);
    expect(await page.locator('.demo-account-marks').count()).toBe(0);
  });
});
