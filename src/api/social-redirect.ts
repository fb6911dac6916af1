/**
 * The same-tab social sign-in's browser side (issue 25 part 3): the authorization-code flow with PKCE S256, for
 * in-app web views (config/in-app-browsers.ts) and browsers that block the provider's window.
 *
 * - `startRedirect` (social.ts, from the press of a provider button): a PKCE verifier and its S256 challenge, a
 *   `state` from the member server of the return path (bound to this browser: examples/server/social-state.ts), and
 *   the sign-in under way in sessionStorage (SOCIAL_REDIRECT_KEY): provider, verifier, state, the return path and
 *   where the buyer was. It answers the provider's URL for the tab.
 * - `takeRedirect` (the social-login return page): the provider's answer (`code`/`error` and `state` of the query)
 *   against the stored sign-in, which it removes (one answer per start). A state that is not the stored one is
 *   refused here already; the server checks it again against the browser and the code's binding.
 */
import type { SocialProviderName } from './types.js';
import type { SocialSignIn } from './social-keys.js';
import { DISALLOWED_USERAGENT, SOCIAL_REDIRECT_KEY, SOCIAL_RETURN_PATH, SOCIAL_STATE_PATH } from './social-redirect-paths.js';

export { DISALLOWED_USERAGENT, SOCIAL_REDIRECT_KEY, SOCIAL_RETURN_PATH, SOCIAL_STATE_PATH } from './social-redirect-paths.js';

/** A sign-in under way, as kept in sessionStorage. */
export interface PendingRedirect {
  readonly provider: SocialProviderName;
  readonly verifier: string;
  readonly state: string;
  /** The return path (the redirect_uri the code is bound to). */
  readonly redirectUri: string;
  /** Where the buyer was: the member page's own `redirect`, or the page itself. */
  readonly returnTo: string;
}

/** What the return page does with the provider's answer. */
export type RedirectAnswer =
  | { readonly kind: 'code'; readonly provider: SocialProviderName; readonly signIn: SocialSignIn; readonly returnTo: string }
  /** The provider refuses this web view (Google: disallowed_useragent). */
  | { readonly kind: 'refused'; readonly provider: SocialProviderName; readonly returnTo: string }
  /** The buyer said no at the provider. */
  | { readonly kind: 'cancelled'; readonly provider: SocialProviderName; readonly returnTo: string }
  /** No sign-in under way in this tab, or an answer that is not for it (another state). */
  | { readonly kind: 'invalid'; readonly returnTo: string | null };

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A PKCE pair: a 43-character verifier (32 random bytes) and BASE64URL(SHA-256(verifier)). */
export async function createPkce(crypto: Crypto = globalThis.crypto): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/** Where the buyer goes back to: a member login or sign-up page's own `redirect`, else the page itself. */
export function returnTarget(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    const redirect = url.searchParams.get('redirect');
    if (/^\/user\/(login|register)\/?$/i.test(url.pathname) && redirect) return redirect;
    return url.href;
  } catch {
    return pageUrl;
  }
}

/** Asks the member server for a state bound to this browser. */
async function fetchState(origin: string, provider: SocialProviderName, signal: AbortSignal | undefined): Promise<string> {
  const response = await fetch(`${origin}/${SOCIAL_STATE_PATH}?provider=${provider}`, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });
  const body = (await response.json()) as { module?: { state?: unknown } };
  const state = body?.module?.state;
  if (!response.ok || typeof state !== 'string' || !state) throw new Error(`no social state (${response.status})`);
  return state;
}

/** Starts a same-tab sign-in: keeps it in sessionStorage and answers the provider's URL (`authorize` + PKCE + state). */
export async function startRedirect(w: Window, provider: SocialProviderName, authorize: URL, signal?: AbortSignal): Promise<string> {
  const origin = w.location.origin;
  const [state, pkce] = await Promise.all([fetchState(origin, provider, signal), createPkce(w.crypto)]);
  const pending: PendingRedirect = {
    provider,
    verifier: pkce.verifier,
    state,
    redirectUri: `${origin}${SOCIAL_RETURN_PATH}`,
    returnTo: returnTarget(w.location.href),
  };
  w.sessionStorage.setItem(SOCIAL_REDIRECT_KEY, JSON.stringify(pending));
  const url = new URL(authorize.href);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', pkce.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

function readPending(storage: Storage): PendingRedirect | null {
  try {
    const value = JSON.parse(storage.getItem(SOCIAL_REDIRECT_KEY) ?? 'null') as Partial<PendingRedirect> | null;
    if (!value || (value.provider !== 'GOOGLE' && value.provider !== 'FACEBOOK')) return null;
    if (typeof value.verifier !== 'string' || typeof value.state !== 'string' || typeof value.redirectUri !== 'string') return null;
    return { ...value, returnTo: typeof value.returnTo === 'string' ? value.returnTo : '' } as PendingRedirect;
  } catch {
    return null;
  }
}

/** The provider's answer on the return page, checked against (and removing) the sign-in this tab started. */
export function takeRedirect(storage: Storage, query: URLSearchParams): RedirectAnswer {
  const pending = readPending(storage);
  storage.removeItem(SOCIAL_REDIRECT_KEY);
  if (!pending || query.get('state') !== pending.state) return { kind: 'invalid', returnTo: pending?.returnTo ?? null };
  const { provider, returnTo } = pending;
  const error = query.get('error');
  if (error === DISALLOWED_USERAGENT) return { kind: 'refused', provider, returnTo };
  const code = query.get('code');
  if (error || !code) return { kind: 'cancelled', provider, returnTo };
  return {
    kind: 'code',
    provider,
    returnTo,
    signIn: { oauthCode: code, redirectUri: pending.redirectUri, codeVerifier: pending.verifier, state: pending.state },
  };
}
