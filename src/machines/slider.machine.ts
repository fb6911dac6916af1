/**
 * The slider bot check (spec §4 "Slider check" and "Anti-bot", §8 slider texts): one machine for the sign-up's
 * slider (invoked by the registry flow) and the gateway's bot-check dialog (invoked by the root popup).
 *
 * - `loading` (services.sliderChallenge) → `ready`; SLIDER_DRAGGED {trace} → `checking` (services.verifySlider with
 *   the challenge) → `verified` (final; output: the proof token) | `notVerified` (the server refused the drag) |
 *   `errored` (a call failed; a traffic limit also opens the root's busy dialog).
 * - `ready` has two regions: `floor` waits out the server's time floor (the named delay `sliderFloor`, the
 *   challenge's `waitMs`), `hand` waits for the completion. `checking` starts when both are done, so a completion
 *   quicker than the floor (End, a tap on the track) is held, shown as checking, instead of being refused.
 * - REFRESH_SLIDER fetches a new challenge from `ready`, `notVerified` and `errored` (a challenge is single use).
 * - The machine that invoked it hears how the check goes: SLIDER_COMPLETED once the hand finished (the check is held
 *   for the floor or under way), SLIDER_FAILED when it ends in `notVerified` or `errored`; the output when verified.
 *   So a sign-up submitted while the check is still running waits for its verdict instead of being refused
 *   (registry.machine.ts `awaitingSlider`).
 *
 * The slider widget shows these states itself (`SliderState` is the state value), so none of them is `pending`.
 * A passed `POST user/api/sliderVerify` also marks the browser as passed for the gateway's bot check: only then may
 * a request the gateway held back be resent.
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import type { Services } from '../api/services.js';
import type { SliderState, SliderTrace } from './contract.js';
import { errorParams, reportBusy, type FlowAction } from './shared.js';

export interface SliderInput {
  readonly services: Services;
}

export interface SliderContext {
  readonly services: Services;
  readonly challengeId: string;
  /** The server's time floor for this challenge (ms after it arrived). */
  readonly waitMs: number;
  /** The completed slider, kept while the floor runs out. */
  readonly trace: SliderTrace;
  /** Proof of the passed check (the output). */
  readonly token: string;
}

export type SliderEvent = { type: 'SLIDER_DRAGGED'; trace: SliderTrace } | { type: 'REFRESH_SLIDER' };

/** What the slider tells the machine that invoked it (none when it runs alone). */
export type SliderProgressEvent = { type: 'SLIDER_COMPLETED' } | { type: 'SLIDER_FAILED' };

/** Tells the invoking machine how the check goes. */
const tellParent = (type: SliderProgressEvent['type']): FlowAction<undefined> =>
  enqueueActions(({ enqueue, self }) => {
    if (self._parent) enqueue.sendParent({ type });
  });

export interface SliderOutput {
  readonly token: string;
}

const NO_TRACE: SliderTrace = Object.freeze({ distance: 0, durationMs: 0, samples: [] });

export const sliderMachine = setup({
  types: {
    input: {} as SliderInput,
    context: {} as SliderContext,
    events: {} as SliderEvent,
    output: {} as SliderOutput,
  },
  actors: {
    sliderChallenge: fromPromise<{ challengeId: string; waitMs: number }, { services: Services }>(({ input }) => input.services.sliderChallenge()),
    verifySlider: fromPromise<{ token: string }, { services: Services; challengeId: string; trace: SliderTrace }>(({ input }) =>
      input.services.verifySlider({ challengeId: input.challengeId, trace: input.trace }),
    ),
  },
  guards: {
    /** The server refused the drag (as opposed to a failed call). */
    isRefused: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'business',
    /** The server set no time floor for this challenge. */
    hasNoFloor: ({ context }) => !(context.waitMs > 0),
  },
  actions: {
    setChallenge: assign((_, params: { challengeId: string; waitMs: number }) => ({
      challengeId: params.challengeId,
      waitMs: params.waitMs,
      trace: NO_TRACE,
    })),
    setTrace: assign(({ event }) => (event.type === 'SLIDER_DRAGGED' ? { trace: event.trace } : {})),
    setToken: assign((_, params: { token: string }) => ({ token: params.token })),
    /** A failed call that is a traffic limit also opens the root's busy dialog. */
    reportBusy,
    tellCompleted: tellParent('SLIDER_COMPLETED'),
    tellFailed: tellParent('SLIDER_FAILED'),
  },
  delays: {
    /** What is left of the server's time floor once the challenge arrived (`waitMs` of the challenge). */
    sliderFloor: ({ context }) => context.waitMs,
  },
}).createMachine({
  id: 'slider',
  context: ({ input }) => ({ services: input.services, challengeId: '', waitMs: 0, trace: NO_TRACE, token: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'sliderChallenge',
        src: 'sliderChallenge',
        input: ({ context }) => ({ services: context.services }),
        onDone: {
          target: 'ready',
          actions: { type: 'setChallenge', params: ({ event }) => ({ challengeId: event.output.challengeId, waitMs: event.output.waitMs }) },
        },
        onError: { target: 'errored', actions: { type: 'reportBusy', params: errorParams } },
      },
    },
    ready: {
      type: 'parallel',
      on: { REFRESH_SLIDER: { target: 'loading' } },
      onDone: { target: 'checking' },
      states: {
        floor: {
          initial: 'running',
          states: {
            running: { always: { guard: 'hasNoFloor', target: 'passed' }, after: { sliderFloor: { target: 'passed' } } },
            passed: { type: 'final' },
          },
        },
        hand: {
          initial: 'waiting',
          states: {
            waiting: { on: { SLIDER_DRAGGED: { target: 'done', actions: 'setTrace' } } },
            done: { type: 'final', entry: 'tellCompleted' },
          },
        },
      },
    },
    checking: {
      invoke: {
        id: 'verifySlider',
        src: 'verifySlider',
        input: ({ context, event }) => ({
          services: context.services,
          challengeId: context.challengeId,
          trace: context.trace,
        }),
        onDone: { target: 'verified', actions: { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) } },
        onError: [
          { guard: { type: 'isRefused', params: errorParams }, target: 'notVerified' },
          { target: 'errored', actions: { type: 'reportBusy', params: errorParams } },
        ],
      },
    },
    verified: { type: 'final' },
    notVerified: { entry: 'tellFailed', on: { REFRESH_SLIDER: { target: 'loading' } } },
    errored: { entry: 'tellFailed', on: { REFRESH_SLIDER: { target: 'loading' } } },
  },
  output: ({ context }) => ({ token: context.token }),
});

export type SliderMachine = typeof sliderMachine;
export type SliderSnapshot = SnapshotFrom<typeof sliderMachine>;

/**
 * What the slider widget shows: the state value (a slider that has not started yet is loading); a completion
 * held until the time floor has passed already shows as checking.
 */
export function selectSliderState(snapshot: SliderSnapshot | undefined): SliderState {
  if (!snapshot) return 'loading';
  if (typeof snapshot.value === 'string') return snapshot.value;
  return snapshot.matches({ ready: { hand: 'done' } }) ? 'checking' : 'ready';
}
