// Addresses as shoppers write them and dates in the shopper's language, in Chromium against the reference server:
// every market's address form asks who receives the parcel (the recipient's name beside the contact number); the
// dashboard's dates in Burmese, Sinhala and Nepali are written in those languages whether or not this Chromium has
// Intl data for them (the package carries the words); screenshots of the address form at 360 px in th, my and ur.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SITE_CODES, getSite, type SiteCode } from '../../src/config/sites.js';
import { DATE_WORDS } from '../../src/i18n/date-words.js';
import { SCREENSHOT_DIR, SEED, describeE2E, useE2E } from './harness.js';

const BOOK = '.mp-account-page .mp-address-book';
const FORM = `${BOOK} form.mp-address-form`;

describeE2E('addresses and dates per market and language', () => {
  const e2e = useE2E();

  /** Signs in as the site's demo buyer on the member login page, in the language the hng cookie names. */
  async function logIn(page: Page, site: SiteCode, lang: string, redirect: string): Promise<void> {
    await e2e.context.addCookies([{ name: 'hng', value: encodeURIComponent(`${site}|${lang}`), url: e2e.url }]);
    await page.goto(`${e2e.url}/user/login?site=${site}&redirect=${encodeURIComponent(`${e2e.url}${redirect}`)}`);
    const form = page.locator('main[data-screen="Login"]');
    await form.waitFor();
    await form.locator('input[name="loginName"]').fill(`buyer.${site.toLowerCase()}@example.com`);
    await form.locator('input[name="password"]').fill(SEED.password);
    await form.locator('form button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === redirect.split(/[?#]/)[0]);
  }

  async function openForm(page: Page, site: SiteCode, lang: string): Promise<void> {
    await e2e.context.addCookies([{ name: 'hng', value: encodeURIComponent(`${site}|${lang}`), url: e2e.url }]);
    await page.goto(`${e2e.url}/user/profile?site=${site}#address-book`);
    await page.locator(`${BOOK} .mp-address-book__empty, ${BOOK} .mp-address-book__list`).first().waitFor();
    await page.locator(`${BOOK} > button.mp-button--primary`).click();
    await page.locator(FORM).waitFor();
  }

  it('every market’s form asks for the recipient’s name first, beside the contact number', async () => {
    const page = e2e.page;
    await logIn(page, 'SG', 'en-SG', '/user/profile');
    for (const site of SITE_CODES) {
      const lang = getSite(site).languages.find((tag) => tag.startsWith('en'))!;
      await openForm(page, site, lang);
      const names = await page.locator(`${FORM} input, ${FORM} textarea, ${FORM} [role="combobox"]`).evaluateAll((els) =>
        els.map((el) => (el as HTMLInputElement).name || el.getAttribute('aria-label') || el.id),
      );
      expect(names.slice(0, 2), site).toEqual(['recipient', 'serviceNumber']);
      const recipient = page.getByRole('textbox', { name: /^Recipient's name/ });
      expect(await recipient.getAttribute('autocomplete'), site).toBe('shipping name');
      // Left empty, it is refused like any required field, and the form says so.
      await page.locator(`${FORM} button[type="submit"]`).click();
      await expect.poll(() => recipient.getAttribute('aria-invalid'), { timeout: 5_000 }).toBe('true');
    }
  });

  it.each([
    ['MM', 'my'],
    ['LK', 'si'],
    ['NP', 'ne'],
  ] as const)('%s dashboard in %s: order dates in the language’s own month names and digits', async (site, lang) => {
    const page = e2e.page;
    await logIn(page, site, lang, '/user/profile');
    await page.goto(`${e2e.url}/user/profile?site=${site}#dashboard`);
    const placed = page.locator('.mp-account-order__placed').first();
    await placed.waitFor({ timeout: 15_000 });
    const text = (await placed.textContent()) ?? '';
    const intl = await page.evaluate((tag) => new Intl.DateTimeFormat(tag).resolvedOptions().locale, lang);
    console.log(`${lang}: Chromium's Intl resolves "${lang}" to "${intl}"; the dashboard writes "${text}"`);
    const words = DATE_WORDS[lang]!;
    expect(words.months.some((month) => text.includes(month)), text).toBe(true);
    expect(text).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/);
    if (words.digits) expect(text).toMatch(new RegExp(`[${words.digits}]{4}`));
  });

  it.each([
    ['TH', 'th'],
    ['MM', 'my'],
    ['PK', 'ur'],
  ] as const)('screenshot: the %s address form in %s at 360 px', async (site, lang) => {
    const page = e2e.page;
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, site, lang, '/user/profile');
    await openForm(page, site, lang);
    expect(await page.locator(`${FORM} [name="recipient"]`).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);
    await page.locator(FORM).screenshot({ path: `${SCREENSHOT_DIR}/address-form-${lang}-360.png` });
  });
});
