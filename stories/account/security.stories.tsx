/**
 * The #security section's panels in every state (issue 24): devices and sessions, security activity. Views are fixed values of the
 * selector's shape; senders are spies. English texts (the security part over the account part and the popup catalog).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import securityPart from '../../src/i18n/parts/security/index.js';
import type { SessionsView } from '../../src/machines/security/sessions.machine.js';
import { MOCK_ACTIVITY, MOCK_SESSIONS } from '../../src/mocks/security.js';
import type { ActivityView } from '../../src/machines/security/activity.machine.js';
import { ActivityPanel } from '../../src/screens/security/activity.js';
import { SessionsPanel } from '../../src/screens/security/sessions.js';
import type { SecurityT } from '../../src/screens/security/text.js';

const t = createPartTranslator<string>('en', [securityPart, accountPart] as CatalogPart<string>[]) as unknown as SecurityT;
const senders = {
  retry: fn(),
  signOut: fn(),
  askSignOutOthers: fn(),
  cancel: fn(),
  confirm: fn(),
  visibility: fn(),
};
const READY: SessionsView = {
  status: 'ready',
  sessions: MOCK_SESSIONS,
  signingOut: null,
  confirmingOthers: false,
  signingOutOthers: false,
  error: null,
  notice: null,
};
const activitySenders = { retry: fn(), more: fn(), notMe: fn(), cancel: fn(), confirm: fn() };
const ACTIVITY: ActivityView = {
  status: 'ready',
  events: MOCK_ACTIVITY,
  hasMore: true,
  loadingMore: false,
  confirming: null,
  requesting: false,
  error: null,
};
const formatTime = (ms: number) => new Date(ms).toLocaleString('en-SG', { timeZone: 'Asia/Singapore', dateStyle: 'medium', timeStyle: 'short' });

const meta = {
  title: 'Account/Security/Devices and sessions',
  component: SessionsPanel,
  args: { view: READY, t, senders, formatTime, dialogContainer: null },
} satisfies Meta<typeof SessionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { view: { ...READY, status: 'loading', sessions: [] } } };
export const LoadFailed: Story = { args: { view: { ...READY, status: 'failed', sessions: [] } } };
export const Ready: Story = {};
export const OnlyThisDevice: Story = { args: { view: { ...READY, sessions: MOCK_SESSIONS.filter((s) => s.current) } } };
export const LoggingOutOne: Story = { args: { view: { ...READY, signingOut: 'mock-phone-001' } } };
export const LoggedOutOne: Story = {
  args: { view: { ...READY, sessions: MOCK_SESSIONS.filter((s) => s.id !== 'mock-phone-001'), notice: { kind: 'signedOut', session: MOCK_SESSIONS[1]! } } },
};
export const LogOutFailed: Story = { args: { view: { ...READY, error: { key: 'error.network' } } } };
export const ConfirmAllOthers: Story = { args: { view: { ...READY, confirmingOthers: true } } };
export const LoggingOutAllOthers: Story = { args: { view: { ...READY, confirmingOthers: true, signingOutOthers: true } } };
export const AllOthersLoggedOut: Story = {
  args: { view: { ...READY, sessions: MOCK_SESSIONS.filter((s) => s.current), notice: { kind: 'othersSignedOut', ended: 2 } } },
};

/* Security activity (its own component; views of activity.machine's selector). */
export const ActivityStates: StoryObj<typeof ActivityPanel> = {
  render: (args) => <ActivityPanel {...args} />,
  args: { view: ACTIVITY, t, senders: activitySenders, formatTime, dialogContainer: null },
};
export const ActivityLoading: StoryObj<typeof ActivityPanel> = { ...ActivityStates, args: { ...ActivityStates.args!, view: { ...ACTIVITY, status: 'loading', events: [] } } };
export const ActivityFailed: StoryObj<typeof ActivityPanel> = { ...ActivityStates, args: { ...ActivityStates.args!, view: { ...ACTIVITY, status: 'failed', events: [] } } };
export const ActivityEmpty: StoryObj<typeof ActivityPanel> = { ...ActivityStates, args: { ...ActivityStates.args!, view: { ...ACTIVITY, events: [], hasMore: false } } };
export const ActivityLoadingMore: StoryObj<typeof ActivityPanel> = { ...ActivityStates, args: { ...ActivityStates.args!, view: { ...ACTIVITY, loadingMore: true } } };
export const ActivityNotMeConfirm: StoryObj<typeof ActivityPanel> = {
  ...ActivityStates,
  args: { ...ActivityStates.args!, view: { ...ACTIVITY, confirming: MOCK_ACTIVITY[0]! } },
};
export const ActivityNotMeFailed: StoryObj<typeof ActivityPanel> = {
  ...ActivityStates,
  args: { ...ActivityStates.args!, view: { ...ACTIVITY, confirming: MOCK_ACTIVITY[0]!, error: { key: 'error.network' } } },
};
