/**
 * One-time codes (issue 4 "Rules it enforces"): CODE_LENGTH digits, valid VERIFICATION_EXPIRY_MS, single use,
 * a new one for the same target and purpose only RESEND_COUNTDOWN_MS after the last (which it replaces), at most
 * MAX_CODE_ATTEMPTS wrong tries before the code is dead, and per-target and per-address send limits. Codes are
 * stored as an HMAC, never in clear (the dev outbox, which exists only in dev mode, is the one exception).
 *
 * A code belongs to the browser it was sent for (`client`: a hash of that browser's HttpOnly CSRF cookie, see
 * sessions.ts `Csrf.client`). Sending, resending, checking and wrong tries are all per browser: a stranger who
 * knows a phone number can neither spend its owner's tries (kill the owner's live code) nor replace the owner's
 * code with a new one. Send limits count per target AND client address (5 an hour), per client address (20 an
 * hour) and per target in all (15 an hour, a brake on SMS bombing that one stranger cannot reach alone).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH, RESEND_COUNTDOWN_MS, VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import type { DB } from './db.js';
import { BusinessError, KEYS, codeExpired, codeIncorrect, sendLimited } from './errors.js';
import type { LimitSettings, RateLimiter } from './limits.js';

export const MAX_CODE_ATTEMPTS = 5;

/**
 * OTP codes serve both code login and code sign-up (the same code registers an unknown phone). SECOND_VERIFICATION
 * codes confirm a step-up on the verify page; BIND_PHONE codes prove the phone a social sign-up adds.
 */
export type CodePurpose =
  | 'OTP'
  | 'RESET_PASSWORD'
  | 'REGISTER_EMAIL'
  | 'SECOND_VERIFICATION'
  | 'BIND_PHONE'
  /** Account area: proving the account's current e-mail or phone, then a new one (account-routes.ts). */
  | 'ACCOUNT_IDENTITY'
  | 'ACCOUNT_NEW_CONTACT'
  /** /user/lazadian: proving a work e-mail before it is linked to the account (staff-routes.ts). */
  | 'STAFF_EMAIL'
  /** /user/lost-number: the account's e-mail, then the new mobile number (lost-number-routes.ts). */
  | 'LOST_NUMBER_EMAIL'
  | 'LOST_NUMBER_PHONE';
export type Delivery = 'SMS' | 'WHATSAPP' | 'VOICE' | 'EMAIL';

export interface CodeSettings {
  length: number;
  ttlMs: number;
  resendAfterMs: number;
  maxAttempts: number;
}

export const DEFAULT_CODE_SETTINGS: Readonly<CodeSettings> = Object.freeze({
  length: CODE_LENGTH,
  ttlMs: VERIFICATION_EXPIRY_MS,
  resendAfterMs: RESEND_COUNTDOWN_MS,
  maxAttempts: MAX_CODE_ATTEMPTS,
});

export interface IssueInput {
  /** "phone:+6591234567" or "email:buyer.sg@example.com". */
  target: string;
  purpose: CodePurpose;
  delivery: Delivery;
  ip: string;
  /** The browser the code is for (Csrf.client); '' when the request carried no CSRF cookie. */
  client: string;
  now: number;
}

export interface CheckInput {
  target: string;
  purpose: CodePurpose;
  code: string;
  /** The browser checking (Csrf.client): only the code sent for this browser is tried. */
  client: string;
  now: number;
  consume: boolean;
}

export type CheckOutcome = 'ok' | 'incorrect' | 'expired';

export interface CodeStore {
  readonly settings: CodeSettings;
  /** A fresh code, or BusinessError (resend too soon, traffic limit). Nothing is written when it throws. */
  issue(input: IssueInput): string;
  /**
   * Checks a code against the live one for target and purpose. A wrong code counts a try (the last allowed try
   * kills the code); a right one is spent when `consume` is true.
   */
  check(input: CheckInput): CheckOutcome;
  /** `check` that throws PL-USER-CODE-INCORRECT / PL-USER-CODE-EXPIRED. */
  verify(input: CheckInput): void;
  /**
   * Counts one send against the send limits without sending (throws PL-USER-CODE-SEND-LIMIT when full): a sign-up
   * send that answers "already registered" costs the same as a real one, so probing for accounts is limited too.
   */
  charge(input: { target: string; ip: string; now: number }): void;
}

interface CodeRow {
  id: number;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  state: 'ACTIVE' | 'USED' | 'DEAD' | 'REPLACED';
}

/**
 * An answer that tells whether an address is someone's ("already registered", "linked to another account") is given
 * only at the price of a send to that address (issue 12 finding 7 for sign-up, issue 23 finding 5 for the account
 * area's new contact, the account-auth page's phone and the staff page's work e-mail): the same per-address and
 * per-client limits as a real code, so probing for accounts stops where sending codes stops. Charges, then throws
 * `refusal`; a full limit throws PL-USER-CODE-SEND-LIMIT instead, as a send would.
 */
export function refuseAtSendPrice(codes: Pick<CodeStore, 'charge'>, input: { target: string; ip: string; now: number }, refusal: Error): never {
  codes.charge(input);
  throw refusal;
}

export function phoneTarget(e164: string): string {
  return `phone:${e164}`;
}

export function emailTarget(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

export function createCodeStore(
  db: DB,
  secret: Buffer,
  limiter: RateLimiter,
  limits: LimitSettings,
  settings: CodeSettings = DEFAULT_CODE_SETTINGS,
): CodeStore {
  const latest = db.prepare(`SELECT id, code_hash, created_at, expires_at, attempts, state FROM codes
    WHERE target = ? AND purpose = ? AND client = ? ORDER BY id DESC LIMIT 1`);
  const replace = db.prepare("UPDATE codes SET state = 'REPLACED' WHERE target = ? AND purpose = ? AND client = ? AND state = 'ACTIVE'");
  const insert = db.prepare(`INSERT INTO codes (target, purpose, code_hash, delivery, created_at, expires_at, client)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const countTry = db.prepare('UPDATE codes SET attempts = attempts + 1, state = ? WHERE id = ?');
  const markUsed = db.prepare("UPDATE codes SET state = 'USED' WHERE id = ? AND state = 'ACTIVE'");

  const digest = (target: string, purpose: string, code: string) =>
    createHmac('sha256', secret).update(`code|${target}|${purpose}|${code}`).digest();

  const charge = db.transaction((input: { target: string; ip: string; now: number }): void => {
    const buckets = [
      [`send:${input.target}|${input.ip}`, limits.sendPerTarget],
      [`send:${input.target}`, limits.sendPerTargetTotal],
      [`send-ip:${input.ip}`, limits.sendPerIp],
    ] as const;
    const full = buckets.find(([bucket, limit]) => limiter.exceeded(bucket, limit, input.now));
    if (full) throw sendLimited(full[1].windowMs);
    for (const [bucket, limit] of buckets) limiter.hit(bucket, limit, input.now);
  });

  const issue = db.transaction((input: IssueInput): string => {
    const last = latest.get(input.target, input.purpose, input.client) as CodeRow | undefined;
    // The resend wait protects a live code; a code that died (too many wrong tries) or was used may be replaced at
    // once (the per-target and per-address send limits still apply).
    if (last && last.state === 'ACTIVE' && input.now - last.created_at < settings.resendAfterMs) {
      const retryAfterMs = settings.resendAfterMs - (input.now - last.created_at);
      throw new BusinessError(
        KEYS.resendTooSoon,
        `Please wait ${Math.ceil(retryAfterMs / 1000)} seconds before requesting a new code.`,
        { retryAfterMs },
      );
    }
    charge(input);
    const code = String(randomInt(0, 10 ** settings.length)).padStart(settings.length, '0');
    replace.run(input.target, input.purpose, input.client);
    insert.run(
      input.target,
      input.purpose,
      digest(input.target, input.purpose, code).toString('base64'),
      input.delivery,
      input.now,
      input.now + settings.ttlMs,
      input.client,
    );
    return code;
  });

  const check = db.transaction(
    (input: CheckInput): CheckOutcome => {
      const row = latest.get(input.target, input.purpose, input.client) as CodeRow | undefined;
      if (!row || row.state !== 'ACTIVE' || input.now >= row.expires_at) return 'expired';
      const expected = Buffer.from(row.code_hash, 'base64');
      const given = digest(input.target, input.purpose, String(input.code).trim());
      if (!timingSafeEqual(expected, given)) {
        const dead = row.attempts + 1 >= settings.maxAttempts;
        countTry.run(dead ? 'DEAD' : 'ACTIVE', row.id);
        return 'incorrect';
      }
      if (input.consume && markUsed.run(row.id).changes !== 1) return 'expired';
      return 'ok';
    },
  );

  return {
    settings,
    issue: (input) => issue(input),
    check: (input) => check(input),
    charge: (input) => charge(input),
    verify(input) {
      const outcome = check(input);
      if (outcome === 'incorrect') throw codeIncorrect();
      if (outcome === 'expired') throw codeExpired();
    },
  };
}
