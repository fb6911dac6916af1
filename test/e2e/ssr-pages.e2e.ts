// The server-rendered member pages (issue 28 item 2): /user/login, /user/register and /user/forget-password arrive
// as HTML in the site's language (renderMemberPage), typeable before the pages entry runs, and the entry hydrates
// them: what was typed stays, the focus stays, a submit asked for before hydration is made once the page is
// interactive, the password leaves RSA-encrypted, and nothing is sent in clear meanwhile. The harness fails a test
// on any CSP violation or page error.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, callsTo, clearPasswordLeaks, describeE2E, payloadOf, useE2E, waitForServerScreen } from './harness.js';

const ENTRY = /\/dist\/browser\/member-pages-[\w-]+\.js$/;

/** Holds the pages entry until `release()` (or aborts it: JavaScript blocked for the entry). */
async function holdEntry(page: Page, abort = false): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(ENTRY, async (route: Route) => {
    if (abort) return route.abort();
    await released;
    return route.continue();
  });
  return { release };
}

const hydrated = (page: Page) => page.locator('#member-page[data-hydrated]').waitFor({ state: 'attached' });

/** Records in the page when the page element gets `data-hydrated` (performance.now(), the resource timings' clock). */
async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = () => {
      const root = document.getElementById('member-page');
      if (!root) return void requestAnimationFrame(watch);
      new MutationObserver(() => {
        const w = window as unknown as { hydratedAt?: number };
        if ('hydrated' in root.dataset) w.hydratedAt ??= performance.now();
      }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    };
    watch();
  });
}

describeE2E('server-rendered member pages', () => {
  const e2e = useE2E();

  it('without the entry: login, register and forget-password are there in the site language, typeable, and send nothing', async () => {
    const page = e2e.page;
    await holdEntry(page, true);
    await page.goto(`${e2e.url}/user/login?site=th`);
    const login = await waitForServerScreen(page, 'Login');
    expect(await page.locator('.mp-page').getAttribute('lang')).toBe('th');
    expect(await login.locator('h2').textContent()).not.toBe('Log in');
    await login.locator('input[name="loginName"]').fill(SEED.sg.email);
    await login.locator('input[name="password"]').fill(SEED.password);
    await login.locator('input[name="password"]').press('Enter');
    await login.locator('button[type="submit"]').click();
    expect(new URL(page.url()).search).toBe('?site=th');
    expect(await login.locator('input[name="password"]').inputValue()).toBe(SEED.password);
    expect(callsTo(e2e, '/user/api/login')).toEqual([]);
    expect(clearPasswordLeaks(e2e.requests)).toEqual([]);

    await page.goto(`${e2e.url}/user/register?site=pk`);
    await waitForServerScreen(page, 'Registry');
    expect(await page.locator('.mp-page').getAttribute('dir')).toBe('ltr');
    await page.goto(`${e2e.url}/user/forget-password?site=sg`);
    const forgot = await waitForServerScreen(page, 'ForgetPassword');
    await forgot.getByRole('textbox').first().fill(SEED.sg.email);
    expect(await forgot.getByRole('textbox').first().inputValue()).toBe(SEED.sg.email);
  });

  it('typed before the entry runs: hydration keeps the values and the focus, then the login completes with RSA on the wire', async () => {
    const page = e2e.page;
    const entry = await holdEntry(page);
    const redirect = `${e2e.url}/demo/sg`;
    await page.goto(`${e2e.url}/user/login?site=sg&redirect=${encodeURIComponent(redirect)}`);
    const login = await waitForServerScreen(page, 'Login');
    const title = await login.locator('h2').elementHandle();
    await login.locator('input[name="loginName"]').fill(SEED.sg.email);
    await login.locator('input[name="password"]').focus();
    await page.keyboard.type(SEED.password);
    // Every element the server drew, kept to see that hydration adopts them all (no mismatch re-creates one).
    await page.evaluate(() => {
      (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('#member-page *')];
    });
    entry.release();
    await hydrated(page);
    // Hydrated, not replaced: the same heading node, the same values, the focus where it was.
    expect(await title!.evaluate((node) => node.isConnected)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { drawn: Element[] }).drawn.filter((node) => !node.isConnected).length)).toBe(0);
    expect(await login.locator('input[name="loginName"]').inputValue()).toBe(SEED.sg.email);
    expect(await login.locator('input[name="password"]').inputValue()).toBe(SEED.password);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
    await page.keyboard.press('Enter');
    await page.waitForURL(redirect);
    const [call] = callsTo(e2e, '/user/api/login');
    const body = payloadOf(call!);
    expect(body.loginName).toBe(SEED.sg.email);
    expect((body.encryptPassword as string).length).toBe(344);
    expect(body).not.toHaveProperty('password');
    expect(clearPasswordLeaks(e2e.requests)).toEqual([]);
  });

  it('a submit asked for before hydration is held, then made by the hydrated page (RSA), never sent in clear', async () => {
    const page = e2e.page;
    const entry = await holdEntry(page);
    const redirect = `${e2e.url}/demo/sg`;
    await page.goto(`${e2e.url}/user/login?site=sg&redirect=${encodeURIComponent(redirect)}`);
    const login = await waitForServerScreen(page, 'Login');
    await login.locator('input[name="loginName"]').fill(SEED.sg.email);
    await login.locator('input[name="password"]').fill(SEED.password);
    await login.locator('button[type="submit"]').click();
    expect(callsTo(e2e, '/user/api/login')).toEqual([]);
    entry.release();
    await page.waitForURL(redirect);
    const [call] = callsTo(e2e, '/user/api/login');
    expect((payloadOf(call!).encryptPassword as string).length).toBe(344);
    expect(clearPasswordLeaks(e2e.requests)).toEqual([]);
  });

  it('the lazy chunks start after the form is interactive and after the CSRF token request, never in front of it', async () => {
    const page = e2e.page;
    await recordHydration(page);
    await page.goto(`${e2e.url}/user/login?site=sg`);
    await hydrated(page);
    // The idle prefetch of Login's lazy parts (the code flow, sign-up…) comes after hydration: wait for its first chunk.
    await page.waitForRequest(/\/pages-chunks\//);
    const paths = e2e.requests.map((request) => new URL(request.url).pathname);
    const csrf = paths.findIndex((path) => path.endsWith('/user/api/getCsrfToken'));
    const firstChunk = paths.findIndex((path) => path.includes('/pages-chunks/'));
    expect(csrf).toBeGreaterThanOrEqual(0);
    expect(firstChunk).toBeGreaterThan(csrf);
    const timing = await page.evaluate(() => ({
      hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt ?? Infinity,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/pages-chunks/'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.chunks.length).toBeGreaterThan(0);
    expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.hydratedAt);
  });

  it('a plain button pressed before hydration says it is not ready yet, and works once the page is hydrated', async () => {
    const page = e2e.page;
    const entry = await holdEntry(page);
    await page.goto(`${e2e.url}/user/login?site=sg`);
    const login = await waitForServerScreen(page, 'Login');
    const plain = login.locator('button[type="button"]');
    expect(await plain.count()).toBeGreaterThan(0);
    for (const button of await plain.all()) {
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await button.getAttribute('aria-busy')).toBe('true');
    }
    // Playwright waits for an aria-disabled button to be enabled: force the press a buyer can make.
    await plain.first().click({ force: true });
    expect(await page.locator('#member-page').getAttribute('data-pending')).toBe('');
    entry.release();
    await hydrated(page);
    for (const button of await plain.all()) {
      expect(await button.getAttribute('aria-disabled')).toBeNull();
      expect(await button.getAttribute('aria-busy')).toBeNull();
    }
    expect(await page.locator('#member-page').getAttribute('data-pending')).toBeNull();
  });
});
