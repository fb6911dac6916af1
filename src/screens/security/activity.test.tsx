// @vitest-environment jsdom
// The security activity screen: each kind's words (a folded failure with its count, the provider by name), the
// device line, "This wasn't me" only where someone else could have done it, its confirmation dialog, axe clean.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPartTranslator, type CatalogPart } from '../../i18n/catalog-parts.js';
import accountPart from '../../i18n/parts/account/index.js';
import securityPart from '../../i18n/parts/security/index.js';
import type { ActivityView } from '../../machines/security/activity.machine.js';
import { MOCK_ACTIVITY } from '../../mocks/security.js';
import { expectNoAxeViolations } from '../test-utils.js';
import { ActivityPanel, eventText } from './activity.js';
import type { SecurityT } from './text.js';

afterEach(cleanup);
// axe in jsdom is slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
const t = createPartTranslator<string>('en', [securityPart, accountPart] as CatalogPart<string>[]) as unknown as SecurityT;
const VIEW: ActivityView = { status: 'ready', events: MOCK_ACTIVITY, hasMore: true, loadingMore: false, confirming: null, requesting: false, error: null };
const senders = () => ({ retry: vi.fn(), more: vi.fn(), notMe: vi.fn(), cancel: vi.fn(), confirm: vi.fn() });

describe('security activity', () => {
  it('words every row, with the device, and offers "This wasn\'t me" only where someone else could have acted', async () => {
    const { container } = render(<ActivityPanel view={VIEW} t={t} senders={senders()} formatTime={() => '20 Nov 2026, 4:30 pm'} dialogContainer={null} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.mp-security-event__what')!.textContent)).toEqual([
      'Password changed',
      'Google linked',
      'Logged in on a new device',
      'Logged in with One-time code',
      'Failed login attempts: 3',
      'Extra verification passed',
      'Logged in with Password',
    ]);
    expect(rows[4]!.textContent).toContain('Chrome 131 on Android 14 · 198.51.100.0/24');
    expect(rows[4]!.querySelector('button')).toBeNull();
    expect(rows[0]!.querySelector('button')!.getAttribute('aria-label')).toBe("This wasn't me: Password changed");
    await expectNoAxeViolations(container);
  });

  it('presses "This wasn\'t me" by keyboard, and confirms in a dialog that names the row', async () => {
    const user = userEvent.setup();
    const s = senders();
    const { rerender } = render(<ActivityPanel view={VIEW} t={t} senders={s} formatTime={String} dialogContainer={null} />);
    screen.getByRole('button', { name: "This wasn't me: Password changed" }).focus();
    await user.keyboard('{Enter}');
    expect(s.notMe).toHaveBeenCalledWith('7');
    rerender(<ActivityPanel view={{ ...VIEW, confirming: MOCK_ACTIVITY[0]! }} t={t} senders={s} formatTime={String} dialogContainer={null} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Lock your account?' });
    expect(dialog.textContent).toContain('Password changed');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(s.confirm).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it('says when nothing happened', () => {
    render(<ActivityPanel view={{ ...VIEW, events: [], hasMore: false }} t={t} senders={senders()} formatTime={String} dialogContainer={null} />);
    expect(screen.getByText('Nothing happened in the last 90 days.')).toBeTruthy();
    expect(eventText({ ...MOCK_ACTIVITY[0]!, kind: 'lockout', count: 4 }, t)).toBe('Logins paused after too many attempts: 4');
  });
});
