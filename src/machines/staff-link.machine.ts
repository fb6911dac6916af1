/**
 * /user/lazadian, staff verification (docs/pages.md, "Staff verification", says why): a signed-in buyer who works at the
 * marketplace links a verified work e-mail to their shopping account.
 *
 * - `loading` (tag `pending`): services.staffStatus() → `linked` or `form`; no session → `signedOut` (the page goes
 *   to the §2.4 login page and comes back); no answer → `loadFailed` (RETRY loads again).
 * - `form`: INPUT {email} keeps the draft and clears its error; SUBMIT {email} → the work-e-mail rule (§5 e-mail,
 *   a staff domain of the status) as a field error, else `sending` (tag `pending`): services.staffSendCode → `code`
 *   with the server's resend delay; a refusal → `form` with it under the field (domain, taken, already linked) or
 *   above the form; no answer → `form` with the error and RETRY (sends again). The draft is never lost.
 * - `code`: `waiting` counts down (named delay `resendTick`) to `ready`, where RESEND → `resending`; SUBMIT_CODE
 *   {code} → the code rule or `confirming` (tag `pending`): services.staffConfirm → `linked` (notice `linked`); a
 *   wrong or spent code is a field error; no answer → the error and RETRY (confirms again). EDIT → `form`.
 * - `linked`: UNLINK → `asking` (the product's confirm dialog): CANCEL → `idle`, CONFIRM → `unlinking` (tag
 *   `pending`): services.staffUnlink → `form` (notice `unlinked`, empty draft); a failure stays in the dialog with
 *   the error (Confirm again retries).
 * A gone session at any call → `signedOut`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import { isSessionExpired } from '../api/account.js';
import { isRecord } from '../api/transport.js';
import type { StaffCodeSent, StaffServices, StaffStatus } from '../api/staff.js';
import { validateStaffEmail } from '../validation/staff.js';
import { validateSmsCode } from '../validation/text.js';
import { NO_PAGE_ERRORS, type PageFieldErrors, type PageMessage } from './page-contract.js';
import { toViewMessage } from './shared.js';
import { countdownGuards, countdownTick, countdownZero, RESEND_TICK_MS, resendCountdownStates, resendSeconds } from './resend-countdown.js';



export interface StaffLinkInput {
  readonly services: StaffServices;
}

type Failed = 'send' | 'resend' | 'confirm' | null;

interface StaffLinkContext extends StaffLinkInput {
  readonly status: StaffStatus | null;
  /** The work e-mail as typed (kept through every error). */
  readonly email: string;
  readonly code: string;
  readonly sent: StaffCodeSent | null;
  readonly secondsLeft: number;
  readonly notice: 'linked' | 'unlinked' | null;
  /** The call that got no answer, which RETRY repeats. */
  readonly failed: Failed;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export type StaffLinkEvent =
  | { type: 'INPUT'; email: string }
  | { type: 'SUBMIT'; email: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'INPUT_CODE' }
  | { type: 'RESEND' }
  | { type: 'EDIT' }
  | { type: 'UNLINK' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

/** No answer at all (offline, a hung call past its deadline, a broken body): the buyer may simply try again. */
export const isNoAnswer = (error: unknown): boolean =>
  !isApiError(error) || ['network', 'timeout', 'http', 'parse', 'aborted'].includes(error.kind);

/**
 * A failed call as a message: no answer is the network text (the screen offers Retry); a refusal is the page's
 * catalog key the server named (`data.messageKey`), else the server answer (serverErrorText: localized by its key).
 */
export function staffFailure(error: unknown): PageMessage {
  if (isNoAnswer(error)) return { key: 'error.network' };
  if (isApiError(error) && isRecord(error.data) && typeof error.data.messageKey === 'string' && error.data.messageKey.startsWith('staff.')) {
    return { key: error.data.messageKey as Extract<PageMessage, { key: unknown }>['key'] };
  }
  return toViewMessage(error) as PageMessage;
}

const isCodeKey = (error: unknown) => isApiError(error) && ['PL-USER-CODE-INCORRECT', 'PL-USER-CODE-EXPIRED'].includes(error.key);
const isFieldRefusal = (error: unknown) => isApiError(error) && isRecord(error.data) && error.data.field === 'email';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const staffLinkMachine = setup({
  types: { input: {} as StaffLinkInput, context: {} as StaffLinkContext, events: {} as StaffLinkEvent, tags: {} as 'pending' },
  actors: {
    staffStatus: fromPromise<StaffStatus, { services: StaffServices }>(({ input }) => input.services.staffStatus()),
    staffSendCode: fromPromise<StaffCodeSent, { services: StaffServices; email: string; resend: boolean }>(({ input }) =>
      input.services.staffSendCode({ email: input.email, resend: input.resend }),
    ),
    staffConfirm: fromPromise<StaffStatus, { services: StaffServices; email: string; code: string }>(({ input }) =>
      input.services.staffConfirm({ email: input.email, code: input.code }),
    ),
    staffUnlink: fromPromise<StaffStatus, { services: StaffServices }>(({ input }) => input.services.staffUnlink()),
  },
  delays: { resendTick: RESEND_TICK_MS },
  guards: {
    isLinked: (_, params: { status: StaffStatus }) => params.status.linked !== null,
    isSignedOut: (_, params: { error: unknown }) => isSessionExpired(params.error),
    isBadEmail: ({ context }, params: { email: string }) => validateStaffEmail(params.email, context.status?.domains ?? []) !== null,
    isBadCode: ({ context }, params: { code: string }) => validateSmsCode(params.code, context.sent?.codeLength) !== null,
    isCodeRefusal: (_, params: { error: unknown }) => isCodeKey(params.error),
    isFieldRefusal: (_, params: { error: unknown }) => isFieldRefusal(params.error),
    failedSend: ({ context }) => context.failed === 'send',
    failedResend: ({ context }) => context.failed === 'resend',
    failedConfirm: ({ context }) => context.failed === 'confirm',
    ...countdownGuards,
  },
  actions: {
    keepStatus: assign((_, params: { status: StaffStatus }) => ({ status: params.status })),
    keepEmail: assign((_, params: { email: string }) => ({ email: params.email, fieldErrors: NO_PAGE_ERRORS, error: null, failed: null, notice: null })),
    emailError: assign(({ context }, params: { email: string }) => ({
      email: params.email,
      fieldErrors: { email: { key: validateStaffEmail(params.email, context.status?.domains ?? []) ?? 'validation.required' } } as PageFieldErrors,
      error: null,
      notice: null,
    })),
    codeError: assign(({ context }, params: { code: string }) => ({
      fieldErrors: { code: { key: validateSmsCode(params.code, context.sent?.codeLength) ?? 'validation.required', params: { count: context.sent?.codeLength ?? 6 } } } as PageFieldErrors,
      error: null,
    })),
    keepCode: assign((_, params: { code: string }) => ({ code: params.code, fieldErrors: NO_PAGE_ERRORS, error: null, failed: null })),
    sent: assign((_, params: { sent: StaffCodeSent }) => ({ sent: params.sent, secondsLeft: resendSeconds(params.sent.resendAfterSeconds), failed: null })),
    linked: assign((_, params: { status: StaffStatus }) => ({ status: params.status, notice: 'linked' as const, code: '', failed: null })),
    unlinked: assign((_, params: { status: StaffStatus }) => ({ status: params.status, notice: 'unlinked' as const, email: '', sent: null, code: '' })),
    /** A refusal on the address goes under the field; anything else above the form (with RETRY when nothing answered). */
    showFailure: assign((_, params: { error: unknown; call: Failed; field?: 'email' | 'code' }) =>
      params.field
        ? { fieldErrors: { [params.field]: staffFailure(params.error) } as PageFieldErrors, error: null, failed: null }
        : { error: staffFailure(params.error), fieldErrors: NO_PAGE_ERRORS, failed: isNoAnswer(params.error) ? params.call : null },
    ),
    clearErrors: assign({ fieldErrors: NO_PAGE_ERRORS, error: null }),
    tick: assign(countdownTick),
    zero: assign(countdownZero),
  },
}).createMachine({
  id: 'staffLink',
  context: ({ input }) => ({
    services: input.services,
    status: null,
    email: '',
    code: '',
    sent: null,
    secondsLeft: 0,
    notice: null,
    failed: null,
    fieldErrors: NO_PAGE_ERRORS,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'staffStatus',
        src: 'staffStatus',
        input: ({ context }) => ({ services: context.services }),
        onDone: [
          { guard: { type: 'isLinked', params: ({ event }) => ({ status: event.output }) }, target: 'linked', actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) } },
          { target: 'form', actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isSignedOut', params: errorParams }, target: 'signedOut' },
          { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, call: null }) } },
        ],
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearErrors' } } },
    signedOut: {},
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            INPUT: { actions: { type: 'keepEmail', params: ({ event }) => ({ email: event.email }) } },
            SUBMIT: [
              { guard: { type: 'isBadEmail', params: ({ event }) => ({ email: event.email }) }, actions: { type: 'emailError', params: ({ event }) => ({ email: event.email }) } },
              { target: 'sending', actions: { type: 'keepEmail', params: ({ event }) => ({ email: event.email.trim() }) } },
            ],
            RETRY: { guard: 'failedSend', target: 'sending', actions: 'clearErrors' },
          },
        },
        sending: {
          tags: ['pending'],
          invoke: {
            id: 'staffSendCode',
            src: 'staffSendCode',
            input: ({ context }) => ({ services: context.services, email: context.email, resend: false }),
            onDone: { target: '#staffLink.code', actions: { type: 'sent', params: ({ event }) => ({ sent: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: errorParams }, target: '#staffLink.signedOut' },
              {
                guard: { type: 'isFieldRefusal', params: errorParams },
                target: 'editing',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, call: 'send' as const, field: 'email' as const }) },
              },
              { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, call: 'send' as const }) } },
            ],
          },
        },
      },
    },
    code: {
      initial: 'start',
      on: {
        EDIT: { target: 'form', actions: 'clearErrors' },
        INPUT_CODE: { actions: 'clearErrors' },
        SUBMIT_CODE: [
          { guard: { type: 'isBadCode', params: ({ event }) => ({ code: event.code }) }, actions: { type: 'codeError', params: ({ event }) => ({ code: event.code }) } },
          { target: 'confirming', actions: { type: 'keepCode', params: ({ event }) => ({ code: event.code }) } },
        ],
        RETRY: [
          { guard: 'failedConfirm', target: 'confirming', actions: 'clearErrors' },
          { guard: 'failedResend', target: 'resending', actions: 'clearErrors' },
        ],
      },
      // Back from a failed call, the countdown goes on where it was.
      states: resendCountdownStates('#staffLink.resending', 'clearErrors'),
    },
    resending: {
      tags: ['pending'],
      invoke: {
        id: 'staffSendCode',
        src: 'staffSendCode',
        input: ({ context }) => ({ services: context.services, email: context.email, resend: true }),
        onDone: { target: 'code', actions: { type: 'sent', params: ({ event }) => ({ sent: event.output }) } },
        onError: [
          { guard: { type: 'isSignedOut', params: errorParams }, target: 'signedOut' },
          { target: 'code', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, call: 'resend' as const }) } },
        ],
      },
    },
    confirming: {
      tags: ['pending'],
      invoke: {
        id: 'staffConfirm',
        src: 'staffConfirm',
        input: ({ context }) => ({ services: context.services, email: context.email, code: context.code }),
        onDone: { target: 'linked', actions: { type: 'linked', params: ({ event }) => ({ status: event.output }) } },
        onError: [
          { guard: { type: 'isSignedOut', params: errorParams }, target: 'signedOut' },
          {
            guard: { type: 'isCodeRefusal', params: errorParams },
            target: 'code',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, call: 'confirm' as const, field: 'code' as const }) },
          },
          { target: 'code', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, call: 'confirm' as const }) } },
        ],
      },
    },
    linked: {
      initial: 'idle',
      states: {
        idle: { on: { UNLINK: { target: 'asking', actions: 'clearErrors' } } },
        asking: { on: { CANCEL: { target: 'idle', actions: 'clearErrors' }, CONFIRM: { target: 'unlinking', actions: 'clearErrors' } } },
        unlinking: {
          tags: ['pending'],
          invoke: {
            id: 'staffUnlink',
            src: 'staffUnlink',
            input: ({ context }) => ({ services: context.services }),
            onDone: { target: '#staffLink.form', actions: { type: 'unlinked', params: ({ event }) => ({ status: event.output }) } },
            onError: [
              { guard: { type: 'isSignedOut', params: errorParams }, target: '#staffLink.signedOut' },
              { target: 'asking', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, call: null }) } },
            ],
          },
        },
      },
    },
  },
});

export type StaffLinkSnapshot = SnapshotFrom<typeof staffLinkMachine>;
