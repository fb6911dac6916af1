/**
 * /user/logout (spec §2.2; the account menu's "logout with confirmation" of §2.3): asks, logs out, leaves.
 *
 * - `checking` (tag `pending`): services.currentUser() → `asking`; nobody signed in → `signedOut` (the page says so
 *   and offers to continue); a failure → `asking` too (logging out is still the safe answer).
 * - `asking`: the confirm dialog. CONFIRM → `leaving` (tag `pending`): services.logout() → `done`; a failure stays
 *   in `asking` with the error (CONFIRM retries). CANCEL → `cancelled`.
 * `done` and `cancelled` are final: the page leaves for its redirect (through the guard) either way.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { User } from '../api/types.js';
import type { PageMessage, PageServices } from './page-contract.js';
import { toViewMessage } from './shared.js';

export interface LogoutInput {
  readonly services: Pick<PageServices, 'currentUser' | 'logout'>;
}

interface LogoutContext {
  readonly services: LogoutInput['services'];
  readonly error: PageMessage | null;
}

export type LogoutEvent = { type: 'CONFIRM' } | { type: 'CANCEL' };

export const logoutMachine = setup({
  types: { input: {} as LogoutInput, context: {} as LogoutContext, events: {} as LogoutEvent },
  actors: {
    currentUser: fromPromise<User | null, { services: LogoutInput['services'] }>(({ input }) => input.services.currentUser()),
    logout: fromPromise<void, { services: LogoutInput['services'] }>(({ input }) => input.services.logout()),
  },
  guards: {
    isSignedIn: (_, params: { user: User | null | undefined }) => Boolean(params.user),
  },
  actions: {
    showError: assign((_, params: { error: unknown }) => ({ error: toViewMessage(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ services: input.services, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'currentUser',
        src: 'currentUser',
        input: ({ context }) => ({ services: context.services }),
        onDone: [{ guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) }, target: 'asking' }, { target: 'signedOut' }],
        onError: { target: 'asking' },
      },
    },
    signedOut: { on: { CONFIRM: { target: 'cancelled' }, CANCEL: { target: 'cancelled' } } },
    asking: {
      on: {
        CONFIRM: { target: 'leaving', actions: 'clearError' },
        CANCEL: { target: 'cancelled' },
      },
    },
    leaving: {
      tags: ['pending'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ services: context.services }),
        onDone: { target: 'done' },
        onError: { target: 'asking', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type LogoutSnapshot = SnapshotFrom<typeof logoutMachine>;

export interface LogoutView {
  readonly status: 'checking' | 'signedOut' | 'asking' | 'finished';
  readonly pending: boolean;
  readonly error: PageMessage | null;
}

export function selectLogoutView(snapshot: LogoutSnapshot): LogoutView {
  const value = snapshot.value as string;
  const status: LogoutView['status'] =
    value === 'leaving' ? 'asking' : value === 'done' || value === 'cancelled' ? 'finished' : (value as LogoutView['status']);
  return { status, pending: snapshot.hasTag('pending'), error: snapshot.context.error };
}
