/**
 * Social sign-in providers (spec §4 Social login, §5 scopes, §9 SDK version). A provider turns a click into an
 * authorization code (or token) that `loginByOAuthCode` exchanges; it does no member I/O itself.
 * - `createSdkSocialProvider`: the real Google Identity Services and Facebook JS SDK (v2.11), loaded on first use.
 * - `createWindowSocialProvider`: a standard OAuth popup window that posts `{ code, state }` back (the reference
 *   server's consent page speaks it, so social login runs offline end to end).
 * - `createFakeSocialProvider`: a test double that needs no network.
 */
import { SOCIAL_SDK_VERSION } from '../config/constants.js';
import { detectInAppBrowser } from '../config/in-app-browsers.js';
import { startRedirect } from './social-redirect.js';
import type { SocialProviderName } from './types.js';
import { ApiError } from './errors.js';
import { createScriptLoader, type ScriptLoader } from './gateway/jsonp.js';
import { SOCIAL_CANCELLED_KEY, SOCIAL_FAILED_KEY, SOCIAL_IN_APP_KEY, type SocialProvider, type SocialSignIn } from './social-keys.js';

export { SOCIAL_CANCELLED_KEY, SOCIAL_FAILED_KEY, type SocialProvider, type SocialSignIn, type SocialSignInOptions } from './social-keys.js';

export const SOCIAL_SCOPES: Readonly<Record<SocialProviderName, string>> = Object.freeze({
  GOOGLE: 'profile email',
  FACEBOOK: 'email',
});

const failed = (provider: SocialProviderName, cause?: unknown) =>
  new ApiError('network', SOCIAL_FAILED_KEY, { data: { provider }, cause });
const cancelled = (provider: SocialProviderName) => new ApiError('aborted', SOCIAL_CANCELLED_KEY, { data: { provider } });

interface GoogleCodeClient {
  requestCode(): void;
}
interface GoogleGlobal {
  accounts: {
    oauth2: {
      initCodeClient(options: {
        client_id: string;
        scope: string;
        ux_mode: 'popup';
        callback(response: { code?: string; error?: string }): void;
        error_callback?(error: { type?: string }): void;
      }): GoogleCodeClient;
    };
  };
}
interface FacebookGlobal {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null; status?: string }) => void, options: { scope: string }): void;
}

export interface SdkSocialOptions {
  googleClientId?: string;
  facebookAppId?: string;
  /** Script URLs of the two SDKs (third-party hosts, not the company's). */
  googleSdkUrl?: string;
  facebookSdkUrl?: string;
  loadScript?: ScriptLoader;
}

export function createSdkSocialProvider(options: SdkSocialOptions = {}): SocialProvider {
  const load = options.loadScript ?? createScriptLoader();
  const loaded = new Map<SocialProviderName, Promise<void>>();
  const ensure = (provider: SocialProviderName, url: string) => {
    let pending = loaded.get(provider);
    if (!pending) {
      pending = load(url).catch((error: unknown) => {
        loaded.delete(provider);
        throw failed(provider, error);
      });
      loaded.set(provider, pending);
    }
    return pending;
  };
  const win = () => globalThis as unknown as { google?: GoogleGlobal; FB?: FacebookGlobal; location?: Location };

  return {
    async signIn(provider, { signal } = {}) {
      if (signal?.aborted) throw cancelled(provider);
      if (provider === 'GOOGLE') {
        if (!options.googleClientId) throw failed(provider);
        await ensure(provider, options.googleSdkUrl ?? 'https://accounts.google.com/gsi/client');
        const google = win().google;
        if (!google?.accounts?.oauth2) throw failed(provider);
        // The SDK owns its window (it cannot be closed from here): an abort settles the promise, so a late answer
        // from that window finds nobody waiting and changes nothing.
        return abortable<SocialSignIn>(provider, signal, (resolve, reject) => {
          const client = google.accounts.oauth2.initCodeClient({
            client_id: options.googleClientId!,
            scope: SOCIAL_SCOPES.GOOGLE,
            ux_mode: 'popup',
            callback: (response) =>
              response.code
                ? resolve({ oauthCode: response.code, redirectUri: 'postmessage' })
                : reject(failed(provider, response.error)),
            error_callback: (error) => reject(error?.type === 'popup_closed' ? cancelled(provider) : failed(provider, error)),
          });
          client.requestCode();
        });
      }
      if (!options.facebookAppId) throw failed(provider);
      await ensure(provider, options.facebookSdkUrl ?? 'https://connect.facebook.net/en_US/sdk.js');
      const FB = win().FB;
      if (!FB) throw failed(provider);
      FB.init({ appId: options.facebookAppId, version: `v${SOCIAL_SDK_VERSION}`, cookie: true, xfbml: false });
      return abortable<SocialSignIn>(provider, signal, (resolve, reject) => {
        FB.login(
          (response) => {
            const token = response.authResponse?.accessToken;
            if (token) resolve({ oauthCode: token, redirectUri: win().location?.origin ?? '' });
            else reject(response.status === 'unknown' ? cancelled(provider) : failed(provider, response.status));
          },
          { scope: SOCIAL_SCOPES.FACEBOOK },
        );
      });
    },
  };
}

export interface WindowSocialOptions {
  /** The consent page, e.g. `${origin}/oauth/authorize`; it receives provider, scope, redirect_uri and state. */
  authorizeUrl: string;
  /** Where the consent page posts back from (its origin). Default: the authorize URL's origin. */
  origin?: string;
  /** Gives up when no answer arrives (the window stays silent) after this long. */
  timeoutMs?: number;
}

/** A promise that also settles as cancelled when `signal` aborts (then `executor`'s own answer is ignored). */
function abortable<T>(
  provider: SocialProviderName,
  signal: AbortSignal | undefined,
  executor: (resolve: (value: T) => void, reject: (error: unknown) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled(provider));
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    executor(
      (value) => {
        done();
        resolve(value);
      },
      (error) => {
        done();
        reject(error);
      },
    );
  });
}

/** How often the window provider looks whether the person closed the provider's window. */
export const SOCIAL_WINDOW_POLL_MS = 500;
/** How long the window provider waits for the consent page by default. */
export const SOCIAL_WINDOW_TIMEOUT_MS = 5 * 60_000;

/**
 * OAuth in a popup window: the consent page calls `opener.postMessage({ code, state } | { error, state }, origin)`.
 * Every way out (an answer, the window closed, the timeout, `signal` aborted) goes through one `finish`: the message
 * listener, the close poll and the timer go, and the window is closed if still open, so nothing outlives the flow
 * that opened it (issue 12 finding 19: closing the popup used to leave the window, its poll and its timer alive).
 */
export function createWindowSocialProvider(options: WindowSocialOptions): SocialProvider {
  return {
    signIn(provider, { signal, sameTab = true } = {}) {
      const w = globalThis as unknown as Window;
      if (signal?.aborted) return Promise.reject(cancelled(provider));
      const url = new URL(options.authorizeUrl, w.location.href);
      url.searchParams.set('provider', provider);
      url.searchParams.set('scope', SOCIAL_SCOPES[provider]);
      // An in-app web view blocks windows (and would strand the buyer in one): the same tab goes (issue 25 part 3).
      if (detectInAppBrowser(w.navigator?.userAgent) !== null) {
        if (!sameTab) return Promise.reject(new ApiError('network', SOCIAL_IN_APP_KEY, { data: { provider } }));
        return redirectSignIn(w, provider, url, signal);
      }
      if (typeof w.open !== 'function') return Promise.reject(failed(provider));
      const state = Math.random().toString(36).slice(2) + Date.now().toString(36);
      const redirectUri = w.location.origin;
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      const origin = options.origin ?? url.origin;
      const popup = w.open(url.href, 'member-popup-social', 'popup,width=480,height=640');
      // A blocked window: the same tab goes instead.
      if (!popup) {
        if (!sameTab) return Promise.reject(failed(provider, 'window blocked'));
        url.searchParams.delete('redirect_uri');
        url.searchParams.delete('state');
        return redirectSignIn(w, provider, url, signal);
      }
      return new Promise<SocialSignIn>((resolve, reject) => {
        let settled = false;
        const finish = (settle: () => void) => {
          if (settled) return;
          settled = true;
          w.removeEventListener('message', onMessage);
          signal?.removeEventListener('abort', onAbort);
          clearInterval(closedPoll);
          clearTimeout(timer);
          try {
            if (!popup.closed) popup.close();
          } catch {
            // A window of another origin may refuse; it has nobody to answer to any more either way.
          }
          settle();
        };
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { code?: unknown; error?: unknown; state?: unknown } | null;
          if (event.origin !== origin || !data || data.state !== state) return;
          if (typeof data.code === 'string' && data.code) finish(() => resolve({ oauthCode: data.code as string, redirectUri }));
          else finish(() => reject(data.error === 'access_denied' ? cancelled(provider) : failed(provider, data.error)));
        };
        const onAbort = () => finish(() => reject(cancelled(provider)));
        w.addEventListener('message', onMessage);
        signal?.addEventListener('abort', onAbort, { once: true });
        const closedPoll = setInterval(() => {
          if (popup.closed) finish(() => reject(cancelled(provider)));
        }, SOCIAL_WINDOW_POLL_MS);
        const timer = setTimeout(
          () => finish(() => reject(failed(provider, 'timeout'))),
          options.timeoutMs ?? SOCIAL_WINDOW_TIMEOUT_MS,
        );
      });
    },
  };
}

/**
 * The same-tab sign-in (issue 25 part 3): the authorization-code flow with PKCE S256. The member server of the return
 * path (this page's origin, where the window provider's pages live) mints a `state` bound to this browser; the
 * verifier, the state and where the buyer was go to sessionStorage (social-redirect.ts), and the tab goes to the
 * provider. The provider sends it back to the return path, which exchanges the code (pages: the social-login page).
 * The promise settles only when aborted before the tab left, or when the start failed.
 */
async function redirectSignIn(w: Window, provider: SocialProviderName, url: URL, signal: AbortSignal | undefined): Promise<SocialSignIn> {
  try {
    const target = await startRedirect(w, provider, url, signal);
    if (signal?.aborted) throw cancelled(provider);
    w.location.assign(target);
  } catch (error) {
    throw signal?.aborted ? cancelled(provider) : failed(provider, error);
  }
  // The tab is leaving: nothing answers here any more.
  return new Promise<SocialSignIn>((_, reject) => signal?.addEventListener('abort', () => reject(cancelled(provider)), { once: true }));
}

/** A provider for tests and stories: answers from a table, no network. A missing entry fails like a broken SDK. */
export function createFakeSocialProvider(
  answers: Partial<Record<SocialProviderName, SocialSignIn | 'cancel' | 'fail'>> = {},
): SocialProvider {
  return {
    async signIn(provider, { signal } = {}) {
      if (signal?.aborted) throw cancelled(provider);
      const answer = answers[provider] ?? 'fail';
      if (answer === 'cancel') throw cancelled(provider);
      if (answer === 'fail') throw failed(provider);
      return answer;
    },
  };
}
