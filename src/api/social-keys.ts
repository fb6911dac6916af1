/**
 * What the popup needs of the social providers at its first screen: their types, their error keys and a provider
 * whose code (social.ts: the SDKs' loader, the OAuth window) loads on the first sign-in (issue 15).
 */
import type { SocialProviderName } from './types.js';
import { ApiError } from './errors.js';
import type { WindowSocialOptions } from './social.js';

export interface SocialSignIn {
  /** Authorization code (Google) or access token (Facebook) for `loginByOAuthCode`. */
  oauthCode: string;
  redirectUri: string;
  /** A redirect sign-in (issue 25): the PKCE verifier and the state the code is bound to. */
  codeVerifier?: string;
  state?: string;
}

export interface SocialSignInOptions {
  /**
   * Aborted when nobody waits for the answer any more (the popup closed, the flow was left): the provider's window
   * closes, its listeners and timers go, and the promise rejects as cancelled (issue 12 finding 19).
   */
  signal?: AbortSignal;
  /**
   * false: the sign-in never takes the tab away. Linking from the account area (connected accounts) asks this: the
   * same-tab return path only signs in, so where no window can open (an in-app browser, a blocked window) the sign-in
   * fails as the provider failing instead. Default true (issue 25 part 3).
   */
  sameTab?: boolean;
}

export interface SocialProvider {
  signIn(provider: SocialProviderName, options?: SocialSignInOptions): Promise<SocialSignIn>;
}

/** The SDK could not load or answered an error: shown as "Third-party login failed…" (spec §8). */
export const SOCIAL_FAILED_KEY = 'SOCIAL_SDK_FAILED';
/** Linking (no same tab, SocialSignInOptions.sameTab) inside an in-app browser, where no window can open. */
export const SOCIAL_IN_APP_KEY = 'SOCIAL_IN_APP_BROWSER';
/** The person closed the provider's window: nothing to show. */
export const SOCIAL_CANCELLED_KEY = 'SOCIAL_CANCELLED';

/**
 * A provider made by `create` from social.ts, which is imported on the first sign-in (within the click's user
 * activation, so the provider's window may still open). A failed import is the provider failing (SOCIAL_FAILED_KEY)
 * and is not kept: the next sign-in imports again.
 */
export function deferredSocialProvider(create: (module: typeof import('./social.js')) => SocialProvider): SocialProvider {
  let made: Promise<SocialProvider> | undefined;
  return {
    signIn: (provider, options) =>
      (made ??= import('./social.js').then(create, (cause: unknown) => {
        made = undefined;
        throw new ApiError('network', SOCIAL_FAILED_KEY, { data: { provider }, cause });
      })).then((social) => social.signIn(provider, options)),
  };
}

/**
 * The OAuth-window provider (social.ts `createWindowSocialProvider`) whose code loads on the first sign-in: what the
 * popup's loader path and the account area's connected accounts use.
 */
export function lazyWindowSocialProvider(options: WindowSocialOptions): SocialProvider {
  return deferredSocialProvider((module) => module.createWindowSocialProvider(options));
}

/** The tests' and stories' provider (social.ts `createFakeSocialProvider`), its code loaded on the first sign-in. */
export function lazyFakeSocialProvider(answers?: Parameters<typeof import('./social.js').createFakeSocialProvider>[0]): SocialProvider {
  return deferredSocialProvider((module) => module.createFakeSocialProvider(answers));
}
