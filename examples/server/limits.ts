/**
 * Sliding-window rate limits kept in the database (so a restart does not reset them): one row per counted event,
 * a bucket name per thing limited ("send:phone:+6591234567", "send:ip:127.0.0.1", ...).
 */
import type { DB } from './db.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitSettings {
  /** Codes sent to one phone or e-mail address on behalf of one client address. Default 5 per hour. */
  sendPerTarget: Limit;
  /**
   * Codes sent to one phone or e-mail address in all (an SMS-bombing brake that takes several addresses to reach,
   * so one stranger who knows the number cannot block its owner). Default 15 per hour.
   */
  sendPerTargetTotal: Limit;
  /** Codes sent on behalf of one client address. Default 20 per hour. */
  sendPerIp: Limit;
  /**
   * Wrong passwords for one account identity (the account, or the normalized login name when no account has it)
   * that are evaluated freely; past this, every further password try needs a passed bot check (slider) in that
   * browser. Nobody is locked out. Default 5 per 15 minutes.
   */
  loginFailuresPerAccount: Limit;
  /**
   * Wrong passwords for one account identity from one client address before growing delays start: the next try
   * from that address waits 1 s, then 2 s, 4 s… (at most `loginDelayCapMs`). Default 5 per hour.
   */
  loginFailuresPerAccountAndIp: Limit;
  /** The longest of those delays. Default 15 minutes. */
  loginDelayCapMs: number;
  /** Password logins (any outcome) from one client address. Default 30 per minute. */
  loginPerIp: Limit;
  /**
   * How long a password try may wait for one of its account's in-flight slots (throttle.ts) before it is answered
   * PL-USER-LOGIN-TOO-MANY-ATTEMPTS. Default 10 s.
   */
  loginQueueWaitMs: number;
  /** Forgot-password starts (applyResetPasswordWithSecurity) from one client address. Default 20 per 15 minutes. */
  forgotPerIp: Limit;
  /** Slider challenges issued to one client address. Default 30 per hour. */
  sliderPerIp: Limit;
  /**
   * Wrong picks of the purchased-item question per account, across verifications and logins (item-question.ts);
   * at the limit the method closes for the account. Default 3 per day.
   */
  itemWrongPicks: Limit;
}

export const DEFAULT_LIMITS: Readonly<LimitSettings> = Object.freeze({
  sendPerTarget: { max: 5, windowMs: 60 * 60_000 },
  sendPerTargetTotal: { max: 15, windowMs: 60 * 60_000 },
  sendPerIp: { max: 20, windowMs: 60 * 60_000 },
  loginFailuresPerAccount: { max: 5, windowMs: 15 * 60_000 },
  loginFailuresPerAccountAndIp: { max: 5, windowMs: 60 * 60_000 },
  loginDelayCapMs: 15 * 60_000,
  loginPerIp: { max: 30, windowMs: 60_000 },
  loginQueueWaitMs: 10_000,
  forgotPerIp: { max: 20, windowMs: 15 * 60_000 },
  sliderPerIp: { max: 30, windowMs: 60 * 60_000 },
  itemWrongPicks: { max: 3, windowMs: 24 * 60 * 60_000 },
});

export interface RateLimiter {
  /** How many events the bucket holds inside the window ending at `now`. */
  count(bucket: string, limit: Limit, now: number): number;
  /** True when one more event would exceed the limit. */
  exceeded(bucket: string, limit: Limit, now: number): boolean;
  /** Records one event (and forgets the bucket's events older than the window). */
  hit(bucket: string, limit: Limit, now: number): void;
  /** Forgets a bucket (e.g. the failure count after a successful login). */
  reset(bucket: string): void;
  /**
   * Counts and records in one synchronous step (no await between them, so parallel requests cannot all pass the
   * check before any is counted): the new event's id, or null when the bucket is already full.
   */
  reserve(bucket: string, limit: Limit, now: number): number | null;
  /** Removes one recorded event (a reservation that turned out not to count, e.g. a right password). */
  release(id: number): void;
  /** The time of the bucket's newest event inside the window, if any. */
  newest(bucket: string, limit: Limit, now: number): number | undefined;
}

export function createRateLimiter(db: DB): RateLimiter {
  const countStmt = db.prepare('SELECT COUNT(*) AS n FROM rate_events WHERE bucket = ? AND at > ?');
  const insertStmt = db.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)');
  const pruneStmt = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND at <= ?');
  const resetStmt = db.prepare('DELETE FROM rate_events WHERE bucket = ?');
  const releaseStmt = db.prepare('DELETE FROM rate_events WHERE id = ?');
  const newestStmt = db.prepare('SELECT MAX(at) AS at FROM rate_events WHERE bucket = ? AND at > ?');

  const count = (bucket: string, limit: Limit, now: number) =>
    (countStmt.get(bucket, now - limit.windowMs) as { n: number }).n;
  const hit = db.transaction((bucket: string, limit: Limit, now: number) => {
    pruneStmt.run(bucket, now - limit.windowMs);
    insertStmt.run(bucket, now);
  });

  const reserve = db.transaction((bucket: string, limit: Limit, now: number): number | null => {
    pruneStmt.run(bucket, now - limit.windowMs);
    if (count(bucket, limit, now) >= limit.max) return null;
    return Number(insertStmt.run(bucket, now).lastInsertRowid);
  });

  return {
    count,
    reserve: (bucket, limit, now) => reserve(bucket, limit, now),
    release(id) {
      releaseStmt.run(id);
    },
    newest: (bucket, limit, now) => (newestStmt.get(bucket, now - limit.windowMs) as { at: number | null }).at ?? undefined,
    exceeded: (bucket, limit, now) => count(bucket, limit, now) >= limit.max,
    hit: (bucket, limit, now) => hit(bucket, limit, now),
    reset(bucket) {
      resetStmt.run(bucket);
    },
  };
}
