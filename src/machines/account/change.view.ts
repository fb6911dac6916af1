/** The change flow as a screen sees it (screens never read state values). */
import type { AccountUser } from '../../api/account.js';
import type { ContactKind } from '../../api/account.js';
import type { ChangeEvent, ChangeField, ChangeKind, ChangeSnapshot } from './change.machine.js';
import type { AccountMessage, FieldMessages } from './shared.js';

export type ChangeStep = 'identityPassword' | 'identityCodeChoose' | 'identityCode' | 'newValue' | 'confirm' | 'password' | 'done' | 'expired';

export interface ChangeView {
  readonly kind: ChangeKind;
  readonly step: ChangeStep;
  readonly pending: boolean;
  readonly current: string;
  readonly value: string;
  readonly identifier: string;
  readonly codeLength: number;
  readonly canResend: boolean;
  /** Seconds until Resend is offered (shown as "Resend in N s"). */
  readonly secondsLeft: number;
  readonly hasPassword: boolean;
  readonly emailAvailable: boolean;
  readonly phoneAvailable: boolean;
  readonly error: AccountMessage | null;
  readonly fieldErrors: FieldMessages<ChangeField>;
  readonly result: AccountUser | null;
}

export function selectChangeView(snapshot: ChangeSnapshot): ChangeView {
  const { context } = snapshot;
  const step: ChangeStep = snapshot.matches('identityPassword')
    ? 'identityPassword'
    : snapshot.matches({ identityCode: 'choosing' }) || snapshot.matches({ identityCode: 'sending' })
      ? 'identityCodeChoose'
      : snapshot.matches('identityCode')
        ? 'identityCode'
        : snapshot.matches('newValue')
          ? 'newValue'
          : snapshot.matches('confirming')
            ? 'confirm'
            : snapshot.matches('passwordForm')
              ? 'password'
              : snapshot.matches('expired')
                ? 'expired'
                : 'done';
  return {
    kind: context.kind,
    step,
    pending: snapshot.hasTag('pending'),
    current: context.kind === 'password' || context.kind === 'identity' ? '' : context.kind === 'email' ? context.user.email : context.user.phone,
    value: context.value,
    identifier: context.identifier,
    codeLength: context.codeLength,
    canResend: context.secondsLeft <= 0,
    secondsLeft: context.secondsLeft,
    hasPassword: context.user.hasPassword,
    emailAvailable: context.user.email !== '',
    phoneAvailable: context.user.phone !== '',
    error: context.error,
    fieldErrors: context.fieldErrors,
    result: context.result,
  };
}

/** What a change screen may do (screens/account/change.tsx), as events of the change machine. */
export interface ChangeSenders {
  submitPassword(password: string): void;
  sendIdentityCode(channel: ContactKind): void;
  submitIdentityCode(code: string): void;
  submitValue(value: string): void;
  submitCode(code: string): void;
  resend(): void;
  editValue(): void;
  submitNewPassword(values: { currentPassword: string; newPassword: string; retype: string }): void;
  input(field: ChangeField): void;
}

/** The senders of a running change machine (the account section and the change-password page both use them). */
export function createChangeSenders(send: (event: ChangeEvent) => void): ChangeSenders {
  return {
    submitPassword: (password) => send({ type: 'SUBMIT_PASSWORD', password }),
    sendIdentityCode: (channel) => send({ type: 'SEND_IDENTITY_CODE', channel }),
    submitIdentityCode: (code) => send({ type: 'SUBMIT_IDENTITY_CODE', code }),
    submitValue: (value) => send({ type: 'SUBMIT_VALUE', value }),
    submitCode: (code) => send({ type: 'SUBMIT_CODE', code }),
    resend: () => send({ type: 'RESEND' }),
    editValue: () => send({ type: 'EDIT_VALUE' }),
    submitNewPassword: (values) => send({ type: 'SUBMIT_NEW_PASSWORD', ...values }),
    input: (field) => send({ type: 'INPUT', field }),
  };
}
