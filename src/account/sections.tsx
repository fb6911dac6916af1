/**
 * The sub-pages of /user/profile as components of the account entry: each runs its machine (@xstate/react) and
 * renders its screen (src/screens/account) with a view and senders. What they share comes in `SectionProps`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ComponentType } from 'react';
import type { AccountServices, AccountUser, ContactKind } from '../api/account.js';
import { rewriteImageUrl } from '../api/image.js';
import { formatDate, formatMoney, formatPhone } from '../i18n/format.js';
import type { AccountKey } from '../i18n/parts/account/en.js';
import { changeMachine } from '../machines/account/change.machine.js';
import { createChangeSenders, selectChangeView } from '../machines/account/change.view.js';
import type { OverviewView, PromotionChannel } from '../machines/account/overview.machine.js';
import { profileEditMachine, selectProfileEditView, type ProfileValues } from '../machines/account/profile-edit.machine.js';
import { ChangeScreen } from '../screens/account/change.js';
import { Dashboard, Promotions } from '../screens/account/dashboard.js';
import { EditProfile } from '../screens/account/edit-profile.js';
import { MyProfile } from '../screens/account/my-profile.js';
import type { AccountT } from '../screens/account/text.js';
import type { PageEnv } from '../screens/page/index.js';

export interface SectionProps {
  readonly env: PageEnv<AccountKey>;
  readonly t: AccountT;
  readonly user: AccountUser;
  readonly overview: OverviewView;
  readonly services: AccountServices;
  /** A sub-page's address (`#edit-profile`). */
  readonly href: (section: string) => string;
  /** Moves to a sub-page (a history entry, like a link). */
  readonly go: (section: string) => void;
  /** The buyer changed (the page, the header). */
  readonly userChanged: (user: AccountUser) => void;
  readonly setPromotion: (channel: PromotionChannel, enabled: boolean) => void;
  /** The session is gone: keep the draft and go to login (and back here). */
  readonly sessionExpired: (draft?: Readonly<Record<string, string>>) => void;
  /** What was typed before a login redirect, once. */
  readonly draft: Readonly<Record<string, string>> | undefined;
  /** A status line on the page (announced). */
  readonly notify: (text: string) => void;
  /** The address book summary for the dashboard (the address wing's DefaultAddresses, see profile-sections.ts). */
  readonly addressSummary?: ComponentType<SectionProps> | undefined;
}

/** Dates of the account area: the day, the month's name and the year, the locale's way (src/i18n/format.ts). */
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

export function DashboardSection(props: SectionProps) {
  const { env, t, overview } = props;
  const Address = props.addressSummary;
  return (
    <Dashboard
      view={overview}
      t={t}
      href={props.href}
      onSetPromotion={props.setPromotion}
      addressSummary={Address ? <Address {...props} /> : undefined}
      imageUrl={(url, width) => rewriteImageUrl(url, { width, cdnHosts: [env.config.hosts.cdn] })}
      formatDate={(ms) => formatDate(ms, env.config.language, LONG_DATE)}
      formatMoney={(amount, currency) => formatMoney(amount, env.config.language, env.config.site, currency)}
      formatPhone={(e164) => formatPhone(e164, env.config.site)}
    />
  );
}

export function MyProfileSection({ env, t, user, href }: SectionProps) {
  return (
    <MyProfile
      user={user}
      site={env.config.site.code}
      t={t}
      href={href}
      formatBirthday={(value) => formatDate(value, env.config.language, LONG_DATE)}
    />
  );
}

export function SettingsSection({ t, overview, setPromotion }: SectionProps) {
  return <Promotions view={overview} t={t} onSetPromotion={setPromotion} />;
}

export function EditProfileSection(props: SectionProps) {
  const { services, user, env, t, draft } = props;
  const actor = useActorRef(profileEditMachine, {
    input: { services, user, site: env.config.site, ...(draft ? { draft: draft as Partial<ProfileValues> } : {}) },
  });
  const view = useSelector(actor, selectProfileEditView);
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined));
  useEffect(() => {
    if (!output) return;
    if (output.type === 'saved') {
      props.userChanged(output.user);
      props.notify(t('account.profile.saved'));
      props.go('my-profile');
    } else props.sessionExpired(output.draft);
    // The output arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);
  return (
    <EditProfile
      view={view}
      t={t}
      onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
      onInput={(field) => actor.send({ type: 'INPUT', field })}
      cancelHref={props.href('my-profile')}
    />
  );
}

/** Change or add the e-mail or mobile (the password has its page, /user/change-password, on the same machine). */
function ChangeSection({ kind, ...props }: SectionProps & { kind: ContactKind }) {
  const { services, user, env, t, draft } = props;
  const actor = useActorRef(changeMachine, {
    input: { kind, services, user, site: env.config.site, ...(draft?.value ? { draft: { value: draft.value } } : {}) },
  });
  const view = useSelector(actor, selectChangeView);
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined));
  useEffect(() => {
    if (!output) return;
    if (output.type === 'sessionExpired') {
      props.sessionExpired(output.draft.value ? { value: output.draft.value } : undefined);
      return;
    }
    if (output.type !== 'done' || !output.user) return;
    props.userChanged(output.user);
    const shown = kind === 'email' ? output.user.email : formatPhone(`+${output.user.phonePrefixCode}${output.user.phone}`, env.config.site);
    props.notify(t(kind === 'email' ? 'account.contact.emailDone' : 'account.contact.mobileDone', { value: shown }));
    props.go('my-profile');
    // The output arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);
  return <ChangeScreen view={view} t={t} phoneCode={env.config.site.phoneCode} site={env.config.site} formatPhone={formatPhone} senders={createChangeSenders(actor.send)} />;
}

export const EmailChangeSection = (props: SectionProps) => <ChangeSection kind="email" {...props} />;
export const MobileChangeSection = (props: SectionProps) => <ChangeSection kind="phone" {...props} />;
