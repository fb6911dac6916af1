/**
 * Password-login throttling (issue 12 findings 2, 3, 8, 13; OWASP ASVS v4 2.2.1 and the Authentication Cheat
 * Sheet): the policy the README "Security" section states.
 *
 * - Keyed on the account identity, not on the name as typed: the account id when the login name names an account
 *   (so "+66 812345678", "0066812345678" and its e-mail are one key), else the normalized name (e-mail trimmed and
 *   lowercased, phone in E.164 for its site).
 * - Atomic: `reserveLoginAttempt` records the attempt in one synchronous database step BEFORE the (async) scrypt
 *   check, so a burst of parallel guesses is counted as it arrives (in flight, and per address); a right password
 *   then settles only its own try (it never resets the counter for the other guesses of the burst).
 * - No hard lock the owner can be handed by a stranger:
 *   1. per client address, at most `loginPerIp` password logins (any outcome) per minute — a flood from one client
 *      is refused before any scrypt runs, so it cannot slow down everyone else's login;
 *   2. per account identity AND client address, after `loginFailuresPerAccountAndIp.max` failures each further try
 *      waits a growing delay (1 s, 2 s, 4 s… up to `loginDelayCapMs`): only the guessing address waits;
 *   3. per account identity, after `loginFailuresPerAccount.max` failures from anywhere, every further try must
 *      come from a browser that passed the bot check (the slider): the owner passes it and logs in, a script
 *      cannot go on. Code login and forgot-password stay open throughout.
 */
import type { AppContext } from './context.js';
import type { Limit } from './limits.js';
import { BusinessError, KEYS, loginThrottled, text } from './errors.js';
import type { RequestContext } from './http.js';
import { e164OrNull } from './site.js';
import { normalizeEmail, type UserRow } from './users.js';

/** The throttling key of a login name: the account when there is one, else the normalized name. */
export function loginIdentity(rc: RequestContext, loginName: string, user: UserRow | undefined): string {
  if (user) return `user:${user.id}`;
  const name = loginName.trim();
  if (name.includes('@')) return `email:${normalizeEmail(name)}`;
  const phone = e164OrNull(rc, name);
  return phone ? `phone:${phone}` : `name:${name.toLowerCase().replace(/[\s\-().]/g, '')}`;
}

export interface LoginAttempt {
  /**
   * The outcome of the password check, reported right after it: a failure is recorded for the account, a success
   * is not; either way the in-flight slot is freed. Returns `ok`.
   */
  settle(ok: boolean): boolean;
}

/** Password checks of one account in flight at once (a crashed request's slot expires with the window). */
const IN_FLIGHT: Limit = { max: 5, windowMs: 60_000 };

/** Reserves one password try of `identity` from the request's address, or throws why it is refused. */
export function reserveLoginAttempt(ctx: AppContext, rc: RequestContext, identity: string): LoginAttempt {
  const { limits, limiter } = ctx;
  const now = rc.now;
  return ctx.db.transaction((): LoginAttempt => {
    // 1. The per-address flood limit (every outcome counts).
    const ipBucket = `login-ip:${rc.ip}`;
    if (limiter.reserve(ipBucket, limits.loginPerIp, now) === null) throw loginThrottled(limits.loginPerIp.windowMs);
    // 2. Growing delays for this identity from this address (its tries are counted as they arrive).
    const pairBucket = `login-fail:${identity}|${rc.ip}`;
    const pairLimit = { max: Number.MAX_SAFE_INTEGER, windowMs: limits.loginFailuresPerAccountAndIp.windowMs };
    const pairFailures = limiter.count(pairBucket, pairLimit, now);
    const over = pairFailures - limits.loginFailuresPerAccountAndIp.max;
    if (over >= 0) {
      const delay = Math.min(limits.loginDelayCapMs, 1000 * 2 ** Math.min(over, 30));
      const since = now - (limiter.newest(pairBucket, pairLimit, now) ?? 0);
      if (since < delay) throw loginThrottled(delay - since);
    }
    // 3. The account's failures (settled) and checks in flight: at most IN_FLIGHT at once, and once any try failed,
    //    failures plus tries in flight never exceed the free failures without a passed bot check. So a burst is
    //    bounded (at most `max` guesses evaluated before the bot check), and the owner's parallel logins on a
    //    clean account are not mistaken for guesses.
    const idBucket = `login-fail:${identity}`;
    const pendingBucket = `login-pending:${identity}`;
    const idLimit = limits.loginFailuresPerAccount;
    const failures = limiter.count(idBucket, idLimit, now);
    const pending = limiter.count(pendingBucket, IN_FLIGHT, now);
    if (pending >= IN_FLIGHT.max) throw loginThrottled(1000);
    const needsBotCheck = failures >= idLimit.max || (failures > 0 && failures + pending >= idLimit.max);
    if (needsBotCheck && !ctx.botCheck.passed(rc)) {
      throw new BusinessError(KEYS.botCheck, text('error.bot.message'), { url: ctx.botCheck.url() });
    }
    const pendingReservation = limiter.reserve(pendingBucket, IN_FLIGHT, now)!;
    const pairReservation = limiter.reserve(pairBucket, pairLimit, now)!;
    let settled = false;
    return {
      settle(ok) {
        if (settled) return ok;
        settled = true;
        limiter.release(pendingReservation);
        if (ok) limiter.release(pairReservation);
        else limiter.hit(idBucket, { max: Number.MAX_SAFE_INTEGER, windowMs: idLimit.windowMs }, rc.now);
        return ok;
      },
    };
  })();
}
