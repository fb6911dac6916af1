// Text overrides in Chromium (docs/texts.md): the loader queue's `open`, which the browser entry maps to
// `openPopup({ site: 'SG', texts })`, shows the integrator's title while every other text of the popup stays as the
// built-in catalogs have it.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeE2E, popup, useE2E, waitForPopupClosed, waitForScreen } from './harness.js';

const TITLE = 'Sign in to Zuma Shop';
const texts = { en: { 'login.title': TITLE } };

/** The popup's texts, one per line, with its heading left out (what must not change). */
async function otherTexts(page: Page): Promise<{ heading: string; rest: string }> {
  const dialog = await waitForScreen(page, 'Login');
  // Login's passkey slot settled (Chromium has WebAuthn): it arrives with its own chunk, and its texts are the popup's too.
  await dialog.getByRole('button', { name: 'Log in with a passkey' }).waitFor();
  return dialog.evaluate((element) => {
    const heading = element.querySelector('h1, h2')?.textContent ?? '';
    const labels = [...element.querySelectorAll('[aria-label], [placeholder]')].map(
      (node) => `${node.getAttribute('aria-label') ?? ''}|${node.getAttribute('placeholder') ?? ''}`,
    );
    // The QR hint is timed (it shows 1 s after opening, for 3 s): whether a reading catches it is the clock's, not the texts'.
    const timed = new Set([...element.querySelectorAll('[role="tooltip"]')].map((node) => (node as HTMLElement).innerText));
    const lines = (element as HTMLElement).innerText.split('\n').filter((line) => !timed.has(line));
    // The heading's own line only (the submit button may read the same).
    lines.splice(lines.indexOf(heading), 1);
    const rest = lines;
    return { heading, rest: [...rest, ...labels].join('\n') };
  });
}

/** Opens the popup through the loader's call queue: the entry maps it to `openPopup({ site: 'SG', … })` (the tag's site). */
async function openThroughQueue(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate((given) => {
    const queue = ((window as unknown as { MemberPopupQueue: unknown[] }).MemberPopupQueue ??= []);
    queue.push(['open', { ...given, onClose: () => undefined }]);
  }, options);
}

describeE2E('text overrides', () => {
  const e2e = useE2E();

  it("openPopup({ site: 'SG', texts }) shows the integrator's title and every other text unchanged", async () => {
    const page = await e2e.open('/demo/sg');
    await openThroughQueue(page, {});
    const plain = await otherTexts(page);
    await page.evaluate(() => (window as unknown as { MemberPopupQueue: unknown[] }).MemberPopupQueue.push(['close']));
    await waitForPopupClosed(page);

    await openThroughQueue(page, { texts });
    const custom = await otherTexts(page);
    expect(plain.heading).toBe('Log in');
    expect(custom.heading).toBe(TITLE);
    expect(custom.rest).toBe(plain.rest);
    expect(await popup(page).count()).toBe(1);
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
