// @vitest-environment jsdom
/**
 * The #privacy screen in each state: axe clean, the losses ticked by keyboard, the blockers listed, the final
 * confirmation as an alertdialog naming both periods, the ready export's link clicked for the buyer once.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeletionCheck } from '../../api/privacy.js';
import { axeViolations } from '../../components/internal/__fixtures__/axe.js';
import { createPartTranslator } from '../../i18n/catalog-parts.js';
import accountPart from '../../i18n/parts/account/index.js';
import privacyPart from '../../i18n/parts/privacy/index.js';
import type { PrivacySenders, PrivacyView } from '../../machines/account/privacy.machine.js';
import { PrivacyScreen } from './privacy.js';
import type { AccountT } from './text.js';

afterEach(cleanup);
const t = createPartTranslator('en', [privacyPart, accountPart] as never) as AccountT;
const CHECK: DeletionCheck = {
  blockers: [{ kind: 'walletBalance', ref: 'SGD', amount: 12.5 }],
  losses: [
    { kind: 'orderHistory', count: 3 },
    { kind: 'addresses', count: 1 },
  ],
  graceDays: 14,
  coolingDays: 30,
};
const IDLE: PrivacyView = { step: 'idle', purpose: null, pending: false, check: null, acknowledged: [], exportUrl: '', restoreUntil: 0, error: null };
const spies = (): { [K in keyof PrivacySenders]: ReturnType<typeof vi.fn> } => ({
  exportData: vi.fn(),
  deleteAccount: vi.fn(),
  recheck: vi.fn(),
  toggle: vi.fn(),
  continue: vi.fn(),
  confirm: vi.fn(),
  cancel: vi.fn(),
});
const draw = (view: PrivacyView, senders = spies()) => {
  const dom = render(<PrivacyScreen view={view} t={t} senders={senders as unknown as PrivacySenders} formatMoney={(a, c) => `${c} ${a.toFixed(2)}`} dialogContainer={null} />);
  return { senders, dom };
};

// axe's first run in jsdom is slow on a busy machine.
describe('PrivacyScreen', { timeout: 30_000 }, () => {
  it('starts with both cards and sends their events', async () => {
    const { senders, dom } = draw(IDLE);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(senders.exportData).toHaveBeenCalledOnce();
    expect(senders.deleteAccount).toHaveBeenCalledOnce();
    expect(await axeViolations(dom.container)).toEqual([]);
  });

  it('lists the blockers with the wallet balance in money', async () => {
    const { senders, dom } = draw({ ...IDLE, step: 'blocked', purpose: 'delete', check: CHECK });
    expect(screen.getByRole('listitem').textContent).toBe('Your wallet still holds SGD 12.50. Spend it, or ask customer care to refund it.');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(senders.recheck).toHaveBeenCalledOnce();
    expect(await axeViolations(dom.container)).toEqual([]);
  });

  it('ticks the losses by keyboard; the "tick every item" error is announced in the group', async () => {
    const user = userEvent.setup();
    const { senders, dom } = draw({ ...IDLE, step: 'acknowledging', purpose: 'delete', check: CHECK, error: { key: 'privacy.delete.ackAll' } });
    expect(screen.getByRole('alert').textContent).toBe('Tick every item to continue.');
    screen.getByRole('checkbox', { name: /order history/ }).focus();
    await user.keyboard(' ');
    expect(senders.toggle).toHaveBeenCalledWith('orderHistory');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(senders.continue).toHaveBeenCalledOnce();
    expect(await axeViolations(dom.container)).toEqual([]);
  });

  it('asks for the final confirmation in an alertdialog that names both periods', async () => {
    const { senders } = draw({ ...IDLE, step: 'confirming', purpose: 'delete', check: CHECK, acknowledged: ['orderHistory', 'addresses'] });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('For 14 days, logging in lets you restore the account.');
    expect(dialog.textContent).toContain('30 days later');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(senders.confirm).toHaveBeenCalledOnce();
  });

  it('clicks the ready export\'s link once for the buyer, and keeps it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { dom } = draw({ ...IDLE, step: 'exported', purpose: 'export', exportUrl: 'https://member.shop.sg/user/api/privacy/download?id=x' });
    await act(async () => {});
    expect(click).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Download the file' }).getAttribute('download')).toBe('');
    expect(await axeViolations(dom.container)).toEqual([]);
    click.mockRestore();
  });
});
