/**
 * /user/verify (member-popup/pages) in every state of its screen: the method list (login and reset), sending, each
 * method's step (code, wrong code, trusted device waiting, purchased item with a wrong pick, password), the reject
 * dialog and its failure, "This isn't my account" (a new device's code login by phone: its intro, dialog, creating,
 * failure and the new account's dialog), the verified and session-expired dialogs, the rejected page and the load failure. The
 * page's translator is loaded for the toolbar language; senders are spies.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../styles/pages/page.css';
import '../../styles/pages/verification.css';
import { loadPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import pagesPart from '../../src/i18n/parts/pages/index.js';
import type { VerificationView } from '../../src/machines/verification.view.js';
import type { PageT } from '../../src/screens/member-pages/page-bits.js';
import { VerificationScreen, type VerificationSenders } from '../../src/screens/member-pages/verification.js';
import { readGlobals } from '../support/locale.js';

const SENDERS: VerificationSenders = {
  retry: fn(),
  choose: fn(),
  otherMethod: fn(),
  submitCode: fn(),
  resend: fn(),
  pick: fn(),
  submitPassword: fn(),
  notMe: fn(),
  cancelReject: fn(),
  confirmReject: fn(),
  notMyAccount: fn(),
  cancelNotMine: fn(),
  confirmNotMine: fn(),
  continue: fn(),
  startAgain: fn(),
};

const BASE: VerificationView = {
  stage: 'choosing',
  pending: false,
  purpose: 'LOGIN',
  methods: [
    { type: 'SMS', target: '+65 9*** **03' },
    { type: 'EMAIL', target: 's***p.sg@example.com' },
    { type: 'DEVICE' },
    { type: 'VOICE', target: '+65 9*** **03' },
    { type: 'ITEM' },
  ],
  method: null,
  error: null,
  options: [],
  code: null,
  dialog: 'closed',
  dialogError: null,
  rejectedBy: null,
  notMine: { offered: false, dialog: 'closed', error: null },
  ownAccount: false,
};

/** A new device's code login by phone: the number's codes are not offered, "This isn't my account" is. */
const NEW_DEVICE: Partial<VerificationView> = {
  methods: [{ type: 'EMAIL', target: 'b***r.sg@example.com' }, { type: 'DEVICE' }, { type: 'PASSWORD' }],
  notMine: { offered: true, dialog: 'closed', error: null },
};

const CODE = {
  verify: { identifier: '+65 9*** **03', identifierType: 'phone' as const, codeLength: 6, deliveryType: 'SMS' as const, secondsLeft: 42, canResend: false, isRiskPhone: false, resetToken: 0 },
  pending: false,
  error: null,
};

const OPTIONS = ['backpack', 'plant', 'watch', 'mug'].map((picture, index) => ({
  id: String(index),
  name: ['Canvas backpack', 'Indoor plant in a pot', 'Stainless steel wristwatch', 'Ceramic coffee mug set (4 pcs)'][index]!,
  // A drawn stand-in (the demo's pictures are the reference server's, not Storybook's).
  image: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#e8eef5"/><text x="32" y="38" font-size="10" text-anchor="middle" fill="#445">${picture}</text></svg>`)}`,
}));

function render(args: { view: VerificationView }, context: { loaded: Record<string, unknown> }) {
  return <VerificationScreen view={args.view} senders={SENDERS} t={context.loaded.pt as PageT} site="SG" homeUrl="https://www.shop.sg/" />;
}

export default {
  title: 'Pages/Identity verification',
  render: render as never,
  loaders: [async ({ globals }) => ({ pt: await loadPartTranslator(readGlobals(globals).language, [pagesPart] as CatalogPart<string>[]) })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<{ view: VerificationView }>;

type Story = StoryObj<{ view: VerificationView }>;
const state = (view: Partial<VerificationView>): Story => ({ args: { view: { ...BASE, ...view } } });

export const Loading = state({ stage: 'loading', pending: true });
export const LoadFailed = state({ stage: 'failed', error: { key: 'error.network' } });
export const Methods = state({});
export const MethodsForReset = state({ purpose: 'RESET_PASSWORD', methods: [...BASE.methods, { type: 'PASSWORD' }] });
export const Sending = state({ pending: true, method: 'SMS' });
export const SendFailed = state({ error: { server: { key: 'PL-USER-CODE-SEND-LIMIT', displayMessage: 'You have requested too many codes. Please try again later.' } } });
export const Code = state({ stage: 'code', method: 'SMS', code: CODE });
export const CodeWrong = state({ stage: 'code', method: 'SMS', code: { ...CODE, error: { key: 'error.code.incorrect' } } });
export const CodeByCall = state({ stage: 'code', method: 'VOICE', code: { ...CODE, verify: { ...CODE.verify, deliveryType: 'VOICE' } } });
export const CodeCanResend = state({ stage: 'code', method: 'EMAIL', code: { ...CODE, verify: { ...CODE.verify, identifier: 's***p.sg@example.com', identifierType: 'email', deliveryType: 'EMAIL', secondsLeft: 0, canResend: true } } });
export const DeviceWaiting = state({ stage: 'device', method: 'DEVICE' });
export const Item = state({ stage: 'item', method: 'ITEM', options: OPTIONS });
export const ItemWrong = state({ stage: 'item', method: 'ITEM', options: OPTIONS, error: { key: 'pages.verify.wrongItem' } });
export const ItemClosed = state({ error: { key: 'pages.verify.tooManyTries' }, methods: BASE.methods.filter((m) => m.type !== 'ITEM') });
export const Password = state({ stage: 'password', method: 'PASSWORD', purpose: 'RESET_PASSWORD' });
export const PasswordWrong = state({ stage: 'password', method: 'PASSWORD', purpose: 'RESET_PASSWORD', error: { key: 'error.login.incorrect' } });
export const RejectDialog = state({ dialog: 'open' });
export const RejectFailed = state({ dialog: 'open', dialogError: { key: 'error.network' } });
export const Verified = state({ stage: 'approved' });
export const SessionExpired = state({ stage: 'expired' });
export const Rejected = state({ stage: 'rejected', rejectedBy: 'me' });
export const RejectedByDevice = state({ stage: 'rejected', rejectedBy: 'device' });
export const NewDevice = state(NEW_DEVICE);
export const NotMineDialog = state({ ...NEW_DEVICE, notMine: { offered: true, dialog: 'open', error: null } });
export const NotMineCreating = state({ ...NEW_DEVICE, pending: true, notMine: { offered: true, dialog: 'creating', error: null } });
export const NotMineFailed = state({ ...NEW_DEVICE, notMine: { offered: true, dialog: 'open', error: { key: 'error.network' } } });
export const OwnAccountReady = state({ ...NEW_DEVICE, stage: 'approved', ownAccount: true });
