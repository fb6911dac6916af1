// @vitest-environment jsdom
/**
 * The account menu's own stylesheet (issue 28, styles/build.mjs ACCOUNT_MENU_BLOCKS) is cut from the popup's and the
 * account sheets by class block: every class the menu draws (closed, open, the "Log out?" dialog with its error, and
 * the "Try again" state) must be of a kept block, or that element would be unstyled in a header that links only the
 * menu's sheet. And the sheet the menu links is that one, unless the page links the account area's sheets.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- the build script is plain JavaScript without declarations
import { ACCOUNT_MENU_BLOCKS, blockOf } from '../../styles/build.mjs';
import { resolveHosts } from '../config/hosts.js';
import { createPartTranslator } from '../i18n/catalog-parts.js';
import accountPart from '../i18n/parts/account/index.js';
import { AccountMenu, AccountMenuUnavailable } from '../screens/account/account-menu.js';
import type { AccountT } from '../screens/account/text.js';
import { accountLinks } from './links.js';
import { ACCOUNT_MENU_SHEETS } from './mount-menu.js';

afterEach(cleanup);
const t = createPartTranslator('en', [accountPart]) as AccountT;
const links = accountLinks({ hosts: resolveHosts('SG', 'production') });

/** The blocks (mp-account-menu, mp-dialog, …) of every mp- class in the document. */
const drawnBlocks = () =>
  new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]).filter((name) => name.startsWith('mp-')).map(blockOf));

describe("the account menu's own stylesheet", () => {
  it('covers every class the menu, its open panel, its Log out dialog (with an error) and its retry state draw', async () => {
    render(
      <AccountMenu
        user={{ name: 'Tan Wei Ling', email: 'a@b.co', phone: '9', hasPassword: true }}
        t={t}
        links={links}
        onLogout={() => Promise.reject(new Error('offline'))}
      />,
    );
    const button = screen.getByRole('button', { name: /Tan Wei Ling/ });
    await act(async () => void fireEvent.click(button));
    const seen = drawnBlocks();
    expect(seen).toContain('mp-popover');
    await act(async () => void fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    expect(screen.getByRole('alertdialog').textContent).toContain('Could not log out');
    for (const block of drawnBlocks()) seen.add(block);
    cleanup();
    render(<AccountMenuUnavailable t={t} onRetry={() => {}} />);
    for (const block of drawnBlocks()) seen.add(block);
    expect(seen).toContain('mp-dialog');
    expect([...seen].filter((block) => !ACCOUNT_MENU_BLOCKS.includes(block))).toEqual([]);
  });

  it('is the one sheet the menu links on a header page', () => {
    expect(ACCOUNT_MENU_SHEETS).toEqual(['account-menu']);
  });
});
