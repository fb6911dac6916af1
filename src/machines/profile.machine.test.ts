import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.js';
import { resolveHosts } from '../config/hosts.js';
import { getSite } from '../config/sites.js';
import { coverage, reportCounts } from './model-coverage.js';
import { profileMachine, selectProfileView, type ProfileEvent, type ProfileInput, type ProfileSnapshot } from './profile.machine.js';
import {
  createFlowRunner,
  createPopupHost,
  createServiceStubs,
  fieldErrorNames,
  flush,
  modelPaths,
  runModelPath,
  type ModelEvent,
  type ServiceStubs,
} from './test-utils.js';

const CONFIG = { site: getSite('SG'), hosts: resolveHosts('SG', 'production') };
const TOKEN = 'register-token-1';
const input = (stubs: ServiceStubs, config: ProfileInput['config'] = CONFIG): ProfileInput => ({
  services: stubs.services,
  token: TOKEN,
  config,
});
const STEP1 = { type: 'SUBMIT_STEP1', name: '  Jane Tan ', password: 'Secret1!x' } as const;
const STEP2 = { type: 'SUBMIT_STEP2', gender: 'female', birthday: '1990-05-01' } as const;
const serverError = () => new ApiError('business', 'PL-USER-NAME-INVALID', { displayMessage: 'Name refused' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 15, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('profileMachine: model-based walk', () => {
  const events: ModelEvent[] = [
    STEP1,
    { type: 'SUBMIT_STEP1', name: 'J', password: 'short' },
    STEP2,
    { type: 'SUBMIT_STEP2', gender: '', birthday: '1800-01-01' },
    { type: 'SKIP' },
    { type: 'GO_SHOPPING' },
    { type: 'INPUT', field: 'name' },
    { type: 'xstate.done.actor.completeProfile' },
    { type: 'xstate.error.actor.completeProfile', error: serverError() },
    { type: 'xstate.done.actor.updateProfile' },
    { type: 'xstate.error.actor.updateProfile', error: serverError() },
  ];
  const plan = modelPaths(profileMachine, {
    input: input(createServiceStubs()),
    events: () => events,
    serializeState: (s) => JSON.stringify([s.value, fieldErrorNames(s)]),
    limit: 200,
  });
  const cover = coverage(profileMachine, plan.transitionPaths);

  it('reaches every state node and takes every transition definition', () => {
    expect(cover.unvisitedStates).toEqual([]);
    expect(cover.untakenTransitions).toEqual([]);
    reportCounts('profile', [plan], cover);
  });

  it.each(plan.transitionPaths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))(
    'replays %s on the real machine',
    async (_name, path) => {
      const runner = createFlowRunner({
        logic: profileMachine,
        input,
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
        check: (snapshot: ProfileSnapshot) => {
          const view = selectProfileView(snapshot);
          expect(view.step).toBe(snapshot.matches('step1') ? 1 : 2);
        },
      });
      await runModelPath(path, runner);
    },
  );
});

describe('profileMachine: scenarios', () => {
  const start = (config: ProfileInput['config'] = CONFIG) => {
    const stubs = createServiceStubs();
    const host = createPopupHost(profileMachine, input(stubs, config));
    const snapshot = () => host.flow.getSnapshot() as ProfileSnapshot;
    return { stubs, host, snapshot, send: (event: ProfileEvent) => host.flow.send(event) };
  };

  it('checks step 1 on the client and keeps the typed name', () => {
    const { stubs, snapshot, send } = start();
    send({ type: 'SUBMIT_STEP1', name: 'J@ne', password: 'password' });
    expect(snapshot().value).toEqual({ step1: 'editing' });
    expect(snapshot().context.fieldErrors).toEqual({
      name: { key: 'validation.fullName.special' },
      password: { key: 'validation.newPassword.rule' },
    });
    expect(selectProfileView(snapshot()).values.name).toBe('J@ne');
    expect(stubs.calls).toHaveLength(0);
    send({ type: 'INPUT', field: 'name' });
    expect(snapshot().context.fieldErrors).toEqual({ password: { key: 'validation.newPassword.rule' } });
  });

  it('applies the Philippine full-name rule', () => {
    const { snapshot, send } = start({ site: getSite('PH'), hosts: resolveHosts('PH', 'production') });
    send({ type: 'SUBMIT_STEP1', name: 'Maria', password: 'Secret1!x' });
    expect(snapshot().context.fieldErrors).toEqual({ name: { key: 'validation.fullName.words' } });
  });

  it('saves step 1 with the register token, never keeping the password, then step 2, then closes', async () => {
    const { stubs, snapshot, send } = start();
    send(STEP1);
    expect(snapshot().hasTag('pending')).toBe(true);
    expect(stubs.argsOf('completeProfile')).toEqual([{ token: TOKEN, name: 'Jane Tan', password: 'Secret1!x' }]);
    expect(JSON.stringify(snapshot().context.values)).not.toContain('Secret1!x');
    stubs.resolve('completeProfile');
    await flush();
    expect(selectProfileView(snapshot())).toEqual({ step: 2, values: { name: 'Jane Tan', gender: '', birthday: '' } });
    send(STEP2);
    expect(stubs.argsOf('updateProfile')).toEqual([{ gender: 'female', birthday: '1990-05-01' }]);
    stubs.resolve('updateProfile');
    await flush();
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ type: 'close' });
  });

  it('keeps the values and shows the server message when a step fails', async () => {
    const { stubs, snapshot, send } = start();
    send(STEP1);
    stubs.reject('completeProfile', serverError());
    await flush();
    expect(snapshot().value).toEqual({ step1: 'editing' });
    expect(snapshot().context.error).toEqual({ server: { key: 'PL-USER-NAME-INVALID', displayMessage: 'Name refused' } });
    expect(selectProfileView(snapshot()).values.name).toBe('Jane Tan');
    send({ type: 'SKIP' });
    send(STEP2);
    stubs.reject('updateProfile', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    expect(snapshot().value).toEqual({ step2: 'editing' });
    expect(selectProfileView(snapshot()).values).toEqual({ name: 'Jane Tan', gender: 'female', birthday: '1990-05-01' });
    expect(snapshot().context.error).toEqual({ server: { key: 'NETWORK_ERROR' } });
  });

  it('sends a traffic limit to the busy dialog instead of an inline error', async () => {
    const { stubs, host, snapshot, send } = start();
    send(STEP1);
    const busy = new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT');
    stubs.reject('completeProfile', busy);
    await flush();
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
    expect(snapshot().context.error).toBeNull();
  });

  it('saves the gender alone when no birthday was chosen (issue 27 #5: the birthday is optional)', () => {
    const { stubs, snapshot, send } = start();
    send({ type: 'SKIP' });
    send({ type: 'SUBMIT_STEP2', gender: 'female', birthday: '' });
    expect(snapshot().context.fieldErrors).toEqual({});
    expect(stubs.argsOf('updateProfile')).toEqual([{ gender: 'female', birthday: '' }]);
  });

  it('checks the birthday against the popup range (today back 100 years) and the gender', () => {
    const { stubs, snapshot, send } = start();
    send({ type: 'SKIP' });
    send({ type: 'SUBMIT_STEP2', gender: '', birthday: '1925-06-14' });
    expect(snapshot().context.fieldErrors).toEqual({
      gender: { key: 'validation.gender.invalid' },
      birthday: { key: 'validation.birthday.range' },
    });
    send({ type: 'SUBMIT_STEP2', gender: 'male', birthday: '2025-06-16' });
    expect(snapshot().context.fieldErrors).toEqual({ birthday: { key: 'validation.birthday.range' } });
    send({ type: 'SUBMIT_STEP2', gender: 'male', birthday: '1925-06-15' });
    expect(stubs.argsOf('updateProfile')).toEqual([{ gender: 'male', birthday: '1925-06-15' }]);
  });

  it('skips both steps ("Fill in later") to close', () => {
    const { stubs, snapshot, send } = start();
    send({ type: 'SKIP' });
    expect(selectProfileView(snapshot()).step).toBe(2);
    send({ type: 'SKIP' });
    expect(snapshot().output).toEqual({ type: 'close' });
    expect(stubs.calls).toHaveLength(0);
  });

  it.each([1, 2])('goes shopping on the main host from step %i', (step) => {
    const { snapshot, send } = start();
    if (step === 2) send({ type: 'SKIP' });
    send({ type: 'GO_SHOPPING' });
    expect(snapshot().output).toEqual({ type: 'navigate', url: 'https://www.shop.sg' });
  });
});
