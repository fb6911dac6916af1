/**
 * The #privacy section's screen (issue 26) in every state: the start, the export pending, ready and refused, the
 * deletion checklist loading, blocked (an order, a wallet balance), the losses to tick (and the "tick every item"
 * error), the identity step (the account area's own screen), the final confirmation (pending, failed). Views are
 * fixed values of selectPrivacyView's shape; senders are spies. English texts (the privacy and account parts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DeletionCheck } from '../../src/api/privacy.js';
import { createPartTranslator } from '../../src/i18n/catalog-parts.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import privacyPart from '../../src/i18n/parts/privacy/index.js';
import type { PrivacySenders, PrivacyView } from '../../src/machines/account/privacy.machine.js';
import { ChangeScreen } from '../../src/screens/account/change.js';
import { PrivacyScreen } from '../../src/screens/account/privacy.js';
import type { AccountT } from '../../src/screens/account/text.js';
import { changeSenders, changeView } from '../support/change.js';

const t = createPartTranslator('en', [privacyPart, accountPart] as never) as AccountT;
const CLEAR: DeletionCheck = {
  blockers: [],
  losses: [
    { kind: 'orderHistory', count: 3 },
    { kind: 'addresses', count: 2 },
    { kind: 'socialAccounts', count: 1 },
    { kind: 'groceryHistory', count: 2 },
    { kind: 'staffLink', count: 1 },
    { kind: 'promotions', count: 1 },
  ],
  graceDays: 14,
  coolingDays: 30,
};
const BLOCKED: DeletionCheck = {
  ...CLEAR,
  blockers: [
    { kind: 'openOrder', ref: 'SG-240100', amount: 0 },
    { kind: 'refundableOrder', ref: 'SG-240137', amount: 0 },
    { kind: 'walletBalance', ref: 'SGD', amount: 12.5 },
  ],
};
const IDLE: PrivacyView = { step: 'idle', purpose: null, pending: false, check: null, acknowledged: [], exportUrl: '', restoreUntil: 0, error: null };
const senders: PrivacySenders = {
  exportData: fn(),
  deleteAccount: fn(),
  recheck: fn(),
  toggle: fn(),
  continue: fn(),
  confirm: fn(),
  cancel: fn(),
};
const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;
const screen = (view: PrivacyView, identity?: boolean) => (
  <div className="mp-root mp-page mp-account-page" lang="en">
    <main className="mp-page__main" aria-label="Story">
      <PrivacyScreen
        view={view}
        t={t}
        senders={senders}
        formatMoney={money}
        identity={identity ? <ChangeScreen view={changeView('', { kind: 'identity' })} t={t} senders={changeSenders()} phoneCode="65" site="SG" /> : null}
      />
    </main>
  </div>
);

export default { title: 'Account/Privacy' } satisfies Meta;
type Story = StoryObj;

export const Start: Story = { render: () => screen(IDLE) };
export const ExportPending: Story = { render: () => screen({ ...IDLE, pending: true, purpose: 'export' }) };
export const ExportIdentity: Story = { render: () => screen({ ...IDLE, step: 'identity', purpose: 'export' }, true) };
// The ready state clicks its link once; the story's link goes nowhere.
export const ExportReady: Story = { render: () => screen({ ...IDLE, step: 'exported', purpose: 'export', exportUrl: '#download' }) };
export const ExportOnceADay: Story = { render: () => screen({ ...IDLE, error: { key: 'privacy.error.exportLimited' } }) };
export const DeletionChecking: Story = { render: () => screen({ ...IDLE, step: 'checking', purpose: 'delete', pending: true }) };
export const DeletionBlocked: Story = { render: () => screen({ ...IDLE, step: 'blocked', purpose: 'delete', check: BLOCKED }) };
export const DeletionLosses: Story = { render: () => screen({ ...IDLE, step: 'acknowledging', purpose: 'delete', check: CLEAR, acknowledged: ['orderHistory'] }) };
export const DeletionLossesNotAllTicked: Story = {
  render: () => screen({ ...IDLE, step: 'acknowledging', purpose: 'delete', check: CLEAR, acknowledged: ['orderHistory'], error: { key: 'privacy.delete.ackAll' } }),
};
export const DeletionIdentity: Story = { render: () => screen({ ...IDLE, step: 'identity', purpose: 'delete', check: CLEAR }, true) };
export const DeletionIdentityAgain: Story = {
  render: () => screen({ ...IDLE, step: 'identity', purpose: 'delete', check: CLEAR, error: { key: 'privacy.identityAgain' } }, true),
};
const ALL = CLEAR.losses.map((l) => l.kind);
export const DeletionConfirm: Story = { render: () => screen({ ...IDLE, step: 'confirming', purpose: 'delete', check: CLEAR, acknowledged: ALL }) };
export const DeletionConfirmPending: Story = {
  render: () => screen({ ...IDLE, step: 'confirming', purpose: 'delete', check: CLEAR, acknowledged: ALL, pending: true }),
};
export const DeletionConfirmFailed: Story = {
  render: () => screen({ ...IDLE, step: 'confirming', purpose: 'delete', check: CLEAR, acknowledged: ALL, error: { key: 'error.network' } }),
};
