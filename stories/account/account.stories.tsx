/**
 * The account area's screens in every state (member-popup/account): the account menu, the dashboard, my profile,
 * edit profile and each step of the e-mail, mobile and password changes. Views are fixed values of the selectors'
 * shapes; senders are spies. English texts (the account part plus the popup catalog).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import type { ReactNode } from 'react';
import type { AccountUser, OrderSummary } from '../../src/api/account.js';
import { createPartTranslator } from '../../src/i18n/catalog-parts.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import type { ChangeView } from '../../src/machines/account/change.view.js';
import type { OverviewView } from '../../src/machines/account/overview.machine.js';
import type { ProfileEditView } from '../../src/machines/account/profile-edit.machine.js';
import { AccountMenu } from '../../src/screens/account/account-menu.js';
import { ChangeScreen } from '../../src/screens/account/change.js';
import { Dashboard } from '../../src/screens/account/dashboard.js';
import { EditProfile } from '../../src/screens/account/edit-profile.js';
import { MyProfile } from '../../src/screens/account/my-profile.js';
import type { AccountT } from '../../src/screens/account/text.js';
import { accountLinks } from '../../src/account/links.js';
import { resolveHosts } from '../../src/config/hosts.js';
import { changeSenders, changeView } from '../support/change.js';

const t = createPartTranslator('en', [accountPart]) as AccountT;
const USER: AccountUser = {
  id: '1',
  name: 'Tan Wei Ling',
  nickname: '',
  email: 'buyer.sg@example.com',
  phone: '91234567',
  phonePrefixCode: '65',
  gender: 'female',
  birthday: '1990-05-01',
  taxId: '',
  branchId: '',
  hasPassword: true,
  hasPinCode: false,
  enableNewsletter: true,
  enableSmsNewsletter: false,
};
const ORDERS: OrderSummary[] = [
  {
    orderNo: 'SG-240100',
    placedAt: Date.UTC(2026, 10, 20),
    total: 80.87,
    currency: 'SGD',
    manageUrl: '#orders',
    items: [{ name: 'Wireless over-ear headphones', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', quantity: 1 }],
  },
];
const OVERVIEW: OverviewView = {
  status: 'ready',
  user: USER,
  orders: ORDERS,
  error: null,
  promotions: { sms: false, email: true },
  promotionPending: null,
  promotionError: null,
  promotionSaved: false,
};
const Page = ({ children }: { children: ReactNode }) => (
  <div className="mp-root mp-page mp-account-page" lang="en">
    <main className="mp-page__main" aria-label="Story">
      {children}
    </main>
  </div>
);
const href = (section: string) => `#${section}`;

export default { title: 'Account/Screens' } satisfies Meta;
type Story = StoryObj;

export const Menu: Story = {
  render: () => (
    <AccountMenu user={USER} t={t} links={accountLinks({ hosts: resolveHosts('SG', 'production') })} onLogout={fn(async () => {})} />
  ),
};
export const MenuWithoutPassword: Story = {
  render: () => (
    <AccountMenu
      user={{ ...USER, hasPassword: false, email: '' }}
      t={t}
      links={accountLinks({ hosts: resolveHosts('SG', 'production') })}
      onLogout={fn(async () => {})}
    />
  ),
};

const dashboard = (view: OverviewView) => (
  <Page>
    <Dashboard
      view={view}
      t={t}
      href={href}
      onSetPromotion={fn()}
      imageUrl={(url) => url}
      formatDate={(ms) => new Date(ms).toISOString().slice(0, 10)}
      formatMoney={(amount, currency) => `${currency} ${amount.toFixed(2)}`}
    />
  </Page>
);
export const DashboardLoaded: Story = { render: () => dashboard(OVERVIEW) };
export const DashboardNoOrders: Story = { render: () => dashboard({ ...OVERVIEW, orders: [] }) };
export const DashboardSwitchSaving: Story = { render: () => dashboard({ ...OVERVIEW, promotions: { sms: true, email: true }, promotionPending: 'sms' }) };
export const DashboardSwitchSaved: Story = { render: () => dashboard({ ...OVERVIEW, promotionSaved: true }) };
export const DashboardSwitchFailed: Story = {
  render: () => dashboard({ ...OVERVIEW, promotionError: { server: { key: 'NETWORK_ERROR' } } }),
};

const formatBirthday = (value: string) => value;
export const MyProfileComplete: Story = { render: () => <Page><MyProfile user={USER} site="SG" t={t} href={href} formatBirthday={formatBirthday} /></Page> };
export const MyProfileWithPrompts: Story = {
  render: () => (
    <Page>
      <MyProfile user={{ ...USER, phone: '', gender: '', birthday: '', nickname: '' }} site="TH" t={t} href={href} formatBirthday={formatBirthday} />
    </Page>
  ),
};

const EDIT: ProfileEditView = {
  pending: false,
  values: { name: USER.name, nickname: '', gender: 'female', birthday: '', taxId: '', branchId: '', messagingPin: '' },
  error: null,
  fieldErrors: {},
  taxId: false,
  branchId: false,
};
const edit = (view: ProfileEditView) => (
  <Page>
    <EditProfile view={view} t={t} onSubmit={fn()} onInput={fn()} cancelHref="#my-profile" />
  </Page>
);
export const EditProfileEmpty: Story = { render: () => edit(EDIT) };
export const EditProfileThailand: Story = { render: () => edit({ ...EDIT, taxId: true, branchId: true, values: { ...EDIT.values, birthday: '1990-05-01' } }) };
export const EditProfileFieldErrors: Story = {
  render: () =>
    edit({
      ...EDIT,
      values: { ...EDIT.values, name: 'T@n' },
      fieldErrors: { name: { key: 'validation.fullName.special' }, messagingPin: { key: 'account.validation.pin' } },
    }),
};
export const EditProfileSaving: Story = { render: () => edit({ ...EDIT, pending: true }) };
export const EditProfileSaveFailed: Story = { render: () => edit({ ...EDIT, error: { server: { key: 'NETWORK_ERROR' } } }) };

const CHANGE: ChangeView = changeView(USER.email);
const senders = changeSenders();
const change = (view: ChangeView) => (
  <Page>
    <ChangeScreen view={view} t={t} senders={senders} phoneCode="65" site="SG" />
  </Page>
);
export const ChangeEmailPassword: Story = { render: () => change(CHANGE) };
export const ChangeEmailWrongPassword: Story = {
  render: () => change({ ...CHANGE, fieldErrors: { password: { key: 'error.login.incorrect' } } }),
};
export const ChangeEmailNewValue: Story = { render: () => change({ ...CHANGE, step: 'newValue' }) };
export const ChangeEmailSameValue: Story = {
  render: () => change({ ...CHANGE, step: 'newValue', value: USER.email, fieldErrors: { value: { key: 'validation.email.same' } } }),
};
export const ChangeEmailCode: Story = { render: () => change({ ...CHANGE, step: 'confirm', value: 'new@example.com' }) };
/** Issue 27: the code is being checked (slow network): busy, cells read-only, the button's spinner. */
export const ChangeEmailCodeChecking: Story = { render: () => change({ ...CHANGE, step: 'confirm', value: 'new@example.com', pending: true }) };
/** Issue 27: Resend offered once the countdown ran out ("Resend in 42 seconds" before, as in ChangeEmailCode). */
export const ChangeEmailCodeResend: Story = { render: () => change({ ...CHANGE, step: 'confirm', value: 'new@example.com', canResend: true, secondsLeft: 0 }) };
export const ChangeEmailCodeWrong: Story = {
  render: () => change({ ...CHANGE, step: 'confirm', value: 'new@example.com', canResend: true, error: { server: { key: 'PL-USER-CODE-INCORRECT' } } }),
};
export const ChangeMobileIdentityCode: Story = {
  render: () => change({ ...CHANGE, kind: 'phone', current: USER.phone, hasPassword: false, step: 'identityCodeChoose' }),
};
export const ChangeMobileIdentitySent: Story = {
  render: () => change({ ...CHANGE, kind: 'phone', current: USER.phone, hasPassword: false, step: 'identityCode', identifier: '+65 9*** **67' }),
};
export const ChangeMobileNewNumber: Story = { render: () => change({ ...CHANGE, kind: 'phone', current: USER.phone, step: 'newValue' }) };
export const ChangePassword: Story = { render: () => change({ ...CHANGE, kind: 'password', current: '', step: 'password' }) };
/** Issue 27: the hint lines light as the new password meets each rule (here the length, not yet the rule). */
export const ChangePasswordHintLit: Story = {
  render: () => change({ ...CHANGE, kind: 'password', current: '', step: 'password' }),
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('New password', { selector: 'input' }), 'abcdefgh');
  },
};
export const ChangePasswordErrors: Story = {
  render: () =>
    change({
      ...CHANGE,
      kind: 'password',
      current: '',
      step: 'password',
      fieldErrors: { currentPassword: { key: 'validation.required' }, retype: { key: 'validation.newPassword.mismatch' } },
    }),
};
export const SetPassword: Story = { render: () => change({ ...CHANGE, kind: 'password', current: '', hasPassword: false, step: 'password' }) };
export const ChangeSaving: Story = { render: () => change({ ...CHANGE, step: 'newValue', pending: true, value: 'new@example.com' }) };
