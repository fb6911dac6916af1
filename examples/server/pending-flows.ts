/**
 * Issue 23 finding 4: a credential change or reset ends every authentication flow of the account that is still
 * pending, not only its sessions. Whatever was started with the old credential (or before the owner took the
 * account back) is dead afterwards:
 *
 * - every unused flow token of the account (tokens.ts): step-up verifications (ACCOUNT_SECOND_VERIFICATION, so a
 *   step-up started with the old password cannot complete, on the verify page nor by a trusted device), reset tokens
 *   and e-mailed reset links (RESET_PASSWORD, so an older link cannot overwrite the new password), the account
 *   area's change tokens (ACCOUNT_CHANGE), restore tokens (DELETION_CANCEL), QR login and phone-simulator tokens
 *   (OAUTH_ID_TOKEN, PHONE_SESSION), social bind and registration tokens; not the owner's "This wasn't me" links
 *   (CREDENTIAL_ALERT, credential-alerts.ts), which only the lockdown spends. Each is marked used, its data keeps why
 *   (`revoked`), so a replay answers PL-USER-VERIFICATION-EXPIRED like any spent token;
 * - every live one-time code sent to the account's e-mail or phone (codes.ts: state DEAD);
 * - a QR login scanned or confirmed by the account and not yet collected (qr.ts: FAILURE).
 *
 * Called inside the transaction that writes the new credential (a nested call is a savepoint), from every place
 * that changes or resets one: the password change, resetPassword, the e-mail and
 * mobile change, and the "This wasn't me" lockdown (credential-alerts.ts). Sessions are the session store's (sessions.endAllFor), which the callers end as before.
 */
import { emailTarget, phoneTarget } from './codes.js';
import type { DB } from './db.js';

/** Why the flows ended (kept in each revoked token's data). */
export type RevokeReason = 'PASSWORD_CHANGED' | 'PASSWORD_RESET' | 'EMAIL_CHANGED' | 'PHONE_CHANGED' | 'LOCKED_DOWN';

/** Revokes the account's pending flows (see above); returns how many tokens it ended. */
export function revokePendingFlows(db: DB, userId: number, reason: RevokeReason, now: number = Date.now()): number {
  return db.transaction(() => {
    // The owner's "This wasn't me" links (CREDENTIAL_ALERT) outlive every change: a thief's next change must not
    // kill the link that undoes the last one. Only the lockdown they lead to spends them all.
    const keepAlerts = reason === 'LOCKED_DOWN' ? '' : ` AND type <> 'CREDENTIAL_ALERT'`;
    const tokens = db
      .prepare(`UPDATE tokens SET used_at = ?, data = json_set(data, '$.revoked', ?) WHERE user_id = ? AND used_at IS NULL${keepAlerts}`)
      .run(now, reason, userId).changes;
    const user = db.prepare('SELECT email, phone FROM users WHERE id = ?').get(userId) as { email: string | null; phone: string | null } | undefined;
    const targets = [user?.email ? emailTarget(user.email) : null, user?.phone ? phoneTarget(user.phone) : null].filter((t) => t !== null);
    const killCodes = db.prepare("UPDATE codes SET state = 'DEAD' WHERE target = ? AND state = 'ACTIVE'");
    for (const target of targets) killCodes.run(target);
    db.prepare("UPDATE qr_sessions SET status = 'FAILURE', updated_at = ? WHERE user_id = ? AND status IN ('SCANNED', 'CONFIRMED')").run(now, userId);
    return tokens;
  })();
}
