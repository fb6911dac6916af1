/**
 * /user/lost-number, "I no longer have this number" (issue 26 part 3), in every state of its screen: the old number
 * (empty, prefilled from the Verify link, a field error, no answer, sending), the e-mail offer, the e-mail code
 * (counting down, ready to resend, wrong, checking), the item question (wrong pick, checking, failed to load), the
 * new number (taken by another account, sending), its SMS code, done, customer care (no e-mail, too many wrong
 * answers) and expired. The page's translator (pages and lost-number parts, the popup catalog) follows the toolbar
 * language; senders are spies. The page itself against the msw handlers: createHandlers({ lostNumber }).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../styles/pages/page.css';
import '../../styles/pages/verification.css';
import { loadPartTranslator, type CatalogPart } from '../../src/i18n/catalog-parts.js';
import lostNumberPart from '../../src/i18n/parts/lost-number/index.js';
import pagesPart from '../../src/i18n/parts/pages/index.js';
import type { LostNumberView } from '../../src/machines/lost-number.view.js';
import { LostNumberScreen, type LostNumberT } from '../../src/screens/member-pages/lost-number.js';
import { readGlobals } from '../support/locale.js';

const PARTS: readonly CatalogPart<string>[] = [pagesPart, lostNumberPart];

interface Args {
  view: LostNumberView;
}

const senders = () => ({
  submitNumber: fn(),
  sendEmail: fn(),
  askDevice: fn(),
  askAgain: fn(),
  back: fn(),
  submitCode: fn(),
  pick: fn(),
  submitPhone: fn(),
  resend: fn(),
  editPhone: fn(),
  startAgain: fn(),
  retry: fn(),
  input: fn(),
});

export default {
  title: 'Pages/Lost number',
  render: ((args: Args, context: { loaded: Record<string, unknown> }) => (
    <LostNumberScreen
      view={args.view}
      t={context.loaded.pt as LostNumberT}
      senders={senders()}
      phonePrefix="65"
      helpUrl="https://www.shop.sg/helpcenter/account"
      loginUrl="https://member.shop.sg/user/login"
      deviceUrl="https://member.shop.sg/user/trusted-device"
    />
  )) as never,
  loaders: [async ({ globals }) => ({ pt: await loadPartTranslator(readGlobals(globals).language, PARTS) })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

type Story = StoryObj<Args>;

const BASE: LostNumberView = {
  step: 'number',
  oldPhone: '',
  newPhone: '',
  maskedEmail: 'b***g@example.com',
  device: false,
  options: [],
  careReason: 'noEmail',
  secondsLeft: 0,
  canResend: false,
  pending: false,
  fieldErrors: {},
  error: null,
};
const state = (view: Partial<LostNumberView>): Story => ({ args: { view: { ...BASE, ...view } } });
const OPTIONS = ['headphones', 'backpack', 'plant'].map((picture, index) => ({
  id: 'abc'[index]!,
  name: ['Wireless over-ear headphones', 'Canvas backpack', 'Indoor plant in a pot'][index]!,
  // A drawn stand-in (the demo's pictures are the reference server's, not Storybook's).
  image: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#e8eef5"/><text x="32" y="38" font-size="9" text-anchor="middle" fill="#445">${picture}</text></svg>`)}`,
}));

export const OldNumber = state({});
export const OldNumberFromLink = state({ oldPhone: '91234567' });
export const OldNumberInvalid = state({ oldPhone: '123', fieldErrors: { phone: { key: 'validation.phone.invalid' } } });
export const OldNumberNoAnswer = state({ oldPhone: '91234567', error: { key: 'error.network' } });
export const OldNumberSending = state({ oldPhone: '91234567', pending: true });
export const TooManyStarts = state({ oldPhone: '91234567', error: { server: { key: 'PL-USER-CODE-SEND-LIMIT' } } });
export const EmailOffer = state({ step: 'choose' });
export const EmailSending = state({ step: 'choose', pending: true });
export const EmailOrDevice = state({ step: 'choose', device: true });
export const DeviceOnly = state({ step: 'choose', maskedEmail: '', device: true });
export const DeviceAskFailed = state({ step: 'choose', device: true, error: { server: { key: 'PL-USER-CODE-SEND-LIMIT' } } });
export const DeviceWaiting = state({ step: 'device', device: true });
export const DeviceWaitingNoAnswer = state({ step: 'device', device: true, error: { key: 'error.network' } });
export const DeviceTimedOut = state({ step: 'deviceTimedOut', device: true });
export const DeviceRejected = state({ step: 'rejected', device: true });
export const EmailCodeWaiting = state({ step: 'emailCode', secondsLeft: 42 });
export const EmailCodeReady = state({ step: 'emailCode', canResend: true });
export const EmailCodeWrong = state({ step: 'emailCode', secondsLeft: 30, error: { server: { key: 'PL-USER-CODE-INCORRECT' } } });
export const EmailCodeInvalid = state({ step: 'emailCode', secondsLeft: 30, fieldErrors: { code: { key: 'validation.smsCode.invalid', params: { count: 6 } } } });
export const EmailCodeChecking = state({ step: 'emailCode', secondsLeft: 20, pending: true });
export const ItemQuestion = state({ step: 'item', options: OPTIONS });
export const ItemWrong = state({ step: 'item', options: OPTIONS, error: { key: 'pages.verify.wrongItem' } });
export const ItemChecking = state({ step: 'item', options: OPTIONS, pending: true });
export const ItemFailed = state({ step: 'questionFailed', error: { key: 'error.network' } });
export const NewNumber = state({ step: 'newNumber' });
export const NewNumberTaken = state({ step: 'newNumber', newPhone: '91230004', error: { server: { key: 'PL-USER-PHONE-EXIST' } } });
export const NewNumberSame = state({ step: 'newNumber', newPhone: '91234567', fieldErrors: { phone: { key: 'validation.phone.same' } } });
export const NewNumberSending = state({ step: 'newNumber', newPhone: '98765432', pending: true });
export const PhoneCodeWaiting = state({ step: 'phoneCode', newPhone: '98765432', secondsLeft: 55 });
export const PhoneCodeReady = state({ step: 'phoneCode', newPhone: '98765432', canResend: true });
export const PhoneCodeWrong = state({ step: 'phoneCode', newPhone: '98765432', secondsLeft: 12, error: { server: { key: 'PL-USER-CODE-INCORRECT' } } });
export const Finishing = state({ step: 'phoneCode', newPhone: '98765432', secondsLeft: 8, pending: true });
export const Done = state({ step: 'done', newPhone: '98765432' });
export const CareNoEmail = state({ step: 'care' });
export const CareTooManyTries = state({ step: 'care', careReason: 'tooManyTries' });
export const Expired = state({ step: 'expired', oldPhone: '91234567' });
