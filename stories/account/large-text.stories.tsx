/**
 * Issue 27 #10 and #5 in English, Thai, Burmese and Urdu. Large text: the dashboard and the edit-profile form at 200 %
 * text size (Android's large font doubles the root font size) in a 360 px phone column: nothing runs past the
 * column. The birthday: "Choose your birthday" opens the picker standing on a start year with nothing selected (the
 * play function checks that no option is selected and that focus is in the first column). The translator follows the
 * story's language global; the root font size is set through CSSOM (the stories' CSP allows no inline style) and
 * given back when the story goes.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AccountUser } from '../../src/api/account.js';
import { loadPartTranslator } from '../../src/i18n/catalog-parts.js';
import accountPart from '../../src/i18n/parts/account/index.js';
import type { OverviewView } from '../../src/machines/account/overview.machine.js';
import type { ProfileEditView } from '../../src/machines/account/profile-edit.machine.js';
import { Dashboard } from '../../src/screens/account/dashboard.js';
import { EditProfile } from '../../src/screens/account/edit-profile.js';
import type { AccountT } from '../../src/screens/account/text.js';
import { readGlobals } from '../support/locale.js';

const USER: AccountUser = {
  id: '1',
  name: 'Ayesha Khan',
  nickname: '',
  email: 'buyer.pk@example.com',
  phone: '3001234567',
  phonePrefixCode: '92',
  gender: 'female',
  birthday: '',
  taxId: '',
  branchId: '',
  hasPassword: true,
  hasPinCode: false,
  enableNewsletter: true,
  enableSmsNewsletter: false,
};
const OVERVIEW: OverviewView = {
  status: 'ready',
  user: USER,
  addresses: [],
  orders: [
    {
      orderNo: 'PK-240100',
      placedAt: Date.UTC(2026, 10, 20),
      total: 16772,
      currency: 'PKR',
      manageUrl: '#orders',
      items: [{ name: 'Ceramic coffee mug set (4 pcs)', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', quantity: 2 }],
    },
  ],
  error: null,
  promotions: { sms: false, email: true },
  promotionPending: null,
  promotionError: null,
  promotionSaved: false,
};
const EDIT: ProfileEditView = {
  pending: false,
  values: { name: USER.name, nickname: '', gender: 'female', birthday: '', taxId: '', branchId: '', messagingPin: '' },
  error: null,
  fieldErrors: {},
  taxId: false,
  branchId: false,
};

type Loaded = { loaded: { t: AccountT } };

/** The account page in a 360 px column; with `large`, the root font size is 200 % while the story is shown. */
function Phone({ t, large, children }: { t: AccountT; large: boolean; children: ReactNode }) {
  const column = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.style.getPropertyValue('font-size');
    column.current?.style.setProperty('inline-size', '360px');
    if (large) root.style.setProperty('font-size', '200%');
    return () => {
      if (before) root.style.setProperty('font-size', before);
      else root.style.removeProperty('font-size');
    };
  }, [large]);
  return (
    <div ref={column} className="mp-root mp-page mp-account-page" lang={t.lang} dir={t.dir}>
      <main className="mp-page__main" aria-label="Story">
        {children}
      </main>
    </div>
  );
}

const meta = {
  title: 'Account/Large text and birthday (issue 27)',
  loaders: [async ({ globals }) => ({ t: (await loadPartTranslator(readGlobals(globals).language, [accountPart])) as AccountT })],
} satisfies Meta;
export default meta;
type Story = StoryObj;

const dashboard = (_: unknown, { loaded: { t } }: Loaded) => (
  <Phone t={t} large>
    <Dashboard
      view={OVERVIEW}
      t={t}
      href={(section) => `#${section}`}
      onSetPromotion={fn()}
      imageUrl={(url) => url}
      formatDate={(ms) => new Date(ms).toISOString().slice(0, 10)}
      formatMoney={(amount, currency) => `${currency} ${amount.toFixed(2)}`}
    />
  </Phone>
);
const editProfile = (large: boolean) => (_: unknown, { loaded: { t } }: Loaded) => (
  <Phone t={t} large={large}>
    <EditProfile view={EDIT} t={t} onSubmit={fn()} onInput={fn()} cancelHref="#my-profile" />
  </Phone>
);

/** "Choose your birthday": the picker opens with no option selected, focus in its first column. */
const chooseBirthday: Story['play'] = async ({ canvasElement, loaded }) => {
  const { t } = loaded as Loaded['loaded'];
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t('account.field.birthdayChoose') }));
  await canvas.findAllByRole('listbox');
  const picker = canvasElement.querySelector<HTMLElement>('.mp-date-picker')!;
  await expect(within(picker).queryAllByRole('option', { selected: true })).toHaveLength(0);
  await expect(picker.hasAttribute('data-empty')).toBe(true);
  await expect(document.activeElement?.getAttribute('role')).toBe('listbox');
};

const languages = [
  ['English', { language: 'en', site: 'SG' }],
  ['Thai', { language: 'th', site: 'TH' }],
  ['Burmese', { language: 'my', site: 'MM' }],
  ['Urdu', { language: 'ur', site: 'PK' }],
] as const;
const story = (render: unknown, globals: (typeof languages)[number][1], play?: Story['play']): Story => ({ render: render as never, globals, ...(play ? { play } : {}) });

export const LargeTextDashboardEnglish = story(dashboard, languages[0][1]);
export const LargeTextDashboardThai = story(dashboard, languages[1][1]);
export const LargeTextDashboardBurmese = story(dashboard, languages[2][1]);
export const LargeTextDashboardUrdu = story(dashboard, languages[3][1]);
export const LargeTextEditProfileEnglish = story(editProfile(true), languages[0][1]);
export const LargeTextEditProfileThai = story(editProfile(true), languages[1][1]);
export const LargeTextEditProfileBurmese = story(editProfile(true), languages[2][1]);
export const LargeTextEditProfileUrdu = story(editProfile(true), languages[3][1]);
export const BirthdayNotChosenEnglish = story(editProfile(false), languages[0][1], chooseBirthday);
export const BirthdayNotChosenThai = story(editProfile(false), languages[1][1], chooseBirthday);
export const BirthdayNotChosenBurmese = story(editProfile(false), languages[2][1], chooseBirthday);
export const BirthdayNotChosenUrdu = story(editProfile(false), languages[3][1], chooseBirthday);
