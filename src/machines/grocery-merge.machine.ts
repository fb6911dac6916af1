/**
 * /user/grocery-merge (spec §2.3 "Dialog for moving a grocery-brand order history into the main account (opt in,
 * create new account, combine accounts)"): the signed-in buyer's grocery order history and their answer.
 *
 * - `loading` (tag `pending`): services.groceryHistory() → `asking` (a history waits), `none` (nothing to move);
 *   no session (PL-USER-SESSION-EXPIRED) → `signedOut`; no answer → `failed` (RETRY loads again).
 * - `asking`: CHOOSE {answer} picks one of OPT_IN, CREATE_NEW, COMBINE; SUBMIT without one is a field error, else
 *   `saving` (tag `pending`): services.groceryDecide → `done` (what happened, the new account's address); the history
 *   already answered or gone → `none`; no session → `signedOut`; another failure stays with the error (Confirm retries).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import type { GroceryAnswer, GroceryHistory } from '../api/pages.js';
import { NO_PAGE_ERRORS, type PageFieldErrors, type PageMessage, type PageServices } from './page-contract.js';
import { toViewMessage } from './shared.js';

type GroceryServices = Pick<PageServices, 'groceryHistory' | 'groceryDecide'>;

export interface GroceryMergeInput {
  readonly services: GroceryServices;
}

interface GroceryMergeContext {
  readonly services: GroceryServices;
  readonly history: GroceryHistory | null;
  readonly answer: GroceryAnswer | null;
  /** The new account of CREATE_NEW (masked). */
  readonly account: string | null;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export type GroceryMergeEvent = { type: 'CHOOSE'; answer: GroceryAnswer } | { type: 'SUBMIT' } | { type: 'RETRY' };

const hasKey = (error: unknown, key: string) => isApiError(error) && error.key === key;

export const groceryMergeMachine = setup({
  types: { input: {} as GroceryMergeInput, context: {} as GroceryMergeContext, events: {} as GroceryMergeEvent },
  actors: {
    groceryHistory: fromPromise<GroceryHistory | null, { services: GroceryServices }>(({ input }) => input.services.groceryHistory()),
    groceryDecide: fromPromise<{ answer: GroceryAnswer; account: string | null }, { services: GroceryServices; id: number; answer: GroceryAnswer }>(
      ({ input }) => input.services.groceryDecide({ id: input.id, answer: input.answer }),
    ),
  },
  guards: {
    hasHistory: (_, params: { history: GroceryHistory | null }) => params.history !== null && params.history.orders.length > 0,
    isSignedOut: (_, params: { error: unknown }) => hasKey(params.error, 'PL-USER-SESSION-EXPIRED'),
    isGone: (_, params: { error: unknown }) => hasKey(params.error, 'PL-USER-GROCERY-NOT-FOUND'),
    noAnswer: ({ context }) => context.answer === null,
  },
  actions: {
    keepHistory: assign((_, params: { history: GroceryHistory | null }) => ({ history: params.history })),
    choose: assign((_, params: { answer: GroceryAnswer }) => ({ answer: params.answer, fieldErrors: NO_PAGE_ERRORS, error: null })),
    required: assign({ fieldErrors: { answer: { key: 'validation.required' } } as PageFieldErrors }),
    decided: assign((_, params: { account: string | null }) => ({ account: params.account })),
    showError: assign((_, params: { error: unknown }) => ({ error: toViewMessage(params.error) })),
    clearErrors: assign({ fieldErrors: NO_PAGE_ERRORS, error: null }),
  },
}).createMachine({
  id: 'groceryMerge',
  context: ({ input }) => ({ services: input.services, history: null, answer: null, account: null, fieldErrors: NO_PAGE_ERRORS, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'groceryHistory',
        src: 'groceryHistory',
        input: ({ context }) => ({ services: context.services }),
        onDone: [
          { guard: { type: 'hasHistory', params: ({ event }) => ({ history: event.output }) }, target: 'asking', actions: { type: 'keepHistory', params: ({ event }) => ({ history: event.output }) } },
          { target: 'none' },
        ],
        onError: [
          { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearErrors' } } },
    asking: {
      on: {
        CHOOSE: { actions: { type: 'choose', params: ({ event }) => ({ answer: event.answer }) } },
        SUBMIT: [{ guard: 'noAnswer', actions: 'required' }, { target: 'saving', actions: 'clearErrors' }],
      },
    },
    saving: {
      tags: ['pending'],
      invoke: {
        id: 'groceryDecide',
        src: 'groceryDecide',
        input: ({ context }) => ({ services: context.services, id: context.history!.id, answer: context.answer! }),
        onDone: { target: 'done', actions: { type: 'decided', params: ({ event }) => ({ account: event.output.account }) } },
        onError: [
          { guard: { type: 'isSignedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) }, target: 'none' },
          { target: 'asking', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    signedOut: {},
    none: {},
    done: {},
  },
});

export type GroceryMergeSnapshot = SnapshotFrom<typeof groceryMergeMachine>;

export interface GroceryMergeView {
  readonly status: 'loading' | 'failed' | 'signedOut' | 'none' | 'asking' | 'done';
  readonly history: GroceryHistory | null;
  readonly answer: GroceryAnswer | null;
  readonly account: string | null;
  readonly pending: boolean;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export function selectGroceryMergeView(snapshot: GroceryMergeSnapshot): GroceryMergeView {
  const value = snapshot.value as string;
  const { context } = snapshot;
  return {
    status: (value === 'saving' ? 'asking' : value) as GroceryMergeView['status'],
    history: context.history,
    answer: context.answer,
    account: context.account,
    pending: snapshot.hasTag('pending'),
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}
