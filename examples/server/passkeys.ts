/**
 * Passkeys (issue 25), the reference server's store and ceremonies: WebAuthn registrations and assertions verified
 * with @simplewebauthn/server, credentials kept per account (migration 320: counter, name, created, last used).
 *
 * - The relying party is the site's member host (`memberHost`, the environment's host table), and the origins a
 *   ceremony may come from are the site's hosts in that table (main, member, my: the popup runs on the main host's
 *   pages, the member pages and the account area on theirs). `/.well-known/webauthn` lists them too, for browsers
 *   that support related origins (a page on www.<domain> using the RP ID member.<domain>).
 * - A challenge is 32 random bytes, stored as a hash with the browser that asked (`ctx.csrf.client(rc)`, the HMAC
 *   of its HttpOnly CSRF cookie: browser-binding.ts), its purpose and, for a registration, its account. It lives 5
 *   minutes (PASSKEY_CHALLENGE_TTL_MS) and is spent by the first verification that names it, passed or not: a
 *   replayed assertion, a challenge from another browser, another account's or an expired one are refused alike.
 * - User verification is required in both ceremonies, so a passkey sign-in is two factors in one (the device and
 *   its lock): it satisfies the second verification (`finishLogin(…, { skipStepUp: true })`).
 * - The user handle is an HMAC of the account id (stable, so an authenticator replaces rather than duplicates the
 *   account's passkey, and no account number shows).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_FAILED_KEY, PASSKEY_NAME_MAX, PASSKEY_NOT_FOUND_KEY, type Passkey } from '../../src/api/passkey-calls.js';
import { resolveHosts, type HostKind } from '../../src/config/hosts.js';
import { memberHost } from './accounts.js';
import type { AppContext } from './context.js';
import type { DB } from './db.js';
import { BusinessError } from './errors.js';
import type { RequestContext } from './http.js';
import { requestSite } from './site.js';
import type { UserRow } from './users.js';
import { describeAgent } from './verify-routes.js';

/** How long a ceremony's challenge is good for (issue 25: 5 minutes). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** Passkeys one account may keep. */
export const PASSKEYS_PER_ACCOUNT = 20;
/** The hosts of the site whose origins may run a ceremony. */
const CEREMONY_HOSTS: readonly HostKind[] = ['main', 'member', 'my'];

type Purpose = 'register' | 'login';

interface PasskeyRow {
  id: string;
  user_id: number;
  public_key: Buffer;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export const passkeyFailed = () => new BusinessError(PASSKEY_FAILED_KEY, 'The passkey could not be checked. Please try again or use another way in.');
const passkeyNotFound = () => new BusinessError(PASSKEY_NOT_FOUND_KEY, 'This passkey no longer exists.');

const hashChallenge = (challenge: string) => createHash('sha256').update(`passkey|${challenge}`).digest('base64url');

/**
 * How many passkeys the account has: what the "ways in" check counts (an account whose only way in is a passkey
 * must not lose it without another one).
 */
export function countPasskeys(db: DB, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM passkeys WHERE user_id = ?').get(userId) as { n: number }).n;
}

export function listPasskeys(db: DB, userId: number): Passkey[] {
  const rows = db.prepare('SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, id').all(userId) as PasskeyRow[];
  return rows.map(toPasskey);
}

function toPasskey(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** The relying party of a request: the site's member host, and the origins its ceremonies may come from. */
export function relyingParty(ctx: AppContext, rc: RequestContext): { rpID: string; origins: string[] } {
  const local = `${rc.url.protocol}//${rc.url.host}`;
  const hosts = resolveHosts(requestSite(rc).code, 'local', { localOrigin: local });
  const origins = new Set(CEREMONY_HOSTS.map((kind) => hosts[kind]));
  const publicOrigin = ctx.origin();
  if (publicOrigin) origins.add(publicOrigin);
  return { rpID: memberHost(rc), origins: [...origins] };
}

/** The account's WebAuthn user handle: an HMAC of its id (16 bytes). */
function userHandle(ctx: AppContext, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', ctx.secret).update(`passkey-user|${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

/** A new challenge's bytes (the options carry them base64url-encoded, as clientDataJSON will). */
function newChallenge(ctx: AppContext, rc: RequestContext, purpose: Purpose, userId: number | null): Uint8Array<ArrayBuffer> {
  const browser = ctx.csrf.client(rc);
  if (!browser) throw passkeyFailed();
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = Buffer.from(bytes).toString('base64url');
  ctx.db.prepare('DELETE FROM passkey_challenges WHERE expires_at < ?').run(rc.now - 24 * 60 * 60_000);
  ctx.db
    .prepare('INSERT INTO passkey_challenges (challenge_hash, purpose, user_id, browser, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(hashChallenge(challenge), purpose, userId, browser, rc.now, rc.now + PASSKEY_CHALLENGE_TTL_MS);
  return bytes;
}

/** The challenge the response's clientDataJSON names (undefined when unreadable). */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | undefined {
  const encoded = response.response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return undefined;
  try {
    const data = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(data.challenge) ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spends the challenge the response names if this browser asked for it for `purpose` (and `userId`), it is live and
 * unused: one statement, so two verifications of one challenge cannot both pass. Anything else: passkeyFailed.
 */
function spendChallenge(ctx: AppContext, rc: RequestContext, response: { response?: { clientDataJSON?: unknown } }, purpose: Purpose, userId: number | null): string {
  const challenge = challengeOf(response);
  const browser = ctx.csrf.client(rc);
  if (!challenge || !browser) throw passkeyFailed();
  const spent = ctx.db
    .prepare(
      `UPDATE passkey_challenges SET used_at = ? WHERE challenge_hash = ? AND purpose = ? AND browser = ?
       AND used_at IS NULL AND expires_at > ? AND user_id IS ?`,
    )
    .run(rc.now, hashChallenge(challenge), purpose, browser, rc.now, userId).changes;
  if (spent !== 1) throw passkeyFailed();
  return challenge;
}

function parseCredential<T>(raw: string): T {
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return value as T;
  } catch {
    // answered below
  }
  throw passkeyFailed();
}

/** A passkey name as the user wrote it: trimmed, control characters out, at most PASSKEY_NAME_MAX characters. */
export function cleanName(name: string): string {
  return [...name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()].slice(0, PASSKEY_NAME_MAX).join('');
}

/** A name for a new passkey from the browser that made it ("Chrome · Android"), else "Passkey". */
function defaultName(agent: string): string {
  const { browser, system } = describeAgent(agent);
  return browser && system ? `${browser} · ${system}` : browser || system || 'Passkey';
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Registration (signed in)                                                                                       */

export async function registrationOptions(ctx: AppContext, rc: RequestContext, user: UserRow): Promise<Record<string, unknown>> {
  const { rpID } = relyingParty(ctx, rc);
  const existing = ctx.db.prepare('SELECT id, transports FROM passkeys WHERE user_id = ?').all(user.id) as Array<{ id: string; transports: string }>;
  if (existing.length >= PASSKEYS_PER_ACCOUNT) throw new BusinessError(PASSKEY_FAILED_KEY, `An account keeps at most ${PASSKEYS_PER_ACCOUNT} passkeys.`);
  return generateRegistrationOptions({
    rpName: rpID,
    rpID,
    userName: user.email ?? user.phone ?? `member-${user.id}`,
    userDisplayName: user.name ?? '',
    userID: userHandle(ctx, user.id),
    challenge: newChallenge(ctx, rc, 'register', user.id),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  }) as unknown as Promise<Record<string, unknown>>;
}

export async function register(ctx: AppContext, rc: RequestContext, user: UserRow, raw: string): Promise<Passkey> {
  const response = parseCredential<RegistrationResponseJSON>(raw);
  const challenge = spendChallenge(ctx, rc, response, 'register', user.id);
  const { rpID, origins } = relyingParty(ctx, rc);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!result?.verified) throw passkeyFailed();
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  if (ctx.db.prepare('SELECT 1 FROM passkeys WHERE id = ?').get(credential.id)) throw passkeyFailed();
  const row: PasskeyRow = {
    id: credential.id,
    user_id: user.id,
    public_key: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
    name: defaultName(rc.req.headers['user-agent'] ?? ''),
    created_at: rc.now,
    last_used_at: null,
  };
  ctx.db
    .prepare(
      `INSERT INTO passkeys (id, user_id, public_key, counter, transports, device_type, backed_up, name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(row.id, row.user_id, row.public_key, row.counter, row.transports, credentialDeviceType, credentialBackedUp ? 1 : 0, row.name, row.created_at);
  return toPasskey(row);
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Authentication (signed out)                                                                                    */

export async function authenticationOptions(ctx: AppContext, rc: RequestContext): Promise<Record<string, unknown>> {
  const { rpID } = relyingParty(ctx, rc);
  // No allowCredentials: discoverable passkeys only, so nothing about any account is sent before the assertion.
  return generateAuthenticationOptions({
    rpID,
    challenge: newChallenge(ctx, rc, 'login', null),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
  }) as unknown as Promise<Record<string, unknown>>;
}

/** Verifies an assertion: the account it proves (its counter and last use updated), else passkeyFailed. */
export async function authenticate(ctx: AppContext, rc: RequestContext, raw: string): Promise<UserRow> {
  const response = parseCredential<AuthenticationResponseJSON>(raw);
  const challenge = spendChallenge(ctx, rc, response, 'login', null);
  const row = ctx.db.prepare('SELECT * FROM passkeys WHERE id = ?').get(response.id) as PasskeyRow | undefined;
  const user = row ? ctx.users.byId(row.user_id) : undefined;
  if (!row || !user) throw passkeyFailed();
  const { rpID, origins } = relyingParty(ctx, rc);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: { id: row.id, publicKey: new Uint8Array(row.public_key), counter: row.counter, transports: JSON.parse(row.transports) as AuthenticatorTransport[] },
  }).catch(() => undefined);
  if (!result?.verified) throw passkeyFailed();
  // A counter that did not grow (when the authenticator keeps one) is a cloned authenticator: refused by the library.
  ctx.db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?').run(result.authenticationInfo.newCounter, rc.now, row.id);
  return user;
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Managing (signed in, own passkeys only)                                                                        */

/** Renames the account's passkey `id`; another account's id is answered like an unknown one. */
export function renamePasskey(ctx: AppContext, userId: number, id: string, name: string): Passkey {
  const clean = cleanName(name);
  if (!clean) throw new BusinessError(PASSKEY_FAILED_KEY, 'A passkey needs a name.');
  const changed = ctx.db.prepare('UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?').run(clean, id, userId).changes;
  if (changed !== 1) throw passkeyNotFound();
  return toPasskey(ctx.db.prepare('SELECT * FROM passkeys WHERE id = ?').get(id) as PasskeyRow);
}

/** Removes the account's passkey `id`; another account's id is answered like an unknown one. */
export function removePasskey(ctx: AppContext, userId: number, id: string): void {
  if (ctx.db.prepare('DELETE FROM passkeys WHERE id = ? AND user_id = ?').run(id, userId).changes !== 1) throw passkeyNotFound();
}
