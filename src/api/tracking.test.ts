import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker, DEFAULT_TRACK_QUEUE, isSensitiveKey, type TrackEntry } from './tracking.js';

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals[DEFAULT_TRACK_QUEUE];
  vi.useRealTimers();
});

describe('tracking queue', () => {
  it('creates the default queue on globalThis when absent, without a window', () => {
    expect(typeof window).toBe('undefined');
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    createTracker().track('login_click', { method: 'password' });
    expect(globals[DEFAULT_TRACK_QUEUE]).toEqual([
      { event: 'login_click', params: { method: 'password' }, t: 1_700_000_000_000 },
    ]);
  });

  it('appends to an existing queue, given name and target', () => {
    const existing: TrackEntry[] = [{ event: 'earlier', params: {}, t: 1 }];
    const target: Record<string, unknown> = { analyticsQueue: existing };
    createTracker({ queueName: 'analyticsQueue', target }).track('popup_open');
    expect(target.analyticsQueue).toBe(existing);
    expect(existing.map((e) => e.event)).toEqual(['earlier', 'popup_open']);
    expect(existing[1]?.params).toEqual({});
  });

  it('uses whatever replaced the queue, as long as it has push', () => {
    const target: Record<string, unknown> = {};
    const tracker = createTracker({ target });
    tracker.track('before');
    const push = vi.fn();
    target[DEFAULT_TRACK_QUEUE] = { push };
    tracker.track('after', { step: 2 });
    expect(push).toHaveBeenCalledWith(expect.objectContaining({ event: 'after', params: { step: 2 } }));
  });

  it('drops sensitive params and non-primitive values', () => {
    const target: Record<string, TrackEntry[]> = {};
    createTracker({ target }).track('login_submit', {
      method: 'code',
      password: 'secret1',
      encryptPassword: 'abc',
      code: '123456',
      smsCode: '123456',
      verify_code: '123456',
      token: 't',
      accessToken: 't',
      PASSWORD: 'x',
      attempt: 2,
      remember: true,
      bad: Number.NaN,
      nested: { a: 1 } as unknown as string,
    });
    expect(target[DEFAULT_TRACK_QUEUE]?.[0]?.params).toEqual({ method: 'code', attempt: 2, remember: true });
  });

  it.each(['password', 'encryptPassword', 'code', 'SMSCode', 'passcode', 'token', 'refresh_token', 'otp', 'clientSecret', 'countryCode'])(
    'treats %s as sensitive',
    (key) => expect(isSensitiveKey(key)).toBe(true),
  );

  it.each(['method', 'screen', 'codeLength', 'channel', 'decoded'])('keeps %s', (key) => {
    expect(isSensitiveKey(key)).toBe(false);
  });

  it('never throws', () => {
    const frozen = Object.freeze({});
    const hostile = Object.defineProperty({}, DEFAULT_TRACK_QUEUE, {
      get() {
        throw new Error('nope');
      },
    });
    const full = () => {
      throw new Error('full');
    };
    const throwingPush = { [DEFAULT_TRACK_QUEUE]: { push: full } };
    for (const target of [frozen, hostile, throwingPush, { [DEFAULT_TRACK_QUEUE]: 'not a queue' }]) {
      expect(() => createTracker({ target }).track('x', { a: 1 })).not.toThrow();
    }
    const tracker = createTracker();
    expect(() => tracker.track(undefined as unknown as string)).not.toThrow();
    expect(() => tracker.track('x', null as unknown as Record<string, string>)).not.toThrow();
    expect(globals[DEFAULT_TRACK_QUEUE]).toEqual([{ event: 'x', params: {}, t: expect.any(Number) }]);
  });
});
