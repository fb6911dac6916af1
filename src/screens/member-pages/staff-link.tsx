/**
 * /user/lazadian, staff verification: the buyer's staff status (linked work e-mail or none), the work e-mail form
 * (the allowed staff domains in its hint), the code sent to it (the passcode input, resend after the countdown,
 * another address), the linked view with the product's Unlink dialog. Errors are announced above the form or under
 * their field (focused); no answer shows the network text with Try again. The typed address is the machine's draft,
 * so nothing typed is lost on an error.
 */
import { useEffect, useState } from 'react';
import { PasscodeInput } from '../../components/index.js';
import type { FieldErrors } from '../../machines/contract.js';
import type { StaffLinkView } from '../../machines/staff-link.view.js';
import type { Translator } from '../../i18n/translate.js';
import { PageLayout } from '../page/index.js';
import { SubmitButton, TextField, onSubmit, useFieldErrors } from '../shared/index.js';
import { PageButton, PageError, PageLink, PageQuestionDialog, PageStatus, type PageT, type StaffPageT } from './page-bits.js';

export interface StaffLinkSenders {
  input(email: string): void;
  submit(email: string): void;
  submitCode(code: string): void;
  inputCode(): void;
  resend(): void;
  edit(): void;
  unlink(): void;
  confirm(): void;
  cancel(): void;
  retry(): void;
}

export interface StaffLinkScreenProps {
  readonly view: StaffLinkView;
  readonly senders: StaffLinkSenders;
  readonly t: StaffPageT;
  /** The §2.4 login page that comes back here (a logged-out visit; the host also goes there by itself). */
  readonly loginUrl: string;
  /** Where Continue goes (the page's redirect). */
  readonly doneUrl: string;
}

/** The staff domains as a list in the page's language ("@a.com or @b.com"), each isolated for right-to-left text. */
export function formatStaffDomains(domains: readonly string[], lang: string): string {
  const items = domains.map((domain) => `\u2068@${domain}\u2069`);
  try {
    return new Intl.ListFormat(lang, { type: 'disjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

function titleOf(view: StaffLinkView): Parameters<StaffPageT>[0] {
  if (view.status === 'signedOut') return 'pages.signIn.title';
  if (view.status === 'code') return 'staff.codeTitle';
  if (view.status === 'linked') return 'staff.doneTitle';
  return 'staff.title';
}

/** The error above the form, with Try again when the call got no answer. */
function Failure({ view, t, onRetry }: { view: StaffLinkView; t: StaffPageT; onRetry: () => void }) {
  return (
    <>
      <PageError message={view.asking ? null : view.error} t={t as unknown as PageT} />
      {view.canRetry && !view.pending ? (
        <p className="mp-page__actions">
          <PageButton onClick={onRetry}>{t('pages.retry')}</PageButton>
        </p>
      ) : null}
    </>
  );
}

export function StaffLinkScreen({ view, senders, t, loginUrl, doneUrl }: StaffLinkScreenProps) {
  const tt = t as Translator;
  const [code, setCode] = useState('');
  const { container, errors } = useFieldErrors(view.fieldErrors as FieldErrors, tt);
  const hintId = 'mp-staff-email-hint';
  const codeErrorId = 'mp-staff-code-error';
  // A new code step starts with empty cells.
  useEffect(() => {
    if (view.status !== 'code') setCode('');
  }, [view.status]);

  let body;
  switch (view.status) {
    case 'loading':
      body = <p className="mp-page__status" role="status" aria-busy="true" />;
      break;
    case 'signedOut':
      body = (
        <>
          <p className="mp-page__text">{t('pages.signIn.text')}</p>
          <p className="mp-page__actions">
            <PageLink primary href={loginUrl}>
              {t('pages.signIn.action')}
            </PageLink>
          </p>
        </>
      );
      break;
    case 'loadFailed':
      body = (
        <>
          <PageError message={view.error} t={t as unknown as PageT} />
          <p className="mp-page__actions">
            <PageButton primary onClick={() => senders.retry()}>
              {t('pages.retry')}
            </PageButton>
          </p>
        </>
      );
      break;
    case 'form':
      body = (
        <>
          <p className="mp-page__text">{t('staff.intro')}</p>
          <PageStatus>{t(view.notice === 'unlinked' ? 'staff.unlinked' : 'staff.notLinked')}</PageStatus>
          <Failure view={view} t={t} onRetry={() => senders.retry()} />
          <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submit(view.email))}>
            <TextField
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              label={t('staff.email')}
              value={view.email}
              error={errors.email}
              hintIds={[hintId]}
              hint={
                <p className="mp-field__hint" id={hintId}>
                  {t('staff.emailDomain', { domains: formatStaffDomains(view.domains, t.lang) })}
                </p>
              }
              onValueChange={(value) => senders.input(value)}
            />
            <SubmitButton pending={view.pending}>{t('staff.send')}</SubmitButton>
          </form>
        </>
      );
      break;
    case 'code':
      body = (
        <>
          <p className="mp-page__text">{t('staff.codeSent', { email: view.email })}</p>
          <Failure view={view} t={t} onRetry={() => senders.retry()} />
          <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitCode(code))}>
            <div className="mp-field" data-invalid={errors.code ? true : undefined}>
              <PasscodeInput
                label={t('verify.code')}
                t={tt}
                length={view.codeLength}
                value={code}
                readOnly={view.pending}
                invalid={Boolean(errors.code)}
                describedBy={errors.code ? codeErrorId : undefined}
                onValueChange={(value) => {
                  setCode(value);
                  if (errors.code) senders.inputCode();
                }}
              />
              {errors.code ? (
                <p className="mp-field__error" id={codeErrorId}>
                  {errors.code}
                </p>
              ) : null}
            </div>
            <SubmitButton pending={view.pending}>{t('staff.confirm')}</SubmitButton>
          </form>
          <p className="mp-page__actions">
            <PageButton onClick={() => senders.resend()} pending={!view.canResend || view.pending}>
              {view.canResend ? t('verify.resend') : t('common.resendIn', { count: view.secondsLeft })}
            </PageButton>
            <PageButton onClick={() => senders.edit()}>{t('staff.changeEmail')}</PageButton>
          </p>
        </>
      );
      break;
    default:
      body = (
        <>
          <p className="mp-page__text">
            <span className="mp-staff__badge">{t('staff.badge')}</span>
          </p>
          <p className="mp-page__text" role="status">
            {t('staff.doneText', { email: view.linkedEmail ?? '' })} {t('staff.benefits')}
          </p>
          <p className="mp-page__actions">
            <PageLink primary href={doneUrl}>
              {t('pages.continue')}
            </PageLink>
            <PageButton onClick={() => senders.unlink()}>{t('staff.unlink')}</PageButton>
          </p>
        </>
      );
  }

  return (
    <PageLayout title={t(titleOf(view))} t={t} className="mp-page--narrow">
      <div ref={container}>{body}</div>
      {view.status === 'linked' && view.asking ? (
        <PageQuestionDialog
          title={t('staff.unlinkTitle')}
          text={t('staff.unlinkText')}
          cancelLabel={t('staff.keep')}
          confirmLabel={t('staff.unlinkConfirm')}
          onCancel={() => senders.cancel()}
          onConfirm={() => senders.confirm()}
          busy={view.pending}
          error={view.error}
          t={t as unknown as PageT}
        />
      ) : null}
    </PageLayout>
  );
}
