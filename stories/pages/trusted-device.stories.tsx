/**
 * /user/trusted-device (member-popup/pages) in every state of its screen: loading, the load failure, signed out, no
 * request, one and two requests (login and reset), approving, an answer that failed (Retry), the reject dialog (busy,
 * failed), approved, rejected and the ended request. The page's translator is loaded for the toolbar language;
 * senders are spies.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../styles/pages/page.css';
import '../../styles/pages/trusted-device.css';
import { loadPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import pagesPart from '../../src/i18n/parts/pages/index.js';
import type { TrustedDeviceView } from '../../src/machines/trusted-device.machine.js';
import type { PageT } from '../../src/screens/member-pages/page-bits.js';
import { TrustedDeviceScreen, type TrustedDeviceSenders } from '../../src/screens/member-pages/trusted-device.js';
import { readGlobals } from '../support/locale.js';

const SENDERS: TrustedDeviceSenders = { approve: fn(), notMe: fn(), confirm: fn(), cancel: fn(), retry: fn(), refresh: fn() };

const AT = Date.UTC(2026, 0, 15, 9, 41);
const LOGIN = { requestId: 'r-1', purpose: 'LOGIN' as const, requestedAt: AT, expiresAt: AT + 5 * 60_000, address: '203.0.113.9', browser: 'Chrome', system: 'Android' };
const RESET = { requestId: 'r-2', purpose: 'RESET_PASSWORD' as const, requestedAt: AT - 60_000, expiresAt: AT + 4 * 60_000, address: '198.51.100.4', browser: '', system: '' };

const BASE: TrustedDeviceView = {
  stage: 'list',
  requests: [LOGIN],
  requestId: '',
  decision: 'APPROVED',
  dialog: 'closed',
  pending: false,
  error: null,
};

function render(args: { view: TrustedDeviceView }, context: { loaded: Record<string, unknown> }) {
  return (
    <TrustedDeviceScreen
      view={args.view}
      senders={SENDERS}
      t={context.loaded.pt as PageT}
      loginUrl="https://member.shop.sg/user/login?redirect=https%3A%2F%2Fmember.shop.sg%2Fuser%2Ftrusted-device"
      changePasswordUrl="https://member.shop.sg/user/change-password"
    />
  );
}

export default {
  title: 'Pages/Trusted device',
  render: render as never,
  loaders: [async ({ globals }) => ({ pt: await loadPartTranslator(readGlobals(globals).language, [pagesPart] as CatalogPart<string>[]) })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<{ view: TrustedDeviceView }>;

type Story = StoryObj<{ view: TrustedDeviceView }>;
const state = (view: Partial<TrustedDeviceView>): Story => ({ args: { view: { ...BASE, ...view } } });
const NETWORK = { key: 'error.network' } as const;

export const Loading = state({ stage: 'loading', pending: true, requests: [] });
export const LoadFailed = state({ stage: 'failed', error: NETWORK, requests: [] });
export const SignedOut = state({ stage: 'signedOut', requests: [] });
export const NoRequest = state({ requests: [] });
export const OneRequest = state({});
export const TwoRequests = state({ requests: [LOGIN, RESET] });
export const Approving = state({ requestId: 'r-1', pending: true });
export const ApproveFailed = state({ requestId: 'r-1', error: NETWORK });
export const RejectDialog = state({ requestId: 'r-1', decision: 'REJECTED', dialog: 'open' });
export const Rejecting = state({ requestId: 'r-1', decision: 'REJECTED', dialog: 'busy', pending: true });
export const RejectFailed = state({ requestId: 'r-1', decision: 'REJECTED', dialog: 'open', error: NETWORK });
export const Approved = state({ stage: 'decided', decision: 'APPROVED' });
export const Rejected = state({ stage: 'decided', decision: 'REJECTED' });
export const Ended = state({ stage: 'gone' });
