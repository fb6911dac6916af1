// Pseudo-locale run (issue 14): every popup catalog chunk the page loads is swapped, at test time, for a pseudo
// catalog generated from en.ts: every letter accented, every text about 40 % longer (extra words), wrapped in
// brackets, placeholders kept. Every popup screen is then opened at 360 px and checked for anything clipped: an
// element whose content is wider than its box (scrollWidth > clientWidth), a text line running out of its element,
// or the panel running off the viewport. Screens are reached by the real flows against the reference server.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import en, { type MessageKey } from '../../src/i18n/catalogs/en.js';
import { PASSWORDS, SEED, describeE2E, nextFrames, useE2E, waitForScreen, waitForText } from './harness.js';

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

const PSEUDO: Record<string, unknown> = Object.fromEntries(
  Object.entries(en).map(([key, message]) => [
    key,
    typeof message === 'string' ? pseudo(message) : Object.fromEntries(Object.entries(message).map(([form, text]) => [form, pseudo(text!)])),
  ]),
);

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

interface Clipped {
  readonly screen: string;
  readonly what: string;
}

describeE2E('pseudo-locale at 360 px: nothing clipped', () => {
  const e2e = useE2E();
  const clipped: Clipped[] = [];
  const checked: string[] = [];
  let swapped = 0;

  /** Serves the pseudo catalog in place of every popup catalog chunk (a lazy chunk recognised by two of its keys). */
  async function pseudoCatalogs(page: Page): Promise<void> {
    // Lazy chunks only (the entry has English built in, with the same keys).
    await page.route(/\/chunks\/[^/]+\.js(\?|$)/, async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
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
    await waitForScreen(page, 'Login');
    await page.setViewportSize({ width: 360, height: 740 });
    await waitForText(page.locator('.mp-popup'), P('login.title'));
    return page;
  }

  /** Records every clipped element and text line of the popup on the current screen. */
  async function check(page: Page, screen: string): Promise<void> {
    await nextFrames(page);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const root = document.querySelector<HTMLElement>('.mp-popup');
      if (!root) return ['no popup'];
      const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.id ? `#${el.id}` : ''}`;
      const panel = root.getBoundingClientRect();
      if (panel.left < -0.5 || panel.right > document.documentElement.clientWidth + 0.5) out.push(`panel ${Math.round(panel.left)}..${Math.round(panel.right)} off the viewport`);
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
      return out;
    });
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
      'ResetPassword',
      'ResetPassword-success',
    ]);
    expect(clipped.map((c) => `${c.screen}: ${c.what}`)).toEqual([]);
  });
});
