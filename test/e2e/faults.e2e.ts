// Issue 12 finding 10 in the browser: a hung member call ends, after the client's deadline, in a message with a way
// on (never a spinner without end); QR says "Login successful" only once loginByQrCode answered. The hang is a request the browser never gets an answer to
// (page.route holds it); the deadline is reached on the page's own clock (Playwright's clock: fastForward), so the
// test waits no 20 s.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { MEMBER_CALL_TIMEOUT_MS } from '../../src/config/constants.js';
import { SEED, callsTo, describeE2E, useE2E, waitForHeaderUser, waitForPopupClosed, waitForRequest, waitForScreen, waitForText } from './harness.js';
import { newestQrUrl, phoneScans } from './qr-helpers.js';

/** Holds every request to `path` unanswered (a hung server) until `release()`; returns how many were held. */
async function hang(page: Page, path: string): Promise<{ held: () => number; release: () => Promise<void> }> {
  const routes: Route[] = [];
  const matcher = (url: URL) => url.pathname === path;
  await page.route(matcher, (route) => void routes.push(route));
  return {
    held: () => routes.length,
    release: async () => {
      await page.unroute(matcher);
      await Promise.all(routes.map((route) => route.abort().catch(() => undefined)));
    },
  };
}

describeE2E('faults: a hung call ends recoverable (finding 10)', () => {
  const e2e = useE2E();

  it('a hung password login ends after the deadline with "Network error" and the same button logs in', async () => {
    await e2e.context.clock.install();
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    const hung = await hang(page, '/user/api/login');
    await login.getByLabel('Phone number or email').fill(SEED.sg.email);
    await login.getByLabel('Password', { exact: true }).fill(SEED.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForRequest(e2e, (r) => new URL(r.url).pathname === '/user/api/login');
    expect(hung.held()).toBe(1);
    // Still waiting (the button is busy) just before the deadline…
    await page.clock.fastForward(MEMBER_CALL_TIMEOUT_MS - 1_000);
    expect((await login.textContent()) ?? '').not.toContain('Network error');
    // …and past it: the message, nothing busy any more.
    await page.clock.fastForward(2_000);
    await waitForText(login.locator('.mp-form-error').first(), 'Network error, please try again later');
    expect(await login.locator('[aria-busy="true"]').count()).toBe(0);
    await hung.release();

    // The way on: the same button, the server answering again.
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPopupClosed(page);
    await waitForHeaderUser(page, SEED.sg.name);
  });

  it('QR: "Login successful" only once loginByQrCode answered; hung, it ends in the error view with Rescan', async () => {
    await e2e.context.clock.install();
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await login.getByRole('button', { name: 'Log in with QR code' }).click();
    const qr = await waitForScreen(page, 'Qrcode');
    await qr.getByRole('img', { name: 'QR code to scan with the app' }).waitFor();
    const hung = await hang(page, '/user/api/loginByQrCode');
    const status = qr.locator('.mp-qrcode__status');
    // Every text the status line shows, as it shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { qrStatusSeen: string[] }).qrStatusSeen = seen;
      const node = document.querySelector('.mp-qrcode__status');
      if (node) new MutationObserver(() => seen.push(node.textContent ?? '')).observe(node, { childList: true, subtree: true, characterData: true });
    });

    const phone = await phoneScans(e2e, await newestQrUrl(e2e), SEED.sg.email);
    await waitForText(status, 'Scan completed');
    await phone.getByRole('button', { name: 'Confirm login' }).click();
    await waitForRequest(e2e, (r) => new URL(r.url).pathname === '/user/api/loginByQrCode');
    expect(hung.held()).toBe(1);
    expect(await status.textContent()).toContain('Scan completed');

    await page.clock.fastForward(MEMBER_CALL_TIMEOUT_MS + 1_000);
    await waitForText(qr, 'Please check your connection and try again');
    const seen = await page.evaluate(() => (window as unknown as { qrStatusSeen: string[] }).qrStatusSeen);
    expect(seen.join(' | ')).not.toContain('Login successful');
    await hung.release();
    // The way on: Rescan gives a new code.
    await qr.getByRole('button', { name: /Rescan|Refresh/ }).click();
    await qr.getByRole('img', { name: 'QR code to scan with the app' }).waitFor();
    expect(callsTo(e2e, '/user/api/loginByQrCode')).toHaveLength(1);
    expect(await page.locator('#demo-account').getAttribute('data-state')).toBe('guest');
  });
});
