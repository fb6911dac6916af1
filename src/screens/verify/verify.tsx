/**
 * Verify screen (spec §2.1, §4 resend): where the code went, the passcode cells (length from the server), resend
 * with its countdown, change number, and for a risky phone the other delivery methods. A full code is submitted
 * as soon as the last cell is filled.
 */
import { useId } from 'react';
import { PasscodeInput } from '../../components/index.js';
import { formatPhone } from '../../i18n/format.js';
import type { VerifyView } from '../../machines/contract.js';
import { LostNumberLink, isCodeLoginVerify } from './lost-number-link.js';
import { CODE_SENT_KEYS, FormError, LinkButton, RichText, useFieldErrors, type ScreenProps } from '../shared/index.js';

const DEFAULT_VERIFY: VerifyView = {
  identifier: '',
  identifierType: 'phone',
  codeLength: 6,
  deliveryType: 'SMS',
  secondsLeft: 0,
  canResend: false,
  isRiskPhone: false,
  resetToken: 0,
};

export function VerifyScreen({ view, senders, t, titleId }: ScreenProps) {
  const verify = view.verify ?? DEFAULT_VERIFY;
  const { pending } = view;
  const base = useId();
  const sentId = `${base}-sent`;
  const errorId = `${base}-error`;
  const codeErrorId = `${base}-code-error`;
  const { container, errors } = useFieldErrors(view.fieldErrors, t);

  const codeError = errors.code;
  const resendBlocked = !verify.canResend || pending;

  return (
    <div className="mp-screen mp-verify" ref={container}>
      <h2 className="mp-screen__title" id={titleId} tabIndex={-1}>
        {t('verify.title')}
      </h2>
      <p className="mp-screen__intro" id={sentId}>
        <RichText
          template={t(CODE_SENT_KEYS[verify.deliveryType], { count: verify.codeLength })}
          parts={{
            identifier: (
              <bdi className="mp-verify__identifier" dir="ltr">
                {verify.identifierType === 'phone' ? formatPhone(verify.identifier, view.site) : verify.identifier}
              </bdi>
            ),
          }}
        />
      </p>
      <div className="mp-verify__code" aria-busy={pending || undefined}>
        <PasscodeInput
          length={verify.codeLength}
          resetToken={verify.resetToken}
          filledCode={verify.filledCode}
          label={t('verify.code')}
          t={t}
          autoFocus
          // Read-only, not disabled, while the code is checked: focus stays on the cell (a disabled one drops it).
          readOnly={pending}
          invalid={Boolean(codeError) || view.error !== null}
          describedBy={[sentId, codeError ? codeErrorId : null, view.error ? errorId : null].filter(Boolean).join(' ')}
          onChange={() => senders.input('code')}
          onComplete={(code) => senders.submitCode(code)}
        />
        {codeError && (
          <p className="mp-field__error" id={codeErrorId}>
            {codeError}
          </p>
        )}
      </div>
      <FormError message={view.error} t={t} id={errorId} />
      <div className="mp-verify__actions">
        <button
          type="button"
          className="mp-link mp-verify__resend"
          aria-disabled={resendBlocked || undefined}
          onClick={() => {
            if (!resendBlocked) senders.resendCode();
          }}
        >
          {verify.canResend ? t('verify.resend') : t('common.resendIn', { count: verify.secondsLeft })}
        </button>
        <LinkButton onClick={() => senders.changeNumber()}>
          {t(verify.identifierType === 'email' ? 'verify.changeEmail' : 'verify.changePhone')}
        </LinkButton>
      </div>
      {verify.isRiskPhone && (
        <p className="mp-screen__switch">
          <LinkButton onClick={() => senders.toMethodList()}>{t('verify.otherMethods')}</LinkButton>
        </p>
      )}
      {isCodeLoginVerify(view) && <LostNumberLink view={view} phone={verify.identifier} t={t} />}
    </div>
  );
}
