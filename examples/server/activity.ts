/**
 * Security activity (issue 24 part 2): what happened to an account's access, for the owner's 90-day timeline on
 * #security (security-routes.ts `security/activity`).
 *
 * `recordActivity(db, userId, kind, details)` appends one row; call it after the event is committed, from the place
 * that did it. `details` is small and safe to show the owner: the sign-in method, the device named from its user
 * agent (never the raw string), the masked network, a provider name; never a password, code, token or full
 * address. `deviceDetails(rc)` gives the device part of a request.
 *
 * Failed sign-ins and lockouts are folded: one from the same device within FAILURE_FOLD_MS of the last one raises
 * that row's `count` and time instead of adding a row, so the timeline says "3 failed attempts" once. Rows older than
 * ACTIVITY_RETENTION_MS are pruned as new ones arrive.
 *
 * Known devices: `rememberDevice` marks a browser (its device cookie's hash, devices.ts) as used by the account
 * after a completed sign-in and answers whether it was new; "Log out" of a session and the lockdown forget it
 * (`forgetDevice`, `forgetDevices`).
 */
import type { ActivityKind } from '../../src/api/security.js';
import type { AppContext } from './context.js';
import type { DB } from './db.js';
import { deviceHash, maskNetwork, nameDevice, userAgentOf } from './devices.js';
import type { RequestContext } from './http.js';

/** What the timeline shows: 90 days. */
export const ACTIVITY_RETENTION_MS = 90 * 24 * 60 * 60_000;
/** Failed sign-ins from one device closer together than this are one row with a count. */
export const FAILURE_FOLD_MS = 15 * 60_000;

/** Every kind the timeline knows: the client's list (src/api/security.ts ACTIVITY_KINDS). */
export type { ActivityKind };

export interface ActivityDetails {
  /** How a sign-in or step-up was done (security-routes' SignInMethod). */
  readonly method?: string;
  readonly browser?: string;
  readonly system?: string;
  readonly network?: string;
  /** google | facebook for social links. */
  readonly provider?: string;
  /** Folded failures. */
  readonly count?: number;
}

/** The device part of a request's details: browser and system named, the network masked. */
export function deviceDetails(rc: RequestContext): Pick<ActivityDetails, 'browser' | 'system' | 'network'> {
  const { browser, system } = nameDevice(userAgentOf(rc));
  return { browser, system, network: maskNetwork(rc.ip) };
}

export function recordActivity(db: DB, userId: number, kind: ActivityKind, details: ActivityDetails = {}, now: number = Date.now()): void {
  db.transaction(() => {
    db.prepare('DELETE FROM activity WHERE user_id = ? AND at < ?').run(userId, now - ACTIVITY_RETENTION_MS);
    if (kind === 'signInFailed' || kind === 'lockout') {
      const last = db
        .prepare('SELECT id, at, details FROM activity WHERE user_id = ? AND kind = ? ORDER BY at DESC, id DESC LIMIT 1')
        .get(userId, kind) as { id: number; at: number; details: string } | undefined;
      const previous = last ? (JSON.parse(last.details) as ActivityDetails) : undefined;
      const same = previous && previous.browser === details.browser && previous.system === details.system && previous.network === details.network;
      if (last && same && now - last.at <= FAILURE_FOLD_MS) {
        db.prepare('UPDATE activity SET at = ?, details = ? WHERE id = ?').run(now, JSON.stringify({ ...previous, count: (previous.count ?? 1) + 1 }), last.id);
        return;
      }
      details = { ...details, count: 1 };
    }
    db.prepare('INSERT INTO activity (user_id, kind, at, details) VALUES (?, ?, ?, ?)').run(userId, kind, now, JSON.stringify(details));
  })();
}

export interface ActivityRow {
  readonly id: number;
  readonly kind: ActivityKind;
  readonly at: number;
  readonly details: ActivityDetails;
}

/** One page of the account's timeline, newest first, from before the cursor (a row id); `next` for the page after. */
export function activityPage(db: DB, userId: number, now: number, options: { before?: number; size: number }): { events: ActivityRow[]; next: number | null } {
  const rows = db
    .prepare(
      `SELECT id, kind, at, details FROM activity WHERE user_id = ? AND at >= ? AND (? IS NULL OR id < ?)
       ORDER BY id DESC LIMIT ?`,
    )
    .all(userId, now - ACTIVITY_RETENTION_MS, options.before ?? null, options.before ?? null, options.size + 1) as Array<{ id: number; kind: ActivityKind; at: number; details: string }>;
  const events = rows.slice(0, options.size).map((row) => ({ id: row.id, kind: row.kind, at: row.at, details: JSON.parse(row.details) as ActivityDetails }));
  return { events, next: rows.length > options.size ? events[events.length - 1]!.id : null };
}

/** The login types of accounts.ts (and the passkeys work's PASSKEY) as the methods the owner knows. */
const METHOD_OF: Readonly<Record<string, string>> = Object.freeze({
  EMAIL: 'password',
  PHONE: 'password',
  PHONE_OTP: 'code',
  QRCODE: 'qr',
  OAUTH_GOOGLE: 'google',
  OAUTH_FACEBOOK: 'facebook',
  PASSKEY: 'passkey',
  RESET_PASSWORD: 'reset',
  EMAIL_REGISTER: 'signup',
  PHONE_REGISTER: 'signup',
  RESTORE: 'restore',
});

/** The sign-in method (src/api/security.ts SignInMethod) of a session's login type. */
export const signInMethod = (loginType: string): string => METHOD_OF[loginType] ?? 'other';

/**
 * A completed sign-in (accounts.ts, once the session exists): its activity row, and the browser remembered as the
 * account's; a browser new to the account also gets a `newDevice` row. Returns whether the device was new.
 */
export function noteSignIn(ctx: AppContext, rc: RequestContext, userId: number, loginType: string, device: string): boolean {
  const details = { method: signInMethod(loginType), ...deviceDetails(rc) };
  recordActivity(ctx.db, userId, 'signIn', details, rc.now);
  const isNew = rememberDevice(ctx.db, userId, device, rc.now);
  if (isNew) recordActivity(ctx.db, userId, 'newDevice', details, rc.now);
  return isNew;
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Known devices                                                                                                    */

/** Whether the request's browser has completed a sign-in to the account before. */
export function isKnownDevice(db: DB, userId: number, rc: RequestContext): boolean {
  const device = deviceHash(rc);
  return device !== '' && db.prepare('SELECT 1 FROM known_devices WHERE user_id = ? AND device_hash = ?').get(userId, device) !== undefined;
}

/** Whether any browser has completed a sign-in to the account (false for a new account, and after a lockdown). */
export function hasKnownDevices(db: DB, userId: number): boolean {
  return db.prepare('SELECT 1 FROM known_devices WHERE user_id = ? LIMIT 1').get(userId) !== undefined;
}

/** Marks `device` (a device cookie's hash) as the account's; true when it was new to the account. */
export function rememberDevice(db: DB, userId: number, device: string, now: number): boolean {
  if (!device) return false;
  return db.transaction(() => {
    const known = db.prepare('SELECT 1 FROM known_devices WHERE user_id = ? AND device_hash = ?').get(userId, device) !== undefined;
    if (known) db.prepare('UPDATE known_devices SET last_seen_at = ? WHERE user_id = ? AND device_hash = ?').run(now, userId, device);
    else db.prepare('INSERT INTO known_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)').run(userId, device, now, now);
    return !known;
  })();
}

/** Forgets one browser of the account (its session was logged out from #security). */
export function forgetDevice(db: DB, userId: number, device: string): void {
  if (device) db.prepare('DELETE FROM known_devices WHERE user_id = ? AND device_hash = ?').run(userId, device);
}

/** Forgets every browser of the account (the lockdown), or every one but `keep`. */
export function forgetDevices(db: DB, userId: number, keep = ''): void {
  db.prepare('DELETE FROM known_devices WHERE user_id = ? AND device_hash <> ?').run(userId, keep);
}
