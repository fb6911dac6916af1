// @vitest-environment jsdom
// The host-page loader (issue 5 "The loader"; spec §4 Experiment, §7.3, §9): configuration from the tag, the
// double-include guard, the call queue, the A/B check with its timeouts and caches, the link swap, lazy loading
// and the CSP nonce. The experiment service is a stubbed `fetch` at the HTTP edge; the popup bundle is a stub module.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import {
  EXPERIMENT_REQUEST_TIMEOUT_MS,
  EXPERIMENT_SERVER_TIME_CACHE_MS,
  EXPERIMENT_TIME_SERVICE_TIMEOUT_MS,
  EXPERIMENT_ZERO_CONFIG_RECHECK_MS,
  STYLESHEET_VERSION,
} from '../src/config/constants.js';
import { EXPERIMENT_IDS, EXPERIMENT_PATHS, EXPERIMENT_SITES } from '../src/config/experiments.js';
import { POPUP_CLOSE_EVENT } from '../src/popup/member-popup.js';
import { loaderOpener } from '../src/browser/loader-open.js';
import type { OpenPopupOptions } from '../src/popup/open-popup.js';
import {
  BUNDLE_PATH,
  DEFAULT_LOGIN_SELECTOR,
  DEFAULT_SIGNUP_SELECTOR,
  IDLE_TIMEOUT_MS,
  LITE_BUNDLE_PATH,
  QUEUE_NAME,
  SERVER_TIME_KEY,
  boot,
  idleAllowed,
  stylesheetPath,
  type Load,
  type Navigate,
  type QueueCall,
} from './boot.js';

// The unbuilt tree's manifest has no catalogs; these stand for the build's (rollup.config.mjs writes the real one).
vi.mock('./manifest.js', () => ({ POPUP_HASH: '', LITE_HASH: '', CATALOG_HASH: '-AbCd1234', SITE_LANGUAGES: { TH: 'th' } }));

const CDN = 'https://cdn.shop.sg/member/dist';
const LOADER_SRC = `${CDN}/loader/member-popup-loader.js`;
const PAGE_ORIGIN = location.origin;
/** Each entry's UI, which the loader preloads beside it: the entry's file name under chunks/ (src/browser/popup.ts). */
const UI_PATH = '/browser/chunks/member-popup.js';
const LITE_UI_PATH = '/browser/chunks/member-popup-lite.js';
const POP_CONFIG = { releaseId: 1101, variationId: 110101, mappings: [{ type: 'pop' }] };
const DEFAULT_CONFIG = { releaseId: 1101, variationId: 110102, mappings: [{ type: 'default' }] };
/** Answers of the config service. */
const POP = { body: POP_CONFIG };
const DEFAULT = { body: DEFAULT_CONFIG };
const ZERO = { body: { releaseId: 0 } };

const HEADER = `<header class="hdr">
<a class="hdr-link" id="login" href="https://member.shop.sg/user/login?redirect=x" data-member-login>Log in</a>
<span class="hdr-sep">|</span>
<a class="hdr-link" id="signup" href="https://member.shop.sg/user/register" data-member-signup><b>Sign up</b></a>
<a id="cart" href="/cart">Cart</a>
</header>`;

/* ---------------------------------------------------------------- the experiment service (fetch stub) */

/** One answer: a JSON body, a raw body (malformed JSON), a status, a delay; 'hang' never answers until aborted. */
type Reply = 'hang' | { body?: unknown; raw?: string; status?: number; delayMs?: number };
interface Service {
  config: Reply[];
  time: Reply[];
  calls: Array<{ url: URL; signal: AbortSignal }>;
  configCalls(): URL[];
  timeCalls(): URL[];
}

let service: Service;

function aborted(signal: AbortSignal, reject: (reason: unknown) => void) {
  signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
}

/** Replies are taken in order; the last one repeats. */
function stubService(config: Reply | Reply[], time: Reply | Reply[] = { body: { serverTime: 1_700_000_000_000 } }): Service {
  const s: Service = {
    config: ([] as Reply[]).concat(config),
    time: ([] as Reply[]).concat(time),
    calls: [],
    configCalls: () => s.calls.filter((c) => c.url.pathname === EXPERIMENT_PATHS.config).map((c) => c.url),
    timeCalls: () => s.calls.filter((c) => c.url.pathname === EXPERIMENT_PATHS.time).map((c) => c.url),
  };
  const take = (list: Reply[]) => (list.length > 1 ? list.shift()! : list[0]!);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit) => {
      const url = new URL(input);
      const signal = init.signal!;
      s.calls.push({ url, signal });
      const reply = take(url.pathname === EXPERIMENT_PATHS.config ? s.config : s.time);
      return new Promise((resolve, reject) => {
        aborted(signal, reject);
        if (reply === 'hang') return;
        const answer = () => {
          const status = reply.status ?? 200;
          const text = reply.raw ?? JSON.stringify(reply.body ?? null);
          resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve().then(() => JSON.parse(text)) });
        };
        if (reply.delayMs) setTimeout(answer, reply.delayMs);
        else answer();
      });
    }),
  );
  service = s;
  return s;
}

/* ---------------------------------------------------------------- the page */

function loaderTag(attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = LOADER_SRC;
  script.async = true;
  for (const [name, value] of Object.entries({ 'data-site': 'SG', 'data-env': 'production', ...attributes })) {
    script.setAttribute(name, value);
  }
  document.head.appendChild(script);
  return script;
}

/** The popup bundle: `openPopup` records its options and returns a handle whose close() calls onClose. */
function stubBundle() {
  const handles: Array<{ close: Mock<() => void> }> = [];
  const openPopup = vi.fn((options: OpenPopupOptions) => {
    const handle = { close: vi.fn<() => void>(() => options.onClose?.()) };
    handles.push(handle);
    return handle;
  });
  const createWindowSocialProvider = vi.fn((options: { authorizeUrl: string }) => ({
    signIn: async () => ({ oauthCode: options.authorizeUrl, redirectUri: '' }),
  }));
  const load = vi.fn((url: string) => {
    void url;
    // The entry's real `open` (src/browser/loader-open.ts) over stubbed openPopup and createWindowSocialProvider.
    return Promise.resolve({ open: loaderOpener(openPopup, createWindowSocialProvider) });
  });
  const navigate = vi.fn((url: string) => void url);
  return { openPopup, createWindowSocialProvider, load: load satisfies Load, navigate: navigate satisfies Navigate, handles };
}

const $ = <T extends Element = HTMLAnchorElement>(selector: string) => document.querySelector<T>(selector)!;
const added = () => [...document.head.querySelectorAll('link')];
const stylesheetLink = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');

/** Lets promise chains (fetch → json → decision) run. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Clicks like a user; returns whether the loader prevented the navigation (jsdom would otherwise try to navigate). */
function click(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const last = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', last);
  return prevented;
}

function queue(): QueueCall[] {
  return (window as unknown as Record<string, QueueCall[]>)[QUEUE_NAME]!;
}

let listeners: MockInstance<Document['addEventListener']>;
let idle: Array<() => void>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  document.head.innerHTML = '';
  document.body.innerHTML = HEADER;
  original = document.body.innerHTML;
  sessionStorage.clear();
  const global = window as unknown as Record<string, unknown>;
  delete global[QUEUE_NAME];
  // The loader's document listeners are removed after each test (each test is a fresh page).
  listeners = vi.spyOn(document, 'addEventListener');
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterEach(() => {
  for (const [type, listener, options] of listeners.mock.calls) document.removeEventListener(type, listener, options);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Boots on a page whose experiment answers `config`, and lets the check finish. */
async function bootWith(config: Reply | Reply[], attributes: Record<string, string> = {}, time?: Reply | Reply[]) {
  stubService(config, time);
  const bundle = stubBundle();
  boot(loaderTag(attributes), bundle.load, bundle.navigate);
  await settle();
  return bundle;
}

/** The page as it was before the loader ran (the header as the browser serialises it). */
let original = '';
const untouched = () => document.body.innerHTML === original;

/* ---------------------------------------------------------------- tests */

describe('configuration from the tag', () => {
  /** Points at and clicks a link; returns the links added and the options the popup opened with. */
  async function intentAndClick(bundle: ReturnType<typeof stubBundle>, link: string) {
    $(link).dispatchEvent(new Event('pointerover', { bubbles: true }));
    const links = added().map((tag) => [tag.rel, tag.href, tag.getAttribute('nonce')]);
    expect(click($(link))).toBe(true);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    return { links, options: bundle.openPopup.mock.calls[0]![0] };
  }

  it('reads every data- attribute', async () => {
    const bundle = await bootWith(POP, {
      'data-site': 'th',
      'data-env': 'pre',
      'data-css-version': '0.0.3',
      'data-nonce': 'n0nce',
      'data-login-selector': '#login',
      'data-signup-selector': '#cart',
      'data-base': 'https://static.shop.co.th/mp/dist/',
      'data-language': 'th',
      'data-experiment-origin': 'https://ab.shop.co.th/',
      'data-social-authorize': '/oauth/authorize',
      'data-runtime': 'react',
      'data-prefetch': 'idle',
    });
    // Pre-production asks the staging experiment, at the given origin.
    expect(service.configCalls().map(String)).toEqual([
      `https://ab.shop.co.th${EXPERIMENT_PATHS.config}?experimentId=${EXPERIMENT_IDS.staging.TH}&site=th`,
    ]);
    expect(service.timeCalls().map(String)).toEqual([`https://ab.shop.co.th${EXPERIMENT_PATHS.time}`]);
    expect($('#cart').getAttribute('aria-haspopup')).toBe('dialog');
    expect($('#signup').hasAttribute('aria-haspopup')).toBe(false);
    expect(idle).toHaveLength(1);
    const base = 'https://static.shop.co.th/mp/dist';
    const { links, options } = await intentAndClick(bundle, '#cart');
    // The page names its language: no default catalog is preloaded.
    expect(links).toEqual([
      ['stylesheet', `${base}${stylesheetPath('0.0.3')}`, 'n0nce'],
      ['modulepreload', `${base}${BUNDLE_PATH}`, 'n0nce'],
      ['modulepreload', `${base}${UI_PATH}`, 'n0nce'],
    ]);
    expect(bundle.load).toHaveBeenCalledWith(`${base}${BUNDLE_PATH}`);
    expect(bundle.createWindowSocialProvider).toHaveBeenCalledWith({ authorizeUrl: '/oauth/authorize' });
    expect(options).toMatchObject({ site: 'TH', environment: 'pre', language: 'th', screen: 'Registry' });
    expect(options.social).toBeDefined();
  });

  it('defaults: SG, production, the base above the loader’s folder, stylesheet 0.0.2, the default selectors, lite', async () => {
    stubService(POP);
    const bundle = stubBundle();
    const script = document.createElement('script');
    script.src = LOADER_SRC;
    boot(script, bundle.load, bundle.navigate);
    await settle();
    expect(service.configCalls().map(String)).toEqual([
      `${PAGE_ORIGIN}${EXPERIMENT_PATHS.config}?experimentId=${EXPERIMENT_IDS.production.SG}&site=sg`,
    ]);
    expect($('#login').getAttribute('aria-haspopup')).toBe('dialog');
    expect($('#signup').getAttribute('aria-haspopup')).toBe('dialog');
    expect(idle).toHaveLength(0);
    const { links, options } = await intentAndClick(bundle, '#login');
    expect(links).toEqual([
      ['stylesheet', `${CDN}${stylesheetPath(STYLESHEET_VERSION)}`, null],
      ['modulepreload', `${CDN}${LITE_BUNDLE_PATH}`, null],
      ['modulepreload', `${CDN}${LITE_UI_PATH}`, null],
    ]);
    expect(bundle.load).toHaveBeenCalledWith(`${CDN}${LITE_BUNDLE_PATH}`);
    expect(options).toMatchObject({ site: 'SG', environment: 'production', language: undefined, social: undefined, screen: 'Login' });
    expect(DEFAULT_LOGIN_SELECTOR).toBe('a[data-member-login]');
    expect(DEFAULT_SIGNUP_SELECTOR).toBe('a[data-member-signup]');
    expect(STYLESHEET_VERSION).toBe('0.0.2');
  });

  it('takes the nonce from the tag’s own nonce when data-nonce is absent, resolves a relative base, refuses an unknown env', async () => {
    stubService(POP);
    const bundle = stubBundle();
    const script = loaderTag({ 'data-base': '/static/dist', 'data-env': 'staging' });
    script.nonce = 'from-csp';
    boot(script, bundle.load, bundle.navigate);
    await settle();
    expect(service.configCalls().map(String)).toEqual([
      `${PAGE_ORIGIN}${EXPERIMENT_PATHS.config}?experimentId=${EXPERIMENT_IDS.production.SG}&site=sg`,
    ]);
    const { links } = await intentAndClick(bundle, '#login');
    expect(links[0]).toEqual(['stylesheet', `${PAGE_ORIGIN}/static/dist${stylesheetPath(STYLESHEET_VERSION)}`, 'from-csp']);
  });

  it('the entry reads document.currentScript synchronously when it runs', async () => {
    stubService(POP);
    const script = loaderTag({ 'data-site': 'VN', 'data-env': 'test', 'data-experiment-origin': 'https://ab.shop.vn.test' });
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    vi.resetModules();
    await import('./loader.js');
    expect(queue().push).not.toBe([].push);
    expect(service.configCalls().map(String)).toEqual([
      `https://ab.shop.vn.test${EXPERIMENT_PATHS.config}?experimentId=${EXPERIMENT_IDS.staging.VN}&site=vn`,
    ]);
  });
});

describe('the double-include guard', () => {
  it('lets the second copy do nothing', async () => {
    const bundle = await bootWith(POP);
    const push = queue().push;
    const second = stubBundle();
    boot(loaderTag({ 'data-site': 'TH' }), second.load, second.navigate);
    await settle();
    expect(service.configCalls()).toHaveLength(1);
    expect(queue().push).toBe(push);
    queue().push(['open', { screen: 'Login' }]);
    expect(bundle.load).toHaveBeenCalledTimes(1);
    expect(second.load).not.toHaveBeenCalled();
    // One click listener: a click opens once.
    expect(listeners.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);
  });
});

describe('the call queue', () => {
  it('replays calls pushed before the loader once, then runs later pushes at once', async () => {
    const early: QueueCall[] = [['open', { screen: 'Registry' }], ['open', { screen: 'Login' }]];
    (window as unknown as Record<string, unknown>)[QUEUE_NAME] = early;
    const bundle = await bootWith(DEFAULT, { 'data-site': 'PK' });
    expect(queue()).toBe(early);
    expect(early).toHaveLength(0);
    expect(bundle.load).toHaveBeenCalledTimes(1);
    expect(bundle.load).toHaveBeenCalledWith(`${CDN}${LITE_BUNDLE_PATH}`);

    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    // The second queued open came while the first was pending: one popup, on Registry.
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
    expect(bundle.openPopup.mock.calls[0]![0]).toMatchObject({ site: 'PK', environment: 'production', screen: 'Registry' });

    queue().push(['close']);
    expect(bundle.handles[0]!.close).toHaveBeenCalledTimes(1);
    queue().push(['open', { screen: 'Login', language: 'en' }]);
    await settle();
    expect(bundle.openPopup).toHaveBeenCalledTimes(2);
    expect(bundle.openPopup.mock.calls[1]![0]).toMatchObject({ site: 'PK', screen: 'Login', language: 'en' });
    expect(queue()).toHaveLength(0);
  });

  it('creates the queue when the page has none, and ignores unknown calls', async () => {
    const bundle = await bootWith(DEFAULT);
    expect(Array.isArray(queue())).toBe(true);
    queue().push(['dance' as 'close'], undefined as unknown as QueueCall);
    expect(bundle.load).not.toHaveBeenCalled();
  });

  it('a close while the bundle is loading cancels the open', async () => {
    const bundle = await bootWith(DEFAULT);
    queue().push(['open'], ['close']);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(bundle.openPopup).not.toHaveBeenCalled();
    queue().push(['open']);
    await settle();
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
  });

  it('passes the popup’s own onClose on, and reopens after a close', async () => {
    const bundle = await bootWith(DEFAULT);
    const onClose = vi.fn();
    queue().push(['open', { onClose }]);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    bundle.openPopup.mock.calls[0]![0].onClose!();
    expect(onClose).toHaveBeenCalledTimes(1);
    queue().push(['open']);
    await settle();
    expect(bundle.openPopup).toHaveBeenCalledTimes(2);
  });
});

describe('the A/B check', () => {
  it('asks for the site’s experiment (production id in production, staging id elsewhere) and the server time', async () => {
    for (const env of ['production', 'pre', 'test', 'local'] as const) {
      for (const site of EXPERIMENT_SITES) {
        delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
        sessionStorage.clear();
        await bootWith(DEFAULT, { 'data-site': site.toLowerCase(), 'data-env': env });
        const stage = env === 'production' ? 'production' : 'staging';
        expect(service.configCalls().map(String)).toEqual([
          `${PAGE_ORIGIN}${EXPERIMENT_PATHS.config}?experimentId=${EXPERIMENT_IDS[stage][site]}&site=${site.toLowerCase()}`,
        ]);
        expect(service.timeCalls().map(String)).toEqual([`${PAGE_ORIGIN}${EXPERIMENT_PATHS.time}`]);
      }
    }
  });

  it('pop: the links open the popup (Login, Registry) and keep their href, text and classes', async () => {
    const bundle = await bootWith(POP);
    const login = $('#login');
    const signup = $('#signup');
    expect(login.getAttribute('aria-haspopup')).toBe('dialog');
    expect(signup.getAttribute('aria-haspopup')).toBe('dialog');
    expect($('#cart').hasAttribute('aria-haspopup')).toBe(false);
    // Nothing else changed: removing the one added attribute gives the page back byte for byte.
    login.removeAttribute('aria-haspopup');
    signup.removeAttribute('aria-haspopup');
    expect(untouched()).toBe(true);

    expect(click(login)).toBe(true);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
    expect(bundle.openPopup.mock.calls[0]![0]).toMatchObject({ site: 'SG', environment: 'production', screen: 'Login' });
    bundle.handles[0]!.close();

    // A click on the link's child element counts as a click on the link.
    expect(click($('#signup b'))).toBe(true);
    await settle();
    expect(bundle.openPopup).toHaveBeenCalledTimes(2);
    expect(bundle.openPopup.mock.calls[1]![0]).toMatchObject({ screen: 'Registry' });
    // Other links navigate as before.
    expect(click($('#cart'))).toBe(false);
  });

  it('pop with custom selectors', async () => {
    document.body.innerHTML = '<nav><a class="x-login" href="/l">In</a><a class="x-join" href="/j">Join</a></nav>';
    original = document.body.innerHTML;
    const bundle = await bootWith(POP, { 'data-login-selector': '.x-login', 'data-signup-selector': '.x-join' });
    expect(click($('.x-join'))).toBe(true);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(bundle.openPopup.mock.calls[0]![0]).toMatchObject({ screen: 'Registry' });
  });

  it('marks the links once the header is parsed when the loader runs early', async () => {
    document.body.innerHTML = '';
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await bootWith(POP);
    document.body.innerHTML = HEADER;
    original = document.body.innerHTML;
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect($('#login').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('default: the links stay exactly as they were and nothing is loaded', async () => {
    const bundle = await bootWith(DEFAULT);
    expect(untouched()).toBe(true);
    expect(click($('#login'))).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    idle.forEach((callback) => callback());
    expect(added()).toHaveLength(0);
    expect(bundle.load).not.toHaveBeenCalled();
  });

  it('a site without an experiment asks nothing and leaves the links alone', async () => {
    for (const site of ['PK', 'BD', 'LK', 'MM', 'NP', 'XX']) {
      delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
      await bootWith(POP, { 'data-site': site });
      expect(service.calls).toHaveLength(0);
      expect(untouched()).toBe(true);
    }
  });

  it('times the config request out after 3 s: links untouched even if the answer is pop', async () => {
    await bootWith('hang');
    const [config] = service.calls.filter((c) => c.url.pathname === EXPERIMENT_PATHS.config);
    await vi.advanceTimersByTimeAsync(EXPERIMENT_REQUEST_TIMEOUT_MS - 1);
    expect(config!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(config!.signal.aborted).toBe(true);
    await settle();
    expect(untouched()).toBe(true);
  });

  it('takes a config answer that comes just within 3 s', async () => {
    await bootWith({ body: POP_CONFIG, delayMs: EXPERIMENT_REQUEST_TIMEOUT_MS - 1 });
    expect(untouched()).toBe(true);
    await vi.advanceTimersByTimeAsync(EXPERIMENT_REQUEST_TIMEOUT_MS - 1);
    await settle();
    expect($('#login').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('times the server-time request out after 5 s: links untouched', async () => {
    await bootWith(POP, {}, 'hang');
    const [time] = service.calls.filter((c) => c.url.pathname === EXPERIMENT_PATHS.time);
    await vi.advanceTimersByTimeAsync(EXPERIMENT_TIME_SERVICE_TIMEOUT_MS - 1);
    expect(time!.signal.aborted).toBe(false);
    expect(untouched()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(time!.signal.aborted).toBe(true);
    await settle();
    expect(untouched()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(untouched()).toBe(true);
  });

  it('waits up to 5 s for the server time (a pop then swaps)', async () => {
    await bootWith(POP, {}, { body: { serverTime: 1 }, delayMs: EXPERIMENT_TIME_SERVICE_TIMEOUT_MS - 1 });
    await vi.advanceTimersByTimeAsync(EXPERIMENT_TIME_SERVICE_TIMEOUT_MS - 2);
    expect(untouched()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect($('#login').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('leaves the links alone on HTTP 500 from either service', async () => {
    await bootWith({ status: 500, body: POP_CONFIG });
    expect(untouched()).toBe(true);
    delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
    sessionStorage.clear();
    await bootWith(POP, {}, { status: 500, body: { serverTime: 1 } });
    expect(untouched()).toBe(true);
  });

  it('leaves the links alone on malformed JSON, a malformed config or a malformed server time', async () => {
    const cases: Array<[Reply, Reply?]> = [
      [{ raw: '{"releaseId": 1101, "mappings": [{"type": "pop"}' }],
      [{ raw: '<html>oops</html>' }],
      [{ body: { releaseId: 1101, mappings: [{ type: 'POP' }] } }],
      [{ body: { releaseId: '1101', mappings: [{ type: 'pop' }] } }],
      [{ body: { releaseId: 1101 } }],
      [{ body: null }],
      [{ body: [POP_CONFIG] }],
      [POP, { raw: 'serverTime=1' }],
      [POP, { body: { serverTime: '1700000000000' } }],
      [POP, { body: {} }],
    ];
    for (const [config, time] of cases) {
      delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
      sessionStorage.clear();
      await bootWith(config, {}, time);
      expect(untouched(), JSON.stringify([config, time])).toBe(true);
    }
  });

  it('leaves the links alone when fetch itself fails (offline, blocked)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const unused = stubBundle();
    boot(loaderTag(), unused.load, unused.navigate);
    await settle();
    expect(untouched()).toBe(true);
  });

  it('re-checks a zero config once, after 3 s (the server time comes from the cache)', async () => {
    await bootWith([ZERO, POP]);
    expect(service.configCalls()).toHaveLength(1);
    expect(untouched()).toBe(true);
    await vi.advanceTimersByTimeAsync(EXPERIMENT_ZERO_CONFIG_RECHECK_MS - 1);
    expect(service.configCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(service.configCalls()).toHaveLength(2);
    expect(service.timeCalls()).toHaveLength(1);
    expect($('#login').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('re-checks a zero config only once', async () => {
    await bootWith(ZERO);
    await vi.advanceTimersByTimeAsync(EXPERIMENT_ZERO_CONFIG_RECHECK_MS);
    await settle();
    await vi.advanceTimersByTimeAsync(10 * EXPERIMENT_ZERO_CONFIG_RECHECK_MS);
    await settle();
    expect(service.configCalls()).toHaveLength(2);
    expect(untouched()).toBe(true);
  });

  it('keeps the server time 60 s (across page loads of the tab), then asks again', async () => {
    await bootWith(POP, {}, { body: { serverTime: Date.now() + 5_000 } });
    expect(service.timeCalls()).toHaveLength(1);
    // Stored: when the clock was fetched (local ms), as a number's text; the clock's value is not needed.
    expect(sessionStorage.getItem(SERVER_TIME_KEY)).toBe(String(Date.now()));

    // The next page of the same tab, 59.999 s later: the clock is reused.
    await vi.advanceTimersByTimeAsync(EXPERIMENT_SERVER_TIME_CACHE_MS - 1);
    delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
    await bootWith(POP);
    expect(service.timeCalls()).toHaveLength(0);
    expect(service.configCalls()).toHaveLength(1);

    // 60 s after it was fetched: asked again.
    await vi.advanceTimersByTimeAsync(1);
    delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
    await bootWith(POP);
    expect(service.timeCalls()).toHaveLength(1);
  });

  it('asks the time again when the stored clock is unreadable or from the future', async () => {
    for (const stored of ['{not json', '', 'NaN', 'Infinity', String(Date.now() + 10_000)]) {
      delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
      sessionStorage.setItem(SERVER_TIME_KEY, stored);
      await bootWith(POP);
      expect(service.timeCalls(), stored).toHaveLength(1);
      expect($('#login').getAttribute('aria-haspopup'), stored).toBe('dialog');
      expect(sessionStorage.getItem(SERVER_TIME_KEY), stored).toBe(String(Date.now()));
    }
  });

  it('reads the value of an earlier loader (the JSON { at, offset }) as unknown: asks once, then stores the new shape', async () => {
    sessionStorage.setItem(SERVER_TIME_KEY, JSON.stringify({ at: Date.now() - 1_000, offset: 5_000 }));
    await bootWith(POP);
    expect(service.timeCalls()).toHaveLength(1);
    expect($('#login').getAttribute('aria-haspopup')).toBe('dialog');
    expect(sessionStorage.getItem(SERVER_TIME_KEY)).toBe(String(Date.now()));
    // The next page of the tab reads the new shape and reuses the clock.
    delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
    await bootWith(POP);
    expect(service.timeCalls()).toHaveLength(0);
  });

  it('keeps the clock in memory when sessionStorage is not available (a blocked storage throws on access)', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => sessionStorage).toThrow('insecure');
    await bootWith([ZERO, POP]);
    expect(service.timeCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(EXPERIMENT_ZERO_CONFIG_RECHECK_MS);
    await settle();
    expect(service.configCalls()).toHaveLength(2);
    expect(service.timeCalls()).toHaveLength(1);
    expect($('#login').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('an invalid selector leaves the links alone without an error', async () => {
    await bootWith(POP, { 'data-login-selector': 'a[' });
    expect(untouched()).toBe(true);
    expect(listeners.mock.calls.filter(([type]) => type === 'click')).toHaveLength(0);
  });
});

describe('clicks', () => {
  it('intercepts only plain left clicks: modifier keys and other buttons keep the browser’s behaviour', async () => {
    const bundle = await bootWith(POP);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { button: 2 }]) {
      expect(click($('#login'), init), JSON.stringify(init)).toBe(false);
    }
    expect(bundle.load).not.toHaveBeenCalled();
    expect(click($('#login'))).toBe(true);
  });

  it('a click before the stylesheet and the bundle arrive opens the popup exactly once, when they have', async () => {
    let arrive!: () => void;
    const bundle = await bootWith(POP);
    bundle.load.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({ open: loaderOpener(bundle.openPopup, bundle.createWindowSocialProvider) }))));
    expect(idle).toHaveLength(0); // no idle prefetch unless the tag asks for one; the click loads at once
    expect(click($('#login'))).toBe(true);
    expect(click($('#login'))).toBe(true);
    expect(click($('#signup'))).toBe(true);
    expect(bundle.load).toHaveBeenCalledTimes(1);
    expect(added()).toHaveLength(3);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(bundle.openPopup).not.toHaveBeenCalled();
    arrive();
    await settle();
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
    expect(bundle.openPopup.mock.calls[0]![0]).toMatchObject({ screen: 'Login' });
    // Intent after the click adds nothing more.
    $('#login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(added()).toHaveLength(3);
    // While the popup is open another click does not open a second one.
    expect(click($('#signup'))).toBe(true);
    await settle();
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
  });

  it('when the stylesheet or the bundle cannot be loaded, the clicked link goes where it points', async () => {
    const bundle = await bootWith(POP);
    expect(click($('#login'))).toBe(true);
    stylesheetLink()!.dispatchEvent(new Event('error'));
    await settle();
    expect(bundle.openPopup).not.toHaveBeenCalled();
    expect(bundle.navigate).toHaveBeenCalledWith('https://member.shop.sg/user/login?redirect=x');

    delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
    for (const [type, listener, options] of listeners.mock.calls) document.removeEventListener(type, listener, options);
    document.head.innerHTML = '';
    const second = await bootWith(POP);
    second.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(click($('#signup'))).toBe(true);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(second.navigate).toHaveBeenCalledWith('https://member.shop.sg/user/register');
  });

  it('does not dispatch member-popup:close itself (the popup does) and stops the page reload by passing onClose', async () => {
    const closes = vi.fn();
    window.addEventListener(POPUP_CLOSE_EVENT, closes);
    const bundle = await bootWith(POP);
    click($('#login'));
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(typeof bundle.openPopup.mock.calls[0]![0].onClose).toBe('function');
    bundle.handles[0]!.close();
    expect(closes).not.toHaveBeenCalled();
    window.removeEventListener(POPUP_CLOSE_EVENT, closes);
  });
});

describe('social sign-in provider', () => {
  it('uses the real SDKs by default and the consent page of data-social-authorize when given', async () => {
    const plain = await bootWith(POP);
    click($('#login'));
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(plain.openPopup.mock.calls[0]![0].social).toBeUndefined();
    plain.handles[0]!.close();
  });

  it('passes a popup-window provider for data-social-authorize', async () => {
    const bundle = await bootWith(POP, { 'data-social-authorize': '/oauth/authorize' });
    click($('#login'));
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(bundle.createWindowSocialProvider).toHaveBeenCalledWith({ authorizeUrl: '/oauth/authorize' });
    expect(bundle.openPopup.mock.calls[0]![0].social).toBeDefined();
  });
});

describe('lazy loading', () => {
  it('fetches nothing before intent: a page view where nobody points at the links loads the loader only', async () => {
    await bootWith(POP);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS * 2);
    expect(added()).toHaveLength(0);
    $('#cart').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(added()).toHaveLength(0);
  });

  it.each(['pointerover', 'focusin'])('prefetches the versioned stylesheet, the bundle and its UI on %s of a swapped link', async (type) => {
    await bootWith(POP, { 'data-css-version': '0.0.3' });
    $('#signup b').dispatchEvent(new Event(type, { bubbles: true }));
    $('#login').dispatchEvent(new Event(type, { bubbles: true }));
    expect(added().map((link) => [link.rel, link.href])).toEqual([
      ['stylesheet', `${CDN}${stylesheetPath('0.0.3')}`],
      ['modulepreload', `${CDN}${LITE_BUNDLE_PATH}`],
      ['modulepreload', `${CDN}${LITE_UI_PATH}`],
    ]);
    expect(stylesheetPath(STYLESHEET_VERSION)).toBe('/styles/member-popup-0.0.2.css');
  });

  it('intent imports (runs) the entry before the click, once; the idle prefetch only fetches it', async () => {
    const bundle = await bootWith(POP, { 'data-prefetch': 'idle' });
    idle[0]!();
    expect(added().map((link) => link.rel)).toEqual(['stylesheet', 'modulepreload', 'modulepreload']);
    expect(bundle.load).not.toHaveBeenCalled();
    $('#login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    $('#signup').dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(bundle.load).toHaveBeenCalledTimes(1);
    expect(bundle.load).toHaveBeenCalledWith(`${CDN}${LITE_BUNDLE_PATH}`);
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    expect(bundle.openPopup).not.toHaveBeenCalled();
    expect(click($('#login'))).toBe(true);
    await settle();
    expect(bundle.load).toHaveBeenCalledTimes(1);
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
  });

  it('an entry that failed to load on intent is imported again by the click', async () => {
    const bundle = await bootWith(POP);
    bundle.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    $('#login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    // The click finds the failed attempt: the link goes where it points, and the next open tries again.
    expect(click($('#login'))).toBe(true);
    await settle();
    expect(bundle.navigate).toHaveBeenCalledTimes(1);
    queue().push(['open']);
    await settle();
    expect(bundle.load).toHaveBeenCalledTimes(2);
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
  });

  it('no intent before the swap: a default variation never prefetches', async () => {
    await bootWith(DEFAULT);
    $('#login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(added()).toHaveLength(0);
  });

  it('data-prefetch="idle" prefetches when the page is idle, only after the swap', async () => {
    await bootWith(POP, { 'data-prefetch': 'idle' });
    expect(added()).toHaveLength(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(added().map((link) => link.rel)).toEqual(['stylesheet', 'modulepreload', 'modulepreload']);
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('data-prefetch="idle" waits for intent on %s', async (_name, connection) => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection }));
    expect(idleAllowed()).toBe(false);
    await bootWith(POP, { 'data-prefetch': 'idle' });
    expect(idle).toHaveLength(0);
    $('#login').dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(added()).toHaveLength(3);
  });

  it('idle is allowed on 3g and 4g and without the Network Information API', () => {
    for (const connection of [undefined, { effectiveType: '4g' }, { effectiveType: '3g', saveData: false }]) {
      vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection }));
      expect(idleAllowed(), JSON.stringify(connection)).toBe(true);
    }
  });

  it('falls back to a timeout where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await bootWith(POP, { 'data-prefetch': 'idle' });
    expect(added()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
    expect(added()).toHaveLength(3);
  });

  it.each([
    ['react', BUNDLE_PATH, UI_PATH],
    ['lite', LITE_BUNDLE_PATH, LITE_UI_PATH],
    ['anything else', LITE_BUNDLE_PATH, LITE_UI_PATH],
  ])('data-runtime="%s" loads the entry of that runtime (lite unless React is asked for)', async (runtime, entry, ui) => {
    const bundle = await bootWith(POP, { 'data-runtime': runtime });
    click($('#login'));
    expect(added().map((link) => [link.rel, link.href]).slice(1)).toEqual([
      ['modulepreload', `${CDN}${entry}`],
      ['modulepreload', `${CDN}${ui}`],
    ]);
    expect(bundle.load).toHaveBeenCalledWith(`${CDN}${entry}`);
    expect(LITE_BUNDLE_PATH).not.toBe(BUNDLE_PATH);
  });

  it('preloads the site’s default catalog with the entry (the same chunk for lite), not when the page names a language', async () => {
    for (const [attributes, catalog] of [
      [{ 'data-site': 'TH' }, 'th-AbCd1234'],
      [{ 'data-site': 'TH', 'data-runtime': 'react' }, 'th-AbCd1234'],
      [{ 'data-site': 'TH', 'data-language': 'en' }, null],
      [{ 'data-site': 'SG' }, null],
    ] as const) {
      delete (window as unknown as Record<string, unknown>)[QUEUE_NAME];
      for (const [type, listener, options] of listeners.mock.calls) document.removeEventListener(type, listener, options);
      document.head.innerHTML = '';
      await bootWith(POP, attributes);
      $('#login').dispatchEvent(new Event('focusin', { bubbles: true }));
      const preloads = added().filter((link) => link.rel === 'modulepreload').map((link) => link.href);
      expect(preloads.slice(2), JSON.stringify(attributes)).toEqual(catalog ? [`${CDN}/browser/chunks/${catalog}.js`] : []);
    }
  });

  it('puts the CSP nonce on every tag it adds, and never a style attribute anywhere', async () => {
    const tags: Element[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach((node) => node instanceof Element && tags.push(node))),
    );
    observer.observe(document, { childList: true, subtree: true });
    const script = loaderTag({ 'data-nonce': 'r4nd0m' });
    await settle();
    tags.length = 0;
    stubService(POP);
    const bundle = stubBundle();
    boot(script, bundle.load, bundle.navigate);
    await settle();
    $('#login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    click($('#login'));
    stylesheetLink()!.dispatchEvent(new Event('load'));
    await settle();
    await Promise.resolve();
    observer.disconnect();
    expect(bundle.openPopup).toHaveBeenCalledTimes(1);
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) expect(tag.getAttribute('nonce'), tag.outerHTML).toBe('r4nd0m');
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('adds no nonce attribute when there is none', async () => {
    await bootWith(POP);
    $('#login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    for (const link of added()) expect(link.hasAttribute('nonce')).toBe(false);
  });
});
