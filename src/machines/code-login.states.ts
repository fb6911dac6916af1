/**
 * The code login's code states (see code-login.machine.ts): Verify (the shared verify machine; its submit logs in,
 * or registers, with the code) and, for a risky phone, the method list and its resend. The transitions name the
 * machine's guards and actions, declared in code-login.machine.ts.
 */
import type { SendCodeResult } from '../api/types.js';
import { formatPhoneE164 } from '../validation/index.js';
import { asSmsChannel, loginWithCode, type CodeLoginContext } from './code-login.steps.js';
import { errorParams } from './shared.js';
import { VERIFY_SCREEN_EVENTS, type VerifyInput, type VerifyOutput } from './verify.machine.js';

/** Verify's input: where the code went, the login-or-register submit, and the resend by the chosen channel. */
export function verifyInput({ context }: { context: CodeLoginContext }): VerifyInput {
  const { services, national, deliveryType } = context;
  return {
    identifier: formatPhoneE164(national, context.site) ?? national,
    identifierType: 'phone',
    codeLength: context.codeLength,
    deliveryType,
    isRiskPhone: context.isRiskPhone,
    ...(context.resendWaitMs !== null ? { resendCountdownMs: context.resendWaitMs } : {}),
    submit: (code) => loginWithCode(services, { phone: national, code, deliveryType }),
    resend: async (type) => services.sendPhoneCode({ type: 'OTP_LOGIN', phone: national, deliveryType: asSmsChannel(type), resend: true }),
    readSmsCode: (signal) => services.readSmsCode(signal),
  };
}

const verifyOutput = ({ event }: { event: { output: VerifyOutput } }) => ({ output: event.output });

/** The Verify screen. */
export const VERIFY_STATE = {
  invoke: {
    id: 'verify',
    src: 'verify',
    input: verifyInput,
    onDone: [
      { guard: { type: 'isBackOutput', params: verifyOutput }, target: 'phone' },
      { guard: { type: 'isMethodListOutput', params: verifyOutput }, target: 'methodList' },
      { target: '#codeLogin.done', actions: { type: 'setOutput', params: verifyOutput } },
    ],
  },
  on: {
    BACK: { target: 'phone' },
    ...VERIFY_SCREEN_EVENTS,
  },
} as const;

/** VerifyMethodList (voice plus the channels, for a risky phone) and the resend by the channel picked there. */
export const METHOD_LIST_STATES = {
  methodList: {
    on: {
      CHOOSE_METHOD: { target: 'resendingMethod', actions: 'chooseMethod' },
      BACK: { target: 'verify', actions: 'clearError' },
    },
  },
  resendingMethod: {
    tags: ['pending'],
    invoke: {
      id: 'sendPhoneCode',
      src: 'sendPhoneCode',
      input: ({ context }: { context: CodeLoginContext }) => ({
        services: context.services,
        phone: context.national,
        deliveryType: context.methodChannel,
        resend: true,
      }),
      onDone: {
        target: 'verify',
        actions: {
          type: 'codeSent',
          params: ({ context, event }: { context: CodeLoginContext; event: { output: SendCodeResult } }) => ({
            deliveryType: context.methodChannel,
            codeLength: event.output.codeLength,
          }),
        },
      },
      onError: { target: 'methodList', actions: { type: 'showError', params: errorParams } },
    },
  },
} as const;
