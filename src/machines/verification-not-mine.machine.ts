/**
 * "This isn't my account" (issue 24 part 6), a part of the identity verification page (verification.machine.ts
 * invokes it as `notMine` while its confirm dialog is open): the holder of a recycled number, stopped by the new-device
 * check of a code login, asks for an account of their own.
 *
 * - `open`: the product's confirm dialog. CANCEL_NOT_MINE → output `{ type: 'cancelled' }`.
 * - CONFIRM_NOT_MINE → `creating` (tag `pending`): services.notMyAccount(token) → output `{ type: 'created', result }`
 *   (the new account's login); PL-USER-VERIFICATION-EXPIRED (the verification is over, e.g. the owner locked the
 *   account down first) → output `{ type: 'expired' }`; any other failure shows its message in the dialog, which stays
 *   open for another try.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { VerificationResult, VerificationServices } from '../api/verification.js';
import type { PageMessage } from './page-contract.js';
import { errorKey } from './shared.js';
import { EXPIRED_KEY, verificationError } from './verification.types.js';

export interface NotMineInput {
  readonly services: VerificationServices;
  readonly token: string;
}

export type NotMineOutput =
  | { readonly type: 'created'; readonly result: VerificationResult }
  | { readonly type: 'cancelled' }
  | { readonly type: 'expired' };

interface NotMineContext {
  readonly services: VerificationServices;
  readonly token: string;
  readonly error: PageMessage | null;
  readonly output: NotMineOutput;
}

export type NotMineEvent = { type: 'CONFIRM_NOT_MINE' } | { type: 'CANCEL_NOT_MINE' };

export const notMineMachine = setup({
  types: {
    input: {} as NotMineInput,
    context: {} as NotMineContext,
    events: {} as NotMineEvent,
    output: {} as NotMineOutput,
  },
  actors: {
    notMyAccount: fromPromise<VerificationResult, NotMineInput>(({ input }) => input.services.notMyAccount(input.token)),
  },
  guards: {
    isExpired: (_, params: { error: unknown }) => errorKey(params.error) === EXPIRED_KEY,
  },
  actions: {
    created: assign((_, params: { result: VerificationResult }) => ({ output: { type: 'created' as const, result: params.result } })),
    expired: assign({ output: { type: 'expired' } as NotMineOutput }),
    showError: assign((_, params: { error: unknown }) => ({ error: verificationError(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'notMine',
  context: ({ input }) => ({ services: input.services, token: input.token, error: null, output: { type: 'cancelled' } }),
  initial: 'open',
  states: {
    open: {
      on: {
        CONFIRM_NOT_MINE: { target: 'creating', actions: 'clearError' },
        CANCEL_NOT_MINE: 'done',
      },
    },
    creating: {
      tags: ['pending'],
      invoke: {
        id: 'notMyAccount',
        src: 'notMyAccount',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: { target: 'done', actions: { type: 'created', params: ({ event }) => ({ result: event.output }) } },
        onError: [
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'done', actions: 'expired' },
          { target: 'open', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output,
});

export type NotMineSnapshot = SnapshotFrom<typeof notMineMachine>;

/** The dialog as the page shows it: closed (no child), open, or its request in flight; and its error. */
export function selectNotMine(snapshot: NotMineSnapshot | null): { dialog: 'closed' | 'open' | 'creating'; error: PageMessage | null } {
  if (!snapshot || snapshot.status !== 'active') return { dialog: 'closed', error: null };
  return { dialog: snapshot.matches('creating') ? 'creating' : 'open', error: snapshot.context.error };
}
