/**
 * The #privacy section's calls (the package's PRIVACY_PATHS, src/api/privacy.ts) as a route module, with the account
 * area's protections: the member envelope, CSRF and the bot check on every POST (createMemberRoute), a live session
 * of a NORMAL account, and the identity step's ACCOUNT_CHANGE token (5 minutes, this account's only, spent once).
 *
 * | call                               | does                                                                         |
 * |------------------------------------|------------------------------------------------------------------------------|
 * | POST privacy/deletionCheck         | blockers (open or still returnable orders, a wallet balance) and losses      |
 * | POST privacy/requestDeletion       | {token, acknowledged}: no blocker, every loss acknowledged → DELETION_PENDING, every session ended, an e-mail |
 * | POST privacy/exportData            | {token}: once a day per account → {downloadId} (a PRIVACY_EXPORT token, 5 minutes) |
 * | GET  privacy/download?id=          | the export file, once, to the same account's session (Content-Disposition: attachment) |
 * | POST /__dev/orders/settle          | dev only: {orderNo} delivered, its return window over (no longer a blocker)   |
 *
 * The purge job (privacy.ts purgeDeletedAccounts) runs when the module starts and every `PURGE_INTERVAL_MS`.
 */
import { VERIFICATION_EXPIRY_MS } from '../../src/config/constants.js';
import { getSite, SITE_CODES } from '../../src/config/sites.js';
import { PRIVACY_PATHS } from '../../src/api/privacy.js';
import { deviceDetails, recordActivity } from './activity.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { getMeta, setMeta } from './db.js';
import { devRequestAllowed } from './dev-routes.js';
import { BusinessError, KEYS, sendLimited, text, verificationExpired } from './errors.js';
import { MAX, parseJsonObject, readString } from './fields.js';
import { readBody, sendJson, sendText, type RequestContext } from './http.js';
import type { Limit } from './limits.js';
import { createMemberRoute } from './member-routes.js';
import { buildExport, deletionCheck, enterDeletion, purgeDeletedAccounts, RETURN_WINDOW_MS, type LossKind } from './privacy.js';
import { SITE_BUYERS } from './seed.js';
import type { UserRow } from './users.js';

/** One export per account a day. */
export const EXPORT_LIMIT: Readonly<Limit> = Object.freeze({ max: 1, windowMs: 24 * 60 * 60_000 });
/** How often the purge job looks for accounts whose cooling period ended. */
export const PURGE_INTERVAL_MS = 60 * 60_000;
export const DEV_SETTLE_ORDER_PATH = '/__dev/orders/settle';

export const PRIVACY_KEYS = Object.freeze({
  blocked: 'PL-USER-DELETION-BLOCKED',
  unacknowledged: 'PL-USER-DELETION-NOT-ACKNOWLEDGED',
  exportLimited: 'PL-USER-EXPORT-LIMITED',
});

function sessionUser(ctx: AppContext, rc: RequestContext): UserRow {
  const session = ctx.sessions.current(rc);
  const user = session ? ctx.users.byId(session.userId) : undefined;
  if (!session || !user || user.status !== 'NORMAL') throw new BusinessError(KEYS.sessionExpired, text('error.session.expired'), undefined, 401);
  return user;
}

/** Spends this account's identity-step token (another account's is left alone, and refused). */
function spendIdentity(ctx: AppContext, rc: RequestContext, user: UserRow, token: string): void {
  const row = ctx.tokens.peek(token, 'ACCOUNT_CHANGE', rc.now);
  if (!row || row.user_id !== user.id || !ctx.tokens.spend(token, 'ACCOUNT_CHANGE', rc.now)) throw verificationExpired();
}

/** A zero-balance wallet for each site's demo buyer, once (a server test or a host gives it a balance). */
function seedWallets(ctx: AppContext): void {
  if (getMeta(ctx.db, 'privacy_wallet_seed') !== undefined) return;
  const insert = ctx.db.prepare('INSERT OR IGNORE INTO wallets (user_id, currency, balance, updated_at) VALUES (?, ?, 0, ?)');
  ctx.db.transaction(() => {
    for (const code of SITE_CODES) {
      const user = ctx.users.liveByEmail(SITE_BUYERS[code].email);
      if (user) insert.run(user.id, getSite(code).currency, ctx.now());
    }
    setMeta(ctx.db, 'privacy_wallet_seed', '1');
  })();
}

/** Runs the purge now and then every PURGE_INTERVAL_MS until the database closes. */
function startPurgeJob(ctx: AppContext): void {
  const run = () => {
    if (!ctx.db.open) {
      clearInterval(timer);
      return;
    }
    try {
      const purged = purgeDeletedAccounts(ctx, ctx.now());
      if (purged > 0) ctx.log.info(`privacy: ${purged} account(s) purged at the end of their cooling period`);
    } catch (error) {
      ctx.log.error(`privacy purge: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  run();
}

export function privacyModule(): RouteModule {
  return ({ ctx, router }) => {
    seedWallets(ctx);
    startPurgeJob(ctx);
    const route = createMemberRoute(ctx, router, { maxBodyBytes: 4 * 1024 });

    route('POST', PRIVACY_PATHS.deletionCheck, (rc) => deletionCheck(ctx, sessionUser(ctx, rc), rc.now));

    route('POST', PRIVACY_PATHS.requestDeletion, (rc, body) => {
      const user = sessionUser(ctx, rc);
      const token = readString(body, 'token', { max: MAX.token });
      const acknowledged = new Set(readString(body, 'acknowledged', { max: 256, required: false })?.split(',') ?? []);
      const check = deletionCheck(ctx, user, rc.now);
      if (check.blockers.length > 0) throw new BusinessError(PRIVACY_KEYS.blocked, 'Resolve the open orders and the wallet balance first.', check);
      const missing = check.losses.map((l) => l.kind).filter((kind: LossKind) => !acknowledged.has(kind));
      if (missing.length > 0) throw new BusinessError(PRIVACY_KEYS.unacknowledged, 'Acknowledge what the deletion takes away.', { missing });
      spendIdentity(ctx, rc, user, token);
      const restoreUntil = enterDeletion(ctx, user, rc.now);
      recordActivity(ctx.db, user.id, 'deletionRequested', deviceDetails(rc), rc.now);
      ctx.sessions.end(rc);
      return { restoreUntil };
    });

    route('POST', PRIVACY_PATHS.exportData, (rc, body) => {
      const user = sessionUser(ctx, rc);
      const token = readString(body, 'token', { max: MAX.token });
      const bucket = `privacy-export:${user.id}`;
      if (ctx.limiter.exceeded(bucket, EXPORT_LIMIT, rc.now)) {
        const first = ctx.limiter.newest(bucket, EXPORT_LIMIT, rc.now) ?? rc.now;
        throw new BusinessError(PRIVACY_KEYS.exportLimited, sendLimited(first + EXPORT_LIMIT.windowMs - rc.now).displayMessage, {
          retryAfterMs: Math.max(0, first + EXPORT_LIMIT.windowMs - rc.now),
        });
      }
      spendIdentity(ctx, rc, user, token);
      ctx.limiter.hit(bucket, EXPORT_LIMIT, rc.now);
      recordActivity(ctx.db, user.id, 'dataExported', deviceDetails(rc), rc.now);
      return { downloadId: ctx.tokens.mint({ type: 'PRIVACY_EXPORT', userId: user.id, ttlMs: VERIFICATION_EXPIRY_MS }, rc.now) };
    });

    router.add('GET', `/${PRIVACY_PATHS.download}`, (rc) => {
      const session = ctx.sessions.current(rc);
      const id = rc.url.searchParams.get('id') ?? '';
      const row = session && id ? ctx.tokens.peek(id, 'PRIVACY_EXPORT', rc.now) : undefined;
      const user = row && session && row.user_id === session.userId ? ctx.users.byId(session.userId) : undefined;
      if (!user || user.status !== 'NORMAL' || !ctx.tokens.spend(id, 'PRIVACY_EXPORT', rc.now)) {
        sendJson(rc, 410, { success: false, errorCode: { key: KEYS.verificationExpired, displayMessage: verificationExpired().displayMessage } });
        return;
      }
      const file = buildExport(ctx, user, rc.now);
      sendText(rc, 200, file.body, 'application/json; charset=utf-8', {
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'no-store',
      });
    });

    router.add('POST', DEV_SETTLE_ORDER_PATH, async (rc) => {
      if (!devRequestAllowed(ctx, rc)) {
        rc.req.resume();
        sendJson(rc, 404, { success: false, errorCode: { key: 'NOT_FOUND', displayMessage: 'Not found' } });
        return;
      }
      const body = parseJsonObject((await readBody(rc.req, 1024)).toString('utf8'));
      const orderNo = readString(body, 'orderNo', { max: 64 });
      const changed = ctx.db
        .prepare("UPDATE orders SET status = 'DELIVERED', delivered_at = ? WHERE order_no = ?")
        .run(rc.now - RETURN_WINDOW_MS - 1, orderNo).changes;
      if (changed === 0) sendJson(rc, 404, { success: false, errorCode: { key: 'NOT_FOUND', displayMessage: 'No such order.' } });
      else sendJson(rc, 200, { success: true, module: { orderNo } });
    });
  };
}
