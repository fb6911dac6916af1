/**
 * Login sessions and CSRF tokens.
 *
 * Session: a random id in the `member_sid` cookie (HttpOnly, SameSite=Lax, Secure on https, Max-Age = the
 * session's lifetime); only its SHA-256 is stored. The readable `member_uid` cookie (the client's USER_ID_COOKIE)
 * carries the user id for the header display: the client's get-current-user writes it (spec §7.1); the server never
 * sets it and only clears it with the session.
 *
 * CSRF: `GET user/api/getCsrfToken` sets a random `member_csrf` cookie (HttpOnly) and answers
 * token = HMAC(secret, cookie). A POST must send that token in the `X-CSRF-TOKEN` header (and, when the body
 * carries the field too, the same value there). The token is bound to the cookie, not the session, so it stays
 * valid across login and logout; stateless, so it survives a restart.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { USER_ID_COOKIE } from '../../src/config/cookies.js';
import type { DB } from './db.js';
import { ensureDevice, maskNetwork, userAgentOf } from './devices.js';
import type { RequestContext } from './http.js';
import { randomToken } from './tokens.js';
import type { UserRow } from './users.js';

export const SESSION_COOKIE = 'member_sid';
export const CSRF_COOKIE = 'member_csrf';
export { USER_ID_COOKIE };

export const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
const CSRF_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface Session {
  /** The session's public id (sessionPublicId): how the security center names it, never the cookie or its hash. */
  id: string;
  userId: number;
  loginType: string;
  /** The hash of the browser's device cookie (devices.ts). */
  device: string;
  createdAt: number;
  expiresAt: number;
}

/** A live session of an account as the security center lists it (security-routes.ts). */
export interface SessionRow {
  readonly id: string;
  readonly loginType: string;
  readonly createdAt: number;
  readonly lastActiveAt: number;
  readonly userAgent: string;
  readonly network: string;
  readonly deviceHash: string;
}

/** How often a session's last-active time is written (not on every call). */
export const LAST_ACTIVE_STEP_MS = 60_000;

export interface SessionStore {
  /** Starts a session for the user, sets both cookies and returns the expiry. */
  start(rc: RequestContext, user: UserRow, loginType: string): Session;
  /** The request's live session; an expired or unknown one is removed and its cookies cleared. */
  current(rc: RequestContext): Session | undefined;
  /** Ends the request's session (if any) and clears both cookies. */
  end(rc: RequestContext): void;
  /** Ends every session of a user (password change). */
  endAllFor(userId: number): void;
  /** The user's live sessions, newest activity first. */
  listFor(userId: number, now: number): SessionRow[];
  /** Ends one session of the user by its public id; undefined when the user has no such session (another's, or gone). */
  endOne(userId: number, id: string): SessionRow | undefined;
  /** Ends every session of the user but `keepId`'s; the ones it ended. */
  endOthers(userId: number, keepId: string): SessionRow[];
}

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');
/** A session's public id: derived from the stored hash one way (a listed id cannot be turned into a cookie). */
export const sessionPublicId = (idHash: string) => createHash('sha256').update(`session|${idHash}`).digest('base64url').slice(0, 22);

interface StoredRow {
  id_hash: string;
  login_type: string;
  created_at: number;
  last_active_at: number;
  user_agent: string;
  ip_network: string;
  device_hash: string;
}
const toRow = (row: StoredRow): SessionRow => ({
  id: sessionPublicId(row.id_hash),
  loginType: row.login_type,
  createdAt: row.created_at,
  lastActiveAt: row.last_active_at || row.created_at,
  userAgent: row.user_agent,
  network: row.ip_network,
  deviceHash: row.device_hash,
});

export function createSessionStore(db: DB, ttlMs: number = DEFAULT_SESSION_TTL_MS): SessionStore {
  const insert = db.prepare(
    `INSERT INTO sessions (id_hash, user_id, login_type, created_at, expires_at, user_agent, ip_network, last_active_at, device_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare('SELECT user_id, login_type, created_at, expires_at, last_active_at, device_hash FROM sessions WHERE id_hash = ?');
  const touch = db.prepare('UPDATE sessions SET last_active_at = ? WHERE id_hash = ?');
  const listUser = db.prepare(
    `SELECT id_hash, login_type, created_at, last_active_at, user_agent, ip_network, device_hash FROM sessions
     WHERE user_id = ? AND expires_at > ? ORDER BY last_active_at DESC, created_at DESC`,
  );
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const prune = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  function clearCookies(rc: RequestContext): void {
    rc.clearCookie(SESSION_COOKIE, { httpOnly: true });
    rc.clearCookie(USER_ID_COOKIE);
  }

  return {
    start(rc, user, loginType) {
      const id = randomToken();
      const device = ensureDevice(rc);
      const session: Session = { id: sessionPublicId(hashId(id)), userId: user.id, loginType, device, createdAt: rc.now, expiresAt: rc.now + ttlMs };
      const previous = rc.cookies.get(SESSION_COOKIE);
      db.transaction(() => {
        // A new login replaces the browser's previous session (no fixation, no orphan).
        if (previous) remove.run(hashId(previous));
        prune.run(rc.now);
        insert.run(hashId(id), user.id, loginType, session.createdAt, session.expiresAt, userAgentOf(rc), maskNetwork(rc.ip), rc.now, device);
      })();
      const maxAge = ttlMs / 1000;
      rc.setCookie(SESSION_COOKIE, id, { httpOnly: true, maxAge });
      // The readable user-id cookie is the client's to write (spec §7.1: get-current-user); logout still clears it.
      return session;
    },

    current(rc) {
      const id = rc.cookies.get(SESSION_COOKIE);
      if (!id) return undefined;
      const row = select.get(hashId(id)) as
        | { user_id: number; login_type: string; created_at: number; expires_at: number; last_active_at: number; device_hash: string }
        | undefined;
      if (!row || row.expires_at <= rc.now) {
        if (row) remove.run(hashId(id));
        clearCookies(rc);
        return undefined;
      }
      if (rc.now - row.last_active_at >= LAST_ACTIVE_STEP_MS) touch.run(rc.now, hashId(id));
      return {
        id: sessionPublicId(hashId(id)),
        userId: row.user_id,
        loginType: row.login_type,
        device: row.device_hash,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      };
    },

    end(rc) {
      const id = rc.cookies.get(SESSION_COOKIE);
      if (id) remove.run(hashId(id));
      clearCookies(rc);
    },

    endAllFor(userId) {
      removeUser.run(userId);
    },

    listFor(userId, now) {
      return (listUser.all(userId, now) as StoredRow[]).map(toRow);
    },

    endOne(userId, id) {
      return db.transaction(() => {
        // Only among the user's own sessions: another account's id matches nothing (owner check).
        const row = (listUser.all(userId, 0) as StoredRow[]).find((r) => sessionPublicId(r.id_hash) === id);
        if (row) remove.run(row.id_hash);
        return row ? toRow(row) : undefined;
      })();
    },

    endOthers(userId, keepId) {
      return db.transaction(() => {
        const others = (listUser.all(userId, 0) as StoredRow[]).filter((r) => sessionPublicId(r.id_hash) !== keepId);
        for (const row of others) remove.run(row.id_hash);
        return others.map(toRow);
      })();
    },
  };
}

/* -------------------------------------------------------------------------------------------------------------- */

export interface Csrf {
  /** The token for this browser, setting the csrf cookie first when it has none. */
  issue(rc: RequestContext): string;
  /** True when `token` is this browser's token. */
  valid(rc: RequestContext, token: string | undefined): boolean;
  /**
   * A stable, opaque id of this browser: a hash of its HttpOnly CSRF cookie ('' without one). One-time codes are
   * bound to it, so only the browser that asked for a code can try it.
   */
  client(rc: RequestContext): string;
}

export function createCsrf(secret: Buffer): Csrf {
  const tokenFor = (cookie: string) => createHmac('sha256', secret).update(`csrf|${cookie}`).digest('base64url');
  // A cookie set during a request counts as the browser's for the rest of that request (a state minted with it).
  const setNow = new WeakMap<RequestContext, string>();
  return {
    issue(rc) {
      let cookie = rc.cookies.get(CSRF_COOKIE);
      if (!cookie || !/^[A-Za-z0-9_-]{32,64}$/.test(cookie)) {
        cookie = setNow.get(rc) ?? randomToken();
        if (!setNow.has(rc)) rc.setCookie(CSRF_COOKIE, cookie, { httpOnly: true, maxAge: CSRF_COOKIE_MAX_AGE_S });
        setNow.set(rc, cookie);
      }
      return tokenFor(cookie);
    },
    client(rc) {
      const cookie = setNow.get(rc) ?? rc.cookies.get(CSRF_COOKIE);
      return cookie && /^[A-Za-z0-9_-]{32,64}$/.test(cookie) ? createHmac('sha256', secret).update(`client|${cookie}`).digest('base64url') : '';
    },
    valid(rc, token) {
      const cookie = rc.cookies.get(CSRF_COOKIE);
      if (!cookie || typeof token !== 'string' || token.length === 0 || token.length > 128) return false;
      const expected = Buffer.from(tokenFor(cookie));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
