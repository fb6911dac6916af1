import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_TIMEOUT_MS } from '../config/index.js';
import { setMonitor } from '../monitor.js';
import {
  BRIDGE_ERROR_KEYS,
  BRIDGE_METHODS,
  createAppBridge,
  createWebBridge,
  detectBridge,
  type NativeBridge,
} from './bridge.js';
import { ApiError, CLIENT_ERROR_KEYS } from './errors.js';

type Answer = { ok: unknown } | { fail: unknown } | { throws: unknown } | 'never';

/** A fake app bridge answering each method as told; records every invocation. */
function fakeNative(answers: Partial<Record<string, Answer>> = {}) {
  const calls: Array<{ method: string; params: unknown }> = [];
  const native: NativeBridge = {
    invoke(method, params, onSuccess, onFailure) {
      calls.push({ method, params });
      const answer = answers[method] ?? { ok: undefined };
      if (answer === 'never') return;
      if ('throws' in answer) throw answer.throws;
      if ('fail' in answer) queueMicrotask(() => onFailure(answer.fail));
      else queueMicrotask(() => onSuccess(answer.ok));
    },
  };
  return { native, calls };
}

const location = () => ({ assign: vi.fn<(url: string) => void>() });

afterEach(() => {
  vi.useRealTimers();
});

describe('web bridge', () => {
  it('is not available and has no app calls', () => {
    const bridge = createWebBridge(location());
    expect(bridge.available).toBe(false);
    expect(bridge.call).toBeUndefined();
  });

  it('rejects login with the "not login" key', async () => {
    await expect(createWebBridge(location()).login()).rejects.toMatchObject({
      name: 'ApiError',
      key: BRIDGE_ERROR_KEYS.notLogin,
    });
  });

  it('lets the browser navigate', () => {
    const loc = location();
    createWebBridge(loc).navigate('https://www.example.test/cart');
    expect(loc.assign).toHaveBeenCalledWith('https://www.example.test/cart');
  });

  it('navigates nowhere outside a browser, without throwing', () => {
    expect(() => createWebBridge().navigate('/cart')).not.toThrow();
  });
});

describe('app bridge: login', () => {
  it('resolves when the app logs the user in', async () => {
    const { native, calls } = fakeNative({ [BRIDGE_METHODS.login]: { ok: { userId: '1' } } });
    await expect(createAppBridge(native).login()).resolves.toBeUndefined();
    expect(calls).toEqual([{ method: BRIDGE_METHODS.login, params: {} }]);
  });

  it('rejects with "not login" when the app refuses, keeping the reason', async () => {
    const { native } = fakeNative({ [BRIDGE_METHODS.login]: { fail: { reason: 'cancelled' } } });
    const error = await createAppBridge(native).login().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', key: BRIDGE_ERROR_KEYS.notLogin, data: { reason: 'cancelled' } });
  });

  it('rejects with "runtime error" when the bridge throws', async () => {
    const boom = new TypeError('bridge gone');
    const { native } = fakeNative({ [BRIDGE_METHODS.login]: { throws: boom } });
    const error = await createAppBridge(native).login().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'config', key: BRIDGE_ERROR_KEYS.runtime });
    expect((error as Error).cause).toBe(boom);
  });

  it('waits for the user without a time limit', async () => {
    vi.useFakeTimers();
    const { native } = fakeNative({ [BRIDGE_METHODS.login]: 'never' });
    const settled = vi.fn();
    createAppBridge(native).login().then(settled, settled);
    await vi.advanceTimersByTimeAsync(GATEWAY_TIMEOUT_MS * 10);
    expect(settled).not.toHaveBeenCalled();
  });
});

describe('app bridge: call', () => {
  it('sends api and params and resolves with the answer', async () => {
    const { native, calls } = fakeNative({ [BRIDGE_METHODS.call]: { ok: { data: 42 } } });
    await expect(createAppBridge(native).call!<{ data: number }>('mtop.member.get', { a: 1 })).resolves.toEqual({
      data: 42,
    });
    expect(calls).toEqual([{ method: BRIDGE_METHODS.call, params: { api: 'mtop.member.get', params: { a: 1 } } }]);
  });

  it('uses the method names it is given', async () => {
    const { native, calls } = fakeNative();
    await createAppBridge(native, { methods: { call: 'mtopRequest' } }).call!('x.y', null);
    expect(calls[0]?.method).toBe('mtopRequest');
  });

  it('rejects a reported failure with "runtime error", keeping the answer', async () => {
    const { native } = fakeNative({ [BRIDGE_METHODS.call]: { fail: { ret: ['FAIL_SYS_TIMEOUT::busy'] } } });
    await expect(createAppBridge(native).call!('x.y', {})).rejects.toMatchObject({
      kind: 'business',
      key: BRIDGE_ERROR_KEYS.runtime,
      data: { ret: ['FAIL_SYS_TIMEOUT::busy'] },
    });
  });

  it('rejects a thrown failure with "runtime error"', async () => {
    const { native } = fakeNative({ [BRIDGE_METHODS.call]: { throws: new Error('native crash') } });
    await expect(createAppBridge(native).call!('x.y', {})).rejects.toMatchObject({ key: BRIDGE_ERROR_KEYS.runtime });
  });

  it('times out after the gateway timeout and ignores a late answer', async () => {
    vi.useFakeTimers();
    let answer: ((result?: unknown) => void) | undefined;
    const native: NativeBridge = { invoke: (_m, _p, onSuccess) => void (answer = onSuccess) };
    const result = createAppBridge(native).call!('x.y', {});
    const outcome = vi.fn();
    result.then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(GATEWAY_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout', key: CLIENT_ERROR_KEYS.timeout }));

    answer?.('too late');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toHaveBeenCalledTimes(1);
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers();
    const { native } = fakeNative({ [BRIDGE_METHODS.call]: { ok: 'fine' } });
    await expect(createAppBridge(native, { timeoutMs: 50 }).call!('x.y', {})).resolves.toBe('fine');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses an empty api name and reports it', async () => {
    const monitor = vi.fn();
    const previous = setMonitor(monitor);
    try {
      const { native, calls } = fakeNative();
      await expect(createAppBridge(native).call!('', {})).rejects.toMatchObject({
        kind: 'config',
        key: CLIENT_ERROR_KEYS.emptyApi,
      });
      expect(calls).toEqual([]);
      expect(monitor).toHaveBeenCalledWith(expect.objectContaining({ message: CLIENT_ERROR_KEYS.emptyApi }));
    } finally {
      setMonitor(previous);
    }
  });
});

describe('app bridge: navigate', () => {
  it('asks the app to navigate', () => {
    const { native, calls } = fakeNative();
    const loc = location();
    createAppBridge(native, { location: loc }).navigate('https://www.example.test/');
    expect(calls).toEqual([{ method: BRIDGE_METHODS.navigate, params: { url: 'https://www.example.test/' } }]);
    expect(loc.assign).not.toHaveBeenCalled();
  });

  it('falls back to the browser when the app fails or throws', async () => {
    const loc = location();
    createAppBridge(fakeNative({ [BRIDGE_METHODS.navigate]: { fail: 'no' } }).native, { location: loc }).navigate('/a');
    await Promise.resolve();
    createAppBridge(fakeNative({ [BRIDGE_METHODS.navigate]: { throws: new Error('x') } }).native, {
      location: loc,
    }).navigate('/b');
    expect(loc.assign.mock.calls).toEqual([['/a'], ['/b']]);
  });
});

describe('detectBridge', () => {
  it('returns the app bridge when the app injected one', () => {
    const { native } = fakeNative();
    expect(detectBridge({ MemberAppBridge: native, location: location() }).available).toBe(true);
  });

  it.each([undefined, null, {}, { invoke: 'not a function' }])('returns the web bridge for %o', (MemberAppBridge) => {
    expect(detectBridge({ MemberAppBridge, location: location() }).available).toBe(false);
  });

  it('returns the web bridge outside a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(detectBridge().available).toBe(false);
  });

  it('reads the page window by default', () => {
    const { native } = fakeNative();
    vi.stubGlobal('window', { MemberAppBridge: native });
    expect(detectBridge().available).toBe(true);
  });
});
