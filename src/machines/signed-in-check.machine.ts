/**
 * /user/login for a buyer who is already signed in (issue 27): the page leaves for its redirect (already through the
 * guard; the site's home page when absent or refused) instead of showing an empty login form.
 *
 * - `deciding`: without the readable user-id cookie nobody can be signed in, so the form shows at once (no call for
 *   the usual signed-out visitor) → `signedOut`; with it → `checking`.
 * - `checking` (tag `pending`): services.currentUser() → `signedIn` when it names a buyer, else `signedOut` (a stale
 *   cookie, a gone session); a failure → `signedOut` too (the form is always a safe answer).
 * Both ends are final: `signedIn` leaves, `signedOut` shows the login flow.
 */
import { fromPromise, setup } from 'xstate';
import type { User } from '../api/types.js';
import type { PageServices } from './page-contract.js';

export interface SignedInCheckInput {
  readonly services: Pick<PageServices, 'currentUser'>;
  /** The readable user-id cookie is present (config/cookies.ts readUserId). */
  readonly mayBeSignedIn: boolean;
}

export const signedInCheckMachine = setup({
  types: { input: {} as SignedInCheckInput, context: {} as SignedInCheckInput },
  actors: {
    currentUser: fromPromise<User | null, { services: SignedInCheckInput['services'] }>(({ input }) => input.services.currentUser()),
  },
  guards: {
    mayBeSignedIn: ({ context }) => context.mayBeSignedIn,
    isSignedIn: (_, params: { user: User | null | undefined }) => Boolean(params.user),
  },
}).createMachine({
  id: 'signedInCheck',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'mayBeSignedIn', target: 'checking' }, { target: 'signedOut' }] },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'currentUser',
        src: 'currentUser',
        input: ({ context }) => ({ services: context.services }),
        onDone: [{ guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) }, target: 'signedIn' }, { target: 'signedOut' }],
        onError: { target: 'signedOut' },
      },
    },
    signedIn: { type: 'final' },
    signedOut: { type: 'final' },
  },
});
