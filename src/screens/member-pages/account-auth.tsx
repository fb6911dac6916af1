/**
 * /user/account-auth (spec §4 OAUTH_VERIFY_EMAIL_PASSWORD, OAUTH_COMPLETE_PHONE_FOR_REGISTER): the existing
 * account's password links the social sign-in; or a mobile number and its code create the account.
 */
import { useState } from 'react';
import { PasscodeInput } from '../../components/index.js';
import type { FieldErrors } from '../../machines/contract.js';
import type { AccountAuthView } from '../../machines/account-auth.machine.js';
import type { Translator } from '../../i18n/translate.js';
import { PageLayout } from '../page/index.js';
import { PasswordField, PhoneField, SubmitButton, onSubmit, useFieldErrors } from '../shared/index.js';
import { PageButton, PageError, PageLoadFailed, type PageT } from './page-bits.js';

export interface AccountAuthSenders {
  submitPassword(password: string): void;
  submitPhone(phone: string): void;
  submitCode(code: string): void;
  resend(): void;
  editPhone(): void;
  input(): void;
  retry(): void;
}

export interface AccountAuthScreenProps {
  readonly view: AccountAuthView;
  readonly senders: AccountAuthSenders;
  readonly t: PageT;
  /** The site's phone country code (without +). */
  readonly phonePrefix: string;
}

const PROVIDER_NAMES = { GOOGLE: 'Google', FACEBOOK: 'Facebook' } as const;

export function AccountAuthScreen({ view, senders, t, phonePrefix }: AccountAuthScreenProps) {
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState(view.phone);
  const [code, setCode] = useState('');
  const tt = t as Translator;
  const { container, errors } = useFieldErrors(view.fieldErrors as FieldErrors, tt);
  const provider = view.provider ? PROVIDER_NAMES[view.provider] : '';

  if (view.status === 'checking' || view.status === 'done') {
    return (
      <PageLayout title={t(view.status === 'done' ? 'pages.auth.doneTitle' : 'pages.auth.title')} t={t} className="mp-page--narrow">
        <p className="mp-page__status" role="status" aria-busy={view.status === 'checking' || undefined}>
          {view.status === 'done' ? t('pages.auth.done') : ''}
        </p>
      </PageLayout>
    );
  }
  if (view.status === 'failed' || view.status === 'expired') {
    return <PageLoadFailed title={t('pages.auth.title')} error={view.error} t={t} onRetry={() => senders.retry()} />;
  }
  if (view.status === 'password') {
    return (
      <PageLayout title={t('pages.auth.linkTitle', { provider })} t={t} className="mp-page--narrow">
        <div ref={container}>
          <p className="mp-page__text">{t('pages.auth.linkText', { provider, email: view.email ?? '' })}</p>
          <PageError message={view.error} t={t} />
          <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitPassword(password))}>
            <PasswordField
              t={tt}
              name="password"
              label={t('popup.field.password')}
              autoComplete="current-password"
              value={password}
              error={errors.password}
              onValueChange={(value) => {
                setPassword(value);
                senders.input();
              }}
            />
            <SubmitButton pending={view.pending}>{t('pages.auth.link')}</SubmitButton>
          </form>
        </div>
      </PageLayout>
    );
  }
  if (view.status === 'phone') {
    return (
      <PageLayout title={t('pages.auth.phoneTitle')} t={t} className="mp-page--narrow">
        <div ref={container}>
          <p className="mp-page__text">{t('pages.auth.phoneText', { provider })}</p>
          <PageError message={view.error} t={t} />
          <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitPhone(phone))}>
            <PhoneField
              t={tt}
              name="phone"
              phonePrefix={phonePrefix}
              value={phone}
              error={errors.phone}
              onValueChange={(value) => {
                setPhone(value);
                senders.input();
              }}
            />
            <SubmitButton pending={view.pending}>{t('login.sendCode')}</SubmitButton>
          </form>
        </div>
      </PageLayout>
    );
  }
  const errorId = 'mp-auth-code-error';
  return (
    <PageLayout title={t('verify.title')} t={t} className="mp-page--narrow">
      <div ref={container}>
        <p className="mp-page__text">{t(view.voice ? 'verify.sent.voice' : 'verify.sent.sms', { count: 6, identifier: view.sentTo })}</p>
        <PageError message={view.error} t={t} />
        <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitCode(code))}>
          <div className="mp-field" data-invalid={errors.code ? true : undefined}>
            <PasscodeInput
              label={t('verify.code')}
              t={tt}
              value={code}
              readOnly={view.pending}
              invalid={Boolean(errors.code)}
              describedBy={errors.code ? errorId : undefined}
              onValueChange={(value) => {
                setCode(value);
                senders.input();
              }}
            />
            {errors.code ? (
              <p className="mp-field__error" id={errorId}>
                {errors.code}
              </p>
            ) : null}
          </div>
          <SubmitButton pending={view.pending}>{t('pages.auth.create')}</SubmitButton>
        </form>
        <p className="mp-page__actions">
          <PageButton onClick={() => senders.resend()} pending={!view.canResend || view.pending}>
            {view.canResend ? t('verify.resend') : t('common.resendIn', { count: view.secondsLeft })}
          </PageButton>
          <PageButton onClick={() => senders.editPhone()}>{t('verify.changePhone')}</PageButton>
        </p>
      </div>
    </PageLayout>
  );
}
