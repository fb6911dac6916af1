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
import type { RequestContext } from './http.js';
import { randomToken } from './tokens.js';
import type { UserRow } from './users.js';

export const SESSION_COOKIE = 'member_sid';
export const CSRF_COOKIE = 'member_csrf';
export { USER_ID_COOKIE };

export const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
const CSRF_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface Session {
  userId: number;
  loginType: string;
  createdAt: number;
  expiresAt: number;
}

export interface SessionStore {
  /** Starts a session for the user, sets both cookies and returns the expiry. */
  start(rc: RequestContext, user: UserRow, loginType: string): Session;
  /** The request's live session; an expired or unknown one is removed and its cookies cleared. */
  current(rc: RequestContext): Session | undefined;
  /** Ends the request's session (if any) and clears both cookies. */
  end(rc: RequestContext): void;
  /** Ends every session of a user (password change). */
  endAllFor(userId: number): void;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export function createSessionStore(db: DB, ttlMs: number = DEFAULT_SESSION_TTL_MS): SessionStore {
  const insert = db.prepare('INSERT INTO sessions (id_hash, user_id, login_type, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const select = db.prepare('SELECT user_id, login_type, created_at, expires_at FROM sessions WHERE id_hash = ?');
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
      const session: Session = { userId: user.id, loginType, createdAt: rc.now, expiresAt: rc.now + ttlMs };
      const previous = rc.cookies.get(SESSION_COOKIE);
      db.transaction(() => {
        // A new login replaces the browser's previous session (no fixation, no orphan).
        if (previous) remove.run(hashId(previous));
        prune.run(rc.now);
        insert.run(hashId(id), user.id, loginType, session.createdAt, session.expiresAt);
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
        | { user_id: number; login_type: string; created_at: number; expires_at: number }
        | undefined;
      if (!row || row.expires_at <= rc.now) {
        if (row) remove.run(hashId(id));
        clearCookies(rc);
        return undefined;
      }
      return { userId: row.user_id, loginType: row.login_type, createdAt: row.created_at, expiresAt: row.expires_at };
    },

    end(rc) {
      const id = rc.cookies.get(SESSION_COOKIE);
      if (id) remove.run(hashId(id));
      clearCookies(rc);
    },

    endAllFor(userId) {
      removeUser.run(userId);
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
  return {
    issue(rc) {
      let cookie = rc.cookies.get(CSRF_COOKIE);
      if (!cookie || !/^[A-Za-z0-9_-]{32,64}$/.test(cookie)) {
        cookie = randomToken();
        rc.setCookie(CSRF_COOKIE, cookie, { httpOnly: true, maxAge: CSRF_COOKIE_MAX_AGE_S });
      }
      return tokenFor(cookie);
    },
    client(rc) {
      const cookie = rc.cookies.get(CSRF_COOKIE);
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
