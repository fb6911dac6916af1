/**
 * The host-page loader's logic (the entry, loader.ts, calls `boot` with the `<script>` tag that loaded it).
 *
 * 1. Configuration from the tag's data- attributes (`readConfig`).
 * 2. A guard against a second copy (the `__memberPopupLoader` flag on window: the second copy does nothing).
 * 3. The call queue `window.MemberPopupQueue`: calls pushed before the loader ran are replayed once; afterwards
 *    `push` runs each call at once. Calls: `['open', { screen: 'Login' | 'Registry', …openPopup options }]`, `['close']`.
 * 4. The A/B check (spec §4 Experiment, §7.3, §9) for sites with an experiment id: the config (3 s timeout) and the
 *    server time (5 s timeout, kept 60 s in sessionStorage) are fetched together; a zero config (`releaseId: 0`) is
 *    asked again once after 3 s. Only a `pop` hit swaps the header links; any failure leaves them untouched.
 * 5. The swap: plain left clicks on the login and sign-up links open the popup (Login / Registry) instead of
 *    navigating; the links keep their href, text and classes and gain `aria-haspopup="dialog"`. On intent (pointer
 *    over, focus, touch start on a swapped link) the versioned stylesheet and a modulepreload of the browser entry
 *    (and of the site's default catalog) are added, with the CSP nonce; with `data-prefetch="idle"` also when the page
 *    is idle, where the connection allows (not Save-Data, not 2g). A page view without intent downloads the loader
 *    and the experiment answers only.
 * 6. Opening: at most one open at a time; a click before the stylesheet and the bundle have arrived opens the popup
 *    when they have (a second click meanwhile does nothing; `['close']` meanwhile cancels). If they cannot be
 *    loaded, a link click goes where the link points.
 *
 * Size matters (1,536 bytes gzip for the whole loader): only constants and the experiment table are imported.
 */
import {
  EXPERIMENT_REQUEST_TIMEOUT_MS,
  EXPERIMENT_SERVER_TIME_CACHE_MS,
  EXPERIMENT_TIME_SERVICE_TIMEOUT_MS,
  EXPERIMENT_ZERO_CONFIG_RECHECK_MS,
  STYLESHEET_VERSION,
} from '../src/config/constants.js';
import { EXPERIMENT_IDS, EXPERIMENT_PATHS, experimentStage } from '../src/config/experiments.js';
import type { Environment } from '../src/config/hosts.js';
import type { OpenPopupOptions, PopupHandle } from '../src/popup/open-popup.js';
import { MANIFEST } from './manifest.js';

/** The global call queue (the classic snippet's `window.X = window.X || []`). */
export const QUEUE_NAME = 'MemberPopupQueue';
/** Set on window by the first copy of the loader; a second copy sees it and does nothing. */
export const LOADED_FLAG = '__memberPopupLoader';
/** sessionStorage key of the server clock: `{ at, offset }` (local ms when fetched, server minus local ms). */
export const SERVER_TIME_KEY = 'mp-exp-time';
/** The longest wait for an idle moment before the stylesheet and the bundle are prefetched (`data-prefetch="idle"`). */
export const IDLE_TIMEOUT_MS = 2_000;
export const DEFAULT_LOGIN_SELECTOR = 'a[data-member-login]';
export const DEFAULT_SIGNUP_SELECTOR = 'a[data-member-signup]';
/** Paths under the base (where dist/ is served): the browser entry of each runtime (content-hashed once built). */
export const BUNDLE_PATH = `/browser/member-popup${MANIFEST.popup}.js`;
export const LITE_BUNDLE_PATH = `/browser/member-popup-lite${MANIFEST.lite}.js`;
export const stylesheetPath = (version: string): string => `/styles/member-popup-${version}.css`;


export interface LoaderConfig {
  /** Upper-case site code as given (the popup falls back to SG for an unknown one; it has no experiment). */
  readonly site: string;
  readonly env: Environment;
  /** Absolute URL of the folder that holds dist/'s content (browser/, styles/), without a trailing slash. */
  readonly base: string;
  readonly cssVersion: string;
  /** CSP nonce for every tag the loader adds ('' for none). */
  readonly nonce: string;
  readonly loginSelector: string;
  readonly signupSelector: string;
  readonly language?: string;
  /** Origin of the experiment service; default the page's own origin. */
  readonly experimentOrigin: string;
  /** An OAuth consent page for social sign-in in a popup window (`data-social-authorize`); default: the real SDKs. */
  readonly socialAuthorize?: string;
  /** `data-runtime="lite"`: the popup on preact/compat (a smaller download); default React. */
  readonly lite: boolean;
  /**
   * When the popup's files are fetched before a click: on intent (the pointer over, focus on or a touch on a swapped
   * link), the default; `data-prefetch="idle"` also fetches them when the page is idle, unless the visitor saves
   * data or is on a 2g connection.
   */
  readonly idle: boolean;
}

/** Options of a queued `open` call: what `openPopup` takes (site and environment come from the tag). */
export type OpenCall = Omit<OpenPopupOptions, 'site' | 'environment'>;
export type QueueCall = readonly ['open', OpenCall?] | readonly ['close'];

/** What the loader needs from the browser bundle. */
export interface PopupModule {
  openPopup(options: OpenPopupOptions): PopupHandle;
  createWindowSocialProvider?(options: { authorizeUrl: string }): NonNullable<OpenPopupOptions['social']>;
}

export interface BootDeps {
  /** Imports the browser bundle (default: a native dynamic `import()`). */
  readonly load?: (url: string) => Promise<PopupModule>;
  /** Leaves the page (default `location.assign`): a link click whose popup cannot be loaded goes where it points. */
  readonly navigate?: (url: string) => void;
}

const trim = (url: string): string => url.replace(/\/+$/, '');

/** Reads the tag's data- attributes; every one is optional. */
export function readConfig(script: HTMLScriptElement | null): LoaderConfig {
  const data = script ? script.dataset : {};
  const env = data.env as Environment;
  return {
    site: (data.site || 'SG').toUpperCase(),
    env: /^(test|pre|local)$/.test(env) ? env : 'production',
    // The loader lives at {base}/loader/member-popup-loader.js: its folder's parent is the default base.
    base: trim(new URL(data.base || (script && script.src ? new URL('..', script.src).href : '/dist'), location.href).href),
    cssVersion: data.cssVersion || STYLESHEET_VERSION,
    nonce: data.nonce || (script && script.nonce) || '',
    loginSelector: data.loginSelector || DEFAULT_LOGIN_SELECTOR,
    signupSelector: data.signupSelector || DEFAULT_SIGNUP_SELECTOR,
    language: data.language,
    experimentOrigin: trim(data.experimentOrigin || location.origin),
    socialAuthorize: data.socialAuthorize,
    lite: data.runtime === 'lite',
    idle: data.prefetch === 'idle',
  };
}

/** Whether the connection allows fetching the popup before anyone asked for it (Network Information API). */
export function idleAllowed(): boolean {
  const connection: { saveData?: boolean; effectiveType?: string } = (navigator as { connection?: object }).connection || {};
  return !connection.saveData && !/2g/.test(String(connection.effectiveType));
}

/** GET a JSON body, aborted after `ms`; rejects on a network error, a non-2xx status or bad JSON. */
function getJson(url: string, ms: number): Promise<any> {
  const abort = new AbortController();
  // The timer is not cleared: aborting a request that has finished does nothing.
  setTimeout(() => abort.abort(), ms);
  return fetch(url, { signal: abort.signal }).then((response) => {
    if (!response.ok) throw 0;
    return response.json();
  });
}

type Global = Record<string, any>;

export function boot(script: HTMLScriptElement | null, deps: BootDeps = {}): void {
  const global = window as unknown as Global;
  if (global[LOADED_FLAG]) return;
  global[LOADED_FLAG] = 1;

  const config = readConfig(script);
  const { site, env, base, nonce, language, loginSelector, signupSelector, socialAuthorize } = config;
  const load = deps.load || ((url: string) => import(/* @vite-ignore */ url) as Promise<PopupModule>);
  const bundleUrl = base + (config.lite ? LITE_BUNDLE_PATH : BUNDLE_PATH);
  // The site's default catalog comes with the entry (no waterfall): only when the page names no other language.
  const catalog = language ? '' : ((config.lite && MANIFEST.liteCatalogs) || MANIFEST.catalogs)[site];
  const noop = () => {};

  /* ---- Assets. `fetchAll`: the stylesheet and modulepreloads of the entry and the catalog (fetched, not run), once;
     `ready`: those and the entry imported (run), once, again after a failure. ---- */
  let stylesheet: Promise<unknown> | 0 = 0;
  let bundle: Promise<[unknown, PopupModule]> | 0 = 0;
  const addLink = (rel: string, href: string): HTMLLinkElement => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (nonce) link.setAttribute('nonce', nonce);
    return document.head.appendChild(link);
  };
  const fetchAll = (): Promise<unknown> =>
    stylesheet ||
    (stylesheet = new Promise((resolve, reject) => {
      const link = addLink('stylesheet', base + stylesheetPath(config.cssVersion));
      link.onload = resolve;
      link.onerror = reject;
      addLink('modulepreload', bundleUrl);
      if (catalog) addLink('modulepreload', `${base}/browser/chunks/${catalog}.js`);
    }));
  const ready = () => bundle || (bundle = Promise.all([fetchAll(), load(bundleUrl)]));

  /* ---- Opening: one pending or open popup at most. `state` is the ticket of the pending or open popup (0: none);
     a close while pending clears it, so a load that finishes for an older ticket opens nothing. ---- */
  let state = 0;
  let tickets = 0;
  let handle: PopupHandle | 0 = 0;
  const open = (options: OpenCall = {}, href?: string): void => {
    if (state) return;
    const mine = (state = ++tickets);
    ready()
      .then(([, popup]) => {
        if (state === mine)
          // One Object.assign (ES2017 has no object spread; the transpiled spread costs the loader bytes).
          handle = popup.openPopup(
            Object.assign(
              {
                site,
                environment: env,
                language,
                social: socialAuthorize ? popup.createWindowSocialProvider!({ authorizeUrl: socialAuthorize }) : undefined,
              },
              options,
              {
                // The popup itself dispatches `member-popup:close` for the header; passing onClose also stops the reload.
                onClose() {
                  state = handle = 0;
                  if (options.onClose) options.onClose();
                },
              },
            ),
          );
      })
      .catch(() => {
        bundle = 0;
        if (state !== mine) return;
        state = 0;
        if (href) (deps.navigate || ((url: string) => (location.href = url)))(href);
      });
  };

  /* ---- The queue: replay what was pushed before, then run each push at once. ---- */
  const run = (call: QueueCall): void => {
    if (call && call[0] === 'open') open(call[1]);
    // A close while pending cancels the open.
    else if (call && call[0] === 'close') handle ? handle.close() : (state = 0);
  };
  const queue: QueueCall[] = (global[QUEUE_NAME] = global[QUEUE_NAME] || []);
  queue.push = (...calls: QueueCall[]): number => {
    calls.forEach(run);
    return 0;
  };
  queue.push(...queue.splice(0));

  /* ---- The swap of the header links (an invalid selector throws in the first querySelectorAll: no swap). ---- */
  const swap = (): void => {
    const selector = `${loginSelector},${signupSelector}`;
    const mark = () => document.querySelectorAll(selector).forEach((link) => link.setAttribute('aria-haspopup', 'dialog'));
    mark();
    // Run early, the loader marks the header again once it is parsed.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mark);
    /** The swapped link an event happened on, if any. */
    const linkOf = (event: Event): HTMLAnchorElement | null => {
      const target = event.target as Element;
      return target.closest ? target.closest(selector) : null;
    };
    // Intent: fetch and run the entry, so that the click only renders.
    // (pointerover also comes at a touch start; touchstart covers browsers without pointer events.)
    ['pointerover', 'focusin', 'touchstart'].forEach((type) =>
      document.addEventListener(type, (event) => linkOf(event) && ready().catch(noop), { capture: true, passive: true }),
    );
    document.addEventListener(
      'click',
      (event) => {
        const link = linkOf(event);
        if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open({ screen: link.matches(signupSelector) ? 'Registry' : 'Login' }, link.href);
      },
      true,
    );
    // Idle: fetch only (the entry runs on intent or click), where the connection allows.
    if (config.idle && idleAllowed())
      ((global.requestIdleCallback || setTimeout) as typeof requestIdleCallback)(() => fetchAll().catch(noop), { timeout: IDLE_TIMEOUT_MS });
  };

  /* ---- The A/B check. ---- */
  const id = EXPERIMENT_IDS[experimentStage(env)][site as keyof (typeof EXPERIMENT_IDS)['staging']];
  if (!id) return;
  const service = config.experimentOrigin;

  /** When the server clock was last fetched (local ms; kept 60 s in sessionStorage as `{ at, offset }`). */
  let at: number | undefined;
  try {
    at = JSON.parse(sessionStorage[SERVER_TIME_KEY]).at; // none stored: JSON.parse(undefined) throws
  } catch {
    /* no storage or an unreadable value: ask */
  }
  /** A known server clock: from the cache while younger than 60 s, else asked (5 s timeout). */
  const serverTime = (): unknown => {
    const age = Date.now() - at!; // nothing cached: NaN, asked
    return (
      (age >= 0 && age < EXPERIMENT_SERVER_TIME_CACHE_MS) ||
      getJson(service + EXPERIMENT_PATHS.time, EXPERIMENT_TIME_SERVICE_TIMEOUT_MS).then((body) => {
        const time = body.serverTime;
        if (time !== +time) throw 0;
        at = Date.now();
        try {
          sessionStorage[SERVER_TIME_KEY] = JSON.stringify({ at, offset: time - at });
        } catch {
          /* no storage: the clock stays in memory */
        }
      })
    );
  };

  const configUrl = `${service}${EXPERIMENT_PATHS.config}?experimentId=${id}&site=${site.toLowerCase()}`;
  const check = (again?: number): void => {
    // The hit counts only with a known server clock (the SDK's readiness rule): both answers are needed. A malformed
    // answer (null, no mappings…) throws here, and leaves the links alone like a failed request.
    Promise.all([getJson(configUrl, EXPERIMENT_REQUEST_TIMEOUT_MS), serverTime()])
      .then(([answer]) => {
        const release = answer.releaseId;
        if (release === 0) {
          if (!again) setTimeout(check, EXPERIMENT_ZERO_CONFIG_RECHECK_MS, 1);
        }
        // experimentHitType(answer) === 'pop' (src/config/experiments.ts), written out small for the loader.
        else if (release > 0 && release === +release && answer.mappings[0].type === 'pop') swap();
      })
      .catch(noop);
  };
  check();
}
