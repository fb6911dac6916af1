/**
 * Connected accounts (issue 24 part 5) as a route module: the signed-in buyer's Google and Facebook links, linked
 * through the same provider flow as social login (a window or a same-tab redirect with PKCE and a browser-bound
 * state) and unlinked, with the protections of every member call (createMemberRoute: XMLHttpRequest marker, JSON
 * body, CSRF on every POST), a live session of the owner on every call (a link is found only among the session's
 * own account's links, so another account's link is "not linked"), and a per-account and per-address rate limit.
 *
 * | call                       | does                                                                                  |
 * |----------------------------|---------------------------------------------------------------------------------------|
 * | POST user/api/social/list   | {} → {links: [{provider, email (masked), since}]}                                   |
 * | POST user/api/social/link   | {provider, oauthCode, redirectUri, codeVerifier?, state?} → {link}; the provider account linked to another account: PL-USER-SOCIAL-LINKED-ELSEWHERE; this account already has that provider: PL-USER-SOCIAL-ALREADY-LINKED |
 * | POST user/api/social/unlink | {provider} → {}; refused with PL-USER-SOCIAL-LAST-WAY-IN and `{add: [...]}` when the account would have no other way in (no password, no phone, no confirmed e-mail, no passkey, no other link) |
 *
 * A suspended link (security risk) cannot be unlinked from here either: it is not a way in, and it stays for the
 * risk team. A link made or removed is announced (`announceLink` below): `socialLinked` / `socialUnlinked` on the
 * timeline, and the notice with "This wasn't me" to the account's e-mail and phone.
 */
import { SESSION_EXPIRED_KEY } from '../../src/api/account.js';
import {
  SOCIAL_ALREADY_LINKED_KEY,
  SOCIAL_LAST_WAY_KEY,
  SOCIAL_LINK_PATHS,
  SOCIAL_LINKED_ELSEWHERE_KEY,
  SOCIAL_NOT_LINKED_KEY,
  type SocialLink,
  type WayIn,
} from '../../src/api/social-link-calls.js';
import { currentUser, maskEmail } from './accounts.js';
import { announceCredentialChange } from './credential-alerts.js';
import type { RouteModule } from './app.js';
import type { AppContext } from './context.js';
import { BusinessError, KEYS, text, trafficLimited } from './errors.js';
import { MAX, readEnum, readString } from './fields.js';
import type { RequestContext } from './http.js';
import type { Limit } from './limits.js';
import { createMemberRoute } from './member-routes.js';
import { OAUTH_PROVIDERS, matchesBinding, type OAuthProvider } from './oauth.js';
import { countPasskeys } from './passkeys.js';
import { verifySocialState } from './social-state.js';
import type { UserRow } from './users.js';

/** Link and unlink calls of one account, and of one client address. */
export const SOCIAL_LINK_LIMIT: Limit = { max: 10, windowMs: 10 * 60_000 };

interface LinkRow {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
  suspended: number;
  created_at: number;
}

function signedIn(ctx: AppContext, rc: RequestContext): UserRow {
  const session = ctx.sessions.current(rc);
  const user = session ? currentUser(ctx, session) : undefined;
  if (!user) throw new BusinessError(SESSION_EXPIRED_KEY, text('error.session.expired'), undefined, 401);
  return user;
}

function limited(ctx: AppContext, rc: RequestContext, user: UserRow): void {
  for (const bucket of [`social-link:user:${user.id}`, `social-link:ip:${rc.ip}`]) {
    if (ctx.limiter.exceeded(bucket, SOCIAL_LINK_LIMIT, rc.now)) throw trafficLimited();
  }
  for (const bucket of [`social-link:user:${user.id}`, `social-link:ip:${rc.ip}`]) ctx.limiter.hit(bucket, SOCIAL_LINK_LIMIT, rc.now);
}

const linksOf = (ctx: AppContext, userId: number) =>
  ctx.db.prepare('SELECT provider, subject, email, suspended, created_at FROM social_accounts WHERE user_id = ? ORDER BY provider').all(userId) as LinkRow[];

const view = (row: LinkRow): SocialLink => ({ provider: row.provider, email: row.email ? maskEmail(row.email) : null, since: row.created_at });

/**
 * What the account could add so that it keeps a way in without the link of `provider`; empty when it already has
 * one: a password, a phone (numbers are only ever set through a code), a confirmed e-mail, a passkey, or another
 * unsuspended social link.
 */
export function missingWaysIn(ctx: AppContext, user: UserRow, provider: OAuthProvider): WayIn[] {
  const otherLinks = linksOf(ctx, user.id).filter((row) => row.provider !== provider && row.suspended === 0).length;
  const has: Record<WayIn, boolean> = {
    password: !!user.password_hash,
    phone: !!user.phone,
    email: !!user.email && user.email_confirmed === 1,
    passkey: countPasskeys(ctx.db, user.id) > 0,
  };
  if (otherLinks > 0 || Object.values(has).some(Boolean)) return [];
  return (Object.keys(has) as WayIn[]).filter((way) => !has[way]);
}

/**
 * A link made or removed: the timeline entry and the notice to the account's channels with its "This wasn't me"
 * link (issue 24 part 3), both written by announceCredentialChange. Call it after the change is committed.
 */
function announceLink(ctx: AppContext, rc: RequestContext, user: UserRow, provider: OAuthProvider, linked: boolean): void {
  announceCredentialChange(ctx, rc, user, { kind: 'social', provider: provider.toLowerCase(), linked });
}

const codeInvalid = () => new BusinessError(KEYS.oauthCodeInvalid, 'The sign-in with the provider could not be confirmed. Please try again.');

export function socialLinksModule(): RouteModule {
  return ({ ctx, router }) => {
    const route = createMemberRoute(ctx, router, { maxBodyBytes: 16 * 1024 });

    route('POST', SOCIAL_LINK_PATHS.list, (rc) => ({ links: linksOf(ctx, signedIn(ctx, rc).id).map(view) }));

    route('POST', SOCIAL_LINK_PATHS.link, (rc, body) => {
      const user = signedIn(ctx, rc);
      limited(ctx, rc, user);
      const provider = readEnum(body, 'provider', OAUTH_PROVIDERS);
      const code = readString(body, 'oauthCode', { max: MAX.token });
      const exchange = {
        redirectUri: readString(body, 'redirectUri', { max: MAX.url }),
        codeVerifier: readString(body, 'codeVerifier', { max: 128, required: false }),
        state: readString(body, 'state', { max: 512, required: false }),
      };
      const grant = ctx.oauth.peek(provider, code, rc.now);
      if (!grant || !matchesBinding(grant, exchange) || (grant.binding && !verifySocialState(ctx, rc, provider, exchange.state))) {
        throw codeInvalid();
      }
      const existing = ctx.oauth.account(provider, grant.subject);
      if (existing && existing.user_id !== user.id) {
        throw new BusinessError(SOCIAL_LINKED_ELSEWHERE_KEY, 'This account of the provider is already linked to another marketplace account.');
      }
      const own = linksOf(ctx, user.id).find((row) => row.provider === provider);
      if (own && own.subject !== grant.subject) {
        throw new BusinessError(SOCIAL_ALREADY_LINKED_KEY, 'Another account of this provider is linked already. Unlink it first.');
      }
      return ctx.db.transaction(() => {
        if (!ctx.oauth.spend(code, rc.now)) throw codeInvalid();
        if (!own) {
          ctx.oauth.link({ provider, subject: grant.subject, userId: user.id, email: grant.emailVerified ? grant.email : null }, rc.now);
          announceLink(ctx, rc, user, provider, true);
        }
        return { link: view(linksOf(ctx, user.id).find((row) => row.provider === provider)!) };
      })();
    });

    route('POST', SOCIAL_LINK_PATHS.unlink, (rc, body) => {
      const user = signedIn(ctx, rc);
      limited(ctx, rc, user);
      const provider = readEnum(body, 'provider', OAUTH_PROVIDERS);
      const own = linksOf(ctx, user.id).find((row) => row.provider === provider && row.suspended === 0);
      if (!own) throw new BusinessError(SOCIAL_NOT_LINKED_KEY, 'No account of this provider is linked.');
      const add = missingWaysIn(ctx, user, provider);
      if (add.length > 0) {
        throw new BusinessError(
          SOCIAL_LAST_WAY_KEY,
          `This is your only way to sign in. Add one first: ${add.join(', ')}.`,
          { add },
        );
      }
      ctx.db.prepare('DELETE FROM social_accounts WHERE user_id = ? AND provider = ? AND subject = ?').run(user.id, provider, own.subject);
      announceLink(ctx, rc, user, provider, false);
      return {};
    });
  };
}
