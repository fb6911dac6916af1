/**
 * The member pages' statecharts: model-based walks (every state node and transition definition, each path replayed
 * on the real machine with services stubbed at the I/O boundary and fake timers) and scenarios.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { getSite } from '../config/sites.js';
import { flush } from './test-utils.js';
import { ApiError } from '../api/errors.js';
import { changePasswordMachine, selectChangePasswordView, selectPasswordChange } from './change-password.machine.js';
import { selectChangeView } from './account/change.view.js';
import { createAccountStubs } from './account/test-support.js';
import { logoutMachine } from './logout.machine.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { createPageRunner } from './page-test-utils.js';
import { linkFailure, passwordLinkMachine } from './password-link.machine.js';
import { RESEND_TICK_MS } from './resend-countdown.js';
import { resetLinkMachine } from './reset-link.machine.js';
import { accountRestoreMachine } from './account-restore.machine.js';
import { groceryMergeMachine } from './grocery-merge.machine.js';
import { accountAuthMachine } from './account-auth.machine.js';
import { modelPaths, runModelPath, type ModelSnapshot } from './test-utils.js';
import { selectTrustedDeviceView, trustedDeviceMachine } from './trusted-device.machine.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const business = (key: string, data?: Record<string, unknown>) => new ApiError('business', key, data ? { data } : {});
const network = () => new ApiError('network', 'NETWORK_ERROR');
const GOOD = 'Abc123!@#x';
const SG = getSite('SG');

interface Walk {
  name: string;
  machine: AnyStateMachine;
  names: string[];
  input: (services: Record<string, unknown>) => unknown;
  events: EventObject[];
  delays?: Record<string, number>;
  serializeState?: (s: ModelSnapshot) => string;
  except?: string[];
}

const walks: Walk[] = [
  {
    // The password change itself is the account area's change machine (walked in account/change.machine.test.ts):
    // here it is a call that ends with its output, the page's part is who the buyer is and what comes after.
    name: 'changePassword (page)',
    machine: changePasswordMachine.provide({
      actors: { change: fromPromise(({ input }: { input: { services: { change(): Promise<unknown> } } }) => input.services.change()) as never },
    }),
    names: ['currentUser', 'change'],
    input: (services) => ({ services, site: SG }),
    events: [
      { type: 'RETRY' },
      { type: 'xstate.done.actor.currentUser', output: { id: '1', hasPassword: true } },
      { type: 'xstate.done.actor.currentUser', output: null },
      { type: 'xstate.error.actor.currentUser', error: network() },
      { type: 'xstate.error.actor.currentUser', error: business('PL-USER-SESSION-EXPIRED') },
      { type: 'xstate.done.actor.change', output: { type: 'done', user: null } },
      { type: 'xstate.done.actor.change', output: { type: 'sessionExpired', draft: { value: '' } } },
    ] as EventObject[],
  },
  {
    name: 'passwordLink (guest, address given)',
    machine: passwordLinkMachine,
    names: ['sendPasswordLink'],
    input: (services) => ({ services, email: 'guest.sg@example.com', autoSend: true }),
    events: [
      { type: 'SUBMIT', email: 'guest.sg@example.com' },
      { type: 'SUBMIT', email: 'nope' },
      { type: 'INPUT' },
      { type: 'RETRY' },
      { type: 'RESEND' },
      { type: 'EDIT' },
      { type: 'xstate.done.actor.sendPasswordLink', output: { email: 'g***t@example.com', resendAfterSeconds: 2 } },
      { type: 'xstate.error.actor.sendPasswordLink', error: network() },
      { type: 'xstate.after.resendTick.passwordLink.sent.waiting' },
    ] as EventObject[],
    delays: { resendTick: RESEND_TICK_MS },
    serializeState: (s) => JSON.stringify([s.value, (s.context as { secondsLeft: number }).secondsLeft]),
  },
  {
    name: 'logout',
    machine: logoutMachine,
    names: ['currentUser', 'logout'],
    input: (services) => ({ services }),
    events: [
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.currentUser', output: { id: 1 } },
      { type: 'xstate.done.actor.currentUser', output: null },
      { type: 'xstate.error.actor.currentUser', error: network() },
      { type: 'xstate.done.actor.logout' },
      { type: 'xstate.error.actor.logout', error: network() },
    ] as EventObject[],
  },
  {
    name: 'resetLink',
    machine: resetLinkMachine,
    names: ['checkResetToken'],
    input: (services) => ({ services, token: 'tok-1' }),
    events: [
      { type: 'RETRY' },
      { type: 'xstate.done.actor.checkResetToken', output: { guest: true, email: 'g***t@example.com', verifyUrl: null } },
      // A step-up account's link: spent for its identity verification, the page goes there.
      { type: 'xstate.done.actor.checkResetToken', output: { guest: false, email: 's***p@example.com', verifyUrl: 'http://127.0.0.1/user/verify?token=v' } },
      { type: 'xstate.error.actor.checkResetToken', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.error.actor.checkResetToken', error: network() },
    ] as EventObject[],
  },
  {
    name: 'accountRestore',
    machine: accountRestoreMachine,
    names: ['checkRestoreToken', 'restoreAccount'],
    input: (services) => ({ services, token: 'del-1' }),
    events: [
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.checkRestoreToken', output: { account: 'p***g@example.com' } },
      { type: 'xstate.error.actor.checkRestoreToken', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.error.actor.checkRestoreToken', error: network() },
      { type: 'xstate.done.actor.restoreAccount', output: { loginSuccess: true } },
      { type: 'xstate.error.actor.restoreAccount', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.error.actor.restoreAccount', error: new ApiError('timeout', 'TIMEOUT') },
    ] as EventObject[],
  },
  {
    name: 'accountAuth',
    machine: accountAuthMachine,
    names: ['checkAccountAuth', 'accountAuthPassword', 'accountAuthSendCode', 'accountAuthRegister'],
    input: (services) => ({ services, token: 'bind-1', site: 'SG', phonePrefixCode: '65' }),
    events: [
      { type: 'RETRY' },
      { type: 'INPUT' },
      { type: 'SUBMIT_PASSWORD', password: '' },
      { type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' },
      { type: 'SUBMIT_PHONE', phone: '12' },
      { type: 'SUBMIT_PHONE', phone: '81119999' },
      { type: 'SUBMIT_CODE', code: '12' },
      { type: 'SUBMIT_CODE', code: '123456' },
      { type: 'RESEND' },
      { type: 'EDIT_PHONE' },
      { type: 'xstate.done.actor.checkAccountAuth', output: { mode: 'password', provider: 'GOOGLE', email: 'b***y@example.com' } },
      { type: 'xstate.done.actor.checkAccountAuth', output: { mode: 'phone', provider: 'FACEBOOK', email: null } },
      { type: 'xstate.error.actor.checkAccountAuth', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.error.actor.checkAccountAuth', error: network() },
      { type: 'xstate.done.actor.accountAuthPassword', output: { nextUrl: null } },
      { type: 'xstate.error.actor.accountAuthPassword', error: business('PL-USER-LOGIN-INCORRECT') },
      { type: 'xstate.error.actor.accountAuthPassword', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.error.actor.accountAuthPassword', error: network() },
      { type: 'xstate.done.actor.accountAuthSendCode', output: { phone: '+65 8*** **99', voice: false, resendAfterSeconds: 2 } },
      { type: 'xstate.error.actor.accountAuthSendCode', error: business('PL-USER-PHONE-EXIST') },
      { type: 'xstate.error.actor.accountAuthSendCode', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.done.actor.accountAuthRegister', output: { nextUrl: 'https://member.shop.sg/user/verify?token=t' } },
      { type: 'xstate.error.actor.accountAuthRegister', error: business('PL-USER-CODE-INCORRECT') },
      { type: 'xstate.error.actor.accountAuthRegister', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.after.resendTick.accountAuth.code.waiting' },
    ] as EventObject[],
    delays: { resendTick: RESEND_TICK_MS },
    serializeState: (s) => JSON.stringify([s.value, (s.context as { secondsLeft: number }).secondsLeft, Object.keys((s.context as { fieldErrors: object }).fieldErrors)]),
  },
  {
    name: 'groceryMerge',
    machine: groceryMergeMachine,
    names: ['groceryHistory', 'groceryDecide'],
    input: (services) => ({ services }),
    events: [
      { type: 'CHOOSE', answer: 'COMBINE' },
      { type: 'SUBMIT' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.groceryHistory', output: { id: 7, account: 'g***g@example.com', orders: [{ orderNo: 'SG-G1', placedAt: 1, currency: 'SGD', total: 9, item: 'Rice', quantity: 1 }] } },
      { type: 'xstate.done.actor.groceryHistory', output: null },
      { type: 'xstate.error.actor.groceryHistory', error: business('PL-USER-SESSION-EXPIRED') },
      { type: 'xstate.error.actor.groceryHistory', error: network() },
      { type: 'xstate.done.actor.groceryDecide', output: { answer: 'COMBINE', account: null } },
      { type: 'xstate.error.actor.groceryDecide', error: business('PL-USER-SESSION-EXPIRED') },
      { type: 'xstate.error.actor.groceryDecide', error: business('PL-USER-GROCERY-NOT-FOUND') },
      { type: 'xstate.error.actor.groceryDecide', error: new ApiError('timeout', 'TIMEOUT') },
    ] as EventObject[],
    serializeState: (s) => JSON.stringify([s.value, (s.context as { answer: unknown }).answer, Object.keys((s.context as { fieldErrors: object }).fieldErrors)]),
  },
  {
    name: 'trustedDevice',
    machine: trustedDeviceMachine,
    names: ['requests', 'decide'],
    input: (services) => ({ services }),
    events: [
      { type: 'APPROVE', requestId: 'r-1' },
      { type: 'NOT_ME', requestId: 'r-1' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'RETRY' },
      { type: 'REFRESH' },
      { type: 'xstate.done.actor.requests', output: [{ requestId: 'r-1', purpose: 'LOGIN', requestedAt: 1, expiresAt: 300_001, address: '203.0.113.9', browser: 'Chrome', system: 'Linux' }] },
      { type: 'xstate.error.actor.requests', error: business('PL-USER-SESSION-EXPIRED') },
      { type: 'xstate.error.actor.requests', error: network() },
      { type: 'xstate.done.actor.decide' },
      { type: 'xstate.error.actor.decide', error: business('PL-USER-VERIFICATION-EXPIRED') },
      { type: 'xstate.error.actor.decide', error: business('PL-USER-SESSION-EXPIRED') },
      { type: 'xstate.error.actor.decide', error: network() },
    ] as EventObject[],
    serializeState: (s) => JSON.stringify([s.value, (s.context as { decision: string }).decision]),
  },
];

describe.each(walks)('$name: model-based walk', (walk) => {
  const plan = modelPaths(walk.machine, {
    input: walk.input({}),
    events: enabledEvents(walk.events),
    ...(walk.serializeState ? { serializeState: walk.serializeState } : {}),
    limit: 2_000,
  });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition definition', () => {
    const cov = coverage(walk.machine, paths);
    // `start` states are transient (their eventless branches are the walks' first states). The walks start with a
    // token; `incomplete` (no token at all) is reached only from an input without one: its own scenario below.
    expect(cov.unvisitedStates.filter((s) => !s.endsWith('.start') && !s.endsWith('.incomplete'))).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts(walk.name, [plan], cov);
  });

  it('replays every path on the real machine', async () => {
    for (const path of paths) {
      const runner = createPageRunner({
        machine: walk.machine,
        names: walk.names,
        input: (stubs) => walk.input(stubs.services),
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
        delays: walk.delays,
      });
      await runModelPath(path, runner);
      runner.stop();
      expect(vi.getTimerCount()).toBe(0);
    }
  }, 60_000);
});

describe('page machines: scenarios', () => {
  it('trusted device: lists the request, "This wasn\'t me" asks first, a failed answer is retried with the same answer', async () => {
    const calls: string[] = [];
    let fail = true;
    const request = { requestId: 'r-1', purpose: 'LOGIN', requestedAt: 1, expiresAt: 300_001, address: '203.0.113.9', browser: 'Chrome', system: 'Linux' } as const;
    const services = {
      requests: () => Promise.resolve([request]),
      decide: (requestId: string, decision: string) => {
        calls.push(`${requestId}:${decision}`);
        return fail ? Promise.reject(network()) : Promise.resolve();
      },
    };
    const actor = createActor(trustedDeviceMachine, { input: { services } }).start();
    await flush();
    expect(selectTrustedDeviceView(actor.getSnapshot())).toMatchObject({ stage: 'list', requests: [request], dialog: 'closed' });
    actor.send({ type: 'NOT_ME', requestId: 'r-1' });
    expect(selectTrustedDeviceView(actor.getSnapshot()).dialog).toBe('open');
    expect(calls).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(selectTrustedDeviceView(actor.getSnapshot()).dialog).toBe('busy');
    await flush();
    expect(selectTrustedDeviceView(actor.getSnapshot())).toMatchObject({ stage: 'list', dialog: 'open', error: { server: { key: 'NETWORK_ERROR' } } });
    fail = false;
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls).toEqual(['r-1:REJECTED', 'r-1:REJECTED']);
    expect(selectTrustedDeviceView(actor.getSnapshot())).toMatchObject({ stage: 'decided', decision: 'REJECTED', error: null });
  });

  it('change password: the page runs the account area\'s password change for the buyer it loaded (set one by code when there is none)', async () => {
    const stubs = createAccountStubs();
    let user: unknown = { id: '7', email: 'buyer.sg@example.com', phone: '91234567', hasPassword: false };
    const services = { ...stubs.services, currentUser: () => Promise.resolve(user) };
    const actor = createActor(changePasswordMachine, { input: { services: services as never, site: SG } }).start();
    await flush();
    expect(selectChangePasswordView(actor.getSnapshot())).toEqual({ status: 'changing', hasPassword: false, error: null });
    const change = selectPasswordChange(actor.getSnapshot())!;
    expect(selectChangeView(change.getSnapshot())).toMatchObject({ kind: 'password', step: 'identityCodeChoose', hasPassword: false });
    change.send({ type: 'SEND_IDENTITY_CODE', channel: 'email' });
    stubs.resolve('sendIdentityCode', { codeLength: 6, identifier: 'b***r@example.com' });
    await flush();
    change.send({ type: 'SUBMIT_IDENTITY_CODE', code: '123456' });
    stubs.resolve('verifyIdentity', { token: 'set-tok' });
    await flush();
    change.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: '', newPassword: GOOD, retype: GOOD });
    expect(stubs.argsOf('changePassword')).toEqual([{ token: 'set-tok', newPassword: GOOD }]);
    stubs.resolve('changePassword');
    await flush();
    expect(selectChangePasswordView(actor.getSnapshot()).status).toBe('done');
    expect(selectPasswordChange(actor.getSnapshot())).toBeUndefined();

    // A session that ends while the buyer types: the page offers login (and comes back here).
    user = { id: '7', email: 'buyer.sg@example.com', hasPassword: true };
    const second = createActor(changePasswordMachine, { input: { services: services as never, site: SG } }).start();
    await flush();
    const form = selectPasswordChange(second.getSnapshot())!;
    expect(selectChangeView(form.getSnapshot()).step).toBe('password');
    form.send({ type: 'SUBMIT_NEW_PASSWORD', currentPassword: 'Old~Pass1', newPassword: GOOD, retype: GOOD });
    stubs.reject('changePassword', business('PL-USER-SESSION-EXPIRED'));
    await flush();
    expect(selectChangePasswordView(second.getSnapshot()).status).toBe('signedOut');
  });

  it('password link: no answer is the §8 "check the internet and retry" text; a refusal is the server\'s own', () => {
    expect(linkFailure(network())).toEqual({ key: 'error.guest.resendFailed' });
    expect(linkFailure(business('PL-USER-CODE-RESEND-TOO-SOON'))).toMatchObject({ server: { key: 'PL-USER-CODE-RESEND-TOO-SOON' } });
  });

  it('restore and account-auth: a page without a token says the link is incomplete (not expired) at once, without a call', () => {
    for (const machine of [accountRestoreMachine, accountAuthMachine]) {
      const called: string[] = [];
      const services = new Proxy({}, { get: (_, name) => () => (called.push(String(name)), new Promise(() => {})) });
      const actor = createActor(machine as AnyStateMachine, { input: { services, token: '', site: 'SG', phonePrefixCode: '65' } }).start();
      expect(actor.getSnapshot().value).toBe('incomplete');
      expect(called).toEqual([]);
      actor.stop();
    }
  });
});
