/**
 * /user/reset-password's entry check (spec §2.2, §4 "Forgot password", issue 9 "a missing or spent token shows the
 * expired page"): the page's token, from an e-mailed link or back from the identity verification page, must be a
 * live verified reset token before ResetPassword shows.
 *
 * - `start`: no token → `expired`; else `checking` (tag `pending`): services.checkResetToken(token) → `valid` (the
 *   page runs the reset flow with it), or `verify` when the server spent a step-up account's link for its identity
 *   verification (the page goes to that verification, which comes back here with a verified token; issue 23
 *   finding 2); an expired, spent or unknown token (PL-USER-VERIFICATION-EXPIRED or any other
 *   business refusal) → `expired`; no answer (network, server error, a hung call ended by its deadline) → `failed`,
 *   where RETRY checks again.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ResetTokenInfo } from '../api/pages.js';
import type { PageMessage, PageServices } from './page-contract.js';
import { isServerRefusal, toViewMessage } from './shared.js';

export interface ResetLinkInput {
  readonly services: Pick<PageServices, 'checkResetToken'>;
  readonly token: string;
}

interface ResetLinkContext {
  readonly services: ResetLinkInput['services'];
  readonly token: string;
  readonly info: ResetTokenInfo | null;
  readonly error: PageMessage | null;
}

export const resetLinkMachine = setup({
  types: { input: {} as ResetLinkInput, context: {} as ResetLinkContext, events: {} as { type: 'RETRY' } },
  actors: {
    checkResetToken: fromPromise<ResetTokenInfo, { services: ResetLinkInput['services']; token: string }>(({ input }) =>
      input.services.checkResetToken(input.token),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    isRefusal: (_, params: { error: unknown }) => isServerRefusal(params.error),
    needsVerification: (_, params: { info: ResetTokenInfo }) => params.info.verifyUrl !== null,
  },
  actions: {
    keepInfo: assign((_, params: { info: ResetTokenInfo }) => ({ info: params.info })),
    showError: assign((_, params: { error: unknown }) => ({ error: toViewMessage(params.error) })),
  },
}).createMachine({
  id: 'resetLink',
  context: ({ input }) => ({ services: input.services, token: input.token, info: null, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasToken', target: 'checking' }, { target: 'expired' }] },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'checkResetToken',
        src: 'checkResetToken',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: [
          {
            guard: { type: 'needsVerification', params: ({ event }) => ({ info: event.output }) },
            target: 'verify',
            actions: { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) },
          },
          { target: 'valid', actions: { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'checking' } } },
    valid: {},
    verify: {},
    expired: {},
  },
});

export type ResetLinkSnapshot = SnapshotFrom<typeof resetLinkMachine>;
export type ResetLinkStatus = 'checking' | 'failed' | 'valid' | 'verify' | 'expired';

export const selectResetLinkStatus = (snapshot: ResetLinkSnapshot): ResetLinkStatus =>
  (snapshot.value === 'start' ? 'checking' : snapshot.value) as ResetLinkStatus;
