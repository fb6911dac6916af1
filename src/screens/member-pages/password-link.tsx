/**
 * /user/guest-register and /user/link-expired (spec §2.3): the e-mailed password link. The guest's page says an
 * e-mail was sent to set a password, with resend after the countdown; the expired-link page asks for the address and
 * sends a new link. A failed send shows the §8 "check your internet connection and retry" text with Retry.
 */
import { useState } from 'react';
import type { FieldErrors } from '../../machines/contract.js';
import type { PasswordLinkView } from '../../machines/password-link.machine.js';
import type { Translator } from '../../i18n/translate.js';
import { PageLayout } from '../page/index.js';
import { EmailField, SubmitButton, onSubmit, useFieldErrors } from '../shared/index.js';
import { PageButton, PageError, PageLink, PageStatus, type PageT } from './page-bits.js';

export interface PasswordLinkSenders {
  submit(email: string): void;
  input(): void;
  retry(): void;
  resend(): void;
  edit(): void;
}

export interface PasswordLinkScreenProps {
  readonly variant: 'guest' | 'expired';
  readonly view: PasswordLinkView;
  readonly senders: PasswordLinkSenders;
  readonly t: PageT;
  readonly homeUrl: string;
}

export function PasswordLinkScreen({ variant, view, senders, t, homeUrl }: PasswordLinkScreenProps) {
  const [email, setEmail] = useState(view.email);
  const tt = t as Translator;
  const { container, errors } = useFieldErrors(view.fieldErrors as FieldErrors, tt);
  const guest = variant === 'guest';

  if (view.step === 'sent') {
    return (
      <PageLayout title={t(guest ? 'pages.guest.sentTitle' : 'pages.expired.title')} t={t} className="mp-page--narrow">
        <p className="mp-page__text">{t(guest ? 'pages.guest.sent' : 'pages.expired.sent', { email: view.sentTo })}</p>
        <PageStatus>{view.resent ? t('pages.guest.resent') : ''}</PageStatus>
        <p className="mp-page__actions">
          <PageButton onClick={() => senders.resend()} pending={!view.canResend}>
            {view.canResend ? t('pages.guest.resend') : t('common.resendIn', { count: view.secondsLeft })}
          </PageButton>
          <PageLink href={homeUrl}>{t('pages.backHome')}</PageLink>
        </p>
      </PageLayout>
    );
  }
  if (view.step === 'failed') {
    return (
      <PageLayout title={t(guest ? 'pages.guest.title' : 'pages.expired.title')} t={t} className="mp-page--narrow">
        <PageError message={view.error} t={t} />
        <p className="mp-page__actions">
          <PageButton primary onClick={() => senders.retry()}>
            {t('pages.retry')}
          </PageButton>
          <PageButton onClick={() => senders.edit()}>{t('verify.changeEmail')}</PageButton>
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t(guest ? 'pages.guest.title' : 'pages.expired.title')} t={t} className="mp-page--narrow">
      <div ref={container}>
        <p className="mp-page__text">{t(guest ? 'pages.guest.intro' : 'pages.expired.text')}</p>
        <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submit(email))}>
          <EmailField
            t={tt}
            name="email"
            value={email}
            error={errors.email}
            onValueChange={(value) => {
              setEmail(value);
              senders.input();
            }}
          />
          <SubmitButton pending={view.pending}>{t(guest ? 'pages.guest.send' : 'pages.expired.resend')}</SubmitButton>
        </form>
        <p className="mp-page__actions">
          <PageLink href={homeUrl}>{t('pages.backHome')}</PageLink>
        </p>
      </div>
    </PageLayout>
  );
}
