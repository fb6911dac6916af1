import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../api/errors.js';
import { setMonitor, type MonitorEvent } from '../monitor.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { restoreMachine, type RestoreSnapshot } from './restore.machine.js';
import { createFlowRunner, createPopupHost, createServiceStubs, flush, modelPaths, runModelPath } from './test-utils.js';

const loginResponse = { loginSuccess: true, userId: 9 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('restoreMachine: model-based walk', () => {
  const events: EventObject[] = [
    { type: 'CONFIRM_RESTORE' },
    { type: 'DISMISS_DIALOG' },
    { type: 'xstate.done.actor.restoreAccount', output: loginResponse } as EventObject,
    { type: 'xstate.error.actor.restoreAccount', error: new ApiError('business', 'FAIL_BIZ_TOKEN_INVALID') } as EventObject,
  ];
  const plan = modelPaths(restoreMachine, {
    input: { services: createServiceStubs().services, token: 't-1' },
    events: enabledEvents(events),
  });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition', () => {
    const cov = coverage(restoreMachine, paths);
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('restore', [plan], cov);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))('replays: %s', async (_name, path) => {
    const previous = setMonitor(() => undefined);
    const runner = createFlowRunner({
      logic: restoreMachine,
      input: (stubs) => ({ services: stubs.services, token: 't-1' }),
      advanceTime: (ms) => vi.advanceTimersByTime(ms),
    });
    await runModelPath(path, runner);
    runner.context().host.root.stop();
    setMonitor(previous);
  });
});

describe('restoreMachine', () => {
  it('Confirm restores with the token, toasts the success and ends logged in', async () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(restoreMachine, { services: stubs.services, token: 'del-1' });
    host.flow.send({ type: 'CONFIRM_RESTORE' });
    expect((host.flow.getSnapshot() as RestoreSnapshot).hasTag('pending')).toBe(true);
    expect(stubs.argsOf('restoreAccount')).toEqual(['del-1']);
    stubs.resolve('restoreAccount', loginResponse);
    await flush();
    expect(host.notices).toEqual([{ type: 'SHOW_TOAST', message: { key: 'restore.success' }, tone: 'success' }]);
    expect((host.flow.getSnapshot() as RestoreSnapshot).output).toEqual({ type: 'loggedIn', response: loginResponse, via: 'restore' });
  });

  it('without a login response the dialog just closes after the success', async () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(restoreMachine, { services: stubs.services, token: 'del-1' });
    host.flow.send({ type: 'CONFIRM_RESTORE' });
    stubs.resolve('restoreAccount', undefined);
    await flush();
    expect((host.flow.getSnapshot() as RestoreSnapshot).output).toEqual({ type: 'close' });
  });

  it('Cancel closes with nothing called; a failure is reported and toasted (never silent), the dialog stays', async () => {
    const reported: MonitorEvent[] = [];
    const previous = setMonitor((event) => reported.push(event));
    const stubs = createServiceStubs();
    const host = createPopupHost(restoreMachine, { services: stubs.services, token: 'del-1' });
    host.flow.send({ type: 'CONFIRM_RESTORE' });
    stubs.reject('restoreAccount', new ApiError('business', 'FAIL_BIZ_TOKEN_INVALID'));
    await flush();
    expect(host.notices).toEqual([
      { type: 'SHOW_TOAST', message: { server: { key: 'FAIL_BIZ_TOKEN_INVALID' } }, tone: 'error' },
    ]);
    expect(reported).toEqual([{ source: 'gateway', message: 'FAIL_BIZ_TOKEN_INVALID', detail: { call: 'restoreAccount' } }]);
    expect((host.flow.getSnapshot() as RestoreSnapshot).value).toBe('asking');
    host.flow.send({ type: 'DISMISS_DIALOG' });
    expect((host.flow.getSnapshot() as RestoreSnapshot).output).toEqual({ type: 'close' });
    setMonitor(previous);
  });
});
