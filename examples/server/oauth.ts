/**
 * Social login's server side: authorization codes and linked social accounts.
 *
 * `issueOAuthCode(provider, profile)` is what an identity provider's consent step does: it records who the
 * provider vouches for and hands back a single-use code (5 minutes). The fake provider page (a later module) calls
 * it through `server.oauth.issueOAuthCode`; tests call it directly. `loginByOAuthCode` then redeems the code:
 * a code stays redeemable after PL_USER_LOGIN_OAUTH_NOT_EXIST, because the client repeats the very same request
 * with operateType REGISTER (spec §4 "Social login").
 */
import { VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import type { DB } from './db.js';
import { createHash, timingSafeEqual } from 'node:crypto';
import { hashToken, randomToken } from './tokens.js';

export type OAuthProvider = 'GOOGLE' | 'FACEBOOK';
export const OAUTH_PROVIDERS: readonly OAuthProvider[] = Object.freeze(['GOOGLE', 'FACEBOOK']);

export interface OAuthProfile {
  /** The provider's stable id of the person. */
  subject: string;
  /** The e-mail the person shared with the provider, if any. */
  email?: string;
  /**
   * The provider's `email_verified` claim: true only when the provider proved the person controls the e-mail.
   * The member server trusts an e-mail (to create an e-mail-confirmed account, to match an existing account, to
   * hand over guest orders) only when it is verified (OAuth 2.0 Security BCP, OIDC Core §5.1).
   */
  emailVerified?: boolean;
  name?: string;
}

/** What a redirect sign-in's code is bound to (authorization-code flow with PKCE, S256). */
export interface OAuthBinding {
  /** BASE64URL(SHA-256(code_verifier)). */
  codeChallenge: string;
  state: string;
  redirectUri: string;
}

export interface OAuthGrant extends OAuthProfile {
  provider: OAuthProvider;
  /** Present for a redirect sign-in's code: the exchange must match it (verifyBinding). */
  binding?: OAuthBinding;
}

export interface SocialAccount {
  provider: OAuthProvider;
  subject: string;
  user_id: number;
  email: string | null;
  suspended: number;
}

export interface OAuthStore {
  issueOAuthCode(provider: OAuthProvider, profile: OAuthProfile, binding?: OAuthBinding): string;
  /** The grant behind an unexpired, unspent code of this provider (the code stays valid). */
  peek(provider: OAuthProvider, code: string, now: number): OAuthGrant | undefined;
  /** Marks the code spent; false when it was spent meanwhile. */
  spend(code: string, now: number): boolean;
  account(provider: OAuthProvider, subject: string): SocialAccount | undefined;
  /**
   * Drops an account's (unsuspended) social links: a password reset means the owner may have lost control of the
   * account, so a link made meanwhile must not outlive it. The next social login asks for the password again.
   */
  unlinkAll(userId: number): number;
  link(account: { provider: OAuthProvider; subject: string; userId: number; email?: string | null; suspended?: boolean }, now: number): void;
}

export function createOAuthStore(db: DB, now: () => number, codeTtlMs = VERIFICATION_EXPIRY_MS): OAuthStore {
  const insert = db.prepare(`INSERT INTO oauth_codes (code_hash, provider, subject, email, email_verified, name, created_at, expires_at,
    code_challenge, state, redirect_uri) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const select = db.prepare(`SELECT provider, subject, email, email_verified, name, code_challenge, state, redirect_uri FROM oauth_codes
    WHERE code_hash = ? AND provider = ? AND used_at IS NULL AND expires_at > ?`);
  const spendStmt = db.prepare('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL');
  const accountStmt = db.prepare('SELECT * FROM social_accounts WHERE provider = ? AND subject = ?');
  const linkStmt = db.prepare(`INSERT INTO social_accounts (provider, subject, user_id, email, suspended, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const prune = db.prepare('DELETE FROM oauth_codes WHERE expires_at < ?');
  const unlinkStmt = db.prepare('DELETE FROM social_accounts WHERE user_id = ? AND suspended = 0');

  return {
    issueOAuthCode(provider, profile, binding) {
      if (!OAUTH_PROVIDERS.includes(provider)) throw new Error(`unknown provider ${String(provider)}`);
      if (typeof profile?.subject !== 'string' || profile.subject.trim() === '' || profile.subject.length > 128) {
        throw new Error('an OAuth profile needs a subject of 1-128 characters');
      }
      const issuedAt = now();
      const code = randomToken();
      db.transaction(() => {
        prune.run(issuedAt - 24 * 60 * 60_000);
        insert.run(
          hashToken(code),
          provider,
          profile.subject,
          profile.email?.trim().toLowerCase() || null,
          profile.email && profile.emailVerified === true ? 1 : 0,
          profile.name?.trim() || null,
          issuedAt,
          issuedAt + codeTtlMs,
          binding?.codeChallenge ?? null,
          binding?.state ?? null,
          binding?.redirectUri ?? null,
        );
      })();
      return code;
    },
    peek(provider, code, at) {
      if (typeof code !== 'string' || !/^[A-Za-z0-9_-]{20,128}$/.test(code)) return undefined;
      const row = select.get(hashToken(code), provider, at) as
        | {
            provider: OAuthProvider;
            subject: string;
            email: string | null;
            email_verified: number;
            name: string | null;
            code_challenge: string | null;
            state: string | null;
            redirect_uri: string | null;
          }
        | undefined;
      if (!row) return undefined;
      return {
        provider: row.provider,
        subject: row.subject,
        email: row.email ?? undefined,
        emailVerified: row.email !== null && row.email_verified === 1,
        name: row.name ?? undefined,
        ...(row.code_challenge !== null
          ? { binding: { codeChallenge: row.code_challenge, state: row.state ?? '', redirectUri: row.redirect_uri ?? '' } }
          : {}),
      };
    },
    spend: (code, at) => spendStmt.run(at, hashToken(code)).changes === 1,
    account: (provider, subject) => accountStmt.get(provider, subject) as SocialAccount | undefined,
    unlinkAll: (userId) => unlinkStmt.run(userId).changes,
    link(account, at) {
      linkStmt.run(account.provider, account.subject, account.userId, account.email ?? null, account.suspended ? 1 : 0, at);
    },
  };
}

/** RFC 7636: a code_verifier is 43-128 characters of [A-Za-z0-9-._~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A S256 code_challenge: BASE64URL of a SHA-256 digest (43 characters). */
export const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** BASE64URL(SHA-256(verifier)): the S256 code_challenge of a verifier. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** What an exchange brings for a redirect sign-in's code. */
export interface OAuthExchange {
  codeVerifier?: string;
  state?: string;
  redirectUri: string;
}

/**
 * Whether an exchange matches the code's binding: a code issued to a redirect needs the verifier of its challenge
 * (PKCE S256: a stolen code is useless without the verifier the browser kept), the same state and redirect_uri.
 * A code answered to a provider window (no binding) needs none of them.
 */
export function matchesBinding(grant: OAuthGrant, exchange: OAuthExchange): boolean {
  const binding = grant.binding;
  if (!binding) return true;
  const { codeVerifier, state } = exchange;
  if (typeof codeVerifier !== 'string' || !VERIFIER.test(codeVerifier)) return false;
  const expected = Buffer.from(binding.codeChallenge);
  const given = Buffer.from(s256(codeVerifier));
  return expected.length === given.length && timingSafeEqual(expected, given) && state === binding.state && exchange.redirectUri === binding.redirectUri;
}
