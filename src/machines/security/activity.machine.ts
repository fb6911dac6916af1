/**
 * The security activity panel (issue 24 part 2): the account's 90-day timeline, a page at a time, and "This wasn't
 * me" on a row, which leads to the existing lockdown (its confirmation page on the member host).
 *
 * `loading` → `ready` | `failed` (RETRY) | final `expired` (the session is gone). `ready.idle`: MORE (when there is
 * a next page) → `loadingMore` → idle with the older rows appended (a failure keeps the rows and says so);
 * NOT_ME { id } → `confirming` (CANCEL | CONFIRM → `requesting`) → final `leaving` with the lockdown page's address.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ActivityEvent, ActivityPage, SecurityServices } from '../../api/security.js';
import { failureMessage, isSessionExpired, type AccountMessage } from '../account/shared.js';

export interface ActivityInput {
  readonly services: SecurityServices;
}

interface ActivityContext {
  readonly services: SecurityServices;
  readonly events: readonly ActivityEvent[];
  readonly next: string;
  /** The row "This wasn't me" was pressed on. */
  readonly target: string | null;
  readonly url: string;
  readonly error: AccountMessage | null;
}

export type ActivityMachineEvent = { type: 'RETRY' } | { type: 'MORE' } | { type: 'NOT_ME'; id: string } | { type: 'CANCEL' } | { type: 'CONFIRM' };

export type ActivityOutput = { readonly type: 'sessionExpired' } | { readonly type: 'lockdown'; readonly url: string };

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const pageOf = (event: unknown) => (event as { output: ActivityPage }).output;

export const activityMachine = setup({
  types: {
    input: {} as ActivityInput,
    context: {} as ActivityContext,
    events: {} as ActivityMachineEvent,
    output: {} as ActivityOutput,
    tags: {} as 'pending',
  },
  actors: {
    activity: fromPromise<ActivityPage, { services: SecurityServices; before: string }>(({ input }) => input.services.activity(input.before || undefined)),
    notMe: fromPromise<{ url: string }, { services: SecurityServices }>(({ input }) => input.services.notMe()),
  },
  guards: {
    isSessionExpired: ({ event }) => isSessionExpired(errorOf(event)),
    hasMore: ({ context }) => context.next !== '',
  },
  actions: {
    firstPage: assign(({ event }) => ({ events: pageOf(event).events, next: pageOf(event).next, error: null })),
    olderPage: assign(({ context, event }) => ({ events: [...context.events, ...pageOf(event).events], next: pageOf(event).next, error: null })),
    showError: assign(({ event }) => ({ error: failureMessage(errorOf(event)) })),
    aim: assign(({ event }) => (event.type === 'NOT_ME' ? { target: event.id, error: null } : {})),
    clear: assign({ target: null, error: null }),
    keepUrl: assign(({ event }) => ({ url: (event as unknown as { output: { url: string } }).output.url })),
  },
}).createMachine({
  id: 'activity',
  context: ({ input }) => ({ services: input.services, events: [], next: '', target: null, url: '', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'activity',
        src: 'activity',
        input: ({ context }) => ({ services: context.services, before: '' }),
        onDone: { target: 'ready', actions: 'firstPage' },
        onError: [{ guard: 'isSessionExpired', target: 'expired' }, { target: 'failed', actions: 'showError' }],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            MORE: { guard: 'hasMore', target: 'loadingMore' },
            NOT_ME: { target: 'confirming', actions: 'aim' },
          },
        },
        loadingMore: {
          tags: ['pending'],
          invoke: {
            id: 'activity',
            src: 'activity',
            input: ({ context }) => ({ services: context.services, before: context.next }),
            onDone: { target: 'idle', actions: 'olderPage' },
            onError: [{ guard: 'isSessionExpired', target: '#activity.expired' }, { target: 'idle', actions: 'showError' }],
          },
        },
        confirming: {
          on: { CANCEL: { target: 'idle', actions: 'clear' }, CONFIRM: 'requesting' },
        },
        requesting: {
          tags: ['pending'],
          invoke: {
            id: 'notMe',
            src: 'notMe',
            input: ({ context }) => ({ services: context.services }),
            onDone: { target: '#activity.leaving', actions: 'keepUrl' },
            onError: [{ guard: 'isSessionExpired', target: '#activity.expired' }, { target: 'confirming', actions: 'showError' }],
          },
        },
      },
    },
    leaving: { type: 'final' },
    expired: { type: 'final' },
  },
  output: ({ context }) => (context.url ? { type: 'lockdown' as const, url: context.url } : { type: 'sessionExpired' as const }),
});

export type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;

export interface ActivityView {
  readonly status: 'loading' | 'failed' | 'ready';
  readonly events: readonly ActivityEvent[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** The row whose "This wasn't me" is being confirmed. */
  readonly confirming: ActivityEvent | null;
  readonly requesting: boolean;
  readonly error: AccountMessage | null;
}

export function selectActivityView(snapshot: ActivitySnapshot): ActivityView {
  const { context } = snapshot;
  const asking = snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'requesting' }) || snapshot.matches('leaving');
  return {
    status: snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') || snapshot.matches('expired') ? 'loading' : 'ready',
    events: context.events,
    hasMore: context.next !== '',
    loadingMore: snapshot.matches({ ready: 'loadingMore' }),
    confirming: asking ? (context.events.find((e) => e.id === context.target) ?? null) : null,
    requesting: snapshot.matches({ ready: 'requesting' }) || snapshot.matches('leaving'),
    error: context.error,
  };
}

export function createActivitySenders(send: (event: ActivityMachineEvent) => void) {
  return {
    retry: () => send({ type: 'RETRY' }),
    more: () => send({ type: 'MORE' }),
    notMe: (id: string) => send({ type: 'NOT_ME', id }),
    cancel: () => send({ type: 'CANCEL' }),
    confirm: () => send({ type: 'CONFIRM' }),
  };
}
export type ActivitySenders = ReturnType<typeof createActivitySenders>;
