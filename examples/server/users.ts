/**
 * Accounts: lookups by e-mail, phone and id, the account life cycle (pending deletion → deleted → cooling period),
 * and the wire shape of a user (spec §3.2).
 */
import { getSite, type SiteCode } from '../../src/config/sites.js';
import type { DB } from './db.js';

export type UserStatus = 'NORMAL' | 'DELETION_PENDING' | 'DELETED';

export interface UserRow {
  id: number;
  site: SiteCode;
  email: string | null;
  phone: string | null;
  name: string | null;
  password_hash: string | null;
  gender: 'male' | 'female' | null;
  birthday: string | null;
  language: string | null;
  email_confirmed: number;
  status: UserStatus;
  deletion_requested_at: number | null;
  deleted_at: number | null;
  step_up: number;
  enable_newsletter: number;
  enable_sms_newsletter: number;
  /** Account area (migration 50). */
  nickname: string | null;
  tax_id: string | null;
  branch_id: string | null;
  messaging_pin_hash: string | null;
  created_at: number;
  modified_at: number;
}

export interface LifecycleSettings {
  /** How long a requested deletion can still be cancelled. Default 14 days. */
  deletionGraceMs: number;
  /** How long the credentials of a deleted account cannot register again. Default 30 days. */
  coolingPeriodMs: number;
}

export const DEFAULT_LIFECYCLE: Readonly<LifecycleSettings> = Object.freeze({
  deletionGraceMs: 14 * 24 * 60 * 60_000,
  coolingPeriodMs: 30 * 24 * 60 * 60_000,
});

/** Internal member ids are offset so they never look like the row ids. */
const MEMBER_ID_OFFSET = 500_000_000;

export interface NewUser {
  site: SiteCode;
  email?: string | null;
  phone?: string | null;
  name?: string | null;
  passwordHash?: string | null;
  emailConfirmed?: boolean;
  language?: string | null;
  stepUp?: boolean;
  status?: UserStatus;
  deletionRequestedAt?: number | null;
  deletedAt?: number | null;
}

export interface UserStore {
  byId(id: number): UserRow | undefined;
  /** The live (not deleted) account with this e-mail. */
  liveByEmail(email: string): UserRow | undefined;
  /** The live (not deleted) account with this E.164 phone. */
  liveByPhone(phone: string): UserRow | undefined;
  /** True when a deleted account used this e-mail or phone within the cooling period before `now`. */
  inCoolingPeriod(field: 'email' | 'phone', value: string, now: number): boolean;
  create(user: NewUser, now: number): UserRow;
  /** Turns pending deletions whose grace period ended before `now` into deletions. */
  finalizeDeletions(now: number): void;
  setPassword(id: number, hash: string, now: number): void;
  setName(id: number, name: string, now: number): void;
  setProfile(id: number, profile: { gender?: 'male' | 'female'; birthday?: string }, now: number): void;
  cancelDeletion(id: number, now: number): boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUserStore(db: DB, lifecycle: LifecycleSettings): UserStore {
  const byIdStmt = db.prepare('SELECT * FROM users WHERE id = ?');
  const byEmailStmt = db.prepare("SELECT * FROM users WHERE email = ? AND status <> 'DELETED'");
  const byPhoneStmt = db.prepare("SELECT * FROM users WHERE phone = ? AND status <> 'DELETED'");
  const coolingEmail = db.prepare("SELECT 1 FROM users WHERE email = ? AND status = 'DELETED' AND deleted_at > ? LIMIT 1");
  const coolingPhone = db.prepare("SELECT 1 FROM users WHERE phone = ? AND status = 'DELETED' AND deleted_at > ? LIMIT 1");
  const insertStmt = db.prepare(`INSERT INTO users
    (site, email, phone, name, password_hash, language, email_confirmed, status, deletion_requested_at, deleted_at,
     step_up, created_at, modified_at)
    VALUES (@site, @email, @phone, @name, @password_hash, @language, @email_confirmed, @status, @deletion_requested_at,
     @deleted_at, @step_up, @now, @now)`);
  const finalizeStmt = db.prepare(`UPDATE users SET status = 'DELETED', deleted_at = deletion_requested_at + ?,
    modified_at = ? WHERE status = 'DELETION_PENDING' AND deletion_requested_at <= ?`);
  const endSessionsOfDeleted = db.prepare(
    "DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE status = 'DELETED')",
  );
  const setPasswordStmt = db.prepare('UPDATE users SET password_hash = ?, modified_at = ? WHERE id = ?');
  const setNameStmt = db.prepare('UPDATE users SET name = ?, modified_at = ? WHERE id = ?');
  const setGenderStmt = db.prepare('UPDATE users SET gender = ?, modified_at = ? WHERE id = ?');
  const setBirthdayStmt = db.prepare('UPDATE users SET birthday = ?, modified_at = ? WHERE id = ?');
  const cancelStmt = db.prepare(`UPDATE users SET status = 'NORMAL', deletion_requested_at = NULL, modified_at = ?
    WHERE id = ? AND status = 'DELETION_PENDING'`);

  const finalize = db.transaction((now: number) => {
    const changed = finalizeStmt.run(lifecycle.deletionGraceMs, now, now - lifecycle.deletionGraceMs).changes;
    if (changed > 0) endSessionsOfDeleted.run();
  });

  return {
    byId: (id) => byIdStmt.get(id) as UserRow | undefined,
    liveByEmail: (email) => byEmailStmt.get(normalizeEmail(email)) as UserRow | undefined,
    liveByPhone: (phone) => byPhoneStmt.get(phone) as UserRow | undefined,
    inCoolingPeriod(field, value, now) {
      const stmt = field === 'email' ? coolingEmail : coolingPhone;
      const key = field === 'email' ? normalizeEmail(value) : value;
      return stmt.get(key, now - lifecycle.coolingPeriodMs) !== undefined;
    },
    create(user, now) {
      const info = insertStmt.run({
        site: user.site,
        email: user.email ? normalizeEmail(user.email) : null,
        phone: user.phone ?? null,
        name: user.name ?? null,
        password_hash: user.passwordHash ?? null,
        language: user.language ?? getSite(user.site).languages[0] ?? null,
        email_confirmed: user.emailConfirmed ? 1 : 0,
        status: user.status ?? 'NORMAL',
        deletion_requested_at: user.deletionRequestedAt ?? null,
        deleted_at: user.deletedAt ?? null,
        step_up: user.stepUp ? 1 : 0,
        now,
      });
      return byIdStmt.get(Number(info.lastInsertRowid)) as UserRow;
    },
    finalizeDeletions: (now) => finalize(now),
    setPassword: (id, hash, now) => void setPasswordStmt.run(hash, now, id),
    setName: (id, name, now) => void setNameStmt.run(name, now, id),
    setProfile(id, profile, now) {
      if (profile.gender !== undefined) setGenderStmt.run(profile.gender, now, id);
      if (profile.birthday !== undefined) setBirthdayStmt.run(profile.birthday, now, id);
    },
    cancelDeletion: (id, now) => cancelStmt.run(now, id).changes === 1,
  };
}

/** The national number of an E.164 phone of the account's site. */
function nationalNumber(phone: string, site: SiteCode): string {
  const prefix = `+${getSite(site).phoneCode}`;
  return phone.startsWith(prefix) ? phone.slice(prefix.length) : phone.replace(/^\+/, '');
}

/** The user as login, reset and getUser answer it (spec §3.2). No password hash, ever. */
export function userJson(user: UserRow, extra: { hasAddress?: boolean } = {}): Record<string, unknown> {
  return {
    id: String(user.id),
    memberId: String(MEMBER_ID_OFFSET + user.id),
    name: user.name ?? '',
    email: user.email ?? '',
    emailConfirmed: user.email_confirmed === 1,
    phone: user.phone ? nationalNumber(user.phone, user.site) : '',
    phonePrefixCode: getSite(user.site).phoneCode,
    gender: user.gender ?? '',
    birthday: user.birthday ?? '',
    avatar: '',
    language: user.language ?? '',
    nickname: user.nickname ?? '',
    taxId: user.tax_id ?? '',
    branchId: user.branch_id ?? '',
    isVerified: user.email_confirmed === 1 || user.phone !== null,
    b2b: false,
    isTest: true,
    status: 'NORMAL',
    type: 'BUYER',
    memberLevel: 'TRUSTED',
    enableEwallet: false,
    enableNewsletter: user.enable_newsletter === 1,
    enableSmsNewsletter: user.enable_sms_newsletter === 1,
    hasAddress: extra.hasAddress ?? false,
    hasPassword: user.password_hash !== null,
    hasPinCode: user.messaging_pin_hash != null,
    siteId: user.site,
    gmtCreate: user.created_at,
    gmtModified: user.modified_at,
  };
}
