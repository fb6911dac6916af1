/**
 * Every change of the account's access is announced (issue 23 finding 6, ASVS v4 2.5.5; issue 24 part 3): a change
 * of the e-mail address, the mobile number or the password, a password reset, a completed sign-in from a browser new
 * to the account, a passkey added or removed and a social sign-in linked or unlinked send a notice to the account's
 * e-mail address and mobile number as they were before the change, in the account's language
 * (credential-alert-texts.ts), each with a "This wasn't me" link. A number released to its new holder ("This isn't
 * my account", verify-routes.ts) is told to the e-mail address alone, without the link.
 *
 * The link (`/user/not-me?token=…`) is a CREDENTIAL_ALERT token: random, stored as a hash, bound to the account,
 * single use, live ALERT_TTL_MS (7 days). Opening it only shows a confirmation (mail scanners that follow links change
 * nothing); confirming locks the account down, and never logs anyone in:
 * - every session ends, and every pending flow of the account (step-up verifications, reset links, change and
 *   restore tokens, the other alert links) is spent;
 * - e-mail and mobile changes of the last ROLLBACK_WINDOW_MS (7 days) roll back to the value before the first of
 *   them (kept in `credential_changes`), unless another account holds that value by now;
 * - the password is removed and social links end, so the account is recovered through forgot password, whose codes
 *   go to the rolled-back channels.
 *
 * Call `announceCredentialChange` after a change is committed, with the account as it was before the change; it
 * writes the change's timeline row and does nothing when nothing changed.
 */
import { getSite } from '../../src/config/sites.js';
import { deviceDetails, forgetDevices, recordActivity, type ActivityKind } from './activity.js';
import { PAGE_PATHS } from '../../src/pages/routes.js';
import { maskEmail, maskPhone } from './accounts.js';
import { alertTexts, fill, type AlertTexts } from './credential-alert-texts.js';
import type { AppContext } from './context.js';
import { revokePendingFlows } from './pending-flows.js';
import { readBody, type RequestContext } from './http.js';
import { html, sendPage } from './page-kit.js';
import type { Router } from './router.js';
import type { UserRow } from './users.js';

export const NOT_ME_PATH = '/user/not-me';
/** How long a "This wasn't me" link works. */
export const ALERT_TTL_MS = 7 * 24 * 60 * 60_000;
/** Channel changes younger than this roll back on a lockdown. */
export const ROLLBACK_WINDOW_MS = 7 * 24 * 60 * 60_000;
const FORM_MAX_BYTES = 4 * 1024;
const RTL = new Set(['ur']);

export type CredentialChange =
  | { readonly kind: 'email' | 'phone'; readonly next: string }
  | { readonly kind: 'password'; readonly reset: boolean }
  /** A completed sign-in from a browser the account never used (accounts.ts, after noteSignIn said it was new). */
  | { readonly kind: 'newDevice' }
  | { readonly kind: 'passkey'; readonly added: boolean }
  /** A social sign-in linked or unlinked; `provider` as the timeline names it ('google', 'facebook'). */
  | { readonly kind: 'social'; readonly provider: string; readonly linked: boolean }
  /** The holder of the account's number said "This isn't my account" (verify-routes.ts): it left the account. */
  | { readonly kind: 'numberReleased'; readonly phone: string };

/** The language the account reads: its own, else its site's first. */
export function languageOf(user: UserRow): string {
  return user.language ?? getSite(user.site).languages[0] ?? 'en';
}

/** Provider names as the provider writes them (brand names: not translated). */
const PROVIDER_NAMES: Readonly<Record<string, string>> = Object.freeze({ google: 'Google', facebook: 'Facebook' });

interface Notice {
  /** The outbox purpose. */
  readonly purpose: string;
  /** The notice's first sentence. */
  readonly what: string;
  /** The timeline row this function writes (none where the caller's own row says it: noteSignIn's newDevice). */
  readonly activity: ActivityKind | null;
  readonly provider?: string;
  /** A "This wasn't me" link follows (not for a released number: the lockdown cannot give it back). */
  readonly link: boolean;
}

function noticeOf(rc: RequestContext, before: UserRow, change: CredentialChange, texts: AlertTexts): Notice {
  switch (change.kind) {
    case 'password':
      return change.reset
        ? { purpose: 'CREDENTIAL_CHANGED_RESET', what: texts.reset, activity: 'passwordReset', link: true }
        : { purpose: 'CREDENTIAL_CHANGED_PASSWORD', what: texts.password, activity: 'passwordChanged', link: true };
    case 'email':
      return { purpose: 'CREDENTIAL_CHANGED_EMAIL', what: fill(texts.email, { value: maskEmail(change.next) }), activity: 'emailChanged', link: true };
    case 'phone':
      return { purpose: 'CREDENTIAL_CHANGED_PHONE', what: fill(texts.phone, { value: maskPhone(change.next, before.site) }), activity: 'phoneChanged', link: true };
    case 'newDevice': {
      const { browser, system } = deviceDetails(rc);
      const device = browser && system ? `${browser}, ${system}` : browser || system || texts.unknownDevice;
      return { purpose: 'SECURITY_ALERT_NEW_DEVICE', what: fill(texts.newDevice, { device }), activity: null, link: true };
    }
    case 'passkey':
      return change.added
        ? { purpose: 'SECURITY_ALERT_PASSKEY_ADDED', what: texts.passkeyAdded, activity: 'passkeyAdded', link: true }
        : { purpose: 'SECURITY_ALERT_PASSKEY_REMOVED', what: texts.passkeyRemoved, activity: 'passkeyRemoved', link: true };
    case 'social': {
      const name = PROVIDER_NAMES[change.provider] ?? change.provider;
      return change.linked
        ? { purpose: 'SECURITY_ALERT_SOCIAL_LINKED', what: fill(texts.socialLinked, { provider: name }), activity: 'socialLinked', provider: change.provider, link: true }
        : { purpose: 'SECURITY_ALERT_SOCIAL_UNLINKED', what: fill(texts.socialUnlinked, { provider: name }), activity: 'socialUnlinked', provider: change.provider, link: true };
    }
    case 'numberReleased':
      return { purpose: 'SECURITY_ALERT_NUMBER_RELEASED', what: fill(texts.numberReleased, { value: maskPhone(change.phone, before.site) }), activity: 'phoneReleased', link: false };
  }
}

/**
 * The one alert of the account's access (issue 23 finding 6, issue 24 part 3): writes the change's timeline row and
 * sends its notice, with a "This wasn't me" link, to the e-mail address and mobile number `before` had. `before` is
 * the account as it was before the change (for any other kind: the account as it is). Call it after the change is
 * committed, and only for a real one: nothing happens for an e-mail or mobile "change" to the same value; a new
 * device is announced only when noteSignIn said it was new. A released number goes to the e-mail address alone.
 */
export function announceCredentialChange(ctx: AppContext, rc: RequestContext, before: UserRow, change: CredentialChange): void {
  const previous = change.kind === 'email' ? before.email : change.kind === 'phone' ? before.phone : null;
  if ((change.kind === 'email' || change.kind === 'phone') && previous === change.next) return;
  const now = rc.now;
  const texts = alertTexts(languageOf(before));
  const notice = noticeOf(rc, before, change, texts);
  const token = ctx.db.transaction(() => {
    // E-mail, mobile and password changes are kept for the lockdown's rollback; the other kinds change no channel.
    const kept = change.kind === 'email' || change.kind === 'phone' || change.kind === 'password';
    const changeId = kept
      ? Number(
          ctx.db
            .prepare('INSERT INTO credential_changes (user_id, kind, previous_value, changed_at) VALUES (?, ?, ?, ?)')
            .run(before.id, change.kind === 'password' && change.reset ? 'reset' : change.kind, previous, now).lastInsertRowid,
        )
      : null;
    if (notice.activity) recordActivity(ctx.db, before.id, notice.activity, { ...(notice.provider ? { provider: notice.provider } : {}), ...deviceDetails(rc) }, now);
    return notice.link
      ? ctx.tokens.mint({ type: 'CREDENTIAL_ALERT', userId: before.id, data: { changeId, alert: notice.purpose }, ttlMs: ALERT_TTL_MS }, now)
      : null;
  })();

  const text = token
    ? `${notice.what} ${fill(texts.notMe, { link: `${ctx.origin()}${NOT_ME_PATH}?token=${encodeURIComponent(token)}`, days: Math.round(ALERT_TTL_MS / 86_400_000) })}`
    : notice.what;
  if (before.email) ctx.outbox.deliver({ channel: 'EMAIL', destination: before.email, purpose: notice.purpose, text }, now);
  if (before.phone && change.kind !== 'numberReleased') ctx.outbox.deliver({ channel: 'SMS', destination: before.phone, purpose: notice.purpose, text }, now);
}

/** The lockdown, in one transaction. False when the token is not a live alert link. */
function lockDown(ctx: AppContext, token: string, now: number): boolean {
  return ctx.db.transaction(() => {
    const row = ctx.tokens.spend(token, 'CREDENTIAL_ALERT', now);
    if (!row || row.user_id === null) return false;
    const userId = row.user_id;
    const recent = ctx.db
      .prepare(
        `SELECT id, kind, previous_value FROM credential_changes WHERE user_id = ? AND kind IN ('email', 'phone')
         AND changed_at >= ? AND rolled_back_at IS NULL ORDER BY changed_at ASC, id ASC`,
      )
      .all(userId, now - ROLLBACK_WINDOW_MS) as Array<{ id: number; kind: 'email' | 'phone'; previous_value: string | null }>;
    const restored = new Set<string>();
    for (const change of recent) {
      if (!restored.has(change.kind)) {
        restored.add(change.kind);
        const value = change.previous_value;
        const holder = value === null ? undefined : change.kind === 'email' ? ctx.users.liveByEmail(value) : ctx.users.liveByPhone(value);
        if (!holder || holder.id === userId) {
          ctx.db.prepare(`UPDATE users SET ${change.kind === 'email' ? 'email' : 'phone'} = ?, modified_at = ? WHERE id = ?`).run(value, now, userId);
        }
      }
      ctx.db.prepare('UPDATE credential_changes SET rolled_back_at = ? WHERE id = ?').run(now, change.id);
    }
    ctx.db.prepare('UPDATE users SET password_hash = NULL, modified_at = ? WHERE id = ?').run(now, userId);
    ctx.sessions.endAllFor(userId);
    revokePendingFlows(ctx.db, userId, 'LOCKED_DOWN', now);
    ctx.oauth.unlinkAll(userId);
    // Every browser is a stranger again (issue 24): the next sign-in anywhere is a new device.
    forgetDevices(ctx.db, userId);
    recordActivity(ctx.db, userId, 'lockedDown', {}, now);
    return true;
  })();
}

function notMePage(rc: RequestContext, texts: AlertTexts, lang: string, main: ReturnType<typeof html>, status = 200): void {
  sendPage(rc, { title: texts.title, main, lang: lang || 'en', dir: RTL.has(lang.split('-')[0] ?? '') ? 'rtl' : 'ltr', status });
}

/** GET shows the confirmation (changes nothing), POST locks the account down. */
export function registerCredentialAlertRoutes(ctx: AppContext, router: Router): void {
  /** The live link's account, without spending it. */
  const accountOf = (token: string, now: number): UserRow | undefined => {
    const row = ctx.tokens.peek(token, 'CREDENTIAL_ALERT', now);
    return row?.user_id != null ? ctx.users.byId(row.user_id) : undefined;
  };
  const expired = (rc: RequestContext, user: UserRow | undefined) => {
    const lang = user ? languageOf(user) : 'en';
    const texts = alertTexts(lang);
    notMePage(rc, texts, lang, html`<h1>${texts.title}</h1><p role="alert">${texts.expired}</p>`, 410);
  };

  router.add('GET', NOT_ME_PATH, (rc) => {
    const token = rc.url.searchParams.get('token') ?? '';
    const user = accountOf(token, rc.now);
    if (!user) return expired(rc, undefined);
    const lang = languageOf(user);
    const texts = alertTexts(lang);
    notMePage(
      rc,
      texts,
      lang,
      html`<h1>${texts.title}</h1>
<p>${texts.explain}</p>
<form method="post" action="${NOT_ME_PATH}">
<input type="hidden" name="token" value="${token}">
<button type="submit">${texts.confirm}</button>
</form>`,
    );
  });

  router.add('POST', NOT_ME_PATH, async (rc) => {
    const body = new URLSearchParams((await readBody(rc.req, FORM_MAX_BYTES)).toString('utf8'));
    const token = body.get('token') ?? '';
    const user = accountOf(token, rc.now);
    if (!user || !lockDown(ctx, token, rc.now)) return expired(rc, user);
    const lang = languageOf(user);
    const texts = alertTexts(lang);
    notMePage(
      rc,
      texts,
      lang,
      html`<h1>${texts.title}</h1>
<p role="status">${texts.done}</p>
<p><a href="${PAGE_PATHS['forget-password']}">${texts.reset_link}</a></p>`,
    );
  });
}
