/**
 * QR login (spec §2.1 Qrcode, §4 "QR login", §7.2 generateQrCodeUrl / checkQrCodeStatus, §8 "QR: Network Error").
 *
 * - `generating` (tag `pending`): services.generateQr → `polling` with the session's requestId, qrLoginUrl, `interval`
 *   (ms) and `expire` (number of polls); a failure → `error`.
 * - `polling.pending` / `polling.scanned`: each waits `interval` ms (named delay `qrPoll`), then asks
 *   services.checkQr. PENDING → pending; SCANNED → scanned ("finish on your phone"); SUCCESS → `loggingIn` with the
 *   token; FAILURE, or the `expire`-th answer without success → `generating` (a new code). A failed status call shows a
 *   toast (through the root) and regenerates.
 * - `loggingIn` (tag `pending`): services.loginByQr(token) → `succeeded`; a failure → `error` (the view stays
 *   "scanned" until the login answered: the success notice never shows for a login that did not happen).
 * - `succeeded`: the success notice, shown for QR_SUCCESS_NOTICE_MS (named delay `successNotice`) so it can be read,
 *   then final output `{ type: 'loggedIn', via: 'qr' }`.
 * - `error`: the "check your connection" view. REFRESH_QR (Rescan) there and while polling generates a new code.
 *
 * Polling lives only in states of this machine: when it ends or its parent stops it, the pending `qrPoll` timer is
 * cancelled with it (tested with fake timers).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import type { Services } from '../api/services.js';
import type { LoginResponse, QrSession, QrStatusResult } from '../api/types.js';
import type { FlowOutput, QrView, ViewMessage } from './contract.js';
import {
  errorParams,
  NO_FIELD_ERRORS,
  reportBusy,
  toastFailure,
  toViewMessage,
  type FlowStatusContext,
} from './shared.js';

export interface QrInput {
  readonly services: Services;
}

export interface QrContext extends FlowStatusContext {
  readonly services: Services;
  readonly requestId: string;
  readonly qrLoginUrl: string | null;
  /** Poll interval in ms (from the server). */
  readonly interval: number;
  /** Polls allowed for this code (from the server). */
  readonly expire: number;
  /** Status answers received for this code. */
  readonly polls: number;
  /** The OAUTH_ID_TOKEN of a SUCCESS answer. */
  readonly token: string | null;
  readonly response: LoginResponse | null;
}

export type QrEvent = { type: 'REFRESH_QR' };

/** How long the QR login-success notice stays on screen before the popup goes on. */
export const QR_SUCCESS_NOTICE_MS = 2_000;


/** Failures of the connection itself: the QR screen's "check your connection" text (spec §8 QR Network Error). */
const CONNECTION_KINDS: ReadonlySet<string> = new Set(['network', 'timeout', 'http', 'parse']);

/**
 * The QR screen's error text: the connection text for a connection failure; any other cause (a business refusal, an
 * expired session, the bot check) keeps its own text, so the buyer is not told to check a connection that works.
 */
function qrErrorMessage(error: unknown): ViewMessage {
  return isApiError(error) && !CONNECTION_KINDS.has(error.kind)
    ? toViewMessage(error, 'error.qr.connection')
    : { key: 'error.qr.connection' };
}

/** The answer to one poll, in the order it is checked. */
const statusIs = (status: QrStatusResult['status']) => (answer: QrStatusResult) => answer.status === status;

/** The transitions of one answer to a status poll (the same in the pending and the scanned view). */
const onStatus = [
  { guard: 'isSuccess', target: '#qr.loggingIn', actions: 'keepToken' },
  { guard: 'isFailure', target: '#qr.generating' },
  { guard: 'isLastPoll', target: '#qr.generating' },
  { guard: 'isScanned', target: '#qr.polling.scanned.waiting', actions: 'countPoll' },
  { target: '#qr.polling.pending.waiting', actions: 'countPoll' },
] as const;

/** One view of polling: wait `qrPoll`, then ask for the status. */
const pollStates = {
  initial: 'waiting',
  states: {
    waiting: { after: { qrPoll: 'checking' } },
    checking: {
      invoke: {
        id: 'checkQr',
        src: 'checkQr',
        input: ({ context }: { context: QrContext }) => ({ services: context.services, requestId: context.requestId }),
        onDone: onStatus,
        onError: { target: '#qr.generating', actions: { type: 'reportStatusFailure', params: errorParams } },
      },
    },
  },
} as const;

export const qrMachine = setup({
  types: {
    input: {} as QrInput,
    context: {} as QrContext,
    events: {} as QrEvent,
    output: {} as FlowOutput,
    tags: {} as 'pending',
  },
  actors: {
    generateQr: fromPromise<QrSession, { services: Services }>(({ input }) => input.services.generateQr()),
    checkQr: fromPromise<QrStatusResult, { services: Services; requestId: string }>(({ input }) =>
      input.services.checkQr(input.requestId),
    ),
    loginByQr: fromPromise<LoginResponse, { services: Services; token: string }>(({ input }) =>
      input.services.loginByQr(input.token),
    ),
  },
  delays: {
    /** The server's poll interval. */
    qrPoll: ({ context }) => context.interval,
    successNotice: QR_SUCCESS_NOTICE_MS,
  },
  guards: {
    isSuccess: ({ event }) => 'output' in event && statusIs('SUCCESS')(event.output as QrStatusResult),
    isFailure: ({ event }) => 'output' in event && statusIs('FAILURE')(event.output as QrStatusResult),
    isScanned: ({ event }) => 'output' in event && statusIs('SCANNED')(event.output as QrStatusResult),
    /** This answer is the `expire`-th without success: the code is used up. */
    isLastPoll: ({ context }) => context.polls + 1 >= context.expire,
  },
  actions: {
    startSession: assign((_, params: { session: QrSession }) => ({
      requestId: params.session.requestId,
      qrLoginUrl: params.session.qrLoginUrl,
      interval: params.session.interval,
      expire: params.session.expire,
      polls: 0,
      token: null,
      error: null,
    })),
    forgetSession: assign({ requestId: '', qrLoginUrl: null, polls: 0 }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    keepToken: assign({
      token: ({ event }) => ('output' in event ? ((event.output as QrStatusResult).token ?? null) : null),
    }),
    keepResponse: assign((_, params: { response: LoginResponse }) => ({ response: params.response })),
    clearError: assign({ error: null }),
    /** Generating or logging in failed: the error view (with reportBusy: a busy answer also opens the busy dialog). */
    showError: assign((_, params: { error: unknown }) => ({ error: qrErrorMessage(params.error) })),
    reportBusy,
    /** A status call failed: a toast (or the busy dialog); the code is regenerated. */
    reportStatusFailure: ({ system }, params: { error: unknown }) => toastFailure(system, params.error, 'error.qr.network'),
  },
}).createMachine({
  id: 'qr',
  context: ({ input }) => ({
    services: input.services,
    requestId: '',
    qrLoginUrl: null,
    interval: 0,
    expire: 0,
    polls: 0,
    token: null,
    response: null,
    error: null,
    fieldErrors: NO_FIELD_ERRORS,
  }),
  initial: 'generating',
  states: {
    generating: {
      tags: ['pending'],
      entry: 'forgetSession',
      invoke: {
        id: 'generateQr',
        src: 'generateQr',
        input: ({ context }) => ({ services: context.services }),
        onDone: { target: 'polling', actions: { type: 'startSession', params: ({ event }) => ({ session: event.output }) } },
        onError: { target: 'error', actions: [{ type: 'showError', params: errorParams }, { type: 'reportBusy', params: errorParams }] },
      },
    },
    polling: {
      initial: 'pending',
      // Rescan: a new code (the scanned one is given up).
      on: { REFRESH_QR: { target: 'generating' } },
      states: {
        /** Waiting for a scan. */
        pending: pollStates,
        /** Scanned: finish on the phone. */
        scanned: pollStates,
      },
    },
    loggingIn: {
      tags: ['pending'],
      invoke: {
        id: 'loginByQr',
        src: 'loginByQr',
        input: ({ context }) => ({ services: context.services, token: context.token ?? '' }),
        onDone: { target: 'succeeded', actions: { type: 'keepResponse', params: ({ event }) => ({ response: event.output }) } },
        onError: { target: 'error', actions: [{ type: 'showError', params: errorParams }, { type: 'reportBusy', params: errorParams }] },
      },
    },
    succeeded: {
      after: { successNotice: 'done' },
    },
    error: {
      on: { REFRESH_QR: { target: 'generating', actions: 'clearError' } },
    },
    done: {
      type: 'final',
      output: ({ context }) => ({ type: 'loggedIn', response: context.response ?? {}, via: 'qr' }) satisfies FlowOutput,
    },
  },
  output: ({ event }) => event.output as FlowOutput,
});

export type QrMachine = typeof qrMachine;
export type QrSnapshot = SnapshotFrom<typeof qrMachine>;

export function selectQrView(snapshot: QrSnapshot): QrView {
  const { context } = snapshot;
  if (snapshot.matches('error')) return { status: 'error', qrLoginUrl: null };
  if (snapshot.matches('generating')) return { status: 'loading', qrLoginUrl: null };
  if (snapshot.matches({ polling: 'scanned' })) return { status: 'scanned', qrLoginUrl: context.qrLoginUrl };
  if (snapshot.matches('polling')) return { status: 'pending', qrLoginUrl: context.qrLoginUrl };
  // Approved on the phone, the login still on its way: still "scanned" (security finding 10).
  if (snapshot.matches('loggingIn')) return { status: 'scanned', qrLoginUrl: context.qrLoginUrl };
  // succeeded and done: logged in.
  return { status: 'success', qrLoginUrl: context.qrLoginUrl };
}
