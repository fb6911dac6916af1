/**
 * The forgot / reset flow's later states (see forgot.machine.ts): Verify (the shared verify machine, its submit
 * checking the code with the reset token) and ResetPassword with its success view. The transitions name the
 * machine's guards, actions and delays, declared in forgot.machine.ts.
 */
import type { AnyActorRef } from 'xstate';
import type { VerifyResult } from '../api/types.js';
import type { ForgotContext } from './forgot.steps.js';
import { emailOf, isVerified, phoneOf, resetVerificationUrl, sendEmailCode, sendResetSms } from './forgot.steps.js';
import { errorParams, isBusyError, notifyPopup, toViewMessage } from './shared.js';
import { VERIFY_SCREEN_EVENTS, type VerifyInput, type VerifyOutput, type VerifySubmitResult } from './verify.machine.js';

/** Verify's input: where the code went, and the flow's own calls to check it and to send another. */
export function verifyInput({ context, self }: { context: ForgotContext; self: AnyActorRef }): VerifyInput {
  const { services, token } = context;
  /** Spec §8: a failed check toasts, then fails (Verify shows it and stays). */
  const checked = async (attempt: () => Promise<VerifyResult>): Promise<VerifySubmitResult> => {
    try {
      return { type: 'verified', result: await attempt() };
    } catch (error) {
      // A traffic limit reaches the busy dialog through Verify's own error handling.
      if (!isBusyError(error)) notifyPopup(self.system, { type: 'SHOW_TOAST', message: toViewMessage(error), tone: 'error' });
      throw error;
    }
  };
  const email = context.accountType === 'email';
  return {
    identifier: context.identifier,
    identifierType: context.accountType,
    codeLength: context.codeLength,
    deliveryType: email ? 'EMAIL' : 'SMS',
    isRiskPhone: false,
    submit: (code) =>
      checked(() =>
        email
          ? services.verifyEmailCode({ type: 'RESET_PASSWORD', ...emailOf(context), code, token })
          : services.verifyResetPhoneCode({ ...phoneOf(context), code, token }),
      ),
    resend: () => (email ? sendEmailCode(context, true) : sendResetSms(context, true)),
    readSmsCode: (signal) => services.readSmsCode(signal),
  };
}

type VerifyDone = { context: ForgotContext; event: { output: VerifyOutput } };
const verifyOutput = ({ event }: VerifyDone) => ({ output: event.output });

/** The Verify screen. */
export const VERIFY_STATE = {
  invoke: {
    id: 'verify',
    src: 'verify',
    input: verifyInput,
    onDone: [
      {
        // Spec §4: the verification page first, with a redirect back to the reset page, in the top window.
        guard: { type: 'isSecondVerification', params: ({ context, event }: VerifyDone) => ({ output: event.output, hosts: context.config.hosts }) },
        target: 'done',
        actions: {
          type: 'toSecondVerification',
          params: ({ context, event }: VerifyDone) => ({
            url: (isVerified(event.output) && resetVerificationUrl(event.output.result.verifyUrl, context.config.hosts)) || '',
          }),
        },
      },
      {
        guard: { type: 'isVerifiedToken', params: verifyOutput },
        target: 'reset',
        actions: {
          type: 'setToken',
          params: ({ event }: VerifyDone) => ({ token: isVerified(event.output) ? event.output.result.token : '' }),
        },
      },
      // CHANGE_NUMBER: the account step again; from a login, Login again.
      { guard: { type: 'isBackToAccount', params: verifyOutput }, target: 'account' },
      { guard: { type: 'isBackOutput', params: verifyOutput }, target: 'done', actions: 'backOutput' },
      { guard: 'cameFromAccount', target: 'account', actions: 'showVerifyFailed' },
      { target: 'done', actions: ['toastVerifyFailed', 'backOutput'] },
    ],
  },
  on: {
    BACK: { guard: 'cameFromAccount', target: 'account' },
    ...VERIFY_SCREEN_EVENTS,
  },
} as const;

/** The ResetPassword screen, then its success view. */
export const RESET_STATE = {
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT_RESET: [
          { guard: 'hasResetErrors', actions: 'checkReset' },
          { target: 'saving', actions: 'checkReset' },
        ],
        BACK: { guard: 'cameFromAccount', target: '#forgot.account' },
      },
    },
    saving: {
      tags: ['pending'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }: { context: ForgotContext; event: { type: string; password?: string } }) => ({
          services: context.services,
          token: context.token,
          // From the event straight into the call: the password never enters the context.
          password: event.type === 'SUBMIT_RESET' ? (event.password ?? '') : '',
        }),
        onDone: { target: 'success' },
        // Refused: under the field; any other failure: the screen's error (announced, it stays); busy: the dialog.
        onError: [
          { guard: { type: 'isPasswordRefused', params: errorParams }, target: 'editing', actions: { type: 'refuseNewPassword', params: errorParams } },
          { target: 'editing', actions: { type: 'showError', params: errorParams } },
        ],
      },
    },
    success: {
      // Already logged in by the reset: no Back that would stop the countdown (tag read by the root and the view).
      tags: ['noBack'],
      entry: 'startCountdown',
      initial: 'counting',
      on: {
        GO_TO: { target: '#forgot.done', actions: 'takeShortcut' },
      },
      states: {
        counting: {
          after: {
            successTick: [
              { guard: 'isLastSecond', target: '#forgot.done', actions: 'closeOutput' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
          // WCAG 2.2.1: the buyer can turn the time limit off; the popup then stays until they choose.
          on: { STOP_COUNTDOWN: { target: 'stopped' } },
        },
        stopped: {},
      },
    },
  },
} as const;
