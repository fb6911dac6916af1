/**
 * The #security section's calls (src/api/security.ts SECURITY_PATHS, issue 24) as a route module, with the account
 * area's protections: the member envelope, XMLHttpRequest marker, CSRF on every POST (member-routes'
 * `createMemberRoute`), a live session on every call (PL-USER-SESSION-EXPIRED, 401), owner checks and rate limits.
 *
 * | call                               | does                                                                          |
 * |------------------------------------|-------------------------------------------------------------------------------|
 * | GET  security/sessions             | the account's live sessions: browser and system (ua-parser-js, never the raw user agent), sign-in method, started, last active, the masked network, "current"; and the QR phone app's sessions |
 * | POST security/signOutSession {id}  | ends one of the account's sessions (a browser's, or the phone app's) and forgets that browser as a known device; another account's id, or the current session's, is refused |
 * | GET  security/activity?before=     | the 90-day security timeline (activity.ts), newest first, ACTIVITY_PAGE_SIZE rows a page; `next` is the cursor of the page after ('' at the end) |
 * | POST security/notMe                | "This wasn't me" from a timeline row: a fresh link to the existing lockdown (credential-alerts.ts /user/not-me), which the page opens; the lockdown asks once more there |
 * | POST security/signOutOthers        | ends every session of the account but this browser's, and the phone app's; forgets every other browser |
 *
 * Ids are one-way: a browser session's id is derived from the stored hash of its cookie (sessions.ts
 * `sessionPublicId`), a phone-app session's from its token's hash, so a listed id can never be used as a cookie.
 * Sign-outs are limited per account (SIGN_OUT_LIMIT), the list per account too (LIST_LIMIT: generous, it is polled).
 */
import { createHash } from 'node:crypto';
import { SECURITY_PATHS } from '../../src/api/security.js';
import { activityPage, forgetDevice, forgetDevices, recordActivity, signInMethod } from './activity.js';
import { ALERT_TTL_MS, NOT_ME_PATH } from './credential-alerts.js';
import { signedIn } from './account-routes.js';
import { DEFAULT_MAX_BODY_BYTES, type RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { nameDevice } from './devices.js';
import { BusinessError, paramError, trafficLimited } from './errors.js';
import { MAX, readString } from './fields.js';
import type { Limit } from './limits.js';
import { createMemberRoute } from './member-routes.js';
import type { SessionRow } from './sessions.js';

/** Sign-outs (one or all others) per account. */
export const SIGN_OUT_LIMIT: Limit = Object.freeze({ max: 30, windowMs: 10 * 60_000 });
/** Session list reads per account (the panel polls every 30 s while visible, and on every return to the tab). */
export const LIST_LIMIT: Limit = Object.freeze({ max: 120, windowMs: 10 * 60_000 });

/** Timeline rows per page. */
export const ACTIVITY_PAGE_SIZE = 20;

export const SECURITY_KEYS = Object.freeze({
  /** The id names no session of this account (another account's, or one that already ended). */
  sessionNotFound: 'PL-USER-SESSION-NOT-FOUND',
  /** "Sign out" of this browser's own session: that is the logout. */
  currentSession: 'PL-USER-SESSION-CURRENT',
});

/** The public id of a phone-app session (a PHONE_SESSION token, by the hash the token store keeps). */
const phoneSessionId = (idHash: string) => `p${createHash('sha256').update(`phone-session|${idHash}`).digest('base64url').slice(0, 21)}`;

interface PhoneSessionRow {
  id_hash: string;
  created_at: number;
}

function phoneSessions(ctx: AppContext, userId: number, now: number): PhoneSessionRow[] {
  return ctx.db
    .prepare("SELECT id_hash, created_at FROM tokens WHERE type = 'PHONE_SESSION' AND user_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC")
    .all(userId, now) as PhoneSessionRow[];
}

function browserView(row: SessionRow, currentId: string) {
  const device = nameDevice(row.userAgent);
  return {
    id: row.id,
    kind: 'browser',
    browser: device.browser,
    system: device.system,
    deviceType: device.type,
    method: signInMethod(row.loginType),
    startedAt: row.createdAt,
    lastActiveAt: row.lastActiveAt,
    network: row.network,
    place: '',
    current: row.id === currentId,
  };
}

function phoneView(row: PhoneSessionRow) {
  return {
    id: phoneSessionId(row.id_hash),
    kind: 'phoneApp',
    browser: '',
    system: '',
    deviceType: 'mobile',
    method: 'password',
    startedAt: row.created_at,
    lastActiveAt: row.created_at,
    network: '',
    place: '',
    current: false,
  };
}

function limited(ctx: AppContext, bucket: string, limit: Limit, now: number): void {
  if (ctx.limiter.reserve(bucket, limit, now) === null) throw trafficLimited();
}

export function securityModule(): RouteModule {
  return ({ ctx, router }) => {
    const route = createMemberRoute(ctx, router, { maxBodyBytes: DEFAULT_MAX_BODY_BYTES });
    const endPhoneSession = (userId: number, idHash: string, now: number) =>
      ctx.db.prepare('UPDATE tokens SET used_at = ? WHERE id_hash = ? AND user_id = ? AND used_at IS NULL').run(now, idHash, userId).changes > 0;

    route('GET', SECURITY_PATHS.sessions, (rc) => {
      const { session, user } = signedIn(ctx, rc);
      limited(ctx, `security:list:${user.id}`, LIST_LIMIT, rc.now);
      return {
        sessions: [
          ...ctx.sessions.listFor(user.id, rc.now).map((row) => browserView(row, session.id)),
          ...phoneSessions(ctx, user.id, rc.now).map(phoneView),
        ],
      };
    });

    route('POST', SECURITY_PATHS.signOutSession, (rc, body) => {
      const { session, user } = signedIn(ctx, rc);
      const id = readString(body, 'id', { max: MAX.label, pattern: /^[A-Za-z0-9_-]{10,40}$/ });
      limited(ctx, `security:signout:${user.id}`, SIGN_OUT_LIMIT, rc.now);
      if (id === session.id) throw new BusinessError(SECURITY_KEYS.currentSession, 'This is the session of this browser: log out instead.');
      const phone = phoneSessions(ctx, user.id, rc.now).find((row) => phoneSessionId(row.id_hash) === id);
      const ended = ctx.db.transaction(() => {
        if (phone) return endPhoneSession(user.id, phone.id_hash, rc.now);
        const row = ctx.sessions.endOne(user.id, id);
        // A logged-out browser is no longer a known device: its next sign-in is a new device again.
        if (row && row.deviceHash !== session.device) forgetDevice(ctx.db, user.id, row.deviceHash);
        return row !== undefined;
      })();
      if (!ended) throw new BusinessError(SECURITY_KEYS.sessionNotFound, 'This session has already ended.');
      recordActivity(ctx.db, user.id, 'sessionEnded', {}, rc.now);
      return {};
    });

    route('GET', SECURITY_PATHS.activity, (rc) => {
      const { user } = signedIn(ctx, rc);
      limited(ctx, `security:list:${user.id}`, LIST_LIMIT, rc.now);
      const raw = rc.url.searchParams.get('before') ?? '';
      if (raw !== '' && !/^[1-9]\d{0,15}$/.test(raw)) throw paramError('"before" must be a cursor of this list.');
      const page = activityPage(ctx.db, user.id, rc.now, { before: raw ? Number(raw) : undefined, size: ACTIVITY_PAGE_SIZE });
      return {
        events: page.events.map((event) => ({ id: String(event.id), kind: event.kind, at: event.at, ...event.details })),
        next: page.next === null ? '' : String(page.next),
      };
    });

    route('POST', SECURITY_PATHS.notMe, (rc) => {
      const { user } = signedIn(ctx, rc);
      limited(ctx, `security:signout:${user.id}`, SIGN_OUT_LIMIT, rc.now);
      // The alert links' own kind of token (single use, bound to the account): the lockdown is the same one.
      const token = ctx.tokens.mint({ type: 'CREDENTIAL_ALERT', userId: user.id, data: { from: 'timeline' }, ttlMs: ALERT_TTL_MS }, rc.now);
      return { url: `${ctx.origin()}${NOT_ME_PATH}?token=${encodeURIComponent(token)}` };
    });

    route('POST', SECURITY_PATHS.signOutOthers, (rc) => {
      const { session, user } = signedIn(ctx, rc);
      limited(ctx, `security:signout:${user.id}`, SIGN_OUT_LIMIT, rc.now);
      const ended = ctx.db.transaction(() => {
        const browsers = ctx.sessions.endOthers(user.id, session.id).length;
        const phones = phoneSessions(ctx, user.id, rc.now).filter((row) => endPhoneSession(user.id, row.id_hash, rc.now)).length;
        forgetDevices(ctx.db, user.id, session.device);
        return browsers + phones;
      })();
      recordActivity(ctx.db, user.id, 'otherSessionsEnded', {}, rc.now);
      return { ended };
    });
  };
}
