/**
 * Identity verification, the page /user/verify (spec §1, §2.3, §4 "Verification"): the buyer proves it is them by
 * one of the methods the account has (SMS, e-mail, trusted device, phone call, a purchased item, password), can
 * switch method, or stops the request ("This was not me", confirmed in a dialog).
 *
 * - `start`: no token → `incomplete` (the link's page says it is incomplete, issue 27).
 * - `loading` (tag `pending`): services.methods(token) → `run`; a dead token (expired, spent, unknown) → `gone`
 *   (the expired page), a rejected one → `rejected`; no answer → `failed`, where RETRY asks again.
 * - `run` is parallel: `step` (the method) and `dialog` (the reject confirmation). Named delay `sessionExpiry`
 *   (the seconds the server says are left of its 5 minutes) → `expired`, the session-expired dialog; START_AGAIN ends
 *   with `{ type: 'restart' }`.
 * - Codes (SMS, VOICE, EMAIL): `sending` → `code`, which invokes the popup's verify machine (its 60 s resend countdown,
 *   cells reset, dead-code handling) with this verification's checkCode / sendCode; its CHANGE_NUMBER ("use another
 *   method") comes back to `choosing`.
 * - Trusted device: `asking` → `waiting` ⇄ `polling` (named delay `devicePoll`), until a device decides.
 * - Purchased item: `loadingQuestion` → `question` → PICK → `checkingItem`; a wrong pick asks a new question, too
 *   many close the method. Password: SUBMIT_PASSWORD → `checkingPassword`.
 * - A passed method → `approved` (the confirm dialog); CONTINUE, or VERIFIED_RETURN_MS later by itself, ends with
 *   `{ type: 'verified', result }`.
 * - Any call answered PL-USER-VERIFICATION-EXPIRED → `expired`; PL-USER-VERIFICATION-REJECTED → `rejected`.
 * - "This isn't my account" (a new device's code login by phone, issue 24 part 6): region `notMine`, NOT_MY_ACCOUNT
 *   (only when the server offers it) invokes verification-not-mine.machine.ts (its confirm dialog and call); a new
 *   account → `approved` with its login, an over verification → `expired`, a cancel closes it.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { VERIFIED_RETURN_MS } from '../config/constants.js';
import type { CodeMethod, ItemOption, VerificationInfo, VerificationMethodType, VerificationResult, VerificationServices } from '../api/verification.js';
import { errorKey, forwardTo, isServerRefusal } from './shared.js';
import {
  CODE_METHODS,
  DEVICE_POLL_MS,
  EXPIRED_KEY,
  REJECTED_KEY,
  TOO_MANY_TRIES_KEY,
  WRONG_ANSWER_KEY,
  verificationError,
  type VerificationContext,
  type VerificationEvent,
  type VerificationInput,
  type VerificationOutput,
} from './verification.types.js';
export * from './verification.types.js';
import { verifyMachine, type VerifyOutput, type VerifySubmitResult } from './verify.machine.js';
import { notMineMachine, type NotMineOutput } from './verification-not-mine.machine.js';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const keyIs = (key: string) => (_: unknown, params: { error: unknown }) => errorKey(params.error) === key;

/** The onError branches every step shares: the verification is over (expired, rejected) whatever the step. */
function stepError(fallback: string, extra: readonly object[] = []) {
  return [
    { guard: { type: 'isExpired', params: errorParams }, target: '#verification.expired' },
    { guard: { type: 'isRejected', params: errorParams }, target: '#verification.rejected', actions: { type: 'rejectedBy', params: { by: 'device' } } },
    ...extra,
    { target: fallback, actions: { type: 'showError', params: errorParams } },
  ] as const;
}

/** The params of a guard on the not-mine part's output. */
const notMineIs = (type: NotMineOutput['type']) => ({ event }: { event: { output: NotMineOutput } }) => ({ output: event.output, type });

const approvedOn = {
  target: '#verification.approved',
  actions: { type: 'keepResult', params: ({ event }: { event: { output: VerificationResult } }) => ({ result: event.output }) },
} as const;

export const verificationMachine = setup({
  types: {
    input: {} as VerificationInput,
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    output: {} as VerificationOutput,
  },
  actors: {
    methods: fromPromise<VerificationInfo, { services: VerificationServices; token: string }>(({ input }) => input.services.methods(input.token)),
    sendCode: fromPromise<{ codeLength: number; target: string }, { services: VerificationServices; token: string; method: CodeMethod }>(
      ({ input }) => input.services.sendCode(input.token, input.method),
    ),
    askDevice: fromPromise<void, { services: VerificationServices; token: string }>(({ input }) => input.services.askDevice(input.token)),
    status: fromPromise<VerificationResult | null, { services: VerificationServices; token: string }>(({ input }) => input.services.status(input.token)),
    itemQuestion: fromPromise<readonly ItemOption[], { services: VerificationServices; token: string }>(({ input }) =>
      input.services.itemQuestion(input.token),
    ),
    checkItem: fromPromise<VerificationResult, { services: VerificationServices; token: string; option: string }>(({ input }) =>
      input.services.checkItem(input.token, input.option),
    ),
    checkPassword: fromPromise<VerificationResult, { services: VerificationServices; token: string; password: string }>(({ input }) =>
      input.services.checkPassword(input.token, input.password),
    ),
    reject: fromPromise<void, { services: VerificationServices; token: string }>(({ input }) => input.services.reject(input.token)),
    verify: verifyMachine,
    notMine: notMineMachine,
  },
  delays: {
    sessionExpiry: ({ context }) => context.secondsLeft * 1_000,
    devicePoll: DEVICE_POLL_MS,
    verifiedReturn: VERIFIED_RETURN_MS,
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    isExpired: keyIs(EXPIRED_KEY),
    isRejected: keyIs(REJECTED_KEY),
    isWrongAnswer: keyIs(WRONG_ANSWER_KEY),
    isTooManyTries: keyIs(TOO_MANY_TRIES_KEY),
    /** Any refusal of the token itself at the start: the page shows the expired page. */
    isRefusal: (_, params: { error: unknown }) => isServerRefusal(params.error),
    isCodeMethod: ({ event }) => event.type === 'CHOOSE' && CODE_METHODS.includes(event.method),
    isMethod: ({ context, event }, params: { type: VerificationMethodType }) =>
      event.type === 'CHOOSE' && event.method === params.type && context.methods.some((m) => m.type === params.type),
    hasPassword: ({ event }) => event.type === 'SUBMIT_PASSWORD' && event.password !== '',
    isDecided: (_, params: { result: VerificationResult | null }) => params.result !== null,
    isVerified: (_, params: { output: VerifyOutput }) => params.output.type === 'verified',
    canSayNotMine: ({ context }) => context.notMyAccount,
    isNotMine: (_, params: { output: NotMineOutput; type: NotMineOutput['type'] }) => params.output.type === params.type,
  },
  actions: {
    keepInfo: assign((_, params: { info: VerificationInfo }) => ({
      purpose: params.info.purpose,
      secondsLeft: params.info.secondsLeft,
      methods: params.info.methods,
      notMyAccount: params.info.notMyAccount,
    })),
    choose: assign(({ context, event }) => {
      const method = event.type === 'CHOOSE' ? event.method : null;
      return { method, target: context.methods.find((m) => m.type === method)?.target ?? '', error: null };
    }),
    codeSent: assign(({ context }, params: { codeLength: number; target: string }) => ({ codeLength: params.codeLength, target: params.target || context.target })),
    keepOptions: assign((_, params: { options: readonly ItemOption[] }) => ({ options: params.options })),
    keepResult: assign((_, params: { result: VerificationResult }) => ({ result: params.result })),
    showError: assign((_, params: { error: unknown }) => ({ error: verificationError(params.error) })),
    clearError: assign({ error: null }),
    closeItem: assign(({ context }) => ({ methods: context.methods.filter((m) => m.type !== 'ITEM') })),
    showDialogError: assign((_, params: { error: unknown }) => ({ dialogError: verificationError(params.error) })),
    clearDialogError: assign({ dialogError: null }),
    rejectedBy: assign((_, params: { by: 'me' | 'device' }) => ({ rejectedBy: params.by })),
    forwardToVerify: forwardTo('verify'),
    forwardToNotMine: forwardTo('notMine'),
    keepOwnAccount: assign((_, params: { output: NotMineOutput }) => (params.output.type === 'created' ? { result: params.output.result, ownAccount: true } : {})),
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    services: input.services,
    token: input.token,
    purpose: 'LOGIN',
    secondsLeft: 0,
    methods: [],
    method: null,
    target: '',
    codeLength: 6,
    options: [],
    error: null,
    dialogError: null,
    rejectedBy: null,
    result: null,
    notMyAccount: false,
    ownAccount: false,
  }),
  initial: 'start',
  states: {
    // No token at all: the link lost it (cut by a mail client, copied in part), not an expired one (issue 27).
    start: { always: [{ guard: 'hasToken', target: 'loading' }, { target: 'incomplete' }] },
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'methods',
        src: 'methods',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: { target: 'run', actions: { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) } },
        onError: [
          { guard: { type: 'isRejected', params: errorParams }, target: 'rejected', actions: { type: 'rejectedBy', params: { by: 'device' } } },
          { guard: { type: 'isRefusal', params: errorParams }, target: 'gone' },
          { target: 'failed', actions: { type: 'showError', params: errorParams } },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    run: {
      type: 'parallel',
      after: { sessionExpiry: 'expired' },
      states: {
        step: {
          initial: 'choosing',
          on: { OTHER_METHOD: { target: '.choosing', actions: 'clearError' } },
          states: {
            choosing: {
              on: {
                CHOOSE: [
                  { guard: 'isCodeMethod', target: 'sending', actions: 'choose' },
                  { guard: { type: 'isMethod', params: { type: 'DEVICE' } }, target: 'asking', actions: 'choose' },
                  { guard: { type: 'isMethod', params: { type: 'ITEM' } }, target: 'loadingQuestion', actions: 'choose' },
                  { guard: { type: 'isMethod', params: { type: 'PASSWORD' } }, target: 'password', actions: 'choose' },
                ],
              },
            },
            sending: {
              tags: ['pending'],
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ services: context.services, token: context.token, method: context.method as CodeMethod }),
                onDone: { target: 'code', actions: { type: 'codeSent', params: ({ event }) => event.output } },
                onError: stepError('choosing'),
              },
            },
            code: {
              invoke: {
                id: 'verify',
                src: 'verify',
                input: ({ context }) => ({
                  identifier: context.target,
                  identifierType: context.method === 'EMAIL' ? 'email' : 'phone',
                  codeLength: context.codeLength,
                  deliveryType: context.method === 'EMAIL' ? 'EMAIL' : context.method === 'VOICE' ? 'VOICE' : 'SMS',
                  submit: async (code: string): Promise<VerifySubmitResult> => ({
                    type: 'verified',
                    result: (await context.services.checkCode(context.token, code)) as never,
                  }),
                  resend: () => context.services.sendCode(context.token, context.method as CodeMethod),
                  readSmsCode: (signal: AbortSignal) => context.services.readSmsCode(signal),
                }),
                onDone: [
                  {
                    guard: { type: 'isVerified', params: ({ event }) => ({ output: event.output }) },
                    target: '#verification.approved',
                    actions: { type: 'keepResult', params: ({ event }) => ({ result: (event.output as VerifySubmitResult).result as unknown as VerificationResult }) },
                  },
                  { target: 'choosing' },
                ],
              },
              on: { SUBMIT_CODE: { actions: 'forwardToVerify' }, RESEND: { actions: 'forwardToVerify' }, CHANGE_NUMBER: { actions: 'forwardToVerify' } },
            },
            asking: {
              tags: ['pending'],
              invoke: {
                id: 'askDevice',
                src: 'askDevice',
                input: ({ context }) => ({ services: context.services, token: context.token }),
                onDone: 'waiting',
                onError: stepError('choosing'),
              },
            },
            waiting: { after: { devicePoll: 'polling' } },
            polling: {
              invoke: {
                id: 'status',
                src: 'status',
                input: ({ context }) => ({ services: context.services, token: context.token }),
                onDone: [
                  {
                    guard: { type: 'isDecided', params: ({ event }) => ({ result: event.output }) },
                    ...approvedOn,
                    actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output! }) },
                  },
                  { target: 'waiting' },
                ],
                // A missed poll (no answer) is asked again at the next one.
                onError: stepError('waiting'),
              },
            },
            loadingQuestion: {
              tags: ['pending'],
              invoke: {
                id: 'itemQuestion',
                src: 'itemQuestion',
                input: ({ context }) => ({ services: context.services, token: context.token }),
                onDone: { target: 'question', actions: { type: 'keepOptions', params: ({ event }) => ({ options: event.output }) } },
                onError: stepError('choosing', [
                  { guard: { type: 'isTooManyTries', params: errorParams }, target: 'choosing', actions: ['closeItem', { type: 'showError', params: errorParams }] },
                ]),
              },
            },
            question: { on: { PICK: { target: 'checkingItem', actions: 'clearError' } } },
            checkingItem: {
              tags: ['pending'],
              invoke: {
                id: 'checkItem',
                src: 'checkItem',
                input: ({ context, event }) => ({ services: context.services, token: context.token, option: event.type === 'PICK' ? event.option : '' }),
                onDone: approvedOn,
                onError: stepError('question', [
                  { guard: { type: 'isWrongAnswer', params: errorParams }, target: 'loadingQuestion', actions: { type: 'showError', params: errorParams } },
                  { guard: { type: 'isTooManyTries', params: errorParams }, target: 'choosing', actions: ['closeItem', { type: 'showError', params: errorParams }] },
                ]),
              },
            },
            password: { on: { SUBMIT_PASSWORD: { guard: 'hasPassword', target: 'checkingPassword', actions: 'clearError' } } },
            checkingPassword: {
              tags: ['pending'],
              invoke: {
                id: 'checkPassword',
                src: 'checkPassword',
                input: ({ context, event }) => ({
                  services: context.services,
                  token: context.token,
                  password: event.type === 'SUBMIT_PASSWORD' ? event.password : '',
                }),
                onDone: approvedOn,
                onError: stepError('password'),
              },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: { on: { NOT_ME: { target: 'open', actions: 'clearDialogError' } } },
            open: { on: { CANCEL_REJECT: 'closed', CONFIRM_REJECT: 'rejecting' } },
            rejecting: {
              tags: ['pending'],
              invoke: {
                id: 'reject',
                src: 'reject',
                input: ({ context }) => ({ services: context.services, token: context.token }),
                onDone: { target: '#verification.rejected', actions: { type: 'rejectedBy', params: { by: 'me' } } },
                onError: [
                  { guard: { type: 'isExpired', params: errorParams }, target: '#verification.expired' },
                  { target: 'open', actions: { type: 'showDialogError', params: errorParams } },
                ],
              },
            },
          },
        },
        notMine: {
          initial: 'closed',
          states: {
            closed: { on: { NOT_MY_ACCOUNT: { guard: 'canSayNotMine', target: 'open' } } },
            open: {
              invoke: {
                id: 'notMine',
                src: 'notMine',
                input: ({ context }) => ({ services: context.services, token: context.token }),
                onDone: [
                  { guard: { type: 'isNotMine', params: notMineIs('created') }, target: '#verification.approved', actions: { type: 'keepOwnAccount', params: notMineIs('created') } },
                  { guard: { type: 'isNotMine', params: notMineIs('expired') }, target: '#verification.expired' },
                  { target: 'closed' },
                ],
              },
              on: { CONFIRM_NOT_MINE: { actions: 'forwardToNotMine' }, CANCEL_NOT_MINE: { actions: 'forwardToNotMine' } },
            },
          },
        },
      },
    },
    // "Taking you back…": back by itself after a moment, or at once with Continue (issue 27).
    approved: { after: { verifiedReturn: 'done' }, on: { CONTINUE: 'done' } },
    expired: { on: { START_AGAIN: 'restart' } },
    rejected: {},
    gone: {},
    incomplete: {},
    done: { type: 'final' },
    restart: { type: 'final' },
  },
  output: ({ context }) =>
    context.result ? { type: 'verified', result: context.result } : { type: 'restart' },
});

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
