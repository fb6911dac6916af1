/** The change flow as a screen sees it (screens never read state values). */
import type { AccountUser } from '../../api/account.js';
import type { ChangeField, ChangeKind, ChangeSnapshot } from './change.machine.js';
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
    current: context.kind === 'password' ? '' : context.kind === 'email' ? context.user.email : context.user.phone,
    value: context.value,
    identifier: context.identifier,
    codeLength: context.codeLength,
    canResend: context.canResend,
    hasPassword: context.user.hasPassword,
    emailAvailable: context.user.email !== '',
    phoneAvailable: context.user.phone !== '',
    error: context.error,
    fieldErrors: context.fieldErrors,
    result: context.result,
  };
}
