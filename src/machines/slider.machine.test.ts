import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../api/errors.js';
import type { SliderTrace } from './contract.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { selectSliderState, sliderMachine, type SliderSnapshot } from './slider.machine.js';
import { createFlowRunner, createPopupHost, createServiceStubs, flush, modelPaths, runModelPath } from './test-utils.js';

const TRACE: SliderTrace = { distance: 1, durationMs: 900, samples: [0, 0.4, 0.8, 1] };
const apiError = (key: string, kind: ApiError['kind'] = 'business') => new ApiError(kind, key, { displayMessage: `${key} text` });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sliderMachine: model-based walk', () => {
  const events: EventObject[] = [
    { type: 'SLIDER_DRAGGED', trace: TRACE } as EventObject,
    { type: 'REFRESH_SLIDER' },
    { type: 'xstate.done.actor.sliderChallenge', output: { challengeId: 'challenge-1', waitMs: 1000 } } as EventObject,
    { type: 'xstate.error.actor.sliderChallenge', error: apiError('NETWORK_ERROR', 'network') } as EventObject,
    { type: 'xstate.done.actor.verifySlider', output: { token: 'proof' } } as EventObject,
    { type: 'xstate.error.actor.verifySlider', error: apiError('PL-USER-SLIDER-FAILED') } as EventObject,
    { type: 'xstate.error.actor.verifySlider', error: apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic') } as EventObject,
  ];
  const plan = modelPaths(sliderMachine, {
    input: { services: createServiceStubs().services },
    events: enabledEvents(events),
  });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition', () => {
    const cov = coverage(sliderMachine, paths);
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('slider', [plan], cov);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))('replays: %s', async (_name, path) => {
    const runner = createFlowRunner({
      logic: sliderMachine,
      input: (stubs) => ({ services: stubs.services }),
      advanceTime: (ms) => vi.advanceTimersByTime(ms),
      delayMs: (delay) => {
        expect(delay).toBe('sliderFloor');
        return 1000;
      },
      // The widget's state is the state value; in `ready`, a completion held by the time floor shows as checking.
      check: (snapshot: SliderSnapshot) =>
        expect(selectSliderState(snapshot)).toBe(
          typeof snapshot.value === 'string' ? snapshot.value : snapshot.matches({ ready: { hand: 'done' } }) ? 'checking' : 'ready',
        ),
    });
    await runModelPath(path, runner);
    runner.context().host.root.stop();
  });
});

describe('sliderMachine', () => {
  const start = () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(sliderMachine, { services: stubs.services });
    const snapshot = () => host.flow.getSnapshot() as SliderSnapshot;
    return { stubs, host, snapshot, state: () => selectSliderState(snapshot()) };
  };

  it('loads a challenge, checks the drag with it, and ends verified with the proof token', async () => {
    const { stubs, host, snapshot, state } = start();
    expect(state()).toBe('loading');
    expect(snapshot().hasTag('pending')).toBe(false);
    stubs.resolve('sliderChallenge', { challengeId: 'c-1', waitMs: 0 });
    await flush();
    expect(state()).toBe('ready');
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(state()).toBe('checking');
    expect(stubs.argsOf('verifySlider')).toEqual([{ challengeId: 'c-1', trace: TRACE }]);
    stubs.resolve('verifySlider', { token: 'proof' });
    await flush();
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ token: 'proof' });
    expect(state()).toBe('verified');
  });

  it('a refused drag is "not verified"; REFRESH_SLIDER asks for a new challenge, a drag before it is ignored', async () => {
    const { stubs, host, state } = start();
    stubs.resolve('sliderChallenge', { challengeId: 'c-1', waitMs: 0 });
    await flush();
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    stubs.reject('verifySlider', apiError('PL-USER-SLIDER-FAILED'));
    await flush();
    expect(state()).toBe('notVerified');
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(state()).toBe('notVerified');
    host.flow.send({ type: 'REFRESH_SLIDER' });
    expect(state()).toBe('loading');
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(stubs.argsOf('verifySlider')).toHaveLength(1);
    stubs.resolve('sliderChallenge', { challengeId: 'c-2', waitMs: 0 });
    await flush();
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(stubs.argsOf('verifySlider').at(-1)).toEqual({ challengeId: 'c-2', trace: TRACE });
  });

  it('a failed call is "errored"; a traffic limit also opens the busy dialog', async () => {
    const { stubs, host, state } = start();
    stubs.reject('sliderChallenge', apiError('NETWORK_ERROR', 'network'));
    await flush();
    expect(state()).toBe('errored');
    expect(host.notices).toEqual([]);
    host.flow.send({ type: 'REFRESH_SLIDER' });
    stubs.resolve('sliderChallenge', { challengeId: 'c-2', waitMs: 0 });
    await flush();
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    const busy = apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic');
    stubs.reject('verifySlider', busy);
    await flush();
    expect(state()).toBe('errored');
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
  });

  it('a completion quicker than the server\'s time floor is held as "checking" and sent once the floor has passed', async () => {
    const { stubs, host, state } = start();
    stubs.resolve('sliderChallenge', { challengeId: 'c-1', waitMs: 1000 });
    await flush();
    vi.advanceTimersByTime(200);
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: { distance: 1, durationMs: 0, samples: [0, 1] } });
    expect(state()).toBe('checking');
    expect(stubs.argsOf('verifySlider')).toEqual([]);
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    vi.advanceTimersByTime(799);
    expect(stubs.argsOf('verifySlider')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stubs.argsOf('verifySlider')).toEqual([{ challengeId: 'c-1', trace: { distance: 1, durationMs: 0, samples: [0, 1] } }]);
  });

  it('a refresh while a completion is held drops it and loads a new challenge', async () => {
    const { stubs, host, state } = start();
    stubs.resolve('sliderChallenge', { challengeId: 'c-1', waitMs: 1000 });
    await flush();
    host.flow.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    host.flow.send({ type: 'REFRESH_SLIDER' });
    expect(state()).toBe('loading');
    vi.advanceTimersByTime(1000);
    expect(stubs.argsOf('verifySlider')).toEqual([]);
  });

  it('a slider that has not started reads as loading', () => {
    expect(selectSliderState(undefined)).toBe('loading');
  });
});
