/**
 * The member pages of a login that could not finish by itself, and the grocery-brand dialog, in every state of their
 * screens: /user/account-restore, /user/account-auth (password and phone), /user/close-account-register-fail and
 * /user/grocery-merge, and the page these links show without their token (issue 27: "This link is incomplete",
 * in en, th, my and ur). The page's translator (the pages part and the popup catalog) is loaded for the toolbar
 * language; senders are spies.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../styles/pages/page.css';
import { loadPartTranslator } from '../../src/i18n/catalog-parts.js';
import pagesPart from '../../src/i18n/parts/pages/index.js';
import type { AccountAuthView } from '../../src/machines/account-auth.machine.js';
import type { AccountRestoreView } from '../../src/machines/account-restore.machine.js';
import type { GroceryMergeView } from '../../src/machines/grocery-merge.machine.js';
import { AccountAuthScreen } from '../../src/screens/member-pages/account-auth.js';
import { AccountRestoreScreen } from '../../src/screens/member-pages/account-restore.js';
import { CloseAccountScreen } from '../../src/screens/member-pages/close-account.js';
import { GroceryMergeScreen } from '../../src/screens/member-pages/grocery-merge.js';
import { LinkIncompleteScreen } from '../../src/screens/member-pages/link-incomplete.js';
import type { PageT } from '../../src/screens/member-pages/page-bits.js';
import { readGlobals } from '../support/locale.js';

type Args =
  | { page: 'restore'; view: AccountRestoreView }
  | { page: 'auth'; view: AccountAuthView }
  | { page: 'close-account' }
  | { page: 'incomplete' }
  | { page: 'grocery'; view: GroceryMergeView };

function render(args: Args, context: { loaded: Record<string, unknown> }) {
  const t = context.loaded.pt as PageT;
  switch (args.page) {
    case 'restore':
      return <AccountRestoreScreen view={args.view} t={t} senders={{ confirm: fn(), cancel: fn(), retry: fn() }} />;
    case 'auth':
      return (
        <AccountAuthScreen
          view={args.view}
          t={t}
          phonePrefix="65"
          senders={{ submitPassword: fn(), submitPhone: fn(), submitCode: fn(), resend: fn(), editPhone: fn(), input: fn(), retry: fn() }}
        />
      );
    case 'incomplete':
      return <LinkIncompleteScreen t={t} homeUrl="https://www.shop.sg/" />;
    case 'close-account':
      return <CloseAccountScreen t={t} homeUrl="https://www.shop.sg/" helpUrl="https://www.shop.sg/helpcenter/account" />;
    default:
      return (
        <GroceryMergeScreen
          view={args.view}
          t={t}
          senders={{ choose: fn(), submit: fn(), retry: fn() }}
          loginUrl="https://member.shop.sg/user/login"
          doneUrl="https://www.shop.sg/"
        />
      );
  }
}

export default {
  title: 'Pages/Account pages',
  render: render as never,
  loaders: [async ({ globals }) => ({ pt: await loadPartTranslator(readGlobals(globals).language, [pagesPart]) })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

type Story = StoryObj<Args>;

const restore = (view: Partial<AccountRestoreView>): Story => ({
  args: { page: 'restore', view: { status: 'asking', account: 'd***g@example.com', pending: false, error: null, nextUrl: null, ...view } },
});
export const RestoreChecking = restore({ status: 'checking', account: null, pending: true });
export const RestoreAsking = restore({});
export const RestoreRestoring = restore({ pending: true });
export const RestoreFailed = restore({ error: { key: 'error.network' } });
export const RestoreCheckFailed = restore({ status: 'failed', account: null, error: { key: 'error.network' } });
export const RestoreDone = restore({ status: 'restored' });

const auth = (view: Partial<AccountAuthView>): Story => ({
  args: {
    page: 'auth',
    view: {
      status: 'password',
      provider: 'GOOGLE',
      email: 'b***y@example.com',
      phone: '',
      sentTo: '',
      voice: false,
      secondsLeft: 0,
      canResend: false,
      pending: false,
      fieldErrors: {},
      error: null,
      nextUrl: null,
      ...view,
    },
  },
});
export const AuthChecking = auth({ status: 'checking', pending: true });
export const AuthCheckFailed = auth({ status: 'failed', error: { key: 'error.network' } });
export const AuthPassword = auth({});
export const AuthPasswordWrong = auth({ fieldErrors: { password: { key: 'error.login.incorrect' } } });
export const AuthPasswordLinking = auth({ pending: true });
export const AuthPhone = auth({ status: 'phone', provider: 'FACEBOOK', email: null });
export const AuthPhoneTaken = auth({ status: 'phone', email: null, phone: '91234567', error: { server: { key: 'PL-USER-PHONE-EXIST' } } });
export const AuthPhoneInvalid = auth({ status: 'phone', email: null, phone: '12', fieldErrors: { phone: { key: 'validation.phone.invalid' } } });
export const AuthCode = auth({ status: 'code', email: null, phone: '81119999', sentTo: '+65 8*** **99', secondsLeft: 42 });
export const AuthCodeVoice = auth({ status: 'code', email: null, phone: '91230004', sentTo: '+65 9*** **04', voice: true, secondsLeft: 5 });
export const AuthCodeResend = auth({ status: 'code', email: null, sentTo: '+65 8*** **99', canResend: true, fieldErrors: { code: { key: 'validation.smsCode.invalid' } } });
export const AuthDone = auth({ status: 'done' });

export const CloseAccount: Story = { args: { page: 'close-account' } };

const HISTORY = {
  id: 7,
  account: 'g***g@example.com',
  orders: [
    { orderNo: 'SG-G880100', placedAt: 0, currency: 'SGD', total: 24.84, item: 'Fresh fruit box (2 kg)', quantity: 1 },
    { orderNo: 'SG-G880141', placedAt: 0, currency: 'SGD', total: 24.84, item: 'Jasmine rice 5 kg', quantity: 2 },
  ],
};
const grocery = (view: Partial<GroceryMergeView>): Story => ({
  args: { page: 'grocery', view: { status: 'asking', history: HISTORY, answer: null, account: null, pending: false, fieldErrors: {}, error: null, ...view } },
});
export const GroceryLoading = grocery({ status: 'loading', history: null, pending: true });
export const GroceryAsking = grocery({});
export const GroceryNoAnswer = grocery({ fieldErrors: { answer: { key: 'validation.required' } } });
export const GroceryChosen = grocery({ answer: 'COMBINE' });
export const GrocerySaving = grocery({ answer: 'OPT_IN', pending: true });
export const GroceryFailed = grocery({ answer: 'CREATE_NEW', error: { server: { key: 'PL-USER-INPUT-INVALID', displayMessage: 'An account already uses the grocery login’s e-mail. Combine the accounts instead.' } } });
export const GroceryLoadFailed = grocery({ status: 'failed', history: null, error: { key: 'error.network' } });
export const GrocerySignedOut = grocery({ status: 'signedOut', history: null });
export const GroceryNone = grocery({ status: 'none', history: null });
export const GroceryDoneOptIn = grocery({ status: 'done', answer: 'OPT_IN' });
export const GroceryDoneCreateNew = grocery({ status: 'done', answer: 'CREATE_NEW', account: 'g***g@example.com' });
export const GroceryDoneCombine = grocery({ status: 'done', answer: 'COMBINE' });

// A link without its token (verify, account-restore, account-auth; issue 27): not "expired", but incomplete.
const incomplete = (language: string, site: string): Story => ({ args: { page: 'incomplete' }, globals: { language, site } });
export const LinkIncompleteEnglish = incomplete('en', 'SG');
export const LinkIncompleteThai = incomplete('th', 'TH');
export const LinkIncompleteBurmese = incomplete('my', 'MM');
export const LinkIncompleteUrdu = incomplete('ur', 'PK');
