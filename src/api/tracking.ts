/**
 * Tracking events queued for the analytics script (spec §7.3), in the classic snippet style: the queue is
 * `target[queueName] = target[queueName] || []`, and the analytics bundle replays it when it arrives (or replaces
 * it with anything that has `push`). The queue is looked up on every event, so a replacement is honoured.
 * Tracking never throws and never blocks a flow; it works without `window` (the target is then `globalThis`).
 */

export type TrackParams = Record<string, string | number | boolean>;

export interface TrackEntry {
  event: string;
  params: TrackParams;
  /** Milliseconds since the epoch. */
  t: number;
}

export interface Tracker {
  track(event: string, params?: TrackParams): void;
}

export interface TrackerOptions {
  /** Property of `target` holding the queue; default DEFAULT_TRACK_QUEUE. */
  queueName?: string;
  /** Object holding the queue; default `globalThis` (the window in a browser). */
  target?: object;
}

export const DEFAULT_TRACK_QUEUE = '__memberTrackQueue';

/** Any key containing one of these (case-insensitive) is dropped: password, encryptPassword, accessToken, … */
const SENSITIVE_PARTS = ['password', 'passwd', 'passcode', 'token', 'secret'];
/** Any key whose last word is one of these is dropped: code, smsCode, verify_code, otp, pwd (codeLength stays). */
const SENSITIVE_LAST_WORDS = new Set(['code', 'otp', 'pwd']);

type Queue = { push(entry: TrackEntry): unknown };

export function createTracker(options: TrackerOptions = {}): Tracker {
  const queueName = options.queueName || DEFAULT_TRACK_QUEUE;
  return {
    track(event, params) {
      try {
        if (typeof event !== 'string' || !event) return;
        const holder = (options.target ?? globalThis) as Record<string, unknown>;
        const queue = (holder[queueName] = holder[queueName] || []) as Partial<Queue>;
        if (typeof queue.push === 'function') queue.push({ event, params: safeParams(params), t: Date.now() });
      } catch {
        /* tracking must never break a flow */
      }
    },
  };
}

/**
 * Keeps string, number and boolean values whose keys do not look sensitive. Errs on the side of dropping: a key
 * such as countryCode goes too (send `country` instead).
 */
export function safeParams(params: unknown): TrackParams {
  const out: TrackParams = {};
  if (typeof params !== 'object' || params === null) return out;
  for (const [key, value] of Object.entries(params)) {
    const primitive = typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
    if (primitive && !isSensitiveKey(key)) out[key] = value as string | number | boolean;
  }
  return out;
}

export function isSensitiveKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (SENSITIVE_PARTS.some((part) => lower.includes(part))) return true;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return SENSITIVE_LAST_WORDS.has(words.filter(Boolean).pop() ?? '');
}
