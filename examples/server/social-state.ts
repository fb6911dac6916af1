/**
 * The `state` of a same-tab social sign-in (issue 25 part 3), bound to the browser that started it.
 *
 * `GET user/api/socialState?provider=GOOGLE|FACEBOOK` answers `{ state }`: `<nonce>.<expiry>.<mac>`, where the MAC
 * (HMAC-SHA-256 with the server's secret) covers the provider, the nonce, the expiry and the browser's id
 * (`ctx.csrf.client(rc)`, a hash of its HttpOnly CSRF cookie: the call sets that cookie when the browser has none).
 * The provider hands the state back with the code; `loginByOAuthCode` of a redirect code (one bound to a PKCE
 * challenge) accepts it only from the same browser, for the same provider, within STATE_TTL_MS (verifySocialState).
 * A state carried to another browser (a login-CSRF link: the attacker's code and state sent to a victim) matches
 * nothing there. The code itself is single-use and bound to the state and the verifier (oauth.ts matchesBinding),
 * so a state cannot be replayed either.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from './context.js';
import type { RequestContext } from './http.js';
import type { Limit } from './limits.js';
import type { OAuthProvider } from './oauth.js';
import { randomToken } from './tokens.js';

/** How long a started redirect sign-in may take (the provider's consent included). */
export const STATE_TTL_MS = 10 * 60_000;
/** States minted per client address: a page starts one per press of a provider button. */
export const STATE_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };

const mac = (ctx: AppContext, provider: OAuthProvider, nonce: string, expiry: string, browser: string) =>
  createHmac('sha256', ctx.secret).update(`social-state|${provider}|${nonce}|${expiry}|${browser}`).digest('base64url');

/** A new state for this browser and provider (sets the CSRF cookie first when the browser has none). */
export function mintSocialState(ctx: AppContext, rc: RequestContext, provider: OAuthProvider): string {
  ctx.csrf.issue(rc);
  const browser = ctx.csrf.client(rc);
  const nonce = randomToken(16);
  const expiry = String(rc.now + STATE_TTL_MS);
  return `${nonce}.${expiry}.${mac(ctx, provider, nonce, expiry, browser)}`;
}

/** True when `state` was minted by this server, for this browser and provider, and has not expired. */
export function verifySocialState(ctx: AppContext, rc: RequestContext, provider: OAuthProvider, state: string | undefined): boolean {
  if (typeof state !== 'string') return false;
  const [nonce = '', expiry = '', given = '', ...rest] = state.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce) || !/^\d{1,16}$/.test(expiry)) return false;
  if (!(Number(expiry) > rc.now)) return false;
  const browser = ctx.csrf.client(rc);
  if (browser === '') return false;
  const expected = Buffer.from(mac(ctx, provider, nonce, expiry, browser));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
