import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_LENGTH, CODE_LENGTH_MAX, CODE_LENGTH_MIN } from '../config/constants.js';
import { ApiError, CLIENT_ERROR_KEYS } from './errors.js';
import {
  asApiError,
  discard,
  isRecord,
  linkedAbort,
  parseCodeLength,
  positive,
  readLimitedText,
  throwIfAborted,
  untilAborted,
} from './transport.js';

afterEach(() => {
  vi.useRealTimers();
});

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('guards', () => {
  it('isRecord takes plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], 'x', 1, true]) expect(isRecord(value)).toBe(false);
  });

  it('positive takes finite numbers above 0 only', () => {
    expect(positive(1)).toBe(1);
    expect(positive(0.5)).toBe(0.5);
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '5', undefined]) {
      expect(positive(value)).toBeUndefined();
    }
  });

  it('parseCodeLength keeps an integer within the bounds and falls back to CODE_LENGTH otherwise', () => {
    expect([CODE_LENGTH_MIN, CODE_LENGTH_MAX, CODE_LENGTH]).toEqual([4, 8, 6]);
    for (let n = CODE_LENGTH_MIN; n <= CODE_LENGTH_MAX; n += 1) expect(parseCodeLength(n)).toBe(n);
    for (const value of [3, 9, 12, 0, -6, 5.5, Number.NaN, '6', '5', null, undefined, {}]) {
      expect(parseCodeLength(value)).toBe(CODE_LENGTH);
    }
  });
});

describe('errors', () => {
  it('asApiError keeps an ApiError and turns anything else into a network failure', () => {
    const parse = new ApiError('parse', CLIENT_ERROR_KEYS.parse);
    expect(asApiError(parse)).toBe(parse);
    const cause = new TypeError('offline');
    const network = asApiError(cause);
    expect(network).toMatchObject({ kind: 'network', key: CLIENT_ERROR_KEYS.network });
    expect(network.cause).toBe(cause);
  });

  it('throwIfAborted throws aborted, carrying the reason, only once the signal fired', () => {
    const controller = new AbortController();
    expect(() => throwIfAborted(undefined)).not.toThrow();
    expect(() => throwIfAborted(controller.signal)).not.toThrow();
    controller.abort('gone');
    const error = (() => {
      try {
        throwIfAborted(controller.signal);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toMatchObject({ kind: 'aborted', key: CLIENT_ERROR_KEYS.aborted, cause: 'gone' });
  });
});

describe('untilAborted', () => {
  it('settles like the promise when nothing fires', async () => {
    await expect(untilAborted(Promise.resolve(1), undefined)).resolves.toBe(1);
    await expect(untilAborted(Promise.resolve(2), new AbortController().signal)).resolves.toBe(2);
    await expect(untilAborted(Promise.reject(new Error('no')), new AbortController().signal)).rejects.toThrow('no');
  });

  it('rejects aborted at once when the signal fires, or has fired', async () => {
    const before = new AbortController();
    before.abort();
    await expect(untilAborted(Promise.resolve(1), before.signal)).rejects.toMatchObject({ kind: 'aborted' });

    const during = new AbortController();
    const pending = untilAborted(new Promise<number>(() => undefined), during.signal);
    during.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', key: CLIENT_ERROR_KEYS.aborted });
  });
});

describe('linkedAbort', () => {
  it('the caller aborting fires the linked signal and maps any failure to aborted', () => {
    const caller = new AbortController();
    const link = linkedAbort(caller.signal, 0);
    expect(link.signal.aborted).toBe(false);
    caller.abort('stop');
    expect(link.signal.aborted).toBe(true);
    expect(link.failure(new TypeError('x'))).toMatchObject({ kind: 'aborted', cause: 'stop' });
    link.dispose();
  });

  it('an already-aborted caller signal gives an aborted link', async () => {
    const caller = new AbortController();
    caller.abort();
    const link = linkedAbort(caller.signal, 0);
    expect(link.signal.aborted).toBe(true);
    await expect(link.race(new Promise(() => undefined))).rejects.toBe(caller.signal.reason);
    expect(link.failure(undefined)).toMatchObject({ kind: 'aborted' });
    link.dispose();
  });

  it('the timeout fires the linked signal; whichever ends the call first names the failure', () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const link = linkedAbort(caller.signal, 50);
    vi.advanceTimersByTime(49);
    expect(link.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(link.signal.aborted).toBe(true);
    caller.abort();
    expect(link.failure(new Error('late'))).toMatchObject({ kind: 'timeout', key: CLIENT_ERROR_KEYS.timeout });
    link.dispose();
  });

  it('no timeout for 0, and dispose stops both the timer and the caller link', () => {
    vi.useFakeTimers();
    const none = linkedAbort(undefined, 0);
    vi.advanceTimersByTime(1_000_000);
    expect(none.signal.aborted).toBe(false);
    none.dispose();

    const caller = new AbortController();
    const link = linkedAbort(caller.signal, 10);
    link.dispose();
    vi.advanceTimersByTime(100);
    caller.abort();
    expect(link.signal.aborted).toBe(false);
  });

  it('without an abort or a timeout, failures keep their ApiError or become network', () => {
    const link = linkedAbort(undefined, 0);
    const parse = new ApiError('parse', CLIENT_ERROR_KEYS.parse);
    expect(link.failure(parse)).toBe(parse);
    expect(link.failure(new TypeError('offline'))).toMatchObject({ kind: 'network' });
    link.dispose();
  });

  it('race settles a promise that ignores the signal once the link fires', async () => {
    const caller = new AbortController();
    const link = linkedAbort(caller.signal, 0);
    await expect(link.race(Promise.resolve('ok'))).resolves.toBe('ok');
    const hanging = link.race(new Promise(() => undefined));
    caller.abort('stop');
    await expect(hanging).rejects.toBe('stop');
    link.dispose();
  });
});

describe('bodies', () => {
  it('discard cancels without waiting and swallows a cancel that throws or rejects', () => {
    const cancel = vi.fn(() => Promise.reject(new Error('no')));
    expect(() => discard({ cancel })).not.toThrow();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(() =>
      discard({
        cancel: () => {
          throw new TypeError('locked');
        },
      }),
    ).not.toThrow();
    expect(() => discard(null)).not.toThrow();
  });

  it('readLimitedText reads UTF-8 across chunks up to the limit', async () => {
    const text = '{"name":"Zoë"}';
    const bytes = new TextEncoder().encode(text).byteLength;
    await expect(readLimitedText(new Response(streamOf('{"name":"Zo', 'ë"}')), bytes)).resolves.toBe(text);
    await expect(readLimitedText(new Response(null), 0)).resolves.toBe('');
  });

  it('readLimitedText refuses a body one byte over the limit, declared or streamed', async () => {
    const declared = new Response('abcd', { status: 201, headers: { 'content-length': '4' } });
    await expect(readLimitedText(declared, 3)).rejects.toMatchObject({
      kind: 'parse',
      key: CLIENT_ERROR_KEYS.parse,
      status: 201,
    });
    await expect(readLimitedText(new Response(streamOf('ab', 'cd')), 3)).rejects.toMatchObject({ kind: 'parse' });
  });
});
