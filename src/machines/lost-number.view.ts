/** The view of /user/lost-number's machine: which step shows, with what; a pure selector (screens never read states). */
import type { ItemOption } from '../api/verification.js';
import type { LostNumberErrors, LostNumberMessage, LostNumberSnapshot } from './lost-number.machine.js';

export type LostNumberStep =
  | 'number'
  | 'choose'
  | 'device'
  | 'deviceTimedOut'
  | 'rejected'
  | 'emailCode'
  | 'item'
  | 'questionFailed'
  | 'newNumber'
  | 'phoneCode'
  | 'care'
  | 'expired'
  | 'done';

export interface LostNumberView {
  readonly step: LostNumberStep;
  readonly oldPhone: string;
  readonly newPhone: string;
  readonly maskedEmail: string;
  /** The ways `choose` offers: the e-mail code (maskedEmail not ''), a signed-in device's approval. */
  readonly device: boolean;
  readonly options: readonly ItemOption[];
  readonly careReason: 'noEmail' | 'tooManyTries';
  readonly secondsLeft: number;
  readonly canResend: boolean;
  readonly pending: boolean;
  readonly fieldErrors: LostNumberErrors;
  readonly error: LostNumberMessage | null;
}

/** Which step a state shows: a call in flight stays on the step that made it. */
const STEP_OF: Readonly<Record<string, LostNumberStep>> = {
  starting: 'number',
  emailSending: 'choose',
  emailChecking: 'emailCode',
  questionLoading: 'emailCode',
  itemChecking: 'item',
  phoneSending: 'newNumber',
  finishing: 'phoneCode',
};

export function selectLostNumberView(snapshot: LostNumberSnapshot): LostNumberView {
  const { context } = snapshot;
  const state = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
  const step = context.resending ? (state === 'emailSending' ? 'emailCode' : 'phoneCode') : (STEP_OF[state] ?? (state as LostNumberStep));
  return {
    step,
    oldPhone: context.oldPhone,
    newPhone: context.newPhone,
    maskedEmail: context.maskedEmail,
    device: context.device,
    options: context.options,
    careReason: context.careReason,
    secondsLeft: context.secondsLeft,
    canResend: snapshot.matches({ emailCode: 'ready' }) || snapshot.matches({ phoneCode: 'ready' }),
    pending: snapshot.hasTag('pending'),
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}
