/**
 * /user/lost-number, "I no longer have this number" (issue 26 part 3): the old number, then the code to the account's
 * e-mail (masked) and the purchased-item question, or the approval of a device where the account is signed in
 * (waiting, ended: ask again, rejected), then the new number and its SMS code; or the way to customer care. Each
 * step has its own title, so focus moves to the heading when the step changes (PageLayout); every error is
 * announced (PageError) and every typed value survives an error.
 */
import { useId, useState } from 'react';
import { PasscodeInput } from '../../components/index.js';
import type { FieldErrors } from '../../machines/contract.js';
import type { LostNumberStep, LostNumberView } from '../../machines/lost-number.view.js';
import type { LostNumberKey } from '../../i18n/parts/lost-number/en.js';
import type { Translator } from '../../i18n/translate.js';
import { PageLayout } from '../page/index.js';
import { PhoneField, SubmitButton, onSubmit, useFieldErrors } from '../shared/index.js';
import { ItemQuestion, PageButton, PageError, PageRetry, PageStatus, type PageT } from './page-bits.js';

export interface LostNumberSenders {
  submitNumber(phone: string): void;
  sendEmail(): void;
  askDevice(): void;
  askAgain(): void;
  /** From the device wait or its end back to the choice of ways. */
  back(): void;
  submitCode(code: string): void;
  pick(option: string): void;
  submitPhone(phone: string): void;
  resend(): void;
  editPhone(): void;
  startAgain(): void;
  retry(): void;
  input(): void;
}

export type LostNumberT = Translator<LostNumberKey | Parameters<PageT>[0]>;

export interface LostNumberScreenProps {
  readonly view: LostNumberView;
  readonly senders: LostNumberSenders;
  readonly t: LostNumberT;
  /** The site's phone country code (without +). */
  readonly phonePrefix: string;
  /** The help center's account topic (customer care). */
  readonly helpUrl: string;
  /** The login page (after the change, the buyer logs in with the new number). */
  readonly loginUrl: string;
  /** The trusted-device page, named (not linked: this browser is signed out) for the buyer to open on the other device. */
  readonly deviceUrl: string;
}

const TITLES: Readonly<Record<LostNumberStep, LostNumberKey | 'pages.verify.item.title' | 'verify.title' | 'pages.retry'>> = {
  number: 'lostNumber.title',
  choose: 'lostNumber.choose.title',
  device: 'lostNumber.device.title',
  deviceTimedOut: 'lostNumber.device.timedOut.title',
  rejected: 'lostNumber.rejected.title',
  emailCode: 'lostNumber.email.title',
  item: 'pages.verify.item.title',
  questionFailed: 'pages.verify.item.title',
  newNumber: 'lostNumber.new.title',
  phoneCode: 'verify.title',
  done: 'lostNumber.done.title',
  care: 'lostNumber.care.title',
  expired: 'lostNumber.expired.title',
};

function PhoneStep({ view, senders, t, phonePrefix, field, intro, submit }: LostNumberScreenProps & { field: 'old' | 'new'; intro: string; submit: string }) {
  const [phone, setPhone] = useState(field === 'old' ? view.oldPhone : view.newPhone);
  const { container, errors } = useFieldErrors(view.fieldErrors as FieldErrors, t as Translator);
  const send = () => (field === 'old' ? senders.submitNumber(phone) : senders.submitPhone(phone));
  return (
    <div ref={container}>
      <p className="mp-page__text">{intro}</p>
      <PageError message={view.error} t={t} />
      <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, send)}>
        <PhoneField
          t={t as Translator}
          name="phone"
          phonePrefix={phonePrefix}
          value={phone}
          error={errors.phone}
          onValueChange={(value) => {
            setPhone(value);
            senders.input();
          }}
        />
        <SubmitButton pending={view.pending}>{submit}</SubmitButton>
      </form>
    </div>
  );
}

function CodeStep({ view, senders, t, intro, submit, editPhone }: LostNumberScreenProps & { intro: string; submit: string; editPhone: boolean }) {
  const [code, setCode] = useState('');
  const introId = useId();
  const errorId = useId();
  const { container, errors } = useFieldErrors(view.fieldErrors as FieldErrors, t as Translator);
  return (
    <div ref={container}>
      <p className="mp-page__text" id={introId}>
        {intro}
      </p>
      <PageError message={view.error} t={t} />
      <form className="mp-form mp-page__form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitCode(code))}>
        <div className="mp-field" data-invalid={errors.code ? true : undefined}>
          <PasscodeInput
            label={t('verify.code')}
            t={t as Translator}
            value={code}
            autoFocus
            readOnly={view.pending}
            invalid={Boolean(errors.code) || view.error !== null}
            describedBy={[introId, errors.code ? errorId : null].filter(Boolean).join(' ')}
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
        <SubmitButton pending={view.pending}>{submit}</SubmitButton>
      </form>
      <p className="mp-page__actions">
        <PageButton onClick={() => senders.resend()} pending={!view.canResend || view.pending}>
          {view.canResend ? t('verify.resend') : t('common.resendIn', { count: view.secondsLeft })}
        </PageButton>
        {editPhone ? <PageButton onClick={() => senders.editPhone()}>{t('verify.changePhone')}</PageButton> : null}
      </p>
    </div>
  );
}

function ItemStep({ view, senders, t }: LostNumberScreenProps) {
  return (
    <ItemQuestion options={view.options} pending={view.pending} onPick={senders.pick} t={t}>
      <PageError message={view.error} t={t} />
    </ItemQuestion>
  );
}

function Step(props: LostNumberScreenProps) {
  const { view, senders, t } = props;
  switch (view.step) {
    case 'number':
      return <PhoneStep {...props} field="old" intro={t('lostNumber.number.text')} submit={t('lostNumber.continue')} />;
    case 'choose':
      return (
        <>
          <PageError message={view.error} t={t} />
          {view.maskedEmail ? (
            <>
              <p className="mp-page__text">{t('lostNumber.email.text', { email: view.maskedEmail })}</p>
              <p className="mp-page__actions">
                <PageButton primary pending={view.pending} onClick={() => senders.sendEmail()}>
                  {t('lostNumber.email.send')}
                </PageButton>
              </p>
            </>
          ) : null}
          {view.device ? (
            <>
              <p className="mp-page__text">{t('lostNumber.device.offerText')}</p>
              <p className="mp-page__actions">
                <PageButton primary={!view.maskedEmail} onClick={() => senders.askDevice()}>
                  {t('lostNumber.device.offer')}
                </PageButton>
              </p>
            </>
          ) : null}
        </>
      );
    case 'device':
      return (
        <>
          <p className="mp-page__text">{t('lostNumber.device.text', { address: props.deviceUrl })}</p>
          <PageError message={view.error} t={t} />
          <PageStatus>{t('pages.verify.device.waiting')}</PageStatus>
          <p className="mp-page__actions">
            <PageButton onClick={() => senders.back()}>{t('lostNumber.device.back')}</PageButton>
          </p>
        </>
      );
    case 'deviceTimedOut':
      return (
        <>
          <p className="mp-page__text" role="alert">
            {t('lostNumber.device.timedOut.text')}
          </p>
          <p className="mp-page__actions">
            <PageButton primary onClick={() => senders.askAgain()}>
              {t('lostNumber.device.askAgain')}
            </PageButton>
            <PageButton onClick={() => senders.back()}>{t('lostNumber.device.back')}</PageButton>
          </p>
        </>
      );
    case 'rejected':
      return (
        <>
          <p className="mp-page__text" role="alert">
            {t('lostNumber.rejected.text')}
          </p>
          <p className="mp-page__actions">
            <PageButton primary onClick={() => senders.startAgain()}>
              {t('lostNumber.startAgain')}
            </PageButton>
          </p>
        </>
      );
    case 'emailCode':
      return <CodeStep {...props} intro={t('verify.sent.email', { count: 6, identifier: view.maskedEmail })} submit={t('lostNumber.continue')} editPhone={false} />;
    case 'item':
      return <ItemStep {...props} />;
    case 'questionFailed':
      return <PageRetry error={view.error} t={t} onRetry={() => senders.retry()} />;
    case 'newNumber':
      return <PhoneStep {...props} field="new" intro={t('lostNumber.new.text')} submit={t('login.sendCode')} />;
    case 'phoneCode':
      return <CodeStep {...props} intro={t('verify.sent.sms', { count: 6, identifier: `+${props.phonePrefix} ${view.newPhone}` })} submit={t('lostNumber.phone.submit')} editPhone />;
    case 'done':
      return (
        <>
          <PageStatus>{t('lostNumber.done.text', { phone: `+${props.phonePrefix} ${view.newPhone}` })}</PageStatus>
          <p className="mp-page__actions">
            <a className="mp-button mp-button--primary" href={props.loginUrl}>
              <span className="mp-button__label">{t('lostNumber.done.login')}</span>
            </a>
          </p>
        </>
      );
    case 'care':
      return (
        <>
          <p className="mp-page__text" role="alert">
            {t(view.careReason === 'tooManyTries' ? 'lostNumber.care.tooManyTries' : 'lostNumber.care.noEmail')}
          </p>
          <p className="mp-page__actions">
            <a className="mp-button mp-button--primary" href={props.helpUrl}>
              <span className="mp-button__label">{t('lostNumber.care.link')}</span>
            </a>
          </p>
        </>
      );
    case 'expired':
      return (
        <>
          <p className="mp-page__text">{t('lostNumber.expired.text')}</p>
          <p className="mp-page__actions">
            <PageButton primary onClick={() => senders.startAgain()}>
              {t('lostNumber.startAgain')}
            </PageButton>
          </p>
        </>
      );
  }
}

export function LostNumberScreen(props: LostNumberScreenProps) {
  return (
    <PageLayout title={props.t(TITLES[props.view.step])} t={props.t} className="mp-page--narrow">
      <Step {...props} />
    </PageLayout>
  );
}
