import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.js';
import { coverage, reportCounts } from '../model-coverage.js';
import { flush, modelPaths, runModelPath, type ModelEvent } from '../test-utils.js';
import { overviewMachine, selectOverviewView } from './overview.machine.js';
import { createAccountRunner, createAccountStubs, USER, type AccountStubs } from './test-support.js';

const input = (stubs: AccountStubs) => ({ services: stubs.services });
const OVERVIEW = { user: USER, orders: [] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('overviewMachine: model-based walk', () => {
  const events: ModelEvent[] = [
    { type: 'RETRY' },
    { type: 'SET_PROMOTION', channel: 'sms', enabled: true },
    { type: 'USER_UPDATED', user: { ...USER, email: 'new@example.com' } },
    { type: 'xstate.done.actor.overview', output: OVERVIEW },
    { type: 'xstate.error.actor.overview', error: new ApiError('network', 'NETWORK_ERROR') },
    { type: 'xstate.error.actor.overview', error: new ApiError('business', 'PL-USER-SESSION-EXPIRED') },
    { type: 'xstate.done.actor.updatePromotions', output: { ...USER, enableSmsNewsletter: true } },
    { type: 'xstate.error.actor.updatePromotions', error: new ApiError('network', 'NETWORK_ERROR') },
    { type: 'xstate.error.actor.updatePromotions', error: new ApiError('business', 'PL-USER-SESSION-EXPIRED') },
  ];
  const plan = modelPaths(overviewMachine, { input: input(createAccountStubs()), events: () => events, limit: 100 });
  // With the overview the page embedded (issue 28): the machine starts ready, without a call.
  const given = modelPaths(overviewMachine, { input: { ...input(createAccountStubs()), initial: { ...OVERVIEW, addresses: [] } }, events: () => events, limit: 100 });
  const cover = coverage(overviewMachine, [...plan.transitionPaths, ...given.transitionPaths]);

  it('reaches every state node and takes every transition definition', () => {
    // `start` is transient (no snapshot rests in it): its two eventless branches are the two plans' first states.
    expect(cover.unvisitedStates).toEqual(['overview.start']);
    expect(plan.transitionPaths[0]!.steps[0]!.state.value).toBe('loading');
    expect(given.transitionPaths[0]!.steps[0]!.state.value).toEqual({ ready: 'idle' });
    expect(cover.untakenTransitions).toEqual([]);
    reportCounts('account overview', [plan, given], cover);
  });

  it.each(plan.transitionPaths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))('replays %s', async (_n, path) => {
    await runModelPath(
      path,
      createAccountRunner({ logic: overviewMachine, input, advanceTime: (ms) => vi.advanceTimersByTime(ms), check: (s: never) => void selectOverviewView(s) }),
    );
  });
});

describe('overviewMachine: scenarios', () => {
  it('starts ready with an overview given in the input (no call), and a later retry would ask the server', () => {
    const stubs = createAccountStubs();
    const initial = { user: USER, orders: [], addresses: [] };
    const actor = createActor(overviewMachine, { input: { ...input(stubs), initial } });
    // Before start: what a server render and a hydration's first render see.
    expect(selectOverviewView(actor.getSnapshot())).toMatchObject({ status: 'ready', user: USER });
    actor.start();
    expect(stubs.argsOf('overview')).toEqual([]);
    expect(actor.getSnapshot().context.initial).toBeNull();
  });

  it('shows a switch at its new value while it saves, then the server\'s; a failure puts it back and says so', async () => {
    const stubs = createAccountStubs();
    const actor = createActor(overviewMachine, { input: input(stubs) });
    actor.start();
    stubs.resolve('overview', OVERVIEW);
    await flush();
    actor.send({ type: 'SET_PROMOTION', channel: 'email', enabled: true });
    expect(selectOverviewView(actor.getSnapshot())).toMatchObject({ promotions: { sms: false, email: true }, promotionPending: 'email' });
    expect(stubs.argsOf('updatePromotions')).toEqual([{ email: true }]);
    stubs.reject('updatePromotions', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(selectOverviewView(actor.getSnapshot())).toMatchObject({
      promotions: { sms: false, email: false },
      promotionPending: null,
      promotionError: { server: { key: 'NETWORK_ERROR' } },
    });
    actor.send({ type: 'SET_PROMOTION', channel: 'email', enabled: true });
    stubs.resolve('updatePromotions', { ...USER, enableNewsletter: true });
    await flush();
    expect(selectOverviewView(actor.getSnapshot())).toMatchObject({ promotions: { email: true }, promotionSaved: true, promotionError: null });
  });
});
