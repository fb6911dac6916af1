/**
 * The bot check (spec §4 "Anti-bot", §8 RGV587) and the slider that passes it.
 *
 * - A per-server switch (`server.botCheck.setEnabled`, or `POST /__dev/bot-check` in dev mode). While it is on,
 *   every gateway call answers `RGV587_ERROR::SM` with `data.url`, and every member POST answers errorCode.key
 *   RGV587_ERROR with `module.url`, until the browser holds a valid pass cookie.
 * - The pass cookie `x5sec` (HttpOnly, 30 minutes, HMAC-signed, stateless) is set by a passed slider
 *   (`POST user/api/sliderVerify`) or by the dev-only pass endpoint.
 * - Slider challenges are single use, live 5 minutes and are limited per client address (`sliderPerIp`). A check
 *   passes when the challenge is fresh and unused, the client says the thumb reached the end (distance ≥ 0.97),
 *   and at least `minElapsedMs` (SLIDER_MIN_ELAPSED_MS, 1 s) passed on the server's own clock between issuing the
 *   challenge and the answer. A check that comes too early still spends its challenge.
 *
 * Why nothing else is judged (docs/accessibility.md and docs/security.md): everything in the trace (duration, samples)
 * is written by the client, so a script forges a hand-like curve in a few lines, while the people a shape test
 * does stop are the ones who do not drag: keyboard users (End, fast arrows, a step back), switch and voice
 * control, screen readers that set the value at once, and a tap on the track (the single-pointer alternative of
 * WCAG 2.5.7). What a server can really enforce is cost: a challenge it issued, used once, not before a time floor
 * it measures itself, a limited number per address, and (accounts.ts) a proof bound to the one phone or address
 * it is first used for, behind the send limits.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SLIDER_MIN_ELAPSED_MS, VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
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
  /** How long after a challenge its answer is accepted at the earliest (told to the client as `waitMs`). */
  readonly minElapsedMs: number;
  challenge(now: number): string;
  /** Spends the challenge; true when it existed, was fresh and unused, the time floor passed, and the slider completed. */
  verify(challengeId: string, trace: SliderTrace, now: number): boolean;
}

export const SLIDER_RULES = Object.freeze({
  /** The client must say the thumb reached the end (a drag released there, End, the last step, or a tap). */
  minDistance: 0.97,
});

/** True when the answer claims a completed slider; the trace's duration and samples are the client's word, not judged. */
export function traceCompleted(trace: SliderTrace): boolean {
  return trace.distance >= SLIDER_RULES.minDistance && trace.distance <= 1.0001;
}

export interface SliderSettings {
  /** The server-measured time between issuing a challenge and accepting its answer. Default SLIDER_MIN_ELAPSED_MS. */
  minElapsedMs: number;
}

export function createSliderStore(db: DB, settings: SliderSettings = { minElapsedMs: SLIDER_MIN_ELAPSED_MS }): SliderStore {
  const insert = db.prepare('INSERT INTO slider_challenges (id, created_at, expires_at) VALUES (?, ?, ?)');
  const spend = db.prepare(
    'UPDATE slider_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? RETURNING created_at',
  );
  const prune = db.prepare('DELETE FROM slider_challenges WHERE expires_at < ?');
  const create = db.transaction((id: string, now: number) => {
    prune.run(now - SLIDER_TTL_MS);
    insert.run(id, now, now + SLIDER_TTL_MS);
  });
  return {
    minElapsedMs: settings.minElapsedMs,
    challenge(now) {
      const id = randomToken(18);
      create(id, now);
      return id;
    },
    verify(challengeId, trace, now) {
      // Spent whatever the answer: a too-early or incomplete answer cannot be retried with the same challenge.
      const row = spend.get(now, challengeId, now) as { created_at: number } | undefined;
      return row !== undefined && now - row.created_at >= settings.minElapsedMs && traceCompleted(trace);
    },
  };
}
