// Pseudo-locale run (issue 14): every popup catalog chunk the page loads is swapped, at test time, for a pseudo
// catalog generated from en.ts + en-flows.ts: every letter accented, every text about 40 % longer (extra words), wrapped in
// brackets, placeholders kept. Every popup screen is then opened at 360 px and checked for anything clipped: an
// element whose content is wider than its box (scrollWidth > clientWidth), a text line running out of its element,
// or the panel running off the viewport. Screens are reached by the real flows against the reference server.
// The same run covers the popup's dialogs and toasts, and the wings (member pages, account area, address book in
// Malay on MY): their catalog-part chunks are swapped for pseudo catalogs of src/i18n/parts/*/en.ts the same way.
// The account sections are checked once more at 200 % text size (large-text.ts, the check of large-text.e2e.ts).
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { PROFILE_SECTIONS } from '../../src/account/profile-sections.js';
import enFlows from '../../src/i18n/catalogs/en-flows.js';
import en, { type MessageKey } from '../../src/i18n/catalogs/en.js';
import accountMenuEn from '../../src/i18n/parts/account-menu/en.js';
import accountEn from '../../src/i18n/parts/account/en.js';
import addressEn from '../../src/i18n/parts/address/en.js';
import pagesEn from '../../src/i18n/parts/pages/en.js';
import { PASSWORDS, SEED, describeE2E, logInOnMemberPage, nextFrames, useE2E, waitForScreen, waitForText, type E2E } from './harness.js';
import { largeText, unfitAtLargeText } from './large-text.js';

const ACCENTS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'áƀçďéƒĝĥíĵķľɱñöþǫŕšţüṽŵẋýžÅƁÇĎÉƑĜĤÍĴĶĽṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][i]!]),
);
const PLACEHOLDER = /(\{[A-Za-z0-9_]+\})/;

/** One text made pseudo: accented, ~40 % longer in extra words of up to six letters, in brackets; {names} kept. */
export function pseudo(text: string): string {
  const accented = text
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 ? part : [...part].map((c) => ACCENTS[c] ?? c).join('')))
    .join('');
  const letters = text.replace(/\{[^}]*\}/g, '').length;
  const extra = Math.ceil(letters * 0.4);
  const words: string[] = [];
  for (let left = extra; left > 0; left -= 7) words.push('ŵőŕďšẋ'.slice(0, Math.min(6, left)));
  return `[${accented}${words.length ? ` ${words.join(' ')}` : ''}]`;
}

type Messages = Readonly<Record<string, string | Readonly<Record<string, string | undefined>>>>;
const pseudoCatalog = (messages: Messages): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      typeof message === 'string' ? pseudo(message) : Object.fromEntries(Object.entries(message).map(([form, text]) => [form, pseudo(text!)])),
    ]),
  );
// A language's catalog is whole: the built-in part's keys and the lazy flows' (en-flows.ts).
const PSEUDO = pseudoCatalog({ ...en, ...enFlows });

/**
 * The wing parts (src/i18n/parts): each translated chunk of a part is recognised by two of its keys and by not being
 * the English reference (the first key's English text is absent), and served as the part's pseudo catalog.
 */
const PART_PSEUDO = [pagesEn, accountEn, accountMenuEn, addressEn].map((messages) => {
  const keys = Object.keys(messages);
  const [first, last] = [keys[0]!, keys.at(-1)!];
  const english = messages[first as keyof typeof messages] as string;
  return {
    // A language's chunk of the part: its keys without the English text, and no code (a chunk of code that names the
    // part's keys, such as the address form's on the account entry, starts with its imports).
    matches: (body: string) =>
      !/^import[\s{*]/.test(body) && body.includes(first) && body.includes(last) && !body.includes(JSON.stringify(english).slice(1, -1)),
    body: `export default ${JSON.stringify(pseudoCatalog(messages as Messages))};\n`,
  };
});

/** The pseudo text of a key (for finding elements by their accessible name). */
const P = (key: MessageKey, params: Record<string, string | number> = {}) =>
  (PSEUDO[key] as string).replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** Types a code into the passcode cells (their names are pseudo too). */
async function typePseudoCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole('textbox', { name: P('widget.passcode.cell', { index: 1, count: code.length }) });
  await first.waitFor({ state: 'visible' });
  await first.focus();
  await page.keyboard.type(code, { delay: 20 });
}

/** Logs in on the member login page and lands on `redirect` (its path) or on `landing`. */
async function logInOnPage(e2e: E2E, site: string, who: string, redirect: string, landing?: RegExp): Promise<Page> {
  await logInOnMemberPage(e2e, e2e.page, site, who, redirect, {
    arrived: (url) => (landing ? landing.test(url.href) : url.pathname === redirect),
    timeout: 15_000,
  });
  return e2e.page;
}

interface Clipped {
  readonly screen: string;
  readonly what: string;
}

/** The server clock's lead (each wing test moves it past the previous codes' 60 s resend limit of the same e-mail). */
let offset = 0;

describeE2E('pseudo-locale at 360 px: nothing clipped', () => {
  const e2e = useE2E({ clock: () => Date.now() + offset });
  const clipped: Clipped[] = [];
  const checked: string[] = [];
  let swapped = 0;
  let partsSwapped = 0;

  /** Serves the pseudo catalog in place of every popup catalog chunk (a lazy chunk recognised by two of its keys). */
  async function pseudoCatalogs(page: Page): Promise<void> {
    // Lazy chunks only (the entry has English built in, with the same keys).
    // The popup's under chunks/, the member pages' under pages-chunks/, the account area's under account-chunks/.
    await page.route(/chunks\/[^/]+\.js(\?|$)/, async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      const part = PART_PSEUDO.find((candidate) => candidate.matches(body));
      if (part) {
        partsSwapped += 1;
        await route.fulfill({ response, body: part.body });
        return;
      }
      if (!/["']?login\.forgot["']?\s*:/.test(body) || !/["']?error\.select\.empty["']?\s*:/.test(body)) {
        await route.fulfill({ response, body });
        return;
      }
      swapped += 1;
      await route.fulfill({ response, body: `export default ${JSON.stringify(PSEUDO)};\n` });
    });
  }

  /** Opens the popup from the demo header (desktop layout), then narrows the window to a 360 px phone. */
  async function open(path: string): Promise<Page> {
    await pseudoCatalogs(e2e.page);
    const page = await e2e.open(path);
    await page.locator('a[data-member-login][aria-haspopup="dialog"]:visible').first().click();
    await waitForScreen(page, 'Login', 30_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await waitForText(page.locator('.mp-popup'), P('login.title'));
    return page;
  }

  /** Records every clipped element and text line of the popup on the current screen. */
  async function check(page: Page, screen: string, rootSelector = '.mp-popup'): Promise<void> {
    await nextFrames(page);
    const found = await page.evaluate((selector) => {
      const out: string[] = [];
      const roots = [...document.querySelectorAll<HTMLElement>(selector)];
      if (!roots.length) return [`nothing matches ${selector}`];
      const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.id ? `#${el.id}` : ''}`;
      for (const root of roots) {
        const panel = root.getBoundingClientRect();
        if (panel.left < -0.5 || panel.right > document.documentElement.clientWidth + 0.5) out.push(`${name(root)} ${Math.round(panel.left)}..${Math.round(panel.right)} off the viewport`);
        for (const el of root.querySelectorAll<HTMLElement>('*')) {
          const style = getComputedStyle(el);
          if (style.display === 'none' || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
          // A visually hidden text (screen readers only) is clipped on purpose.
          if (style.position === 'absolute' && el.clientWidth <= 1) continue;
          if (['INPUT', 'TEXTAREA', 'svg', 'CANVAS', 'IMG'].includes(el.tagName)) continue;
          // Scrolling lists scroll by design (date picker columns): only their horizontal overflow counts.
          if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)}: content ${el.scrollWidth}px in ${el.clientWidth}px`);
          const box = el.getBoundingClientRect();
          for (const node of el.childNodes) {
            if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const line of range.getClientRects()) {
              if (line.right > box.right + 1 || line.left < box.left - 1) {
                out.push(`${name(el)}: text "${node.textContent.trim().slice(0, 40)}" runs ${Math.round(line.left)}..${Math.round(line.right)} out of ${Math.round(box.left)}..${Math.round(box.right)}`);
                break;
              }
            }
          }
        }
      }
      return out;
    }, rootSelector);
    checked.push(screen);
    clipped.push(...found.map((what) => ({ screen, what })));
  }

  it('Login (both modes), Qrcode, Registry (phone and e-mail), ForgetPassword', async () => {
    const page = await open('/demo/my?lang=ms');
    const dialog = page.locator('.mp-popup');
    await check(page, 'Login-password');
    await dialog.getByRole('radio', { name: P('login.mode.code') }).click();
    await dialog.getByRole('radio', { name: P('methods.whatsapp') }).waitFor();
    await check(page, 'Login-code');

    await dialog.getByRole('button', { name: P('login.qr') }).click();
    await waitForScreen(page, 'Qrcode');
    await waitForText(dialog, P('qr.scan'));
    await check(page, 'Qrcode');
    await dialog.getByRole('button', { name: P('popup.back') }).click();

    await waitForScreen(page, 'Login');
    await dialog.getByRole('button', { name: P('login.signUp') }).click();
    await waitForScreen(page, 'Registry');
    await check(page, 'Registry-phone');
    await dialog.getByRole('radio', { name: P('registry.useEmail') }).click();
    await dialog.getByLabel(P('popup.field.email')).waitFor();
    await check(page, 'Registry-email');
    await dialog.getByRole('button', { name: P('popup.back') }).click();

    await waitForScreen(page, 'Login');
    await dialog.getByRole('radio', { name: P('login.mode.password') }).click();
    await dialog.getByRole('button', { name: P('login.forgot') }).click();
    await waitForScreen(page, 'ForgetPassword');
    await check(page, 'ForgetPassword');
    expect(swapped).toBeGreaterThan(0);

    // The detector itself: an unbreakable 60-letter word in the screen is reported, then taken out again.
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.id = 'pseudo-probe';
      probe.textContent = 'Ŵ'.repeat(60);
      document.querySelector('.mp-popup .mp-screen')!.append(probe);
    });
    await check(page, 'probe');
    const probed = clipped.filter((c) => c.screen === 'probe');
    expect(probed.some((c) => c.what.includes('pseudo-probe'))).toBe(true);
    clipped.splice(0, clipped.length, ...clipped.filter((c) => c.screen !== 'probe'));
    checked.pop();
    await page.evaluate(() => document.getElementById('pseudo-probe')?.remove());
  });

  it('Verify, then ProfileComplete steps 1 and 2 (an unknown phone signs up with its code)', async () => {
    const phone = '123450077';
    const page = await open('/demo/my?lang=ms');
    const dialog = page.locator('.mp-popup');
    await dialog.getByRole('radio', { name: P('login.mode.code') }).click();
    await dialog.getByLabel(P('popup.field.phone')).fill(phone);
    await dialog.getByRole('button', { name: P('login.sendCode') }).click();
    await waitForScreen(page, 'Verify');
    await check(page, 'Verify');
    await typePseudoCode(page, await e2e.readCode(`+60${phone}`));
    await waitForScreen(page, 'ProfileComplete');
    await check(page, 'ProfileComplete-1');
    await dialog.getByLabel(P('profile.name')).fill('Aisyah Pseudo');
    await dialog.getByLabel(P('profile.password')).fill(PASSWORDS.profile);
    await dialog.getByRole('button', { name: P('popup.next') }).click();
    await waitForText(dialog, P('profile.step', { step: 2, total: 2 }));
    await check(page, 'ProfileComplete-2');
  });

  it('PhoneCall and VerifyMethodList (a risky phone)', async () => {
    const page = await open('/demo/sg?lang=zh');
    const dialog = page.locator('.mp-popup');
    await dialog.getByRole('radio', { name: P('login.mode.code') }).click();
    await dialog.getByLabel(P('popup.field.phone')).fill(SEED.risky.phone);
    await dialog.getByRole('button', { name: P('login.sendCode') }).click();
    await waitForScreen(page, 'PhoneCall');
    await check(page, 'PhoneCall');
    await dialog.getByRole('button', { name: P('phoneCall.call') }).click();
    await waitForScreen(page, 'Verify');
    await dialog.getByRole('button', { name: P('verify.otherMethods') }).click();
    await waitForScreen(page, 'VerifyMethodList');
    await check(page, 'VerifyMethodList');
  });

  it('Dialogs and toasts: the bot check, an error toast', async () => {
    const page = await open('/demo/my?lang=ms');
    const dialog = page.locator('.mp-popup');
    await dialog.getByRole('button', { name: P('login.forgot') }).click();
    await waitForScreen(page, 'ForgetPassword');
    await dialog.getByRole('textbox').first().fill(SEED.my.email);
    await e2e.setBotCheck(true);
    try {
      await dialog.getByRole('button', { name: P('popup.next') }).click();
      const bot = page.locator('.mp-popup-root [role="dialog"]:not(.mp-popup)');
      await bot.locator('.mp-slider[data-state="ready"]').waitFor();
      await check(page, 'Dialog-bot', '.mp-popup-root');
      // By role (its name is pseudo too): a few arrows, then End.
      const slider = bot.locator('[role="slider"]');
      await expect.poll(() => slider.getAttribute('aria-disabled'), { timeout: 10_000 }).not.toBe('true');
      await slider.focus();
      for (let i = 0; i < 5; i += 1) {
        await slider.press('ArrowRight');
        await page.waitForTimeout(60);
      }
      await slider.press('End');
      await bot.waitFor({ state: 'detached' });
    } finally {
      await e2e.setBotCheck(false);
    }
    await waitForScreen(page, 'Verify');
    const code = await e2e.readCode(SEED.my.email);
    await typePseudoCode(page, code === '000000' ? '111111' : '000000');
    await page.locator('.mp-popup .mp-toast[data-state="open"], .mp-popup .mp-passcode[data-invalid]').first().waitFor();
    await check(page, 'Toast-error', '.mp-popup-root');
  });

  /** A wing page in Malay (MY) with the pseudo catalogs, at 360 px. */
  async function wingPage(path: string, ready: string): Promise<Page> {
    const page = e2e.page;
    await page.goto(`${e2e.url}${path}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    await nextFrames(page);
    return page;
  }

  async function wingSetup(): Promise<void> {
    offset += 61_000;
    await pseudoCatalogs(e2e.page);
    await e2e.context.addCookies([{ name: 'hng', value: encodeURIComponent('MY|ms'), url: e2e.url }]);
    await e2e.page.setViewportSize({ width: 360, height: 740 });
  }

  /** Waits for pseudo text in the wing root, then records what clips there. */
  async function checkWing(page: Page, name: string, root = '.mp-page'): Promise<void> {
    await waitForText(page.locator(root).first(), /\[/);
    await check(page, name, root);
  }

  it('Member pages: login, register, forget-password and its code and reset, link-expired, guest-register, change-password, logout', async () => {
    await wingSetup();
    const pages = [
      ['page-login', '/user/login?site=MY', '.mp-page main[data-screen="Login"]'],
      ['page-register', '/user/register?site=MY', '.mp-page .mp-slider[data-state="ready"]'],
      ['page-link-expired', '/user/reset-password?site=MY', '.mp-page h1'],
      ['page-guest-register', '/user/guest-register?site=MY', '.mp-page h1'],
      ['page-change-password-signed-out', '/user/change-password?site=MY', '.mp-page h1'],
      ['page-logout-signed-out', '/user/logout?site=MY', '.mp-page h1'],
      ['page-forget-password', '/user/forget-password?site=MY', '.mp-page main[data-screen="ForgetPassword"]'],
    ] as const;
    for (const [name, path, ready] of pages) {
      const page = await wingPage(path, ready);
      await checkWing(page, name);
    }
    // Forget password on its page: the account, the e-mailed code, then the reset form.
    const page = e2e.page;
    await page.locator('.mp-page main[data-screen="ForgetPassword"] input').first().fill(SEED.my.email);
    await page.locator('.mp-page form button[type="submit"]').first().click();
    await page.locator('.mp-page main[data-screen="Verify"]').waitFor();
    await checkWing(page, 'page-forget-password-code');
    const cell = page.locator('.mp-page .mp-passcode__cell').first();
    await expect.poll(() => cell.getAttribute('readonly')).toBeNull();
    await cell.focus();
    await page.keyboard.type(await e2e.readCode(SEED.my.email), { delay: 20 });
    await page.locator('.mp-page main[data-screen="ResetPassword"]').waitFor();
    await checkWing(page, 'page-reset-password');

    await logInOnPage(e2e, 'MY', SEED.my.email, '/user/change-password');
    await page.locator('.mp-page input[type="password"]').first().waitFor();
    await checkWing(page, 'page-change-password');
    await wingPage('/user/logout?site=MY', '[role="alertdialog"]');
    await checkWing(page, 'page-logout-dialog');
    expect(partsSwapped).toBeGreaterThan(0);
  });

  it('Member pages: identity verification (a step-up account), its methods and a code step', async () => {
    await wingSetup();
    const page = await logInOnPage(e2e, 'MY', SEED.stepUp.email, '/user/profile', /\/user\/verify\?/);
    await page.locator('.mp-page h1').first().waitFor();
    await checkWing(page, 'page-verify');
    await page.locator('.mp-page [data-method="SMS"]').click();
    await page.locator('.mp-page .mp-passcode__cell').first().waitFor();
    await checkWing(page, 'page-verify-code');
  });

  it('Account area and address book: every section, the menu, the address form and its delete confirmation', async () => {
    await wingSetup();
    const page = await logInOnPage(e2e, 'MY', SEED.my.email, '/user/profile');
    for (const hash of ['dashboard', 'my-profile', 'edit-profile', 'email-change', 'mobile-change', 'password-change', 'settings', 'address-book']) {
      await wingPage(`/user/profile?site=MY#${hash}`, '.mp-account-page h1');
      await page.locator('.mp-account-page [aria-busy="true"]').waitFor({ state: 'detached' }).catch(() => undefined);
      await waitForText(page.locator('.mp-account-page h1').first(), /\[/);
      await check(page, `account-${hash}`, '.mp-account-page');
    }
    // The detector on a wing root too: an unbreakable word in the section is reported, then taken out again.
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.id = 'pseudo-probe';
      probe.textContent = 'Ŵ'.repeat(60);
      // The account page breaks words longer than a line (overflow-wrap: anywhere): the probe keeps its word whole.
      probe.style.overflowWrap = 'normal';
      document.querySelector('.mp-account-page h1')!.after(probe);
    });
    await check(page, 'probe', '.mp-account-page');
    expect(clipped.some((c) => c.screen === 'probe' && c.what.includes('pseudo-probe'))).toBe(true);
    clipped.splice(0, clipped.length, ...clipped.filter((c) => c.screen !== 'probe'));
    checked.pop();
    await page.evaluate(() => document.getElementById('pseudo-probe')?.remove());
    await page.locator('#account-menu button[aria-haspopup="menu"]').click();
    await page.locator('[role="menu"]').waitFor();
    await check(page, 'account-menu', '#account-menu');
    await page.keyboard.press('Escape');

    const book = page.locator('.mp-account-page .mp-address-book');
    await book.locator(':scope > button.mp-button--primary').click();
    const form = book.locator('form.mp-address-form');
    await form.waitFor();
    await check(page, 'address-form', '.mp-account-page');
    await form.locator('button[type="submit"]').click();
    await form.locator('.mp-select__error, .mp-text-input__error').first().waitFor();
    await check(page, 'address-form-errors', '.mp-account-page');
    // Save one address (the first option of each select), then ask to delete it.
    const combos = form.locator('[role="combobox"]');
    for (let i = 0; i < (await combos.count()); i += 1) {
      const combo = combos.nth(i);
      await expect.poll(() => combo.isEnabled(), { timeout: 15_000 }).toBe(true);
      await combo.focus();
      await page.keyboard.press('ArrowDown');
      await page.locator(`[id="${await combo.getAttribute('aria-controls')}"] [role="option"]`).first().waitFor();
      if (i === 0) await check(page, 'address-select-open', '.mp-account-page');
      if (!(await combo.getAttribute('aria-activedescendant'))) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      // The next level's select appears once this one is chosen.
      await expect.poll(() => combos.count(), { timeout: 5_000 }).toBeGreaterThan(i + 1).catch(() => undefined);
    }
    await form.locator('[name="detailAddress"]').fill('12 Jalan Ampang');
    await form.locator('[name="postcode"]').fill('50450');
    await form.locator('[name="recipient"]').fill('Tan Mei Ling');
    await form.locator('[name="serviceNumber"]').fill('0123456789');
    await form.locator('button[type="submit"]').click();
    await book.locator('.mp-address-book__list > li').first().waitFor();
    await check(page, 'address-list', '.mp-account-page');
    await book.locator('.mp-address-book__list > li').first().locator('button').nth(1).click();
    await page.locator('[role="alertdialog"]').waitFor();
    await check(page, 'address-delete-dialog', '[role="alertdialog"]');
  });

  it('Account area at 200 % text size: every section fits 360 px with the pseudo texts', async () => {
    await wingSetup();
    const page = await logInOnPage(e2e, 'MY', SEED.my.email, '/user/profile');
    await largeText(page);
    for (const hash of Object.keys(PROFILE_SECTIONS)) {
      await wingPage(`/user/profile?site=MY#${hash}`, '.mp-account-page h1');
      await page.locator('.mp-account-page [aria-busy="true"]').waitFor({ state: 'detached' }).catch(() => undefined);
      await page.locator('.mp-account-page .mp-lazy-part, .mp-account-loading').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await waitForText(page.locator('.mp-account-page h1').first(), /\[/);
      const screen = `large-text-${hash}`;
      checked.push(screen);
      clipped.push(...(await unfitAtLargeText(page, '.mp-account-page')).map((what) => ({ screen, what })));
    }
  });

  it('ResetPassword and its success view (forgot password by e-mail)', async () => {
    const page = await open('/demo/my?lang=ms');
    const dialog = page.locator('.mp-popup');
    await dialog.getByRole('button', { name: P('login.forgot') }).click();
    await waitForScreen(page, 'ForgetPassword');
    await dialog.getByRole('textbox').first().fill(SEED.my.email);
    await dialog.getByRole('button', { name: P('popup.next') }).click();
    await waitForScreen(page, 'Verify');
    await typePseudoCode(page, await e2e.readCode(SEED.my.email));
    await waitForScreen(page, 'ResetPassword');
    await check(page, 'ResetPassword');
    await dialog.getByLabel(P('reset.newPassword')).fill(PASSWORDS.reset);
    await dialog.getByLabel(P('reset.retype')).fill(PASSWORDS.reset);
    await dialog.getByRole('button', { name: P('reset.submit') }).click();
    await waitForText(dialog, P('reset.successTitle'));
    await check(page, 'ResetPassword-success');
  });

  it('finds nothing clipped on any screen', () => {
    expect(checked, 'screens checked').toEqual([
      'Login-password',
      'Login-code',
      'Qrcode',
      'Registry-phone',
      'Registry-email',
      'ForgetPassword',
      'Verify',
      'ProfileComplete-1',
      'ProfileComplete-2',
      'PhoneCall',
      'VerifyMethodList',
      'Dialog-bot',
      'Toast-error',
      'page-login',
      'page-register',
      'page-link-expired',
      'page-guest-register',
      'page-change-password-signed-out',
      'page-logout-signed-out',
      'page-forget-password',
      'page-forget-password-code',
      'page-reset-password',
      'page-change-password',
      'page-logout-dialog',
      'page-verify',
      'page-verify-code',
      'account-dashboard',
      'account-my-profile',
      'account-edit-profile',
      'account-email-change',
      'account-mobile-change',
      'account-password-change',
      'account-settings',
      'account-address-book',
      'account-menu',
      'address-form',
      'address-form-errors',
      'address-select-open',
      'address-list',
      'address-delete-dialog',
      ...Object.keys(PROFILE_SECTIONS).map((hash) => `large-text-${hash}`),
      'ResetPassword',
      'ResetPassword-success',
    ]);
    expect(clipped.map((c) => `${c.screen}: ${c.what}`)).toEqual([]);
  });
});
