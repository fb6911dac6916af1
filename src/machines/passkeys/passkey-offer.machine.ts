/**
 * The offer to create a passkey after a sign-in or sign-up without one (issue 25): shown once per device (the answer,
 * created or "Not now", is remembered), and only to a buyer who has none on the account. Ends `created`,
 * `dismissed` or `skipped` (not offered); the caller goes on to where the buyer was going in every case.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Passkey } from '../../api/passkey-calls.js';
import type { PasskeyServices } from '../../api/passkey-services.js';
import { passkeyProblem, type PasskeyProblem } from './problem.js';

type Services = Pick<PasskeyServices, 'list' | 'create' | 'offerAnswered' | 'rememberOfferAnswered'>;
export type PasskeyOfferOutcome = 'created' | 'dismissed' | 'skipped';

interface Context {
  readonly services: Services;
  readonly problem: PasskeyProblem | null;
  readonly outcome: PasskeyOfferOutcome;
}

export type PasskeyOfferEvent = { type: 'CREATE' } | { type: 'DISMISS' } | { type: 'CONTINUE' };

export const passkeyOfferMachine = setup({
  types: {} as { context: Context; input: { services: Services }; events: PasskeyOfferEvent; output: PasskeyOfferOutcome },
  actors: {
    hasPasskey: fromPromise<boolean, Services>(async ({ input }) => (await input.list()).length > 0),
    create: fromPromise<Passkey | null, Services>(({ input, signal }) => input.create(signal)),
  },
  guards: {
    answeredHere: ({ context }) => context.services.offerAnswered(),
  },
  actions: {
    remember: ({ context }) => context.services.rememberOfferAnswered(),
  },
}).createMachine({
  id: 'passkeyOffer',
  context: ({ input }) => ({ services: input.services, problem: null, outcome: 'skipped' }),
  initial: 'checking',
  states: {
    checking: {
      always: { guard: 'answeredHere', target: 'finished' },
      invoke: {
        src: 'hasPasskey',
        input: ({ context }) => context.services,
        // An account with a passkey, or a check that failed: no offer (it is a nicety, never a wall).
        onDone: [{ guard: ({ event }) => event.output, target: 'finished' }, { target: 'offered' }],
        onError: 'finished',
      },
    },
    offered: {
      on: {
        CREATE: { target: 'creating', actions: assign({ problem: null }) },
        DISMISS: { target: 'finished', actions: ['remember', assign({ outcome: 'dismissed' as const })] },
      },
    },
    creating: {
      tags: ['pending'],
      invoke: {
        src: 'create',
        input: ({ context }) => context.services,
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'created', actions: ['remember', assign({ outcome: 'created' as const })] },
          { target: 'offered' },
        ],
        onError: { target: 'offered', actions: assign({ problem: ({ event }) => passkeyProblem(event.error) }) },
      },
    },
    created: { on: { CONTINUE: 'finished', DISMISS: 'finished' } },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});

export interface PasskeyOfferView {
  readonly step: 'checking' | 'offered' | 'created' | 'finished';
  readonly pending: boolean;
  readonly problem: PasskeyProblem | null;
}

export function selectPasskeyOfferView(snapshot: { context: Context; matches: (value: never) => boolean; hasTag: (tag: 'pending') => boolean }): PasskeyOfferView {
  const m = (value: string) => snapshot.matches(value as never);
  return {
    step: m('checking') ? 'checking' : m('offered') || m('creating') ? 'offered' : m('created') ? 'created' : 'finished',
    pending: snapshot.hasTag('pending'),
    problem: snapshot.context.problem,
  };
}
