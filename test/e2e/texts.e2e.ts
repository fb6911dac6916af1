// Text overrides in Chromium (docs/texts.md): `openPopup({ site: 'SG', texts })` from the browser entry, and the
// loader queue's `open` with `texts`, show the integrator's title while every other text of the popup stays as the
// built-in catalogs have it.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeE2E, popup, useE2E, waitForPopupClosed, waitForScreen } from './harness.js';

const TITLE = 'Sign in to Zuma Shop';
const texts = { en: { 'login.title': TITLE } };

/** The popup's texts, one per line, with its heading left out (what must not change). */
async function otherTexts(page: Page): Promise<{ heading: string; rest: string }> {
  const dialog = await waitForScreen(page, 'Login');
  return dialog.evaluate((element) => {
    const heading = element.querySelector('h1, h2')?.textContent ?? '';
    const labels = [...element.querySelectorAll('[aria-label], [placeholder]')].map(
      (node) => `${node.getAttribute('aria-label') ?? ''}|${node.getAttribute('placeholder') ?? ''}`,
    );
    const rest = (element as HTMLElement).innerText.split('\n').filter((line) => line !== heading);
    return { heading, rest: [...rest, ...labels].join('\n') };
  });
}

/** The browser entry's UI module, as the loader imports it (its hashed name is in the page's modulepreload). */
async function openFromEntry(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (given) => {
    const entry = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
      .map((node) => node.href)
      .find((url) => /\/browser\/member-popup-(?!lite)[^/]*\.js$/.test(url));
    if (!entry) throw new Error('no browser entry on the page');
    const ui = (await import(/* @vite-ignore */ entry)) as { openPopup(options: unknown): unknown };
    (window as unknown as { handle: unknown }).handle = ui.openPopup({ ...given, onClose: () => undefined });
  }, options);
}

describeE2E('text overrides', () => {
  const e2e = useE2E();

  it("openPopup({ site: 'SG', texts }) shows the integrator's title and every other text unchanged", async () => {
    const page = await e2e.open('/demo/sg');
    await page.getByRole('link', { name: 'Log in' }).hover();
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"]'));
    await openFromEntry(page, { site: 'SG', environment: 'test' });
    const plain = await otherTexts(page);
    await page.evaluate(() => (window as unknown as { handle: { close(): void } }).handle.close());
    await waitForPopupClosed(page);

    await openFromEntry(page, { site: 'SG', environment: 'test', texts });
    const custom = await otherTexts(page);
    expect(plain.heading).toBe('Log in');
    expect(custom.heading).toBe(TITLE);
    expect(custom.rest).toBe(plain.rest);
    expect(await popup(page).getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.getByRole('dialog', { name: TITLE }).count()).toBe(1);
  });

  it("the loader queue's open takes texts too", async () => {
    const page = await e2e.open('/demo/sg');
    await page.evaluate((given) => {
      const queue = ((window as unknown as { MemberPopupQueue: unknown[] }).MemberPopupQueue ??= []);
      queue.push(['open', { texts: given }]);
    }, texts);
    const custom = await otherTexts(page);
    expect(custom.heading).toBe(TITLE);
  });
});
