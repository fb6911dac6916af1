// Accessibility of the popup states accessibility.e2e.ts does not reach (issue 14, WCAG 2.2 AA): PhoneCall and
// VerifyMethodList (a risky phone), the QR code scanned and refused, an error toast, the bot-check dialog, the busy
// dialog and the account-restore dialog (a social login of an account waiting for deletion), in English, Urdu (right
// to left), Thai (a complex script) and Burmese (Myanmar's default language, a complex script). axe with the WCAG 2.2 A/AA tags on the popup root in each state; focus inside
// the popup after each screen change. Each run's states are rows of a table (STATES); selectors are language-free.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { SEED, WCAG22AA_TAGS, describeE2E, useE2E, waitForScreen, type E2E } from './harness.js';

interface Run {
  readonly lang: string;
  readonly site: string;
  readonly path: string;
  readonly buyer: string;
}

const RUNS: readonly Run[] = [
  { lang: 'en', site: 'SG', path: '/demo/sg', buyer: SEED.sg.email },
  { lang: 'ur', site: 'PK', path: '/demo/pk', buyer: 'buyer.pk@example.com' },
  { lang: 'th', site: 'TH', path: '/demo/th', buyer: 'buyer.th@example.com' },
  { lang: 'my', site: 'MM', path: '/demo/mm', buyer: 'buyer.mm@example.com' },
];

const ROOT = '.mp-popup-root';
const DIALOG = '.mp-popup[role="dialog"]';

/** The user row of a buyer (the tests prepare the server's data through its database, as a seed would). */
const userOf = (e2e: E2E, email: string) =>
  e2e.server.db.prepare('SELECT id, phone FROM users WHERE email = ?').get(email) as { id: number; phone: string };

async function openPopup(e2e: E2E, run: Run): Promise<Page> {
  await e2e.context.addCookies([{ name: 'hng', value: encodeURIComponent(`${run.site}|${run.lang}`), url: e2e.url }]);
  const page = await e2e.open(run.path, { waitForSwap: false });
  await page.locator('a[data-member-login]').first().focus();
  await page.evaluate(() => {
    const global = window as unknown as { MemberPopupQueue?: unknown[] };
    (global.MemberPopupQueue ??= []).push(['open', { screen: 'Login' }]);
  });
  await waitForScreen(page, 'Login', 30_000);
  return page;
}

async function expectFocusInPopup(page: Page, where: string): Promise<void> {
  const inside = await page.evaluate((selector) => {
    const active = document.activeElement;
    return Boolean(active && active !== document.body && active.closest(selector));
  }, `${ROOT}`);
  expect(inside, `${where}: focus inside the popup`).toBe(true);
}

interface State {
  readonly name: string;
  reach(page: Page, e2e: E2E, run: Run): Promise<void>;
}

const click = (page: Page, selector: string) => page.locator(selector).first().click();
const wait = (page: Page, selector: string, timeout = 15_000) => page.locator(selector).first().waitFor({ state: 'visible', timeout });

/** A risky phone: code login → PhoneCall → voice → Verify → the other methods. */
const RISKY: readonly State[] = [
  {
    name: 'PhoneCall',
    reach: async (page, e2e, run) => {
      const { phone } = userOf(e2e, run.buyer);
      e2e.server.db.prepare('INSERT OR IGNORE INTO risky_phones (phone, reason) VALUES (?, ?)').run(phone, 'e2e: accessibility');
      await page.locator(`${DIALOG} .mp-segmented [role="radio"]`).nth(1).click();
      const national = phone.replace(/^\+/, '').slice(SITE_CODES[run.site]!.length);
      await page.locator(`${DIALOG} input[name="phone"]`).fill(national);
      await click(page, `${DIALOG} form button[type="submit"]`);
      await waitForScreen(page, 'PhoneCall');
      await expectFocusInPopup(page, 'PhoneCall');
    },
  },
  {
    name: 'Verify (voice, risky phone)',
    reach: async (page) => {
      await click(page, `${DIALOG} .mp-phone-call .mp-button--primary`);
      await waitForScreen(page, 'Verify');
      await expectFocusInPopup(page, 'Verify');
    },
  },
  {
    name: 'VerifyMethodList',
    reach: async (page) => {
      await click(page, `${DIALOG} .mp-screen__switch button`);
      await waitForScreen(page, 'VerifyMethodList');
      await wait(page, `${DIALOG} .mp-methods__option`);
      await expectFocusInPopup(page, 'VerifyMethodList');
    },
  },
];

/** Forgot password with a wrong code: the error toast. */
const TOAST: readonly State[] = [
  {
    name: 'error toast (wrong code)',
    reach: async (page, e2e, run) => {
      await click(page, `${DIALOG} .mp-form__aside button`);
      await waitForScreen(page, 'ForgetPassword');
      await page.locator(`${DIALOG} input[name="account"]`).fill(run.buyer);
      await click(page, `${DIALOG} form button[type="submit"]`);
      await waitForScreen(page, 'Verify');
      const code = await e2e.readCode(run.buyer);
      const cell = page.locator(`${DIALOG} .mp-passcode__cell`).first();
      await expect.poll(() => cell.getAttribute('readonly')).toBeNull();
      await cell.focus();
      await page.keyboard.type(code === '000000' ? '111111' : '000000', { delay: 20 });
      await wait(page, `${DIALOG} .mp-toast[data-state="open"], ${DIALOG} .mp-passcode[data-invalid]`);
      await expectFocusInPopup(page, 'Verify refused');
    },
  },
];

/** harness.passSlider finds the slider by its English name; this one by its role (any language): arrows, then End. */
async function passSliderAnyLanguage(page: Page, slider: Locator): Promise<void> {
  await slider.waitFor({ state: 'visible' });
  await expect.poll(() => slider.getAttribute('aria-disabled'), { timeout: 10_000 }).not.toBe('true');
  await slider.focus();
  for (let i = 0; i < 5; i += 1) {
    await slider.press('ArrowRight');
    await page.waitForTimeout(60);
  }
  await slider.press('End');
}

/** The QR session the Qrcode screen shows (kept from the scan to the refusal). */
let scannedSession = '';

/** The QR code, scanned on the phone, then refused there. */
const QR: readonly State[] = [
  {
    name: 'Qrcode, scanned',
    reach: async (page, e2e, run) => {
      // Earlier runs leave codes open (a refused code is replaced by a fresh one): scan this popup's own code.
      const earlier = new Set(e2e.server.qr.open().map((open) => open.requestId));
      await click(page, `${DIALOG} .mp-login__qr`);
      await waitForScreen(page, 'Qrcode');
      const session = await newQrSession(e2e, earlier);
      scannedSession = session;
      e2e.server.qr.scanQr(session, userOf(e2e, run.buyer).id);
      await wait(page, `${DIALOG} .mp-qrcode[data-status="scanned"]`);
    },
  },
  {
    name: 'Qrcode, refused on the phone (a new code)',
    reach: async (page, e2e, run) => {
      e2e.server.qr.rejectQr(scannedSession, userOf(e2e, run.buyer).id);
      // The refused code is replaced by a fresh one, or the screen offers a new code.
      await wait(page, `${DIALOG} .mp-qrcode[data-status="pending"] .mp-qrcode__image, ${DIALOG} .mp-qrcode[data-status="error"]`);
    },
  },
];

/** The bot check on a password login: the dialog, then passed by keyboard. */
const BOT: readonly State[] = [
  {
    name: 'bot-check dialog',
    reach: async (page, e2e, run) => {
      await e2e.setBotCheck(true);
      await page.locator(`${DIALOG} input[name="loginName"]`).fill(run.buyer);
      await page.locator(`${DIALOG} input[name="password"]`).fill(`${SEED.password}x`);
      await click(page, `${DIALOG} form button[type="submit"]`);
      await wait(page, `${ROOT} [role="dialog"]:not(.mp-popup) .mp-slider[data-state="ready"]`);
      await expectFocusInPopup(page, 'bot dialog');
    },
  },
  {
    name: 'bot-check dialog passed, back on Login',
    reach: async (page, e2e) => {
      await passSliderAnyLanguage(page, page.locator(`${ROOT} [role="dialog"]:not(.mp-popup) [role="slider"]`));
      await page.locator(`${ROOT} [role="dialog"]:not(.mp-popup)`).waitFor({ state: 'detached' });
      await e2e.setBotCheck(false);
      await waitForScreen(page, 'Login');
      await expectFocusInPopup(page, 'after the bot check');
    },
  },
];

/** A social login of an account waiting for deletion: the restore dialog. */
const RESTORE: readonly State[] = [
  {
    name: 'account-restore dialog',
    reach: async (page, e2e, run) => {
      const { id } = userOf(e2e, run.buyer);
      const subject = `facebook-restore-${run.site.toLowerCase()}`;
      e2e.server.db.prepare('INSERT OR IGNORE INTO social_accounts (provider, subject, user_id, email, suspended, created_at) VALUES (?, ?, ?, ?, 0, ?)').run('FACEBOOK', subject, id, run.buyer, Date.now());
      e2e.server.db.prepare("UPDATE users SET status = 'DELETION_PENDING', deletion_requested_at = ? WHERE id = ?").run(Date.now() - 86_400_000, id);
      const [consent] = await Promise.all([e2e.context.waitForEvent('page'), click(page, `${DIALOG} .mp-social__button:has([data-provider="facebook"])`)]);
      await consent.waitForLoadState();
      await consent.locator(`input[name="identity"][value="linked:${subject}"]`).check();
      await Promise.all([consent.waitForEvent('close'), consent.locator('form button[type="submit"]').last().click()]);
      await wait(page, `${ROOT} [role="alertdialog"]`);
      await expectFocusInPopup(page, 'restore dialog');
    },
  },
];

/** The calling codes of the runs' sites (the phone field takes the national number). */
const SITE_CODES: Readonly<Record<string, string>> = { SG: '65', PK: '92', TH: '66', MM: '95' };

/** Each group starts from a fresh Login screen; the table is what a new state extends. */
const STATES: ReadonlyArray<readonly [group: string, states: readonly State[]]> = [
  ['risky phone', RISKY],
  ['toast', TOAST],
  ['QR', QR],
  ['bot check', BOT],
  ['restore', RESTORE],
];

/** The first pending QR session not in `earlier` (the one the popup just created), waited for up to 10 s. */
async function newQrSession(e2e: E2E, earlier: ReadonlySet<string>): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = e2e.server.qr.open().find((open) => open.status === 'PENDING' && !earlier.has(open.requestId));
    if (found) return found.requestId;
    if (Date.now() > deadline) throw new Error('no new QR session');
    await new Promise((done) => setTimeout(done, 100));
  }
}

describeE2E('accessibility of the remaining popup states (WCAG 2.2 AA)', () => {
  const e2e = useE2E();
  const scans = new Map<string, string[]>();

  async function scan(page: Page, key: string): Promise<void> {
    await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 200)));
    scans.set(key, await e2e.axe(page, ROOT, WCAG22AA_TAGS));
  }

  it.each(RUNS.flatMap((run) => STATES.map(([group, states]) => ({ ...run, group, states }))))(
    '$lang ($site): $group',
    async ({ group, states, ...run }) => {
      const page = await openPopup(e2e, run);
      try {
        for (const state of states) {
          try {
            await state.reach(page, e2e, run);
          } catch (error) {
            throw new Error(`${run.lang}: reaching "${state.name}": ${(error as Error).message}`);
          }
          expect((await page.locator(ROOT).getAttribute('lang'))?.split('-')[0]).toBe(run.lang);
          await scan(page, `${run.lang} ${run.site}: ${group}: ${state.name}`);
        }
      } finally {
        await e2e.setBotCheck(false);
      }
    },
    120_000,
  );

  it('axe (WCAG 2.2 A and AA tags) finds no violation in any scanned popup state', () => {
    const states = [...scans.keys()];
    console.log(`axe wcag22aa (popup states): ${states.length} states scanned`);
    const found = [...scans].filter(([, violations]) => violations.length > 0).map(([state, violations]) => `${state}:\n${violations.join('\n')}`);
    if (found.length) throw new Error(`axe violations in ${found.length} of ${states.length} states:\n\n${found.join('\n\n')}`);
    expect(states.length).toBe(RUNS.length * STATES.reduce((n, [, states]) => n + states.length, 0));
  });
});

// The busy dialog: this server answers every forgot-password start with the traffic limit.
describeE2E('accessibility of the busy dialog (WCAG 2.2 AA)', () => {
  const e2e = useE2E({ limits: { forgotPerIp: { max: 0, windowMs: 15 * 60_000 } } });

  it.each(RUNS)('$lang ($site): busy dialog', async (run) => {
    const page = await openPopup(e2e, run);
    await click(page, `${DIALOG} .mp-form__aside button`);
    await waitForScreen(page, 'ForgetPassword');
    await page.locator(`${DIALOG} input[name="account"]`).fill(run.buyer);
    await click(page, `${DIALOG} form button[type="submit"]`);
    const busy = page.locator(`${ROOT} [role="alertdialog"]`);
    await busy.waitFor();
    await expectFocusInPopup(page, 'busy dialog');
    expect(await e2e.axe(page, ROOT, WCAG22AA_TAGS), `${run.lang}: busy dialog`).toEqual([]);
    await busy.locator('button').last().click();
    await busy.waitFor({ state: 'detached' });
    expect(await page.locator(`${DIALOG} input[name="account"]`).inputValue()).toBe(run.buyer);
  });
});
