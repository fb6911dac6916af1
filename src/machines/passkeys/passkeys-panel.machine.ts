/**
 * The #security section's passkeys panel (issue 25): the list (name, created, last used), add, rename, remove with a
 * confirmation. One change at a time; a failed call keeps the list and says why; a stale session ends the machine
 * (the section sends the buyer to login and back).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Passkey } from '../../api/passkey-calls.js';
import type { PasskeyServices } from '../../api/passkey-services.js';
import { passkeyProblem, type PasskeyProblem } from './problem.js';

type Services = Pick<PasskeyServices, 'list' | 'create' | 'rename' | 'remove'>;

interface Context {
  readonly services: Services;
  readonly passkeys: readonly Passkey[];
  /** The passkey being renamed or asked about for removal. */
  readonly target: string | null;
  readonly problem: PasskeyProblem | null;
  /** What just changed, for the announced status line. */
  readonly done: 'added' | 'renamed' | 'removed' | null;
}

export type PasskeysPanelEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'RENAME'; id: string }
  | { type: 'SAVE_NAME'; name: string }
  | { type: 'REMOVE'; id: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export const passkeysPanelMachine = setup({
  types: {} as { context: Context; input: { services: Services }; events: PasskeysPanelEvent; output: { sessionExpired: true } },
  actors: {
    list: fromPromise<readonly Passkey[], Services>(({ input }) => input.list()),
    create: fromPromise<Passkey | null, Services>(({ input, signal }) => input.create(signal)),
    rename: fromPromise<Passkey, { services: Services; id: string; name: string }>(({ input }) => input.services.rename(input.id, input.name)),
    remove: fromPromise<void, { services: Services; id: string }>(({ input }) => input.services.remove(input.id)),
  },
  guards: {
    sessionGone: ({ context }) => context.problem === 'session',
    hasName: (_, params: { name: string }) => params.name.trim() !== '',
  },
  actions: {
    clear: assign({ problem: null, done: null }),
    keepProblem: assign((_, params: { error: unknown }) => ({ problem: passkeyProblem(params.error) })),
  },
}).createMachine({
  id: 'passkeysPanel',
  context: ({ input }) => ({ services: input.services, passkeys: [], target: null, problem: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        src: 'list',
        input: ({ context }) => context.services,
        onDone: { target: 'ready', actions: assign({ passkeys: ({ event }) => event.output, problem: null }) },
        onError: { target: 'loadFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      always: { guard: 'sessionGone', target: 'sessionExpired' },
      on: { RETRY: 'loading' },
    },
    ready: {
      always: { guard: 'sessionGone', target: 'sessionExpired' },
      on: {
        ADD: { target: 'adding', actions: 'clear' },
        RENAME: { target: 'renaming', actions: ['clear', assign({ target: ({ event }) => event.id })] },
        REMOVE: { target: 'confirmingRemoval', actions: ['clear', assign({ target: ({ event }) => event.id })] },
      },
    },
    adding: {
      tags: ['pending'],
      invoke: {
        src: 'create',
        input: ({ context }) => context.services,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) =>
            event.output ? { passkeys: [...context.passkeys, event.output], done: 'added' as const } : {},
          ),
        },
        onError: { target: 'ready', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    renaming: {
      initial: 'editing',
      on: { CANCEL: { target: 'ready', actions: assign({ target: null }) } },
      states: {
        editing: {
          on: {
            SAVE_NAME: [
              { guard: { type: 'hasName', params: ({ event }) => ({ name: event.name }) }, target: 'saving' },
              { actions: assign({ problem: 'failed' as const }) },
            ],
          },
        },
        saving: {
          tags: ['pending'],
          invoke: {
            src: 'rename',
            input: ({ context, event }) => ({ services: context.services, id: context.target ?? '', name: (event as { name: string }).name }),
            onDone: {
              target: '#passkeysPanel.ready',
              actions: assign(({ context, event }) => ({
                passkeys: context.passkeys.map((p) => (p.id === event.output.id ? event.output : p)),
                target: null,
                done: 'renamed' as const,
              })),
            },
            onError: { target: 'editing', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    confirmingRemoval: {
      on: { CONFIRM: 'removing', CANCEL: { target: 'ready', actions: assign({ target: null }) } },
    },
    removing: {
      tags: ['pending'],
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ services: context.services, id: context.target ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => ({ passkeys: context.passkeys.filter((p) => p.id !== context.target), target: null, done: 'removed' as const })),
        },
        onError: [
          // Already gone (removed on another device): the list drops it all the same.
          {
            guard: ({ event }) => passkeyProblem(event.error) === 'notFound',
            target: 'ready',
            actions: assign(({ context }) => ({ passkeys: context.passkeys.filter((p) => p.id !== context.target), target: null, done: 'removed' as const })),
          },
          { target: 'ready', actions: [{ type: 'keepProblem', params: ({ event }) => ({ error: event.error }) }, assign({ target: null })] },
        ],
      },
    },
    sessionExpired: { type: 'final' },
  },
  output: () => ({ sessionExpired: true }),
});

export interface PasskeysPanelView {
  readonly status: 'loading' | 'loadFailed' | 'ready';
  readonly pending: boolean;
  readonly passkeys: readonly Passkey[];
  readonly renaming: string | null;
  readonly confirmingRemoval: string | null;
  readonly problem: PasskeyProblem | null;
  readonly done: Context['done'];
}

/** The panel's view of a snapshot (screens never read state values). */
export function selectPasskeysPanelView(snapshot: {
  context: Context;
  matches: (value: never) => boolean;
  hasTag: (tag: 'pending') => boolean;
}): PasskeysPanelView {
  const m = (value: string) => snapshot.matches(value as never);
  const { context } = snapshot;
  return {
    status: m('loading') ? 'loading' : m('loadFailed') ? 'loadFailed' : 'ready',
    pending: snapshot.hasTag('pending'),
    passkeys: context.passkeys,
    renaming: m('renaming') ? context.target : null,
    confirmingRemoval: m('confirmingRemoval') || m('removing') ? context.target : null,
    problem: context.problem,
    done: context.done,
  };
}
