import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.js';
import { fallbackCallbackName, fallbackUrl, loadJsonp, type ScriptLoader } from './jsonp.js';

const scope = globalThis as unknown as Record<string, unknown>;
const NAME = fallbackCallbackName('mtop.member.user.checkSmsChannel');

/** A loader standing in for the script tag: "runs" the file by calling the global callback. */
function scriptThatCalls(payload: unknown, after = 0): ScriptLoader {
  return async () => {
    if (after) await new Promise((r) => setTimeout(r, after));
    const callback = scope[NAME];
    if (typeof callback === 'function') callback(payload);
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('fallback addressing', () => {
  it('builds the CDN URL per api, version, site and language', () => {
    expect(fallbackUrl('https://cdn.shop.co.th/', 'mtop.member.user.checkSmsChannel', '1.0', 'TH', 'th')).toBe(
      'https://cdn.shop.co.th/member-fallback/mtop.member.user.checkSmsChannel/1.0/th_th.js',
    );
    expect(fallbackUrl('https://cdn.shop.sg', 'a/b', '1.0', 'SG', 'en-SG')).toBe(
      'https://cdn.shop.sg/member-fallback/a%2Fb/1.0/sg_en-SG.js',
    );
  });

  it('names the global callback after the api with non-alphanumerics as _', () => {
    expect(fallbackCallbackName('mtop.member.user.get-User')).toBe('__memberFallback_mtop_member_user_get_User');
  });
});

describe('loadJsonp', () => {
  it('resolves the payload and removes the global callback', async () => {
    const payload = { ret: ['SUCCESS::ok'], data: [1] };
    const load = vi.fn(scriptThatCalls(payload));
    await expect(loadJsonp({ url: 'https://cdn/x.js', callbackName: NAME, load })).resolves.toEqual(payload);
    expect(load).toHaveBeenCalledWith('https://cdn/x.js', expect.any(AbortSignal));
    expect(NAME in scope).toBe(false);
  });

  it('queues concurrent loads of the same callback so each gets its own payload', async () => {
    const events: string[] = [];
    const loader =
      (id: string, after: number): ScriptLoader =>
      async () => {
        events.push(`start ${id}`);
        await new Promise((r) => setTimeout(r, after));
        (scope[NAME] as (p: unknown) => void)(id);
        events.push(`end ${id}`);
      };
    const results = await Promise.all([
      loadJsonp({ url: 'a', callbackName: NAME, load: loader('a', 20) }),
      loadJsonp({ url: 'b', callbackName: NAME, load: loader('b', 1) }),
      loadJsonp({ url: 'c', callbackName: NAME, load: loader('c', 1) }),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(NAME in scope).toBe(false);
  });

  it('a timeout rejects, tells the loader to stop, cleans up, and lets the next queued load run', async () => {
    let loaderSignal: AbortSignal | undefined;
    const hanging: ScriptLoader = (_url, signal) => {
      loaderSignal = signal;
      return new Promise(() => {});
    };
    const first = loadJsonp({ url: 'a', callbackName: NAME, load: hanging, timeoutMs: 20 });
    const second = loadJsonp({ url: 'b', callbackName: NAME, load: scriptThatCalls('late but fine'), timeoutMs: 200 });
    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
    expect(loaderSignal?.aborted).toBe(true);
    await expect(second).resolves.toBe('late but fine');
    expect(NAME in scope).toBe(false);
  });

  it('times out after JSONP_TIMEOUT_MS by default', async () => {
    vi.useFakeTimers();
    const pending = loadJsonp({ url: 'a', callbackName: NAME, load: () => new Promise(() => {}) });
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    expect(NAME in scope).toBe(false);
  });

  it('a script that fails to load rejects network; one that never calls back rejects parse', async () => {
    await expect(
      loadJsonp({ url: 'a', callbackName: NAME, load: () => Promise.reject(new Error('404')) }),
    ).rejects.toMatchObject({ kind: 'network' });
    await expect(
      loadJsonp({
        url: 'a',
        callbackName: NAME,
        load: () => {
          throw new Error('sync');
        },
      }),
    ).rejects.toMatchObject({ kind: 'network' });
    await expect(loadJsonp({ url: 'a', callbackName: NAME, load: async () => {} })).rejects.toMatchObject({
      kind: 'parse',
    });
    expect(NAME in scope).toBe(false);
  });

  it('a caller abort rejects aborted and cleans up', async () => {
    const controller = new AbortController();
    const pending = loadJsonp({ url: 'a', callbackName: NAME, load: () => new Promise(() => {}), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(NAME in scope).toBe(false);
  });
});
