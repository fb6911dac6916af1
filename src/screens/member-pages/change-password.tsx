/**
 * /user/change-password (spec §2.2, §5): the current password (when the account has one), the new password with the
 * two live hint lines, the re-typed one; or "set a password" for an account without one. Then the success text.
 */
import { useState } from 'react';
import type { FieldErrors } from '../../machines/contract.js';
import type { ChangePasswordView } from '../../machines/change-password.machine.js';
import { PageLayout } from '../page/index.js';
import { NewPasswordField, PasswordField, SubmitButton, onSubmit, useFieldErrors } from '../shared/index.js';
import type { Translator } from '../../i18n/translate.js';
import { PageButton, PageError, PageLink, type PageT } from './page-bits.js';

export interface ChangePasswordSenders {
  submit(values: { current: string; password: string; retype: string }): void;
  input(field: 'password' | 'newPassword' | 'retypePassword'): void;
  retry(): void;
}

export interface ChangePasswordScreenProps {
  readonly view: ChangePasswordView;
  readonly senders: ChangePasswordSenders;
  readonly t: PageT;
  /** The login page that brings the buyer back here. */
  readonly loginUrl: string;
  /** Where Continue goes (the page's redirect). */
  readonly doneUrl: string;
}

export function ChangePasswordScreen({ view, senders, t, loginUrl, doneUrl }: ChangePasswordScreenProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const { container, errors } = useFieldErrors(view.fieldErrors as FieldErrors, t as Translator);
  const title =
    view.status === 'signedOut'
      ? t('pages.signIn.title')
      : view.status === 'done'
        ? t(view.hasPassword ? 'pages.changePassword.doneTitle' : 'pages.setPassword.doneTitle')
        : t(view.hasPassword ? 'pages.changePassword.title' : 'pages.setPassword.title');

  if (view.status === 'loading') {
    return (
      <PageLayout title={t('pages.changePassword.title')} t={t} className="mp-page--narrow">
        <p className="mp-page__status" role="status" aria-busy="true" />
      </PageLayout>
    );
  }
  if (view.status === 'loadFailed') {
    return (
      <PageLayout title={title} t={t} className="mp-page--narrow">
        <PageError message={view.error} t={t} />
        <p className="mp-page__actions">
          <PageButton primary onClick={() => senders.retry()}>
            {t('pages.retry')}
          </PageButton>
        </p>
      </PageLayout>
    );
  }
  if (view.status === 'signedOut') {
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
  }
  if (view.status === 'done') {
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
  }

  const tt = t as Translator;
  return (
    <PageLayout title={title} t={t} className="mp-page--narrow">
      <div ref={container}>
        <p className="mp-page__text">{t(view.hasPassword ? 'pages.changePassword.intro' : 'pages.setPassword.intro')}</p>
        <PageError message={view.error} t={t} />
        <form
          className="mp-form mp-page__form"
          noValidate
          aria-busy={view.pending || undefined}
          onSubmit={onSubmit(view.pending, () => senders.submit({ current, password, retype }))}
        >
          {view.hasPassword ? (
            <PasswordField
              t={tt}
              name="currentPassword"
              label={t('pages.changePassword.current')}
              autoComplete="current-password"
              value={current}
              error={errors.password}
              onValueChange={(value) => {
                setCurrent(value);
                senders.input('password');
              }}
            />
          ) : null}
          <NewPasswordField
            t={tt}
            label={t('pages.changePassword.new')}
            value={password}
            error={errors.newPassword}
            onValueChange={(value) => {
              setPassword(value);
              senders.input('newPassword');
            }}
          />
          <PasswordField
            t={tt}
            name="retypePassword"
            label={t('pages.changePassword.retype')}
            autoComplete="new-password"
            value={retype}
            error={errors.retypePassword}
            onValueChange={(value) => {
              setRetype(value);
              senders.input('retypePassword');
            }}
          />
          <SubmitButton pending={view.pending}>{t('pages.changePassword.submit')}</SubmitButton>
        </form>
      </div>
    </PageLayout>
  );
}
