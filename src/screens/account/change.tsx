/**
 * Change or add the e-mail or mobile, change or set the password (spec §2.2 #email-change / #mobile-change, §2.3).
 * One screen per step of the change machine's view: identity (password, or a code to the current address), the new
 * address, its code (the passcode input, resend after the countdown), or the password form with the live hint lines
 * of §5. Every step is a form with its errors under the fields (focused when they appear) or announced above.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { PasscodeInput } from '../../components/passcode-input/index.js';
import type { ChangeSenders, ChangeView } from '../../machines/account/change.view.js';

export type { ChangeSenders };
import type { Site, SiteCode } from '../../config/sites.js';
import { isolateLtr } from '../../i18n/bidi.js';
import { NewPasswordField } from '../shared/new-password-field.js';
import { PasswordField, SubmitButton, TextField, onSubmit, useFocusFirstError, useStepFocus } from '../shared/index.js';
import { accountText, fieldTexts, type AccountT } from './text.js';

export interface ChangeScreenProps {
  readonly view: ChangeView;
  readonly t: AccountT;
  readonly senders: ChangeSenders;
  /** The phone country code shown before a mobile number. */
  readonly phoneCode: string;
  /** The market, for writing phone numbers its way. */
  readonly site: Site | SiteCode;
  /**
   * Writes a phone number for the market (the account area passes formatPhone of src/i18n/format.ts). Default: the
   * number as given, isolated left to right, so a page that changes no phone number (the change-password page of the
   * pages entry) does not bring the phone metadata.
   */
  readonly formatPhone?: (value: string, site: Site | SiteCode) => string;
}

function Step({ view, t, children, intro }: { view: ChangeView; t: AccountT; children: ReactNode; intro?: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useFocusFirstError(container, fieldTexts(view.fieldErrors, t));
  useStepFocus(container, view.step);
  return (
    <div className="mp-account-form" ref={container} data-step={view.step}>
      {intro}
      <p className="mp-form-error" role="alert">
        {view.error ? accountText(view.error, t) : ''}
      </p>
      {children}
    </div>
  );
}

function CodeForm(props: { view: ChangeView; t: AccountT; onCode: (code: string) => void; onResend: () => void; onInput: () => void; after?: ReactNode }) {
  const { view, t } = props;
  const [code, setCode] = useState('');
  const errorId = useId();
  const error = view.fieldErrors.code ? accountText(view.fieldErrors.code, t) : '';
  return (
    <form className="mp-form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => props.onCode(code))}>
      {/* While the code is checked: busy, the cells read-only (focus stays), the button's spinner; back to typing on failure. */}
      <div className="mp-field" data-mp-invalid={error ? '' : undefined} aria-busy={view.pending || undefined}>
        <PasscodeInput
          length={view.codeLength}
          readOnly={view.pending}
          value={code}
          onValueChange={(next: string) => {
            setCode(next);
            if (error) props.onInput();
          }}
          label={t('verify.code')}
          t={t as never}
          {...(error ? { describedBy: errorId } : {})}
          invalid={Boolean(error)}
        />
        {error && (
          <p className="mp-field__error" id={errorId}>
            {error}
          </p>
        )}
      </div>
      <SubmitButton pending={view.pending}>{t('account.contact.confirm')}</SubmitButton>
      <div className="mp-account-actions">
        <button
          type="button"
          className="mp-link"
          aria-disabled={!view.canResend || view.pending || undefined}
          onClick={() => view.canResend && !view.pending && props.onResend()}
        >
          {view.canResend ? t('verify.resend') : t('common.resendIn', { count: view.secondsLeft })}
        </button>
        {props.after}
      </div>
    </form>
  );
}

function PasswordForm({ view, t, senders }: ChangeScreenProps) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', retype: '' });
  const errors = fieldTexts(view.fieldErrors, t);
  const set = (field: 'currentPassword' | 'newPassword' | 'retype') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (view.fieldErrors[field]) senders.input(field);
  };
  return (
    <form className="mp-form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitNewPassword(values))}>
      {view.hasPassword && (
        <PasswordField
          name="currentPassword"
          label={t('account.password.current')}
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword}
          t={t as never}
        />
      )}
      <NewPasswordField
        label={t('reset.newPassword')}
        title={t('account.password.hints')}
        value={values.newPassword}
        onValueChange={set('newPassword')}
        error={errors.newPassword}
        t={t as never}
      />
      <PasswordField
        name="retype"
        label={t('reset.retype')}
        value={values.retype}
        onValueChange={set('retype')}
        autoComplete="new-password"
        error={errors.retype}
        t={t as never}
      />
      <SubmitButton pending={view.pending}>{t(view.hasPassword ? 'account.password.submit' : 'account.password.setSubmit')}</SubmitButton>
    </form>
  );
}

export function ChangeScreen(props: ChangeScreenProps) {
  const { view, t, senders, phoneCode, site, formatPhone = isolateLtr } = props;
  /** A national number, or an address the server names (masked "+65 9*** **67", or an e-mail), as shown. */
  const shown = (value: string, national = false) => (value.includes('@') ? value : formatPhone(national ? `+${phoneCode}${value}` : value, site));
  const [password, setPassword] = useState('');
  const [value, setValue] = useState(view.value);
  const errors = fieldTexts(view.fieldErrors, t);
  const isEmail = view.kind === 'email';

  switch (view.step) {
    case 'identityPassword':
      return (
        <Step view={view} t={t} intro={<h2 className="mp-account-card__title" tabIndex={-1}>{t('account.identity.title')}</h2>}>
          <p>{t('account.identity.password')}</p>
          <form className="mp-form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitPassword(password))}>
            <PasswordField
              name="password"
              label={t('account.password.current')}
              value={password}
              onValueChange={(v) => {
                setPassword(v);
                if (view.fieldErrors.password) senders.input('password');
              }}
              autoComplete="current-password"
              error={errors.password}
              t={t as never}
            />
            <SubmitButton pending={view.pending}>{t('account.continue')}</SubmitButton>
          </form>
        </Step>
      );
    case 'identityCodeChoose':
      return (
        <Step view={view} t={t} intro={<h2 className="mp-account-card__title" tabIndex={-1}>{t('account.identity.title')}</h2>}>
          <p>{view.kind === 'password' ? t('account.password.setIntro') : t('account.identity.codeIntro')}</p>
          <div className="mp-account-actions" aria-busy={view.pending || undefined}>
            {view.emailAvailable && (
              <button type="button" className="mp-button mp-button--primary" aria-disabled={view.pending || undefined} onClick={() => !view.pending && senders.sendIdentityCode('email')}>
                {t('account.identity.sendEmail')}
              </button>
            )}
            {view.phoneAvailable && (
              <button type="button" className="mp-button mp-button--secondary" aria-disabled={view.pending || undefined} onClick={() => !view.pending && senders.sendIdentityCode('phone')}>
                {t('account.identity.sendMobile')}
              </button>
            )}
          </div>
        </Step>
      );
    case 'identityCode':
      return (
        <Step view={view} t={t} intro={<h2 className="mp-account-card__title" tabIndex={-1}>{t('account.identity.title')}</h2>}>
          <p role="status">{t('account.identity.sent', { identifier: shown(view.identifier) })}</p>
          <CodeForm view={view} t={t} onCode={senders.submitIdentityCode} onResend={senders.resend} onInput={() => senders.input('code')} />
        </Step>
      );
    case 'newValue':
      return (
        <Step view={view} t={t}>
          {view.current && (
            <p className="mp-account-current">
              {t(isEmail ? 'account.contact.currentEmail' : 'account.contact.currentMobile')}: <bdi dir="ltr">{isEmail ? view.current : shown(view.current, true)}</bdi>
            </p>
          )}
          <form className="mp-form" noValidate aria-busy={view.pending || undefined} onSubmit={onSubmit(view.pending, () => senders.submitValue(value))}>
            {isEmail ? (
              <TextField
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('account.contact.newEmail')}
                value={value}
                onValueChange={(v) => {
                  setValue(v);
                  if (view.fieldErrors.value) senders.input('value');
                }}
                error={errors.value}
              />
            ) : (
              <TextField
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                prefix={`+${phoneCode}`}
                label={t('account.contact.newMobile')}
                value={value}
                onValueChange={(v) => {
                  setValue(v);
                  if (view.fieldErrors.value) senders.input('value');
                }}
                error={errors.value}
              />
            )}
            <SubmitButton pending={view.pending}>{t('account.contact.sendCode')}</SubmitButton>
          </form>
        </Step>
      );
    case 'confirm':
      return (
        <Step view={view} t={t}>
          <p role="status">{t('account.contact.codeSent', { value: isEmail ? view.value : shown(view.value, true) })}</p>
          <CodeForm
            view={view}
            t={t}
            onCode={senders.submitCode}
            onResend={senders.resend}
            onInput={() => senders.input('code')}
            after={
              <button type="button" className="mp-link" onClick={senders.editValue}>
                {t('account.contact.edit')}
              </button>
            }
          />
        </Step>
      );
    case 'password':
      return (
        <Step view={view} t={t}>
          <PasswordForm {...props} />
        </Step>
      );
    default:
      return null;
  }
}
