/**
 * /user/lost-number, "I no longer have this number" (issue 26 part 3): a buyer whose mobile number is gone proves
 * the account by other facts and sets a new number (server: examples/server/lost-number-routes.ts).
 *
 * - `number`: SUBMIT_NUMBER {phone} → the site's phone rule or a field error, else `starting` (tag `pending`):
 *   services.start → `choose` (the ways the account offers: the code to its masked e-mail, SEND_EMAIL; the approval
 *   of a device where it is signed in, ASK_DEVICE) or `care` (neither: customer care is the way); a failure stays in
 *   `number` with the error (the number kept).
 * - `device`: `asking` (tag `pending`) → `waiting`, which asks the answer every `devicePoll` (`checking`) until
 *   APPROVED → `newNumber`; the whole wait ends after `deviceTimeout` (or when the server says the request ended) in
 *   `deviceTimedOut`, where ASK_AGAIN asks anew and BACK goes back to the choice. A failed poll keeps waiting (the
 *   error shown); "This wasn't me" on the device (PL-USER-VERIFICATION-REJECTED) → `rejected`; BACK → `choose`.
 * - `emailSending` → `emailCode`, where the countdown runs (named delay `resendTick`) to `ready` (RESEND sends
 *   again); SUBMIT_CODE → `emailChecking` → `questionLoading` → `item`. A wrong code stays with the error.
 * - `item`: PICK {option} → `itemChecking` → `newNumber`; a wrong pick stays with the error; too many → `care`
 *   with the reason. `questionFailed`: the question did not load, RETRY.
 * - `newNumber`: SUBMIT_PHONE {phone} → rule or `phoneSending` → `phoneCode` (countdown, RESEND, EDIT_PHONE back
 *   with the number kept; the SMS's code is read by WebOTP where the browser can) → `finishing` → `done`.
 * - Any call answered PL-USER-VERIFICATION-EXPIRED (15 minutes passed, or another tab finished) → `expired`, where
 *   START_AGAIN goes back to `number` with the old number kept. INPUT clears the errors.
 * - `done` (final): the number changed; the page sends the buyer to log in with it (the server signs nobody in).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import type { DeviceAnswer, LostNumberServices, LostNumberStart } from '../api/lost-number.js';
import type { ItemOption } from '../api/verification.js';
import type { SiteCode } from '../config/index.js';
import { validatePhone } from '../validation/index.js';
import type { PageMessage } from './page-contract.js';
import { toViewMessage } from './shared.js';
import { countdownGuards, countdownTick, countdownZero, RESEND_TICK_MS, resendCountdownStates } from './resend-countdown.js';
import { TOO_MANY_TRIES_KEY, WRONG_ANSWER_KEY } from './verification.types.js';

/** Seconds until a code may be sent again (spec §9: 60 s). */
export const LOST_NUMBER_RESEND_SECONDS = 60;
/** How often the page asks for the device's answer, and how long it waits in all (the server's request lives 5 min). */
export const DEVICE_POLL_MS = 3_000;
export const DEVICE_TIMEOUT_MS = 5 * 60_000;

/** Its messages: a pages or popup key, or a server error (every key localized, PageError renders them). */
export type LostNumberMessage = PageMessage;
export type LostNumberErrors = Readonly<Record<string, LostNumberMessage>>;
const NO_ERRORS: LostNumberErrors = Object.freeze({});

export interface LostNumberInput {
  readonly services: LostNumberServices;
  readonly site: SiteCode;
  readonly phonePrefixCode: string;
  /** The old number, when the link that led here knew it (national digits). */
  readonly phone?: string;
}

interface LostNumberContext {
  readonly services: LostNumberServices;
  readonly site: SiteCode;
  readonly phonePrefixCode: string;
  readonly oldPhone: string;
  readonly newPhone: string;
  readonly token: string;
  /** The account's e-mail, masked ('' when it has none: no e-mail way). */
  readonly maskedEmail: string;
  /** A device where the account is signed in can approve. */
  readonly device: boolean;
  readonly options: readonly ItemOption[];
  readonly code: string;
  readonly secondsLeft: number;
  readonly careReason: 'noEmail' | 'tooManyTries';
  /** A send from the code step (Resend): its step stays on screen, and a failure returns there. */
  readonly resending: boolean;
  readonly fieldErrors: LostNumberErrors;
  readonly error: LostNumberMessage | null;
}

export type LostNumberEvent =
  | { type: 'SUBMIT_NUMBER'; phone: string }
  | { type: 'SEND_EMAIL' }
  | { type: 'ASK_DEVICE' }
  | { type: 'ASK_AGAIN' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'PICK'; option: string }
  | { type: 'SUBMIT_PHONE'; phone: string }
  | { type: 'RESEND' }
  | { type: 'EDIT_PHONE' }
  | { type: 'START_AGAIN' }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'INPUT' };

const keyIs = (key: string) => (_: unknown, params: { error: unknown }) => isApiError(params.error) && params.error.key === key;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const expiredGuard = { type: 'isExpired', params: errorOf } as const;

function lostNumberError(error: unknown): LostNumberMessage {
  if (isApiError(error) && error.key === WRONG_ANSWER_KEY) return { key: 'pages.verify.wrongItem' };
  return toViewMessage(error) as PageMessage;
}

type S = LostNumberServices;
export const lostNumberMachine = setup({
  types: { input: {} as LostNumberInput, context: {} as LostNumberContext, events: {} as LostNumberEvent },
  actors: {
    start: fromPromise<LostNumberStart, { services: S; phone: string; prefix: string }>(({ input }) => input.services.start(input.phone, input.prefix)),
    sendEmailCode: fromPromise<unknown, { services: S; token: string; resend: boolean }>(({ input }) => input.services.sendEmailCode(input.token, input.resend)),
    checkEmailCode: fromPromise<void, { services: S; token: string; code: string }>(({ input }) => input.services.checkEmailCode(input.token, input.code)),
    itemQuestion: fromPromise<readonly ItemOption[], { services: S; token: string }>(({ input }) => input.services.itemQuestion(input.token)),
    checkItem: fromPromise<void, { services: S; token: string; option: string }>(({ input }) => input.services.checkItem(input.token, input.option)),
    sendPhoneCode: fromPromise<unknown, { services: S; token: string; phone: string; prefix: string; resend: boolean }>(({ input }) =>
      input.services.sendPhoneCode(input.token, input.phone, input.prefix, input.resend),
    ),
    finish: fromPromise<void, { services: S; token: string; phone: string; prefix: string; code: string }>(({ input }) =>
      input.services.finish(input.token, input.phone, input.prefix, input.code),
    ),
    askDevice: fromPromise<void, { services: S; token: string }>(({ input }) => input.services.askDevice(input.token)),
    deviceStatus: fromPromise<DeviceAnswer, { services: S; token: string }>(({ input }) => input.services.deviceStatus(input.token)),
    readSms: fromPromise<string | null, { services: S }>(({ input, signal }) => input.services.readSmsCode(signal)),
  },
  delays: { resendTick: RESEND_TICK_MS, devicePoll: DEVICE_POLL_MS, deviceTimeout: DEVICE_TIMEOUT_MS },
  guards: {
    isExpired: keyIs('PL-USER-VERIFICATION-EXPIRED'),
    isRejected: keyIs('PL-USER-VERIFICATION-REJECTED'),
    hasEmail: ({ context }) => context.maskedEmail !== '',
    hasDevice: ({ context }) => context.device,
    isAnswer: (_, params: { answer: DeviceAnswer; is: DeviceAnswer }) => params.answer === params.is,
    isTooManyTries: keyIs(TOO_MANY_TRIES_KEY),
    isCare: (_, params: { start: LostNumberStart }) => params.start.kind === 'care',
    isBadPhone: ({ context }, params: { phone: string }) => validatePhone(params.phone, context.site) !== null,
    isBadCode: (_, params: { code: string }) => !/^\d{6}$/.test(params.code),
    isResending: ({ context }) => context.resending,
    hasCode: (_, params: { code: string | null }) => params.code !== null && /^\d{6}$/.test(params.code),
    ...countdownGuards,
  },
  actions: {
    phoneError: assign(({ context }, params: { phone: string; field: 'oldPhone' | 'newPhone' }) => ({
      [params.field]: params.phone,
      fieldErrors: { phone: { key: validatePhone(params.phone, context.site) ?? 'validation.required' } } as LostNumberErrors,
      error: null,
    })),
    keepOld: assign((_, params: { phone: string }) => ({ oldPhone: params.phone.trim(), fieldErrors: NO_ERRORS, error: null })),
    keepNew: assign((_, params: { phone: string }) => ({ newPhone: params.phone.trim(), fieldErrors: NO_ERRORS, error: null })),
    started: assign((_, params: { start: LostNumberStart }) =>
      params.start.kind === 'recover'
        ? { token: params.start.token, maskedEmail: params.start.maskedEmail, device: params.start.device }
        : { careReason: 'noEmail' as const },
    ),
    codeError: assign({ fieldErrors: { code: { key: 'validation.smsCode.invalid', params: { count: 6 } } } as LostNumberErrors, error: null }),
    keepCode: assign((_, params: { code: string }) => ({ code: params.code, fieldErrors: NO_ERRORS, error: null })),
    sent: assign({ secondsLeft: LOST_NUMBER_RESEND_SECONDS, code: '', resending: false }),
    resend: assign({ resending: true, fieldErrors: NO_ERRORS, error: null }),
    keepOptions: assign((_, params: { options: readonly ItemOption[] }) => ({ options: params.options })),
    tooManyTries: assign({ careReason: 'tooManyTries' as const }),
    showError: assign((_, params: { error: unknown }) => ({ error: lostNumberError(params.error), resending: false })),
    clearErrors: assign({ fieldErrors: NO_ERRORS, error: null }),
    forget: assign({ token: '', options: [], code: '', newPhone: '', maskedEmail: '', device: false }),
    tick: assign(countdownTick),
    zero: assign(countdownZero),
  },
}).createMachine({
  id: 'lostNumber',
  context: ({ input }) => ({
    services: input.services,
    site: input.site,
    phonePrefixCode: input.phonePrefixCode,
    oldPhone: input.phone ?? '',
    newPhone: '',
    token: '',
    maskedEmail: '',
    device: false,
    options: [],
    code: '',
    secondsLeft: 0,
    careReason: 'noEmail',
    resending: false,
    fieldErrors: NO_ERRORS,
    error: null,
  }),
  initial: 'number',
  on: { INPUT: { actions: 'clearErrors' } },
  states: {
    number: {
      on: {
        SUBMIT_NUMBER: [
          { guard: { type: 'isBadPhone', params: ({ event }) => ({ phone: event.phone }) }, actions: { type: 'phoneError', params: ({ event }) => ({ phone: event.phone, field: 'oldPhone' as const }) } },
          { target: 'starting', actions: { type: 'keepOld', params: ({ event }) => ({ phone: event.phone }) } },
        ],
      },
    },
    starting: {
      tags: ['pending'],
      invoke: {
        src: 'start',
        input: ({ context }) => ({ services: context.services, phone: context.oldPhone, prefix: context.phonePrefixCode }),
        onDone: [
          { guard: { type: 'isCare', params: ({ event }) => ({ start: event.output }) }, target: 'care', actions: { type: 'started', params: ({ event }) => ({ start: event.output }) } },
          { target: 'choose', actions: { type: 'started', params: ({ event }) => ({ start: event.output }) } },
        ],
        onError: { target: 'number', actions: { type: 'showError', params: errorOf } },
      },
    },
    choose: {
      on: {
        SEND_EMAIL: { guard: 'hasEmail', target: 'emailSending', actions: 'clearErrors' },
        ASK_DEVICE: { guard: 'hasDevice', target: 'device', actions: 'clearErrors' },
      },
    },
    device: {
      initial: 'asking',
      after: { deviceTimeout: { target: 'deviceTimedOut' } },
      on: { BACK: { target: 'choose', actions: 'clearErrors' } },
      states: {
        asking: {
          tags: ['pending'],
          invoke: {
            src: 'askDevice',
            input: ({ context }) => ({ services: context.services, token: context.token }),
            onDone: { target: 'waiting' },
            onError: [
              { guard: expiredGuard, target: '#lostNumber.expired' },
              { target: '#lostNumber.choose', actions: { type: 'showError', params: errorOf } },
            ],
          },
        },
        waiting: { after: { devicePoll: { target: 'checking' } } },
        checking: {
          invoke: {
            src: 'deviceStatus',
            input: ({ context }) => ({ services: context.services, token: context.token }),
            onDone: [
              { guard: { type: 'isAnswer', params: ({ event }) => ({ answer: event.output, is: 'APPROVED' as const }) }, target: '#lostNumber.newNumber', actions: 'clearErrors' },
              { guard: { type: 'isAnswer', params: ({ event }) => ({ answer: event.output, is: 'TIMED_OUT' as const }) }, target: '#lostNumber.deviceTimedOut' },
              { target: 'waiting', actions: 'clearErrors' },
            ],
            onError: [
              { guard: expiredGuard, target: '#lostNumber.expired' },
              { guard: { type: 'isRejected', params: errorOf }, target: '#lostNumber.rejected' },
              // A failed poll (a slow or lost network) keeps waiting, the error shown, until the timeout.
              { target: 'waiting', actions: { type: 'showError', params: errorOf } },
            ],
          },
        },
      },
    },
    deviceTimedOut: {
      on: {
        ASK_AGAIN: { target: 'device', actions: 'clearErrors' },
        BACK: { target: 'choose', actions: 'clearErrors' },
      },
    },
    emailSending: {
      tags: ['pending'],
      invoke: {
        src: 'sendEmailCode',
        input: ({ context }) => ({ services: context.services, token: context.token, resend: context.resending }),
        onDone: { target: 'emailCode', actions: 'sent' },
        onError: [
          { guard: expiredGuard, target: 'expired' },
          { guard: 'isResending', target: 'emailCode', actions: { type: 'showError', params: errorOf } },
          { target: 'choose', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    emailCode: {
      initial: 'start',
      on: {
        SUBMIT_CODE: [
          { guard: { type: 'isBadCode', params: ({ event }) => ({ code: event.code }) }, actions: 'codeError' },
          { target: 'emailChecking', actions: { type: 'keepCode', params: ({ event }) => ({ code: event.code }) } },
        ],
      },
      states: resendCountdownStates('#lostNumber.emailSending', 'resend'),
    },
    emailChecking: {
      tags: ['pending'],
      invoke: {
        src: 'checkEmailCode',
        input: ({ context }) => ({ services: context.services, token: context.token, code: context.code }),
        onDone: { target: 'questionLoading' },
        onError: [
          { guard: expiredGuard, target: 'expired' },
          { target: 'emailCode', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    questionLoading: {
      tags: ['pending'],
      invoke: {
        src: 'itemQuestion',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: { target: 'item', actions: { type: 'keepOptions', params: ({ event }) => ({ options: event.output }) } },
        onError: [
          { guard: expiredGuard, target: 'expired' },
          { guard: { type: 'isTooManyTries', params: errorOf }, target: 'care', actions: 'tooManyTries' },
          { target: 'questionFailed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    questionFailed: { on: { RETRY: { target: 'questionLoading', actions: 'clearErrors' } } },
    item: { on: { PICK: { target: 'itemChecking', actions: 'clearErrors' } } },
    itemChecking: {
      tags: ['pending'],
      invoke: {
        src: 'checkItem',
        input: ({ context, event }) => ({ services: context.services, token: context.token, option: event.type === 'PICK' ? event.option : '' }),
        onDone: { target: 'newNumber' },
        onError: [
          { guard: expiredGuard, target: 'expired' },
          { guard: { type: 'isTooManyTries', params: errorOf }, target: 'care', actions: 'tooManyTries' },
          { target: 'item', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    newNumber: {
      on: {
        SUBMIT_PHONE: [
          { guard: { type: 'isBadPhone', params: ({ event }) => ({ phone: event.phone }) }, actions: { type: 'phoneError', params: ({ event }) => ({ phone: event.phone, field: 'newPhone' as const }) } },
          { target: 'phoneSending', actions: { type: 'keepNew', params: ({ event }) => ({ phone: event.phone }) } },
        ],
      },
    },
    phoneSending: {
      tags: ['pending'],
      invoke: {
        src: 'sendPhoneCode',
        input: ({ context }) => ({ services: context.services, token: context.token, phone: context.newPhone, prefix: context.phonePrefixCode, resend: context.resending }),
        onDone: { target: 'phoneCode', actions: 'sent' },
        onError: [
          { guard: expiredGuard, target: 'expired' },
          { guard: 'isResending', target: 'phoneCode', actions: { type: 'showError', params: errorOf } },
          { target: 'newNumber', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    phoneCode: {
      initial: 'start',
      invoke: {
        src: 'readSms',
        input: ({ context }) => ({ services: context.services }),
        onDone: { guard: { type: 'hasCode', params: ({ event }) => ({ code: event.output }) }, target: 'finishing', actions: { type: 'keepCode', params: ({ event }) => ({ code: event.output ?? '' }) } },
      },
      on: {
        EDIT_PHONE: { target: 'newNumber', actions: 'clearErrors' },
        SUBMIT_CODE: [
          { guard: { type: 'isBadCode', params: ({ event }) => ({ code: event.code }) }, actions: 'codeError' },
          { target: 'finishing', actions: { type: 'keepCode', params: ({ event }) => ({ code: event.code }) } },
        ],
      },
      states: resendCountdownStates('#lostNumber.phoneSending', 'resend'),
    },
    finishing: {
      tags: ['pending'],
      invoke: {
        src: 'finish',
        input: ({ context }) => ({ services: context.services, token: context.token, phone: context.newPhone, prefix: context.phonePrefixCode, code: context.code }),
        onDone: { target: 'done' },
        onError: [
          { guard: expiredGuard, target: 'expired' },
          { target: 'phoneCode', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    care: {},
    rejected: { on: { START_AGAIN: { target: 'number', actions: ['forget', 'clearErrors'] } } },
    expired: { on: { START_AGAIN: { target: 'number', actions: ['forget', 'clearErrors'] } } },
    done: { type: 'final' },
  },
});

export type LostNumberSnapshot = SnapshotFrom<typeof lostNumberMachine>;
