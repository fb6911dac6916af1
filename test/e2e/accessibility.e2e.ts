// Accessibility in Chromium (issue 14, WCAG 2.2 AA): axe with the WCAG 2.2 A/AA tags in every state of every popup
// screen in en (SG), th (TH), my (MM) and ur (PK), with focus asserted after every screen change; the page behind
// the popup inert; the Urdu prefix divider and Nastaliq line height; type in rem. The keyboard-only runs of the four
// main flows are in keyboard.e2e.ts. Selectors here do not depend on the language: names, classes and roles only.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  PASSWORDS,
  SEED,
  WCAG22AA_TAGS,
  callsTo,
  describeE2E,
  popup,
  useE2E,
  waitForPopupClosed,
  waitForScreen,
} from './harness.js';

/** The four languages asked for, each on a site that speaks it, with that site's seeded buyer. */
const RUNS = [
  { lang: 'en', site: 'SG', path: '/demo/sg', buyer: SEED.sg.email },
  { lang: 'th', site: 'TH', path: '/demo/th', buyer: 'buyer.th@example.com' },
  { lang: 'my', site: 'MM', path: '/demo/mm', buyer: 'buyer.mm@example.com' },
  { lang: 'ur', site: 'PK', path: '/demo/pk', buyer: 'buyer.pk@example.com' },
] as const;
type Run = (typeof RUNS)[number];

describeE2E('accessibility (WCAG 2.2 AA)', () => {
  const e2e = useE2E();
  /** state name → axe violations (WCAG 2.2 A/AA rules only). */
  const scans = new Map<string, string[]>();

  async function scan(page: Page, run: Run, state: string): Promise<void> {
    // Let transitions and the toast's entrance settle: axe measures what is painted.
    await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 200)));
    scans.set(`${run.lang}: ${state}`, await e2e.axe(page, '.mp-popup-root', WCAG22AA_TAGS));
  }

  /** Focus is inside the popup, never on <body> (asserted after every screen change). */
  async function expectFocusInPopup(page: Page, where: string): Promise<string> {
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      const panel = document.querySelector('.mp-popup[role="dialog"]');
      const title = panel ? document.getElementById(panel.getAttribute('aria-labelledby') ?? '') : null;
      return {
        body: !active || active === document.body,
        inside: Boolean(panel && active && panel.contains(active)),
        onTitle: Boolean(title && active === title),
        tag: active?.tagName.toLowerCase() ?? '',
        text: (active?.textContent ?? '').trim(),
      };
    });
    expect(focus.body, `${where}: focus dropped to <body>`).toBe(false);
    expect(focus.inside, `${where}: focus is outside the popup (${focus.tag})`).toBe(true);
    return focus.onTitle ? 'title' : focus.tag;
  }

  async function openLogin(run: Run): Promise<Page> {
    await e2e.context.addCookies([{ name: 'hng', value: encodeURIComponent(`${run.site}|${run.lang}`), url: e2e.url }]);
    // Sites without the popup experiment (MM, PK) keep their header links; the loader's call queue opens it anyway.
    const page = await e2e.open(run.path, { waitForSwap: false });
    await page.locator('a[data-member-login]').first().focus();
    await page.evaluate(() => {
      const global = window as unknown as { MemberPopupQueue?: unknown[] };
      (global.MemberPopupQueue ??= []).push(['open', { screen: 'Login' }]);
    });
    await waitForScreen(page, 'Login');
    expect((await page.locator('.mp-popup-root').getAttribute('lang'))?.split('-')[0]).toBe(run.lang);
    expect(await expectFocusInPopup(page, 'Login opened')).toBe('title');
    return page;
  }

  /** Types a code into the passcode cells (whatever the language of their names). */
  async function enterCode(page: Page, code: string): Promise<void> {
    const first = page.locator('.mp-passcode__cell').first();
    await first.waitFor();
    await first.focus();
    await page.keyboard.type(code, { delay: 20 });
  }

  /** The arrow key that goes to the next option of a radio group in this language's direction. */
  const nextKey = (run: Run) => (run.lang === 'ur' ? 'ArrowLeft' : 'ArrowRight');

  it.each(RUNS)('$lang: Login (both modes, empty fields), QR, Registry (slider tap), Verify, ProfileComplete', async (run) => {
    const page = await openLogin(run);
    const dialog = popup(page);

    // The page behind is inert while the popup is open.
    expect(await page.locator('a[data-member-login]').first().evaluate((link) => link.closest('[inert]') !== null)).toBe(true);
    await scan(page, run, 'Login');

    // Empty fields: "You can't leave this empty." under each, marked and described, and nothing sent.
    await dialog.locator('form button[type="submit"]').click();
    await dialog.locator('.mp-field__error').nth(1).waitFor();
    for (const name of ['loginName', 'password']) {
      const input = dialog.locator(`input[name="${name}"]`);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const described = (await input.getAttribute('aria-describedby')) ?? '';
      const texts = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? ''), described);
      expect(texts.some((text) => text.length > 0)).toBe(true);
    }
    expect(callsTo(e2e, '/user/api/login')).toHaveLength(0);
    await scan(page, run, 'Login, empty fields');

    // The mode is a radio group: the arrow key chooses code mode.
    const radios = dialog.locator('.mp-segmented [role="radio"]');
    await radios.first().focus();
    await page.keyboard.press(nextKey(run));
    await dialog.locator('input[name="phone"]').waitFor();
    expect(await radios.nth(1).getAttribute('aria-checked')).toBe('true');
    expect(await radios.nth(1).evaluate((radio) => radio === document.activeElement)).toBe(true);
    await scan(page, run, 'Login, code mode');

    // The phone prefix's divider sits between the prefix and the number, in either direction.
    const sides = await dialog.locator('.mp-field__prefix').evaluate((prefix) => {
      const input = prefix.parentElement!.querySelector('input')!;
      const style = getComputedStyle(prefix);
      const p = prefix.getBoundingClientRect();
      const i = input.getBoundingClientRect();
      return { left: style.borderLeftWidth, right: style.borderRightWidth, prefixLeft: p.left, prefixRight: p.right, inputLeft: i.left, inputRight: i.right };
    });
    if (run.lang === 'ur') {
      expect(sides.prefixLeft).toBeGreaterThanOrEqual(sides.inputRight - 1);
      expect([sides.left, sides.right]).toEqual(['1px', '0px']);
    } else {
      expect(sides.prefixRight).toBeLessThanOrEqual(sides.inputLeft + 1);
      expect([sides.left, sides.right]).toEqual(['0px', '1px']);
    }

    // QR and back.
    await dialog.locator('.mp-login__qr').click();
    await waitForScreen(page, 'Qrcode');
    expect(await expectFocusInPopup(page, 'Qrcode')).toBe('title');
    await scan(page, run, 'Qrcode');
    await dialog.locator('.mp-popup__back').click();
    await waitForScreen(page, 'Login');
    await expectFocusInPopup(page, 'back to Login');

    // Registry: loading, ready, e-mail method, verified by a tap (no drag).
    await dialog.locator('.mp-screen__switch button').click();
    await waitForScreen(page, 'Registry');
    expect(await expectFocusInPopup(page, 'Registry')).toBe('title');
    const slider = dialog.getByRole('slider');
    await dialog.locator('.mp-slider[data-state="ready"]').waitFor();
    await scan(page, run, 'Registry, slider ready');
    await dialog.locator('.mp-segmented [role="radio"]').nth(1).click();
    const email = `a11y.${run.lang}@example.com`;
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="consent"]').check();
    await scan(page, run, 'Registry, e-mail');
    await dialog.locator('.mp-slider__track').click({ position: { x: 200, y: 20 } });
    await dialog.locator('.mp-slider[data-state="verified"]').waitFor();
    expect(await slider.getAttribute('aria-valuenow')).toBe('100');
    await scan(page, run, 'Registry, verified');
    await dialog.locator('form button[type="submit"]').click();

    // Verify: a wrong code (error toast and field error), then the right one.
    await waitForScreen(page, 'Verify');
    await expectFocusInPopup(page, 'Verify');
    await scan(page, run, 'Verify');
    const code = await e2e.readCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await expectFocusInPopup(page, 'Verify, checking');
    await dialog.locator('.mp-passcode[data-invalid]').waitFor();
    await expectFocusInPopup(page, 'Verify, refused');
    // An error toast, if any, does not cover the Close button (it sits under the header).
    if (await dialog.locator('.mp-toast[data-state="open"]').count()) {
      const [toastBox, closeBox] = await Promise.all([
        dialog.locator('.mp-toast').boundingBox(),
        dialog.locator('.mp-popup__close').boundingBox(),
      ]);
      expect(toastBox!.y).toBeGreaterThanOrEqual(closeBox!.y + closeBox!.height - 1);
    }
    await scan(page, run, 'Verify, wrong code');
    await enterCode(page, code);

    // ProfileComplete: step 1 (empty, with errors), then step 2 with focus on its heading ("Step 2 of 2").
    await waitForScreen(page, 'ProfileComplete');
    expect(await expectFocusInPopup(page, 'ProfileComplete step 1')).toBe('title');
    await scan(page, run, 'ProfileComplete, step 1');
    await dialog.locator('form button[type="submit"]').click();
    await dialog.locator('.mp-field__error').first().waitFor();
    await scan(page, run, 'ProfileComplete, step 1 errors');
    await dialog.locator('input[name="name"]').fill('Aye Lin');
    await dialog.locator('input[name="password"]').fill(PASSWORDS.profile);
    await dialog.locator('form button[type="submit"]').click();
    await dialog.locator('.mp-profile[data-step="2"]').waitFor();
    expect(await expectFocusInPopup(page, 'ProfileComplete step 2')).toBe('title');
    const heading = await page.evaluate(() => document.activeElement?.querySelector('.mp-profile__step')?.textContent ?? '');
    expect(heading).toMatch(/2/);
    await scan(page, run, 'ProfileComplete, step 2');
    await dialog.locator('.mp-profile__actions button').first().click();
    await waitForPopupClosed(page);
    // Restored on close.
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
  });

  it.each(RUNS)('$lang: ForgetPassword, Verify, ResetPassword (errors, refused, success, countdown off)', async (run) => {
    const page = await openLogin(run);
    const dialog = popup(page);
    await dialog.locator('.mp-form__aside button').click();
    await waitForScreen(page, 'ForgetPassword');
    expect(await expectFocusInPopup(page, 'ForgetPassword')).toBe('title');
    await scan(page, run, 'ForgetPassword');
    await dialog.locator('form button[type="submit"]').click();
    await dialog.locator('.mp-field__error').first().waitFor();
    await scan(page, run, 'ForgetPassword, empty');
    await dialog.locator('input[name="account"]').fill(run.buyer);
    await dialog.locator('form button[type="submit"]').click();

    await waitForScreen(page, 'Verify');
    await expectFocusInPopup(page, 'Verify (reset)');
    await enterCode(page, await e2e.readCode(run.buyer));

    await waitForScreen(page, 'ResetPassword');
    expect(await expectFocusInPopup(page, 'ResetPassword')).toBe('title');
    await scan(page, run, 'ResetPassword');
    await dialog.locator('input[name="newPassword"]').fill(PASSWORDS.reset);
    await dialog.locator('input[name="retypePassword"]').fill(PASSWORDS.wrong);
    await dialog.locator('form button[type="submit"]').click();
    await dialog.locator('.mp-field__error').first().waitFor();
    await scan(page, run, 'ResetPassword, errors');

    // Refused by the server (the current password again): marked, described, and it stays (no toast).
    await dialog.locator('input[name="newPassword"]').fill(SEED.password);
    await dialog.locator('input[name="retypePassword"]').fill(SEED.password);
    await dialog.locator('form button[type="submit"]').click();
    const newPassword = dialog.locator('input[name="newPassword"]');
    await dialog.locator('input[name="newPassword"][aria-invalid="true"]').waitFor();
    const described = await newPassword.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''),
    );
    expect(described.join(' ').trim().length).toBeGreaterThan(0);
    expect(await dialog.locator('.mp-toast[data-state="open"]').count()).toBe(0);
    await expectFocusInPopup(page, 'ResetPassword refused');
    await scan(page, run, 'ResetPassword, refused by the server');

    await newPassword.fill(PASSWORDS.reset);
    await dialog.locator('input[name="retypePassword"]').fill(PASSWORDS.reset);
    await dialog.locator('form button[type="submit"]').click();
    await dialog.locator('.mp-reset--success').waitFor();
    expect(await expectFocusInPopup(page, 'reset success')).toBe('title');
    await scan(page, run, 'ResetPassword, success with its countdown');
    // 2.2.1: the countdown can be turned off; focus goes to the first shortcut.
    await dialog.locator('.mp-reset__stay').click();
    await dialog.locator('.mp-reset__countdown').waitFor({ state: 'detached' });
    expect(await expectFocusInPopup(page, 'countdown off')).toBe('button');
    await scan(page, run, 'ResetPassword, success, countdown off');
    await dialog.locator('.mp-popup__close').click();
    await waitForPopupClosed(page);
  });

  it('Urdu: Nastaliq first, with a line height for its tall letters; type sizes follow the browser text size (rem)', async () => {
    const run = RUNS[3];
    const page = await openLogin(run);
    const metrics = await page.locator('.mp-popup-root').evaluate((root) => {
      const style = getComputedStyle(root);
      return { family: style.fontFamily, lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
    });
    expect(metrics.family.split(',')[0]!.trim().replace(/['"]/g, '')).toBe('Noto Nastaliq Urdu');
    expect(metrics.lineHeight / metrics.fontSize).toBeGreaterThanOrEqual(2);

    // A reader who sets a larger default text size (here 20px instead of 16px) gets larger popup text.
    const before = await page.locator('.mp-popup__body').evaluate((body) => parseFloat(getComputedStyle(body).fontSize));
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '20px'));
    const after = await page.locator('.mp-popup__body').evaluate((body) => parseFloat(getComputedStyle(body).fontSize));
    expect(after / before).toBeCloseTo(20 / 16, 2);
  });

  it('axe (WCAG 2.2 A and AA tags) finds no violation in any scanned state', () => {
    const states = [...scans.keys()];
    console.log(`axe wcag22aa: ${states.length} states scanned in ${RUNS.map((r) => r.lang).join(', ')}`);
    const found = [...scans].filter(([, violations]) => violations.length > 0).map(([state, violations]) => `${state}:\n${violations.join('\n')}`);
    if (found.length) throw new Error(`axe violations in ${found.length} of ${states.length} states:\n\n${found.join('\n\n')}`);
    // Every run scanned every state: 12 + 7 per language.
    expect(states.length).toBe(RUNS.length * 19);
  });
});
