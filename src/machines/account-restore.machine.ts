/**
 * /user/account-restore (spec §4 DELETION_COOL_CONFIRM, §2.3 "Restore-account dialog"): the page of a login whose
 * account has a pending deletion. Restoring cancels the deletion and logs in; Cancel leaves the deletion as it is.
 * The restore itself is the popup's service (services.restoreAccount = the gateway's deletion-cancel call).
 *
 * - `start`: no token → `incomplete` (the link lost its token: the page says so, not "expired", issue 27); else `checking` (tag `pending`): services.checkRestoreToken(token) → `asking`;
 *   a refusal (spent, unknown, the deletion already final) → `expired`; no answer → `failed` (RETRY checks again).
 * - `asking`: the restore dialog. CONFIRM → `restoring` (tag `pending`): services.restoreAccount(token) → `restored`
 *   (final, with where to go next); a refusal → `expired`; no answer → back in `asking` with the error (Confirm
 *   retries). CANCEL → `cancelled` (final: the page leaves for its redirect).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { pageLoginOf, type RestoreTokenInfo } from '../api/pages.js';
import type { Services } from '../api/services.js';
import type { LoginResponse } from '../api/types.js';
import type { PageMessage, PageServices } from './page-contract.js';
import { isServerRefusal, toViewMessage } from './shared.js';

export interface AccountRestoreInput {
  readonly services: Pick<PageServices, 'checkRestoreToken'> & Pick<Services, 'restoreAccount'>;
  readonly token: string;
}

interface AccountRestoreContext {
  readonly services: AccountRestoreInput['services'];
  readonly token: string;
  readonly account: string | null;
  /** After the restore: the next step's page, or null (logged in: the page's redirect). */
  readonly nextUrl: string | null;
  readonly error: PageMessage | null;
}

export type AccountRestoreEvent = { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'RETRY' };

export const accountRestoreMachine = setup({
  types: { input: {} as AccountRestoreInput, context: {} as AccountRestoreContext, events: {} as AccountRestoreEvent },
  actors: {
    checkRestoreToken: fromPromise<RestoreTokenInfo, { services: AccountRestoreInput['services']; token: string }>(({ input }) =>
      input.services.checkRestoreToken(input.token),
    ),
    restoreAccount: fromPromise<LoginResponse | undefined, { services: AccountRestoreInput['services']; token: string }>(({ input }) =>
      input.services.restoreAccount(input.token),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    isRefusal: (_, params: { error: unknown }) => isServerRefusal(params.error),
  },
  actions: {
    keepInfo: assign((_, params: { info: RestoreTokenInfo }) => ({ account: params.info.account })),
    restored: assign((_, params: { response: LoginResponse | undefined }) => ({
      nextUrl: params.response ? pageLoginOf(params.response).nextUrl : null,
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: toViewMessage(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'accountRestore',
  context: ({ input }) => ({ services: input.services, token: input.token, account: null, nextUrl: null, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasToken', target: 'checking' }, { target: 'incomplete' }] },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'checkRestoreToken',
        src: 'checkRestoreToken',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: { target: 'asking', actions: { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) } },
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'checking', actions: 'clearError' } } },
    asking: {
      on: {
        CONFIRM: { target: 'restoring', actions: 'clearError' },
        CANCEL: { target: 'cancelled' },
      },
    },
    restoring: {
      tags: ['pending'],
      invoke: {
        id: 'restoreAccount',
        src: 'restoreAccount',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: { target: 'restored', actions: { type: 'restored', params: ({ event }) => ({ response: event.output }) } },
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { target: 'asking', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    expired: {},
    incomplete: {},
    restored: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type AccountRestoreSnapshot = SnapshotFrom<typeof accountRestoreMachine>;

export interface AccountRestoreView {
  readonly status: 'checking' | 'failed' | 'asking' | 'expired' | 'incomplete' | 'restored' | 'cancelled';
  readonly account: string | null;
  readonly pending: boolean;
  readonly error: PageMessage | null;
  readonly nextUrl: string | null;
}

export function selectAccountRestoreView(snapshot: AccountRestoreSnapshot): AccountRestoreView {
  const value = snapshot.value as string;
  const status = (value === 'start' ? 'checking' : value === 'restoring' ? 'asking' : value) as AccountRestoreView['status'];
  const { context } = snapshot;
  return { status, account: context.account, pending: snapshot.hasTag('pending'), error: context.error, nextUrl: context.nextUrl };
}
