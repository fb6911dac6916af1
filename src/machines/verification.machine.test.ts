/**
 * Identity verification's statechart: a model-based walk (every state node and transition definition, each path
 * replayed on the real machine with the verification services stubbed at the I/O boundary and fake timers; the code
 * entry is the real verify child) and scenarios.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { VERIFIED_RETURN_MS } from '../config/constants.js';
import { ApiError } from '../api/errors.js';
import type { VerificationInfo, VerificationResult } from '../api/verification.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { createPageRunner, createPageStubs } from './page-test-utils.js';
import { modelPaths, runModelPath, type ModelEvent, type ModelSnapshot } from './test-utils.js';
import { DEVICE_POLL_MS, verificationMachine, type VerificationOutput } from './verification.machine.js';
import { selectVerificationView } from './verification.view.js';
import type { VerifyOutput } from './verify.machine.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const business = (key: string) => new ApiError('business', key, {});
const network = () => new ApiError('network', 'NETWORK_ERROR');
const NAMES = ['methods', 'sendCode', 'checkCode', 'askDevice', 'status', 'itemQuestion', 'checkItem', 'checkPassword', 'reject', 'readSmsCode', 'notMyAccount'];
const INFO: VerificationInfo = {
  purpose: 'LOGIN',
  notMyAccount: true,
  secondsLeft: 300,
  methods: [
    { type: 'SMS', target: '+65 9*** **03' },
    { type: 'EMAIL', target: 's***g@example.com' },
    { type: 'DEVICE' },
    { type: 'VOICE', target: '+65 9*** **03' },
    { type: 'ITEM' },
    { type: 'PASSWORD' },
  ],
};
const LOGIN: VerificationResult = { type: 'login', login: { loginSuccess: true } };
const OWN: VerificationResult = { type: 'login', login: { loginSuccess: true, userId: 'new-account' } };
const RESET: VerificationResult = { type: 'reset', token: 'reset-token' };
const OPTIONS = [
  { id: 'a', name: 'Canvas backpack', image: 'https://x/backpack.png' },
  { id: 'b', name: 'Indoor plant in a pot', image: 'https://x/plant.png' },
];

const events: ModelEvent[] = [
  { type: 'RETRY' },
  ...INFO.methods.map((m) => ({ type: 'CHOOSE', method: m.type })),
  { type: 'OTHER_METHOD' },
  { type: 'PICK', option: 'a' },
  { type: 'SUBMIT_PASSWORD', password: 'Passw0rd!' },
  { type: 'SUBMIT_PASSWORD', password: '' },
  { type: 'NOT_ME' },
  { type: 'CANCEL_REJECT' },
  { type: 'CONFIRM_REJECT' },
  { type: 'CONTINUE' },
  { type: 'START_AGAIN' },
  { type: 'NOT_MY_ACCOUNT' },
  // The not-mine part's ends (its own chart is walked in verification-not-mine.machine.test.ts).
  { type: 'xstate.done.actor.notMine', output: { type: 'created', result: OWN } },
  { type: 'xstate.done.actor.notMine', output: { type: 'expired' } },
  { type: 'xstate.done.actor.notMine', output: { type: 'cancelled' } },
  { type: 'xstate.done.actor.methods', output: INFO },
  { type: 'xstate.done.actor.methods', output: { ...INFO, notMyAccount: false } },
  { type: 'xstate.error.actor.methods', error: business('PL-USER-VERIFICATION-EXPIRED') },
  { type: 'xstate.error.actor.methods', error: business('PL-USER-VERIFICATION-REJECTED') },
  { type: 'xstate.error.actor.methods', error: network() },
  { type: 'xstate.done.actor.sendCode', output: { codeLength: 6, target: '+65 9*** **03' } },
  { type: 'xstate.error.actor.sendCode', error: business('PL-USER-CODE-SEND-LIMIT') },
  { type: 'xstate.error.actor.sendCode', error: business('PL-USER-VERIFICATION-EXPIRED') },
  { type: 'xstate.done.actor.verify', output: { type: 'verified', result: LOGIN } },
  { type: 'xstate.done.actor.verify', output: { type: 'back' } },
  { type: 'xstate.done.actor.askDevice' },
  { type: 'xstate.error.actor.askDevice', error: network() },
  { type: 'xstate.done.actor.status', output: null },
  { type: 'xstate.done.actor.status', output: LOGIN },
  { type: 'xstate.error.actor.status', error: business('PL-USER-VERIFICATION-REJECTED') },
  { type: 'xstate.error.actor.status', error: network() },
  { type: 'xstate.done.actor.itemQuestion', output: OPTIONS },
  { type: 'xstate.error.actor.itemQuestion', error: business('PL-USER-VERIFICATION-TOO-MANY-TRIES') },
  { type: 'xstate.error.actor.itemQuestion', error: network() },
  { type: 'xstate.done.actor.checkItem', output: LOGIN },
  { type: 'xstate.error.actor.checkItem', error: business('PL-USER-VERIFICATION-WRONG-ANSWER') },
  { type: 'xstate.error.actor.checkItem', error: business('PL-USER-VERIFICATION-TOO-MANY-TRIES') },
  { type: 'xstate.error.actor.checkItem', error: network() },
  { type: 'xstate.done.actor.checkPassword', output: RESET },
  { type: 'xstate.error.actor.checkPassword', error: business('PL-USER-LOGIN-INCORRECT') },
  { type: 'xstate.done.actor.reject' },
  { type: 'xstate.error.actor.reject', error: network() },
  { type: 'xstate.error.actor.reject', error: business('PL-USER-VERIFICATION-EXPIRED') },
  // Every step's call may find the verification over: expired or rejected on a device.
  ...['sendCode', 'askDevice', 'status', 'itemQuestion', 'checkItem', 'checkPassword'].flatMap((name) => [
    { type: `xstate.error.actor.${name}`, error: business('PL-USER-VERIFICATION-EXPIRED') },
    { type: `xstate.error.actor.${name}`, error: business('PL-USER-VERIFICATION-REJECTED') },
  ]),
];

describe('verification: model-based walk', () => {
  const input = { services: {}, token: 'tok-1' };
  // Which methods are left decides CHOOSE ITEM (closed after too many tries): part of the state.
  const serializeState = (s: ModelSnapshot) =>
    JSON.stringify([s.value, (s.context as { methods: readonly unknown[] }).methods.length, (s.context as { notMyAccount: boolean }).notMyAccount]);
  const plan = modelPaths(verificationMachine, {
    input,
    events: enabledEvents(events),
    serializeState,
    limit: 5_000,
    // Passed on to the verify and not-mine children (their effect is walked through their done events).
    ignoreEvents: ['SUBMIT_CODE', 'RESEND', 'CHANGE_NUMBER', 'CONFIRM_NOT_MINE', 'CANCEL_NOT_MINE'],
  });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition definition', () => {
    const cov = coverage(verificationMachine, paths);
    // The walk starts with a token; `incomplete` (none at all) has its own scenario ('no token' below).
    expect(cov.unvisitedStates.filter((s) => !s.endsWith('.start') && s !== 'verification.incomplete')).toEqual([]);
    // The events passed on to the code entry and the not-mine part run on the real actor (the child's done event stands for them).
    expect(cov.untakenTransitions.filter((t) => !/--(SUBMIT_CODE|RESEND|CHANGE_NUMBER|CONFIRM_NOT_MINE|CANCEL_NOT_MINE)\[/.test(t))).toEqual([]);
    reportCounts('verification', [plan], cov);
  });

  it('replays every path on the real machine (the code entry is the real verify machine)', async () => {
    for (const path of paths) {
      const runner = createPageRunner({
        machine: verificationMachine,
        names: NAMES,
        input: (stubs) => ({ services: stubs.services, token: 'tok-1' }),
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
        delays: { sessionExpiry: INFO.secondsLeft * 1000, devicePoll: DEVICE_POLL_MS, verifiedReturn: VERIFIED_RETURN_MS },
        exec: (event, { stubs, actor }) => {
          if (event.type === 'xstate.done.actor.notMine') {
            const output = (event as unknown as { output: { type: string } }).output;
            if (output.type === 'cancelled') actor.send({ type: 'CANCEL_NOT_MINE' });
            else {
              actor.send({ type: 'CONFIRM_NOT_MINE' });
              if (output.type === 'created') stubs.resolve('notMyAccount', OWN);
              else stubs.reject('notMyAccount', business('PL-USER-VERIFICATION-EXPIRED'));
            }
            return true;
          }
          if (event.type !== 'xstate.done.actor.verify') return false;
          const output = (event as unknown as { output: VerifyOutput }).output;
          if (output.type === 'back') actor.send({ type: 'CHANGE_NUMBER' });
          else {
            actor.send({ type: 'SUBMIT_CODE', code: '123456' });
            stubs.resolve('checkCode', LOGIN);
          }
          return true;
        },
      });
      await runModelPath(path, runner);
      const snapshot = runner.snapshot() as never;
      // The view accepts every state the walk reaches.
      expect(selectVerificationView(snapshot).stage).toBeTruthy();
      runner.stop();
      expect(vi.getTimerCount()).toBe(0);
    }
  }, 120_000);
});

describe('verification: scenarios', () => {
  const start = (token = 'tok-1') => {
    const stubs = createPageStubs(NAMES);
    const actor = createActor(verificationMachine, { input: { services: stubs.services as never, token } });
    actor.start();
    return { stubs, actor, view: () => selectVerificationView(actor.getSnapshot()) };
  };
  const flush = () => vi.advanceTimersByTimeAsync(0);

  it('no token: the incomplete-link page at once (not the expired one), without a call', () => {
    const { view, stubs } = start('');
    expect(view().stage).toBe('incomplete');
    expect(stubs.argsOf('methods')).toEqual([]);
  });

  it('SMS: the verify child sends the code, the right one approves, CONTINUE ends with the result', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('methods', INFO);
    await flush();
    actor.send({ type: 'CHOOSE', method: 'SMS' });
    expect(view().pending).toBe(true);
    stubs.resolve('sendCode', { codeLength: 6, target: '+65 9*** **03' });
    await flush();
    expect(view().stage).toBe('code');
    expect(view().code?.verify).toMatchObject({ identifier: '+65 9*** **03', deliveryType: 'SMS', secondsLeft: 60 });
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('checkCode', LOGIN);
    await flush();
    expect(view().stage).toBe('approved');
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().output as VerificationOutput).toEqual({ type: 'verified', result: LOGIN });
  });

  it('approved: "Taking you back…" goes back by itself VERIFIED_RETURN_MS later, with the result (issue 27)', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('methods', INFO);
    await flush();
    actor.send({ type: 'CHOOSE', method: 'SMS' });
    stubs.resolve('sendCode', { codeLength: 6, target: '+65 9*** **03' });
    await flush();
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.resolve('checkCode', LOGIN);
    await flush();
    expect(view().stage).toBe('approved');
    await vi.advanceTimersByTimeAsync(VERIFIED_RETURN_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output as VerificationOutput).toEqual({ type: 'verified', result: LOGIN });
  });

  it('SMS with WebOTP: the code the browser reads from the SMS is checked with no typing', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('methods', INFO);
    await flush();
    actor.send({ type: 'CHOOSE', method: 'SMS' });
    stubs.resolve('sendCode', { codeLength: 6, target: '+65 9*** **03' });
    await flush();
    expect(stubs.argsOf('readSmsCode')).toHaveLength(1);
    stubs.resolve('readSmsCode', '246810');
    await flush();
    expect(view().code?.verify.filledCode).toBe('246810');
    expect(stubs.argsOf('checkCode')).toEqual(['tok-1']);
    stubs.resolve('checkCode', LOGIN);
    await flush();
    expect(view().stage).toBe('approved');
  });

  it('trusted device: polls every DEVICE_POLL_MS until approved; the 5 minutes end in the expired dialog', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('methods', { ...INFO, secondsLeft: 10 });
    await flush();
    actor.send({ type: 'CHOOSE', method: 'DEVICE' });
    stubs.resolve('askDevice');
    await flush();
    expect(view().stage).toBe('device');
    await vi.advanceTimersByTimeAsync(DEVICE_POLL_MS);
    stubs.resolve('status', null);
    await flush();
    await vi.advanceTimersByTimeAsync(DEVICE_POLL_MS);
    expect(stubs.argsOf('status')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view().stage).toBe('expired');
    actor.send({ type: 'START_AGAIN' });
    expect(actor.getSnapshot().output).toEqual({ type: 'restart' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('"This was not me": the dialog confirms first; a failed reject keeps the dialog open with the error', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('methods', INFO);
    await flush();
    actor.send({ type: 'NOT_ME' });
    expect(view().dialog).toBe('open');
    actor.send({ type: 'CONFIRM_REJECT' });
    expect(view().dialog).toBe('rejecting');
    stubs.reject('reject', network());
    await flush();
    expect(view().dialog).toBe('open');
    expect(view().dialogError).toEqual({ server: { key: 'NETWORK_ERROR' } });
    actor.send({ type: 'CONFIRM_REJECT' });
    stubs.resolve('reject');
    await flush();
    expect(view()).toMatchObject({ stage: 'rejected', rejectedBy: 'me' });
  });

  it('a wrong item asks a new question with the localized text; too many close the method', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('methods', INFO);
    await flush();
    actor.send({ type: 'CHOOSE', method: 'ITEM' });
    stubs.resolve('itemQuestion', OPTIONS);
    await flush();
    actor.send({ type: 'PICK', option: 'b' });
    stubs.reject('checkItem', business('PL-USER-VERIFICATION-WRONG-ANSWER'));
    await flush();
    expect(view()).toMatchObject({ stage: 'item', error: { key: 'pages.verify.wrongItem' } });
    stubs.reject('itemQuestion', business('PL-USER-VERIFICATION-TOO-MANY-TRIES'));
    await flush();
    expect(view().stage).toBe('choosing');
    expect(view().methods.map((m) => m.type)).not.toContain('ITEM');
    expect(view().error).toEqual({ key: 'pages.verify.tooManyTries' });
  });

  it('"This isn\'t my account": only where the server offers it; confirmed, the new account\'s login is the result and the dialog says so', async () => {
    const offered = start();
    offered.stubs.resolve('methods', { ...INFO, notMyAccount: false });
    await flush();
    offered.actor.send({ type: 'NOT_MY_ACCOUNT' });
    expect(offered.view().notMine).toEqual({ offered: false, dialog: 'closed', error: null });

    const { stubs, actor, view } = start();
    stubs.resolve('methods', INFO);
    await flush();
    actor.send({ type: 'NOT_MY_ACCOUNT' });
    expect(view().notMine).toEqual({ offered: true, dialog: 'open', error: null });
    actor.send({ type: 'CANCEL_NOT_MINE' });
    await flush();
    expect(view().notMine.dialog).toBe('closed');
    expect(stubs.argsOf('notMyAccount')).toEqual([]);
    actor.send({ type: 'NOT_MY_ACCOUNT' });
    actor.send({ type: 'CONFIRM_NOT_MINE' });
    expect(view().notMine.dialog).toBe('creating');
    stubs.reject('notMyAccount', network());
    await flush();
    expect(view().notMine).toEqual({ offered: true, dialog: 'open', error: { server: { key: 'NETWORK_ERROR' } } });
    actor.send({ type: 'CONFIRM_NOT_MINE' });
    stubs.resolve('notMyAccount', OWN);
    await flush();
    expect(view()).toMatchObject({ stage: 'approved', ownAccount: true });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().output as VerificationOutput).toEqual({ type: 'verified', result: OWN });
    expect(stubs.argsOf('notMyAccount')).toEqual(['tok-1', 'tok-1']);
  });

  it('"This isn\'t my account" after the verification is over (the owner locked the account down first): the expired dialog', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('methods', INFO);
    await flush();
    actor.send({ type: 'NOT_MY_ACCOUNT' });
    actor.send({ type: 'CONFIRM_NOT_MINE' });
    stubs.reject('notMyAccount', business('PL-USER-VERIFICATION-EXPIRED'));
    await flush();
    expect(view()).toMatchObject({ stage: 'expired', ownAccount: false });
  });
});
