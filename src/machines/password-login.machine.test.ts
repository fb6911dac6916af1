import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../api/errors.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { passwordLoginMachine, selectPasswordLoginValues } from './password-login.machine.js';
import { createFlowRunner, createPopupHost, createServiceStubs, fieldErrorNames, flush, modelPaths, runModelPath } from './test-utils.js';

const response = { loginSuccess: true, userId: 7 };
const incorrect = new ApiError('business', 'PL-USER-LOGIN-INCORRECT', { displayMessage: 'Wrong password' });
const valid = { loginName: 'shopper@example.com', password: 'Secret123' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('passwordLoginMachine: model-based walk', () => {
  const events: EventObject[] = [
    { type: 'SUBMIT_PASSWORD_LOGIN', loginName: '', password: '' } as EventObject,
    { type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'ab', password: 'short' } as EventObject,
    { type: 'SUBMIT_PASSWORD_LOGIN', ...valid } as EventObject,
    { type: 'INPUT', field: 'loginName' } as EventObject,
    { type: 'xstate.done.actor.login', output: response } as EventObject,
    { type: 'xstate.error.actor.login', error: incorrect } as EventObject,
  ];
  const plan = modelPaths(passwordLoginMachine, {
    input: { services: createServiceStubs().services },
    events: enabledEvents(events),
    serializeState: (s) => JSON.stringify([s.value, fieldErrorNames(s)]),
    keepUnchanged: true,
  });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition', () => {
    const cov = coverage(passwordLoginMachine, paths);
    expect(cov.unvisitedStates).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('passwordLogin', [plan], cov);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))('replays: %s', async (_name, path) => {
    const runner = createFlowRunner({
      logic: passwordLoginMachine,
      input: (stubs) => ({ services: stubs.services }),
      advanceTime: (ms) => vi.advanceTimersByTime(ms),
    });
    await runModelPath(path, runner);
    runner.context().host.root.stop();
  });
});

describe('passwordLoginMachine', () => {
  it('sends nothing while the login name or the password is empty (spec §5), and says so under each empty field', () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(passwordLoginMachine, { services: stubs.services });
    const snapshot = () => host.flow.getSnapshot() as { value: unknown; context: { fieldErrors: object } };
    host.flow.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: '', password: '' });
    expect(snapshot().context.fieldErrors).toEqual({ loginName: { key: 'validation.required' }, password: { key: 'validation.required' } });
    host.flow.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'shopper@example.com', password: '' });
    expect(snapshot().context.fieldErrors).toEqual({ password: { key: 'validation.required' } });
    host.flow.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: '   ', password: 'Secret123' });
    expect(snapshot().context.fieldErrors).toEqual({ loginName: { key: 'validation.required' } });
    expect(snapshot().value).toBe('idle');
    expect(stubs.calls).toHaveLength(0);
  });

  it('checks the fields on the client, and an input clears its field error', () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(passwordLoginMachine, { services: stubs.services });
    host.flow.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'abc', password: 'short' });
    const context = () => (host.flow.getSnapshot() as { context: { fieldErrors: Record<string, unknown> } }).context;
    expect(context().fieldErrors).toEqual({
      loginName: { key: 'validation.loginName.length' },
      password: { key: 'validation.password.length' },
    });
    expect(stubs.calls).toHaveLength(0);
    host.flow.send({ type: 'INPUT', field: 'password' });
    expect(context().fieldErrors).toEqual({ loginName: { key: 'validation.loginName.length' } });
  });

  it('logs in: the password goes to the call only, the output carries the response', async () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(passwordLoginMachine, { services: stubs.services });
    host.flow.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: ' shopper@example.com ', password: 'Secret123' });
    expect((host.flow.getSnapshot() as { hasTag(t: string): boolean }).hasTag('pending')).toBe(true);
    expect(stubs.argsOf('login')).toEqual([{ loginName: 'shopper@example.com', password: 'Secret123' }]);
    expect(JSON.stringify((host.flow.getSnapshot() as { context: unknown }).context)).not.toContain('Secret123');
    stubs.resolve('login', response);
    await flush();
    expect((host.flow.getSnapshot() as { output: unknown }).output).toEqual({ type: 'loggedIn', response, via: 'password' });
  });

  it('a refusal is the screen error; a busy answer goes to the root', async () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(passwordLoginMachine, { services: stubs.services });
    host.flow.send({ type: 'SUBMIT_PASSWORD_LOGIN', ...valid });
    stubs.reject('login', incorrect);
    await flush();
    const snapshot = host.flow.getSnapshot() as Parameters<typeof selectPasswordLoginValues>[0];
    expect(snapshot.context.error).toEqual({ server: { key: 'PL-USER-LOGIN-INCORRECT', displayMessage: 'Wrong password' } });
    expect(selectPasswordLoginValues(snapshot)).toEqual({ loginName: valid.loginName });
    host.flow.send({ type: 'SUBMIT_PASSWORD_LOGIN', ...valid });
    expect((host.flow.getSnapshot() as typeof snapshot).context.error).toBeNull();
    const busy = new ApiError('business', 'FAIL_SYS_FLOWLIMIT');
    stubs.reject('login', busy);
    await flush();
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
    expect((host.flow.getSnapshot() as typeof snapshot).context.error).toBeNull();
  });
});
