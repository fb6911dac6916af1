/**
 * The member calls behind the package's member pages (src/api/pages.ts), as a route module. Every call is a member
 * call (createMemberRoute: the XMLHttpRequest marker, a JSON body, the CSRF token, the bot check) answered in the member
 * envelope. Documented in docs/calls.md.
 *
 * | call                               | what                                                                          |
 * |------------------------------------|-------------------------------------------------------------------------------|
 * | POST user/api/checkResetToken      | {token} → {guest, email (masked)} for a live, verified RESET_PASSWORD token; else PL-USER-VERIFICATION-EXPIRED (the page shows the expired-link page). A step-up account's link is spent for its identity verification: {…, token, tokenType ACCOUNT_SECOND_VERIFICATION, verifyUrl}, as the forgot-password code answers |
 * | POST user/api/sendPasswordLink     | {email} → e-mails a set-password link (a guest with orders) or a reset link (an account) valid 5 minutes, once; the same answer for an unknown address; one per address per 60 s (FAIL_SYS_TRAFFIC_LIMIT) |
 */
import { RESEND_COUNTDOWN_MS } from '../../src/config/constants.js';
import { PAGES_PATHS } from '../../src/api/pages.js';
import { PAGE_PATHS as PACKAGE_PAGE_PATHS } from '../../src/pages/routes.js';
import {
  TOKEN_TTL,
  guestHasOrders,
  maskEmail,
  redeemForStepUp,
} from './accounts.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { BusinessError, KEYS, inputInvalid, trafficLimited, verificationExpired } from './errors.js';
import { MAX, readString } from './fields.js';
import { createMemberRoute, type MemberHandler } from './member-routes.js';
import { normalizeEmail } from './users.js';
import { validateEmail } from '../../src/validation/index.js';

export const PAGES_MEMBER_PATHS = PAGES_PATHS;

/** Page calls take a few fields. */
const MAX_BODY_BYTES = 16 * 1024;
/** One password link per address per resend countdown. */
const LINK_LIMIT = Object.freeze({ max: 1, windowMs: RESEND_COUNTDOWN_MS });
/** Password links per client address per hour. */
const LINK_IP_LIMIT = Object.freeze({ max: 20, windowMs: 60 * 60_000 });

/** The reset page's link: where a password link of an e-mail leads. */
export function passwordLinkUrl(ctx: AppContext, token: string): string {
  return `${ctx.origin()}${PACKAGE_PAGE_PATHS['reset-password']}?token=${encodeURIComponent(token)}&tokenType=RESET_PASSWORD`;
}

export function pagesCallsModule(): RouteModule {
  return ({ ctx, router }) => {
    const member = createMemberRoute(ctx, router, { maxBodyBytes: MAX_BODY_BYTES });
    const route = (path: string, handler: MemberHandler) => member('POST', path, handler);

    route(PAGES_MEMBER_PATHS.checkResetToken, (rc, body) => {
      const token = readString(body, 'token', { max: MAX.token });
      const row = ctx.tokens.peek(token, 'RESET_PASSWORD', rc.now);
      if (!row || row.data.verified !== true) throw verificationExpired();
      const user = row.user_id !== null ? ctx.users.byId(row.user_id) : undefined;
      if (row.user_id !== null && (!user || user.status === 'DELETED')) throw verificationExpired();
      const email = user?.email ?? (typeof row.subject === 'string' ? row.subject : null);
      // A step-up account's e-mailed link proved the mailbox only: it is spent for the identity verification, the
      // answer the forgot-password code gives the same account (issue 23 finding 2). The page goes to verifyUrl.
      const stepUp = redeemForStepUp(ctx, rc, token, row, user);
      return { guest: row.user_id === null, email: email ? maskEmail(email) : null, ...stepUp };
    });

    route(PAGES_MEMBER_PATHS.sendPasswordLink, (rc, body) => {
      const given = readString(body, 'email', { max: MAX.email }).trim();
      const verdict = validateEmail(given);
      if (verdict) throw inputInvalid('email', verdict);
      const email = normalizeEmail(given);
      if (ctx.limiter.exceeded(`link-ip:${rc.ip}`, LINK_IP_LIMIT, rc.now)) throw trafficLimited();
      if (ctx.limiter.exceeded(`link:${email}`, LINK_LIMIT, rc.now)) {
        throw new BusinessError(KEYS.resendTooSoon, 'Please wait a minute before asking for another e-mail.');
      }
      ctx.limiter.hit(`link-ip:${rc.ip}`, LINK_IP_LIMIT, rc.now);
      ctx.limiter.hit(`link:${email}`, LINK_LIMIT, rc.now);
      ctx.users.finalizeDeletions(rc.now);
      const user = ctx.users.liveByEmail(email);
      const guest = !user && guestHasOrders(ctx, email);
      if (user || guest) {
        const token = ctx.tokens.mint(
          user
            ? { type: 'RESET_PASSWORD', userId: user.id, data: { verified: true, channel: 'email', link: true }, ttlMs: TOKEN_TTL.reset }
            : { type: 'RESET_PASSWORD', subject: email, data: { verified: true, channel: 'email', guest: true, link: true }, ttlMs: TOKEN_TTL.reset },
          rc.now,
        );
        const link = passwordLinkUrl(ctx, token);
        const minutes = Math.round(TOKEN_TTL.reset / 60_000);
        ctx.outbox.deliver(
          {
            channel: 'EMAIL',
            destination: email,
            purpose: guest ? 'GUEST_SET_PASSWORD' : 'RESET_PASSWORD_LINK',
            code: '',
            text: guest
              ? `You ordered as a guest. Set a password to turn this e-mail address into an account: ${link} (valid ${minutes} minutes, once).`
              : `Reset your password: ${link} (valid ${minutes} minutes, once). If you did not ask for it, ignore this e-mail.`,
          },
          rc.now,
        );
      }
      // The same answer whether or not the address is known (no account enumeration).
      return { email: maskEmail(email), resendAfterSeconds: Math.round(RESEND_COUNTDOWN_MS / 1000) };
    });
  };
}
