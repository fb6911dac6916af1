import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '../../api/account.js';
import { ApiError } from '../../api/errors.js';
import { RESEND_COUNTDOWN_MS } from '../../config/constants.js';
import { getSite } from '../../config/sites.js';
import { createActor } from 'xstate';
import { coverage, reportCounts } from '../model-coverage.js';
import { RESEND_TICK_MS } from '../resend-countdown.js';
import { flush, modelPaths, runModelPath, type ModelEvent } from '../test-utils.js';
import { changeMachine, type ChangeInput, type ChangeKind } from './change.machine.js';
import { selectChangeView } from './change.view.js';
import { createAccountRunner, createAccountStubs, USER, type AccountStubs } from './test-support.js';

const SG = getSite('SG');
const NO_PASSWORD = { ...USER, hasPassword: false };
const expired = () => new ApiError('business', 'PL-USER-SESSION-EXPIRED', { status: 401 });
const refused = () => new ApiError('business', 'PL-USER-INPUT-INVALID', { data: { field: 'email', messageKey: 'validation.email.same' } });
const network = () => new ApiError('network', 'NETWORK_ERROR');

/** The walks count a 2 s resend wait down (60 s would be 60 states per code step). */
const input = (kind: ChangeKind, user: AccountUser) => (stubs: AccountStubs): ChangeInput => ({ kind, services: stubs.services, user, site: SG, resendSeconds: 2 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENTS: ModelEvent[] = [
  { type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' },
  { type: 'SUBMIT_PASSWORD', password: '' },
  { type: 'SEND_IDENTITY_CODE', channel: 'email' },
  { type: 'SUBMIT_IDENTITY_CODE', code: '123456' },
  { type: 'SUBMIT_IDENTITY_CODE', code: '12' },
  { type: 'SUBMIT_VALUE', value: 'new@example.com' },
  { type: 'SUBMIT_VALUE', value: 'buyer.sg@example.com' },
  { type: 'SUBMIT_VALUE', value: '98765432' },
  { type: 'SUBMIT_CODE', code: '654321' },
  { type: 'SUBMIT_CODE', code: 'x' },
  { type: 'RESEND' },
  { type: 'EDIT_VALUE' },
  { type: 'SUBMIT_NEW_PASSWORD', currentPassword: 'Passw0rd!', newPassword: 'Brand~New42', retype: 'Brand~New42' },
  { type: 'SUBMIT_NEW_PASSWORD', currentPassword: '', newPassword: 'short', retype: 'other' },
  { type: 'xstate.done.actor.verifyByPassword', output: { token: 't' } },
  { type: 'xstate.error.actor.verifyByPassword', error: network() },
  { type: 'xstate.error.actor.verifyByPassword', error: expired() },
  { type: 'xstate.done.actor.sendIdentityCode', output: { codeLength: 6, identifier: 'b***r@example.com' } },
  { type: 'xstate.error.actor.sendIdentityCode', error: network() },
  { type: 'xstate.error.actor.sendIdentityCode', error: expired() },
  { type: 'xstate.done.actor.verifyByCode', output: { token: 't' } },
  { type: 'xstate.error.actor.verifyByCode', error: network() },
  { type: 'xstate.error.actor.verifyByCode', error: expired() },
  { type: 'xstate.done.actor.sendContactCode', output: { codeLength: 6 } },
  { type: 'xstate.error.actor.sendContactCode', error: refused() },
  { type: 'xstate.error.actor.sendContactCode', error: expired() },
  { type: 'xstate.done.actor.changeContact', output: { ...USER, email: 'new@example.com' } },
  { type: 'xstate.error.actor.changeContact', error: network() },
  { type: 'xstate.error.actor.changeContact', error: expired() },
  { type: 'xstate.done.actor.changePassword' },
  { type: 'xstate.error.actor.changePassword', error: network() },
  { type: 'xstate.error.actor.changePassword', error: expired() },
];

const ENTRIES: ReadonlyArray<readonly [string, ChangeKind, AccountUser]> = [
  ['email, with a password', 'email', USER],
  ['mobile, without a password', 'phone', NO_PASSWORD],
  ['password, with one', 'password', USER],
  ['password, set one', 'password', NO_PASSWORD],
  ['identity alone (#privacy), with a password', 'identity', USER],
  ['identity alone (#privacy), by code', 'identity', NO_PASSWORD],
];
/** The verify-by-code and the resend invocations call these services. */
const SERVICES = { verifyByPassword: 'verifyIdentity', verifyByCode: 'verifyIdentity' } as const;

describe('changeMachine: model-based walks (six entries)', () => {
  const plans = ENTRIES.map(([name, kind, user]) => ({
    name,
    kind,
    user,
    plan: modelPaths(changeMachine, {
      input: input(kind, user)(createAccountStubs()),
      events: () => EVENTS,
      // The countdown is part of the state (2 s here: waiting, last second, Resend offered).
      serializeState: (s) => JSON.stringify([s.value, (s.context as { secondsLeft: number }).secondsLeft]),
      limit: 400,
    }),
  }));
  const cover = coverage(changeMachine, plans.flatMap((p) => p.plan.transitionPaths));

  it('reaches every state node and takes every transition definition', () => {
    // `start` only routes (an always transition): it is passed through, never rested in; its branches are counted.
    expect(cover.unvisitedStates).toEqual(['change.start']);
    expect(cover.untakenTransitions).toEqual([]);
    reportCounts('account change', plans.map((p) => p.plan), cover);
  });

  for (const { name, kind, user, plan } of plans) {
    it.each(plan.transitionPaths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))(
      `${name}: replays %s`,
      async (_name, path) => {
        const runner = createAccountRunner({
          logic: changeMachine,
          input: input(kind, user),
          advanceTime: (ms) => vi.advanceTimersByTime(ms),
          delays: { resendTick: RESEND_TICK_MS },
          services: SERVICES,
          check: (snapshot: never) => void selectChangeView(snapshot),
        });
        await runModelPath(path, runner);
      },
    );
  }
});

describe('changeMachine: scenarios', () => {
  const start = (kind: ChangeKind, user: AccountUser, draft?: { value: string }) => {
    const stubs = createAccountStubs();
    const actor = createActor(changeMachine, { input: { kind, services: stubs.services, user, site: SG, ...(draft ? { draft } : {}) } });
    actor.start();
    return { stubs, actor, view: () => selectChangeView(actor.getSnapshot()) };
  };

  it('changes the e-mail: password first, then a code to the new address, never keeping the password', async () => {
    const { stubs, actor, view } = start('email', USER);
    expect(view().step).toBe('identityPassword');
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' });
    expect(stubs.argsOf('verifyIdentity')).toEqual([{ method: 'PASSWORD', password: 'Passw0rd!' }]);
    stubs.resolve('verifyIdentity', { token: 'tok' });
    await flush();
    expect(view().step).toBe('newValue');
    actor.send({ type: 'SUBMIT_VALUE', value: 'BUYER.sg@example.com' });
    expect(view().fieldErrors).toEqual({ value: { key: 'validation.email.same' } });
    actor.send({ type: 'SUBMIT_VALUE', value: ' new@example.com ' });
    expect(stubs.argsOf('sendContactCode')).toEqual([{ kind: 'email', value: 'new@example.com', token: 'tok', resend: false }]);
    stubs.resolve('sendContactCode', { codeLength: 6 });
    await flush();
    expect(view()).toMatchObject({ step: 'confirm', canResend: false, secondsLeft: RESEND_COUNTDOWN_MS / 1000 });
    vi.advanceTimersByTime(RESEND_TICK_MS);
    expect(view()).toMatchObject({ canResend: false, secondsLeft: RESEND_COUNTDOWN_MS / 1000 - 1 });
    vi.advanceTimersByTime(RESEND_COUNTDOWN_MS - RESEND_TICK_MS - 1);
    expect(view()).toMatchObject({ canResend: false, secondsLeft: 1 });
    vi.advanceTimersByTime(1);
    expect(view()).toMatchObject({ canResend: true, secondsLeft: 0 });
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('changeContact', { ...USER, email: 'new@example.com' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ type: 'done', user: { ...USER, email: 'new@example.com' } });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Passw0rd!');
  });

  it('a wrong current password on "Confirm it is you" lands under its field (the server names it currentPassword)', async () => {
    const { stubs, actor, view } = start('email', USER);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'nope' });
    stubs.reject('verifyIdentity', new ApiError('business', 'PL-USER-PASSWORD-INCORRECT', { data: { field: 'currentPassword' } }));
    await flush();
    expect(view()).toMatchObject({ step: 'identityPassword', error: null, fieldErrors: { password: { server: { key: 'PL-USER-PASSWORD-INCORRECT' } } } });
  });

  it('keeps the typed number when the send fails, and the draft when the session is gone', async () => {
    const { stubs, actor, view } = start('phone', NO_PASSWORD);
    expect(view().step).toBe('identityCodeChoose');
    actor.send({ type: 'SEND_IDENTITY_CODE', channel: 'phone' });
    stubs.resolve('sendIdentityCode', { codeLength: 6, identifier: '+65 9*** **67' });
    await flush();
    actor.send({ type: 'SUBMIT_IDENTITY_CODE', code: '111111' });
    stubs.resolve('verifyIdentity', { token: 'tok' });
    await flush();
    actor.send({ type: 'SUBMIT_VALUE', value: '98765432' });
    stubs.reject('sendContactCode', network());
    await flush();
    expect(view()).toMatchObject({ step: 'newValue', value: '98765432', error: { server: { key: 'NETWORK_ERROR' } } });
    actor.send({ type: 'SUBMIT_VALUE', value: '98765432' });
    stubs.reject('sendContactCode', expired());
    await flush();
    expect(actor.getSnapshot().output).toEqual({ type: 'sessionExpired', draft: { value: '98765432' } });
  });

  it('restores a draft and sets a password with the identity code when the account has none', async () => {
    const { stubs, actor, view } = start('password', NO_PASSWORD);
    actor.send({ type: 'SEND_IDENTITY_CODE', channel: 'email' });
    stubs.resolve('sendIdentityCode', { codeLength: 6, identifier: 'b***r@example.com' });
    await flush();
    actor.send({ type: 'SUBMIT_IDENTITY_CODE', code: '222222' });
    stubs.resolve('verifyIdentity', { token: 'set-tok' });
    await flush();
    expect(view().step).toBe('password');
    actor.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: '', newPassword: 'Brand~New42', retype: 'Brand~New4' });
    expect(view().fieldErrors).toEqual({ retype: { key: 'validation.newPassword.mismatch' } });
    actor.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: '', newPassword: 'Brand~New42', retype: 'Brand~New42' });
    expect(stubs.argsOf('changePassword')).toEqual([{ token: 'set-tok', newPassword: 'Brand~New42' }]);
    const restored = start('email', USER, { value: 'kept@example.com' });
    expect(restored.view().value).toBe('kept@example.com');
  });

  it('password form: the current password is asked only when the account has one, must differ from the new one, and the re-type must match', () => {
    const withOne = start('password', USER);
    withOne.actor.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: '', newPassword: 'Brand~New42', retype: 'Brand~New42' });
    expect(withOne.view().fieldErrors).toEqual({ currentPassword: { key: 'validation.required' } });
    withOne.actor.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: 'Brand~New42', newPassword: 'Brand~New42', retype: 'Brand~New42' });
    expect(withOne.view().fieldErrors).toEqual({ newPassword: { key: 'validation.newPassword.sameAsCurrent' } });
    withOne.actor.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: 'Old~Pass1', newPassword: 'Brand~New42', retype: 'other' });
    expect(withOne.view().fieldErrors).toEqual({ retype: { key: 'validation.newPassword.mismatch' } });
    withOne.actor.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: 'Old~Pass1', newPassword: 'Brand~New42', retype: 'Brand~New42' });
    expect(withOne.stubs.argsOf('changePassword')).toEqual([{ currentPassword: 'Old~Pass1', newPassword: 'Brand~New42' }]);
  });
});
