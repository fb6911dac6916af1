import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.js';
import type { VerifyResult } from '../api/types.js';
import { RESEND_COUNTDOWN_MS, RESET_SUCCESS_COUNTDOWN_MS } from '../config/constants.js';
import { resolveHosts } from '../config/hosts.js';
import { getSite } from '../config/sites.js';
import type { FlowOutput, ShortcutTarget } from './contract.js';
import {
  forgotMachine,
  selectForgotFlowView,
  type CompletePasswordEntry,
  selectForgotView,
  selectResetView,
  SUCCESS_TICK_MS,
  type ForgotEvent,
  type ForgotInput,
  type ForgotSnapshot,
} from './forgot.machine.js';
import { coverage, reportCounts } from './model-coverage.js';
import {
  createFlowRunner,
  createPopupHost,
  createServiceStubs,
  fieldErrorNames,
  flush,
  modelPaths,
  runModelPath,
  type ModelEvent,
  type ModelSnapshot,
  type ServiceStubs,
} from './test-utils.js';
import type { VerifyOutput, VerifySubmitResult } from './verify.machine.js';

const CONFIG = { site: getSite('SG'), env: 'production' as const, hosts: resolveHosts('SG', 'production') };
const input = (stubs: ServiceStubs, extra: Partial<ForgotInput> = {}): ForgotInput => ({
  services: stubs.services,
  config: CONFIG,
  ...extra,
});
const VERIFIED: VerifyResult = { token: 'verified-token', tokenType: 'RESET_PASSWORD' };
const VERIFY_URL = 'https://member.shop.sg/user/verify?scene=reset';
const SECOND: VerifyResult = { token: 'second-token', tokenType: 'ACCOUNT_SECOND_VERIFICATION', verifyUrl: VERIFY_URL };
const SECOND_URL = `${VERIFY_URL}&redirect=${encodeURIComponent('https://member.shop.sg/user/reset-password')}`;
const PASSWORD = 'Secret1!x';
/** COMPLETE_PASSWORD_FOR_LOGIN's data (examples/server: an unverified reset token and the masked address). */
const LOGIN_EMAIL: CompletePasswordEntry = { token: 'login-reset-token', identifier: 'n***g@example.com', identifierType: 'email' };
const LOGIN_PHONE: CompletePasswordEntry = { token: 'login-reset-token', identifier: '+65 9*** **05', identifierType: 'phone' };
const apiError = (key: string, kind: ApiError['kind'] = 'business') => new ApiError(kind, key, { displayMessage: `${key} text` });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('forgotMachine: model-based walk', () => {
  const verified = (result: VerifyResult): VerifySubmitResult => ({ type: 'verified', result });
  const events: ModelEvent[] = [
    { type: 'SUBMIT', account: 'jane@example.com' },
    { type: 'SUBMIT', account: '8123 4567' },
    { type: 'SUBMIT', account: 'jane@' },
    { type: 'SUBMIT', account: '' },
    { type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD },
    { type: 'SUBMIT_RESET', password: 'short', retype: 'other' },
    ...(['shopping', 'cart', 'wishlist', 'account'] as const).map((target) => ({ type: 'GO_TO', target })),
    { type: 'INPUT', field: 'account' },
    { type: 'BACK' },
    // Passed on to the verify child, which ignores these here (see registry.machine.test.ts).
    { type: 'SUBMIT_CODE', code: '12' },
    { type: 'RESEND' },
    { type: 'TO_METHOD_LIST' },
    { type: 'xstate.done.actor.applyResetPassword', output: { token: 'reset-token', type: 'RESET_PASSWORD' } },
    { type: 'xstate.error.actor.applyResetPassword', error: apiError('PL-USER-NOT-EXIST') },
    { type: 'xstate.done.actor.sendEmailCode', output: { codeLength: 6 } },
    { type: 'xstate.error.actor.sendEmailCode', error: apiError('NETWORK_ERROR', 'network') },
    { type: 'xstate.done.actor.sendResetSms', output: { codeLength: 6 } },
    { type: 'xstate.error.actor.sendResetSms', error: apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic') },
    { type: 'xstate.done.actor.verify', output: verified(VERIFIED) },
    { type: 'xstate.done.actor.verify', output: verified(SECOND) },
    { type: 'xstate.done.actor.verify', output: verified({ token: 'second-token', tokenType: 'ACCOUNT_SECOND_VERIFICATION' }) },
    { type: 'xstate.done.actor.verify', output: { type: 'back' } satisfies FlowOutput },
    { type: 'xstate.done.actor.resetPassword', output: {} },
    { type: 'xstate.error.actor.resetPassword', error: apiError('PL-USER-TOKEN-EXPIRED') },
    { type: 'xstate.error.actor.resetPassword', error: apiError('NETWORK_ERROR', 'network') },
  ];
  // The account type picks the code's channel, and the success countdown (5..1) picks close or tick.
  const serializeState = (s: ModelSnapshot) => {
    const { accountType, secondsLeft } = s.context as { accountType: string; secondsLeft: number };
    return JSON.stringify([s.value, accountType, secondsLeft, fieldErrorNames(s)]);
  };
  const options = {
    events: () => events,
    serializeState,
    limit: 5_000,
    keepUnchanged: true,
    ignoreEvents: ['CHANGE_NUMBER'],
  };
  // Four entries: ForgetPassword, a login's COMPLETE_PASSWORD_FOR_LOGIN by e-mail and by phone, and the member
  // page /user/reset-password with a verified token (a link, or back from the identity verification page).
  const entries = [
    ['from ForgetPassword', {}],
    ['from a login, by e-mail', { completePassword: LOGIN_EMAIL }],
    ['from a login, by phone', { completePassword: LOGIN_PHONE }],
    ['from a verified link', { verifiedToken: 'link-token' }],
  ] as const;
  const plans = entries.map(([name, extra]) => [name, modelPaths(forgotMachine, { ...options, input: input(createServiceStubs(), extra) }), extra] as const);
  const cover = coverage(forgotMachine, plans.flatMap(([, plan]) => plan.transitionPaths));

  it('reaches every state node and takes every transition definition', () => {
    // `start` states are transient: their eventless branches are the walks' first states.
    expect(cover.unvisitedStates).toEqual(['forgot.start', 'forgot.code.start']);
    expect(plans.map(([, plan]) => plan.statePaths[0]?.state.value)).toEqual([
      { account: 'editing' },
      { code: 'sendingEmailCode' },
      { code: 'sendingResetSms' },
      { reset: 'editing' },
    ]);
    // CHANGE_NUMBER's forwarding is taken on the real actor whenever the model's verify child answers `back`.
    expect(cover.untakenTransitions).toEqual(['forgot.verify --CHANGE_NUMBER[0]']);
    reportCounts('forgot (from ForgetPassword, from a login by e-mail and phone, from a verified link)', plans.map(([, plan]) => plan), cover);
  });

  it.each(plans)('replays every transition path %s on the real machine', async (_name, plan, extra) => {
    for (const path of plan.transitionPaths) {
      const runner = createFlowRunner({
        logic: forgotMachine,
        input: (stubs) => input(stubs, extra),
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
        delayMs: (delay) => {
          expect(delay).toBe('successTick');
          return SUCCESS_TICK_MS;
        },
        exec: (event, { stubs, host }) => {
          if (event.type !== 'xstate.done.actor.verify') return false;
          const output = (event as unknown as { output: VerifyOutput }).output;
          if (output.type === 'back') {
            host.flow.send({ type: 'CHANGE_NUMBER' });
            return true;
          }
          if (output.type !== 'verified') throw new Error(`Unexpected verify output ${output.type}`);
          const email = (host.flow.getSnapshot() as ForgotSnapshot).context.accountType === 'email';
          host.flow.send({ type: 'SUBMIT_CODE', code: '123456' });
          stubs.resolve(email ? 'verifyEmailCode' : 'verifyResetPhoneCode', output.result);
          return true;
        },
        check: (snapshot: ForgotSnapshot) => {
          const flow = selectForgotFlowView(snapshot);
          if (snapshot.status !== 'active') return;
          // From a login there is no ForgetPassword: Verify shows while its first code is on the way.
          const verifying = snapshot.matches('verify') || (snapshot.matches('code') && snapshot.context.entry === 'login');
          expect(flow.screen).toBe(verifying ? 'Verify' : snapshot.matches('reset') ? 'ResetPassword' : 'ForgetPassword');
          expect(flow.reset.success !== null).toBe(snapshot.matches({ reset: 'success' }));
        },
      });
      await runModelPath(path, runner);
      runner.context().host.root.stop();
      expect(vi.getTimerCount()).toBe(0);
    }
    // Every path of a walk in one test (the success view's stopped countdown adds a branch per second).
  }, 60_000);
});

describe('forgotMachine: scenarios', () => {
  const start = (extra: Partial<ForgotInput> = {}) => {
    const stubs = createServiceStubs();
    const host = createPopupHost(forgotMachine, input(stubs, extra));
    const snapshot = () => host.flow.getSnapshot() as ForgotSnapshot;
    const send = (event: ForgotEvent) => host.flow.send(event);
    return { stubs, host, snapshot, send, flow: () => selectForgotFlowView(snapshot()) };
  };

  /** From a login's COMPLETE_PASSWORD_FOR_LOGIN: the code sent and verified, on ResetPassword with the verified token. */
  const atReset = async (verifiedToken = VERIFIED.token) => {
    const t = start({ completePassword: LOGIN_EMAIL });
    t.stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    t.send({ type: 'SUBMIT_CODE', code: '123456' });
    t.stubs.resolve('verifyEmailCode', { token: verifiedToken, tokenType: 'RESET_PASSWORD' });
    await flush();
    return t;
  };

  /** Account submitted, token issued, code sent: on Verify. */
  const toVerify = async (account: string) => {
    const t = start();
    t.send({ type: 'SUBMIT', account });
    t.stubs.resolve('applyResetPassword', { token: 'reset-token', type: 'RESET_PASSWORD' });
    await flush();
    t.stubs.resolve(account.includes('@') ? 'sendEmailCode' : 'sendResetSms', { codeLength: 6 });
    await flush();
    return t;
  };

  it('resets by e-mail: token, code, verify, new password, then the 5 s success countdown closes', async () => {
    const { stubs, host, snapshot, send, flow } = start();
    expect(flow().screen).toBe('ForgetPassword');
    send({ type: 'SUBMIT', account: ' jane@example.com ' });
    expect(snapshot().hasTag('pending')).toBe(true);
    expect(stubs.argsOf('applyResetPassword')).toEqual(['jane@example.com']);
    stubs.resolve('applyResetPassword', { token: 'reset-token', type: 'RESET_PASSWORD' });
    await flush();
    expect(stubs.argsOf('sendEmailCode')).toEqual([
      { type: 'RESET_PASSWORD', email: 'jane@example.com', token: 'reset-token', resend: false },
    ]);
    stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    expect(flow().screen).toBe('Verify');
    expect(flow().verify).toMatchObject({ identifier: 'jane@example.com', identifierType: 'email', deliveryType: 'EMAIL' });
    send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(stubs.argsOf('verifyEmailCode')).toEqual([
      { type: 'RESET_PASSWORD', email: 'jane@example.com', code: '123456', token: 'reset-token' },
    ]);
    stubs.resolve('verifyEmailCode', VERIFIED);
    await flush();
    expect(flow().screen).toBe('ResetPassword');
    expect(selectResetView(snapshot())).toEqual({ success: null });
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    expect(stubs.argsOf('resetPassword')).toEqual([{ password: PASSWORD, token: 'verified-token' }]);
    expect(JSON.stringify(snapshot().context)).not.toContain(PASSWORD);
    stubs.resolve('resetPassword', {});
    await flush();
    expect(selectResetView(snapshot())).toEqual({ success: { secondsLeft: 5, stopped: false } });
    for (let left = 4; left >= 1; left -= 1) {
      vi.advanceTimersByTime(SUCCESS_TICK_MS);
      expect(selectResetView(snapshot())).toEqual({ success: { secondsLeft: left, stopped: false } });
    }
    vi.advanceTimersByTime(SUCCESS_TICK_MS - 1);
    expect(snapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ type: 'close' });
    expect(vi.getTimerCount()).toBe(0);
    expect(host.notices).toEqual([]);
  });

  it('counts down exactly RESET_SUCCESS_COUNTDOWN_MS', async () => {
    const { stubs, snapshot, send } = await atReset('t');
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    stubs.resolve('resetPassword', {});
    await flush();
    vi.advanceTimersByTime(RESET_SUCCESS_COUNTDOWN_MS - 1);
    expect(snapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(snapshot().output).toEqual({ type: 'close' });
  });

  it('resets by phone: national number for the calls, E.164 on Verify', async () => {
    const { stubs, send, flow } = start();
    send({ type: 'SUBMIT', account: '+65 8123 4567' });
    expect(stubs.argsOf('applyResetPassword')).toEqual(['81234567']);
    stubs.resolve('applyResetPassword', { token: 'reset-token', type: 'RESET_PASSWORD' });
    await flush();
    expect(stubs.argsOf('sendResetSms')).toEqual([{ phone: '81234567', token: 'reset-token', resend: false }]);
    stubs.resolve('sendResetSms', { codeLength: 6 });
    await flush();
    expect(flow().verify).toMatchObject({ identifier: '+6581234567', identifierType: 'phone', deliveryType: 'SMS' });
    send({ type: 'SUBMIT_CODE', code: '654321' });
    expect(stubs.argsOf('verifyResetPhoneCode')).toEqual([{ phone: '81234567', code: '654321', token: 'reset-token' }]);
    stubs.resolve('verifyResetPhoneCode', VERIFIED);
    await flush();
    expect(flow().screen).toBe('ResetPassword');
  });

  it('from a login (COMPLETE_PASSWORD_FOR_LOGIN) by e-mail: a code to the token\'s account first, then the verified token resets', async () => {
    const { stubs, host, snapshot, send, flow } = start({ completePassword: LOGIN_EMAIL });
    // Verify shows at once, with the masked address, while the code is on its way.
    expect(flow().screen).toBe('Verify');
    expect(snapshot().hasTag('pending')).toBe(true);
    expect(flow().verify).toMatchObject({ identifier: 'n***g@example.com', identifierType: 'email', deliveryType: 'EMAIL', canResend: false });
    // The token names the account: no address (the masked one would not match it).
    expect(stubs.argsOf('sendEmailCode')).toEqual([{ type: 'RESET_PASSWORD', token: 'login-reset-token', resend: false }]);
    expect(stubs.argsOf('sendEmailCode')[0]).not.toHaveProperty('email');
    stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    expect(flow().verify).toMatchObject({ identifier: 'n***g@example.com', identifierType: 'email', secondsLeft: 60 });
    expect(snapshot().hasTag('pending')).toBe(false);
    vi.advanceTimersByTime(RESEND_COUNTDOWN_MS);
    send({ type: 'RESEND' });
    expect(stubs.argsOf('sendEmailCode')[1]).toEqual({ type: 'RESET_PASSWORD', token: 'login-reset-token', resend: true });
    stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(stubs.argsOf('verifyEmailCode')).toEqual([{ type: 'RESET_PASSWORD', code: '123456', token: 'login-reset-token' }]);
    stubs.resolve('verifyEmailCode', VERIFIED);
    await flush();
    expect(flow().screen).toBe('ResetPassword');
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    expect(stubs.argsOf('resetPassword')).toEqual([{ password: PASSWORD, token: 'verified-token' }]);
    stubs.resolve('resetPassword', {});
    await flush();
    expect(selectResetView(snapshot())).toEqual({ success: { secondsLeft: 5, stopped: false } });
    expect(host.notices).toEqual([]);
  });

  it('from a login by phone: the SMS and its check name no phone, Verify shows the masked one', async () => {
    const { stubs, send, flow } = start({ completePassword: LOGIN_PHONE });
    expect(flow().verify).toMatchObject({ identifier: '+65 9*** **05', identifierType: 'phone', deliveryType: 'SMS' });
    expect(stubs.argsOf('sendResetSms')).toEqual([{ token: 'login-reset-token', resend: false }]);
    stubs.resolve('sendResetSms', { codeLength: 4 });
    await flush();
    expect(flow().verify).toMatchObject({ identifier: '+65 9*** **05', codeLength: 4 });
    send({ type: 'SUBMIT_CODE', code: '1234' });
    expect(stubs.argsOf('verifyResetPhoneCode')).toEqual([{ code: '1234', token: 'login-reset-token' }]);
    stubs.resolve('verifyResetPhoneCode', VERIFIED);
    await flush();
    expect(flow().screen).toBe('ResetPassword');
  });

  it('from a login, a failed code request is a toast and back to Login (a traffic limit: the busy dialog)', async () => {
    const first = start({ completePassword: LOGIN_EMAIL });
    first.stubs.reject('sendEmailCode', apiError('PL-USER-TOKEN-EXPIRED'));
    await flush();
    expect(first.snapshot().output).toEqual({ type: 'back' });
    expect(first.host.notices).toEqual([
      { type: 'SHOW_TOAST', message: { server: { key: 'PL-USER-TOKEN-EXPIRED', displayMessage: 'PL-USER-TOKEN-EXPIRED text' } }, tone: 'error' },
    ]);
    const second = start({ completePassword: LOGIN_PHONE });
    const busy = apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic');
    second.stubs.reject('sendResetSms', busy);
    await flush();
    expect(second.snapshot().output).toEqual({ type: 'back' });
    expect(second.host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
  });

  it('from a login, "change number" and an unusable verified answer go back to Login', async () => {
    const first = start({ completePassword: LOGIN_EMAIL });
    first.stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    first.send({ type: 'CHANGE_NUMBER' });
    await flush();
    expect(first.snapshot().output).toEqual({ type: 'back' });
    const second = start({ completePassword: LOGIN_EMAIL });
    second.stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    second.send({ type: 'SUBMIT_CODE', code: '123456' });
    second.stubs.resolve('verifyEmailCode', { token: 't', tokenType: 'ACCOUNT_SECOND_VERIFICATION' });
    await flush();
    expect(second.snapshot().output).toEqual({ type: 'back' });
    expect(second.host.notices).toEqual([{ type: 'SHOW_TOAST', message: { key: 'error.somethingWrong' }, tone: 'error' }]);
  });

  it('checks the account on the client, keeping what was typed', () => {
    const { stubs, snapshot, send } = start();
    send({ type: 'SUBMIT', account: '' });
    expect(snapshot().context.fieldErrors).toEqual({ account: { key: 'validation.required' } });
    send({ type: 'SUBMIT', account: 'jane@' });
    expect(snapshot().context.fieldErrors).toEqual({ account: { key: 'validation.email.invalid' } });
    send({ type: 'SUBMIT', account: '1234' });
    expect(snapshot().context.fieldErrors).toEqual({ account: { key: 'validation.phone.invalid' } });
    expect(selectForgotView(snapshot())).toEqual({ values: { account: '1234' } });
    send({ type: 'INPUT', field: 'account' });
    expect(snapshot().context.fieldErrors).toEqual({});
    expect(stubs.calls).toHaveLength(0);
  });

  it('toasts a failed code check, then stays on Verify with the error shown', async () => {
    const { stubs, host, send, flow } = await toVerify('jane@example.com');
    send({ type: 'SUBMIT_CODE', code: '000000' });
    stubs.reject('verifyEmailCode', apiError('PL-USER-CODE-INCORRECT'));
    await flush();
    expect(host.notices).toEqual([
      {
        type: 'SHOW_TOAST',
        message: { server: { key: 'PL-USER-CODE-INCORRECT', displayMessage: 'PL-USER-CODE-INCORRECT text' } },
        tone: 'error',
      },
    ]);
    expect(flow().screen).toBe('Verify');
    expect((flow().verifySnapshot?.context as { error: unknown }).error).toEqual({
      server: { key: 'PL-USER-CODE-INCORRECT', displayMessage: 'PL-USER-CODE-INCORRECT text' },
    });
    send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('verifyEmailCode', VERIFIED);
    await flush();
    expect(flow().screen).toBe('ResetPassword');
  });

  it('allows a resend 60 s after the code was sent (through verify), with the reset token', async () => {
    const { stubs, send, flow } = await toVerify('81234567');
    expect(flow().verify).toMatchObject({ secondsLeft: 60, canResend: false });
    vi.advanceTimersByTime(RESEND_COUNTDOWN_MS - 1_000);
    send({ type: 'RESEND' });
    expect(stubs.argsOf('sendResetSms')).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(flow().verify).toMatchObject({ secondsLeft: 0, canResend: true });
    send({ type: 'RESEND' });
    expect(stubs.argsOf('sendResetSms')[1]).toEqual({ phone: '81234567', token: 'reset-token', resend: true });
    stubs.resolve('sendResetSms', { codeLength: 6 });
    await flush();
    expect(flow().verify).toMatchObject({ secondsLeft: 60, canResend: false });
  });

  it('sends an ACCOUNT_SECOND_VERIFICATION token to the verify page, redirect back to the reset page, in the top window', async () => {
    const { stubs, snapshot, send } = await toVerify('jane@example.com');
    send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('verifyEmailCode', SECOND);
    await flush();
    expect(snapshot().output).toEqual({ type: 'navigate', url: SECOND_URL, top: true });
  });

  it('goes back to the account step with an error when a second verification has no verify page', async () => {
    const { stubs, snapshot, send, flow } = await toVerify('jane@example.com');
    send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('verifyEmailCode', { token: 't', tokenType: 'ACCOUNT_SECOND_VERIFICATION' });
    await flush();
    expect(flow().screen).toBe('ForgetPassword');
    expect(snapshot().context.error).toEqual({ key: 'error.somethingWrong' });
    expect(flow().forgot.values.account).toBe('jane@example.com');
  });

  it.each([
    ['CHANGE_NUMBER', { type: 'CHANGE_NUMBER' }],
    ['BACK', { type: 'BACK' }],
  ] as const)('goes back from Verify to the account step on %s', async (_name, event) => {
    const { send, flow } = await toVerify('jane@example.com');
    send(event);
    await flush();
    expect(flow().screen).toBe('ForgetPassword');
    expect(flow().forgot.values.account).toBe('jane@example.com');
  });

  it('checks the new password and its retype; a refused reset stays under the field, a failed one on the screen', async () => {
    const { stubs, host, snapshot, send } = await atReset();
    const callsBefore = stubs.calls.length;
    send({ type: 'SUBMIT_RESET', password: 'password1', retype: 'password2' });
    expect(snapshot().context.fieldErrors).toEqual({
      newPassword: { key: 'validation.newPassword.rule' },
      retypePassword: { key: 'validation.newPassword.mismatch' },
    });
    send({ type: 'INPUT', field: 'retypePassword' });
    expect(snapshot().context.fieldErrors).toEqual({ newPassword: { key: 'validation.newPassword.rule' } });
    expect(stubs.calls).toHaveLength(callsBefore);
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    // The verified token: the login's own token is not one resetPassword accepts.
    expect(stubs.argsOf('resetPassword')).toEqual([{ password: PASSWORD, token: 'verified-token' }]);
    // Refused: the message stays under the new-password field (not a toast that goes away), until it is edited.
    stubs.reject('resetPassword', apiError('PL-USER-INPUT-INVALID'));
    await flush();
    expect(snapshot().value).toEqual({ reset: 'editing' });
    expect(snapshot().context.fieldErrors).toEqual({
      newPassword: { server: { key: 'PL-USER-INPUT-INVALID', displayMessage: 'PL-USER-INPUT-INVALID text' } },
    });
    expect(host.notices).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(snapshot().context.fieldErrors).toHaveProperty('newPassword');
    send({ type: 'INPUT', field: 'newPassword' });
    expect(snapshot().context.fieldErrors).toEqual({});
    // An expired verification or a failed call: the screen's own error, which stays (announced by the screen).
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    stubs.reject('resetPassword', apiError('PL-USER-VERIFICATION-EXPIRED'));
    await flush();
    expect(snapshot().context.error).toEqual({ server: { key: 'PL-USER-VERIFICATION-EXPIRED', displayMessage: 'PL-USER-VERIFICATION-EXPIRED text' } });
    expect(snapshot().context.fieldErrors).toEqual({});
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    expect(snapshot().context.error).toBeNull();
    stubs.reject('resetPassword', apiError('NETWORK_ERROR', 'network'));
    await flush();
    expect(snapshot().context.error).toEqual({ server: { key: 'NETWORK_ERROR', displayMessage: 'NETWORK_ERROR text' } });
    expect(host.notices).toEqual([]);
    const busy = apiError('FAIL_SYS_TRAFFIC_LIMIT', 'traffic');
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    stubs.reject('resetPassword', busy);
    await flush();
    expect(host.notices.at(-1)).toEqual({ type: 'FLOW_BUSY', error: busy });
  });

  it('the success countdown can be turned off (WCAG 2.2.1): then nothing closes the popup but the buyer', async () => {
    const { stubs, snapshot, send, flow } = await atReset('t');
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    stubs.resolve('resetPassword', {});
    await flush();
    vi.advanceTimersByTime(2 * SUCCESS_TICK_MS);
    expect(flow().reset.success).toEqual({ secondsLeft: 3, stopped: false });
    send({ type: 'STOP_COUNTDOWN' });
    expect(flow().reset.success).toEqual({ secondsLeft: 3, stopped: true });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(snapshot().status).toBe('active');
    send({ type: 'GO_TO', target: 'cart' });
    expect(snapshot().output).toEqual({ type: 'navigate', url: 'https://cart.shop.sg' });
  });

  it('from a login, BACK on Verify and on ResetPassword is the root\'s (not the flow\'s)', async () => {
    const { stubs, snapshot, send, flow } = start({ completePassword: LOGIN_EMAIL });
    stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    expect(flow().screen).toBe('Verify');
    expect(snapshot().can({ type: 'BACK' })).toBe(false);
    send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('verifyEmailCode', VERIFIED);
    await flush();
    expect(flow().screen).toBe('ResetPassword');
    send({ type: 'BACK' });
    expect(snapshot().value).toEqual({ reset: 'editing' });
  });

  it('goes back from ResetPassword to the account step when it came from there', async () => {
    const { stubs, send, flow } = await toVerify('jane@example.com');
    send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('verifyEmailCode', VERIFIED);
    await flush();
    send({ type: 'BACK' });
    expect(flow().screen).toBe('ForgetPassword');
  });

  it('shows a failed token or code request inline (a traffic limit: the busy dialog)', async () => {
    const { stubs, host, snapshot, send } = start();
    send({ type: 'SUBMIT', account: 'jane@example.com' });
    stubs.reject('applyResetPassword', apiError('PL-USER-NOT-EXIST'));
    await flush();
    expect(snapshot().value).toEqual({ account: 'editing' });
    expect(snapshot().context.error).toEqual({ server: { key: 'PL-USER-NOT-EXIST', displayMessage: 'PL-USER-NOT-EXIST text' } });
    send({ type: 'SUBMIT', account: 'jane@example.com' });
    expect(snapshot().context.error).toBeNull();
    stubs.resolve('applyResetPassword', { token: 'reset-token', type: 'RESET_PASSWORD' });
    await flush();
    const busy = apiError('FAIL_SYS_FLOWLIMIT', 'traffic');
    stubs.reject('sendEmailCode', busy);
    await flush();
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error: busy }]);
    expect(snapshot().context.error).toBeNull();
  });

  it.each([
    ['shopping', 'https://www.shop.sg'],
    ['cart', 'https://cart.shop.sg'],
    ['wishlist', 'https://my.shop.sg/wishlist'],
    ['account', 'https://member.shop.sg/user/profile#dashboard'],
  ] as const)('takes the %s shortcut from the success view', async (target: ShortcutTarget, url) => {
    const { stubs, snapshot, send } = await atReset('t');
    send({ type: 'GO_TO', target });
    expect(snapshot().status).toBe('active');
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    stubs.resolve('resetPassword', {});
    await flush();
    vi.advanceTimersByTime(2 * SUCCESS_TICK_MS);
    send({ type: 'GO_TO', target });
    expect(snapshot().output).toEqual({ type: 'navigate', url });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer when the root popup stops it during the countdown', async () => {
    const { stubs, host, send } = await atReset('t');
    send({ type: 'SUBMIT_RESET', password: PASSWORD, retype: PASSWORD });
    stubs.resolve('resetPassword', {});
    await flush();
    expect(vi.getTimerCount()).toBe(1);
    host.root.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
