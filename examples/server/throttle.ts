/**
 * Password-login throttling (issue 12 findings 2, 3, 8, 13; OWASP ASVS v4 2.2.1 and the Authentication Cheat
 * Sheet): the policy docs/security.md states.
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
/**
 * A try that finds the account's IN_FLIGHT checks busy waits for a free one (first come, first served) instead of
 * being refused: the cap bounds the CPU one account can take and the guesses a burst gets evaluated before the bot
 * check, but a buyer whose account is being hammered is queued, not turned away (a refusal there would be a
 * lockout handed out by whoever floods the account). At most LOGIN_QUEUE_MAX tries wait per account, each at most
 * `limits.loginQueueWaitMs` (10 s by default); past either, the answer is PL-USER-LOGIN-TOO-MANY-ATTEMPTS with
 * retryAfterMs.
 */
export const LOGIN_QUEUE_MAX = 50;

/** Waiting tries per server and account identity, oldest first. */
const queues = new WeakMap<AppContext, Map<string, Array<() => void>>>();

function queueOf(ctx: AppContext, identity: string): Array<() => void> {
  let byIdentity = queues.get(ctx);
  if (!byIdentity) queues.set(ctx, (byIdentity = new Map()));
  let queue = byIdentity.get(identity);
  if (!queue) byIdentity.set(identity, (queue = []));
  return queue;
}

/** How many password tries wait in the accounts' queues of this server (an operator's gauge; the tests wait on it). */
export function queuedLoginTries(ctx: AppContext): number {
  let count = 0;
  for (const queue of queues.get(ctx)?.values() ?? []) count += queue.length;
  return count;
}

/** Wakes the oldest try waiting for a slot of `identity` (one slot was freed). */
function wakeNext(ctx: AppContext, identity: string): void {
  const byIdentity = queues.get(ctx);
  const queue = byIdentity?.get(identity);
  const next = queue?.shift();
  if (queue && queue.length === 0) byIdentity!.delete(identity);
  next?.();
}

/**
 * Reserves one password try of `identity` from the request's address, or throws why it is refused. The address's
 * limits are checked and counted once, in one synchronous step; then the account's step (bot check, slot) runs,
 * at once when a slot is free, else after waiting in the account's queue.
 */
export async function reserveLoginAttempt(ctx: AppContext, rc: RequestContext, identity: string): Promise<LoginAttempt> {
  const { limits, limiter } = ctx;
  const pairBucket = `login-fail:${identity}|${rc.ip}`;
  const pairLimit = { max: Number.MAX_SAFE_INTEGER, windowMs: limits.loginFailuresPerAccountAndIp.windowMs };
  ctx.db.transaction(() => {
    // 1. The per-address flood limit (every outcome counts).
    if (limiter.reserve(`login-ip:${rc.ip}`, limits.loginPerIp, rc.now) === null) throw loginThrottled(limits.loginPerIp.windowMs);
    // 2. Growing delays for this identity from this address (its tries are counted as they arrive).
    const over = limiter.count(pairBucket, pairLimit, rc.now) - limits.loginFailuresPerAccountAndIp.max;
    if (over >= 0) {
      const delay = Math.min(limits.loginDelayCapMs, 1000 * 2 ** Math.min(over, 30));
      const since = rc.now - (limiter.newest(pairBucket, pairLimit, rc.now) ?? 0);
      if (since < delay) throw loginThrottled(delay - since);
    }
  })();
  const waiting = () => queues.get(ctx)?.get(identity)?.length ?? 0;
  // Someone is already waiting: queue behind them (first come, first served), even if a slot looks free.
  let attempt = waiting() === 0 ? reserveAccountSlot(ctx, rc, identity, pairBucket, pairLimit) : null;
  const deadline = Date.now() + limits.loginQueueWaitMs;
  let woken = false;
  while (!attempt) {
    // A try woken without a slot (a crashed request's slot still counts) keeps its place at the front.
    if (!woken && waiting() >= LOGIN_QUEUE_MAX) throw loginThrottled(1000);
    const left = deadline - Date.now();
    if (left <= 0) throw loginThrottled(1000);
    await new Promise<void>((wake) => {
      const onWake = () => {
        clearTimeout(timer);
        wake();
      };
      const queue = queueOf(ctx, identity);
      const timer = setTimeout(() => {
        const at = queue.indexOf(onWake);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0) queues.get(ctx)?.delete(identity);
        wake();
      }, left);
      if (woken) queue.unshift(onWake);
      else queue.push(onWake);
    });
    woken = true;
    try {
      attempt = reserveAccountSlot(ctx, rc, identity, pairBucket, pairLimit);
    } catch (error) {
      // Refused (the bot check): it took no slot, so the turn passes on at once.
      wakeNext(ctx, identity);
      throw error;
    }
  }
  // Several slots freed at once: the next waiting try may take one too.
  if (waiting() > 0 && slotsInUse(ctx, identity, rc.now) < IN_FLIGHT.max) wakeNext(ctx, identity);
  return attempt;
}

function slotsInUse(ctx: AppContext, identity: string, now: number): number {
  return ctx.limiter.count(`login-pending:${identity}`, IN_FLIGHT, now);
}

/**
 * The account's step, in one synchronous database step: null when IN_FLIGHT checks are under way; the bot check
 * once the account's failures (settled) plus its checks in flight reach the free failures (so a burst gets at most
 * that many guesses evaluated, and the owner's parallel logins on a clean account are not mistaken for guesses);
 * else the slot, released by `settle`.
 */
function reserveAccountSlot(ctx: AppContext, rc: RequestContext, identity: string, pairBucket: string, pairLimit: Limit): LoginAttempt | null {
  const { limits, limiter } = ctx;
  const now = rc.now;
  return ctx.db.transaction((): LoginAttempt | null => {
    const idBucket = `login-fail:${identity}`;
    const pendingBucket = `login-pending:${identity}`;
    const idLimit = limits.loginFailuresPerAccount;
    const failures = limiter.count(idBucket, idLimit, now);
    const pending = slotsInUse(ctx, identity, now);
    if (pending >= IN_FLIGHT.max) return null;
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
        wakeNext(ctx, identity);
        return ok;
      },
    };
  })();
}
