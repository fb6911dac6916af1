/**
 * The account-restore dialog (spec §4 "Restore dialog", §7.2 member user deletion cancel): opened with the
 * deletionCancelToken of a DELETION_COOL_CONFIRM social login.
 *
 * - `asking`: CONFIRM_RESTORE → `restoring`; DISMISS_DIALOG (Cancel) → final output `{ type: 'close' }` (the dialog
 *   closes, nothing else happens).
 * - `restoring` (tag `pending`): services.restoreAccount(token) → toast 'restore.success' → final output
 *   `{ type: 'loggedIn', via: 'restore' }` with the login response it returned (else `{ type: 'close' }`).
 *   A failure is reported to monitoring (spec §7.2) and says its cause (an error toast, or the busy dialog for a
 *   traffic limit: issue 12's fault matrix, a failure is never silent); the dialog stays, so the user can retry or
 *   cancel.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { LoginResponse } from '../api/types.js';
import { report } from '../monitor.js';
import type { FlowOutput } from './contract.js';
import { errorKey, notifyPopup, toastFailure } from './shared.js';

export interface RestoreInput {
  readonly services: Services;
  readonly token: string;
}

export interface RestoreContext {
  readonly services: Services;
  readonly token: string;
  readonly response: LoginResponse | null;
  readonly restored: boolean;
}

export type RestoreEvent = { type: 'CONFIRM_RESTORE' } | { type: 'DISMISS_DIALOG' };

export const restoreMachine = setup({
  types: {
    input: {} as RestoreInput,
    context: {} as RestoreContext,
    events: {} as RestoreEvent,
    output: {} as FlowOutput,
  },
  actors: {
    restoreAccount: fromPromise<LoginResponse | undefined, { services: Services; token: string }>(({ input }) =>
      input.services.restoreAccount(input.token),
    ),
  },
  actions: {
    restored: assign((_, params: { response: LoginResponse | undefined }) => ({
      response: params.response ?? null,
      restored: true,
    })),
    successToast: ({ system }) =>
      notifyPopup(system, { type: 'SHOW_TOAST', message: { key: 'restore.success' }, tone: 'success' }),
    logFailure: (_, params: { error: unknown }) =>
      report({ source: 'gateway', message: errorKey(params.error) ?? 'restore failed', detail: { call: 'restoreAccount' } }),
    showFailure: ({ system }, params: { error: unknown }) => toastFailure(system, params.error),
  },
}).createMachine({
  id: 'restore',
  context: ({ input }) => ({ services: input.services, token: input.token, response: null, restored: false }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        CONFIRM_RESTORE: { target: 'restoring' },
        DISMISS_DIALOG: { target: 'done' },
      },
    },
    restoring: {
      tags: ['pending'],
      invoke: {
        id: 'restoreAccount',
        src: 'restoreAccount',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: {
          target: 'done',
          actions: [{ type: 'restored', params: ({ event }) => ({ response: event.output }) }, 'successToast'],
        },
        onError: {
          target: 'asking',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput =>
    context.restored && context.response ? { type: 'loggedIn', response: context.response, via: 'restore' } : { type: 'close' },
});

export type RestoreSnapshot = SnapshotFrom<typeof restoreMachine>;
