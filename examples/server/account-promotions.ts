/**
 * The sign-up's promotions opt-in (spec §1, §2.1 Registry): the code request of a sign-up carries it
 * (`promotionSms`, `promotionEmail`); it is kept for that phone or e-mail until the sign-up with the code creates the
 * account, which then starts with those opt-ins (users.enable_sms_newsletter / enable_newsletter). The account area
 * shows and switches them afterwards (account-routes.ts updatePromotions).
 */
import type { AppContext } from './context.js';

export interface PromotionsOptIn {
  sms: boolean;
  email: boolean;
}

/** Remembers (or replaces) the opt-in of a sign-up code request for `target` ("phone:+65…" / "email:…"). */
export function rememberSignupPromotions(ctx: AppContext, target: string, promotions: PromotionsOptIn | undefined, now: number): void {
  if (!promotions) return;
  ctx.db
    .prepare(`INSERT INTO signup_promotions (target, sms, email, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (target) DO UPDATE SET sms = excluded.sms, email = excluded.email, created_at = excluded.created_at`)
    .run(target, promotions.sms ? 1 : 0, promotions.email ? 1 : 0, now);
}

/** Gives a just-created account the opt-in its sign-up asked for (inside the creating transaction). */
export function applySignupPromotions(ctx: AppContext, userId: number, target: string): void {
  const row = ctx.db.prepare('SELECT sms, email FROM signup_promotions WHERE target = ?').get(target) as
    | { sms: number; email: number }
    | undefined;
  if (!row) return;
  ctx.db.prepare('UPDATE users SET enable_sms_newsletter = ?, enable_newsletter = ? WHERE id = ?').run(row.sms, row.email, userId);
  ctx.db.prepare('DELETE FROM signup_promotions WHERE target = ?').run(target);
}

/** The opt-in fields of a sign-up code request (both absent: the page sent none). */
export function readPromotions(sms: boolean | undefined, email: boolean | undefined): PromotionsOptIn | undefined {
  return sms === undefined && email === undefined ? undefined : { sms: sms === true, email: email === true };
}
