/**
 * The account area states issue 27 changed, in Thai, Burmese and Urdu: a wrong current password on "Confirm it is
 * you" (the server's verdict under its field), My profile's phone number (left to right in Urdu), and the account
 * menu whose stylesheet could not be loaded ("Try again"). The translator follows the story's language global.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AccountUser } from '../../src/api/account.js';
import { loadPartTranslator } from '../../src/i18n/catalog-parts.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import { AccountMenuUnavailable } from '../../src/screens/account/account-menu.js';
import { ChangeScreen } from '../../src/screens/account/change.js';
import { MyProfile } from '../../src/screens/account/my-profile.js';
import type { AccountT } from '../../src/screens/account/text.js';
import { changeSenders, changeView } from '../support/change.js';
import { readGlobals } from '../support/locale.js';

const USER: AccountUser = {
  id: '1',
  name: 'Ayesha Khan',
  nickname: '',
  email: 'buyer.pk@example.com',
  phone: '3001234567',
  phonePrefixCode: '92',
  gender: 'female',
  birthday: '1990-05-01',
  taxId: '',
  branchId: '',
  hasPassword: true,
  hasPinCode: false,
  enableNewsletter: true,
  enableSmsNewsletter: false,
};

type Loaded = { loaded: { t: AccountT } };
const Page = ({ t, children }: { t: AccountT; children: React.ReactNode }) => (
  <div className="mp-root mp-page mp-account-page" lang={t.lang} dir={t.dir}>
    <main className="mp-page__main" aria-label="Story">
      {children}
    </main>
  </div>
);

const meta = {
  title: 'Account/Issue 27',
  loaders: [async ({ globals }) => ({ t: (await loadPartTranslator(readGlobals(globals).language, [accountPart])) as AccountT })],
} satisfies Meta;
export default meta;
type Story = StoryObj;

const wrongPassword = (_: unknown, { loaded: { t } }: Loaded) => (
  <Page t={t}>
    <ChangeScreen
      view={{ ...changeView('buyer.pk@example.com'), fieldErrors: { password: { server: { key: 'PL-USER-PASSWORD-INCORRECT' } } } }}
      t={t}
      senders={changeSenders()}
      phoneCode="92"
      site="PK"
    />
  </Page>
);
const profile = (_: unknown, { loaded: { t } }: Loaded) => (
  <Page t={t}>
    <MyProfile user={USER} site="PK" t={t} href={(s) => `#${s}`} formatBirthday={(v) => v} />
  </Page>
);
const unavailable = (_: unknown, { loaded: { t } }: Loaded) => <AccountMenuUnavailable t={t} onRetry={fn()} />;

export const WrongPasswordThai: Story = { render: wrongPassword as never, globals: { language: 'th', site: 'TH' } };
export const WrongPasswordBurmese: Story = { render: wrongPassword as never, globals: { language: 'my', site: 'MM' } };
export const WrongPasswordUrdu: Story = { render: wrongPassword as never, globals: { language: 'ur', site: 'PK' } };
export const PhoneUrdu: Story = { render: profile as never, globals: { language: 'ur', site: 'PK' } };
export const PhoneThai: Story = { render: profile as never, globals: { language: 'th', site: 'TH' } };
export const MenuUnavailableUrdu: Story = { render: unavailable as never, globals: { language: 'ur', site: 'PK' } };
export const MenuUnavailableBurmese: Story = { render: unavailable as never, globals: { language: 'my', site: 'MM' } };
