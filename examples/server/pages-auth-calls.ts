/**
 * The member calls behind the package's account-restore and account-auth pages (src/api/pages.ts), as a route
 * module. Every call is a member call (createMemberRoute: the XMLHttpRequest marker, a JSON body, the CSRF token, the
 * bot check) answered in the member envelope. Documented in docs/calls.md.
 *
 * | call                               | what                                                                          |
 * |------------------------------------|-------------------------------------------------------------------------------|
 * | POST user/api/checkRestoreToken    | {token} → {account (masked)} for a live DELETION_CANCEL token of an account whose deletion is still pending; else PL-USER-VERIFICATION-EXPIRED. The restore itself is the gateway call mtop.member.user.deletion.cancel (spends the token) |
 * | POST user/api/checkAccountAuth     | {token} → {mode: password or phone, provider, email (masked)} for a live OAUTH_BIND token; else PL-USER-VERIFICATION-EXPIRED |
 * | POST user/api/accountAuthPassword  | {token, encryptPassword} → the login module: the existing account's password (login throttle) links the social identity, spends the token, logs in |
 * | POST user/api/accountAuthSendCode  | {token, phone, phonePrefixCode} → {phone (masked), voice, resendAfterSeconds}: a BIND_PHONE code (send limits of every code; voice for a risky number); a registered phone or one in its cooling period is refused at the price of a send |
 * | POST user/api/accountAuthRegister  | {token, phone, phonePrefixCode, code} → the login module: the code (5 tries; a registered phone is told only after it) creates the account with that phone, links the social identity, spends the token, logs in |
 */
import { announceCredentialChange } from './credential-alerts.js';
import { RESEND_COUNTDOWN_MS } from '../../src/config/constants.js';
import { PAGES_PATHS } from '../../src/api/pages.js';
import { checkCodeShape, deliver, finishLogin, isRisky, maskEmail, maskPhone, registrationBlocked, unchangedSinceCheck } from './accounts.js';
import type { RouteModule } from './app.js';
import { isSameBrowser } from './browser-binding.js';
import type { AppContext } from './context.js';
import { phoneTarget, refuseAtSendPrice, type Delivery } from './codes.js';
import { BusinessError, KEYS, codeExpired, loginIncorrect, phoneInvalid, verificationExpired } from './errors.js';
import { MAX, readString, type Body } from './fields.js';
import type { RequestContext } from './http.js';
import { createMemberRoute } from './member-routes.js';
import { OAUTH_PROVIDERS, type OAuthProvider } from './oauth.js';
import { e164 } from './site.js';
import { loginIdentity, reserveLoginAttempt } from './throttle.js';
import type { TokenRow } from './tokens.js';

const MAX_BODY_BYTES = 16 * 1024;

/** A live OAUTH_BIND token and its provider, else PL-USER-VERIFICATION-EXPIRED. */
function liveBind(ctx: AppContext, token: string, now: number): { row: TokenRow; provider: OAuthProvider } {
  const row = ctx.tokens.peek(token, 'OAUTH_BIND', now);
  const provider = row ? OAUTH_PROVIDERS.find((p) => p === row.data.provider) : undefined;
  if (!row || !provider || !row.subject) throw verificationExpired();
  return { row, provider };
}

/** The account an OAUTH_VERIFY_EMAIL_PASSWORD token links to (live, with an e-mail), else expired. */
function bindAccount(ctx: AppContext, row: TokenRow) {
  const user = row.user_id !== null ? ctx.users.byId(row.user_id) : undefined;
  if (!user || user.status === 'DELETED' || !user.email) throw verificationExpired();
  return user;
}

function bindPhone(rc: RequestContext, body: Body) {
  const given = readString(body, 'phone', { max: MAX.phone });
  const prefix = readString(body, 'phonePrefixCode', { max: 8, required: false });
  const { site, phone } = e164(rc, given, prefix);
  if (!phone) throw phoneInvalid();
  return { phone, site };
}

export function pagesAuthCallsModule(): RouteModule {
  return ({ ctx, router }) => {
    const route = createMemberRoute(ctx, router, { maxBodyBytes: MAX_BODY_BYTES });

    route('POST', PAGES_PATHS.checkRestoreToken, (rc, body) => {
      const token = readString(body, 'token', { max: MAX.token });
      ctx.users.finalizeDeletions(rc.now);
      const row = ctx.tokens.peek(token, 'DELETION_CANCEL', rc.now);
      const user = row?.user_id != null ? ctx.users.byId(row.user_id) : undefined;
      if (!row || !user || user.status !== 'DELETION_PENDING' || !isSameBrowser(ctx, rc, row)) throw verificationExpired();
      const account = user.email ? maskEmail(user.email) : user.phone ? maskPhone(user.phone, user.site) : null;
      return { account };
    });

    route('POST', PAGES_PATHS.checkAccountAuth, (rc, body) => {
      const { row, provider } = liveBind(ctx, readString(body, 'token', { max: MAX.token }), rc.now);
      if (row.user_id === null) return { mode: 'phone', provider, email: null };
      return { mode: 'password', provider, email: maskEmail(bindAccount(ctx, row).email!) };
    });

    route('POST', PAGES_PATHS.accountAuthPassword, async (rc, body) => {
      const token = readString(body, 'token', { max: MAX.token });
      const cipher = readString(body, 'encryptPassword', { max: MAX.cipher });
      const { row, provider } = liveBind(ctx, token, rc.now);
      const user = bindAccount(ctx, row);
      // The login's throttle: this page is one more door to the same password.
      const attempt = await reserveLoginAttempt(ctx, rc, loginIdentity(rc, user.email!, user));
      const password = ctx.rsa.decrypt(cipher);
      // An undecryptable block is checked like a wrong password (no padding oracle, no timing difference).
      if (!attempt.settle((await ctx.hasher.verify(password ?? '', user.password_hash)) && password !== null)) throw loginIncorrect();
      unchangedSinceCheck(ctx, user);
      ctx.db.transaction(() => {
        if (!ctx.tokens.spend(token, 'OAUTH_BIND', rc.now)) throw verificationExpired();
        if (ctx.oauth.account(provider, row.subject!)) throw new BusinessError(KEYS.inputInvalid, 'This social account is already linked to an account.');
        ctx.oauth.link({ provider, subject: row.subject!, userId: user.id, email: user.email }, rc.now);
      })();
      // A link to an account that existed before is a new way in: its owner is told (issue 24 part 3).
      announceCredentialChange(ctx, rc, user, { kind: 'social', provider: provider.toLowerCase(), linked: true });
      return finishLogin(ctx, rc, ctx.users.byId(user.id)!, { loginType: `OAUTH_${provider}` });
    });

    route('POST', PAGES_PATHS.accountAuthSendCode, (rc, body) => {
      const { row } = liveBind(ctx, readString(body, 'token', { max: MAX.token }), rc.now);
      if (row.user_id !== null) throw verificationExpired();
      const { phone, site } = bindPhone(rc, body);
      // "Already registered" costs a send, like sign-up's (issue 23 finding 5): probing stops at the send limits.
      const blocked = registrationBlocked(ctx, 'phone', phone, rc.now);
      if (blocked) refuseAtSendPrice(ctx.codes, { target: phoneTarget(phone), ip: rc.ip, now: rc.now }, blocked);
      const delivery: Delivery = isRisky(ctx, phone) ? 'VOICE' : 'SMS';
      const code = ctx.codes.issue({ target: phoneTarget(phone), purpose: 'BIND_PHONE', delivery, ip: rc.ip, client: ctx.csrf.client(rc), now: rc.now });
      deliver(ctx, rc, { channel: delivery, destination: phone, purpose: 'BIND_PHONE', code });
      return { phone: maskPhone(phone, site.code), voice: delivery === 'VOICE', resendAfterSeconds: Math.round(RESEND_COUNTDOWN_MS / 1000) };
    });

    route('POST', PAGES_PATHS.accountAuthRegister, (rc, body) => {
      const token = readString(body, 'token', { max: MAX.token });
      const code = readString(body, 'code', { max: MAX.code }).trim();
      const { row, provider } = liveBind(ctx, token, rc.now);
      if (row.user_id !== null) throw verificationExpired();
      const { phone, site } = bindPhone(rc, body);
      checkCodeShape(code);
      const target = phoneTarget(phone);
      // A wrong code counts a try and is committed; a right one is spent with the account's creation.
      ctx.codes.verify({ target, purpose: 'BIND_PHONE', code, client: ctx.csrf.client(rc), now: rc.now, consume: false });
      // Whether the phone is taken is told only after its code (a phone without one answers PL-USER-CODE-EXPIRED).
      const blocked = registrationBlocked(ctx, 'phone', phone, rc.now);
      if (blocked) throw blocked;
      const name = typeof row.data.name === 'string' ? row.data.name : null;
      const user = ctx.db.transaction(() => {
        if (ctx.codes.check({ target, purpose: 'BIND_PHONE', code, client: ctx.csrf.client(rc), now: rc.now, consume: true }) !== 'ok') throw codeExpired();
        if (!ctx.tokens.spend(token, 'OAUTH_BIND', rc.now)) throw verificationExpired();
        if (ctx.oauth.account(provider, row.subject!)) throw verificationExpired();
        const created = ctx.users.create({ site: site.code, phone, name }, rc.now);
        ctx.oauth.link({ provider, subject: row.subject!, userId: created.id, email: null }, rc.now);
        return created;
      })();
      return finishLogin(ctx, rc, user, { loginType: `OAUTH_${provider}` });
    });
  };
}
