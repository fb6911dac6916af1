/**
 * End-to-end harness (test/e2e/*.e2e.ts, vitest.e2e.config.ts): the real reference server and Debian's Chromium.
 *
 * `useE2E(options)` registers the hooks of one test file:
 * - beforeAll: the real server (`createServer` with every demo route module, a fresh temporary DATA_DIR, dev mode on,
 *   port 0 on 127.0.0.1) and one Chromium (flags of ../shared/TOOLCHAIN.md, `CHROMIUM_PATH` or /usr/bin/chromium);
 * - beforeEach: a fresh browser context and page. Every request of the context (every page and popup window in it)
 *   is logged with its URL and body; console CSP reports and page errors are collected;
 * - afterEach: no logged URL or body may carry one of the clear passwords the suite types (PASSWORDS), and no page
 *   may have hit the Content-Security-Policy; then the context closes;
 * - afterAll: Chromium and the server close, the data folder goes.
 *
 * Helpers: `open` (a demo page, with the experiment variation forced by the `mp_exp_force` cookie), `readCode` (the
 * newest unread code sent to a phone or e-mail, from /__dev/outbox), `forceExperiment`, `setBotCheck`, `capture`
 * (screenshots at 360×740 and 1280×800 into screenshots/, then axe), `axe` (no violation on the popup root), and
 * small waiting helpers (playwright-core has no auto-waiting `expect`).
 *
 * Without Chromium the files are skipped locally (one line says so); with `CI` set a missing Chromium fails them.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rememberDevice } from '../../examples/server/activity.js';
import { createServer, type MemberServer, type RouteModule, type ServerOptions } from '../../examples/server/app.js';
import { DEVICE_COOKIE, hashDevice } from '../../examples/server/devices.js';
import { randomToken } from '../../examples/server/tokens.js';
import type { Logger } from '../../examples/server/context.js';
import { demoModules } from '../../examples/server/modules.js';
import type { OutboxEntry } from '../../examples/server/outbox.js';
import { PASSKEY_OFFER_STORAGE_KEY } from '../../src/api/passkey-services.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
export const CHROMIUM_AVAILABLE = existsSync(CHROMIUM_PATH);
/** Skipped only on a developer machine without Chromium; in CI a missing Chromium fails every file. */
const SKIP = !CHROMIUM_AVAILABLE && !process.env.CI;
if (SKIP) console.log(`SKIPPED end-to-end tests: Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`);

/** `describe`, or `describe.skip` when Chromium is missing on a developer machine. */
export const describeE2E: typeof describe = SKIP ? (describe.skip as typeof describe) : describe;

/**
 * Every password the suite types. They must never appear on the wire in clear: not in a URL, not in a body, not
 * percent-encoded. (The seed password is the one docs/server.md gives; the others are distinctive to this suite.)
 */
export const PASSWORDS = Object.freeze({
  seed: 'Passw0rd!',
  wrong: 'Wr0ng!Guess#917',
  reset: 'Fresh~Start42!',
  profile: 'Kite&Lantern77',
  emailProfile: 'Otter^River58',
});

export const SEED = Object.freeze({
  password: PASSWORDS.seed,
  sg: { email: 'buyer.sg@example.com', phone: '91234567', e164: '+6591234567', name: 'Tan Wei Ling' },
  my: { email: 'buyer.my@example.com', phone: '123456789', e164: '+60123456789', name: 'Nur Aisyah' },
  ph: { email: 'buyer.ph@example.com', phone: '9171234567', e164: '+639171234567', name: 'Maria Santos' },
  pendingDeletion: { email: 'deleting.sg@example.com', name: 'Lim Pending' },
  stepUp: { email: 'stepup.sg@example.com', e164: '+6591230003', name: 'Ong Stepup' },
  risky: { phone: '91230004', e164: '+6591230004', name: 'Koh Risky' },
});

/** axe's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2's AA adds target size, 2.5.8). */
export const WCAG22AA_TAGS = Object.freeze(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);

export const SIZES = Object.freeze([
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]);

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCREENSHOT_DIR = join(ROOT, 'screenshots');
const require = createRequire(import.meta.url);
/** axe-core, served to the pages by the test server (see `axeModule`). */
const AXE_PATH = '/__e2e/axe.min.js';
/** How the init script of every context reports a `securitypolicyviolation` on the console. */
const CSP_REPORT = 'CSP violation:';

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly body: string | null;
}

export type Variation = 'pop' | 'default';

export interface OpenOptions {
  /** The experiment variation forced for this context (default 'pop'); null leaves the assignment to the server. */
  readonly experiment?: Variation | null;
  /** Wait until the loader has swapped the header links (default: when the variation is 'pop'). */
  readonly waitForSwap?: boolean;
}

export interface E2E {
  readonly url: string;
  readonly server: MemberServer;
  readonly browser: Browser;
  /** The current test's context and first page (fresh for every test). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every request of the current test's contexts. */
  readonly requests: readonly RecordedRequest[];
  /** Another context (a second device, e.g. the QR phone); logged and checked like the first. */
  newContext(): Promise<BrowserContext>;
  /** Opens `path` on the current page (a demo page by default) with the experiment forced. */
  open(path?: string, options?: OpenOptions): Promise<Page>;
  forceExperiment(variation: Variation | null, context?: BrowserContext): Promise<void>;
  /**
   * Makes the context a browser the account of `loginName` (E.164 phone or e-mail) has used before, as a completed
   * sign-in there would (issue 24 part 6): its code login by phone then signs in without the new-device check. For
   * flows whose subject is something else; new-device.e2e.ts runs the check itself from fresh browsers.
   */
  knownDevice(loginName: string, context?: BrowserContext): Promise<void>;
  setBotCheck(enabled: boolean): Promise<void>;
  /** The newest code sent to `to` (E.164 phone or e-mail) that this helper has not returned yet. */
  readCode(to: string, options?: { channel?: string; timeoutMs?: number }): Promise<string>;
  readMessage(to: string, options?: { channel?: string; timeoutMs?: number }): Promise<OutboxEntry>;
  /**
   * Screenshots of the page at both sizes (screenshots/<name>-<width>.png), then axe on the popup root (or on
   * `selector`, e.g. '.mp-page' for a member page). The axe
   * result is recorded for the file's `itFindsNoAxeViolations` test, so a flow still runs to its end.
   */
  capture(page: Page, name: string, selector?: string): Promise<void>;
  /**
   * axe on `selector` (default the popup root): the violations, one text each. Every rule by default; with `tags`
   * only the rules of those tags (e.g. WCAG22AA_TAGS).
   */
  axe(page: Page, selector?: string, tags?: readonly string[]): Promise<string[]>;
  /** What `capture` recorded in this file: screen name → axe violations. */
  readonly axeFindings: ReadonlyMap<string, readonly string[]>;
}

/** Serves axe-core to the pages under test (same origin, so the page's `script-src 'self'` admits it). */
function axeModule(): RouteModule {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return ({ router }) =>
    router.add('GET', AXE_PATH, (rc) => {
      rc.res.statusCode = 200;
      rc.res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      rc.res.setHeader('Cache-Control', 'no-store');
      rc.res.end(source);
    });
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

/** The requests whose URL or body carries one of the clear passwords. */
export function clearPasswordLeaks(requests: readonly RecordedRequest[], passwords: readonly string[] = Object.values(PASSWORDS)): string[] {
  const leaks: string[] = [];
  for (const request of requests) {
    const places = [request.url, safeDecode(request.url), request.body ?? '', safeDecode(request.body ?? '')];
    for (const password of passwords) {
      if (places.some((place) => place.includes(password))) leaks.push(`${request.method} ${request.url} carries "${password}"`);
    }
  }
  return leaks;
}

export function useE2E(options: Partial<ServerOptions> = {}): E2E {
  let server: MemberServer | undefined;
  let browser: Browser | undefined;
  let dataDir = '';
  let url = '';
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const contexts: BrowserContext[] = [];
  let requests: RecordedRequest[] = [];
  let cspReports: string[] = [];
  let pageErrors: string[] = [];
  const seenMessages = new Set<number>();
  const axeFindings = new Map<string, string[]>();

  // The server's log stays out of the test output (kept here for a debugger).
  const logs: string[] = [];
  const log: Logger = { info: (m) => void logs.push(m), error: (m) => void logs.push(`ERROR ${m}`) };

  const watch = (target: BrowserContext) => {
    target.on('request', (request) => {
      requests.push({ url: request.url(), method: request.method(), body: request.postData() });
    });
    const watchPage = (p: Page) => {
      p.on('console', (message) => {
        const text = message.text();
        // The init script's report (below) names the source; axe's own probe style (the test tool's, not the page's) is left out.
        if (text.startsWith(CSP_REPORT) && !text.includes(AXE_PATH)) cspReports.push(`${p.url()}: ${text}`);
      });
      p.on('pageerror', (error) => pageErrors.push(`${p.url()}: ${error.message}`));
    };
    target.pages().forEach(watchPage);
    target.on('page', watchPage);
  };

  const makeContext = async (): Promise<BrowserContext> => {
    if (!browser) throw new Error('the browser did not start');
    const created = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    created.setDefaultTimeout(15_000);
    // Where a CSP refusal came from (file, line, the start of the refused code), next to the browser's own report.
    await created.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} at ${event.sourceFile || '(inline)'}:${event.lineNumber}:${event.columnNumber} sample "${event.sample}"`,
        );
      });
    });
    // The offer to create a passkey after a login (issue 25) counts as answered in this browser, so the flows' walks
    // go on at once; test/e2e/passkeys.e2e.ts sets the cookie mp_e2e_passkey_offer to meet it.
    await created.addInitScript((key) => {
      try {
        if (!document.cookie.includes('mp_e2e_passkey_offer=1')) localStorage.setItem(key, '1');
      } catch {
        // A page without storage (about:blank, data:) has no offer either.
      }
    }, PASSKEY_OFFER_STORAGE_KEY);
    watch(created);
    contexts.push(created);
    return created;
  };

  const e2e: E2E = {
    get url() {
      return url;
    },
    get server() {
      if (!server) throw new Error('the server did not start');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser did not start');
      return browser;
    },
    get context() {
      if (!context) throw new Error('no context outside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    get requests() {
      return requests;
    },
    axeFindings,
    newContext: makeContext,

    async forceExperiment(variation, target = e2e.context) {
      await target.clearCookies({ name: 'mp_exp_force' });
      if (variation) await target.addCookies([{ name: 'mp_exp_force', value: variation, url }]);
    },

    async knownDevice(loginName, target = e2e.context) {
      const users = e2e.server.ctx.users;
      const user = loginName.includes('@') ? users.liveByEmail(loginName) : users.liveByPhone(loginName);
      if (!user) throw new Error(`no account ${loginName}`);
      const cookie = randomToken();
      await target.addCookies([{ name: DEVICE_COOKIE, value: cookie, url, httpOnly: true }]);
      rememberDevice(e2e.server.db, user.id, hashDevice(cookie), e2e.server.ctx.now());
    },

    async open(path = '/demo/sg', openOptions = {}) {
      const variation = openOptions.experiment === undefined ? 'pop' : openOptions.experiment;
      await e2e.forceExperiment(variation);
      await e2e.page.goto(`${url}${path}`);
      if (openOptions.waitForSwap ?? variation === 'pop') {
        await e2e.page.locator('a[data-member-login][aria-haspopup="dialog"]').first().waitFor({ state: 'attached' });
      }
      return e2e.page;
    },

    async setBotCheck(enabled) {
      const response = await fetch(`${url}/__dev/bot-check`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ enabled }),
      });
      expect(response.status).toBe(200);
    },

    async readMessage(to, readOptions = {}) {
      const deadline = Date.now() + (readOptions.timeoutMs ?? 10_000);
      for (;;) {
        const response = await fetch(`${url}/__dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxEntry[] };
        const fresh = messages.find(
          (m) => !seenMessages.has(m.id) && m.code && (!readOptions.channel || m.channel === readOptions.channel),
        );
        if (fresh) {
          seenMessages.add(fresh.id);
          return fresh;
        }
        if (Date.now() > deadline) throw new Error(`no new code sent to ${to}${readOptions.channel ? ` by ${readOptions.channel}` : ''}`);
        await new Promise((done) => setTimeout(done, 150));
      }
    },

    async readCode(to, readOptions) {
      const message = await e2e.readMessage(to, readOptions);
      return message.code!;
    },

    async capture(target, name, selector) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const original = target.viewportSize();
      for (const size of SIZES) {
        await target.setViewportSize(size);
        await nextFrames(target);
        await target.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}.png`), animations: 'disabled' });
      }
      if (original) await target.setViewportSize(original);
      await nextFrames(target);
      axeFindings.set(name, [...(axeFindings.get(name) ?? []), ...(await e2e.axe(target, selector))]);
    },

    async axe(target, selector = '.mp-popup-root', tags) {
      // page.addScriptTag({ path }) inserts an inline <script>, which these pages' CSP (script-src 'self' 'nonce-…')
      // refuses; the same file served by the test server from this origin is admitted by 'self'.
      const loaded = await target.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
      if (!loaded) await target.addScriptTag({ url: `${url}${AXE_PATH}` });
      // A dialog or toast fading in has mid-animation colours (its opacity blends with the page): contrast is judged
      // on what stays on screen, once the finite running animations have finished (they are 200 ms at most; a spinner's
      // endless one is not waited for).
      await target.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const violations = await target.evaluate(async ({ include, only }) => {
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
        const runOnly = only ? { runOnly: { type: 'tag', values: only } } : {};
        const results = await axe.run({ include: [include] }, { resultTypes: ['violations'], ...runOnly });
        return results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`,
        );
      }, { include: selector, only: tags ? [...tags] : null });
      return violations;
    },
  };

  beforeAll(async () => {
    if (SKIP) return;
    if (!CHROMIUM_AVAILABLE) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: CI must install it (apt-get install -y chromium)`);
    dataDir = mkdtempSync(join(tmpdir(), 'member-e2e-'));
    server = await createServer({
      dataDir,
      dev: true,
      scrypt: { N: 1024, r: 8, p: 1 },
      log,
      ...options,
      // Every test client shares 127.0.0.1: the per-address limits are raised; tests of those limits set their own.
      limits: {
        sendPerIp: { max: 1000, windowMs: 60 * 60_000 },
        sliderPerIp: { max: 1000, windowMs: 60 * 60_000 },
        loginPerIp: { max: 1000, windowMs: 60_000 },
        forgotPerIp: { max: 1000, windowMs: 15 * 60_000 },
        ...options.limits,
      },
      // E2E_DIST_DIR: test a dist/ built elsewhere (default the repository's, which `npm test` builds first).
      modules: [...demoModules({ distDir: process.env.E2E_DIST_DIR }), axeModule(), ...(options.modules ?? [])],
    });
    url = await server.listen(0, '127.0.0.1');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    if (SKIP) return;
    requests = [];
    cspReports = [];
    pageErrors = [];
    context = await makeContext();
    page = await context.newPage();
  });

  afterEach(async () => {
    if (SKIP) return;
    const leaks = clearPasswordLeaks(requests);
    const csp = cspReports;
    const errors = pageErrors;
    for (const opened of contexts.splice(0)) await opened.close();
    context = undefined;
    page = undefined;
    if (errors.length) console.warn(`page errors:\n${errors.join('\n')}`);
    expect(leaks, 'a clear password on the wire').toEqual([]);
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
  });

  return e2e;
}

/**
 * The file's accessibility verdict: axe found no violation on any popup screen `capture` saw (every rule on; the
 * popup root only, since the host page is the demo's, not the product's).
 */
export function itFindsNoAxeViolations(e2e: E2E): void {
  it('axe finds no violation on the popup screens captured in this file', () => {
    expect(e2e.axeFindings.size, 'screens captured').toBeGreaterThan(0);
    const found = [...e2e.axeFindings].filter(([, violations]) => violations.length > 0).map(([screen, violations]) => `${screen}:\n${violations.join('\n')}`);
    if (found.length) throw new Error(`axe violations on ${found.length} of ${e2e.axeFindings.size} screens:\n\n${found.join('\n\n')}`);
  });
}

interface AxeResults {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }>;
}

/** Two animation frames: layout and paint after a resize or a state change. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Waiting and popup helpers                                                                                       */

/** The popup dialog (the modal panel of the member popup). */
export function popup(page: Page): Locator {
  return page.locator('.mp-popup[role="dialog"]');
}

/** Waits until the popup shows `screen` (its `data-screen`). */
export async function waitForScreen(page: Page, screen: string, timeout = 15_000): Promise<Locator> {
  const panel = page.locator(`.mp-popup[role="dialog"][data-screen="${screen}"]`);
  await panel.waitFor({ state: 'visible', timeout });
  // A lazy screen not yet prefetched (the idle prefetch waits while the buyer types) shows its placeholder first:
  // the screen is there once it has replaced it, or once its load failed ("Try again", which some tests look for).
  await panel.locator('.mp-screen--loading:not(:has(.mp-screen__retry))').waitFor({ state: 'detached', timeout });
  return panel;
}

/** A member page of the package (`member-popup/pages`): its main panel. */
export function memberPage(page: Page): Locator {
  return page.locator('.mp-page');
}

/**
 * Waits until a member page shows `screen` (its `data-screen`), as the server rendered it or the script drew it: what
 * a buyer sees before the page's script has run (test/e2e/ssr-pages.e2e.ts).
 */
export async function waitForServerScreen(page: Page, screen: string, timeout = 15_000): Promise<Locator> {
  const main = page.locator(`.mp-page main[data-screen="${screen}"]`);
  await main.waitFor({ state: 'visible', timeout });
  return main;
}

/**
 * Waits until a member page showing one of the popup's flows (/user/login, …) shows `screen` (its `data-screen`) and
 * takes input. A page the server rendered (`data-rendered`) shows its first screen before its script runs; until it
 * is hydrated (`data-hydrated`) a submit is held and made afterwards, but a plain button (social sign-in, a mode
 * switch) does nothing yet, so the tests act once it is interactive (ssr-pages.e2e.ts covers the time before).
 */
export async function waitForPageScreen(page: Page, screen: string, timeout = 15_000): Promise<Locator> {
  const main = await waitForServerScreen(page, screen, timeout);
  await page.locator('#member-page[data-rendered]:not([data-hydrated])').waitFor({ state: 'detached', timeout });
  return main;
}

/**
 * Logs in with the seed password on the member login page of `site` (language-free selectors: the name and password
 * inputs, the form's submit) and waits until `arrived` holds for the page's address: by default the `redirect` it
 * was sent to (path and query, without the fragment, which the server never sees), within `timeout`.
 */
export async function logInOnMemberPage(
  e2e: E2E,
  page: Page,
  site: string,
  who: string,
  redirect: string,
  {
    arrived = (url: URL) => `${url.pathname}${url.search}` === redirect.split('#')[0],
    timeout = 20_000,
  }: { readonly arrived?: (url: URL) => boolean; readonly timeout?: number } = {},
): Promise<void> {
  await page.goto(`${e2e.url}/user/login?site=${site}&redirect=${encodeURIComponent(`${e2e.url}${redirect}`)}`);
  const form = await waitForPageScreen(page, 'Login', 30_000);
  await form.locator('input[name="loginName"]').fill(who);
  await form.locator('input[name="password"]').fill(SEED.password);
  await form.locator('form button[type="submit"]').first().click();
  await page.waitForURL(arrived, { timeout });
}

/** Waits until the popup is gone. */
export async function waitForPopupClosed(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('.mp-popup[role="dialog"]').waitFor({ state: 'detached', timeout });
}

/** Waits until `locator`'s text contains `text`. */
export async function waitForText(locator: Locator, text: string | RegExp, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = '';
  for (;;) {
    // Phone numbers are shown inside LTR isolates (U+2066 … U+2069, formatPhone); the texts tests expect are without.
    last = ((await locator.textContent({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => null)) ?? '').replace(/[\u2066-\u2069]/g, '');
    if (typeof text === 'string' ? last.includes(text) : text.test(last)) return;
    if (Date.now() > deadline) throw new Error(`expected text ${String(text)}, found "${last}"`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Waits until `predicate` over the recorded requests holds. */
export async function waitForRequest(e2e: E2E, predicate: (request: RecordedRequest) => boolean, timeout = 15_000): Promise<RecordedRequest> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = e2e.requests.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('the expected request was not sent');
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Requests to a member API path (`/user/api/login`) or a gateway API (`mtop.member.user.getuser`). */
export function callsTo(e2e: E2E, fragment: string): RecordedRequest[] {
  const lower = fragment.toLowerCase();
  return e2e.requests.filter((r) => new URL(r.url).pathname.toLowerCase().includes(lower));
}

/** The JSON body of a member POST, or the `data` field of a gateway call. */
export function payloadOf(request: RecordedRequest): Record<string, unknown> {
  const body = request.body ?? '';
  if (body.startsWith('{')) return JSON.parse(body) as Record<string, unknown>;
  const data = new URLSearchParams(body).get('data') ?? new URL(request.url).searchParams.get('data');
  return data ? (JSON.parse(data) as Record<string, unknown>) : {};
}

/** Types a code into the passcode cells (focus is on the first cell when Verify opens). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole('textbox', { name: /^Digit 1 of/ });
  await first.waitFor({ state: 'visible' });
  await first.focus();
  await page.keyboard.type(code, { delay: 20 });
}

/** The header's account button once the demo header shows the signed-in user. */
export async function waitForHeaderUser(page: Page, name: string, timeout = 15_000): Promise<Locator> {
  const button = page.locator('#demo-account').getByRole('button', { name });
  await button.waitFor({ state: 'visible', timeout });
  return button;
}

/**
 * Holds the answers of the slider's check (`user/api/sliderVerify`) until `release()`: a submit made meanwhile lands
 * while the slider still shows "Checking", as it does for a keyboard user who presses End and then Enter at once (the
 * server's time floor or a slow network keeps the check running).
 */
export async function holdSliderCheck(page: Page): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const held: Array<Promise<void>> = [];
  const pattern = '**/user/api/sliderVerify';
  await page.route(pattern, (route) => {
    const passing = released.then(() => route.continue());
    held.push(passing);
    return passing;
  });
  return {
    async release() {
      release();
      await Promise.all(held);
      await page.unroute(pattern);
    },
  };
}

/** Moves the slider to the end with the keyboard (End), as a person using the keyboard does. */
export async function passSlider(scope: Locator | Page): Promise<void> {
  const slider = scope.getByRole('slider', { name: 'Slide to verify' });
  await slider.waitFor({ state: 'visible' });
  const handle = slider;
  // Wait until the challenge is loaded (the handle is focusable only when ready).
  for (let i = 0; i < 100 && (await handle.getAttribute('aria-disabled')) === 'true'; i += 1) await new Promise((d) => setTimeout(d, 100));
  await handle.focus();
  // A human-looking trace: several steps over some time, then End.
  for (let i = 0; i < 5; i += 1) {
    await handle.press('ArrowRight');
    await new Promise((done) => setTimeout(done, 60));
  }
  await handle.press('End');
}
