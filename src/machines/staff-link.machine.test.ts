/**
 * /user/lazadian's statechart (staff-link.machine.ts): a model-based walk (every state node and transition definition,
 * each path replayed on the real machine with the services stubbed at the I/O boundary and fake timers), and the
 * scenarios a buyer meets: the draft kept through every error, the refusals under the field, Retry after no answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { ApiError } from '../api/errors.js';
import type { StaffStatus } from '../api/staff.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { createPageRunner, createPageStubs } from './page-test-utils.js';
import { isNoAnswer, staffFailure, staffLinkMachine } from './staff-link.machine.js';
import { RESEND_TICK_MS } from './resend-countdown.js';
import { selectStaffLinkView } from './staff-link.view.js';
import { flush, modelPaths, runModelPath, type ModelSnapshot } from './test-utils.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const NAMES = ['staffStatus', 'staffSendCode', 'staffConfirm', 'staffUnlink'];
const business = (key: string, data?: Record<string, unknown>) => new ApiError('business', key, data ? { data } : {});
const network = () => new ApiError('network', 'NETWORK_ERROR');
const DOMAINS = ['staff.example.com'];
const NOT_LINKED: StaffStatus = { linked: null, domains: DOMAINS };
const LINKED: StaffStatus = { linked: { email: 'ana@staff.example.com', linkedAt: 1 }, domains: DOMAINS };
const SENT = { email: 'ana@staff.example.com', codeLength: 6, resendAfterSeconds: 2 };

const events = [
  { type: 'INPUT', email: 'ana@staff' },
  { type: 'SUBMIT', email: 'ana@staff.example.com' },
  { type: 'SUBMIT', email: 'ana@gmail.com' },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'SUBMIT_CODE', code: '12' },
  { type: 'INPUT_CODE' },
  { type: 'RESEND' },
  { type: 'EDIT' },
  { type: 'UNLINK' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.staffStatus', output: NOT_LINKED },
  { type: 'xstate.done.actor.staffStatus', output: LINKED },
  { type: 'xstate.error.actor.staffStatus', error: business('PL-USER-SESSION-EXPIRED') },
  { type: 'xstate.error.actor.staffStatus', error: network() },
  { type: 'xstate.done.actor.staffSendCode', output: SENT },
  { type: 'xstate.error.actor.staffSendCode', error: business('PL-USER-STAFF-EMAIL-TAKEN', { field: 'email', messageKey: 'staff.error.taken' }) },
  { type: 'xstate.error.actor.staffSendCode', error: business('PL-USER-CODE-SEND-LIMIT') },
  { type: 'xstate.error.actor.staffSendCode', error: new ApiError('timeout', 'TIMEOUT') },
  { type: 'xstate.error.actor.staffSendCode', error: business('PL-USER-SESSION-EXPIRED') },
  { type: 'xstate.done.actor.staffConfirm', output: LINKED },
  { type: 'xstate.error.actor.staffConfirm', error: business('PL-USER-CODE-INCORRECT') },
  { type: 'xstate.error.actor.staffConfirm', error: network() },
  { type: 'xstate.error.actor.staffConfirm', error: business('PL-USER-SESSION-EXPIRED') },
  { type: 'xstate.done.actor.staffUnlink', output: NOT_LINKED },
  { type: 'xstate.error.actor.staffUnlink', error: network() },
  { type: 'xstate.error.actor.staffUnlink', error: business('PL-USER-SESSION-EXPIRED') },
  { type: 'xstate.after.resendTick.staffLink.code.waiting' },
] as EventObject[];

// Keyed by state, the countdown, what failed and which fields have errors: enough to tell the paths apart, bounded.
const serializeState = (s: ModelSnapshot) => {
  const c = s.context as { secondsLeft: number; failed: unknown; fieldErrors: object; status: StaffStatus | null };
  return JSON.stringify([s.value, c.secondsLeft, c.failed, Object.keys(c.fieldErrors), c.status?.linked ? 1 : 0]);
};

describe('staffLink: model-based walk', () => {
  const plan = modelPaths(staffLinkMachine, { input: { services: {} }, events: enabledEvents(events), serializeState, limit: 4_000 });
  const paths = [...plan.statePaths, ...plan.transitionPaths];

  it('reaches every state node and takes every transition definition', () => {
    const cov = coverage(staffLinkMachine, paths);
    expect(cov.unvisitedStates.filter((s) => !s.endsWith('.start'))).toEqual([]);
    expect(cov.untakenTransitions).toEqual([]);
    reportCounts('staffLink', [plan], cov);
  });

  it('replays every path on the real machine', async () => {
    for (const path of paths) {
      const runner = createPageRunner({
        machine: staffLinkMachine,
        names: NAMES,
        input: (stubs) => ({ services: stubs.services }),
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
        delays: { resendTick: RESEND_TICK_MS },
      });
      await runModelPath(path, runner);
      runner.stop();
      expect(vi.getTimerCount()).toBe(0);
    }
  }, 120_000);
});

describe('staffLink: scenarios', () => {
  function start() {
    const stubs = createPageStubs(NAMES);
    const actor = createActor(staffLinkMachine, { input: { services: stubs.services as never } }).start();
    return { stubs, actor, view: () => selectStaffLinkView(actor.getSnapshot()) };
  }

  it('links: the domain rule before any call, the code, the countdown, then the linked view', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('staffStatus', NOT_LINKED);
    await flush();
    expect(view()).toMatchObject({ status: 'form', domains: DOMAINS, linkedEmail: null });
    actor.send({ type: 'SUBMIT', email: 'ana@gmail.com' });
    expect(view().fieldErrors).toEqual({ email: { key: 'staff.error.domain' } });
    expect(view().email).toBe('ana@gmail.com');
    expect(stubs.argsOf('staffSendCode')).toEqual([]);
    actor.send({ type: 'SUBMIT', email: ' ana@staff.example.com ' });
    expect(stubs.argsOf('staffSendCode')).toEqual([{ email: 'ana@staff.example.com', resend: false }]);
    stubs.resolve('staffSendCode', { ...SENT, resendAfterSeconds: 60 });
    await flush();
    expect(view()).toMatchObject({ status: 'code', email: 'ana@staff.example.com', secondsLeft: 60, canResend: false });
    vi.advanceTimersByTime(60 * RESEND_TICK_MS);
    expect(view()).toMatchObject({ secondsLeft: 0, canResend: true });
    actor.send({ type: 'SUBMIT_CODE', code: '12345' });
    expect(view().fieldErrors).toEqual({ code: { key: 'validation.smsCode.invalid', params: { count: 6 } } });
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    stubs.reject('staffConfirm', business('PL-USER-CODE-INCORRECT'));
    await flush();
    expect(view().fieldErrors.code).toMatchObject({ server: { key: 'PL-USER-CODE-INCORRECT' } });
    actor.send({ type: 'SUBMIT_CODE', code: '654321' });
    stubs.resolve('staffConfirm', LINKED);
    await flush();
    expect(view()).toMatchObject({ status: 'linked', linkedEmail: 'ana@staff.example.com', notice: 'linked' });
  });

  it('a refusal on the address goes under the field with the page key and keeps the draft; no answer offers Retry, which sends again', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('staffStatus', NOT_LINKED);
    await flush();
    actor.send({ type: 'SUBMIT', email: 'bo@staff.example.com' });
    stubs.reject('staffSendCode', business('PL-USER-STAFF-EMAIL-TAKEN', { field: 'email', messageKey: 'staff.error.taken' }));
    await flush();
    expect(view()).toMatchObject({ status: 'form', email: 'bo@staff.example.com', canRetry: false, fieldErrors: { email: { key: 'staff.error.taken' } } });
    actor.send({ type: 'SUBMIT', email: 'cy@staff.example.com' });
    stubs.reject('staffSendCode', new ApiError('timeout', 'TIMEOUT'));
    await flush();
    expect(view()).toMatchObject({ status: 'form', email: 'cy@staff.example.com', canRetry: true, error: { key: 'error.network' } });
    actor.send({ type: 'RETRY' });
    expect(stubs.argsOf('staffSendCode').at(-1)).toEqual({ email: 'cy@staff.example.com', resend: false });
    expect(view().pending).toBe(true);
  });

  it('unlink asks first (Cancel keeps it), then unlinks; a failure stays in the dialog', async () => {
    const { stubs, actor, view } = start();
    stubs.resolve('staffStatus', LINKED);
    await flush();
    actor.send({ type: 'UNLINK' });
    expect(view().asking).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(view()).toMatchObject({ status: 'linked', asking: false });
    actor.send({ type: 'UNLINK' });
    actor.send({ type: 'CONFIRM' });
    stubs.reject('staffUnlink', network());
    await flush();
    expect(view()).toMatchObject({ asking: true, error: { key: 'error.network' } });
    actor.send({ type: 'CONFIRM' });
    stubs.resolve('staffUnlink', NOT_LINKED);
    await flush();
    expect(view()).toMatchObject({ status: 'form', notice: 'unlinked', email: '', linkedEmail: null });
  });

  it('failures: only the page keys the server names are taken as keys; no answer is what Retry is for', () => {
    expect(staffFailure(business('PL-USER-STAFF-DOMAIN-NOT-ALLOWED', { messageKey: 'staff.error.domain' }))).toEqual({ key: 'staff.error.domain' });
    expect(staffFailure(business('X', { messageKey: 'popup.close' }))).toMatchObject({ server: { key: 'X' } });
    expect(isNoAnswer(network())).toBe(true);
    expect(isNoAnswer(new ApiError('timeout', 'TIMEOUT'))).toBe(true);
    expect(isNoAnswer(business('PL-USER-CODE-SEND-LIMIT'))).toBe(false);
  });
});
