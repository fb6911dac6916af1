// @vitest-environment jsdom
/**
 * /user/lazadian's screen (staff-link.tsx) in every state of its stories (Pages/Staff verification), in English and
 * Urdu: each renders its title and texts from the catalogs (no raw key), the domain hint, field errors tied to their
 * field, Try again only after no answer, and the Unlink dialog with its two answers.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPartTranslator, type CatalogPart } from '../../i18n/catalog-parts.js';
import pagesPart from '../../i18n/parts/pages/index.js';
import staffPart from '../../i18n/parts/staff/index.js';
import type { StaffLinkView } from '../../machines/staff-link.view.js';
import * as stories from '../../../stories/pages/staff.stories.js';
import type { StaffPageT } from './page-bits.js';
import { StaffLinkScreen, formatStaffDomains, type StaffLinkSenders } from './staff-link.js';

const PARTS: readonly CatalogPart<string>[] = [pagesPart, staffPart];

afterEach(cleanup);

const views = Object.entries(stories)
  .filter(([name]) => name !== 'default')
  .map(([name, story]) => [name, (story as { args: { view: StaffLinkView } }).args.view] as const);

const senders = (): StaffLinkSenders => ({
  input: vi.fn(),
  submit: vi.fn(),
  submitCode: vi.fn(),
  inputCode: vi.fn(),
  resend: vi.fn(),
  edit: vi.fn(),
  unlink: vi.fn(),
  confirm: vi.fn(),
  cancel: vi.fn(),
  retry: vi.fn(),
});

function show(view: StaffLinkView, t: StaffPageT, given = senders()) {
  render(<StaffLinkScreen view={view} t={t} senders={given} loginUrl="https://member.shop.sg/user/login" doneUrl="https://www.shop.sg/" />);
  return given;
}

describe('staff verification screen', () => {
  it.each(['en', 'ur'])('every story state renders its texts from the catalogs (%s)', async (lang) => {
    const t = (await loadPartTranslator(lang, PARTS)) as unknown as StaffPageT;
    expect(views.length).toBeGreaterThan(20);
    for (const [name, view] of views) {
      show(view, t);
      const text = document.body.textContent ?? '';
      expect(text, name).not.toMatch(/pages\.staff\.|\{[a-z]+\}/);
      // A question dialog renders on the page in its own layer (container "page", issue 27 #1), named by its title,
      // and makes the page behind it inert (aria-hidden too where jsdom lacks inert): the heading is there, out of reach.
      const dialog = screen.queryByRole('alertdialog');
      if (dialog) {
        expect(dialog.closest('.mp-root.mp-layer')?.parentElement, name).toBe(document.body);
        expect(screen.getByRole('alertdialog', { name: /\S/ }), name).toBe(dialog);
      }
      const heading = screen.getByRole('heading', { level: 1, hidden: dialog !== null });
      expect(heading.textContent, name).not.toBe('');
      if (dialog) expect(heading.closest('[inert]'), name).not.toBeNull();
      cleanup();
    }
  });

  it('the hint names the staff domains, isolated; a refused address is under its field, described by it', async () => {
    const t = (await loadPartTranslator('en', PARTS)) as unknown as StaffPageT;
    show(stories.DomainRefused.args!.view!, t);
    const field = screen.getByLabelText('Work email');
    expect((field as HTMLInputElement).value).toBe('ana.lim@gmail.com');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Use your work email address ending in \u2068@staff.example.com\u2069.');
    expect(described.join(' ')).toContain('Only a marketplace work email can be linked.');
    expect(formatStaffDomains(['a.com', 'b.com'], 'en')).toBe('\u2068@a.com\u2069 or \u2068@b.com\u2069');
  });

  it('Try again shows only after no answer, and calls retry', async () => {
    const t = (await loadPartTranslator('en', PARTS)) as unknown as StaffPageT;
    show(stories.TooManySends.args!.view!, t);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('too many codes');
    cleanup();
    const given = show(stories.NoAnswer.args!.view!, t);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(given.retry).toHaveBeenCalledTimes(1);
  });

  it('the Unlink dialog asks; Keep it linked cancels, Unlink confirms', async () => {
    const t = (await loadPartTranslator('en', PARTS)) as unknown as StaffPageT;
    const given = show(stories.UnlinkAsking.args!.view!, t);
    const dialog = screen.getByRole('alertdialog', { name: 'Unlink your work email?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it linked' }));
    expect(given.cancel).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(given.confirm).toHaveBeenCalledTimes(1);
  });
});
