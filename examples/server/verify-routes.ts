/**
 * Identity verification (spec §1, §2.3, §4 "Verification"), the reference server's side, as a route module: the
 * member calls behind the package page /user/verify (src/api/verification.ts) and the trusted-device page
 * calls of the package page /user/trusted-device (src/api/trusted-device.ts), where a browser signed in to the same
 * account approves or rejects a request.
 *
 * A verification is an ACCOUNT_SECOND_VERIFICATION token (accounts.ts: a step-up login, or a step-up account's
 * reset), live 5 minutes (VERIFICATION_EXPIRY_MS) and spent once. Every call names it by `token` (body, never URL),
 * and only the browser that started the verification may make them (browser-binding.ts): from any other browser
 * the token is answered like an unknown one, so the session of an approval goes to the browser that asked.
 *
 * | call                                        | what                                                            |
 * |---------------------------------------------|-----------------------------------------------------------------|
 * | POST user/api/verification/methods          | {token} → {purpose LOGIN / RESET_PASSWORD, secondsLeft, notMyAccount, methods: [{type, target?}]} (a new device's code login by phone: no SMS or VOICE): SMS, VOICE (phone), EMAIL, DEVICE (the account is signed in somewhere), ITEM (it has orders and none of the four others; item-question.ts), PASSWORD (it has one, and the step is not a password login's); PL-USER-VERIFICATION-EXPIRED / -REJECTED otherwise |
 * | POST user/api/verification/sendCode         | {token, method SMS / VOICE / EMAIL} → {codeLength, target}; the code store's resend and per-target limits |
 * | POST user/api/verification/checkCode        | {token, code} → the result (below); a wrong code counts a try   |
 * | POST user/api/verification/askDevice        | {token} → {requestedAt}: the request shows on the account's trusted-device page |
 * | POST user/api/verification/status           | {token} → {status: PENDING} until a device decides, then the result; PL-USER-VERIFICATION-REJECTED when rejected |
 * | POST user/api/verification/itemQuestion     | {token} → {options: [{id, name, image}]}: one item of the buyer's orders among five decoys; the same options (ids too) at every asking of the verification, the same names in every verification of the account |
 * | POST user/api/verification/checkItem        | {token, option} → the result; a wrong pick PL-USER-VERIFICATION-WRONG-ANSWER (the question stays), the account's third of the day PL-USER-VERIFICATION-TOO-MANY-TRIES (the method closes for the account, in every verification, until the day is over) |
 * | POST user/api/verification/checkPassword    | {token, encryptPassword} → the result; wrong passwords count like wrong logins (throttle.ts) |
 * | POST user/api/verification/notMyAccount     | {token} → the result of a LOGIN (the new account's session): "This isn't my account", only for a new device's code login by phone (`notMyAccount: true` in methods); PL-USER-CHANNEL-UNSUPPORTED otherwise |
 * | POST user/api/verification/reject           | {token} → {status: REJECTED}: "This was not me" spends the token |
 * | POST user/api/trustedDevice/requests        | {} → {requests: [{requestId, purpose LOGIN / RESET_PASSWORD / LOST_NUMBER, requestedAt, expiresAt, address, browser, system}]}: this browser's signed-in account's waiting requests (a verification's, or a lost-number recovery's: lost-number-routes.ts); PL-USER-SESSION-EXPIRED without a session |
 * | POST user/api/trustedDevice/decide          | {requestId, decision APPROVED / REJECTED} → {status}: PL-USER-VERIFICATION-EXPIRED for an expired, answered, unknown or another account's request |
 *
 * The trusted-device page itself, /user/trusted-device, is the package's (`member-popup/pages`, route
 * 'trusted-device'), served by the pages shell (pages-shell.ts).
 *
 * The result of a passed verification: a LOGIN one `{status: APPROVED, loginResponseDTO}` (the session starts), a
 * RESET_PASSWORD one `{status: APPROVED, token, tokenType: RESET_PASSWORD}` (a verified reset token for
 * /user/reset-password).
 *
 * The trusted device is a browser with its own live member session of the same account: a request is addressed by
 * a random request id (the token itself never leaves the requesting browser), and a decision is refused unless the
 * session's account owns the request (PL-USER-VERIFICATION-EXPIRED, the same answer as an unknown id, so nothing
 * about other accounts' requests shows).
 */
import { deviceDetails, recordActivity } from './activity.js';
import { randomBytes } from 'node:crypto';
import { VERIFICATION_PATHS } from '../../src/api/verification.js';
import { TRUSTED_DEVICE_PATHS } from '../../src/api/trusted-device.js';
import {
  checkCodeShape,
  completeSecondVerification,
  deliver,
  finishLogin,
  maskEmail,
  maskPhone,
} from './accounts.js';
import { CDN_PRODUCTS_PREFIX } from './account-routes.js';
import { announceCredentialChange } from './credential-alerts.js';
import { revokePendingFlows } from './pending-flows.js';
import type { RouteModule } from './app.js';
import { isSameBrowser } from './browser-binding.js';
import type { AppContext } from './context.js';
import { emailTarget, phoneTarget, type Delivery } from './codes.js';
import { getMeta, setMeta } from './db.js';
import { BusinessError, KEYS, codeExpired, loginIncorrect, verificationExpired } from './errors.js';
import { MAX, readString } from './fields.js';
import type { RequestContext } from './http.js';
import { createMemberRoute } from './member-routes.js';
import { SPECIAL_ACCOUNTS } from './seed.js';
import { drawQuestion, type QuestionOption } from './item-question.js';
import { hashToken, type TokenRow } from './tokens.js';
import { loginIdentity, reserveLoginAttempt } from './throttle.js';
import type { UserRow } from './users.js';

export const WRONG_ANSWER_KEY = 'PL-USER-VERIFICATION-WRONG-ANSWER';
export const TOO_MANY_TRIES_KEY = 'PL-USER-VERIFICATION-TOO-MANY-TRIES';
/** A verification's question as its token keeps it: the options shown and the hash of the bought item's id. */
interface KeptQuestion {
  options: QuestionOption[];
  answerHash: string;
}
const MAX_BODY_BYTES = 16 * 1024;

type Method = 'SMS' | 'VOICE' | 'EMAIL' | 'DEVICE' | 'ITEM' | 'PASSWORD';
const CODE_METHODS = Object.freeze({ SMS: 'SMS', VOICE: 'VOICE', EMAIL: 'EMAIL' } as const);

const tooManyTries = () => new BusinessError(TOO_MANY_TRIES_KEY, 'Too many wrong answers. Please choose another method.');

/** The step-up demo account has an order, so its purchase question can be asked (once; a meta mark). */
export function seedVerificationOrders(ctx: AppContext): void {
  if (getMeta(ctx.db, 'verify_orders_seed') !== undefined) return;
  const user = ctx.users.liveByEmail(SPECIAL_ACCOUNTS.stepUp.email);
  if (!user) return;
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT OR IGNORE INTO orders (order_no, user_id, site, placed_at, currency, total, status) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('SG-STEPUP-1', user.id, 'SG', now - 9 * 24 * 60 * 60_000, 'SGD', 33.75, 'DELIVERED');
    ctx.db
      .prepare('INSERT OR IGNORE INTO order_items (order_no, position, name, picture, quantity) VALUES (?, ?, ?, ?, ?)')
      .run('SG-STEPUP-1', 0, 'Canvas backpack', 'backpack', 1);
    setMeta(ctx.db, 'verify_orders_seed', '1');
  })();
}

/** The account is signed in somewhere: a browser that can approve a request (a trusted device). */
export function hasLiveSession(ctx: AppContext, userId: number, now: number): boolean {
  return ctx.db.prepare('SELECT 1 FROM sessions WHERE user_id = ? AND expires_at > ? LIMIT 1').get(userId, now) !== undefined;
}

/** Which browser and system a request came from, named from its User-Agent (brand names: not translated). */
export function describeAgent(agent: string): { browser: string; system: string } {
  const browser =
    /Edg\//.test(agent) ? 'Edge'
      : /OPR\/|Opera/.test(agent) ? 'Opera'
        : /SamsungBrowser\//.test(agent) ? 'Samsung Internet'
          : /Firefox\//.test(agent) ? 'Firefox'
            : /Chrome\/|Chromium\/|CriOS\//.test(agent) ? 'Chrome'
              : /Safari\//.test(agent) ? 'Safari'
                : '';
  const system =
    /Android/.test(agent) ? 'Android'
      : /iPhone|iPad|iPod/.test(agent) ? 'iOS'
        : /Windows/.test(agent) ? 'Windows'
          : /Mac OS X|Macintosh/.test(agent) ? 'macOS'
            : /CrOS/.test(agent) ? 'ChromeOS'
              : /Linux/.test(agent) ? 'Linux'
                : '';
  return { browser, system };
}

/** A code login by phone stopped on a browser new to the account (accounts.ts owesNewDeviceCheck). */
const isNewDeviceCheck = (row: TokenRow) => row.data.purpose === 'LOGIN' && row.data.loginType === 'PHONE_OTP' && row.data.newDevice === true;

const isPasswordLogin = (row: TokenRow) => row.data.purpose === 'LOGIN' && (row.data.loginType === 'EMAIL' || row.data.loginType === 'PHONE');

export function verifyModule(): RouteModule {
  return ({ ctx, router }) => {
    seedVerificationOrders(ctx);
    const member = createMemberRoute(ctx, router, { maxBodyBytes: MAX_BODY_BYTES });
    const route = (path: string, handler: (rc: RequestContext, body: Record<string, unknown>) => unknown) => member('POST', path, handler);

    /** The live, undecided verification of `token` and its account. */
    function live(rc: RequestContext, body: Record<string, unknown>): { token: string; row: TokenRow; user: UserRow } {
      const token = readString(body, 'token', { max: MAX.token });
      const row = ctx.tokens.peek(token, 'ACCOUNT_SECOND_VERIFICATION', rc.now);
      const user = row?.user_id != null ? ctx.users.byId(row.user_id) : undefined;
      // Another browser than the one that started the verification is answered like an unknown token (finding 7).
      if (!row || !user || user.status !== 'NORMAL' || !isSameBrowser(ctx, rc, row)) throw verificationExpired();
      if (row.data.decision === 'REJECTED') {
        ctx.tokens.spend(token, 'ACCOUNT_SECOND_VERIFICATION', rc.now);
        throw new BusinessError(KEYS.verificationRejected, 'The verification was rejected');
      }
      return { token, row, user };
    }

    const wrongPicks = (user: UserRow) => `item-wrong:${user.id}`;
    /** A factor other than the purchased item: a phone or e-mail for a code, or a trusted device. */
    const hasOtherFactor = (rc: RequestContext, user: UserRow) => Boolean(user.phone || user.email) || hasLiveSession(ctx, user.id, rc.now);
    /** The account has wrong picks of the purchased-item question left today (limits.itemWrongPicks). */
    const picksLeft = (rc: RequestContext, user: UserRow) => !ctx.limiter.exceeded(wrongPicks(user), ctx.limits.itemWrongPicks, rc.now);

    function methodsOf(rc: RequestContext, row: TokenRow, user: UserRow): Array<{ type: Method; target?: string }> {
      const methods: Array<{ type: Method; target?: string }> = [];
      // A new device's code login: the number is what is in doubt, so its codes prove nothing here.
      const phone = isNewDeviceCheck(row) ? null : user.phone;
      if (phone) methods.push({ type: 'SMS', target: maskPhone(phone, user.site) });
      if (user.email) methods.push({ type: 'EMAIL', target: maskEmail(user.email) });
      if (hasLiveSession(ctx, user.id, rc.now)) methods.push({ type: 'DEVICE' });
      if (phone) methods.push({ type: 'VOICE', target: maskPhone(phone, user.site) });
      // The purchased item only where nothing stronger exists (issue 23 finding 1).
      if (!hasOtherFactor(rc, user) && picksLeft(rc, user) && (row.data.itemQuestion || drawQuestion(ctx, user.id))) methods.push({ type: 'ITEM' });
      // A password login's step-up cannot be passed with the same password.
      if (user.password_hash && !isPasswordLogin(row)) methods.push({ type: 'PASSWORD' });
      return methods;
    }

    /** Approves inside one transaction with whatever spent the proof, then finishes (session or reset token). */
    function approve(rc: RequestContext, token: string, spendProof: () => void): Record<string, unknown> {
      ctx.db.transaction(() => {
        spendProof();
        const row = ctx.tokens.peek(token, 'ACCOUNT_SECOND_VERIFICATION', rc.now);
        if (!row || row.data.decision !== 'PENDING') throw verificationExpired();
        ctx.tokens.update(token, { ...row.data, decision: 'APPROVED' });
        if (row.user_id !== null) recordActivity(ctx.db, row.user_id, 'stepUp', deviceDetails(rc), rc.now);
      })();
      return completeSecondVerification(ctx, rc, token);
    }

    route(VERIFICATION_PATHS.methods, (rc, body) => {
      const { row, user } = live(rc, body);
      return {
        purpose: row.data.purpose === 'RESET_PASSWORD' ? 'RESET_PASSWORD' : 'LOGIN',
        secondsLeft: Math.max(0, Math.floor((row.expires_at - rc.now) / 1000)),
        methods: methodsOf(rc, row, user),
        // "This isn't my account" (issue 24 part 6): only where the number's SMS code was the way in.
        notMyAccount: isNewDeviceCheck(row),
      };
    });

    route(VERIFICATION_PATHS.sendCode, (rc, body) => {
      const { token, row, user } = live(rc, body);
      const method = readString(body, 'method', { max: 8, pattern: /^(SMS|VOICE|EMAIL)$/ }) as keyof typeof CODE_METHODS;
      const destination = method === 'EMAIL' ? user.email : isNewDeviceCheck(row) ? null : user.phone;
      if (!destination) throw new BusinessError(KEYS.channelUnsupported, 'This account has no such contact.');
      const delivery: Delivery = CODE_METHODS[method];
      const target = method === 'EMAIL' ? emailTarget(destination) : phoneTarget(destination);
      const code = ctx.codes.issue({ target, purpose: 'SECOND_VERIFICATION', delivery, ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
      ctx.tokens.update(token, { ...row.data, channel: method === 'EMAIL' ? 'email' : 'phone' });
      deliver(ctx, rc, { channel: delivery, destination, purpose: 'SECOND_VERIFICATION', code });
      return { codeLength: code.length, target: method === 'EMAIL' ? maskEmail(destination) : maskPhone(destination, user.site) };
    });

    route(VERIFICATION_PATHS.checkCode, (rc, body) => {
      const { token, row, user } = live(rc, body);
      const code = readString(body, 'code', { max: MAX.code }).trim();
      const destination = row.data.channel === 'phone' ? user.phone : row.data.channel === 'email' ? user.email : null;
      if (!destination) throw codeExpired();
      checkCodeShape(code);
      const target = row.data.channel === 'email' ? emailTarget(destination) : phoneTarget(destination);
      const check = { target, purpose: 'SECOND_VERIFICATION' as const, code, client: ctx.csrf.client(rc), now: rc.now };
      // A wrong code counts a try and is committed; a right one is spent with the approval.
      ctx.codes.verify({ ...check, consume: false });
      return approve(rc, token, () => {
        if (ctx.codes.check({ ...check, consume: true }) !== 'ok') throw codeExpired();
      });
    });

    route(VERIFICATION_PATHS.askDevice, (rc, body) => {
      const { token, row, user } = live(rc, body);
      if (!hasLiveSession(ctx, user.id, rc.now)) throw new BusinessError(KEYS.channelUnsupported, 'No device is signed in to this account.');
      const agent = (rc.req.headers['user-agent'] ?? '').slice(0, 160);
      const requestId = typeof row.data.requestId === 'string' ? row.data.requestId : randomBytes(16).toString('base64url');
      ctx.tokens.update(token, { ...row.data, requestId, requestedAt: rc.now, requestIp: rc.ip, requestAgent: agent });
      return { requestedAt: rc.now };
    });

    route(VERIFICATION_PATHS.status, (rc, body) => {
      const { token } = live(rc, body);
      return completeSecondVerification(ctx, rc, token);
    });

    /**
     * The verification's purchased-item question (item-question.ts): drawn at its first asking and kept in the token
     * (the answer as a hash only), so every asking shows the same options. PL-USER-CHANNEL-UNSUPPORTED when the
     * account has another factor or no question; PL-USER-VERIFICATION-TOO-MANY-TRIES when its wrong picks are used up.
     */
    function askable(rc: RequestContext, token: string, row: TokenRow, user: UserRow): KeptQuestion {
      if (hasOtherFactor(rc, user)) throw new BusinessError(KEYS.channelUnsupported, 'Choose another method.');
      if (!picksLeft(rc, user)) throw tooManyTries();
      const kept = row.data.itemQuestion as KeptQuestion | undefined;
      if (kept) return kept;
      const drawn = drawQuestion(ctx, user.id);
      if (!drawn) throw new BusinessError(KEYS.channelUnsupported, 'This account has no orders to ask about.');
      const question = { options: drawn.options, answerHash: hashToken(`item|${drawn.answerId}`) };
      ctx.tokens.update(token, { ...row.data, itemQuestion: question });
      return question;
    }

    route(VERIFICATION_PATHS.itemQuestion, (rc, body) => {
      const { token, row, user } = live(rc, body);
      const question = askable(rc, token, row, user);
      return {
        options: question.options.map((o) => ({ id: o.id, name: o.name, image: `${ctx.origin()}${CDN_PRODUCTS_PREFIX}${o.picture}.png` })),
      };
    });

    route(VERIFICATION_PATHS.checkItem, (rc, body) => {
      const { token, row, user } = live(rc, body);
      const option = readString(body, 'option', { max: 64 });
      const question = askable(rc, token, row, user);
      if (hashToken(`item|${option}`) !== question.answerHash) {
        // Counted for the account (every verification, every login), not for this token.
        ctx.limiter.hit(wrongPicks(user), ctx.limits.itemWrongPicks, rc.now);
        if (!picksLeft(rc, user)) throw tooManyTries();
        throw new BusinessError(WRONG_ANSWER_KEY, 'That is not an item from your orders. Please try again.');
      }
      return approve(rc, token, () => undefined);
    });

    route(VERIFICATION_PATHS.checkPassword, async (rc, body) => {
      const { token, row, user } = live(rc, body);
      if (!user.password_hash || isPasswordLogin(row)) throw new BusinessError(KEYS.channelUnsupported, 'Choose another method.');
      const attempt = await reserveLoginAttempt(ctx, rc, loginIdentity(rc, '', user));
      const password = ctx.rsa.decrypt(readString(body, 'encryptPassword', { max: MAX.cipher }));
      if (!attempt.settle((await ctx.hasher.verify(password ?? '', user.password_hash)) && password !== null)) throw loginIncorrect();
      return approve(rc, token, () => undefined);
    });

    /**
     * "This isn't my account" (issue 24 part 6): the holder of a recycled number, stopped by the new-device check of
     * a code login, gets a new account of their own. In one transaction the verification is spent (a lockdown that
     * came first has spent it: refused), the number leaves the old account (its pending flows end) and the new
     * account is created; then the old owner is told by e-mail and the holder is signed in to the new account.
     * Refused for any verification that a code of this number did not start.
     */
    route(VERIFICATION_PATHS.notMyAccount, (rc, body) => {
      const { token, row, user } = live(rc, body);
      if (!isNewDeviceCheck(row) || !user.phone) throw new BusinessError(KEYS.channelUnsupported, 'This verification cannot do that.');
      // Already approved (on a trusted device): the verification is over for this answer.
      if (row.data.decision !== 'PENDING') throw verificationExpired();
      const phone = user.phone;
      const created = ctx.db.transaction(() => {
        if (!ctx.tokens.spend(token, 'ACCOUNT_SECOND_VERIFICATION', rc.now)) throw verificationExpired();
        revokePendingFlows(ctx.db, user.id, 'PHONE_CHANGED', rc.now);
        const moved = ctx.db
          .prepare("UPDATE users SET phone = NULL, modified_at = ? WHERE id = ? AND phone = ? AND status = 'NORMAL'")
          .run(rc.now, user.id, phone).changes;
        if (moved !== 1) throw verificationExpired();
        return ctx.users.create({ site: user.site, phone }, rc.now);
      })();
      announceCredentialChange(ctx, rc, user, { kind: 'numberReleased', phone });
      return { status: 'APPROVED', loginResponseDTO: finishLogin(ctx, rc, created, { loginType: 'PHONE_OTP', skipStepUp: true }) };
    });

    route(VERIFICATION_PATHS.reject, (rc, body) => {
      const { token, row } = live(rc, body);
      ctx.db.transaction(() => {
        ctx.tokens.update(token, { ...row.data, decision: 'REJECTED' });
        if (!ctx.tokens.spend(token, 'ACCOUNT_SECOND_VERIFICATION', rc.now)) throw verificationExpired();
      })();
      return { status: 'REJECTED' };
    });

    /* ---------------------------------------------------------------------------------------------------------- */
    /* The trusted device                                                                                          */

    interface Pending {
      idHash: string;
      data: Record<string, unknown>;
      expiresAt: number;
    }

    /**
     * The account's requests waiting for a device (asked from the verify page or the lost-number page, undecided,
     * live). A lost-number request ends before its recovery does (`requestExpiresAt`, lost-number-routes.ts).
     */
    function pendingFor(userId: number, now: number): Pending[] {
      const rows = ctx.db
        .prepare(
          `SELECT id_hash, data, expires_at FROM tokens WHERE type IN ('ACCOUNT_SECOND_VERIFICATION', 'LOST_NUMBER') AND user_id = ?
           AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 20`,
        )
        .all(userId, now) as Array<{ id_hash: string; data: string; expires_at: number }>;
      return rows
        .map((r) => {
          const data = JSON.parse(r.data) as Record<string, unknown>;
          const requestEnds = typeof data.requestExpiresAt === 'number' ? data.requestExpiresAt : r.expires_at;
          return { idHash: r.id_hash, data, expiresAt: Math.min(r.expires_at, requestEnds) };
        })
        .filter((r) => typeof r.data.requestId === 'string' && r.data.decision === 'PENDING' && r.expiresAt > now);
    }

    const purposeOf = (data: Record<string, unknown>) =>
      data.purpose === 'RESET_PASSWORD' || data.purpose === 'LOST_NUMBER' ? data.purpose : 'LOGIN';

    function signedIn(rc: RequestContext): UserRow {
      const session = ctx.sessions.current(rc);
      const user = session ? ctx.users.byId(session.userId) : undefined;
      if (!user || user.status !== 'NORMAL') throw new BusinessError(KEYS.sessionExpired, 'Your session has expired. Please log in again.');
      return user;
    }

    route(TRUSTED_DEVICE_PATHS.requests, (rc) => {
      const user = signedIn(rc);
      return {
        requests: pendingFor(user.id, rc.now).map((request) => ({
          requestId: String(request.data.requestId),
          purpose: purposeOf(request.data),
          requestedAt: Number(request.data.requestedAt),
          expiresAt: request.expiresAt,
          address: String(request.data.requestIp ?? ''),
          ...describeAgent(String(request.data.requestAgent ?? '')),
        })),
      };
    });

    route(TRUSTED_DEVICE_PATHS.decide, (rc, body) => {
      const user = signedIn(rc);
      const requestId = readString(body, 'requestId', { max: 64 });
      const decision = readString(body, 'decision', { max: 8, pattern: /^(APPROVED|REJECTED)$/ }) as 'APPROVED' | 'REJECTED';
      // Only the signed-in account's own, live, unanswered requests: any other id is answered like an unknown one.
      const request = pendingFor(user.id, rc.now).find((r) => r.data.requestId === requestId);
      if (!request) throw verificationExpired();
      const changed = ctx.db
        .prepare('UPDATE tokens SET data = ? WHERE id_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?')
        .run(JSON.stringify({ ...request.data, decision, decidedAt: rc.now }), request.idHash, user.id, rc.now).changes;
      if (changed !== 1) throw verificationExpired();
      return { status: decision };
    });
  };
}
