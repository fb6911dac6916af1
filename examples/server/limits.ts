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
  /** Codes sent to one phone or e-mail address. Default 5 per hour. */
  sendPerTarget: Limit;
  /** Codes sent on behalf of one client address. Default 20 per hour. */
  sendPerIp: Limit;
  /** Wrong passwords for one login name. Default 10 per 15 minutes. */
  loginFailuresPerName: Limit;
  /** Slider challenges issued to one client address. Default 30 per hour. */
  sliderPerIp: Limit;
}

export const DEFAULT_LIMITS: Readonly<LimitSettings> = Object.freeze({
  sendPerTarget: { max: 5, windowMs: 60 * 60_000 },
  sendPerIp: { max: 20, windowMs: 60 * 60_000 },
  loginFailuresPerName: { max: 10, windowMs: 15 * 60_000 },
  sliderPerIp: { max: 30, windowMs: 60 * 60_000 },
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
}

export function createRateLimiter(db: DB): RateLimiter {
  const countStmt = db.prepare('SELECT COUNT(*) AS n FROM rate_events WHERE bucket = ? AND at > ?');
  const insertStmt = db.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)');
  const pruneStmt = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND at <= ?');
  const resetStmt = db.prepare('DELETE FROM rate_events WHERE bucket = ?');

  const count = (bucket: string, limit: Limit, now: number) =>
    (countStmt.get(bucket, now - limit.windowMs) as { n: number }).n;
  const hit = db.transaction((bucket: string, limit: Limit, now: number) => {
    pruneStmt.run(bucket, now - limit.windowMs);
    insertStmt.run(bucket, now);
  });

  return {
    count,
    exceeded: (bucket, limit, now) => count(bucket, limit, now) >= limit.max,
    hit: (bucket, limit, now) => hit(bucket, limit, now),
    reset(bucket) {
      resetStmt.run(bucket);
    },
  };
}
