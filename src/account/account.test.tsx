// @vitest-environment jsdom
/**
 * The account entry's pieces in jsdom: the menu's items by account (add/change, set/change password), the menu button
 * pattern's keys and the logout confirmation; the sub-page table's routing; drafts kept once across a login redirect.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveHosts } from '../config/hosts.js';
import { createPartTranslator } from '../i18n/catalog-parts.js';
import accountPart from '../i18n/parts/account/index.js';
import { AccountMenu, accountMenuItems, displayName } from '../screens/account/account-menu.js';
import type { AccountT } from '../screens/account/text.js';
import { saveDraft, takeDraft } from './drafts.js';
import { accountLinks } from './links.js';
import { DEFAULT_SECTION, PROFILE_SECTIONS, sectionOf } from './profile-sections.js';

afterEach(cleanup);
const t = createPartTranslator('en', [accountPart]) as AccountT;
const links = accountLinks({ hosts: resolveHosts('SG', 'production') });

describe('account menu', () => {
  it('offers add e-mail, add mobile and set password to an account without them', () => {
    const keys = accountMenuItems({ email: '', phone: '', hasPassword: false }).map((i) => i.key);
    expect(keys).toContain('account.menu.addEmail');
    expect(keys).toContain('account.menu.addMobile');
    expect(keys).toContain('account.menu.setPassword');
    expect(accountMenuItems({ email: 'a@b.co', phone: '1', hasPassword: true }).map((i) => i.key)).toHaveLength(12);
    expect(displayName({ nickname: ' ', name: 'Tan', email: 'x' })).toBe('Tan');
  });

  it('opens on ArrowDown with focus on the first item, closes on Escape with focus back, and confirms logout', async () => {
    const onLogout = vi.fn(async () => {});
    render(<AccountMenu user={{ name: 'Tan Wei Ling', email: 'a@b.co', phone: '9', hasPassword: true }} t={t} links={links} onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: /Tan Wei Ling/ });
    button.focus();
    await act(async () => void fireEvent.keyDown(button, { key: 'ArrowDown' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'My account', 'My profile', 'Edit profile', 'Change email', 'Change mobile', 'Change password',
      'Feedback', 'Help', 'Policies', 'Security', 'Settings', 'Log out',
    ]);
    expect(document.activeElement).toBe(items[0]);
    // The one password change is the member page, coming back to the dashboard.
    const member = resolveHosts('SG', 'production').member;
    expect(items[5]!.getAttribute('href')).toBe(`${member}/user/change-password?redirect=${encodeURIComponent(`${member}/user/profile#dashboard`)}`);
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'End' }));
    expect(document.activeElement).toBe(items[11]);
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'h' }));
    expect(document.activeElement?.textContent).toBe('Help');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await act(async () => void fireEvent.click(button));
    await act(async () => void fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' })));
    expect(onLogout).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(false);
    await act(async () => void fireEvent.click(button));
    await act(async () => void fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    expect(onLogout).toHaveBeenCalledTimes(1);
  }, 30_000);
});

describe('profile sub-pages and drafts', () => {
  it('routes every hash of the table and falls back to the dashboard', () => {
    for (const name of Object.keys(PROFILE_SECTIONS)) expect(sectionOf(`#${name}`)).toBe(name);
    expect(sectionOf('#nope')).toBe(DEFAULT_SECTION);
    expect(sectionOf('')).toBe('dashboard');
    expect(sectionOf('#__proto__')).toBe('dashboard');
  });

  it('keeps a draft for its sub-page and gives it back once', () => {
    saveDraft('edit-profile', { nickname: 'Wei' });
    expect(takeDraft('email-change')).toBeUndefined();
    expect(takeDraft('edit-profile')).toEqual({ nickname: 'Wei' });
    expect(takeDraft('edit-profile')).toBeUndefined();
  });
});

describe('phone numbers in the account area', () => {
  it('are written the market\'s way on My profile and the dashboard card (issue 14: formatted per market)', async () => {
    const { MyProfile } = await import('../screens/account/my-profile.js');
    const { ProfileCard } = await import('../screens/account/dashboard.js');
    const { formatPhone } = await import('../i18n/format.js');
    const user = {
      id: '1', name: 'Tan Wei Ling', nickname: '', email: 'buyer.sg@example.com', phone: '91234567', phonePrefixCode: '65',
      gender: '', birthday: '2001-02-03', taxId: '', branchId: '', hasPassword: true, hasPinCode: false,
      enableNewsletter: false, enableSmsNewsletter: false,
    } as unknown as import('../api/account.js').AccountUser;
    render(<MyProfile user={user} site="SG" t={t} href={(s) => `#${s}`} formatBirthday={(v) => v} />);
    // The nickname falls back to the phone, and the mobile row shows it: both formatted, isolated left to right.
    expect(screen.getAllByText('\u2066+65 9123 4567\u2069')).toHaveLength(2);
    cleanup();
    render(<ProfileCard user={user} t={t} href={(s) => `#${s}`} formatPhone={(e164) => formatPhone(e164, 'SG')} />);
    expect(screen.getByText('\u2066+65 9123 4567\u2069')).toBeTruthy();
  });
});
