/**
 * The paths of a same-tab social sign-in (issue 25 part 3), shared by the browser side (social.ts, a lazy chunk) and
 * the reference server: the member server's state call and the spec's social-login return path (§2.2 "a return path
 * for social login exists on the user-account area").
 */
/** GET: a `state` bound to this browser (its CSRF cookie) and the provider, for one redirect sign-in. */
export const SOCIAL_STATE_PATH = 'user/api/socialState';
/** Where the provider sends the tab back to, with `code` and `state` (or `error` and `state`). */
export const SOCIAL_RETURN_PATH = '/user/social-login';
/** The sessionStorage key of the sign-in under way: provider, PKCE verifier, state, and where the buyer was. */
export const SOCIAL_REDIRECT_KEY = 'mp-social-redirect';
/** The provider's answer when it refuses an embedded web view (Google: "disallowed_useragent"). */
export const DISALLOWED_USERAGENT = 'disallowed_useragent';
