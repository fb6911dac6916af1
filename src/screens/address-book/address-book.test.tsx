// @vitest-environment jsdom
/**
 * The address book section inside <PageRoot>, against the real reference server (examples/server) through the
 * package's own member client: keyboard-only add (cascading selects of ID down to the kelurahan), defaults, edit,
 * delete with confirmation, the dashboard summary, and axe in every state.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startChildServer, type ChildServer } from './__fixtures__/server.js';
import { axeViolations } from '../../components/internal/__fixtures__/axe.js';
import type { SiteCode } from '../../config/sites.js';
import { PageRoot } from '../page/index.js';
import { AddressBookSection, DefaultAddresses, addressPart } from './index.js';

let t: ChildServer;
beforeAll(async () => {
  t = await startChildServer();
}, 40_000);
afterAll(async () => {
  await t.stop();
});
afterEach(cleanup);

async function mount(site: SiteCode, language: string, children: () => ReactElement) {
  const b = await signedInClient(t.url, site);
  const view = render(
    <PageRoot options={{ site, language, member: b.member, url: `${t.url}/user/profile#address-book`, navigate: () => {} }} parts={[addressPart]}>
      {children}
    </PageRoot>,
  );
  return { b, view };
}

const user = () => userEvent.setup();

async function choose(u: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  const combo = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(combo.getAttribute('aria-disabled')).toBeNull());
  combo.focus();
  await u.keyboard(text);
  await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toBe(text));
  await u.keyboard('{ArrowDown}{Enter}');
  expect((combo as HTMLInputElement).value).toBe(text);
}

describe('AddressBookSection embedded in the account page (issue 27: "Address book" said three times)', () => {
  it('has no heading of its own; the section is the labelled region, focusable for focus after a change', async () => {
    const { view } = await mount('SG', 'en', () => <AddressBookSection embedded />);
    await waitFor(() => expect(view.container.querySelector('.mp-address-book__empty, .mp-address-book__list')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Address book' })).toBeNull();
    const region = screen.getByRole('region', { name: 'Address book' });
    expect(region.getAttribute('tabindex')).toBe('-1');
    expect(await axeViolations(view.container)).toEqual([]);
  }, 30_000);
});

describe('AddressBookSection (ID, Indonesian)', () => {
  it('adds two addresses by keyboard (kelurahan level), sets defaults, edits and deletes, axe-clean throughout', async () => {
    const u = user();
    const { view } = await mount('ID', 'id', () => <AddressBookSection />);
    await screen.findByText('Anda belum menyimpan alamat.');
    expect(await axeViolations(view.container)).toEqual([]);

    for (const [kelurahan, detail, postcode] of [
      ['Cikini', 'Jl. Cikini Raya No. 73', '10330'],
      ['Gondangdia', 'Jl. Teuku Umar No. 1', '10350'],
    ] as const) {
      await u.click(await screen.findByRole('button', { name: 'Tambah alamat' }));
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Tambah alamat baru'));
      await choose(u, /^Provinsi/, 'DKI Jakarta');
      await choose(u, /^Kota\/Kabupaten/, 'Kota Jakarta Pusat');
      await choose(u, /^Kecamatan/, 'Menteng');
      await choose(u, /^Kelurahan\/Desa/, kelurahan);
      if (kelurahan === 'Cikini') expect(await axeViolations(view.container)).toEqual([]);
      await u.type(screen.getByRole('textbox', { name: /^Alamat lengkap$/ }), detail);
      await u.type(screen.getByRole('textbox', { name: /^Kode pos/ }), postcode);
      await u.type(screen.getByRole('textbox', { name: /^Nama penerima/ }), 'Siti Rahayu');
      await u.type(screen.getByRole('textbox', { name: /^Nomor telepon/ }), '081234567890');
      await u.keyboard('{Enter}');
      await screen.findByText('Alamat disimpan.');
    }
    const list = await screen.findByRole('list', { name: 'Alamat Anda' });
    await waitFor(() => expect(list.children).toHaveLength(2));
    const cards = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Cikini, Menteng');
    expect(cards[0]!.textContent).toContain('DKI Jakarta 10330');
    expect(within(cards[0]!).getByText('Alamat pengiriman utama')).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);

    // Second address becomes the default billing address.
    await u.click(within(cards[1]!).getByRole('button', { name: 'Jadikan alamat penagihan utama' }));
    await screen.findByText('Alamat utama diperbarui.');
    await waitFor(() => {
      const [first, second] = Array.from(screen.getByRole('list', { name: 'Alamat Anda' }).children) as HTMLElement[];
      expect(within(second!).queryByText('Alamat penagihan utama')).toBeTruthy();
      expect(within(first!).queryByText('Alamat penagihan utama')).toBeNull();
      expect(within(first!).queryByText('Alamat pengiriman utama')).toBeTruthy();
    });

    // Edit the first.
    await u.click(await screen.findByRole('button', { name: 'Ubah alamat 1' }));
    const detail = await screen.findByRole('textbox', { name: /^Alamat lengkap$/ });
    expect((detail as HTMLInputElement).value).toBe('Jl. Cikini Raya No. 73');
    await u.clear(detail);
    await u.type(detail, 'Jl. Cikini Raya No. 75');
    await u.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText(/Jl\. Cikini Raya No\. 75/);

    // Delete the second, after confirming.
    await u.click(await screen.findByRole('button', { name: 'Hapus alamat 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus alamat ini?' });
    expect(await axeViolations(view.container)).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await screen.findByText('Alamat dihapus.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hapus alamat 2' })).toBeNull());
  }, 60_000);

  it('keeps everything typed when the save fails, with the field verdicts', async () => {
    const u = user();
    await mount('ID', 'en', () => <AddressBookSection />);
    await u.click(await screen.findByRole('button', { name: 'Add address' }));
    await choose(u, /^Province/, 'Bali');
    await u.type(screen.getByRole('textbox', { name: /^Detail address$/ }), '1234');
    await u.type(screen.getByRole('textbox', { name: /^Postcode/ }), '8036');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The length of Detail Address should be 5 - 350 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid postcode.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Postcode/ }) as HTMLInputElement).value).toBe('8036');
    // Who receives the parcel is asked first, and left empty it is refused like any required field.
    const recipient = screen.getByRole('textbox', { name: /^Recipient's name/ });
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
    expect(recipient.getAttribute('autocomplete')).toBe('shipping name');
  }, 30_000);
});

describe('DefaultAddresses (PK, Urdu, right to left)', () => {
  it('shows the defaults with a link to the address book', async () => {
    const b = await signedInClient(t.url, 'PK');
    const { createAddressServices } = await import('../../api/address.js');
    const { EMPTY_DRAFT } = await import('../../config/address-forms.js');
    await createAddressServices(b.member, b.config).add({
      ...EMPTY_DRAFT,
      line1: 'House 12, Street 4, Gulberg III',
      province: 'PK-punjab',
      city: 'PK-punjab.lahore',
      district: 'PK-punjab.lahore.model-town',
      recipient: 'عائشہ خان',
      serviceNumber: '03001234567',
    });
    const view = render(
      <PageRoot options={{ site: 'PK', language: 'ur', member: b.member, url: `${t.url}/user/profile`, navigate: () => {} }} parts={[addressPart]}>
        {() => <DefaultAddresses />}
      </PageRoot>,
    );
    const section = await screen.findByRole('region', { name: 'ڈیفالٹ پتے' });
    expect(section.getAttribute('dir')).toBe('rtl');
    await waitFor(() => expect(section.textContent).toContain('Model Town, Lahore'));
    // The recipient beside the contact number, the number isolated left to right on the Urdu page.
    expect(section.textContent).toContain('عائشہ خان · 03001234567');
    expect(section.querySelector('bdi[dir="ltr"]')?.textContent).toBe('03001234567');
    expect(screen.getByRole('link', { name: 'پتوں کا انتظام کریں' }).getAttribute('href')).toBe('#address-book');
    await act(async () => {});
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
