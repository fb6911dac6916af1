// The address book in Chromium against the reference server, on the product's own page: /user/profile (the account
// entry's browser build) with its #address-book sub-page and the dashboard's default-address summary. ID (voyager
// layout, down to the kelurahan) and PK (classic layout): add two addresses, set defaults, edit, delete, see the
// defaults on the dashboard summary; keyboard only; axe clean; the select read as combobox + listbox + active option.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SEED, describeE2E, useE2E, waitForPopupClosed, waitForScreen } from './harness.js';

const BUYERS = { ID: 'buyer.id@example.com', PK: 'buyer.pk@example.com' } as const;

async function logIn(page: Page, e2e: ReturnType<typeof useE2E>, site: 'ID' | 'PK'): Promise<void> {
  await e2e.open(`/demo/${site.toLowerCase()}?lang=en`);
  await page.getByRole('link', { name: 'Log in' }).click();
  const dialog = await waitForScreen(page, 'Login');
  await dialog.getByLabel('Phone number or email').fill(BUYERS[site]);
  await dialog.getByLabel('Password', { exact: true }).fill(SEED.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await waitForPopupClosed(page);
}

async function axeClean(page: Page, e2e: ReturnType<typeof useE2E>): Promise<void> {
  expect(await e2e.axe(page, '.mp-page')).toEqual([]);
}

/** Keyboard: focus the select, type, check the ARIA wiring, choose with ArrowDown + Enter. */
async function chooseByKeyboard(page: Page, label: RegExp, text: string): Promise<void> {
  const combo = page.getByRole('combobox', { name: label });
  await expect.poll(() => combo.isEnabled(), { timeout: 15_000 }).toBe(true);
  await combo.focus();
  await page.keyboard.type(text);
  const listId = await combo.getAttribute('aria-controls');
  expect(await combo.getAttribute('aria-expanded')).toBe('true');
  const listbox = page.locator(`[id="${listId}"][role="listbox"]`);
  await listbox.waitFor({ state: 'visible' });
  await expect.poll(() => listbox.getByRole('option').first().textContent()).toBe(text);
  await page.keyboard.press('ArrowDown');
  const active = await combo.getAttribute('aria-activedescendant');
  expect(active, 'aria-activedescendant names the active option').toBeTruthy();
  expect(await page.locator(`[id="${active}"]`).getAttribute('role')).toBe('option');
  await page.keyboard.press('Enter');
  expect(await combo.inputValue()).toBe(text);
}

async function typeInto(page: Page, label: RegExp, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).focus();
  await page.keyboard.type(text);
}

async function pressButton(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).first().focus();
  await page.keyboard.press('Enter');
}

/**
 * The account entry's profile page for a market and language, on one of its sub-pages. The member pages speak the
 * language the buyer chose on the shop (the hng cookie), so the shop's home page in that language comes first.
 */
async function openProfile(page: Page, e2e: ReturnType<typeof useE2E>, site: 'ID' | 'PK', lang: string, hash: 'address-book' | 'dashboard') {
  await page.goto(`${e2e.url}/demo/${site.toLowerCase()}?lang=${lang}`);
  await page.goto(`${e2e.url}/user/profile?site=${site}#${hash}`);
}

const cards = (page: Page) => page.getByRole('list', { name: /Alamat Anda|Your addresses/ }).locator(':scope > li');

describeE2E('address book in Chromium', () => {
  const e2e = useE2E();

  it('ID (kelurahan): add two, set defaults, edit, delete, defaults on the dashboard; keyboard only, axe clean', async () => {
    const page = e2e.page;
    await logIn(page, e2e, 'ID');
    await openProfile(page, e2e, 'ID', 'id', 'address-book');
    await page.getByText('Anda belum menyimpan alamat.').waitFor();
    await axeClean(page, e2e);

    for (const [kelurahan, detail, postcode] of [
      ['Cikini', 'Jl. Cikini Raya No. 73', '10330'],
      ['Gondangdia', 'Jl. Teuku Umar No. 1', '10350'],
    ] as const) {
      await pressButton(page, 'Tambah alamat');
      await page.getByRole('heading', { name: 'Tambah alamat baru' }).waitFor();
      await chooseByKeyboard(page, /^Provinsi/, 'DKI Jakarta');
      await chooseByKeyboard(page, /^Kota\/Kabupaten/, 'Kota Jakarta Pusat');
      await chooseByKeyboard(page, /^Kecamatan/, 'Menteng');
      await chooseByKeyboard(page, /^Kelurahan\/Desa/, kelurahan);
      await typeInto(page, /^Alamat lengkap$/, detail);
      await typeInto(page, /^Kode pos/, postcode);
      await typeInto(page, /^Nama penerima/, 'Siti Rahayu');
      await typeInto(page, /^Nomor telepon/, '081234567890');
      if (kelurahan === 'Cikini') await axeClean(page, e2e);
      await page.keyboard.press('Enter');
      await page.getByText('Alamat disimpan.').waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Tambah alamat baru' }).count()).toBe(0);
    }
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await cards(page).nth(0).textContent()).toContain('Cikini, Menteng');

    await pressButton(page, 'Jadikan alamat penagihan utama');
    await page.getByText('Alamat utama diperbarui.').waitFor();
    await expect.poll(() => cards(page).nth(1).getByText('Alamat penagihan utama').count()).toBe(1);

    await pressButton(page, 'Ubah alamat 1');
    const detail = page.getByRole('textbox', { name: /^Alamat lengkap$/ });
    await detail.waitFor();
    expect(await detail.inputValue()).toBe('Jl. Cikini Raya No. 73');
    await detail.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('5');
    await pressButton(page, 'Simpan');
    await expect.poll(() => cards(page).nth(0).textContent()).toContain('Jl. Cikini Raya No. 75');

    // The dashboard summary (a fresh load): shipping = the first, billing = the second.
    await openProfile(page, e2e, 'ID', 'id', 'dashboard');
    const summary = page.locator('.mp-default-addresses');
    await expect.poll(() => summary.textContent()).toContain('Jl. Cikini Raya No. 75');
    expect(await summary.textContent()).toContain('Gondangdia');
    await page.getByRole('link', { name: 'Kelola alamat' }).click();
    await expect.poll(() => cards(page).count()).toBe(2);

    await pressButton(page, 'Hapus alamat 2');
    const confirm = page.getByRole('alertdialog', { name: 'Hapus alamat ini?' });
    await confirm.waitFor();
    await axeClean(page, e2e);
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Alamat dihapus.').waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await axeClean(page, e2e);
  });

  it('PK (classic layout, Urdu right to left): add two, defaults, edit, delete', async () => {
    const page = e2e.page;
    // PK is not a full site (no popup offered on its demo page): the buyer signs in on the ID demo; the address book's
    // market is the page's site.
    await logIn(page, e2e, 'ID');
    await openProfile(page, e2e, 'PK', 'en', 'address-book');
    await page.getByText("You haven't saved an address yet.").waitFor();
    for (const line1 of ['House 12, Street 4, Gulberg III', 'Flat 3, Block B, Johar Town']) {
      await pressButton(page, 'Add address');
      await typeInto(page, /^Address line 1/, line1);
      await chooseByKeyboard(page, /^Province/, 'Punjab');
      await chooseByKeyboard(page, /^District/, 'Lahore');
      await chooseByKeyboard(page, /^Tehsil/, 'Model Town');
      await typeInto(page, /^Recipient's name/, 'Ayesha Khan');
      await typeInto(page, /^Contact number/, '03001234567');
      await pressButton(page, 'Save');
      await page.getByText('Address saved.').waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Add a new address' }).count()).toBe(0);
    }
    await expect.poll(() => cards(page).count()).toBe(2);
    await pressButton(page, 'Set as default shipping');
    await expect.poll(() => cards(page).nth(1).getByText('Default shipping address').count()).toBe(1);
    await pressButton(page, 'Edit address 1');
    await typeInto(page, /^Address line 2/, 'Near Liberty Market');
    await pressButton(page, 'Save');
    await expect.poll(() => cards(page).nth(0).textContent()).toContain('Near Liberty Market');
    await pressButton(page, 'Delete address 1');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(1);
    await axeClean(page, e2e);

    // Urdu: right to left, the same section.
    await openProfile(page, e2e, 'PK', 'ur', 'address-book');
    await page.getByRole('heading', { level: 1, name: 'ایڈریس بک' }).waitFor();
    expect(await page.locator('.mp-page').getAttribute('dir')).toBe('rtl');
    await axeClean(page, e2e);
  });

  it('/user/profile#address-book adds an address, and the dashboard shows its defaults and links back', async () => {
    const page = e2e.page;
    await logIn(page, e2e, 'ID');
    await openProfile(page, e2e, 'ID', 'en', 'address-book');
    await page.getByRole('heading', { level: 1, name: 'Address book' }).waitFor();
    await pressButton(page, 'Add address');
    await chooseByKeyboard(page, /^Province/, 'Bali');
    await typeInto(page, /^Detail address$/, 'Jl. Danau Tamblingan No. 80, Sanur');
    await typeInto(page, /^Postcode/, '80228');
    await typeInto(page, /^Recipient's name/, 'Made Wirawan');
    await typeInto(page, /^Contact number/, '081234567890');
    await pressButton(page, 'Save');
    await page.getByText('Address saved.').waitFor();
    await axeClean(page, e2e);

    await openProfile(page, e2e, 'ID', 'en', 'dashboard');
    const summary = page.locator('.mp-default-addresses');
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toContain('Jl. Danau Tamblingan No. 80, Sanur');
    expect(await summary.textContent()).toContain('Default shipping address');
    await summary.getByRole('link', { name: 'Manage addresses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Address book' }).waitFor();
    await axeClean(page, e2e);
  });
});
