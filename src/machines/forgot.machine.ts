/**
 * Forgot and reset password (spec §2.1 ForgetPassword / ResetPassword, §4 "Forgot password", §5 new password, §8
 * "Forgot-password verify failure: toast, then the error is rethrown. Reset failure: toast.").
 *
 * Two entries:
 * - From ForgetPassword (`account.editing`): SUBMIT {account} — an e-mail (the isEmail helper, 2-60 characters, when it
 *   has an "@") or a phone of the site (validatePhone) — → `applying` (services.applyResetPassword(loginName) → the
 *   reset token) → `code`.
 * - From a login answered COMPLETE_PASSWORD_FOR_LOGIN (input `completePassword`: an unverified reset token and the
 *   masked phone or e-mail the server sends its code to): straight to `code`. The token names the account, so the
 *   calls carry no address; Verify shows the masked one. `resetPassword` takes the token only once a code verified it.
 *
 * - `code` sends the code by the account's channel: sendEmailCode RESET_PASSWORD or sendResetSms, with the token →
 *   `verify`. A failure: from ForgetPassword the error shows there; from a login it is a toast and the flow ends
 *   with output back (Login, where logging in again starts over).
 * - `verify` (Verify screen) invokes the shared verify machine; its submit checks the code (verifyEmailCode
 *   RESET_PASSWORD / verifyResetPhoneCode with the token). A wrong code toasts (through the root) and is rethrown, so
 *   Verify stays and shows it. When the verified token type is ACCOUNT_SECOND_VERIFICATION → final output navigate to
 *   its verifyUrl with `redirect` back to the reset page, in the top window; otherwise → `reset` with the verified
 *   token. CHANGE_NUMBER or BACK → the account step, value kept (from a login: output back).
 * - `reset.editing` (ResetPassword): SUBMIT_RESET {password, retype} (validateNewPassword, validatePasswordRetype) →
 *   `saving` (services.resetPassword) → `success`. A password the server refuses (a business answer other than an
 *   expired verification) stays under the new-password field; another failure is the screen's error (it stays,
 *   announced); a traffic limit opens the busy dialog.
 * - `success`: the success view counts down RESET_SUCCESS_COUNTDOWN_MS in whole seconds (named delay `successTick`),
 *   then output close; STOP_COUNTDOWN turns the countdown off (`stopped`, WCAG 2.2.1). GO_TO {target} takes a shortcut: output navigate to the shop's
 *   page (config/shop-pages.ts: home, cart, wishlist, the account area; the demo's own pages in `local`).
 *
 * Parts: forgot.steps.ts (types, checks, URLs, the code-sending step), forgot.states.ts (the Verify and ResetPassword
 * states), forgot.view.ts (the view selectors).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import { shopPageUrl } from '../config/shop-pages.js';
import type { Services } from '../api/services.js';
import type { SecurityToken, SendCodeResult } from '../api/types.js';
import { formatPhoneE164, normalizePhone } from '../validation/index.js';
import type { FlowOutput } from './contract.js';
import { RESET_STATE, VERIFY_STATE } from './forgot.states.js';
import {
  accountErrors,
  isVerified,
  looksLikeEmail,
  resetErrors,
  SECOND_VERIFICATION,
  resetVerificationUrl,
  sendEmailCode,
  sendingCode,
  sendResetSms,
  SUCCESS_COUNTDOWN_SECONDS,
  SUCCESS_TICK_MS,
  VERIFY_FAILED,
  type CodeInput,
  type ForgotContext,
  type ForgotEvent,
  type ForgotInput,
} from './forgot.steps.js';
import { clearFieldError, errorParams, hasErrorUnderField, hasFieldErrors, isBusyError, NO_FIELD_ERRORS, notifyPopup, showError, toastFailure, toViewMessage } from './shared.js';
import { codeSent, forwardToVerify, normalizeCodeLength, verifyMachine } from './verify.machine.js';
import type { VerifyOutput } from './verify.machine.js';

/** A reset whose verification ran out is not the new password's fault: it is the screen's error. */
const VERIFICATION_EXPIRED_KEY = 'PL-USER-VERIFICATION-EXPIRED';

export {
  RESET_PAGE_PATH,
  SECOND_VERIFICATION,
  resetVerificationUrl,
  SUCCESS_COUNTDOWN_SECONDS,
  SUCCESS_TICK_MS,
  type CompletePasswordEntry,
  type ForgotContext,
  type ForgotEvent,
  type ForgotInput,
} from './forgot.steps.js';
export { selectForgotFlowView, selectForgotView, selectResetView, type ForgotFlowView } from './forgot.view.js';

export const forgotMachine = setup({
  types: {
    input: {} as ForgotInput,
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
    output: {} as FlowOutput,
    tags: {} as 'pending' | 'noBack',
  },
  actors: {
    applyResetPassword: fromPromise<SecurityToken, { services: Services; loginName: string }>(({ input }) =>
      input.services.applyResetPassword(input.loginName),
    ),
    sendEmailCode: fromPromise<SendCodeResult, CodeInput>(({ input }) => sendEmailCode(input, false)),
    sendResetSms: fromPromise<SendCodeResult, CodeInput>(({ input }) => sendResetSms(input, false)),
    resetPassword: fromPromise<unknown, { services: Services; token: string; password: string }>(({ input }) =>
      input.services.resetPassword({ password: input.password, token: input.token }),
    ),
    verify: verifyMachine,
  },
  delays: {
    successTick: SUCCESS_TICK_MS,
  },
  guards: {
    hasErrorUnderField,
    cameFromAccount: ({ context }) => context.entry === 'account',
    cameFromLink: ({ context }) => context.entry === 'link',
    hasAccountErrors: ({ context, event }) => hasFieldErrors(accountErrors(context, event)),
    hasResetErrors: ({ event }) => hasFieldErrors(resetErrors(event)),
    isEmailAccount: ({ context }) => context.accountType === 'email',
    /** A second verification with a usable verification page. */
    isSecondVerification: (_, params: { output: VerifyOutput; hosts: ForgotContext['config']['hosts'] }) =>
      isVerified(params.output) &&
      params.output.result.tokenType === SECOND_VERIFICATION &&
      resetVerificationUrl(params.output.result.verifyUrl, params.hosts) !== null,
    /** A token to reset the password with (a second verification without its page is not one). */
    isVerifiedToken: (_, params: { output: VerifyOutput }) =>
      isVerified(params.output) && params.output.result.tokenType !== SECOND_VERIFICATION && params.output.result.token !== '',
    isBackOutput: (_, params: { output: VerifyOutput }) => params.output.type === 'back',
    isBackToAccount: ({ context }, params: { output: VerifyOutput }) => params.output.type === 'back' && context.entry === 'account',
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    /** The server refused the new password itself (a business answer that is not a traffic limit). */
    isPasswordRefused: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.kind === 'business' && !isBusyError(params.error) && params.error.key !== VERIFICATION_EXPIRED_KEY,
  },
  actions: {
    /** Keeps what was typed; on a valid account also what the calls take and what Verify shows. */
    checkAccount: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const account = event.account.trim();
      const accountType = looksLikeEmail(account) ? 'email' : 'phone';
      const loginName = accountType === 'email' ? account : (normalizePhone(account, context.config.site) ?? account);
      return {
        account: event.account,
        accountType,
        loginName,
        identifier: accountType === 'email' ? loginName : (formatPhoneE164(loginName, context.config.site) ?? loginName),
        fieldErrors: accountErrors(context, event),
        error: null,
      };
    }),
    checkReset: assign(({ event }) => ({ fieldErrors: resetErrors(event), error: null })),
    clearFieldError,
    setToken: assign((_, params: { token: string }) => ({ token: params.token })),
    codeSent,
    showError,
    /** Spec §8: a failure is a toast (a traffic limit: the busy dialog). */
    toastError: ({ system }, params: { error: unknown }) => toastFailure(system, params.error),
    /**
     * A refused new password stays under the field (aria-invalid, aria-describedby) until the field changes, rather
     * than in a toast that goes away (WCAG 3.3.1); spec §8 names a toast, the field keeps it readable.
     */
    refuseNewPassword: assign((_, params: { error: unknown }) => ({
      fieldErrors: { newPassword: toViewMessage(params.error) },
      error: null,
    })),
    /** A verified answer the flow cannot go on with (a second verification without its page, or no token). */
    showVerifyFailed: assign({ error: VERIFY_FAILED }),
    toastVerifyFailed: ({ system }) => notifyPopup(system, { type: 'SHOW_TOAST', message: VERIFY_FAILED, tone: 'error' }),
    startCountdown: assign({ secondsLeft: SUCCESS_COUNTDOWN_SECONDS, fieldErrors: NO_FIELD_ERRORS, error: null }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    toSecondVerification: assign((_, params: { url: string }) => ({
      output: { type: 'navigate', url: params.url, top: true } satisfies FlowOutput,
    })),
    takeShortcut: assign(({ context, event }) =>
      event.type === 'GO_TO' ? { output: { type: 'navigate', url: shopPageUrl(context.config, event.target) } satisfies FlowOutput } : {},
    ),
    closeOutput: assign({ output: { type: 'close' } satisfies FlowOutput }),
    backOutput: assign({ output: { type: 'back' } satisfies FlowOutput }),
    forwardToVerify,
  },
}).createMachine({
  id: 'forgot',
  context: ({ input }) => {
    const common = {
      services: input.services,
      config: input.config,
      codeLength: normalizeCodeLength(undefined),
      secondsLeft: SUCCESS_COUNTDOWN_SECONDS,
      error: null,
      fieldErrors: NO_FIELD_ERRORS,
      output: null,
    };
    if (input.verifiedToken) {
      return { ...common, entry: 'link', account: '', accountType: 'email', loginName: '', identifier: '', token: input.verifiedToken };
    }
    const entry = input.completePassword;
    if (entry) {
      return {
        ...common,
        entry: 'login',
        account: '',
        accountType: entry.identifierType,
        loginName: '',
        identifier: entry.identifier,
        token: entry.token,
      };
    }
    const account = input.account ?? '';
    return {
      ...common,
      entry: 'account',
      account,
      accountType: looksLikeEmail(account) ? 'email' : 'phone',
      loginName: '',
      identifier: '',
      token: '',
    };
  },
  on: {
    INPUT: { guard: 'hasErrorUnderField', actions: 'clearFieldError' },
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'cameFromAccount', target: 'account' }, { guard: 'cameFromLink', target: 'reset' }, { target: 'code' }],
    },
    /** The ForgetPassword screen. */
    account: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              { guard: 'hasAccountErrors', actions: 'checkAccount' },
              { target: 'applying', actions: 'checkAccount' },
            ],
          },
        },
        applying: {
          tags: ['pending'],
          invoke: {
            id: 'applyResetPassword',
            src: 'applyResetPassword',
            input: ({ context }) => ({ services: context.services, loginName: context.loginName }),
            onDone: { target: '#forgot.code', actions: { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) } },
            onError: { target: 'editing', actions: { type: 'showError', params: errorParams } },
          },
        },
      },
    },
    /** Sending the code by the account's channel (ForgetPassword, or Verify-to-be from a login, is pending). */
    code: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'isEmailAccount', target: 'sendingEmailCode' }, { target: 'sendingResetSms' }],
        },
        sendingEmailCode: sendingCode('sendEmailCode'),
        sendingResetSms: sendingCode('sendResetSms'),
      },
    },
    /** The Verify screen. */
    verify: VERIFY_STATE,
    /** The ResetPassword screen, then its success view. */
    reset: RESET_STATE,
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput => context.output ?? { type: 'close' },
});

export type ForgotMachine = typeof forgotMachine;
export type ForgotSnapshot = SnapshotFrom<typeof forgotMachine>;
