import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.js';
import { getSite } from '../../config/sites.js';
import { coverage, reportCounts } from '../model-coverage.js';
import { flush, modelPaths, runModelPath, type ModelEvent } from '../test-utils.js';
import { profileEditMachine, selectProfileEditView, valuesOf, type ProfileEditInput, type ProfileValues } from './profile-edit.machine.js';
import { createAccountRunner, createAccountStubs, USER, type AccountStubs } from './test-support.js';

const TODAY = new Date(2026, 10, 23);
const input = (site = 'SG') => (stubs: AccountStubs): ProfileEditInput => ({ services: stubs.services, user: USER, site: getSite(site), today: TODAY });
const VALID: ProfileValues = { ...valuesOf(USER), nickname: 'Wei', gender: 'female', birthday: '1990-05-01' };
const INVALID: ProfileValues = { ...VALID, name: 'J@ne', birthday: '1800-01-01', messagingPin: '12' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('profileEditMachine: model-based walk', () => {
  const events: ModelEvent[] = [
    { type: 'SUBMIT', values: VALID },
    { type: 'SUBMIT', values: INVALID },
    { type: 'INPUT', field: 'name' },
    { type: 'xstate.done.actor.updateProfile', output: { ...USER, nickname: 'Wei' } },
    { type: 'xstate.error.actor.updateProfile', error: new ApiError('network', 'NETWORK_ERROR') },
    { type: 'xstate.error.actor.updateProfile', error: new ApiError('business', 'PL-USER-SESSION-EXPIRED') },
  ];
  const plan = modelPaths(profileEditMachine, { input: input()(createAccountStubs()), events: () => events, limit: 100 });
  const cover = coverage(profileEditMachine, plan.transitionPaths);

  it('reaches every state node and takes every transition definition', () => {
    expect(cover.unvisitedStates).toEqual([]);
    expect(cover.untakenTransitions).toEqual([]);
    reportCounts('account profile edit', [plan], cover);
  });

  it.each(plan.transitionPaths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))('replays %s', async (_n, path) => {
    await runModelPath(
      path,
      createAccountRunner({ logic: profileEditMachine, input: input(), advanceTime: (ms) => vi.advanceTimersByTime(ms), check: (s: never) => void selectProfileEditView(s) }),
    );
  });
});

describe('profileEditMachine: scenarios', () => {
  const start = (site = 'SG', draft?: Partial<ProfileValues>) => {
    const stubs = createAccountStubs();
    const actor = createActor(profileEditMachine, { input: { ...input(site)(stubs), ...(draft ? { draft } : {}) } });
    actor.start();
    return { stubs, actor, view: () => selectProfileEditView(actor.getSnapshot()) };
  };

  it('checks every field on the client and keeps what was typed', () => {
    const { stubs, actor, view } = start();
    actor.send({ type: 'SUBMIT', values: INVALID });
    expect(view().fieldErrors).toEqual({
      name: { key: 'validation.fullName.special' },
      birthday: { key: 'validation.birthday.range' },
      messagingPin: { key: 'account.validation.pin' },
    });
    expect(view().values.name).toBe('J@ne');
    expect(stubs.calls).toHaveLength(0);
  });

  it('applies the Philippine name rule and sends the tax and branch id only where the market has them', async () => {
    const ph = start('PH');
    ph.actor.send({ type: 'SUBMIT', values: { ...VALID, name: 'Maria' } });
    expect(ph.view().fieldErrors).toEqual({ name: { key: 'validation.fullName.words' } });
    ph.actor.send({ type: 'SUBMIT', values: { ...VALID, name: 'Maria Santos', taxId: '123', branchId: '000' } });
    expect(ph.stubs.argsOf('updateProfile')).toEqual([
      { name: 'Maria Santos', nickname: 'Wei', gender: 'female', birthday: '1990-05-01', taxId: '123', branchId: '000' },
    ]);
    const sg = start('SG');
    sg.actor.send({ type: 'SUBMIT', values: { ...VALID, taxId: 'ignored' } });
    expect(sg.stubs.argsOf('updateProfile')[0]).not.toHaveProperty('taxId');
    expect(sg.view().taxId).toBe(false);
  });

  it('keeps an untouched birthday empty, keeps the form after a failure, and the draft (no pin) after a stale session', async () => {
    const { stubs, actor, view } = start();
    const values = { ...VALID, birthday: '', messagingPin: '135790' };
    actor.send({ type: 'SUBMIT', values });
    expect(stubs.argsOf('updateProfile')[0]).toMatchObject({ birthday: '', messagingPin: '135790' });
    stubs.reject('updateProfile', new ApiError('business', 'PL-USER-INPUT-INVALID', { data: { field: 'nickname', messageKey: 'account.validation.nickname.invalid' } }));
    await flush();
    expect(view()).toMatchObject({ values, fieldErrors: { nickname: { key: 'account.validation.nickname.invalid' } } });
    actor.send({ type: 'SUBMIT', values });
    stubs.reject('updateProfile', new ApiError('business', 'PL-USER-SESSION-EXPIRED'));
    await flush();
    const { messagingPin: _pin, ...draft } = values;
    expect(actor.getSnapshot().output).toEqual({ type: 'sessionExpired', draft });
    expect(start('SG', { nickname: 'Back' }).view().values.nickname).toBe('Back');
  });
});
