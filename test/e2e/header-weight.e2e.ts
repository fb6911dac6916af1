// Issue 28: what the demo marketplace header (the integration docs/loader.md recommends) costs a page view. The bytes
// of the product's scripts and styles (everything under /dist/) are counted from Chromium's network events (CDP,
// cache off, so each view is a first visit): a logged-out view downloads the loader path only; a signed-in view adds
// the account-menu entry (lite runtime: the demo page has no React), its texts and its stylesheets, and the menu works.
import type { CDPSession, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, describeE2E, useE2E, waitForHeaderUser, waitForPopupClosed, waitForScreen } from './harness.js';

/** Over-the-wire bytes (headers and compressed body) of each product file a page view downloads. */
async function productBytes(page: Page, view: () => Promise<void>): Promise<Map<string, number>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const files = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    const path = new URL(urls.get(event.requestId) ?? 'about:blank').pathname;
    if (path.startsWith('/dist/') && /\.(?:js|css)$/.test(path)) files.set(path, (files.get(path) ?? 0) + event.encodedDataLength);
  });
  await view();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return files;
}

const total = (files: Map<string, number>) => [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
const describeFiles = (files: Map<string, number>) => [...files].map(([path, bytes]) => `${path} ${bytes} B`).join('\n');

describeE2E('issue 28: the header costs nothing until it is needed', () => {
  const e2e = useE2E();

  it('a logged-out page view on /demo/sg (experiment pop) downloads the loader path only: ≤ 3 KB of product bytes', async () => {
    const page = e2e.page;
    const files = await productBytes(page, async () => {
      await e2e.open('/demo/sg', { experiment: 'pop' });
    });
    expect([...files.keys()], describeFiles(files)).toEqual(['/dist/loader/member-popup-loader.js']);
    expect(total(files), describeFiles(files)).toBeLessThanOrEqual(3 * 1024);
    expect(await page.locator('#demo-account').getAttribute('data-state')).toBe('guest');
  });

  it('a signed-in page view adds the account menu (≤ 30 KB), and the menu opens, lists its items and logs out', async () => {
    const page = await e2e.open('/demo/sg', { experiment: 'pop' });
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByLabel('Phone number or email').fill(SEED.sg.email);
    await login.getByLabel('Password', { exact: true }).fill(SEED.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);

    const loggedOut = 3 * 1024;
    const files = await productBytes(page, async () => {
      await page.goto(`${e2e.url}/demo/sg`);
      await waitForHeaderUser(page, SEED.sg.name);
    });
    const menu = [...files].filter(([path]) => path !== '/dist/loader/member-popup-loader.js');
    expect(menu.map(([path]) => path).join('\n')).toMatch(/member-account-menu-lite-[\w-]{8}\.js/);
    // No popup, no whole API, no account area on a page view.
    expect(menu.map(([path]) => path).join('\n')).not.toMatch(/member-popup-(?:api-|lite-)?[\w-]{8}\.js|member-account\.js|member-account-[\w-]{8}\.js/);
    const menuBytes = total(files) - (files.get('/dist/loader/member-popup-loader.js') ?? 0);
    console.info(`signed-in page view: ${total(files)} B of product files, the menu ${menuBytes} B\n${describeFiles(files)}`);
    expect(total(files) - loggedOut).toBeLessThanOrEqual(MENU_BUDGET_BYTES);

    const button = await waitForHeaderUser(page, SEED.sg.name);
    await button.click();
    const items = page.locator('#demo-account [role="menuitem"]');
    await items.first().waitFor();
    expect(await items.count()).toBeGreaterThan(3);
    await page.locator('#demo-account [data-item="logout"]').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.locator('#demo-account[data-state="guest"]').waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
  });
});

/** What the signed-in view may add to the logged-out one (issue 28: ≤ 30 KB). */
const MENU_BUDGET_BYTES = 30 * 1024;
