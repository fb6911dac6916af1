/**
 * Flow tokens that end in a session are bound to the browser that started the flow (issue 23 finding 7): a step-up
 * verification (ACCOUNT_SECOND_VERIFICATION) and a deletion restore (DELETION_CANCEL). Knowing the token — from a
 * URL, a log, a Referer, a shoulder — is not enough: every call that reads the token checks that it comes from the
 * same browser, so after the owner approves on a trusted device only the browser that asked gets the session.
 *
 * The browser is the one the one-time codes are already bound to: `ctx.csrf.client(rc)`, an HMAC of the browser's
 * HttpOnly CSRF cookie (sessions.ts), which every member and gateway call that mints these tokens requires. A
 * browser without that cookie matches nothing. The token data keeps only the HMAC (`browser`).
 */
import type { AppContext } from './context.js';
import type { RequestContext } from './http.js';
import type { TokenRow } from './tokens.js';

/** The data a bound token carries: spread it into the token's `data` when minting. */
export function browserBinding(ctx: AppContext, rc: RequestContext): { browser: string } {
  return { browser: ctx.csrf.client(rc) };
}

/** True when `row` was minted for the browser that sends `rc`. */
export function isSameBrowser(ctx: AppContext, rc: RequestContext, row: TokenRow): boolean {
  const browser = ctx.csrf.client(rc);
  return browser !== '' && row.data.browser === browser;
}
