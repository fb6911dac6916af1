/**
 * The bot check (spec §4 "Anti-bot", §8 RGV587) and the slider that passes it.
 *
 * - A per-server switch (`server.botCheck.setEnabled`, or `POST /__dev/bot-check` in dev mode). While it is on,
 *   every gateway call answers `RGV587_ERROR::SM` with `data.url`, and every member POST answers errorCode.key
 *   RGV587_ERROR with `module.url`, until the browser holds a valid pass cookie.
 * - The pass cookie `x5sec` (HttpOnly, 30 minutes, HMAC-signed, stateless) is set by a passed slider
 *   (`POST user/api/sliderVerify`) or by the dev-only pass endpoint.
 * - Slider challenges are single use and live 5 minutes. A trace passes when the thumb reached the end
 *   (distance ≥ 0.97), the drag took a human time (150 ms – 60 s), and the samples (2–400 positions in 0..1,
 *   the last one near the end) move forward, allowing small jitter back.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import type { DB } from './db.js';
import type { RequestContext } from './http.js';
import { randomToken } from './tokens.js';

export const BOT_PASS_COOKIE = 'x5sec';
const PASS_TTL_MS = 30 * 60_000;
export const SLIDER_TTL_MS = VERIFICATION_EXPIRY_MS;
/** The dev page a bot-check answer points at (served by dev-routes.ts). */
export const BOT_CHECK_PAGE = '/__dev/bot-check';

export interface BotCheck {
  enabled(): boolean;
  setEnabled(on: boolean): void;
  /** True when the request carries a valid, unexpired pass cookie. */
  passed(rc: RequestContext): boolean;
  /** Sets the pass cookie on the response. */
  markPassed(rc: RequestContext): void;
  /** Where the client sends the user to pass. */
  url(): string;
}

export function createBotCheck(secret: Buffer, origin: () => string, initiallyEnabled: boolean): BotCheck {
  let on = initiallyEnabled;
  const sign = (expiry: number) => createHmac('sha256', secret).update(`x5sec|${expiry}`).digest('base64url');
  return {
    enabled: () => on,
    setEnabled(value) {
      on = value;
    },
    passed(rc) {
      const cookie = rc.cookies.get(BOT_PASS_COOKIE);
      const match = cookie ? /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(cookie) : null;
      if (!match) return false;
      const expiry = Number(match[1]);
      if (!(expiry > rc.now)) return false;
      const expected = Buffer.from(sign(expiry));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    markPassed(rc) {
      const expiry = rc.now + PASS_TTL_MS;
      rc.setCookie(BOT_PASS_COOKIE, `${expiry}.${sign(expiry)}`, { httpOnly: true, maxAge: PASS_TTL_MS / 1000 });
    },
    url: () => `${origin()}${BOT_CHECK_PAGE}`,
  };
}

/* -------------------------------------------------------------------------------------------------------------- */

export interface SliderTrace {
  distance: number;
  durationMs: number;
  samples: number[];
}

export interface SliderStore {
  challenge(now: number): string;
  /** Spends the challenge; true when it existed, was fresh, and the trace looks human. */
  verify(challengeId: string, trace: SliderTrace, now: number): boolean;
}

export const SLIDER_RULES = Object.freeze({
  minDistance: 0.97,
  minDurationMs: 150,
  maxDurationMs: 60_000,
  minSamples: 2,
  maxSamples: 400,
  /** How far a sample may fall back behind the furthest one so far (a hand wobbles). */
  maxBacktrack: 0.05,
});

export function traceLooksHuman(trace: SliderTrace): boolean {
  const { distance, durationMs, samples } = trace;
  if (!(distance >= SLIDER_RULES.minDistance && distance <= 1.0001)) return false;
  if (!(durationMs >= SLIDER_RULES.minDurationMs && durationMs <= SLIDER_RULES.maxDurationMs)) return false;
  if (samples.length < SLIDER_RULES.minSamples || samples.length > SLIDER_RULES.maxSamples) return false;
  let furthest = 0;
  for (const x of samples) {
    if (!(x >= 0 && x <= 1.0001)) return false;
    if (x < furthest - SLIDER_RULES.maxBacktrack) return false;
    furthest = Math.max(furthest, x);
  }
  return samples[samples.length - 1]! >= SLIDER_RULES.minDistance;
}

export function createSliderStore(db: DB): SliderStore {
  const insert = db.prepare('INSERT INTO slider_challenges (id, created_at, expires_at) VALUES (?, ?, ?)');
  const spend = db.prepare('UPDATE slider_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?');
  const prune = db.prepare('DELETE FROM slider_challenges WHERE expires_at < ?');
  const create = db.transaction((id: string, now: number) => {
    prune.run(now - SLIDER_TTL_MS);
    insert.run(id, now, now + SLIDER_TTL_MS);
  });
  return {
    challenge(now) {
      const id = randomToken(18);
      create(id, now);
      return id;
    },
    verify(challengeId, trace, now) {
      const fresh = spend.run(now, challengeId, now).changes === 1;
      return fresh && traceLooksHuman(trace);
    },
  };
}
