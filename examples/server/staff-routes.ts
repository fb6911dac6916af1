/**
 * Staff verification (/user/lazadian): a buyer who works at the marketplace links a verified work e-mail to their
 * shopping account, which makes the account a staff account (staff benefits). The work e-mail must end in one of
 * the server's staff domains (`staffModule({ domains })`, MEMBER_STAFF_DOMAINS in env.ts; default
 * `staff.example.com`), is proved by a one-time code sent to it (the code store: 5 minutes, single use, 5 tries,
 * resend after 60 s, per-target and per-address send limits) and binds to at most one account at a time.
 *
 * Every call is a member call (createMemberRoute: XMLHttpRequest marker, JSON body, CSRF, bot check) and needs a
 * live session (PL-USER-SESSION-EXPIRED otherwise). Documented in docs/calls.md.
 *
 * | call                           | does                                                                                  |
 * |--------------------------------|---------------------------------------------------------------------------------------|
 * | POST user/api/staff/status     | {} → {linked: {email, linkedAt} or null, domains}                                     |
 * | POST user/api/staff/sendCode   | {email, resend?} → {email, codeLength, resendAfterSeconds}: a code to the work e-mail; refused: not a staff domain (PL-USER-STAFF-DOMAIN-NOT-ALLOWED), this account already linked (PL-USER-STAFF-ALREADY-LINKED), the address linked to another account (PL-USER-STAFF-EMAIL-TAKEN, told at the price of a send: it counts like one), 5 sends per account an hour and the code store's limits (PL-USER-CODE-SEND-LIMIT), resend too soon |
 * | POST user/api/staff/confirm    | {email, code} → the status, linked: only the code this account asked for from this browser; wrong (PL-USER-CODE-INCORRECT, the 5th kills it) or spent/expired (PL-USER-CODE-EXPIRED) |
 * | POST user/api/staff/unlink     | {} → the status, not linked (nothing linked is not an error)                           |
 *
 * The refusals carry `{ field, messageKey }` in their data: the page's catalog key, so the buyer reads them in their
 * language (the English displayMessage is for logs and clients that do not know the key).
 */
import { STAFF_PATHS } from '../../src/api/staff.js';
import staffEn, { type StaffKey } from '../../src/i18n/parts/staff/en.js';
import { emailDomain, normalizeStaffDomain, validateStaffEmail } from '../../src/validation/staff.js';
import { validateEmail, validateSmsCode } from '../../src/validation/text.js';
import { deliver } from './accounts.js';
import type { RouteModule } from './app.js';
import { emailTarget, refuseAtSendPrice } from './codes.js';
import type { AppContext } from './context.js';
import { BusinessError, KEYS, codeExpired, codeIncorrect, inputInvalid, sendLimited, text } from './errors.js';
import { MAX, readBoolean, readString } from './fields.js';
import type { Limit } from './limits.js';
import type { RequestContext } from './http.js';
import { createMemberRoute } from './member-routes.js';
import { normalizeEmail, type UserRow } from './users.js';

/** The staff domains of the reference server when none are configured. */
export const DEFAULT_STAFF_DOMAINS: readonly string[] = Object.freeze(['staff.example.com']);
/** Codes one account may have sent to work e-mails in an hour (beside the code store's per-target and per-address limits). */
export const STAFF_SENDS_PER_ACCOUNT: Readonly<Limit> = Object.freeze({ max: 5, windowMs: 60 * 60_000 });

export const STAFF_KEYS = Object.freeze({
  domainNotAllowed: 'PL-USER-STAFF-DOMAIN-NOT-ALLOWED',
  emailTaken: 'PL-USER-STAFF-EMAIL-TAKEN',
  alreadyLinked: 'PL-USER-STAFF-ALREADY-LINKED',
});

export interface StaffOptions {
  /** The e-mail domains of the marketplace's staff (default DEFAULT_STAFF_DOMAINS). */
  readonly domains?: readonly string[];
}

/** A refusal of this module: its key, the page's English text, and the page's catalog key for the client. */
function staffRefusal(key: string, messageKey: StaffKey): BusinessError {
  return new BusinessError(key, staffEn[messageKey], { field: 'email', messageKey });
}

function sessionUser(ctx: AppContext, rc: RequestContext): UserRow {
  const session = ctx.sessions.current(rc);
  const user = session ? ctx.users.byId(session.userId) : undefined;
  if (!session || !user || user.status !== 'NORMAL') {
    throw new BusinessError(KEYS.sessionExpired, text('error.session.expired'), undefined, 401);
  }
  return user;
}

interface LinkRow {
  user_id: number;
  email: string;
  linked_at: number;
}

export function staffModule(options: StaffOptions = {}): RouteModule {
  const domains = Object.freeze([...new Set((options.domains ?? DEFAULT_STAFF_DOMAINS).map(normalizeStaffDomain).filter(Boolean))]);
  if (domains.length === 0) throw new Error('staffModule: at least one staff e-mail domain is needed');
  return ({ ctx, router }) => {
    const route = createMemberRoute(ctx, router, { maxBodyBytes: 8 * 1024 });
    const linkOf = (userId: number) => ctx.db.prepare('SELECT user_id, email, linked_at FROM staff_links WHERE user_id = ?').get(userId) as LinkRow | undefined;
    const ownerOf = (email: string) => ctx.db.prepare('SELECT user_id, email, linked_at FROM staff_links WHERE email = ?').get(email) as LinkRow | undefined;
    const status = (userId: number) => {
      const link = linkOf(userId);
      return { linked: link ? { email: link.email, linkedAt: link.linked_at } : null, domains };
    };
    /** A work e-mail as given: valid (§5), of a staff domain, normalised. */
    const workEmail = (raw: string): string => {
      const verdict = validateEmail(raw);
      if (verdict) throw inputInvalid('email', verdict);
      if (validateStaffEmail(raw, domains)) throw staffRefusal(STAFF_KEYS.domainNotAllowed, 'staff.error.domain');
      return normalizeEmail(raw);
    };

    route('POST', STAFF_PATHS.staffStatus, (rc) => status(sessionUser(ctx, rc).id));

    route('POST', STAFF_PATHS.staffSendCode, (rc, body) => {
      const user = sessionUser(ctx, rc);
      readBoolean(body, 'resend');
      const email = workEmail(readString(body, 'email', { max: MAX.email }));
      if (linkOf(user.id)) throw staffRefusal(STAFF_KEYS.alreadyLinked, 'staff.error.alreadyLinked');
      const bucket = `staff-send:${user.id}`;
      if (ctx.limiter.exceeded(bucket, STAFF_SENDS_PER_ACCOUNT, rc.now)) throw sendLimited(STAFF_SENDS_PER_ACCOUNT.windowMs);
      const owner = ownerOf(email);
      if (owner && owner.user_id !== user.id) {
        // "Linked to another account" costs a send, like sign-up's "already registered" (issue 23 finding 5).
        ctx.limiter.hit(bucket, STAFF_SENDS_PER_ACCOUNT, rc.now);
        refuseAtSendPrice(ctx.codes, { target: emailTarget(email), ip: rc.ip, now: rc.now }, staffRefusal(STAFF_KEYS.emailTaken, 'staff.error.taken'));
      }
      const client = ctx.csrf.client(rc);
      // The code store refuses a resend before 60 s and charges its per-target and per-address limits.
      const code = ctx.codes.issue({ target: emailTarget(email), purpose: 'STAFF_EMAIL', delivery: 'EMAIL', ip: rc.ip, client, now: rc.now });
      ctx.limiter.hit(bucket, STAFF_SENDS_PER_ACCOUNT, rc.now);
      ctx.db
        .prepare(`INSERT INTO staff_pending (user_id, email, client, sent_at) VALUES (?, ?, ?, ?)
          ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, client = excluded.client, sent_at = excluded.sent_at`)
        .run(user.id, email, client, rc.now);
      deliver(ctx, rc, { channel: 'EMAIL', destination: email, purpose: 'STAFF_EMAIL', code });
      return { email, codeLength: ctx.codes.settings.length, resendAfterSeconds: Math.round(ctx.codes.settings.resendAfterMs / 1000) };
    });

    route('POST', STAFF_PATHS.staffConfirm, (rc, body) => {
      const user = sessionUser(ctx, rc);
      const raw = readString(body, 'email', { max: MAX.email });
      if (validateEmail(raw)) throw inputInvalid('email', validateEmail(raw)!);
      const email = normalizeEmail(raw);
      const code = readString(body, 'code', { max: MAX.code });
      if (validateSmsCode(code, ctx.codes.settings.length)) throw codeIncorrect();
      const client = ctx.csrf.client(rc);
      // Only the code this account asked for, for this address, from this browser: another account's code (or one
      // asked for in another browser) is no code at all here.
      const pending = ctx.db.prepare('SELECT email, client FROM staff_pending WHERE user_id = ?').get(user.id) as { email: string; client: string } | undefined;
      if (!pending || pending.email !== email || pending.client !== client) throw codeExpired();
      if (!domains.includes(emailDomain(email))) throw staffRefusal(STAFF_KEYS.domainNotAllowed, 'staff.error.domain');
      ctx.codes.verify({ target: emailTarget(email), purpose: 'STAFF_EMAIL', code, client, now: rc.now, consume: true });
      ctx.db.transaction(() => {
        if (linkOf(user.id)) throw staffRefusal(STAFF_KEYS.alreadyLinked, 'staff.error.alreadyLinked');
        const owner = ownerOf(email);
        if (owner) throw staffRefusal(STAFF_KEYS.emailTaken, 'staff.error.taken');
        ctx.db.prepare('INSERT INTO staff_links (user_id, email, linked_at) VALUES (?, ?, ?)').run(user.id, email, rc.now);
        ctx.db.prepare('DELETE FROM staff_pending WHERE user_id = ?').run(user.id);
      })();
      return status(user.id);
    });

    route('POST', STAFF_PATHS.staffUnlink, (rc) => {
      const user = sessionUser(ctx, rc);
      ctx.db.prepare('DELETE FROM staff_links WHERE user_id = ?').run(user.id);
      return status(user.id);
    });
  };
}
