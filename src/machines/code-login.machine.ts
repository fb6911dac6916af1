/**
 * Code login (spec §2.1 Login code mode, Verify, PhoneCall, VerifyMethodList; §4 "Code login", "Resend code"; §8).
 *
 * - On start, `loadChannels` asks services.smsChannels; until it answers (and if it fails) SMS alone is offered.
 * - `phone` (the Login screen in code mode): SELECT_CHANNEL; SUBMIT_CODE_LOGIN {phone} → client check
 *   (validatePhone for the site: field error) → `validating` services.validatePhone on the normalised national number
 *   (false → toast 'validation.phone.invalid') → `sending` services.sendPhoneCode OTP_LOGIN by the chosen channel.
 * - No serial check before the send (issue 15): while the visitor is on the phone entry, a typed number that passes
 *   the client check (INPUT with its value) is checked with the server at once (`precheck`); a submit of that number
 *   uses the answer (sending at once, or the invalid-phone toast) instead of asking again.
 * - PL-USER-RISK on sending → `phoneCall` (PhoneCall screen): REQUEST_VOICE_CALL sends by VOICE → Verify.
 * - `verify` invokes the verify machine; its submit logs in with the code (OTP_LOGIN) and, when the phone is not
 *   registered (PL_USER_LOGIN_PHONE_NOT_EXIST), registers with the same code (OTP_REGISTER) → final output
 *   `loggedIn` via 'code' or 'register'. CHANGE_NUMBER (or BACK) → `phone` with the phone kept.
 * - A risky-phone Verify: TO_METHOD_LIST → `methodList` (voice plus the channels); CHOOSE_METHOD {channel} resends by
 *   that channel → Verify. BACK from the method list → Verify.
 *
 * Parts: code-login.steps.ts (keys, types, channels, the login-or-register step), code-login.states.ts (Verify and the
 * method list), code-login.view.ts (the view selector).
 */
import { and, assign, fromPromise, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { SendCodeResult, SmsChannel, SmsChannelType } from '../api/types.js';
import { normalizePhone, validatePhone } from '../validation/index.js';
import type { FlowOutput } from './contract.js';
import { METHOD_LIST_STATES, VERIFY_STATE } from './code-login.states.js';
import {
  RESEND_TOO_SOON_KEY,
  retryAfterMs,
  RISK_KEY,
  SEND_LIMIT_KEY,
  SMS_CHANNEL,
  usableChannels,
  type CodeLoginContext,
  type CodeLoginEvent,
  type CodeLoginInput,
  type SendInput,
} from './code-login.steps.js';
import { clearFieldError, errorKey, errorParams, hasErrorUnderField, NO_FIELD_ERRORS, notifyPopup, showError, toViewMessage } from './shared.js';
import { forwardToVerify, normalizeCodeLength, verifyMachine, type VerifyOutput } from './verify.machine.js';

export {
  loginWithCode,
  PHONE_NOT_EXIST_KEY,
  RESEND_TOO_SOON_KEY,
  RISK_KEY,
  SEND_LIMIT_KEY,
  SMS_CHANNEL,
  VOICE_CHANNEL,
  type CodeLoginContext,
  type CodeLoginEvent,
  type CodeLoginInput,
} from './code-login.steps.js';
export { methodChannels, selectCodeLoginView, type CodeLoginView } from './code-login.view.js';

export const codeLoginMachine = setup({
  types: {
    input: {} as CodeLoginInput,
    context: {} as CodeLoginContext,
    events: {} as CodeLoginEvent,
    output: {} as FlowOutput,
  },
  actors: {
    smsChannels: fromPromise<SmsChannel[], { services: Services }>(({ input }) => input.services.smsChannels()),
    validatePhone: fromPromise<boolean, { services: Services; phone: string }>(({ input }) =>
      input.services.validatePhone(input.phone),
    ),
    sendPhoneCode: fromPromise<SendCodeResult, SendInput>(({ input }) =>
      input.services.sendPhoneCode({
        type: 'OTP_LOGIN',
        phone: input.phone,
        deliveryType: input.deliveryType,
        resend: input.resend,
      }),
    ),
    verify: verifyMachine,
  },
  guards: {
    hasErrorUnderField,
    isPhoneInvalid: ({ context, event }) =>
      event.type === 'SUBMIT_CODE_LOGIN' && validatePhone(event.phone, context.site) !== null,
    isPhoneValid: (_, params: { valid: boolean }) => params.valid,
    /** A typed number that passes the client check and was not checked with the server yet. */
    isNewCheckablePhone: ({ context, event }) =>
      event.type === 'INPUT' &&
      event.field === 'phone' &&
      event.value !== undefined &&
      validatePhone(event.value, context.site) === null &&
      normalizePhone(event.value, context.site) !== context.checking,
    /** The server already answered for the submitted number while it was typed. */
    isPhoneTyped: and(['isNewCheckablePhone', stateIn('#codeLogin.active.flow.phone')]),
    isPhoneChecked: ({ context, event }, params: { valid: boolean }) =>
      event.type === 'SUBMIT_CODE_LOGIN' &&
      context.checked !== null &&
      context.checked.valid === params.valid &&
      context.checked.national === normalizePhone(event.phone, context.site),
    isRiskAnswer: (_, params: { error: unknown }) => errorKey(params.error) === RISK_KEY,
    isBackOutput: (_, params: { output: VerifyOutput }) => params.output.type === 'back',
    isMethodListOutput: (_, params: { output: VerifyOutput }) => params.output.type === 'methodList',
    /**
     * No new code, but the code already received still works, so Verify reopens (with the server's remaining wait,
     * or the limit's message) instead of a dead end on Login. Too soon: the server refuses only while a live code of
     * this number is waiting, whether this popup sent it or one before a reload did (issue 27: after a reload the
     * buyer could not use the code that had arrived for up to 60 s). Past the hourly send limit: only for the number
     * and channel this popup sent to ("Change phone number", then the same number again).
     */
    isSameNumberRefused: ({ context }, params: { error: unknown }) => {
      const key = errorKey(params.error);
      if (key === RESEND_TOO_SOON_KEY) return true;
      return (
        key === SEND_LIMIT_KEY &&
        context.sentTo !== null &&
        context.sentTo.national === context.national &&
        context.sentTo.channel === context.channel
      );
    },
    isOfferedChannel: ({ context, event }) =>
      event.type === 'SELECT_CHANNEL' && context.channels.some((c) => c.type === event.channel),
  },
  actions: {
    setChannels: assign(({ context }, params: { channels: unknown }) => {
      const channels = usableChannels(params.channels);
      const channel = channels.some((c) => c.type === context.channel) ? context.channel : channels[0]!.type;
      return { channels, channel, channelsLoaded: true };
    }),
    selectChannel: assign(({ context, event }) => (event.type === 'SELECT_CHANNEL' ? { channel: event.channel } : { channel: context.channel })),
    showPhoneError: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT_CODE_LOGIN') return {};
      const key = validatePhone(event.phone, context.site);
      return { phone: event.phone, fieldErrors: key ? { ...context.fieldErrors, phone: { key } } : context.fieldErrors };
    }),
    keepPhone: assign(({ context, event }) =>
      event.type === 'SUBMIT_CODE_LOGIN'
        ? {
            phone: event.phone,
            national: normalizePhone(event.phone, context.site) ?? '',
            fieldErrors: NO_FIELD_ERRORS,
            error: null,
          }
        : {},
    ),
    clearFieldError,
    clearError: assign({ error: null }),
    noteChecking: assign(({ context, event }) =>
      event.type === 'INPUT' && event.value !== undefined ? { checking: normalizePhone(event.value, context.site) ?? '' } : {},
    ),
    setChecked: assign(({ context }, params: { valid: boolean }) => ({ checked: { national: context.checking, valid: params.valid } })),
    codeSent: assign(({ context }, params: { deliveryType: SmsChannelType; codeLength: number }) => ({
      deliveryType: params.deliveryType,
      codeLength: normalizeCodeLength(params.codeLength),
      sentTo: { national: context.national, channel: params.deliveryType },
      resendWaitMs: null,
      error: null,
    })),
    /**
     * Too soon: the countdown is the server's remaining wait, and the waiting code is this number's (on the channel
     * asked for when this popup did not send it). The send limit: its message stays on Verify.
     */
    reopenVerify: assign(({ context }, params: { error: unknown }) =>
      errorKey(params.error) === SEND_LIMIT_KEY
        ? { resendWaitMs: null, error: toViewMessage(params.error) }
        : {
            resendWaitMs: retryAfterMs(params.error),
            error: null,
            ...(context.sentTo?.national === context.national
              ? {}
              : { deliveryType: context.channel, sentTo: { national: context.national, channel: context.channel } }),
          },
    ),
    markRisky: assign({ isRiskPhone: true, error: null }),
    chooseMethod: assign(({ context, event }) => ({
      methodChannel: event.type === 'CHOOSE_METHOD' ? event.channel : context.methodChannel,
      error: null,
    })),
    invalidPhoneToast: ({ system }) =>
      notifyPopup(system, { type: 'SHOW_TOAST', message: { key: 'validation.phone.invalid' }, tone: 'error' }),
    showError,
    forwardToVerify,
    setOutput: assign((_, params: { output: VerifyOutput }) => ({
      output: params.output.type === 'loggedIn' ? params.output : null,
    })),
  },
}).createMachine({
  id: 'codeLogin',
  context: ({ input }) => ({
    services: input.services,
    site: input.site,
    phone: input.phone ?? '',
    national: '',
    channels: [SMS_CHANNEL],
    channelsLoaded: false,
    channel: input.channel ?? 'SMS',
    deliveryType: input.channel ?? 'SMS',
    methodChannel: 'VOICE',
    codeLength: normalizeCodeLength(undefined),
    isRiskPhone: false,
    sentTo: null,
    resendWaitMs: null,
    checking: '',
    checked: null,
    fieldErrors: NO_FIELD_ERRORS,
    error: null,
    output: null,
  }),
  on: {
    INPUT: { guard: 'hasErrorUnderField', actions: 'clearFieldError' },
  },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        /** The channel check (SMS alone until it answers; a failure keeps SMS). */
        channels: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'smsChannels',
                src: 'smsChannels',
                input: ({ context }) => ({ services: context.services }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'setChannels', params: ({ event }) => ({ channels: event.output }) },
                },
                // A failure keeps SMS alone.
                onError: { target: 'loaded', actions: { type: 'setChannels', params: () => ({ channels: [SMS_CHANNEL] }) } },
              },
            },
            loaded: {},
          },
        },
        /** The server check of a number while it is typed on the phone entry (see the header). */
        precheck: {
          initial: 'idle',
          states: {
            idle: {
              on: { INPUT: { guard: 'isPhoneTyped', target: 'checking', actions: 'noteChecking' } },
            },
            checking: {
              // Another number: the check starts again for it (the answer for the old one is not kept).
              on: { INPUT: { guard: 'isPhoneTyped', target: 'checking', reenter: true, actions: 'noteChecking' } },
              invoke: {
                id: 'precheckPhone',
                src: 'validatePhone',
                input: ({ context }) => ({ services: context.services, phone: context.checking }),
                onDone: { target: 'idle', actions: { type: 'setChecked', params: ({ event }) => ({ valid: event.output === true }) } },
                // No answer kept: the submit checks again.
                onError: { target: 'idle' },
              },
            },
          },
        },
        flow: {
          initial: 'phone',
          states: {
            /** The Login screen in code mode. */
            phone: {
              on: {
                SELECT_CHANNEL: { guard: 'isOfferedChannel', actions: 'selectChannel' },
                SUBMIT_CODE_LOGIN: [
                  { guard: 'isPhoneInvalid', actions: 'showPhoneError' },
                  { guard: { type: 'isPhoneChecked', params: { valid: true } }, target: 'sending', actions: 'keepPhone' },
                  { guard: { type: 'isPhoneChecked', params: { valid: false } }, actions: ['keepPhone', 'invalidPhoneToast'] },
                  { target: 'validating', actions: 'keepPhone' },
                ],
              },
            },
            validating: {
              tags: ['pending'],
              invoke: {
                id: 'validatePhone',
                src: 'validatePhone',
                input: ({ context }) => ({ services: context.services, phone: context.national }),
                onDone: [
                  { guard: { type: 'isPhoneValid', params: ({ event }) => ({ valid: event.output === true }) }, target: 'sending' },
                  { target: 'phone', actions: 'invalidPhoneToast' },
                ],
                onError: { target: 'phone', actions: { type: 'showError', params: errorParams } },
              },
            },
            sending: {
              tags: ['pending'],
              invoke: {
                id: 'sendPhoneCode',
                src: 'sendPhoneCode',
                input: ({ context }) => ({ services: context.services, phone: context.national, deliveryType: context.channel, resend: false }),
                onDone: {
                  target: 'verify',
                  actions: {
                    type: 'codeSent',
                    params: ({ context, event }) => ({ deliveryType: context.channel, codeLength: event.output.codeLength }),
                  },
                },
                onError: [
                  { guard: { type: 'isRiskAnswer', params: errorParams }, target: 'phoneCall', actions: 'markRisky' },
                  { guard: { type: 'isSameNumberRefused', params: errorParams }, target: 'verify', actions: { type: 'reopenVerify', params: errorParams } },
                  { target: 'phone', actions: { type: 'showError', params: errorParams } },
                ],
              },
            },
            /** PhoneCall: a risky phone is offered a voice-call code. */
            phoneCall: {
              on: {
                REQUEST_VOICE_CALL: { target: 'sendingVoice', actions: 'clearError' },
                BACK: { target: 'phone', actions: 'clearError' },
              },
            },
            sendingVoice: {
              tags: ['pending'],
              invoke: {
                id: 'sendPhoneCode',
                src: 'sendPhoneCode',
                input: ({ context }) => ({ services: context.services, phone: context.national, deliveryType: 'VOICE', resend: false }),
                onDone: {
                  target: 'verify',
                  actions: { type: 'codeSent', params: ({ event }) => ({ deliveryType: 'VOICE', codeLength: event.output.codeLength }) },
                },
                onError: { target: 'phoneCall', actions: { type: 'showError', params: errorParams } },
              },
              on: { BACK: { target: 'phone', actions: 'clearError' } },
            },
            verify: VERIFY_STATE,
            ...METHOD_LIST_STATES,
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput => context.output ?? { type: 'back' },
});

export type CodeLoginSnapshot = SnapshotFrom<typeof codeLoginMachine>;
