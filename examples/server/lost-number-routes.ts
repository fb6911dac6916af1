/**
 * "I no longer have this number" (issue 26 part 3): a buyer whose mobile number is gone (lost SIM, lapsed prepaid
 * number) and who logs in by code proves the account by other facts and sets a new mobile number. The calls behind
 * the package page /user/lost-number (src/api/lost-number.ts), as a route module on the member envelope (CSRF, the
 * XMLHttpRequest marker and the bot check through `createMemberRoute`).
 *
 * | call                                  | what                                                                  |
 * |---------------------------------------|-----------------------------------------------------------------------|
 * | POST user/api/lostNumber/start        | {phone, phonePrefixCode?} → {token, maskedEmail, methods: ['EMAIL'?, 'DEVICE'?]} or {token: '', methods: []} (customer care) |
 * | POST user/api/lostNumber/sendEmailCode| {token, resend} → {codeLength, target}: a code to the account's e-mail |
 * | POST user/api/lostNumber/checkEmailCode| {token, code} → {next: 'ITEM'}                                       |
 * | POST user/api/lostNumber/itemQuestion | {token} → {options: [{id, name, image}]}: only after the e-mail code  |
 * | POST user/api/lostNumber/checkItem    | {token, option} → {proven: true}; wrong picks as in verify-routes.ts  |
 * | POST user/api/lostNumber/askDevice    | {token} → {requestedAt, expiresAt}: the request shows on the account's trusted-device page (verify-routes.ts) |
 * | POST user/api/lostNumber/deviceStatus | {token} → {status: PENDING / APPROVED / TIMED_OUT}; PL-USER-VERIFICATION-REJECTED ("This wasn't me" on the device: the recovery ends) |
 * | POST user/api/lostNumber/sendPhoneCode| {token, phone, phonePrefixCode?, resend} → {codeLength}: only once proven; PL-USER-PHONE-EXIST at a send's price |
 * | POST user/api/lostNumber/finish       | {token, phone, phonePrefixCode?, code} → {status: 'DONE'}: the number changes, the token is spent |
 *
 * Rules:
 * - The token (LOST_NUMBER, 15 minutes) is bound to the browser that started (browser-binding.ts): from any other
 *   browser it is answered like an unknown one (PL-USER-VERIFICATION-EXPIRED). Every step checks the steps before
 *   it from the token's data, never from the client: the item question only after the e-mail code, the new number
 *   only after both, the finish only for the number the code went to. The finish spends the token (a replay is
 *   PL-USER-VERIFICATION-EXPIRED).
 * - The trusted device (EMAIL's alternative, issue 26: "or an approval from a trusted device"): the mechanism of the
 *   identity verification's DEVICE method, not a second one. askDevice puts a random request id in the token's
 *   data (purpose LOST_NUMBER, the asking browser and network, its own 5-minute end); the signed-in browser lists
 *   and answers it through user/api/trustedDevice/requests and /decide, which accept only the session's own
 *   account's live, unanswered requests. An approval proves the recovery (proven: DEVICE); a rejection spends the
 *   token at the next status call. A request past its end is TIMED_OUT: the page offers to ask again (at most
 *   DEVICE_ASKS per recovery, each a new request id, so an old approval link cannot be replayed).
 * - Limits: starts per client address (10 an hour) and per account (5 a day); codes through the code store (resend
 *   after 60 s, 5 tries, per-target and per-address send limits); wrong item picks per account, the same bucket as
 *   the identity verification's (limits.itemWrongPicks: 3 a day), so the two paths cannot be added up.
 * - Enumeration: naming a number tells whether an account holds it only at the price of a send to that number (like
 *   sign-up's "already registered", codes.ts refuseAtSendPrice). A number nobody holds gets a decoy that looks like a
 *   real answer: a masked e-mail keyed to the number (the same at every asking), a code "sent" that goes nowhere.
 *   An account with no e-mail (or no orders to ask about) is told to contact customer care (documented in
 *   docs/security.md: that answer does say the number is registered, at a send's price).
 * - The finish removes the old number (the new one takes its place), ends every session and pending flow of the
 *   account, announces the change to the old channels (credential-alerts.ts: e-mail and the old number, with "This
 *   wasn't me"), which also records it on the security timeline. It signs nobody in: the buyer logs in with the new
 *   number (docs/account.md says why).
 */
import { createHmac } from 'node:crypto';
import { LOST_NUMBER_PATHS } from '../../src/api/lost-number.js';
import { getSite } from '../../src/config/sites.js';
import { validateNewPhone, validatePhone } from '../../src/validation/phone.js';
import { randomBytes } from 'node:crypto';
import { maskEmail, maskPhone, memberHost, webOtpLine } from './accounts.js';
import { CDN_PRODUCTS_PREFIX } from './account-routes.js';
import { rememberDevice } from './activity.js';
import type { RouteModule } from './app.js';
import { browserBinding, isSameBrowser } from './browser-binding.js';
import { emailTarget, phoneTarget, refuseAtSendPrice, type CodePurpose, type Delivery } from './codes.js';
import type { AppContext } from './context.js';
import { announceCredentialChange, languageOf } from './credential-alerts.js';
import { ensureDevice, maskNetwork, userAgentOf } from './devices.js';
import { fill } from './credential-alert-texts.js';
import { BusinessError, KEYS, codeExpired, codeIncorrect, inputInvalid, sendLimited, verificationExpired } from './errors.js';
import { MAX, readBoolean, readString, type Body } from './fields.js';
import type { RequestContext } from './http.js';
import { drawQuestion, type QuestionOption } from './item-question.js';
import type { Limit } from './limits.js';
import { lostNumberTexts } from './lost-number-texts.js';
import { createMemberRoute } from './member-routes.js';
import { revokePendingFlows } from './pending-flows.js';
import { e164 } from './site.js';
import { hashToken, type TokenRow } from './tokens.js';
import type { UserRow } from './users.js';
import { hasLiveSession, TOO_MANY_TRIES_KEY, WRONG_ANSWER_KEY } from './verify-routes.js';

/** How long a recovery may take from its start. */
export const LOST_NUMBER_TTL_MS = 15 * 60_000;
export const LOST_NUMBER_LIMITS = Object.freeze({
  perIp: { max: 10, windowMs: 60 * 60_000 } satisfies Limit,
  perAccount: { max: 5, windowMs: 24 * 60 * 60_000 } satisfies Limit,
});
const MAX_BODY_BYTES = 8 * 1024;
/** How long a trusted device may take to answer one request; how many requests one recovery may make. */
export const DEVICE_REQUEST_TTL_MS = 5 * 60_000;
export const DEVICE_ASKS = 3;
const DECOY_DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com'] as const;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

interface KeptQuestion {
  options: QuestionOption[];
  answerHash: string;
}

/** A masked e-mail for a number nobody holds: keyed to the number, so every asking shows the same one. */
function decoyEmail(ctx: AppContext, phone: string): string {
  const digest = createHmac('sha256', ctx.secret).update(`lost-number-decoy|${phone}`).digest();
  const letter = (i: number) => LETTERS[digest[i]! % LETTERS.length]!;
  const length = 6 + (digest[2]! % 6);
  const local = Array.from({ length }, (_, i) => letter(3 + i)).join('');
  return maskEmail(`${local}@${DECOY_DOMAINS[digest[1]! % DECOY_DOMAINS.length]}`);
}

export function lostNumberModule(): RouteModule {
  return ({ ctx, router }) => {
    const member = createMemberRoute(ctx, router, { maxBodyBytes: MAX_BODY_BYTES });
    const route = (path: string, handler: (rc: RequestContext, body: Body) => unknown) => member('POST', path, handler);

    /** The live recovery of `token` in this browser, and its account (none for a decoy). */
    function live(rc: RequestContext, body: Body): { token: string; row: TokenRow; user: UserRow | undefined } {
      const token = readString(body, 'token', { max: MAX.token });
      const row = ctx.tokens.peek(token, 'LOST_NUMBER', rc.now);
      if (!row || !isSameBrowser(ctx, rc, row)) throw verificationExpired();
      if (row.data.decoy === true) return { token, row, user: undefined };
      const user = row.user_id != null ? ctx.users.byId(row.user_id) : undefined;
      if (!user || user.status !== 'NORMAL' || user.phone !== row.data.phone) throw verificationExpired();
      return { token, row, user };
    }

    const limited = (bucket: string, limit: Limit, rc: RequestContext) => {
      if (ctx.limiter.reserve(bucket, limit, rc.now) === null) {
        const newest = ctx.limiter.newest(bucket, limit, rc.now) ?? rc.now;
        throw sendLimited(Math.max(0, newest + limit.windowMs - rc.now));
      }
    };

    const wrongPicks = (userId: number) => `item-wrong:${userId}`;
    const picksLeft = (rc: RequestContext, userId: number) => !ctx.limiter.exceeded(wrongPicks(userId), ctx.limits.itemWrongPicks, rc.now);
    const tooManyTries = () => new BusinessError(TOO_MANY_TRIES_KEY, 'Too many wrong answers. Please contact customer care.');

    /** The account's e-mail code target, or a decoy's (a code nobody receives). */
    const emailTargetOf = (row: TokenRow, user: UserRow | undefined) =>
      user?.email ? emailTarget(user.email) : `decoy:${hashToken(`lost-number|${String(row.data.phone)}`)}`;

    /** Sends a code message in the account's language (SMS: with the WebOTP line). */
    function send(rc: RequestContext, user: UserRow, message: { channel: Delivery; destination: string; purpose: CodePurpose; code: string }) {
      const texts = lostNumberTexts(languageOf(user));
      const minutes = Math.round(ctx.codes.settings.ttlMs / 60_000);
      const text = fill(message.channel === 'EMAIL' ? texts.emailCode : texts.phoneCode, { code: message.code, minutes });
      const body = message.channel === 'SMS' ? `${text}\n\n${webOtpLine(memberHost(rc), message.code)}` : text;
      ctx.outbox.deliver({ ...message, text: body }, rc.now);
    }

    route(LOST_NUMBER_PATHS.start, (rc, body) => {
      const raw = readString(body, 'phone', { max: MAX.phone });
      const prefix = readString(body, 'phonePrefixCode', { max: 4, required: false, pattern: /^\+?\d{1,3}$/ });
      const { site, phone } = e164(rc, raw, prefix);
      const verdict = validatePhone(raw, site);
      if (verdict || !phone) throw inputInvalid('phone', verdict ?? 'validation.phone.invalid');
      limited(`lost-number:ip:${rc.ip}`, LOST_NUMBER_LIMITS.perIp, rc);
      // Whatever the answer tells, it costs a send to that number (per number and per address, like sign-up's).
      ctx.codes.charge({ target: phoneTarget(phone), ip: rc.ip, now: rc.now });
      ctx.users.finalizeDeletions(rc.now);
      const user = ctx.users.liveByPhone(phone);
      if (!user) {
        const token = ctx.tokens.mint({ type: 'LOST_NUMBER', data: { ...browserBinding(ctx, rc), decoy: true, phone }, ttlMs: LOST_NUMBER_TTL_MS }, rc.now);
        return { token, maskedEmail: decoyEmail(ctx, phone), methods: ['EMAIL'] };
      }
      limited(`lost-number:account:${user.id}`, LOST_NUMBER_LIMITS.perAccount, rc);
      // The e-mail code and the purchased-item question together (both must be possible), or a trusted device.
      const methods = [
        ...(user.email && drawQuestion(ctx, user.id) ? ['EMAIL'] : []),
        ...(hasLiveSession(ctx, user.id, rc.now) ? ['DEVICE'] : []),
      ];
      if (methods.length === 0) return { token: '', maskedEmail: null, methods };
      const token = ctx.tokens.mint(
        { type: 'LOST_NUMBER', userId: user.id, data: { ...browserBinding(ctx, rc), phone }, ttlMs: LOST_NUMBER_TTL_MS },
        rc.now,
      );
      return { token, maskedEmail: methods.includes('EMAIL') && user.email ? maskEmail(user.email) : null, methods };
    });

    route(LOST_NUMBER_PATHS.sendEmailCode, (rc, body) => {
      const { row, user } = live(rc, body);
      readBoolean(body, 'resend');
      if (user && !user.email) throw new BusinessError(KEYS.channelUnsupported, 'This account has no email address.');
      const target = emailTargetOf(row, user);
      const code = ctx.codes.issue({ target, purpose: 'LOST_NUMBER_EMAIL', delivery: 'EMAIL', ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
      if (user?.email) send(rc, user, { channel: 'EMAIL', destination: user.email, purpose: 'LOST_NUMBER_EMAIL', code });
      return { codeLength: ctx.codes.settings.length, target: user?.email ? maskEmail(user.email) : decoyEmail(ctx, String(row.data.phone)) };
    });

    route(LOST_NUMBER_PATHS.checkEmailCode, (rc, body) => {
      const { token, row, user } = live(rc, body);
      const code = readString(body, 'code', { max: MAX.code }).trim();
      if (!/^\d{4,8}$/.test(code)) throw codeIncorrect();
      ctx.codes.verify({ target: emailTargetOf(row, user), purpose: 'LOST_NUMBER_EMAIL', code, client: ctx.csrf.client(rc), now: rc.now, consume: true });
      ctx.tokens.update(token, { ...row.data, emailVerified: true });
      return { next: 'ITEM' };
    });

    /** The recovery's question, kept in its token (the answer as a hash only); only after the e-mail code. */
    function question(rc: RequestContext, token: string, row: TokenRow, user: UserRow | undefined): KeptQuestion {
      if (row.data.emailVerified !== true || !user) throw verificationExpired();
      if (!picksLeft(rc, user.id)) throw tooManyTries();
      const kept = row.data.itemQuestion as KeptQuestion | undefined;
      if (kept) return kept;
      const drawn = drawQuestion(ctx, user.id);
      if (!drawn) throw new BusinessError(KEYS.channelUnsupported, 'This account has no orders to ask about.');
      const asked = { options: drawn.options, answerHash: hashToken(`item|${drawn.answerId}`) };
      ctx.tokens.update(token, { ...row.data, itemQuestion: asked });
      return asked;
    }

    route(LOST_NUMBER_PATHS.itemQuestion, (rc, body) => {
      const { token, row, user } = live(rc, body);
      const asked = question(rc, token, row, user);
      return { options: asked.options.map((o) => ({ id: o.id, name: o.name, image: `${ctx.origin()}${CDN_PRODUCTS_PREFIX}${o.picture}.png` })) };
    });

    route(LOST_NUMBER_PATHS.checkItem, (rc, body) => {
      const { token, row, user } = live(rc, body);
      const option = readString(body, 'option', { max: 64 });
      const asked = question(rc, token, row, user);
      if (hashToken(`item|${option}`) !== asked.answerHash) {
        ctx.limiter.hit(wrongPicks(user!.id), ctx.limits.itemWrongPicks, rc.now);
        if (!picksLeft(rc, user!.id)) throw tooManyTries();
        throw new BusinessError(WRONG_ANSWER_KEY, 'That is not an item from your orders. Please try again.');
      }
      ctx.tokens.update(token, { ...row.data, proven: 'EMAIL_ITEM' });
      return { proven: true };
    });

    /* The trusted device: the request and its answer (the device side is verify-routes.ts). */

    route(LOST_NUMBER_PATHS.askDevice, (rc, body) => {
      const { token, row, user } = live(rc, body);
      // A decoy has no device; an account signed in nowhere neither (the same answer).
      if (!user || !hasLiveSession(ctx, user.id, rc.now)) throw new BusinessError(KEYS.channelUnsupported, 'No device is signed in to this account.');
      const asks = typeof row.data.deviceAsks === 'number' ? row.data.deviceAsks : 0;
      if (asks >= DEVICE_ASKS) throw sendLimited(Math.max(0, row.expires_at - rc.now));
      const expiresAt = Math.min(row.expires_at, rc.now + DEVICE_REQUEST_TTL_MS);
      ctx.tokens.update(token, {
        ...row.data,
        // A new id at every asking: an answer to an earlier request cannot be carried over.
        requestId: randomBytes(16).toString('base64url'),
        purpose: 'LOST_NUMBER',
        decision: 'PENDING',
        deviceAsks: asks + 1,
        requestedAt: rc.now,
        requestExpiresAt: expiresAt,
        requestIp: maskNetwork(rc.ip),
        requestAgent: userAgentOf(rc),
      });
      return { requestedAt: rc.now, expiresAt };
    });

    route(LOST_NUMBER_PATHS.deviceStatus, (rc, body) => {
      const { token, row, user } = live(rc, body);
      if (!user || typeof row.data.requestId !== 'string') throw verificationExpired();
      if (row.data.decision === 'REJECTED') {
        ctx.tokens.spend(token, 'LOST_NUMBER', rc.now);
        throw new BusinessError(KEYS.verificationRejected, 'The request was rejected on your trusted device.');
      }
      if (row.data.decision === 'APPROVED') {
        if (row.data.proven !== 'DEVICE') ctx.tokens.update(token, { ...row.data, proven: 'DEVICE' });
        return { status: 'APPROVED' };
      }
      return { status: Number(row.data.requestExpiresAt) > rc.now ? 'PENDING' : 'TIMED_OUT' };
    });

    /** The new number of a proven recovery: valid for the site, not the old one. */
    function newNumber(rc: RequestContext, body: Body, user: UserRow): string {
      const raw = readString(body, 'phone', { max: MAX.phone });
      const prefix = readString(body, 'phonePrefixCode', { max: 4, required: false, pattern: /^\+?\d{1,3}$/ });
      const site = getSite(user.site);
      const { phone } = e164(rc, raw, prefix ?? site.phoneCode);
      const verdict = validatePhone(raw, site);
      if (verdict || !phone) throw inputInvalid('phone', verdict ?? 'validation.phone.invalid');
      const oldNational = user.phone ? user.phone.replace(`+${site.phoneCode}`, '') : '';
      const same = validateNewPhone(raw, oldNational, site);
      if (same || phone === user.phone) throw inputInvalid('phone', same ?? 'validation.phone.same');
      return phone;
    }

    const taken = (rc: RequestContext, user: UserRow, phone: string): BusinessError | undefined => {
      const owner = ctx.users.liveByPhone(phone);
      return (owner && owner.id !== user.id) || ctx.users.inCoolingPeriod('phone', phone, rc.now)
        ? new BusinessError(KEYS.phoneExist, 'This phone number is already registered to another account.')
        : undefined;
    };

    function proven(rc: RequestContext, body: Body): { token: string; row: TokenRow; user: UserRow } {
      const found = live(rc, body);
      const proof = found.row.data.proven;
      if ((proof !== 'EMAIL_ITEM' && proof !== 'DEVICE') || !found.user) throw verificationExpired();
      return { ...found, user: found.user };
    }

    route(LOST_NUMBER_PATHS.sendPhoneCode, (rc, body) => {
      const { token, row, user } = proven(rc, body);
      readBoolean(body, 'resend');
      const phone = newNumber(rc, body, user);
      const refusal = taken(rc, user, phone);
      if (refusal) refuseAtSendPrice(ctx.codes, { target: phoneTarget(phone), ip: rc.ip, now: rc.now }, refusal);
      const code = ctx.codes.issue({ target: phoneTarget(phone), purpose: 'LOST_NUMBER_PHONE', delivery: 'SMS', ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
      ctx.tokens.update(token, { ...row.data, newPhone: phone });
      send(rc, user, { channel: 'SMS', destination: phone, purpose: 'LOST_NUMBER_PHONE', code });
      return { codeLength: ctx.codes.settings.length };
    });

    route(LOST_NUMBER_PATHS.finish, (rc, body) => {
      const { token, row, user } = proven(rc, body);
      const phone = newNumber(rc, body, user);
      const code = readString(body, 'code', { max: MAX.code }).trim();
      if (row.data.newPhone !== phone) throw verificationExpired();
      if (!/^\d{4,8}$/.test(code)) throw codeIncorrect();
      const check = { target: phoneTarget(phone), purpose: 'LOST_NUMBER_PHONE' as const, code, client: ctx.csrf.client(rc), now: rc.now };
      // A wrong code counts a try and is committed; a right one is spent with the change.
      ctx.codes.verify({ ...check, consume: false });
      ctx.db.transaction(() => {
        if (!ctx.tokens.spend(token, 'LOST_NUMBER', rc.now)) throw verificationExpired();
        if (ctx.codes.check({ ...check, consume: true }) !== 'ok') throw codeExpired();
        const refusal = taken(rc, user, phone);
        if (refusal) throw refusal;
        revokePendingFlows(ctx.db, user.id, 'PHONE_CHANGED', rc.now);
        ctx.db.prepare('UPDATE users SET phone = ?, modified_at = ? WHERE id = ?').run(phone, rc.now, user.id);
        ctx.sessions.endAllFor(user.id);
      })();
      // This browser proved the e-mail, the item question and the new number: it is the account's, so the login that
      // follows here is not sent to the second verification (new-device trust, activity.ts).
      rememberDevice(ctx.db, user.id, ensureDevice(rc), rc.now);
      announceCredentialChange(ctx, rc, user, { kind: 'phone', next: phone });
      return { status: 'DONE', phone: maskPhone(phone, user.site) };
    });
  };
}
