/**
 * The sub-pages of /user/profile other than the dashboard (dashboard-section.tsx): each runs its machine
 * (@xstate/react) and renders its screen (src/screens/account) with a view and senders. What they share comes in
 * `SectionProps`. The account entry loads this module lazily (profile-sections.ts), when one of them is first shown:
 * the dashboard's first paint needs none of it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ComponentType } from 'react';
import type { AccountServices, AccountUser, ContactKind } from '../api/account.js';
import type { Address } from '../api/address.js';
import { formatDate, formatPhone } from '../i18n/format.js';
import type { AccountKey } from '../i18n/parts/account/en.js';
import { changeMachine } from '../machines/account/change.machine.js';
import { createChangeSenders, selectChangeView } from '../machines/account/change.view.js';
import type { OverviewView, PromotionChannel } from '../machines/account/overview.machine.js';
import { profileEditMachine, selectProfileEditView, type ProfileValues } from '../machines/account/profile-edit.machine.js';
import { ChangeScreen } from '../screens/account/change.js';
import { Promotions } from '../screens/account/dashboard.js';
import { EditProfile } from '../screens/account/edit-profile.js';
import { MyProfile } from '../screens/account/my-profile.js';
import type { AccountT } from '../screens/account/text.js';
import type { PageEnv } from '../screens/page/index.js';
import { LONG_DATE } from './dashboard-section.js';

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
  /** The address book's list as loaded or changed (the dashboard's default addresses follow it). */
  readonly addressesChanged: (addresses: readonly Address[]) => void;
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
