/**
 * The member pages (member-popup/pages) in every state of their screens: change/set password, the e-mailed password
 * link (guest-register and link-expired) and logout. The page's translator (the pages part and the popup catalog) is
 * loaded for the toolbar language; senders are spies.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../styles/pages/page.css';
import { loadPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import pagesPart from '../../src/i18n/parts/pages/index.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import type { ChangeView } from '../../src/machines/account/change.view.js';
import type { ChangePasswordView } from '../../src/machines/change-password.machine.js';
import { ChangeScreen } from '../../src/screens/account/change.js';
import type { LogoutView } from '../../src/machines/logout.machine.js';
import type { PasswordLinkView } from '../../src/machines/password-link.machine.js';
import { ChangePasswordScreen } from '../../src/screens/member-pages/change-password.js';
import { LogoutScreen } from '../../src/screens/member-pages/logout.js';
import type { PageT } from '../../src/screens/member-pages/page-bits.js';
import { PasswordLinkScreen } from '../../src/screens/member-pages/password-link.js';
import { changeSenders, changeView } from '../support/change.js';
import { readGlobals } from '../support/locale.js';

type Args =
  | { page: 'change-password'; view: ChangePasswordView; change?: ChangeView }
  | { page: 'guest' | 'expired'; view: PasswordLinkView }
  | { page: 'logout'; view: LogoutView };

const CHANGE_SENDERS = changeSenders();
/** The account area's password change inside the page (its other states are in Account/…/ChangePassword*). */
const PASSWORD_STEP: ChangeView = changeView('', { kind: 'password', step: 'password' });

function render(args: Args, context: { loaded: Record<string, unknown> }) {
  const t = context.loaded.pt as PageT;
  switch (args.page) {
    case 'change-password':
      return (
        <ChangePasswordScreen
          view={args.view}
          t={t}
          senders={{ retry: fn() }}
          change={args.change ? <ChangeScreen view={args.change} t={t as never} senders={CHANGE_SENDERS} phoneCode="65" site="SG" /> : null}
          loginUrl="https://member.shop.sg/user/login"
          doneUrl="https://www.shop.sg/"
        />
      );
    case 'logout':
      return <LogoutScreen view={args.view} t={t} senders={{ confirm: fn(), cancel: fn() }} doneUrl="https://www.shop.sg/" />;
    default:
      return (
        <PasswordLinkScreen
          variant={args.page}
          view={args.view}
          t={t}
          homeUrl="https://www.shop.sg/"
          senders={{ submit: fn(), input: fn(), retry: fn(), resend: fn(), edit: fn() }}
        />
      );
  }
}

export default {
  title: 'Pages/Member pages',
  render: render as never,
  loaders: [async ({ globals }) => ({ pt: await loadPartTranslator(readGlobals(globals).language, [pagesPart, accountPart] as CatalogPart<string>[]) })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

type Story = StoryObj<Args>;

const change = (view: Partial<ChangePasswordView>, step?: Partial<ChangeView>): Story => ({
  args: {
    page: 'change-password',
    view: { status: 'changing', hasPassword: true, error: null, ...view },
    ...(view.status && view.status !== 'changing' ? {} : { change: { ...PASSWORD_STEP, hasPassword: view.hasPassword !== false, ...step } }),
  },
});
export const ChangePassword = change({});
export const ChangePasswordFieldErrors = change(
  {},
  { fieldErrors: { currentPassword: { key: 'error.login.incorrect' }, newPassword: { key: 'validation.newPassword.rule' } } },
);
export const ChangePasswordSaving = change({}, { pending: true });
export const SetPassword = change({ hasPassword: false }, { step: 'identityCodeChoose' });
export const SetPasswordForm = change({ hasPassword: false }, { step: 'password' });
export const ChangePasswordLoading = change({ status: 'loading' });
export const ChangePasswordDone = change({ status: 'done' });
export const ChangePasswordSignedOut = change({ status: 'signedOut' });
export const ChangePasswordLoadFailed = change({ status: 'loadFailed', error: { key: 'error.network' } });

const link = (page: 'guest' | 'expired', view: Partial<PasswordLinkView>): Story => ({
  args: {
    page,
    view: {
      step: 'editing',
      email: '',
      sentTo: '',
      secondsLeft: 0,
      canResend: false,
      resent: false,
      pending: false,
      fieldErrors: {},
      error: null,
      ...view,
    },
  },
});
export const GuestRegister = link('guest', { email: 'guest.sg@example.com' });
export const GuestRegisterSent = link('guest', { step: 'sent', sentTo: 'g***t.sg@example.com', secondsLeft: 42 });
export const GuestRegisterResend = link('guest', { step: 'sent', sentTo: 'g***t.sg@example.com', canResend: true, resent: true });
export const GuestRegisterFailed = link('guest', { step: 'failed', error: { key: 'error.guest.resendFailed' } });
export const LinkExpired = link('expired', {});
export const LinkExpiredInvalidEmail = link('expired', { email: 'nope', fieldErrors: { email: { key: 'validation.email.invalid' } } });
export const LinkExpiredSent = link('expired', { step: 'sent', sentTo: 'b***r.sg@example.com', secondsLeft: 60 });

const logout = (view: Partial<LogoutView>): Story => ({ args: { page: 'logout', view: { status: 'asking', pending: false, error: null, ...view } } });
export const Logout = logout({});
export const LogoutFailed = logout({ error: { key: 'error.network' } });
export const LogoutSignedOut = logout({ status: 'signedOut' });
