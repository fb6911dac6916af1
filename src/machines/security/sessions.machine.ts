/**
 * The devices and sessions panel (issue 24 part 1): the account's signed-in sessions, kept current without a reload,
 * one "Sign out" per row and "Sign out of all other devices" (after a confirmation).
 *
 * `loading` → `ready` | `failed` (RETRY) | final `expired` (the session is gone: the section goes to login and back).
 * `ready.idle` reloads the list after the named delay `refresh` while the page is visible; HIDDEN parks it in
 * `ready.hidden` (no polling in a background tab), VISIBLE reloads at once. SIGN_OUT { id } → `signingOut` →
 * reload with a notice; ASK_SIGN_OUT_OTHERS → `confirming` (CANCEL | CONFIRM → `signingOutOthers`) → reload with a
 * notice. A session that had already ended counts as signed out. A failed refresh keeps the list shown.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountSession, SecurityServices } from '../../api/security.js';
import { SESSIONS_REFRESH_MS } from '../../config/security.js';
import { failureMessage, isSessionExpired, type AccountMessage } from '../account/shared.js';
import { isApiError } from '../../api/errors.js';

export interface SessionsInput {
  readonly services: SecurityServices;
}

/** What was just done, for the announced status line. */
export type SessionsNotice = { readonly kind: 'signedOut'; readonly session: AccountSession } | { readonly kind: 'othersSignedOut'; readonly ended: number };

interface SessionsContext {
  readonly services: SecurityServices;
  readonly sessions: readonly AccountSession[];
  readonly target: string | null;
  readonly hidden: boolean;
  readonly error: AccountMessage | null;
  readonly notice: SessionsNotice | null;
}

export type SessionsEvent =
  | { type: 'RETRY' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'SIGN_OUT'; id: string }
  | { type: 'ASK_SIGN_OUT_OTHERS' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

/** The key of a sign-out refused because the session had already ended (security-routes.ts). */
const ALREADY_ENDED = 'PL-USER-SESSION-NOT-FOUND';
/** The row is this browser's own session (the list was stale): the fresh list shows it as "This device". */
const IS_CURRENT = 'PL-USER-SESSION-CURRENT';
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const sessionsMachine = setup({
  types: {
    input: {} as SessionsInput,
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
    output: {} as { type: 'sessionExpired' },
    tags: {} as 'pending',
  },
  actors: {
    sessions: fromPromise<readonly AccountSession[], { services: SecurityServices }>(({ input }) => input.services.sessions()),
    signOutSession: fromPromise<void, { services: SecurityServices; id: string }>(({ input }) => input.services.signOutSession(input.id)),
    signOutOthers: fromPromise<{ ended: number }, { services: SecurityServices }>(({ input }) => input.services.signOutOthers()),
  },
  delays: { refresh: SESSIONS_REFRESH_MS },
  guards: {
    isSessionExpired: ({ event }) => isSessionExpired(errorOf(event)),
    alreadyEnded: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && error.key === ALREADY_ENDED;
    },
    isCurrent: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && error.key === IS_CURRENT;
    },
    isHidden: ({ context }) => context.hidden,
  },
  actions: {
    keepList: assign(({ event }) => ({ sessions: (event as unknown as { output: readonly AccountSession[] }).output, error: null })),
    showError: assign(({ event }) => ({ error: failureMessage(errorOf(event)), notice: null })),
    hide: assign({ hidden: true }),
    show: assign({ hidden: false }),
    startSignOut: assign(({ event }) => (event.type === 'SIGN_OUT' ? { target: event.id, error: null, notice: null } : {})),
    signedOut: assign(({ context }) => {
      const session = context.sessions.find((s) => s.id === context.target);
      return {
        sessions: context.sessions.filter((s) => s.id !== context.target),
        notice: session ? ({ kind: 'signedOut', session } as const) : null,
        target: null,
      };
    }),
    othersSignedOut: assign(({ context, event }) => ({
      sessions: context.sessions.filter((s) => s.current),
      notice: { kind: 'othersSignedOut', ended: (event as unknown as { output: { ended: number } }).output.ended } as const,
    })),
    clearTarget: assign({ target: null }),
    clearMessages: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'sessions',
  context: ({ input }) => ({ services: input.services, sessions: [], target: null, hidden: false, error: null, notice: null }),
  initial: 'loading',
  on: {
    HIDDEN: { actions: 'hide' },
    VISIBLE: { actions: 'show' },
  },
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'sessions',
        src: 'sessions',
        input: ({ context }) => ({ services: context.services }),
        onDone: { target: 'ready', actions: 'keepList' },
        onError: [{ guard: 'isSessionExpired', target: 'expired' }, { target: 'failed', actions: 'showError' }],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'isHidden', target: 'hidden' },
          after: { refresh: 'refreshing' },
          on: {
            SIGN_OUT: { target: 'signingOut', actions: 'startSignOut' },
            ASK_SIGN_OUT_OTHERS: { target: 'confirming', actions: 'clearMessages' },
          },
        },
        hidden: {
          on: { VISIBLE: { target: 'refreshing', actions: 'show' } },
        },
        refreshing: {
          invoke: {
            id: 'sessions',
            src: 'sessions',
            input: ({ context }) => ({ services: context.services }),
            onDone: { target: 'idle', actions: 'keepList' },
            // A failed refresh keeps the list shown; the next one may succeed.
            onError: [{ guard: 'isSessionExpired', target: '#sessions.expired' }, { target: 'idle' }],
          },
        },
        signingOut: {
          tags: ['pending'],
          invoke: {
            id: 'signOutSession',
            src: 'signOutSession',
            input: ({ context }) => ({ services: context.services, id: context.target ?? '' }),
            onDone: { target: 'refreshing', actions: 'signedOut' },
            onError: [
              { guard: 'isSessionExpired', target: '#sessions.expired' },
              { guard: 'alreadyEnded', target: 'refreshing', actions: 'signedOut' },
              { guard: 'isCurrent', target: 'refreshing', actions: 'clearTarget' },
              { target: 'idle', actions: ['showError', 'clearTarget'] },
            ],
          },
        },
        confirming: {
          on: { CANCEL: 'idle', CONFIRM: 'signingOutOthers' },
        },
        signingOutOthers: {
          tags: ['pending'],
          invoke: {
            id: 'signOutOthers',
            src: 'signOutOthers',
            input: ({ context }) => ({ services: context.services }),
            onDone: { target: 'refreshing', actions: 'othersSignedOut' },
            onError: [{ guard: 'isSessionExpired', target: '#sessions.expired' }, { target: 'confirming', actions: 'showError' }],
          },
        },
      },
    },
    expired: { type: 'final' },
  },
  output: () => ({ type: 'sessionExpired' as const }),
});

export type SessionsSnapshot = SnapshotFrom<typeof sessionsMachine>;

export interface SessionsView {
  readonly status: 'loading' | 'failed' | 'ready';
  readonly sessions: readonly AccountSession[];
  /** The session being signed out. */
  readonly signingOut: string | null;
  readonly confirmingOthers: boolean;
  readonly signingOutOthers: boolean;
  readonly error: AccountMessage | null;
  readonly notice: SessionsNotice | null;
}

export function selectSessionsView(snapshot: SessionsSnapshot): SessionsView {
  const { context } = snapshot;
  const status = snapshot.matches('loading') || snapshot.matches('expired') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  return {
    status,
    sessions: context.sessions,
    signingOut: snapshot.matches({ ready: 'signingOut' }) ? context.target : null,
    confirmingOthers: snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'signingOutOthers' }),
    signingOutOthers: snapshot.matches({ ready: 'signingOutOthers' }),
    error: context.error,
    notice: context.notice,
  };
}

/** What the panel may send. */
export function createSessionsSenders(send: (event: SessionsEvent) => void) {
  return {
    retry: () => send({ type: 'RETRY' }),
    signOut: (id: string) => send({ type: 'SIGN_OUT', id }),
    askSignOutOthers: () => send({ type: 'ASK_SIGN_OUT_OTHERS' }),
    cancel: () => send({ type: 'CANCEL' }),
    confirm: () => send({ type: 'CONFIRM' }),
    visibility: (visible: boolean) => send({ type: visible ? 'VISIBLE' : 'HIDDEN' }),
  };
}
export type SessionsSenders = ReturnType<typeof createSessionsSenders>;
