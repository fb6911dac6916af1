/**
 * Flow tokens: random, single use, short-lived, stored only as a hash. One table serves every flow:
 *
 * | type                         | minted by                                   | spent by                                |
 * |------------------------------|---------------------------------------------|-----------------------------------------|
 * | RESET_PASSWORD (unverified)  | applyResetPasswordWithSecurity, COMPLETE_PASSWORD_FOR_LOGIN | verifyEmailCode / verifyPhoneCode |
 * | RESET_PASSWORD (verified)    | a verified code, an approved second verification | resetPassword                      |
 * | ACCOUNT_SECOND_VERIFICATION  | step-up login, step-up reset                | approveSecondVerification (verify page) |
 * | REGISTER                     | phone or e-mail sign-up                     | completeProfileByRegisterToken          |
 * | DELETION_CANCEL              | login of an account with a pending deletion | the gateway deletion-cancel call        |
 * | OAUTH_ID_TOKEN               | a confirmed QR login (status poll)          | loginByQrCode                           |
 * | OAUTH_BIND                   | social sign-up whose e-mail or phone is missing or taken | the account-auth page      |
 * | SLIDER                       | a passed slider check                       | sign-up code sends                      |
 * | PHONE_SESSION                | sign-in on the QR phone simulator           | its sign-out (peeked on every phone call) |
 * | ACCOUNT_CHANGE               | the account area's identity check (password or code) | an e-mail, mobile or password change |
 * | CREDENTIAL_ALERT             | a credential change's notice (credential-alerts.ts) | "This wasn't me" (/user/not-me): the lockdown |
 * | PRIVACY_EXPORT               | privacy/exportData after the identity step (privacy-routes.ts) | the download of the data export, once, same account |
 * | LOST_NUMBER                  | lostNumber/start (lost-number-routes.ts), browser-bound | lostNumber/finish: the new mobile number |
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from './db.js';

export type TokenType =
  | 'RESET_PASSWORD'
  | 'ACCOUNT_SECOND_VERIFICATION'
  | 'REGISTER'
  | 'DELETION_CANCEL'
  | 'OAUTH_ID_TOKEN'
  | 'OAUTH_BIND'
  | 'SLIDER'
  | 'PHONE_SESSION'
  | 'ACCOUNT_CHANGE'
  | 'CREDENTIAL_ALERT'
  | 'PRIVACY_EXPORT'
  | 'LOST_NUMBER';

export interface TokenRow {
  type: TokenType;
  user_id: number | null;
  subject: string | null;
  data: Record<string, unknown>;
  created_at: number;
  expires_at: number;
}

export interface MintInput {
  type: TokenType;
  userId?: number | null;
  /** What the token is about when there is no account yet (an e-mail, a phone). */
  subject?: string | null;
  data?: Record<string, unknown>;
  ttlMs: number;
}

export interface TokenStore {
  mint(input: MintInput, now: number): string;
  /** The token if it exists, has this type, is unused and unexpired; it stays usable. */
  peek(token: string, type: TokenType, now: number): TokenRow | undefined;
  /** Like peek, and marks it used in the same statement (a second spend finds nothing). */
  spend(token: string, type: TokenType, now: number): TokenRow | undefined;
  /** Replaces the data of an unused token. */
  update(token: string, data: Record<string, unknown>): void;
}

/** Tokens are 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

interface RawRow {
  type: TokenType;
  user_id: number | null;
  subject: string | null;
  data: string;
  created_at: number;
  expires_at: number;
}

export function createTokenStore(db: DB): TokenStore {
  const insert = db.prepare(`INSERT INTO tokens (id_hash, type, user_id, subject, data, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const select = db.prepare(`SELECT type, user_id, subject, data, created_at, expires_at FROM tokens
    WHERE id_hash = ? AND type = ? AND used_at IS NULL AND expires_at > ?`);
  const markUsed = db.prepare('UPDATE tokens SET used_at = ? WHERE id_hash = ? AND used_at IS NULL');
  const updateData = db.prepare('UPDATE tokens SET data = ? WHERE id_hash = ? AND used_at IS NULL');
  const prune = db.prepare('DELETE FROM tokens WHERE expires_at < ?');
  let lastPrune = 0;

  const toRow = (raw: RawRow): TokenRow => ({ ...raw, data: JSON.parse(raw.data) as Record<string, unknown> });

  function peek(token: string, type: TokenType, now: number): TokenRow | undefined {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return undefined;
    const raw = select.get(hashToken(token), type, now) as RawRow | undefined;
    return raw ? toRow(raw) : undefined;
  }

  const spend = db.transaction((token: string, type: TokenType, now: number): TokenRow | undefined => {
    const row = peek(token, type, now);
    if (!row) return undefined;
    return markUsed.run(now, hashToken(token)).changes === 1 ? row : undefined;
  });

  const mint = db.transaction((input: MintInput, now: number): string => {
    // Expired tokens are useless; drop them now and then (a day past expiry, to keep "used" answers stable).
    if (now - lastPrune > 60 * 60_000) {
      prune.run(now - 24 * 60 * 60_000);
      lastPrune = now;
    }
    const token = randomToken();
    insert.run(hashToken(token), input.type, input.userId ?? null, input.subject ?? null, JSON.stringify(input.data ?? {}), now, now + input.ttlMs);
    return token;
  });

  return {
    mint: (input, now) => mint(input, now),
    peek,
    spend: (token, type, now) => spend(token, type, now),
    update(token, data) {
      updateData.run(JSON.stringify(data), hashToken(token));
    },
  };
}
