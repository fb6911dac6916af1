/**
 * Verify (spec §2.1, §4 "Resend code", §4 "Verification"): code entry with a resend countdown, reused by code
 * login, registry and forgot password. The flow that invokes it keeps its I/O: it passes `submit` and `resend`
 * functions in the input, which this machine calls through its named `submitCode` / `resendCode` actors.
 *
 * - `live.counting` ticks once a second (named delay `resendTick`) from RESEND_COUNTDOWN_MS down to `canResend`.
 * - SUBMIT_CODE with a complete code → `live.submitting` (tag `pending`) → `done` with the submit result as output;
 *   a failure shows its message, clears the cells (`resetToken`) and returns to the countdown (or `canResend`).
 * - RESEND (only when the countdown is over) → `live.resending` → a fresh `live` (countdown and expiry restart).
 * - A submit answered PL-USER-CODE-EXPIRED (too old, or dead after too many wrong tries) → `expired` at once, so
 *   Resend works without waiting for the countdown.
 * - Named delay `verificationExpiry` (VERIFICATION_EXPIRY_MS after the code was sent) → `expired`: the message
 *   'error.verification.expired', and of the code actions only RESEND works.
 * - CHANGE_NUMBER → output `{ type: 'back' }`; TO_METHOD_LIST (risky phone only) → output `{ type: 'methodList' }`.
 * - WebOTP (issue 25): while an SMS code is `live`, the named actor `readSmsCode` (spawned as `smsCode`) waits for
 *   the browser to read the code from the SMS (the flow's `readSmsCode`, the services' WebOTP call). Its abort signal
 *   is the actor's: a typed code (SUBMIT_CODE), leaving `live` (resend, expiry, back) or the screen closing stops it.
 *   A code it brings is shown in the cells (`filledCode`) and submitted as if typed; nothing (no WebOTP, refused,
 *   aborted) changes nothing.
 */
import { assign, fromPromise, raise, setup, spawnChild, stopChild, type SnapshotFrom } from 'xstate';
import type { SmsChannelType, VerifyResult } from '../api/types.js';
import {
  CODE_LENGTH,
  CODE_LENGTH_MAX,
  CODE_LENGTH_MIN,
  RESEND_COUNTDOWN_MS,
  VERIFICATION_EXPIRY_MS,
} from '../config/constants.js';
import type { FlowOutput, ViewMessage } from './contract.js';
import { errorKey, errorParams, forwardTo, showError, type FlowAction } from './shared.js';

/** The server's key for a code that can no longer be used (expired, or dead after too many wrong tries). */
export const CODE_EXPIRED_KEY = 'PL-USER-CODE-EXPIRED';

/** One countdown step. */
export const RESEND_TICK_MS = 1_000;

export type VerifyDeliveryType = SmsChannelType | 'EMAIL';

/** A verified code that is not a login (forgot password): the verify token for the next step. */
export interface VerifySubmitResult {
  readonly type: 'verified';
  readonly result: VerifyResult;
}

/** How Verify ends: the submit result, back to the entry (CHANGE_NUMBER), or the method list (risky phone). */
export type VerifyOutput = FlowOutput | VerifySubmitResult | { readonly type: 'methodList' };

export interface VerifyInput {
  /** The phone (E.164) or e-mail the code went to. */
  readonly identifier: string;
  readonly identifierType: 'phone' | 'email';
  /** From the send-code answer; outside CODE_LENGTH_MIN..MAX (or missing) CODE_LENGTH is used. */
  readonly codeLength?: number;
  readonly deliveryType: VerifyDeliveryType;
  readonly isRiskPhone?: boolean;
  /** Checks the code (the flow's own call); its result becomes this machine's output. */
  readonly submit: (code: string) => Promise<FlowOutput | VerifySubmitResult>;
  /** Sends a new code by the same delivery type. */
  readonly resend: (deliveryType: VerifyDeliveryType) => Promise<{ codeLength: number }>;
  /** Countdown length; default RESEND_COUNTDOWN_MS (model tests use a short one). */
  readonly resendCountdownMs?: number;
  /**
   * Reads the code from the SMS as it arrives (WebOTP, `Services.readSmsCode`): resolves with the code, or null when
   * the browser cannot; the signal aborts it. Absent: the code is only typed.
   */
  readonly readSmsCode?: (signal: AbortSignal) => Promise<string | null>;
}

export interface VerifyContext {
  readonly identifier: string;
  readonly identifierType: 'phone' | 'email';
  readonly codeLength: number;
  readonly deliveryType: VerifyDeliveryType;
  readonly isRiskPhone: boolean;
  readonly submit: VerifyInput['submit'];
  readonly resend: VerifyInput['resend'];
  readonly readSmsCode: VerifyInput['readSmsCode'] | null;
  /** The code WebOTP read (shown in the cells as it is submitted), '' when none. */
  readonly filledCode: string;
  readonly countdownSeconds: number;
  readonly secondsLeft: number;
  readonly resetToken: number;
  readonly error: ViewMessage | null;
  readonly output: VerifyOutput | null;
}

export type VerifyEvent =
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'TO_METHOD_LIST' };

/** The id of the WebOTP read while a code is live. */
const SMS_CODE_ID = 'smsCode';

/** A server-sent code length within bounds, else CODE_LENGTH. */
export function normalizeCodeLength(length: unknown): number {
  return typeof length === 'number' && Number.isInteger(length) && length >= CODE_LENGTH_MIN && length <= CODE_LENGTH_MAX
    ? length
    : CODE_LENGTH;
}

/** The params of an action taking the code length a send-code call answered. */
export const sentCodeLength = ({ event }: { event: { output: { codeLength: number } } }): { codeLength: number } => ({
  codeLength: event.output.codeLength,
});

/** Whole seconds of a resend countdown (RESEND_COUNTDOWN_MS when the server named none). */
export function countdownSeconds(ms: number | undefined): number {
  const value = typeof ms === 'number' && ms > 0 ? ms : RESEND_COUNTDOWN_MS;
  return Math.max(1, Math.ceil(value / RESEND_TICK_MS));
}

/**
 * Sending a new code (from the countdown's end, or once the code expired): success starts a fresh `live` (countdown
 * and expiry again); a failure shows its message in `onErrorTarget`, a sibling that allows another try.
 */
function resending(onErrorTarget: 'canResend' | 'idle') {
  return {
    tags: ['pending'],
    invoke: {
      id: 'resendCode',
      src: 'resendCode',
      input: ({ context }: { context: VerifyContext }) => ({ resend: context.resend, deliveryType: context.deliveryType }),
      onDone: {
        target: '#verify.live',
        reenter: true,
        actions: { type: 'applyResend', params: sentCodeLength },
      },
      onError: { target: onErrorTarget, actions: { type: 'showError', params: errorParams } },
    },
  } as const;
}

/** A complete code (typed, or read by WebOTP and raised as if typed) is checked; the WebOTP read stops. */
const SUBMIT_TYPED_CODE = {
  guard: 'isCodeComplete',
  target: 'submitting',
  actions: ['clearError', 'stopListeningForSmsCode'],
} as const;

const smsCodeParams = ({ event }: { event: unknown }) => ({ code: (event as { output?: unknown }).output as string });

/** WebOTP read the code: it goes into the cells and is submitted as if typed (while the code can be entered). */
const SMS_CODE_READ = {
  [`xstate.done.actor.${SMS_CODE_ID}`]: {
    guard: { type: 'isSmsCodeComplete', params: smsCodeParams },
    actions: [
      { type: 'fillSmsCode', params: smsCodeParams },
      { type: 'submitSmsCode', params: smsCodeParams },
    ],
  },
} as const;

export const verifyMachine = setup({
  types: {
    input: {} as VerifyInput,
    context: {} as VerifyContext,
    events: {} as VerifyEvent,
    output: {} as VerifyOutput,
  },
  actors: {
    submitCode: fromPromise<FlowOutput | VerifySubmitResult, { submit: VerifyInput['submit']; code: string }>(
      ({ input }) => input.submit(input.code),
    ),
    resendCode: fromPromise<{ codeLength: number }, { resend: VerifyInput['resend']; deliveryType: VerifyDeliveryType }>(
      ({ input }) => input.resend(input.deliveryType),
    ),
    readSmsCode: fromPromise<string | null, { read: VerifyInput['readSmsCode'] | null }>(({ input, signal }) =>
      input.read ? input.read(signal) : Promise.resolve(null),
    ),
  },
  delays: {
    resendTick: RESEND_TICK_MS,
    verificationExpiry: VERIFICATION_EXPIRY_MS,
  },
  guards: {
    isCodeComplete: ({ context, event }) =>
      event.type === 'SUBMIT_CODE' && /^\d+$/.test(event.code) && event.code.length === context.codeLength,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    isCountdownRunning: ({ context }) => context.secondsLeft > 0,
    isRiskPhone: ({ context }) => context.isRiskPhone,
    /** The read brought a whole code of the expected length. */
    isSmsCodeComplete: ({ context }, params: { code: string | null }) =>
      typeof params.code === 'string' && /^\d+$/.test(params.code) && params.code.length === context.codeLength,
    /** The server says the code is dead (expired, or too many wrong tries): only a new code helps, at once. */
    isCodeDead: (_, params: { error: unknown }) => errorKey(params.error) === CODE_EXPIRED_KEY,
  },
  actions: {
    clearError: assign({ error: null }),
    /** WebOTP reads SMS only, and only when the flow gave a way to (else the read answers null at once). */
    listenForSmsCode: spawnChild('readSmsCode', {
      id: SMS_CODE_ID,
      input: ({ context }) => ({ read: context.deliveryType === 'SMS' ? context.readSmsCode : null }),
    }),
    stopListeningForSmsCode: stopChild(SMS_CODE_ID),
    /** The code WebOTP read goes into the cells and is submitted as if typed. */
    fillSmsCode: assign((_, params: { code: string }) => ({ filledCode: params.code })),
    submitSmsCode: raise((_, params: { code: string }) => ({ type: 'SUBMIT_CODE' as const, code: params.code })),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    finishCountdown: assign({ secondsLeft: 0 }),
    stopCountdown: assign({ secondsLeft: 0 }),
    /** A new code went out: fresh countdown, maybe another length, empty cells. */
    applyResend: assign(({ context }, params: { codeLength: number }) => ({
      codeLength: normalizeCodeLength(params.codeLength),
      secondsLeft: context.countdownSeconds,
      resetToken: context.resetToken + 1,
      filledCode: '',
      error: null,
    })),
    showError,
    clearCells: assign({ resetToken: ({ context }) => context.resetToken + 1, filledCode: '' }),
    showExpired: assign({
      error: { key: 'error.verification.expired' } as ViewMessage,
      secondsLeft: 0,
      resetToken: ({ context }) => context.resetToken + 1,
      filledCode: '',
    }),
    setOutput: assign((_, params: { output: VerifyOutput }) => ({ output: params.output })),
  },
}).createMachine({
  id: 'verify',
  context: ({ input }) => {
    const seconds = countdownSeconds(input.resendCountdownMs);
    return {
      identifier: input.identifier,
      identifierType: input.identifierType,
      codeLength: normalizeCodeLength(input.codeLength),
      deliveryType: input.deliveryType,
      isRiskPhone: input.isRiskPhone === true,
      submit: input.submit,
      resend: input.resend,
      readSmsCode: input.readSmsCode ?? null,
      filledCode: '',
      countdownSeconds: seconds,
      secondsLeft: seconds,
      resetToken: 0,
      error: null,
      output: null,
    };
  },
  initial: 'live',
  on: {
    CHANGE_NUMBER: { target: '.done', actions: { type: 'setOutput', params: { output: { type: 'back' } } } },
    TO_METHOD_LIST: {
      guard: 'isRiskPhone',
      target: '.done',
      actions: { type: 'setOutput', params: { output: { type: 'methodList' } } },
    },
  },
  states: {
    /** A code is out and can be entered; the expiry runs from when it was sent. */
    live: {
      initial: 'counting',
      entry: 'listenForSmsCode',
      exit: 'stopListeningForSmsCode',
      after: { verificationExpiry: { target: 'expired', actions: 'showExpired' } },
      states: {
        counting: {
          after: {
            resendTick: [
              { guard: 'isLastSecond', target: 'canResend', actions: 'finishCountdown' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
          on: { SUBMIT_CODE: SUBMIT_TYPED_CODE, ...SMS_CODE_READ },
        },
        canResend: {
          on: {
            SUBMIT_CODE: SUBMIT_TYPED_CODE,
            ...SMS_CODE_READ,
            RESEND: { target: 'resending', actions: 'clearError' },
          },
        },
        submitting: {
          tags: ['pending'],
          invoke: {
            id: 'submitCode',
            src: 'submitCode',
            input: ({ context, event }) => ({
              submit: context.submit,
              code: event.type === 'SUBMIT_CODE' ? event.code : '',
            }),
            onDone: {
              target: '#verify.done',
              actions: { type: 'setOutput', params: ({ event }) => ({ output: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isCodeDead', params: errorParams },
                target: '#verify.expired',
                actions: ['clearCells', 'stopCountdown', { type: 'showError', params: errorParams }],
              },
              {
                guard: 'isCountdownRunning',
                target: 'counting',
                actions: ['clearCells', { type: 'showError', params: errorParams }],
              },
              {
                target: 'canResend',
                actions: ['clearCells', { type: 'showError', params: errorParams }],
              },
            ],
          },
        },
        resending: resending('canResend'),
      },
    },
    /** The code is too old (spec §4: verification within 5 minutes): only a new code helps. */
    expired: {
      initial: 'idle',
      states: {
        idle: {
          on: { RESEND: { target: 'resending' } },
        },
        resending: resending('idle'),
      },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => context.output ?? { type: 'back' },
});

export type VerifyMachine = typeof verifyMachine;
export type VerifySnapshot = SnapshotFrom<typeof verifyMachine>;

/* ------------------------------------------------------------------------------------------------------------ */
/* What a flow that shows Verify needs (code login, registry, forgot password)                                  */

/** A code went out: the flow keeps its length (from the server, within bounds) for Verify. */
export const codeSent: FlowAction<{ codeLength: number }> = assign((_, params: { codeLength: number }) => ({
  codeLength: normalizeCodeLength(params.codeLength),
  error: null,
}));

/** Passes a Verify screen's event on to the flow's verify child (invoked with id 'verify'). */
export const forwardToVerify = forwardTo('verify');

/** The `on` block of a flow's Verify state: the screen's events go to the verify child (list `forwardToVerify`). */
export const VERIFY_SCREEN_EVENTS = {
  SUBMIT_CODE: { actions: 'forwardToVerify' },
  RESEND: { actions: 'forwardToVerify' },
  CHANGE_NUMBER: { actions: 'forwardToVerify' },
  TO_METHOD_LIST: { actions: 'forwardToVerify' },
} as const;
