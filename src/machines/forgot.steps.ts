/**
 * The forgot / reset flow's parts (see forgot.machine.ts): its constants, input, context and events, the account and
 * new-password checks, the shortcut and second-verification URLs, and the code-sending step shared by both entries.
 */
import type { Services } from '../api/services.js';
import { RESET_SUCCESS_COUNTDOWN_MS } from '../config/constants.js';
import type { MemberConfig } from '../config/index.js';
import { isEmail, validateNewPassword, validatePasswordRetype, validatePhone } from '../validation/index.js';
import { withFragmentParams } from '../redirect/fragment.js';
import type { FieldErrors, FieldName, FlowOutput, ShortcutTarget, ViewMessage } from './contract.js';
import { errorParams, fieldErrorsOf, NO_FIELD_ERRORS, type FlowStatusContext } from './shared.js';
import { sentCodeLength, type VerifyEvent, type VerifyOutput, type VerifySubmitResult } from './verify.machine.js';

/** One step of the success countdown. */
export const SUCCESS_TICK_MS = 1_000;
/** Whole seconds the success view counts down. */
export const SUCCESS_COUNTDOWN_SECONDS = Math.max(1, Math.round(RESET_SUCCESS_COUNTDOWN_MS / SUCCESS_TICK_MS));
/** The reset-password page on the member host (spec §2.2): where a second verification returns to. */
export const RESET_PAGE_PATH = '/user/reset-password';
/** The verified token type that needs the verification page first (spec §4). */
export const SECOND_VERIFICATION = 'ACCOUNT_SECOND_VERIFICATION';

/** COMPLETE_PASSWORD_FOR_LOGIN's next-step data: an unverified reset token and where its code goes. */
export interface CompletePasswordEntry {
  readonly token: string;
  /** The account's phone or e-mail as the server shows it, masked ('+65 9*** **05', 'n***g@example.com'). */
  readonly identifier: string;
  readonly identifierType: 'phone' | 'email';
}

export interface ForgotInput {
  readonly services: Services;
  /** The site (phone rule) and hosts (shortcuts, the reset page). */
  readonly config: Pick<MemberConfig, 'site' | 'hosts' | 'env'>;
  /** The account typed before (kept across screens). */
  readonly account?: string;
  /** Starts at the code step with this token (COMPLETE_PASSWORD_FOR_LOGIN) instead of ForgetPassword. */
  readonly completePassword?: CompletePasswordEntry;
  /**
   * Starts at ResetPassword with this verified reset token (the member page /user/reset-password, reached from an
   * e-mail link or back from the identity verification page).
   */
  readonly verifiedToken?: string;
}

export interface ForgotContext extends FlowStatusContext {
  readonly services: Services;
  readonly config: Pick<MemberConfig, 'site' | 'hosts' | 'env'>;
  /** Where the flow started: ForgetPassword, a login that asked for a password, or a verified token (a link). */
  readonly entry: 'account' | 'login' | 'link';
  /** As typed. */
  readonly account: string;
  /** The channel of the code. */
  readonly accountType: 'email' | 'phone';
  /** The address the calls name: the trimmed e-mail or the national phone number; '' when the token names it. */
  readonly loginName: string;
  /** Where Verify says the code went (E.164 phone, e-mail, or the server's masked address). */
  readonly identifier: string;
  /** The unverified reset token (code steps), then the verified one (resetPassword). */
  readonly token: string;
  readonly codeLength: number;
  /** Success countdown. */
  readonly secondsLeft: number;
  readonly output: FlowOutput | null;
}

export type ForgotEvent =
  | { type: 'SUBMIT'; account: string }
  | { type: 'SUBMIT_RESET'; password: string; retype: string }
  | { type: 'GO_TO'; target: ShortcutTarget }
  | { type: 'STOP_COUNTDOWN' }
  | { type: 'INPUT'; field: FieldName }
  | { type: 'BACK' }
  | VerifyEvent;

export const looksLikeEmail = (account: string) => account.includes('@');

export function accountErrors(context: ForgotContext, event: ForgotEvent): FieldErrors {
  if (event.type !== 'SUBMIT') return NO_FIELD_ERRORS;
  const account = event.account.trim();
  return fieldErrorsOf([
    ['account', looksLikeEmail(account) ? (isEmail(account) ? null : 'validation.email.invalid') : validatePhone(account, context.config.site)],
  ]);
}

export function resetErrors(event: ForgotEvent): FieldErrors {
  if (event.type !== 'SUBMIT_RESET') return NO_FIELD_ERRORS;
  return fieldErrorsOf([
    ['newPassword', validateNewPassword(event.password)],
    ['retypePassword', validatePasswordRetype(event.password, event.retype)],
  ]);
}

/**
 * The verification page a step-up account leaves for during a reset, always coming back to the reset page (unlike a
 * login's SECOND_VERIFICATION URL, next-step.ts, which returns to the page the buyer was on). Null when the URL is
 * missing or malformed.
 */
export function resetVerificationUrl(verifyUrl: string | undefined, hosts: ForgotContext['config']['hosts']): string | null {
  if (!verifyUrl) return null;
  try {
    const url = new URL(verifyUrl);
    url.searchParams.set('redirect', `${hosts.member}${RESET_PAGE_PATH}`);
    // The token stays in (or moves to) the fragment: never sent to a server (issue 23 finding 7).
    return withFragmentParams(url).href;
  } catch {
    return null;
  }
}

export const VERIFY_FAILED: ViewMessage = { key: 'error.somethingWrong' };

export const isVerified = (output: VerifyOutput): output is VerifySubmitResult => output.type === 'verified';

/** The address a code call names: none when the reset token names the account (COMPLETE_PASSWORD_FOR_LOGIN). */
export const emailOf = ({ loginName }: Pick<ForgotContext, 'loginName'>) => (loginName ? { email: loginName } : {});
export const phoneOf = ({ loginName }: Pick<ForgotContext, 'loginName'>) => (loginName ? { phone: loginName } : {});

export type CodeInput = Pick<ForgotContext, 'services' | 'loginName' | 'token'>;
export const codeInput = ({ context }: { context: ForgotContext }): CodeInput => ({
  services: context.services,
  loginName: context.loginName,
  token: context.token,
});

export const sendEmailCode = (input: CodeInput, resend: boolean) =>
  input.services.sendEmailCode({ type: 'RESET_PASSWORD', ...emailOf(input), token: input.token, resend });
export const sendResetSms = (input: CodeInput, resend: boolean) => input.services.sendResetSms({ ...phoneOf(input), token: input.token, resend });

/**
 * Sending the first code by `src`; then Verify. A failure shows on ForgetPassword, or (from a login, with no screen
 * of its own to show it) is a toast and the flow ends back on Login.
 */
export function sendingCode(src: 'sendEmailCode' | 'sendResetSms') {
  return {
    tags: ['pending'],
    invoke: {
      id: src,
      src,
      input: codeInput,
      onDone: {
        target: '#forgot.verify',
        actions: { type: 'codeSent', params: sentCodeLength },
      },
      onError: [
        { guard: 'cameFromAccount', target: '#forgot.account', actions: { type: 'showError', params: errorParams } },
        { target: '#forgot.done', actions: [{ type: 'toastError', params: errorParams }, 'backOutput'] },
      ],
    },
  } as const;
}
