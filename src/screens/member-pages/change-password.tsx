/**
 * /user/change-password (spec §2.2, §2.3, §5): the page around the account area's password change (ChangeScreen of
 * screens/account: the current password when the account has one, else a code to its e-mail or mobile first; the
 * new password with the two live hint lines; the re-typed one). Then the success text with Continue.
 */
import type { ReactNode } from 'react';
import type { ChangePasswordView } from '../../machines/change-password.machine.js';
import { PageLayout } from '../page/index.js';
import { PageLink, PageLoadFailed, PageLoading, type PageT } from './page-bits.js';

export interface ChangePasswordSenders {
  retry(): void;
}

export interface ChangePasswordScreenProps {
  readonly view: ChangePasswordView;
  readonly senders: ChangePasswordSenders;
  readonly t: PageT;
  /** The running password change (the account area's ChangeScreen) while `view.status` is `changing`. */
  readonly change: ReactNode;
  /** The login page that brings the buyer back here. */
  readonly loginUrl: string;
  /** Where Continue goes (the page's redirect). */
  readonly doneUrl: string;
}

export function ChangePasswordScreen({ view, senders, t, change, loginUrl, doneUrl }: ChangePasswordScreenProps) {
  const title =
    view.status === 'signedOut'
      ? t('pages.signIn.title')
      : view.status === 'done'
        ? t(view.hasPassword ? 'pages.changePassword.doneTitle' : 'pages.setPassword.doneTitle')
        : t(view.hasPassword ? 'pages.changePassword.title' : 'pages.setPassword.title');

  switch (view.status) {
    case 'loading':
      return <PageLoading title={title} t={t} />;
    case 'loadFailed':
      return <PageLoadFailed title={title} error={view.error} t={t} onRetry={() => senders.retry()} />;
    case 'signedOut':
      return (
        <PageLayout title={title} t={t} className="mp-page--narrow">
          <p className="mp-page__text">{t('pages.signIn.text')}</p>
          <p className="mp-page__actions">
            <PageLink primary href={loginUrl}>
              {t('pages.signIn.action')}
            </PageLink>
          </p>
        </PageLayout>
      );
    case 'done':
      return (
        <PageLayout title={title} t={t} className="mp-page--narrow">
          <p className="mp-page__text" role="status">
            {t(view.hasPassword ? 'pages.changePassword.doneText' : 'pages.setPassword.doneText')}
          </p>
          <p className="mp-page__actions">
            <PageLink primary href={doneUrl}>
              {t('pages.continue')}
            </PageLink>
          </p>
        </PageLayout>
      );
    default:
      return (
        <PageLayout title={title} t={t} className="mp-page--narrow">
          {/* Setting a first password: the change screen's own first step says why a code comes first. */}
          {view.hasPassword ? <p className="mp-page__text">{t('pages.changePassword.intro')}</p> : null}
          {change}
        </PageLayout>
      );
  }
}
