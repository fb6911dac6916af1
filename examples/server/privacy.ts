/**
 * An account's whole life on the reference server (issue 26): what blocks a deletion and what it takes away, the
 * deletion request, the purge at the end of the cooling period, and the data export.
 *
 * Life of a deletion: request → DELETION_PENDING (sessions end; a login offers the restore, DELETION_COOL_CONFIRM)
 * for `lifecycle.deletionGraceMs` → DELETED (users.finalizeDeletions: no login; its e-mail and phone refused with
 * PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD) for `lifecycle.coolingPeriodMs` (30 days) → the purge: the personal
 * data erased, the row kept without identity for the order records, the e-mail and phone free again.
 *
 * The export is a list of section functions (EXPORT_SECTIONS): each reads only its own columns, named one by one, so
 * a new column (a hash, a token) never slips into the file. Add a section by adding a function.
 */
import { DEFAULT_DOMAINS } from '../../src/config/hosts.js';
import { getSite, type SiteCode } from '../../src/config/sites.js';
import type { AppContext } from './context.js';
import { languageOf } from './credential-alerts.js';
import { privacyTexts } from './privacy-texts.js';
import { fill } from './credential-alert-texts.js';
import type { UserRow } from './users.js';

const DAY = 24 * 60 * 60_000;
/** How long after delivery an order can still be returned (and refunded): until then it blocks a deletion. */
export const RETURN_WINDOW_MS = 7 * DAY;

export type BlockerKind = 'openOrder' | 'refundableOrder' | 'walletBalance';
export type LossKind = 'orderHistory' | 'addresses' | 'socialAccounts' | 'groceryHistory' | 'staffLink' | 'promotions';

export interface DeletionCheck {
  blockers: Array<{ kind: BlockerKind; ref: string; amount: number }>;
  losses: Array<{ kind: LossKind; count: number }>;
  graceDays: number;
  coolingDays: number;
}

const count = (ctx: AppContext, sql: string, ...params: unknown[]): number => (ctx.db.prepare(sql).get(...params) as { n: number }).n;

/** What stops the account's deletion and what the deletion takes away, as of `now`. */
export function deletionCheck(ctx: AppContext, user: UserRow, now: number): DeletionCheck {
  const blockers: DeletionCheck['blockers'] = [];
  const orders = ctx.db
    .prepare('SELECT order_no, status, placed_at, delivered_at FROM orders WHERE user_id = ? ORDER BY placed_at DESC')
    .all(user.id) as Array<{ order_no: string; status: string; placed_at: number; delivered_at: number | null }>;
  for (const order of orders) {
    if (order.status !== 'DELIVERED') blockers.push({ kind: 'openOrder', ref: order.order_no, amount: 0 });
    else if ((order.delivered_at ?? order.placed_at) > now - RETURN_WINDOW_MS) blockers.push({ kind: 'refundableOrder', ref: order.order_no, amount: 0 });
  }
  const wallet = ctx.db.prepare('SELECT currency, balance FROM wallets WHERE user_id = ?').get(user.id) as { currency: string; balance: number } | undefined;
  if (wallet && wallet.balance > 0) blockers.push({ kind: 'walletBalance', ref: wallet.currency, amount: wallet.balance / 100 });
  const losses: DeletionCheck['losses'] = [
    { kind: 'orderHistory' as const, count: orders.length },
    { kind: 'addresses' as const, count: count(ctx, 'SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?', user.id) },
    { kind: 'socialAccounts' as const, count: count(ctx, 'SELECT COUNT(*) AS n FROM social_accounts WHERE user_id = ?', user.id) },
    {
      kind: 'groceryHistory' as const,
      count: count(ctx, "SELECT COUNT(*) AS n FROM grocery_orders o JOIN grocery_accounts g ON g.id = o.grocery_id WHERE g.user_id = ? AND g.status IN ('MOVED', 'COMBINED')", user.id),
    },
    { kind: 'staffLink' as const, count: count(ctx, 'SELECT COUNT(*) AS n FROM staff_links WHERE user_id = ?', user.id) },
    { kind: 'promotions' as const, count: user.enable_newsletter + user.enable_sms_newsletter },
  ].filter((loss) => loss.count > 0);
  return { blockers, losses, graceDays: Math.round(ctx.lifecycle.deletionGraceMs / DAY), coolingDays: Math.round(ctx.lifecycle.coolingPeriodMs / DAY) };
}

/** The account enters the grace period: every session ends (the caller clears the request's cookies). */
export function enterDeletion(ctx: AppContext, user: UserRow, now: number): number {
  ctx.db.transaction(() => {
    ctx.db.prepare("UPDATE users SET status = 'DELETION_PENDING', deletion_requested_at = ?, modified_at = ? WHERE id = ? AND status = 'NORMAL'").run(now, now, user.id);
    ctx.sessions.endAllFor(user.id);
  })();
  if (user.email) {
    const text = fill(privacyTexts(languageOf(user)).requested, { days: Math.round(ctx.lifecycle.deletionGraceMs / DAY) });
    ctx.outbox.deliver({ channel: 'EMAIL', destination: user.email, purpose: 'DELETION_REQUESTED', code: '', text }, now);
  }
  return now + ctx.lifecycle.deletionGraceMs;
}

/**
 * The purge job: pending deletions past their grace become deletions; deletions past their cooling period lose their
 * personal data (an e-mail tells the owner first). Order records stay, tied to a row without identity. Returns the
 * number of accounts purged. Runs on start and on a timer (privacy-routes.ts).
 */
export function purgeDeletedAccounts(ctx: AppContext, now: number): number {
  ctx.users.finalizeDeletions(now);
  const due = ctx.db
    .prepare("SELECT * FROM users WHERE status = 'DELETED' AND purged_at IS NULL AND deleted_at <= ?")
    .all(now - ctx.lifecycle.coolingPeriodMs) as UserRow[];
  for (const user of due) {
    if (user.email) {
      ctx.outbox.deliver({ channel: 'EMAIL', destination: user.email, purpose: 'DELETION_ENDED', code: '', text: privacyTexts(languageOf(user)).ended }, now);
    }
    const run = (sql: string) => ctx.db.prepare(sql).run(user.id);
    ctx.db.transaction(() => {
      run('DELETE FROM sessions WHERE user_id = ?');
      run('DELETE FROM tokens WHERE user_id = ?');
      run('DELETE FROM addresses WHERE user_id = ?');
      run('DELETE FROM social_accounts WHERE user_id = ?');
      run('DELETE FROM staff_links WHERE user_id = ?');
      run('DELETE FROM staff_pending WHERE user_id = ?');
      run('DELETE FROM credential_changes WHERE user_id = ?');
      // The security center's history and devices (issue 24) and the passkeys (issue 25) are personal data too.
      run('DELETE FROM activity WHERE user_id = ?');
      run('DELETE FROM known_devices WHERE user_id = ?');
      run('DELETE FROM passkeys WHERE user_id = ?');
      run('DELETE FROM passkey_challenges WHERE user_id = ?');
      run('DELETE FROM wallets WHERE user_id = ?');
      run('DELETE FROM grocery_orders WHERE grocery_id IN (SELECT id FROM grocery_accounts WHERE user_id = ?)');
      run('DELETE FROM grocery_accounts WHERE user_id = ?');
      // The guest orders the account claimed stay its records without identity, like its orders. Unlinked with their
      // e-mail kept, they were the address's personal data still, and a "guest orders" refusal of its new sign-up.
      run("UPDATE guest_orders SET email = '' WHERE user_id = ?");
      run('UPDATE help_feedback SET user_id = NULL WHERE user_id = ?');
      ctx.db
        .prepare(`UPDATE users SET email = NULL, phone = NULL, name = NULL, nickname = NULL, password_hash = NULL, gender = NULL,
          birthday = NULL, tax_id = NULL, branch_id = NULL, messaging_pin_hash = NULL, enable_newsletter = 0,
          enable_sms_newsletter = 0, purged_at = ?, modified_at = ? WHERE id = ?`)
        .run(now, now, user.id);
    })();
  }
  return due.length;
}

/* -------------------------------------------------------------------------------------------------------------- */
/* The export                                                                                                      */

export interface ExportSection {
  readonly name: string;
  read(ctx: AppContext, user: UserRow): unknown;
}

const iso = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

/** The sections of the export, in order. Each names the columns it reads: nothing secret is ever selected. */
export const EXPORT_SECTIONS: ExportSection[] = [
  {
    name: 'profile',
    read: (_ctx, u) => ({
      memberSince: iso(u.created_at),
      site: u.site,
      name: u.name,
      nickname: u.nickname,
      email: u.email,
      phone: u.phone,
      gender: u.gender,
      birthday: u.birthday,
      language: u.language,
      taxId: u.tax_id,
      branchId: u.branch_id,
      hasPassword: u.password_hash !== null,
      hasMessagingPin: u.messaging_pin_hash !== null,
    }),
  },
  {
    name: 'contactHistory',
    read: (ctx, u) =>
      (ctx.db.prepare('SELECT kind, previous_value, changed_at FROM credential_changes WHERE user_id = ? ORDER BY changed_at').all(u.id) as Array<{
        kind: string;
        previous_value: string | null;
        changed_at: number;
      }>).map((c) => ({ kind: c.kind, previousValue: c.kind === 'email' || c.kind === 'phone' ? c.previous_value : null, changedAt: iso(c.changed_at) })),
  },
  {
    name: 'addresses',
    read: (ctx, u) =>
      ctx.db
        .prepare(`SELECT recipient, country, province, city, district, subdistrict, postcode, line1, line2, detail_address,
          international_detail_address, instructions, service_number, tax_id, branch_id, notes, default_shipping, default_billing
          FROM addresses WHERE user_id = ? ORDER BY created_at`)
        .all(u.id),
  },
  {
    name: 'orders',
    read: (ctx, u) =>
      (ctx.db.prepare('SELECT order_no, site, placed_at, delivered_at, currency, total, status FROM orders WHERE user_id = ? ORDER BY placed_at').all(u.id) as Array<{
        order_no: string;
        site: string;
        placed_at: number;
        delivered_at: number | null;
        currency: string;
        total: number;
        status: string;
      }>).map((o) => ({
        orderNo: o.order_no,
        site: o.site,
        placedAt: iso(o.placed_at),
        deliveredAt: iso(o.delivered_at),
        currency: o.currency,
        total: o.total,
        status: o.status,
        items: ctx.db.prepare('SELECT name, quantity FROM order_items WHERE order_no = ? ORDER BY position').all(o.order_no),
      })),
  },
  {
    name: 'consents',
    read: (_ctx, u) => ({ emailPromotions: u.enable_newsletter === 1, smsPromotions: u.enable_sms_newsletter === 1 }),
  },
  {
    name: 'socialAccounts',
    read: (ctx, u) =>
      (ctx.db.prepare('SELECT provider, email, created_at FROM social_accounts WHERE user_id = ? ORDER BY created_at').all(u.id) as Array<{
        provider: string;
        email: string | null;
        created_at: number;
      }>).map((s) => ({ provider: s.provider, email: s.email, linkedAt: iso(s.created_at) })),
  },
  {
    name: 'wallet',
    read: (ctx, u) => {
      const w = ctx.db.prepare('SELECT currency, balance FROM wallets WHERE user_id = ?').get(u.id) as { currency: string; balance: number } | undefined;
      return w ? { currency: w.currency, balance: w.balance / 100 } : null;
    },
  },
  {
    name: 'staffLink',
    read: (ctx, u) => {
      const s = ctx.db.prepare('SELECT email, linked_at FROM staff_links WHERE user_id = ?').get(u.id) as { email: string; linked_at: number } | undefined;
      return s ? { workEmail: s.email, linkedAt: iso(s.linked_at) } : null;
    },
  },
  {
    name: 'groceryHistory',
    read: (ctx, u) =>
      ctx.db
        .prepare(`SELECT o.order_no AS orderNo, o.currency, o.total, o.status, o.item_name AS item, o.quantity FROM grocery_orders o
          JOIN grocery_accounts g ON g.id = o.grocery_id WHERE g.user_id = ? AND g.status IN ('MOVED', 'COMBINED') ORDER BY o.placed_at`)
        .all(u.id),
  },
  {
    name: 'securityActivity',
    read: (ctx, u) => ({
      sessions: (ctx.db.prepare('SELECT login_type, created_at, expires_at FROM sessions WHERE user_id = ? ORDER BY created_at').all(u.id) as Array<{
        login_type: string;
        created_at: number;
        expires_at: number;
      }>).map((s) => ({ loginType: s.login_type, startedAt: iso(s.created_at), expiresAt: iso(s.expires_at) })),
      credentialChanges: (ctx.db.prepare('SELECT kind, changed_at, rolled_back_at FROM credential_changes WHERE user_id = ? ORDER BY changed_at').all(u.id) as Array<{
        kind: string;
        changed_at: number;
        rolled_back_at: number | null;
      }>).map((c) => ({ kind: c.kind, at: iso(c.changed_at), rolledBackAt: iso(c.rolled_back_at) })),
      // The timeline the #security section shows (issue 24): what happened, when, from which browser and network.
      events: (ctx.db.prepare('SELECT kind, at, details FROM activity WHERE user_id = ? ORDER BY at').all(u.id) as Array<{
        kind: string;
        at: number;
        details: string;
      }>).map((e) => ({ kind: e.kind, at: iso(e.at), ...(JSON.parse(e.details) as Record<string, unknown>) })),
    }),
  },
  {
    // The passkeys (issue 25): their names and dates only (never a credential id or key).
    name: 'passkeys',
    read: (ctx, u) =>
      (ctx.db.prepare('SELECT name, created_at, last_used_at FROM passkeys WHERE user_id = ? ORDER BY created_at').all(u.id) as Array<{
        name: string;
        created_at: number;
        last_used_at: number | null;
      }>).map((p) => ({ name: p.name, createdAt: iso(p.created_at), lastUsedAt: iso(p.last_used_at) })),
  },
];

/** The export file of `user`: a summary line in the account's language, then every section. */
export function buildExport(ctx: AppContext, user: UserRow, now: number): { filename: string; body: string } {
  const site = getSite(user.site as SiteCode);
  const date = new Date(now).toISOString().slice(0, 10);
  const host = DEFAULT_DOMAINS[site.code];
  const sections: Record<string, unknown> = {};
  for (const section of EXPORT_SECTIONS) sections[section.name] = section.read(ctx, user);
  const summary = fill(privacyTexts(languageOf(user)).summary, { site: host, date, count: EXPORT_SECTIONS.length });
  const body = JSON.stringify({ summary, exportedAt: new Date(now).toISOString(), site: site.code, sections }, null, 2);
  return { filename: `${host}-my-data-${date}.json`, body };
}
