import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.js';
import type { LoginResponse, QrSession } from '../api/types.js';
import { coverage, reportCounts } from './model-coverage.js';
import { QR_SUCCESS_NOTICE_MS, qrMachine, selectQrView, type QrSnapshot } from './qr.machine.js';
import {
  createFlowRunner,
  createPopupHost,
  createServiceStubs,
  flush,
  modelPaths,
  runModelPath,
  type ModelSnapshot,
} from './test-utils.js';

const SESSION: QrSession = { requestId: 'req-1', qrLoginUrl: 'https://member.shop.sg/qr?r=req-1', expire: 3, interval: 2_000 };
const SESSION_2: QrSession = { requestId: 'req-2', qrLoginUrl: 'https://member.shop.sg/qr?r=req-2', expire: 3, interval: 1_500 };
const LOGIN: LoginResponse = { loginSuccess: true, userId: 42 };
const networkError = () => new ApiError('network', 'NETWORK_ERROR');
const businessError = () => new ApiError('business', 'PL-USER-QR-EXPIRED', { displayMessage: 'The code expired' });
const busyError = () => new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT', { ret: 'FAIL_SYS_TRAFFIC_LIMIT::busy' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('qrMachine: model-based walk', () => {
  const events = [
    { type: 'xstate.done.actor.generateQr', output: SESSION },
    { type: 'xstate.error.actor.generateQr', error: networkError() },
    { type: 'xstate.done.actor.checkQr', output: { status: 'PENDING' } },
    { type: 'xstate.done.actor.checkQr', output: { status: 'SCANNED' } },
    { type: 'xstate.done.actor.checkQr', output: { status: 'SUCCESS', token: 'oauth-id-token' } },
    { type: 'xstate.done.actor.checkQr', output: { status: 'FAILURE' } },
    { type: 'xstate.error.actor.checkQr', error: networkError() },
    { type: 'xstate.done.actor.loginByQr', output: LOGIN },
    { type: 'xstate.error.actor.loginByQr', error: businessError() },
    { type: 'REFRESH_QR' },
  ];
  // The poll count matters to the guards, and is bounded by `expire`: it is part of a model state.
  const plan = modelPaths(qrMachine, {
    input: { services: createServiceStubs().services },
    events: () => events,
    serializeState: (s: ModelSnapshot) => JSON.stringify([s.value, (s.context as { polls: number }).polls]),
    limit: 500,
  });
  const cover = coverage(qrMachine, plan.transitionPaths);

  it('reaches every state node and takes every transition definition', () => {
    expect(cover.unvisitedStates).toEqual([]);
    expect(cover.untakenTransitions).toEqual([]);
    reportCounts('qr', [plan], cover);
  });

  it.each(plan.transitionPaths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))(
    'replays %s on the real machine',
    async (_name, path) => {
      const runner = createFlowRunner({
        logic: qrMachine,
        input: (stubs) => ({ services: stubs.services }),
        advanceTime: (ms) => vi.advanceTimersByTime(ms),
        delayMs: (delay, snapshot) => {
          if (delay === 'successNotice') return QR_SUCCESS_NOTICE_MS;
          expect(delay).toBe('qrPoll');
          return (snapshot.context as { interval: number }).interval;
        },
        check: (snapshot: QrSnapshot) => {
          const view = selectQrView(snapshot);
          expect(['loading', 'pending', 'scanned', 'success', 'error']).toContain(view.status);
        },
      });
      await runModelPath(path, runner);
      runner.context().host.root.stop();
      expect(vi.getTimerCount()).toBe(0);
    },
  );
});

describe('qrMachine: polling with fake timers', () => {
  const start = () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(qrMachine, { services: stubs.services });
    const snapshot = () => host.flow.getSnapshot() as QrSnapshot;
    return { stubs, host, snapshot, view: () => selectQrView(snapshot()) };
  };

  it('polls every `interval` ms and regenerates after `expire` polls', async () => {
    const { stubs, snapshot, view } = start();
    expect(view()).toEqual({ status: 'loading', qrLoginUrl: null });
    expect(snapshot().hasTag('pending')).toBe(true);
    stubs.resolve('generateQr', SESSION_2);
    await flush();
    expect(view()).toEqual({ status: 'pending', qrLoginUrl: SESSION_2.qrLoginUrl });

    for (let poll = 1; poll <= SESSION_2.expire; poll += 1) {
      vi.advanceTimersByTime(SESSION_2.interval - 1);
      expect(stubs.pendingCount('checkQr')).toBe(0);
      vi.advanceTimersByTime(1);
      expect(stubs.argsOf('checkQr')).toHaveLength(poll);
      expect(stubs.argsOf('checkQr')[poll - 1]).toBe(SESSION_2.requestId);
      stubs.resolve('checkQr', { status: 'PENDING' });
      await flush();
    }
    // The third PENDING answer used the code up: a new one is requested, and nothing polls meanwhile.
    expect(stubs.argsOf('generateQr')).toHaveLength(2);
    expect(view()).toEqual({ status: 'loading', qrLoginUrl: null });
    vi.advanceTimersByTime(SESSION_2.interval * 5);
    expect(stubs.argsOf('checkQr')).toHaveLength(SESSION_2.expire);

    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    expect(stubs.argsOf('checkQr').at(-1)).toBe(SESSION.requestId);
  });

  it('shows the scanned view while polling goes on, then logs in with the token', async () => {
    const { stubs, host, snapshot, view } = start();
    stubs.resolve('generateQr', { ...SESSION, expire: 10 });
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'SCANNED' });
    await flush();
    expect(view()).toEqual({ status: 'scanned', qrLoginUrl: SESSION.qrLoginUrl });
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'SCANNED' });
    await flush();
    expect(view().status).toBe('scanned');
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'SUCCESS', token: 'oauth-id-token' });
    await flush();
    // Approved on the phone, but not logged in yet: no success notice until loginByQr answers (security finding 10).
    expect(view().status).toBe('scanned');
    expect(snapshot().hasTag('pending')).toBe(true);
    expect(stubs.argsOf('loginByQr')).toEqual(['oauth-id-token']);
    expect(vi.getTimerCount()).toBe(0);
    stubs.resolve('loginByQr', LOGIN);
    await flush();
    // The notice stays readable for QR_SUCCESS_NOTICE_MS before the flow ends.
    expect(view().status).toBe('success');
    vi.advanceTimersByTime(QR_SUCCESS_NOTICE_MS - 1);
    expect(snapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ type: 'loggedIn', response: LOGIN, via: 'qr' });
    expect(host.notices).toEqual([]);
  });

  it('goes back to the scan prompt when a scanned code is pending again', async () => {
    const { stubs, view } = start();
    stubs.resolve('generateQr', { ...SESSION, expire: 10 });
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'SCANNED' });
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'PENDING' });
    await flush();
    expect(view().status).toBe('pending');
  });

  it('regenerates on FAILURE', async () => {
    const { stubs, view } = start();
    stubs.resolve('generateQr', { ...SESSION, expire: 10 });
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'FAILURE' });
    await flush();
    expect(view().status).toBe('loading');
    expect(stubs.argsOf('generateQr')).toHaveLength(2);
  });

  it('toasts a failed status call and regenerates', async () => {
    const { stubs, host, view } = start();
    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.reject('checkQr', new ApiError('business', 'SYSTEM_ERROR', { displayMessage: 'Oops' }));
    await flush();
    expect(host.notices).toEqual([
      { type: 'SHOW_TOAST', message: { server: { key: 'SYSTEM_ERROR', displayMessage: 'Oops' }, fallbackKey: 'error.qr.network' }, tone: 'error' },
    ]);
    expect(view().status).toBe('loading');
    expect(stubs.argsOf('generateQr')).toHaveLength(2);
  });

  it('opens the busy dialog instead of a toast on a traffic limit', async () => {
    const { stubs, host } = start();
    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    const error = busyError();
    stubs.reject('checkQr', error);
    await flush();
    expect(host.notices).toEqual([{ type: 'FLOW_BUSY', error }]);
  });

  it('shows the error view when generating fails, and REFRESH_QR tries again', async () => {
    const { stubs, host, snapshot, view } = start();
    stubs.reject('generateQr', networkError());
    await flush();
    expect(view()).toEqual({ status: 'error', qrLoginUrl: null });
    expect(snapshot().context.error).toEqual({ key: 'error.qr.connection' });
    expect(vi.getTimerCount()).toBe(0);
    host.flow.send({ type: 'REFRESH_QR' });
    expect(view().status).toBe('loading');
    expect(snapshot().context.error).toBeNull();
    stubs.resolve('generateQr', SESSION);
    await flush();
    expect(view().status).toBe('pending');
  });

  it('shows the error view when the QR login fails (the server text for a refusal)', async () => {
    const { stubs, snapshot, view } = start();
    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'SUCCESS', token: 't' });
    await flush();
    stubs.reject('loginByQr', businessError());
    await flush();
    expect(view().status).toBe('error');
    expect(snapshot().context.error).toEqual({
      server: { key: 'PL-USER-QR-EXPIRED', displayMessage: 'The code expired' },
      fallbackKey: 'error.qr.connection',
    });
  });
});

describe('qrMachine: polling stops with the actor', () => {
  it('leaves no timer when the root popup stops it (closing the popup)', async () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(qrMachine, { services: stubs.services });
    stubs.resolve('generateQr', SESSION);
    await flush();
    expect(vi.getTimerCount()).toBe(1);
    host.root.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(SESSION.interval * 10);
    expect(stubs.argsOf('checkQr')).toHaveLength(0);
  });

  it('leaves no timer when the actor itself is stopped, even with a status call in flight', async () => {
    const stubs = createServiceStubs();
    const actor = createActor(qrMachine, { input: { services: stubs.services } }).start();
    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    expect(stubs.pendingCount('checkQr')).toBe(1);
    actor.stop();
    stubs.resolve('checkQr', { status: 'PENDING' });
    await flush();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(SESSION.interval * 10);
    expect(stubs.argsOf('checkQr')).toHaveLength(1);
  });

  it('leaves no timer once logged in', async () => {
    const stubs = createServiceStubs();
    const actor = createActor(qrMachine, { input: { services: stubs.services } }).start();
    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'SUCCESS', token: 't' });
    await flush();
    stubs.resolve('loginByQr', LOGIN);
    await flush();
    vi.advanceTimersByTime(QR_SUCCESS_NOTICE_MS);
    expect(actor.getSnapshot().status).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  const start = () => {
    const stubs = createServiceStubs();
    const host = createPopupHost(qrMachine, { services: stubs.services });
    return { stubs, host, view: () => selectQrView(host.flow.getSnapshot() as QrSnapshot) };
  };

  it('a failed login after the phone approved never shows the success notice', async () => {
    const { stubs, view } = start();
    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status: 'SUCCESS', token: 't' });
    await flush();
    expect(view().status).toBe('scanned');
    stubs.reject('loginByQr', businessError());
    await flush();
    expect(view().status).toBe('error');
  });

  it.each(['PENDING', 'SCANNED'] as const)('Rescan while the code is %s generates a new code (not only in the error view)', async (status) => {
    const { stubs, host, view } = start();
    stubs.resolve('generateQr', SESSION);
    await flush();
    vi.advanceTimersByTime(SESSION.interval);
    stubs.resolve('checkQr', { status });
    await flush();
    host.flow.send({ type: 'REFRESH_QR' });
    expect(view().status).toBe('loading');
    expect(stubs.argsOf('generateQr')).toHaveLength(2);
  });
});
