/**
 * The host-page loader's logic (the entry, loader.ts, calls `boot` with the `<script>` tag that loaded it).
 *
 * 1. Configuration from the tag's data- attributes (see `boot`; each is optional).
 * 2. A guard against a second copy: the first copy's `push` on the queue (below); a second copy sees it and does nothing.
 * 3. The call queue `window.MemberPopupQueue`: calls pushed before the loader ran are replayed once; afterwards
 *    `push` runs each call at once. Calls: `['open', { screen: 'Login' | 'Registry', …openPopup options }]`, `['close']`.
 * 4. The A/B check (spec §4 Experiment, §7.3, §9) for sites with an experiment id: the config (3 s timeout) and the
 *    server time (5 s timeout, kept 60 s in sessionStorage) are fetched together; a zero config (`releaseId: 0`) is
 *    asked again once after 3 s. Only a `pop` hit swaps the header links; any failure leaves them untouched.
 * 5. The swap: plain left clicks on the login and sign-up links open the popup (Login / Registry) instead of
 *    navigating; the links keep their href, text and classes and gain `aria-haspopup="dialog"`. On intent (pointer
 *    over, focus, touch start on a swapped link) the versioned stylesheet and modulepreloads of the browser entry, of
 *    its UI (chunks/<the entry's file name>) and of the site's default catalog are added, with the CSP nonce, and the
 *    entry is imported (it runs before the click, which then only renders); with `data-prefetch="idle"` the files are also fetched (not run) when the page
 *    is idle, where the connection allows (not Save-Data, not 2g). A page view without intent downloads the loader
 *    and the experiment answers only.
 * 6. Opening: at most one open at a time; a click before the stylesheet and the bundle have arrived opens the popup
 *    when they have (a second click meanwhile does nothing; `['close']` meanwhile cancels). If they cannot be
 *    loaded, a link click goes where the link points.
 *
 * Size matters (the size-limit budget in package.json): only constants and the experiment table are imported, and the
 * configuration lives in locals (a minifier shortens local names, never property names).
 */
import {
  EXPERIMENT_REQUEST_TIMEOUT_MS,
  EXPERIMENT_SERVER_TIME_CACHE_MS,
  EXPERIMENT_TIME_SERVICE_TIMEOUT_MS,
  EXPERIMENT_ZERO_CONFIG_RECHECK_MS,
  STYLESHEET_VERSION,
} from '../src/config/constants.js';
import { EXPERIMENT_PATHS } from '../src/config/experiments.js';
import type { loaderOpener, LoaderOpenOptions, LoaderQueueCall } from '../src/browser/loader-open.js';
import type { Environment } from '../src/config/hosts.js';
import type { PopupHandle } from '../src/popup/open-popup.js';
import { EXPERIMENT_SITE_LIST, FIRST_PRODUCTION_ID, FIRST_STAGING_ID } from './experiment-table.js';
import { CATALOG_HASH, LITE_HASH, POPUP_HASH, SITE_LANGUAGES } from './manifest.js';

/** The global call queue (the classic snippet's `window.X = window.X || []`). */
export const QUEUE_NAME = 'MemberPopupQueue';
/**
 * sessionStorage key of the server clock: when it was last fetched (local ms since the epoch, a number's text). Only
 * its age is read; earlier loaders stored the JSON `{ at, offset }`, which reads as unknown (asked again, rewritten).
 */
export const SERVER_TIME_KEY = 'mp-exp-time';
/** The longest wait for an idle moment before the stylesheet and the bundle are prefetched (`data-prefetch="idle"`). */
export const IDLE_TIMEOUT_MS = 2_000;
export const DEFAULT_LOGIN_SELECTOR = 'a[data-member-login]';
export const DEFAULT_SIGNUP_SELECTOR = 'a[data-member-signup]';
/** Paths under the base (where dist/ is served): the browser entry of each runtime (content-hashed once built). */
export const BUNDLE_PATH = `/browser/member-popup${POPUP_HASH}.js`;
export const LITE_BUNDLE_PATH = `/browser/member-popup-lite${LITE_HASH}.js`;
export const stylesheetPath = (version: string): string => `/styles/member-popup-${version}.css`;

/** Options of a queued `open` call: what `openPopup` takes (site and environment come from the tag). */
export type OpenCall = LoaderOpenOptions;
export type QueueCall = LoaderQueueCall;

/**
 * What the loader needs from the browser bundle: `open` (src/browser/loader-open.ts) maps the tag's settings and the
 * call's options to `openPopup`'s, in the entry, so those bytes are not downloaded by every page view.
 */
export interface PopupModule {
  open: ReturnType<typeof loaderOpener>;
}

/** Imports the browser bundle (loader.ts: a native dynamic `import()`). */
export type Load = (url: string) => Promise<PopupModule>;
/** Leaves the page (loader.ts: `location.href = url`): a link click whose popup cannot be loaded goes where it points. */
export type Navigate = (url: string) => void;

/** Whether the connection allows fetching the popup before anyone asked for it (Network Information API). */
export function idleAllowed(): boolean {
  const connection: { saveData?: boolean; effectiveType?: string } = (navigator as { connection?: object }).connection || {};
  return !connection.saveData && !/2g/.test(connection.effectiveType!); // none: 'undefined'
}

/** Drops trailing slashes. */
const trim = (url: string): string => url.replace(/\/+$/, '');


/**
 * Boots the loader for its `<script>` tag. The tag's data- attributes, every one optional:
 * - `data-site`: the site code, any case (default SG; an unknown site opens with SG's settings and has no experiment);
 * - `data-env`: production (default), pre, test or local (anything else is production);
 * - `data-base`: the URL of the folder that holds dist/'s content (browser/, styles/), relative to the page; default
 *   the parent of the loader's own folder;
 * - `data-css-version`: the stylesheet's version (default STYLESHEET_VERSION, 0.0.2);
 * - `data-nonce`: the CSP nonce for every tag the loader adds (default the tag's own nonce);
 * - `data-login-selector`, `data-signup-selector`: the header links (default `a[data-member-login]`, `a[data-member-signup]`);
 * - `data-language`: the popup's language (default the site's);
 * - `data-experiment-origin`: the experiment service's origin (default the page's);
 * - `data-social-authorize`: an OAuth consent page for social sign-in in a popup window (default the real SDKs);
 * - `data-runtime="react"`: the popup on React (default lite: preact/compat, about half the download, for a page
 *   without React of its own; issue 28);
 * - `data-prefetch="idle"`: fetch the popup's files when the page is idle too, unless the visitor saves data or is on
 *   a 2g connection (default: on intent only, the pointer over, focus on or a touch on a swapped link).
 * (Locals, not a config object: the minifier shortens local names, never property names.)
 */
export function boot(script: HTMLScriptElement | null, load: Load, navigate: Navigate): void {
  const global = window as unknown as Record<string, any>;
  const queue: QueueCall[] = (global[QUEUE_NAME] = global[QUEUE_NAME] || []);
  // A second copy: the first one's push is in place (a page's own queue is a plain array).
  if (queue.push != [].push) return; // `!=`: a byte less once minified (two functions)

  const data = script ? script.dataset : {};
  const site = (data.site || 'SG').toUpperCase();
  // A staging environment's name, else false: production (the entry's default, so the loader never spells it).
  const staging = /^(test|pre|local)$/.test(data.env!) && (data.env as Environment);
  // The loader lives at {base}/loader/member-popup-loader.js: its folder's parent is the default base.
  const base = trim(new URL(data.base || (script && script.src ? new URL('..', script.src).href : '/dist'), location as unknown as string).href);
  const nonce = data.nonce || (script && script.nonce);
  const loginSelector = data.loginSelector || DEFAULT_LOGIN_SELECTOR;
  const signupSelector = data.signupSelector || DEFAULT_SIGNUP_SELECTOR;
  // Lite unless the tag asks for React (`==`: a byte less than `===` once minified).
  const bundleUrl = base + (data.runtime == 'react' ? BUNDLE_PATH : LITE_BUNDLE_PATH);
  // The site's default catalog comes with the entry (no waterfall): only when the page names no other language.
  // Every popup catalog is chunks/<lang><one hash of the build>.js (both runtimes).
  const catalog = data.language ? '' : SITE_LANGUAGES[site];
  const noop = () => {};

  /* ---- Assets. `fetchAll`: the stylesheet and modulepreloads of the entry and the catalog (fetched, not run), once;
     `ready`: those and the entry imported (run), once, again after a failure. ---- */
  let stylesheet: Promise<unknown> | 0 = 0;
  let bundle: Promise<unknown> | 0 = 0;
  const addLink = (rel: string, href: string): HTMLLinkElement => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (nonce) link.nonce = nonce; // the IDL attribute: what CSP checks
    return document.head.appendChild(link);
  };
  const fetchAll = (): Promise<unknown> =>
    stylesheet ||
    (stylesheet = new Promise((resolve, reject) => {
      const link = addLink('stylesheet', base + stylesheetPath(data.cssVersion || STYLESHEET_VERSION));
      link.onload = resolve;
      link.onerror = reject;
      addLink('modulepreload', bundleUrl);
      // The entry's UI, which downloads beside it: the entry's file name under chunks/ (src/browser/popup.ts).
      addLink('modulepreload', bundleUrl.replace(/[^/]+$/, 'chunks/$&'));
      if (catalog) addLink('modulepreload', `${base}/browser/chunks/${catalog}${CATALOG_HASH}.js`);
    }));
  // The import starts, then joins the stylesheet. Two assignments: the minifier inlines `load` cleanly only as an
  // assignment's value (inside the array it adds a temporary variable, 11 B gzip).
  const ready = () =>
    (bundle || ((bundle = load(bundleUrl)), (bundle = Promise.all([fetchAll(), bundle])))) as Promise<[unknown, PopupModule]>;
  /* ---- Opening: one pending or open popup at most. `state` is the ticket of the pending or open popup (0: none);
     a close while pending clears it, so a load that finishes for an older ticket opens nothing. A ticket is a new
     object: no counter. ---- */
  let state: object | 0 = 0;
  let handle: PopupHandle | 0 = 0;
  const open = (options: OpenCall = {}, href?: string): void => {
    if (state) return;
    const mine = (state = {});
    ready()
      .then(([, popup]) => {
        if (state === mine) handle = popup.open(data, site, staging, options, () => (state = handle = 0));
      })
      .catch(() => {
        bundle = 0;
        if (state !== mine) return;
        state = 0;
        if (href) navigate(href);
      });
  };

  /* ---- The queue: replay what was pushed before, then run each push at once. ---- */
  const run = ([kind, options]: QueueCall | [] = []): void => {
    // `==`: a byte less once minified (a call's name is a string).
    if (kind == 'open') open(options);
    // A close while pending cancels the open.
    else if (kind == 'close') handle ? handle.close() : (state = 0);
  };
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
    // Run early, the loader marks the header again once it is parsed (after that, the listener never runs).
    document.addEventListener('DOMContentLoaded', mark);
    /** The swapped link an event happened on, if any (`target` destructured: its name is written once). */
    const linkOf = ({ target }: Event) => (target as Element).closest && (target as Element).closest<HTMLAnchorElement>(selector);
    // Intent: fetch and run the entry, so that the click only renders.
    // (pointerover also comes at a touch start: every browser the entry runs in has pointer events.)
    ['pointerover', 'focusin'].forEach((type) =>
      // Capture.
      document.addEventListener(type, (event) => linkOf(event) && ready().catch(noop), true),
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
    if (data.prefetch == 'idle' && idleAllowed()) // `==`: a data- value is a string or undefined
      ((global.requestIdleCallback || setTimeout) as typeof requestIdleCallback)(() => fetchAll().catch(noop), { timeout: IDLE_TIMEOUT_MS });
  };

  /* ---- The A/B check. ---- */
  // The experiment ids in their compact form (experiment-table.ts): the site's place in the list, after the first id.
  const index = EXPERIMENT_SITE_LIST.split(' ').indexOf(site);
  if (index < 0) return;
  const id = (staging ? FIRST_STAGING_ID : FIRST_PRODUCTION_ID) + index;
  // Paths resolve against the service's origin (a trailing slash or not), by default the page's.
  const service = data.experimentOrigin || (location as unknown as string);

  /**
   * GET a JSON body from the service, aborted after `ms`; rejects on a network error or bad JSON. A non-2xx answer
   * resolves `false`, which neither check below accepts (no config, no clock): the same as a rejection, in fewer bytes.
   */
  const getJson = (path: string, ms: number): Promise<any> => {
    const abort = new AbortController();
    // The timer is not cleared: aborting a request that has finished does nothing.
    setTimeout(() => abort.abort(), ms);
    // The controller itself is the init: fetch reads init's `signal` as a property, the controller's signal.
    return fetch(new URL(path, service) as unknown as string, abort as RequestInit).then((response) => response.ok && response.json());
  };
  /**
   * When the server clock was last fetched (local ms; kept 60 s in sessionStorage). Read as stored, a number's text:
   * the subtraction below makes it a number, and anything else (none stored, the old JSON) is NaN: asked.
   */
  let at: string | number | undefined;
  try {
    at = sessionStorage[SERVER_TIME_KEY];
  } catch {
    /* no storage: ask */
  }
  /** A known server clock: from the cache while younger than 60 s, else asked (5 s timeout). */
  const serverTime = (): unknown => {
    const age = Date.now() - (at as number); // nothing cached: NaN, asked
    return (
      (age >= 0 && age < EXPERIMENT_SERVER_TIME_CACHE_MS) ||
      getJson(EXPERIMENT_PATHS.time, EXPERIMENT_TIME_SERVICE_TIMEOUT_MS).then((body) => {
        // Only a number counts as an answer (the clock's value itself is not needed: only when it was known).
        if (body.serverTime !== +body.serverTime) throw 0;
        at = Date.now();
        try {
          sessionStorage[SERVER_TIME_KEY] = at;
        } catch {
          /* no storage: the clock stays in memory */
        }
      })
    );
  };

  const configUrl = `${EXPERIMENT_PATHS.config}?experimentId=${id}&site=${site.toLowerCase()}`;
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
