/**
 * /user/verify (spec §1, §2.3, §4 "Verification"): the method list, the step of the chosen method (code entry with
 * the popup's passcode cells and resend countdown, trusted-device waiting, purchased-item question, password), "Use
 * another method", "This wasn't me" with its confirm dialog, "This isn't my account" with its confirm dialog (a new
 * device's code login by phone, issue 24 part 6), the verified (confirm) dialog and the session-expired dialog. A view
 * and senders only (verification.view.ts).
 */
import { useId, useRef, useState } from 'react';
import { PageDialog, PasscodeInput } from '../../components/index.js';
import type { Translator } from '../../i18n/translate.js';
import type { VerificationMethod, VerificationMethodType } from '../../api/verification.js';
import type { VerificationView } from '../../machines/verification.view.js';
import type { SiteCode } from '../../config/sites.js';
import { PageLayout } from '../page/index.js';
import { CODE_SENT_KEYS, LinkButton, PasswordField, RichText, SubmitButton, onSubmit } from '../shared/index.js';
import { ItemQuestion, PageError, PageLink, PageLoadFailed, PageLoading, PageRejectDialog, PageStatus, type PageT, pageText } from './page-bits.js';
import type { PagesKey } from '../../i18n/parts/pages/en.js';

export interface VerificationSenders {
  retry(): void;
  choose(method: VerificationMethodType): void;
  otherMethod(): void;
  submitCode(code: string): void;
  resend(): void;
  pick(option: string): void;
  submitPassword(password: string): void;
  notMe(): void;
  cancelReject(): void;
  confirmReject(): void;
  notMyAccount(): void;
  cancelNotMine(): void;
  confirmNotMine(): void;
  continue(): void;
  startAgain(): void;
}

export interface VerificationScreenProps {
  readonly view: VerificationView;
  readonly senders: VerificationSenders;
  readonly t: PageT;
  readonly site: SiteCode;
  /** Where "Back to home" goes (the page's redirect). */
  readonly homeUrl: string;
  /** Where the dialogs render (default document.body). */
  readonly dialogContainer?: Element | null;
}

const METHOD_KEYS: Readonly<Record<VerificationMethodType, PagesKey>> = Object.freeze({
  SMS: 'pages.verify.method.sms',
  EMAIL: 'pages.verify.method.email',
  DEVICE: 'pages.verify.method.device',
  VOICE: 'pages.verify.method.call',
  ITEM: 'pages.verify.method.item',
  PASSWORD: 'pages.verify.method.password',
});

const TITLE_KEYS: Readonly<Record<VerificationView['stage'], PagesKey | 'verify.title'>> = Object.freeze({
  loading: 'pages.verify.title',
  failed: 'pages.verify.title',
  gone: 'pages.verify.title',
  incomplete: 'pages.incomplete.title',
  choosing: 'pages.verify.title',
  code: 'verify.title',
  device: 'pages.verify.device.title',
  item: 'pages.verify.item.title',
  password: 'pages.verify.password.title',
  approved: 'pages.verify.title',
  expired: 'pages.verify.title',
  rejected: 'pages.verify.rejectedTitle',
});

/** The server shows where a code goes already masked and formatted ("+65 9*** **03"): shown as given. */
function methodLabel(method: VerificationMethod, t: PageT): string {
  const target = method.target ?? '';
  return t(METHOD_KEYS[method.type], { phone: target, email: target });
}

function MethodList({ view, senders, t }: VerificationScreenProps) {
  const headingId = useId();
  return (
    <section className="mp-verification__methods" aria-labelledby={headingId}>
      <h2 className="mp-verification__subtitle" id={headingId}>
        {t('pages.verify.methods')}
      </h2>
      {view.methods.length === 0 ? (
        // Nothing left to offer (e.g. the purchased-item question closed for the day, issue 23 finding 1).
        <p className="mp-page__text">{t('pages.verify.noMethod')}</p>
      ) : (
        <ul className="mp-verification__list">
          {view.methods.map((method) => (
            <li key={method.type}>
              <button
                type="button"
                className="mp-button mp-button--block mp-verification__method"
                data-method={method.type}
                aria-disabled={view.pending || undefined}
                aria-busy={(view.pending && view.method === method.type) || undefined}
                onClick={() => {
                  if (!view.pending) senders.choose(method.type);
                }}
              >
                <span className="mp-button__label">{methodLabel(method, t)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CodeStep({ view, senders, t }: VerificationScreenProps) {
  const base = useId();
  const code = view.code;
  if (!code) return <PageStatus>{null}</PageStatus>;
  const { verify } = code;
  const tt = t as Translator;
  const resendBlocked = !verify.canResend || code.pending;
  return (
    <div className="mp-verification__code">
      <p className="mp-page__text" id={`${base}-sent`}>
        <RichText
          template={tt(CODE_SENT_KEYS[verify.deliveryType], { count: verify.codeLength })}
          parts={{
            identifier: (
              <bdi className="mp-verification__target" dir="ltr">
                {verify.identifier}
              </bdi>
            ),
          }}
        />
      </p>
      <PasscodeInput
        length={verify.codeLength}
        resetToken={verify.resetToken}
        filledCode={verify.filledCode}
        label={tt('verify.code')}
        t={tt}
        autoFocus
        readOnly={code.pending}
        invalid={code.error !== null}
        describedBy={[`${base}-sent`, code.error ? `${base}-error` : null].filter(Boolean).join(' ')}
        onComplete={(value) => senders.submitCode(value)}
      />
      <div className="mp-form-error" role="alert" id={`${base}-error`}>
        {code.error ? pageText(code.error, t) : null}
      </div>
      <p className="mp-verification__resend">
        <button
          type="button"
          className="mp-link"
          aria-disabled={resendBlocked || undefined}
          onClick={() => {
            if (!resendBlocked) senders.resend();
          }}
        >
          {verify.canResend ? tt('verify.resend') : tt('common.resendIn', { count: verify.secondsLeft })}
        </button>
      </p>
    </div>
  );
}

function ItemStep({ view, senders, t }: VerificationScreenProps) {
  return <ItemQuestion options={view.options} pending={view.pending} onPick={senders.pick} t={t} />;
}

function PasswordStep({ view, senders, t }: VerificationScreenProps) {
  const [password, setPassword] = useState('');
  const tt = t as Translator;
  return (
    <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitPassword(password))}>
      <PasswordField t={tt} name="password" label={t('pages.verify.password.field')} autoComplete="current-password" value={password} onValueChange={setPassword} />
      <SubmitButton pending={view.pending}>{t('pages.verify.submit')}</SubmitButton>
    </form>
  );
}

export function VerificationScreen(props: VerificationScreenProps) {
  const { view, senders, t } = props;
  const notMeRef = useRef<HTMLButtonElement>(null);
  const container = props.dialogContainer === undefined ? 'page' : props.dialogContainer;
  const title = t(TITLE_KEYS[view.stage]);

  if (view.stage === 'loading') {
    return <PageLoading title={title} t={t} />;
  }
  if (view.stage === 'failed') {
    return <PageLoadFailed title={title} error={view.error} t={t} onRetry={() => senders.retry()} />;
  }
  if (view.stage === 'rejected') {
    return (
      <PageLayout title={title} t={t} className="mp-page--narrow">
        <p className="mp-page__text" role="status">
          {t(view.rejectedBy === 'device' ? 'pages.verify.rejectedByDevice' : 'pages.verify.rejectedText')}
        </p>
        <p className="mp-page__actions">
          <PageLink primary href={props.homeUrl}>
            {t('pages.backHome')}
          </PageLink>
        </p>
      </PageLayout>
    );
  }

  const stepping = view.stage !== 'choosing' && view.stage !== 'approved' && view.stage !== 'expired';
  return (
    <PageLayout title={title} t={t} className="mp-page--narrow mp-verification">
      {view.stage === 'choosing' ? (
        <p className="mp-page__text">
          {t(view.purpose === 'RESET_PASSWORD' ? 'pages.verify.intro.reset' : view.notMine.offered ? 'pages.verify.intro.newDevice' : 'pages.verify.intro.login')}
        </p>
      ) : null}
      {view.stage !== 'code' ? <PageError message={view.error} t={t} /> : null}
      {view.stage === 'choosing' || view.stage === 'approved' || view.stage === 'expired' ? <MethodList {...props} /> : null}
      {view.stage === 'code' ? <CodeStep {...props} /> : null}
      {view.stage === 'device' ? (
        <>
          <p className="mp-page__text">{t('pages.verify.device.text', { device: t('pages.verify.device.where') })}</p>
          <PageStatus>{t('pages.verify.device.waiting')}</PageStatus>
        </>
      ) : null}
      {view.stage === 'item' ? <ItemStep {...props} /> : null}
      {view.stage === 'password' ? <PasswordStep {...props} /> : null}
      <div className="mp-verification__footer">
        {stepping ? <LinkButton onClick={() => senders.otherMethod()}>{t('pages.verify.otherMethod')}</LinkButton> : null}
        {view.notMine.offered ? (
          <button type="button" className="mp-link mp-verification__not-mine" onClick={() => senders.notMyAccount()}>
            {t('pages.verify.notMine')}
          </button>
        ) : null}
        <button ref={notMeRef} type="button" className="mp-link mp-verification__not-me" onClick={() => senders.notMe()}>
          {t('pages.verify.notMe')}
        </button>
      </div>
      <PageRejectDialog
        open={view.notMine.dialog !== 'closed'}
        title={t('pages.verify.notMine.title')}
        text={t('pages.verify.notMine.text')}
        confirmLabel={t('pages.verify.notMine.confirm')}
        onCancel={() => senders.cancelNotMine()}
        onConfirm={() => senders.confirmNotMine()}
        busy={view.notMine.dialog === 'creating'}
        error={view.notMine.error}
        container={container}
        t={t}
      />
      <PageRejectDialog
        open={view.dialog !== 'closed'}
        title={t('pages.verify.reject.title')}
        text={t('pages.verify.reject.text')}
        confirmLabel={t('pages.verify.reject.confirm')}
        onCancel={() => senders.cancelReject()}
        onConfirm={() => senders.confirmReject()}
        busy={view.dialog === 'rejecting'}
        error={view.dialogError}
        container={container}
        t={t}
      />
      <PageDialog
        open={view.stage === 'approved'}
        title={t(view.ownAccount ? 'pages.verify.notMine.doneTitle' : 'pages.verify.approvedTitle')}
        onClose={() => senders.continue()}
        onConfirm={() => senders.continue()}
        confirmLabel={t('pages.continue')}
        hideClose
        dismissOnBackdrop={false}
        container={container}
        t={t as never}
      >
        <p className="mp-dialog__text">{t(view.ownAccount ? 'pages.verify.notMine.doneText' : 'pages.verify.approvedText')}</p>
      </PageDialog>
      <PageDialog
        open={view.stage === 'expired'}
        role="alertdialog"
        title={t('pages.verify.expiredTitle')}
        onClose={() => senders.startAgain()}
        onConfirm={() => senders.startAgain()}
        confirmLabel={t('pages.verify.startAgain')}
        hideClose
        dismissOnBackdrop={false}
        container={container}
        t={t as never}
      >
        <p className="mp-dialog__text">{t('pages.verify.expiredText')}</p>
      </PageDialog>
    </PageLayout>
  );
}
