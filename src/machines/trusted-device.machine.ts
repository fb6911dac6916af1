/**
 * /user/trusted-device (spec §4 "Verification" by a trusted device): a browser signed in to the account answers the
 * verifications it is asked for.
 *
 * - `loading` (tag `pending`): services.requests() → `listing`; no session (isSessionExpired) → `signedOut` (the
 *   page offers the login, coming back here); any other failure → `failed` (RETRY → `loading`).
 * - `listing`: the waiting requests (what for, when, from where; maybe none). REFRESH → `loading`. APPROVE {requestId}
 *   → `deciding` (APPROVED). NOT_ME {requestId} → `confirming`: the product's dialog; CANCEL → `listing`, CONFIRM →
 *   `deciding` (REJECTED).
 * - `deciding` (tag `pending`): services.decide() → `decided` (the result: approved, the other device continues by
 *   itself; or rejected); the request expired or was answered meanwhile (PL-USER-VERIFICATION-EXPIRED) → `gone`;
 *   the session ended → `signedOut`; any other failure → `decideFailed` with the error: RETRY (or the dialog's
 *   CONFIRM) sends the same answer again, CANCEL → `listing`.
 * - `decided` and `gone`: REFRESH → `loading` (other requests may wait).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isSessionExpired } from '../api/account.js';
import type { DeviceDecision, DeviceRequest, TrustedDeviceServices } from '../api/trusted-device.js';
import type { PageMessage } from './page-contract.js';
import { errorKey, toViewMessage } from './shared.js';

/** A request that expired, was answered already, or is not this account's. */
export const REQUEST_GONE_KEY = 'PL-USER-VERIFICATION-EXPIRED';

export interface TrustedDeviceInput {
  readonly services: TrustedDeviceServices;
}

interface TrustedDeviceContext {
  readonly services: TrustedDeviceServices;
  readonly requests: readonly DeviceRequest[];
  /** The request being answered and the answer. */
  readonly requestId: string;
  readonly decision: DeviceDecision;
  readonly error: PageMessage | null;
}

export type TrustedDeviceEvent =
  | { type: 'APPROVE'; requestId: string }
  | { type: 'NOT_ME'; requestId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' };

type Params = { error: unknown };
const errorOf = ({ event }: { event: { error: unknown } }): Params => ({ error: event.error });

export const trustedDeviceMachine = setup({
  types: { input: {} as TrustedDeviceInput, context: {} as TrustedDeviceContext, events: {} as TrustedDeviceEvent },
  actors: {
    requests: fromPromise<readonly DeviceRequest[], { services: TrustedDeviceServices }>(({ input }) => input.services.requests()),
    decide: fromPromise<void, { services: TrustedDeviceServices; requestId: string; decision: DeviceDecision }>(({ input }) =>
      input.services.decide(input.requestId, input.decision),
    ),
  },
  guards: {
    isSignedOut: (_, params: Params) => isSessionExpired(params.error),
    isGone: (_, params: Params) => errorKey(params.error) === REQUEST_GONE_KEY,
  },
  actions: {
    setRequests: assign((_, params: { requests: readonly DeviceRequest[] }) => ({ requests: params.requests, error: null })),
    choose: assign(({ event }) =>
      event.type === 'APPROVE' || event.type === 'NOT_ME'
        ? { requestId: event.requestId, decision: (event.type === 'APPROVE' ? 'APPROVED' : 'REJECTED') as DeviceDecision, error: null }
        : {},
    ),
    showError: assign((_, params: Params) => ({ error: toViewMessage(params.error) as PageMessage })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'trustedDevice',
  context: ({ input }) => ({ services: input.services, requests: [], requestId: '', decision: 'APPROVED', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'requests',
        src: 'requests',
        input: ({ context }) => ({ services: context.services }),
        onDone: { target: 'listing', actions: { type: 'setRequests', params: ({ event }) => ({ requests: event.output }) } },
        onError: [
          { guard: { type: 'isSignedOut', params: errorOf }, target: 'signedOut' },
          { target: 'failed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    signedOut: {},
    listing: {
      on: {
        REFRESH: { target: 'loading' },
        APPROVE: { target: 'deciding', actions: 'choose' },
        NOT_ME: { target: 'confirming', actions: 'choose' },
      },
    },
    confirming: {
      on: {
        CANCEL: { target: 'listing' },
        CONFIRM: { target: 'deciding' },
      },
    },
    deciding: {
      tags: ['pending'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ services: context.services, requestId: context.requestId, decision: context.decision }),
        onDone: { target: 'decided' },
        onError: [
          { guard: { type: 'isGone', params: errorOf }, target: 'gone' },
          { guard: { type: 'isSignedOut', params: errorOf }, target: 'signedOut' },
          { target: 'decideFailed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    decideFailed: {
      on: {
        RETRY: { target: 'deciding', actions: 'clearError' },
        // The reject dialog's confirm button is its retry.
        CONFIRM: { target: 'deciding', actions: 'clearError' },
        CANCEL: { target: 'listing', actions: 'clearError' },
      },
    },
    decided: { on: { REFRESH: { target: 'loading' } } },
    gone: { on: { REFRESH: { target: 'loading' } } },
  },
});

export type TrustedDeviceSnapshot = SnapshotFrom<typeof trustedDeviceMachine>;

export interface TrustedDeviceView {
  readonly stage: 'loading' | 'failed' | 'signedOut' | 'list' | 'decided' | 'gone';
  readonly requests: readonly DeviceRequest[];
  /** The request being answered (its card shows the answer under way or its failure). */
  readonly requestId: string;
  readonly decision: DeviceDecision;
  /** The "This wasn't me" dialog: open (asking), busy (rejecting) or closed. */
  readonly dialog: 'closed' | 'open' | 'busy';
  readonly pending: boolean;
  /** A failed answer (with Retry) or a failed load. */
  readonly error: PageMessage | null;
}

export function selectTrustedDeviceView(snapshot: TrustedDeviceSnapshot): TrustedDeviceView {
  const { context } = snapshot;
  const value = snapshot.value as string;
  const stage: TrustedDeviceView['stage'] =
    value === 'loading' || value === 'failed' || value === 'signedOut' || value === 'decided' || value === 'gone' ? value : 'list';
  const rejecting = context.decision === 'REJECTED';
  return {
    stage,
    requests: context.requests,
    requestId: context.requestId,
    decision: context.decision,
    dialog: value === 'confirming' ? 'open' : value === 'deciding' && rejecting ? 'busy' : value === 'decideFailed' && rejecting ? 'open' : 'closed',
    pending: snapshot.hasTag('pending'),
    error: context.error,
  };
}
