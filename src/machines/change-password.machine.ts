/**
 * /user/change-password (spec §2.2, §2.3 "change password" / "set password"): the page around the package's one
 * password change, the account area's change machine (account/change.machine.ts, kind `password`). The account
 * menu's item leads here; the page only adds who the buyer is and where they go afterwards.
 *
 * - `loading` (tag `pending`): services.currentUser() → `changing`; no user or a gone session → `signedOut` (the page
 *   offers the login page, coming back here); any other failure → `loadFailed` (RETRY → `loading`).
 * - `changing`: invokes the change machine (`change`) with the buyer: an account with a password types the current
 *   one in the form; one without proves itself with a code to its e-mail or mobile first, then sets one (`hasPassword`).
 *   Its output `done` → `done`; `sessionExpired` → `signedOut`.
 * - `done` (final view, not a final state): the success text; the page's Continue leaves for the redirect.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { parseAccountUser, type AccountServices, type AccountUser } from '../api/account.js';
import type { User } from '../api/types.js';
import type { Site } from '../config/sites.js';
import { changeMachine, type ChangeOutput } from './account/change.machine.js';
import { isSessionExpired } from './account/shared.js';
import { toViewMessage } from './shared.js';
import type { PageMessage } from './page-contract.js';

export interface ChangePasswordInput {
  readonly services: AccountServices & { currentUser(): Promise<User | null> };
  readonly site: Site;
}

interface ChangePasswordContext extends ChangePasswordInput {
  readonly user: AccountUser | null;
  readonly error: PageMessage | null;
}

export type ChangePasswordEvent = { type: 'RETRY' };

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as 'pending',
  },
  actors: {
    currentUser: fromPromise<AccountUser | null, { services: ChangePasswordInput['services'] }>(async ({ input }) => {
      const user = await input.services.currentUser();
      return user ? parseAccountUser(user) : null;
    }),
    change: changeMachine,
  },
  guards: {
    isSignedIn: (_, params: { user: AccountUser | null }) => params.user !== null,
    isSessionGone: (_, params: { error: unknown }) => isSessionExpired(params.error),
    isSessionExpiredOutput: (_, params: { output: ChangeOutput }) => params.output.type === 'sessionExpired',
  },
  actions: {
    keepUser: assign((_, params: { user: AccountUser | null }) => ({ user: params.user })),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({ error: toViewMessage(params.error) })),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ services: input.services, site: input.site, user: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'currentUser',
        src: 'currentUser',
        input: ({ context }) => ({ services: context.services }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) },
            target: 'changing',
            actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: [
          { guard: { type: 'isSessionGone', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { target: 'loadFailed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    signedOut: {},
    changing: {
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => ({ kind: 'password' as const, services: context.services, user: context.user!, site: context.site }),
        onDone: [
          { guard: { type: 'isSessionExpiredOutput', params: ({ event }) => ({ output: event.output }) }, target: 'signedOut' },
          { target: 'done' },
        ],
      },
    },
    done: {},
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;
/** The running password change while the page is `changing` (the host selects its view with selectChangeView). */
export type PasswordChangeRef = ActorRefFrom<typeof changeMachine>;

export interface ChangePasswordView {
  readonly status: 'loading' | 'loadFailed' | 'signedOut' | 'changing' | 'done';
  /** Whether the account had a password when the page opened (change, else set). */
  readonly hasPassword: boolean;
  readonly error: PageMessage | null;
}

export function selectChangePasswordView(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  return {
    status: snapshot.value as ChangePasswordView['status'],
    hasPassword: snapshot.context.user?.hasPassword !== false,
    error: snapshot.context.error,
  };
}

/** The change machine while `changing`, else undefined. */
export const selectPasswordChange = (snapshot: ChangePasswordSnapshot): PasswordChangeRef | undefined =>
  snapshot.children.change as PasswordChangeRef | undefined;
