/**
 * Identity verification's types, constants and failure texts (verification.machine.ts keeps the chart itself).
 */
import type { VerificationInfo, VerificationMethod, VerificationMethodType, VerificationResult, VerificationServices, ItemOption } from '../api/verification.js';
import type { PageMessage } from './page-contract.js';
import { errorKey, toViewMessage } from './shared.js';

export const DEVICE_POLL_MS = 3_000;
export const EXPIRED_KEY = 'PL-USER-VERIFICATION-EXPIRED';
export const REJECTED_KEY = 'PL-USER-VERIFICATION-REJECTED';
export const WRONG_ANSWER_KEY = 'PL-USER-VERIFICATION-WRONG-ANSWER';
export const TOO_MANY_TRIES_KEY = 'PL-USER-VERIFICATION-TOO-MANY-TRIES';

export interface VerificationInput {
  readonly services: VerificationServices;
  readonly token: string;
}

export type VerificationOutput = { readonly type: 'verified'; readonly result: VerificationResult } | { readonly type: 'restart' };

export interface VerificationContext {
  readonly services: VerificationServices;
  readonly token: string;
  readonly purpose: VerificationInfo['purpose'];
  readonly secondsLeft: number;
  readonly methods: readonly VerificationMethod[];
  readonly method: VerificationMethodType | null;
  readonly target: string;
  readonly codeLength: number;
  readonly options: readonly ItemOption[];
  readonly error: PageMessage | null;
  readonly dialogError: PageMessage | null;
  readonly rejectedBy: 'me' | 'device' | null;
  readonly result: VerificationResult | null;
  /** The number's holder may answer "This isn't my account" (the server's `notMyAccount`). */
  readonly notMyAccount: boolean;
  /** The result is a new account of the number's holder ("This isn't my account"), not the verified one's login. */
  readonly ownAccount: boolean;
}

export type VerificationEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE'; method: VerificationMethodType }
  | { type: 'OTHER_METHOD' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'PICK'; option: string }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'NOT_ME' }
  | { type: 'CANCEL_REJECT' }
  | { type: 'CONFIRM_REJECT' }
  | { type: 'NOT_MY_ACCOUNT' }
  | { type: 'CANCEL_NOT_MINE' }
  | { type: 'CONFIRM_NOT_MINE' }
  | { type: 'CONTINUE' }
  | { type: 'START_AGAIN' };

export const CODE_METHODS: readonly VerificationMethodType[] = ['SMS', 'VOICE', 'EMAIL'];

/** A failure as the page says it: the purchase question's own texts, else the server's or the network's. */
export function verificationError(error: unknown): PageMessage {
  const key = errorKey(error);
  if (key === WRONG_ANSWER_KEY) return { key: 'pages.verify.wrongItem' };
  if (key === TOO_MANY_TRIES_KEY) return { key: 'pages.verify.tooManyTries' };
  return toViewMessage(error) as PageMessage;
}
