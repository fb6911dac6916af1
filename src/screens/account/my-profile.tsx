/**
 * My profile (spec §2.2 #my-profile): every member field as text, the nickname falling back to the phone number
 * (§2.1), and prompts for what is missing (mobile, birthday, gender: §5 "Profile prompts") with a link to fill it in.
 */
import { useId } from 'react';
import type { AccountUser } from '../../api/account.js';
import { profileUsesBranchId, profileUsesTaxId } from '../../config/account.js';
import type { SiteCode } from '../../config/sites.js';
import { formatPhone } from '../../i18n/format.js';
import type { AccountT } from './text.js';

export interface MyProfileProps {
  readonly user: AccountUser;
  readonly site: SiteCode;
  readonly t: AccountT;
  readonly href: (section: string) => string;
  readonly formatBirthday: (value: string) => string;
}

const GENDER_KEYS = { male: 'profile.male', female: 'profile.female' } as const;

export function MyProfile({ user, site, t, href, formatBirthday }: MyProfileProps) {
  const promptsId = useId();
  const phone = user.phone ? formatPhone(`+${user.phonePrefixCode}${user.phone}`, site) : '';
  const rows: Array<readonly [string, string]> = [
    [t('account.field.name'), user.name],
    [t('account.field.nickname'), user.nickname || phone],
    [t('account.field.email'), user.email],
    [t('account.field.mobile'), phone],
    [t('account.field.gender'), user.gender === 'male' || user.gender === 'female' ? t(GENDER_KEYS[user.gender]) : ''],
    [t('account.field.birthday'), user.birthday ? formatBirthday(user.birthday) : ''],
    ...(profileUsesTaxId(site) ? [[t('account.field.taxId'), user.taxId] as const] : []),
    ...(profileUsesBranchId(site) ? [[t('account.field.branchId'), user.branchId] as const] : []),
    [t('account.field.pin'), user.hasPinCode ? t('account.field.pinSet') : ''],
  ];
  const prompts = [
    !user.phone && { key: 'account.prompt.mobile' as const, section: 'mobile-change' },
    !user.birthday && { key: 'account.prompt.birthday' as const, section: 'edit-profile' },
    !user.gender && { key: 'account.prompt.gender' as const, section: 'edit-profile' },
  ].filter((p): p is { key: 'account.prompt.mobile' | 'account.prompt.birthday' | 'account.prompt.gender'; section: string } => Boolean(p));
  return (
    <div className="mp-account-profile">
      {prompts.length > 0 && (
        <section className="mp-account-card mp-account-prompts" aria-labelledby={promptsId}>
          <h2 className="mp-account-card__title" id={promptsId}>
            {t('account.prompt.title')}
          </h2>
          <ul>
            {prompts.map((prompt) => (
              <li key={prompt.key}>
                <a href={href(prompt.section)}>{t(prompt.key)}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className="mp-account-details mp-account-card">
        {rows.map(([label, value]) => (
          <div className="mp-account-details__row" key={label}>
            <dt>{label}</dt>
            <dd>{value || t('account.notSet')}</dd>
          </div>
        ))}
      </dl>
      <p className="mp-account-actions">
        <a className="mp-button mp-button--primary" href={href('edit-profile')}>
          {t('account.menu.editProfile')}
        </a>
        <a className="mp-button mp-button--secondary" href={href('email-change')}>
          {t(user.email ? 'account.menu.changeEmail' : 'account.menu.addEmail')}
        </a>
        <a className="mp-button mp-button--secondary" href={href('mobile-change')}>
          {t(user.phone ? 'account.menu.changeMobile' : 'account.menu.addMobile')}
        </a>
      </p>
    </div>
  );
}
