// The popup's two stylesheets in Chromium (issue 15): the loader's versioned sheet (member-popup-<version>.css) is
// all the first screen needs, Login in both modes with its QR hint; the lazy screens' sheet
// (member-popup-flows-<version>.css) comes with the first lazy part, beside the first sheet with its CSP nonce, and
// a lazy screen renders only once it is in. A blocked flows sheet leaves Login whole and ends a lazy screen in
// "Try again", which loads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, useE2E, waitForScreen, waitForText } from './harness.js';

const DIST = join(fileURLToPath(new URL('../../', import.meta.url)), 'dist/styles');
const FIRST = 'member-popup-0.0.2.css';
const FLOWS = 'member-popup-flows-0.0.2.css';
const classes = (file: string) => new Set([...readFileSync(join(DIST, file), 'utf8').matchAll(/\.(mp-[A-Za-z0-9_-]+)/g)].map((m) => m[1]!));

/** The mp- classes on screen in the popup (and its tooltip) that only the flows sheet styles. */
async function flowsOnlyClassesOnScreen(page: Page): Promise<string[]> {
  const first = classes(FIRST);
  const flowsOnly = new Set([...classes(FLOWS)].filter((name) => !first.has(name)));
  const onScreen = await page.evaluate(() =>
    [...document.querySelectorAll('.mp-popup-root, .mp-popup-root *, .mp-tooltip, .mp-tooltip *')].flatMap((element) => [...element.classList]),
  );
  return [...new Set(onScreen)].filter((name) => flowsOnly.has(name)).sort();
}

const display = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).display);

describeE2E('popup stylesheets: the first screen sheet and the lazy screens sheet', () => {
  const e2e = useE2E();

  it('Login needs only the first sheet; a blocked flows sheet ends Sign up in "Try again", which loads it, styled', async () => {
    let blocked = true;
    await e2e.context.route(/\/styles\/member-popup-flows-[^/]+\.css$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');

    // Password mode with the QR hint (shown 1 s after opening, for 3 s), then code mode: nothing on screen is
    // styled by the flows sheet alone (the flows sheet is blocked: what is on screen is styled by the first).
    await page.locator('[role="tooltip"]').waitFor({ state: 'visible' });
    expect(await flowsOnlyClassesOnScreen(page)).toEqual([]);
    await login.locator('.mp-segmented__option', { hasText: 'Verification code' }).click();
    await login.locator('input[type="tel"], input[inputmode="tel"]').first().waitFor({ state: 'visible' });
    expect(await flowsOnlyClassesOnScreen(page)).toEqual([]);
    // The first screen is styled (the first sheet is in): the frame is a fixed overlay, the mode switch a flex row.
    expect(await page.locator('.mp-popup-root').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await display(page, '.mp-segmented')).toBe('flex');

    // Sign up: its screen waits for the flows sheet, which fails: "Try again", never an unstyled or stuck screen.
    await login.locator('.mp-screen__switch').getByRole('button').click();
    const registry = await waitForScreen(page, 'Registry');
    await waitForText(registry.locator('.mp-screen__retry [role="alert"]'), 'Network error, please try again later');
    expect(await registry.locator('.mp-registry__form').count()).toBe(0);

    blocked = false;
    await registry.getByRole('button', { name: 'Try again' }).click();
    await registry.locator('.mp-registry__form').waitFor({ state: 'visible' });
    // Styled at its first paint: the terms checkbox row is a grid (popup-flows.css), the slider's track
    // positioned (slider-check.css).
    expect(await display(page, '.mp-registry__form .mp-check')).toBe('grid');
    expect(await registry.locator('.mp-slider__track').first().evaluate((element) => getComputedStyle(element).position)).toBe('relative');

    // One flows link, right after the first sheet's, with the loader's CSP nonce.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/styles/member-popup-"]')].map((link) => ({
        href: new URL(link.href).pathname,
        nonce: link.nonce,
        next: (link.nextElementSibling as HTMLLinkElement | null)?.href ?? '',
      })),
    );
    const nonce = await page.locator('script[src*="member-popup-loader"]').getAttribute('data-nonce');
    expect(links.map((link) => link.href)).toEqual([`/dist/styles/${FIRST}`, `/dist/styles/${FLOWS}`]);
    expect(links[0]!.next).toContain(FLOWS);
    expect(links.every((link) => link.nonce === nonce)).toBe(true);
  });

  it('the idle prefetch after Login brings the flows sheet, so a lazy screen (QR) opens styled at once', async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).click();
    const login = await waitForScreen(page, 'Login');
    await page.waitForFunction((name) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href.includes(name) && link.sheet), FLOWS);
    const sheets = e2e.requests.filter((request) => request.url.includes('/dist/styles/')).map((request) => new URL(request.url).pathname);
    expect(sheets).toEqual([`/dist/styles/${FIRST}`, `/dist/styles/${FLOWS}`]);

    await login.getByRole('button', { name: 'Log in with QR code' }).click();
    const qr = await waitForScreen(page, 'Qrcode');
    await qr.locator('.mp-qrcode__stage').waitFor({ state: 'visible' });
    expect(await qr.locator('.mp-qrcode__stage').evaluate((element) => getComputedStyle(element).position)).toBe('relative');
  });
});
