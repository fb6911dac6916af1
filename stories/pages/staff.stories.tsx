/**
 * /user/lazadian, staff verification, in every state of its screen: loading, logged out, load failed, not linked
 * (with the field errors of each refusal and the no-answer error with Try again), the code (counting down, ready to
 * resend, wrong code, confirming), linked, the Unlink dialog (asking, unlinking, failed) and unlinked. The page's
 * translator (the pages part and the popup catalog) is loaded for the toolbar language; senders are spies.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../styles/pages/page.css';
import '../../styles/pages/staff.css';
import { loadPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import pagesPart from '../../src/i18n/parts/pages/index.js';
import staffPart from '../../src/i18n/parts/staff/index.js';
import type { StaffLinkView } from '../../src/machines/staff-link.view.js';
import type { StaffPageT } from '../../src/screens/member-pages/page-bits.js';
import { StaffLinkScreen } from '../../src/screens/member-pages/staff-link.js';
import { readGlobals } from '../support/locale.js';

const PARTS: readonly CatalogPart<string>[] = [pagesPart, staffPart];

interface Args {
  view: StaffLinkView;
}

const senders = () => ({
  input: fn(),
  submit: fn(),
  submitCode: fn(),
  inputCode: fn(),
  resend: fn(),
  edit: fn(),
  unlink: fn(),
  confirm: fn(),
  cancel: fn(),
  retry: fn(),
});

export default {
  title: 'Pages/Staff verification',
  render: ((args: Args, context: { loaded: Record<string, unknown> }) => (
    <StaffLinkScreen
      view={args.view}
      t={context.loaded.pt as StaffPageT}
      senders={senders()}
      loginUrl="https://member.shop.sg/user/login?redirect=https%3A%2F%2Fmember.shop.sg%2Fuser%2Flazadian"
      doneUrl="https://www.shop.sg/"
    />
  )) as never,
  loaders: [async ({ globals }) => ({ pt: await loadPartTranslator(readGlobals(globals).language, PARTS) })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

type Story = StoryObj<Args>;

const BASE: StaffLinkView = {
  status: 'form',
  linkedEmail: null,
  domains: ['staff.example.com'],
  email: '',
  codeLength: 6,
  secondsLeft: 0,
  canResend: false,
  asking: false,
  notice: null,
  canRetry: false,
  pending: false,
  fieldErrors: {},
  error: null,
};
const staff = (view: Partial<StaffLinkView>): Story => ({ args: { view: { ...BASE, ...view } } });
const CODE = { status: 'code', email: 'ana.lim@staff.example.com', secondsLeft: 42 } as const;
const LINKED = { status: 'linked', linkedEmail: 'ana.lim@staff.example.com' } as const;

export const Loading = staff({ status: 'loading', pending: true });
export const SignedOut = staff({ status: 'signedOut' });
export const LoadFailed = staff({ status: 'loadFailed', error: { key: 'error.network' } });
export const NotLinked = staff({});
export const TwoDomains = staff({ domains: ['staff.example.com', 'ops.example.com'], email: 'ana.lim@' });
export const Sending = staff({ email: 'ana.lim@staff.example.com', pending: true });
export const DomainRefused = staff({ email: 'ana.lim@gmail.com', fieldErrors: { email: { key: 'staff.error.domain' } } });
export const EmailInvalid = staff({ email: 'ana.lim@', fieldErrors: { email: { key: 'validation.email.invalid' } } });
export const EmailTaken = staff({ email: 'ana.lim@staff.example.com', fieldErrors: { email: { key: 'staff.error.taken' } } });
export const AlreadyLinkedElsewhere = staff({ email: 'ana.lim@staff.example.com', fieldErrors: { email: { key: 'staff.error.alreadyLinked' } } });
export const TooManySends = staff({ email: 'ana.lim@staff.example.com', error: { server: { key: 'PL-USER-CODE-SEND-LIMIT' } } });
export const NoAnswer = staff({ email: 'ana.lim@staff.example.com', error: { key: 'error.network' }, canRetry: true });
export const CodeWaiting = staff(CODE);
export const CodeReady = staff({ ...CODE, secondsLeft: 0, canResend: true });
export const CodeWrong = staff({ ...CODE, fieldErrors: { code: { server: { key: 'PL-USER-CODE-INCORRECT' } } } });
export const CodeExpired = staff({ ...CODE, secondsLeft: 0, canResend: true, fieldErrors: { code: { server: { key: 'PL-USER-CODE-EXPIRED' } } } });
export const CodeConfirming = staff({ ...CODE, pending: true });
export const CodeNoAnswer = staff({ ...CODE, error: { key: 'error.network' }, canRetry: true });
export const Linked = staff({ ...LINKED, notice: 'linked' });
export const UnlinkAsking = staff({ ...LINKED, asking: true });
export const Unlinking = staff({ ...LINKED, asking: true, pending: true });
export const UnlinkFailed = staff({ ...LINKED, asking: true, error: { key: 'error.network' } });
export const Unlinked = staff({ notice: 'unlinked' });
