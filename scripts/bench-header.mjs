#!/usr/bin/env node
// The surfaces a shopper loads besides the popup (issue 28), on the reference server (127.0.0.1, a random port, a
// temporary database) in Chromium with CPU throttled 4× and DevTools' Slow 4G, cache off (first visits):
// - the demo header's page views: logged out, and signed in (the account menu shown): bytes of product files;
// - /user/login: when its password field exists, and its bytes, next to a plain-HTML form floor served by the same
//   server under the same conditions (the same shell's stylesheets, a <form> with the two fields and no script),
//   and FirebaseUI's sign-in page (FirebaseUI 6.1 + firebase 10 compat, the popup bench's anchor build, its e-mail
//   sign-in: ready when its e-mail field exists, its first field, as its password field comes after a call) served by
//   the same server the way /dist/ is (brotli, the same cache headers).
//   /user/login is server-rendered (issue 28 item 2): "ready" is when its password field exists (typeable: what is
//   typed is kept, a submit is held until hydration), "interactive" when the pages entry has hydrated it
//   (#member-page[data-hydrated]); the floor has no script, so both are its field's time.
// - /user/profile#dashboard signed in: when the dashboard shows orders and addresses (an order and the default
//   addresses' list rendered; the server renders them, issue 28 item 3), "interactive" when the account entry has
//   hydrated it (#account-page[data-hydrated]), next to a server-rendered floor: a static page the bench makes from the dashboard's own
//   rendered HTML (same stylesheets, padded to the profile page's HTML size), served by the same server, same network.
// - warm repeat visits of /user/login and /user/profile (cache on, unthrottled): the second load's requests that
//   revalidated (304) or were fetched again, named, the page's own HTML apart.
// - keystrokes (issue 28 item 4): a login name and a password typed key by key at CPU 6× (BENCH_KEYS_CPU) into the
//   popup's Login on /demo/sg (React and lite runtimes), the hydrated /user/login, and FirebaseUI 6.1's e-mail field
//   (its password field needs a server round trip: all the keys go into the e-mail field), and the plain-HTML form
//   (no script: the browser's own cost of a key, below which nothing goes), read with the Event Timing
//   API (PerformanceObserver type 'event', durationThreshold 16: entries under 16 ms are not reported) and, free of
//   that threshold, Chromium's own ScriptDuration and TaskDuration (CDP Performance.getMetrics) over the typing.
// Every cell runs BENCH_RUNS times (default 5), interleaved; medians, and the ratio to the floor in the same run.
// BENCH_ONLY=keys runs the keystroke rows alone; BENCH_ONLY=login runs the /user/login row and its floor alone; BENCH_ONLY=dashboard the dashboard and its floor;
// BENCH_ONLY=warm the repeat visits alone; BENCH_ONLY=header the header's two page views. Figures are printed, never asserted.
// BENCH_ONLY=keys BENCH_TRACE=1 traces each keystroke cell's typing once (a trace perturbs what it measures: compare
// traced runs with each other, never with the table): where a key's milliseconds go, by trace event (script, style,
// layout, paint…) and by original function (scripts/bench-trace.mjs); BENCH_TRACE_OUT=<prefix> keeps each raw trace
// (<prefix>-<kind>.json, for Chrome's Performance panel).
// After `npm run build` (or at least the browser, loader and styles outputs). Not part of `npm test`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { buildAnchors } from './bench-anchors.mjs';
import { TRACE_CATEGORIES, summariseTrace } from './bench-trace.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU = Number(process.env.BENCH_CPU ?? 4);
// DevTools' Slow 4G preset, as scripts/bench-browser.mjs throttles it.
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (750 * 1000) / 8 * 0.9 };
const FLOOR_PATH = '/__bench/login-floor';
const DASHBOARD_FLOOR_PATH = '/__bench/dashboard-floor';
const FIREBASEUI_PATH = '/__bench/firebaseui-signin';
const ANCHORS_PREFIX = '/__bench/anchors/';
const ONLY = process.env.BENCH_ONLY;
/** The dashboard floor's page, made once from a rendered dashboard (see dashboardFloor below). */
let dashboardFloorHtml = '';

const { createServer } = await tsImport('../examples/server/app.ts', import.meta.url);
const { demoModules } = await tsImport('../examples/server/modules.ts', import.meta.url);
const { SEED_PASSWORD, SITE_BUYERS } = await tsImport('../examples/server/seed.ts', import.meta.url);
const { POPUP_STYLESHEET_PATH, PAGES_STYLESHEET_PATH } = await tsImport('../examples/server/pages-shell.ts', import.meta.url);
const { PASSKEY_OFFER_STORAGE_KEY } = await tsImport('../src/api/passkey-services.ts', import.meta.url);
const { distModule } = await tsImport('../examples/server/demo-site.ts', import.meta.url);

/** The floor: the login form as plain HTML (no script), with the pages' stylesheets, served like the shell. */
const floorModule = () => ({ router }) =>
  router.add('GET', FLOOR_PATH, (rc) => {
    rc.res.statusCode = 200;
    rc.res.setHeader('Content-Type', 'text/html; charset=utf-8');
    rc.res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in</title><link rel="stylesheet" href="${POPUP_STYLESHEET_PATH}"><link rel="stylesheet" href="${PAGES_STYLESHEET_PATH}"></head>
<body><main><h1>Log in</h1><form method="post" action="/user/api/login"><label>Phone number or email <input name="loginName" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label><button type="submit">Log in</button></form></main></body></html>`);
  });

/**
 * FirebaseUI's sign-in page: its stylesheet and script from the anchors' build (served like /dist/, under
 * ANCHORS_PREFIX), started at once on e-mail sign-in, the way a site serves its FirebaseUI login page. The start
 * script is a file too (no inline script, as on the product's pages).
 */
const firebaseUiModule = (anchorDir) => [
  distModule({ dir: anchorDir, prefix: ANCHORS_PREFIX }),
  ({ router }) => {
    router.add('GET', FIREBASEUI_PATH, (rc) => {
      rc.res.statusCode = 200;
      rc.res.setHeader('Content-Type', 'text/html; charset=utf-8');
      rc.res.setHeader('Cache-Control', 'no-store');
      rc.res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in</title><link rel="stylesheet" href="${ANCHORS_PREFIX}firebaseui.css"></head>
<body><main><h1>Log in</h1><div id="auth"></div></main><script src="${ANCHORS_PREFIX}firebaseui.js"></script><script src="${FIREBASEUI_PATH}.js"></script></body></html>`);
    });
    router.add('GET', `${FIREBASEUI_PATH}.js`, (rc) => {
      rc.res.statusCode = 200;
      rc.res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      rc.res.setHeader('Cache-Control', 'no-store');
      rc.res.end("FirebaseAnchor.start(document.getElementById('auth'), { emailOnly: true });\n");
    });
  },
];

/** The dashboard's floor: a static page (the dashboard as the product renders it), served like a page. */
const dashboardFloorModule = () => ({ router }) =>
  router.add('GET', DASHBOARD_FLOOR_PATH, (rc) => {
    rc.res.statusCode = 200;
    rc.res.setHeader('Content-Type', 'text/html; charset=utf-8');
    rc.res.setHeader('Cache-Control', 'no-store');
    rc.res.end(dashboardFloorHtml);
  });

const dataDir = mkdtempSync(join(tmpdir(), 'member-bench-'));
const server = await createServer({
  dataDir,
  dev: true,
  scrypt: { N: 1024, r: 8, p: 1 },
  log: { info: () => {}, error: () => {} },
  limits: { loginPerIp: { max: 10_000, windowMs: 60_000 } },
  // FirebaseUI's page only for the rows that load it (the anchors' first build installs it from npm).
  modules: [...demoModules(), floorModule(), dashboardFloorModule(), ...(!ONLY || ONLY === 'login' || ONLY === 'keys' ? firebaseUiModule(buildAnchors()) : [])],
});
const origin = await server.listen(0, '127.0.0.1');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const dashboardShown = () => document.querySelector('.mp-account-order') && document.querySelector('.mp-default-addresses__list');

/** A signed-in browser state: the SG buyer logs in once through the demo header's popup. */
let signedInState;
async function signIn() {
  if (signedInState) return signedInState;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'mp_exp_force', value: 'pop', url: origin }]);
  // This browser answered the passkey offer already (it shows once per device, after a login): the header follows at once.
  await context.addInitScript((key) => localStorage.setItem(key, '1'), PASSKEY_OFFER_STORAGE_KEY);
  const page = await context.newPage();
  await page.goto(`${origin}/demo/sg`);
  await page.getByRole('link', { name: 'Log in' }).click();
  const dialog = page.locator('[role="dialog"]');
  await dialog.getByLabel('Phone number or email').fill(SITE_BUYERS.SG.email);
  await dialog.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.locator('#demo-account[data-state="user"]').waitFor({ timeout: 30_000 });
  signedInState = await context.storageState();
  await context.close();
  return signedInState;
}

/**
 * The dashboard floor: the dashboard as rendered (unthrottled, once), with the shell's stylesheets, padded with a
 * comment to the size of /user/profile's own HTML, so both pages carry the same content over the same network.
 */
async function makeDashboardFloor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: await signIn() });
  const page = await context.newPage();
  const response = await page.goto(`${origin}/user/profile#dashboard`);
  const size = (await response.body()).length;
  await page.waitForFunction(dashboardShown, undefined, { timeout: 60_000 });
  const main = await page.evaluate(() => document.getElementById('account-page').outerHTML);
  await context.close();
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>My account</title><link rel="stylesheet" href="${POPUP_STYLESHEET_PATH}"><link rel="stylesheet" href="${PAGES_STYLESHEET_PATH}"></head><body><main>`;
  const tail = '</main></body></html>';
  const pad = Math.max(0, size - Buffer.byteLength(head + main + tail) - 7);
  dashboardFloorHtml = `${head}${main}<!--${'x'.repeat(pad)}-->${tail}`;
}

/** One page view in a fresh context: product bytes (files under /dist/), all bytes, and the password field's time. */
async function view(path, { signedIn = false, throttled = false, dashboard = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(signedIn ? { storageState: await signIn() } : {}) });
  await context.addCookies([{ name: 'mp_exp_force', value: 'pop', url: origin }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen = () => {
      if (!window.__shown && document.querySelector('.mp-account-order') && document.querySelector('.mp-default-addresses__list')) window.__shown = performance.now();
      if (!window.__ready && document.querySelector('input[name="password"], .firebaseui-id-email')) window.__ready = performance.now();
      if (!window.__hydrated && document.querySelector('#member-page[data-hydrated], #account-page[data-hydrated]')) window.__hydrated = performance.now();
    };
    seen();
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  }
  const urls = new Map();
  let product = 0;
  let all = 0;
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    const path = new URL(urls.get(event.requestId) ?? 'about:blank').pathname;
    all += event.encodedDataLength;
    // The product's files, or the anchor's (FirebaseUI's row).
    if ((path.startsWith('/dist/') || path.startsWith(ANCHORS_PREFIX)) && /\.(?:js|css)$/.test(path)) product += event.encodedDataLength;
  });
  await page.goto(`${origin}${path}`);
  if (path.startsWith('/demo/') && signedIn) await page.locator('#demo-account[data-state="user"]').waitFor({ timeout: 30_000 });
  if (dashboard) {
    await page.waitForFunction(() => window.__shown, undefined, { timeout: 90_000 });
    // The server-rendered dashboard is interactive once the account entry has hydrated it.
    if (path.startsWith('/user/')) await page.waitForFunction(() => window.__hydrated, undefined, { timeout: 90_000 });
  } else {
    if (!path.startsWith('/demo/')) await page.waitForFunction(() => window.__ready, undefined, { timeout: 60_000 });
    if (path.startsWith('/user/')) await page.waitForFunction(() => window.__hydrated, undefined, { timeout: 60_000 });
  }
  await page.waitForLoadState('networkidle');
  const { ready, interactive } = await page.evaluate((shown) =>
    shown ? { ready: window.__shown ?? NaN, interactive: window.__hydrated ?? window.__shown ?? NaN } : { ready: window.__ready ?? NaN, interactive: window.__hydrated ?? window.__ready ?? NaN }, dashboard);
  await context.close();
  return { product, all, ready, interactive };
}

const LOGIN = { label: '/user/login (Slow 4G, CPU 4×)', path: '/user/login?site=sg', throttled: true };
const FLOOR = { label: 'plain-HTML login form floor (same)', path: FLOOR_PATH, throttled: true };
const FIREBASEUI = { label: "FirebaseUI's sign-in page (same; its e-mail field)", path: FIREBASEUI_PATH, throttled: true };
const DASHBOARD = { label: '/user/profile#dashboard signed in (Slow 4G, CPU 4×)', path: '/user/profile#dashboard', signedIn: true, throttled: true, dashboard: true };
const DASHBOARD_FLOOR = { label: 'server-rendered dashboard floor (same)', path: DASHBOARD_FLOOR_PATH, throttled: true, dashboard: true };
const HEADER = [
  { label: 'header page view, logged out (/demo/sg)', path: '/demo/sg' },
  { label: 'header page view, signed in (menu shown)', path: '/demo/sg', signedIn: true },
];
const cells =
  ONLY === 'warm' || ONLY === 'keys' ? [] : ONLY === 'header' ? HEADER : ONLY === 'login' ? [LOGIN, FLOOR, FIREBASEUI] : ONLY === 'dashboard' ? [DASHBOARD, DASHBOARD_FLOOR] : [...HEADER, LOGIN, FLOOR, FIREBASEUI, DASHBOARD, DASHBOARD_FLOOR];
const WARM = ONLY && ONLY !== 'warm' ? [] : [
  { label: '/user/login', path: '/user/login?site=sg' },
  { label: '/user/profile (signed in)', path: '/user/profile#dashboard', signedIn: true },
];

/**
 * A repeat visit with a warm HTTP cache (unthrottled): the page loads twice in one context; of the second load's
 * requests, those answered 304 (revalidated) and those fetched again (not from the cache), the page's HTML apart.
 */
async function warmVisit({ path, signedIn }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(signedIn ? { storageState: await signIn() } : {}) });
  await context.addCookies([{ name: 'mp_exp_force', value: 'pop', url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  const cached = new Set();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker || response.url.startsWith('data:')) return;
    responses.set(requestId, { path: new URL(response.url).pathname, status: response.status, document: type === 'Document' });
  });
  // A new navigation (not a reload, which revalidates on purpose): what a shopper's second visit does.
  await page.goto('about:blank');
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState('networkidle');
  await context.close();
  const others = [...responses].filter(([id, r]) => !cached.has(id) && !r.document).map(([, r]) => r);
  return {
    revalidated: others.filter((r) => r.status === 304).map((r) => r.path),
    refetched: others.filter((r) => r.status !== 304).map((r) => r.path),
  };
}


/* ------------------------------------------------------------------ keystrokes (issue 28 item 4) */
const KEYS_CPU = Number(process.env.BENCH_KEYS_CPU ?? 6);
// A realistic login: an e-mail login name and a password, 35 keys, one interaction each (a pause between keys).
const TYPED = { loginName: 'buyer.sg@example.com', password: 'Tr0pical-Mango!' };
const KEY_GAP_MS = 120;
const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);
const KEY_CELLS = [
  { label: 'popup Login, React (/demo/sg)', kind: 'popup', runtime: 'react' },
  { label: 'popup Login, lite (/demo/sg)', kind: 'popup', runtime: 'lite' },
  { label: '/user/login, hydrated', kind: 'page' },
  { label: 'FirebaseUI 6.1 e-mail field', kind: 'firebaseui' },
  // The browser's own cost of a key: the plain-HTML form (no script), what no product can go below.
  { label: 'plain-HTML form floor (no script)', kind: 'floor' },
];

/** Opens `cell`'s login fields unthrottled, then types at CPU 6×: Event Timing entries and Chromium's own metrics. */
async function typeRun(cell) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'mp_exp_force', value: 'pop', url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let fields;
  if (cell.kind === 'popup') {
    // The demo pages read the runtime per request (demo-pages.ts demoRuntime): this process's server, this page view.
    process.env.MEMBER_RUNTIME = cell.runtime === 'lite' ? 'lite' : '';
    await page.goto(`${origin}/demo/sg`);
    await page.locator('#demo-account a[data-member-login], a[data-member-login]').first().click();
    fields = ['.mp-root [role="dialog"] input[name="loginName"]', '.mp-root [role="dialog"] input[name="password"]'];
  } else if (cell.kind === 'page') {
    await page.goto(`${origin}/user/login?site=sg`);
    await page.locator('#member-page[data-hydrated]').waitFor({ timeout: 60_000 });
    fields = ['#member-page input[name="loginName"]', '#member-page input[name="password"]'];
  } else if (cell.kind === 'floor') {
    await page.goto(`${origin}${FLOOR_PATH}`);
    fields = ['input[name="loginName"]', 'input[name="password"]'];
  } else {
    // The sign-in page starts on e-mail alone: its e-mail field is there at once.
    await page.goto(`${origin}${FIREBASEUI_PATH}`);
    fields = ['#auth input[name="email"]', '#auth input[name="email"]'];
  }
  await page.locator(fields[0]).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.__keyEntries = [];
    window.__keyStart = performance.now();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.startTime >= window.__keyStart) window.__keyEntries.push({ name: e.name, handler: e.processingEnd - e.processingStart, duration: e.duration, id: e.interactionId });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await cdp.send('Performance.enable');
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: KEYS_CPU });
  const before = await metric();
  if (TRACE) {
    // With what invalidated style, layout and paint on each key (the trace's invalidation tracking).
    await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, 'disabled-by-default-devtools.timeline.invalidationTracking'] });
    await page.evaluate(() => performance.mark('bench:click'));
  }
  let keys = 0;
  for (const [index, text] of [TYPED.loginName, TYPED.password].entries()) {
    await page.locator(fields[index]).evaluate((el) => el.focus());
    await page.keyboard.type(text, { delay: KEY_GAP_MS });
    keys += text.length;
  }
  await page.waitForTimeout(500);
  const after = await metric();
  if (TRACE) {
    await page.evaluate(() => performance.mark('bench:ready'));
    const raw = (await browser.stopTracing()).toString();
    if (process.env.BENCH_TRACE_OUT) writeFileSync(`${process.env.BENCH_TRACE_OUT}-${cell.kind}${cell.runtime ? `-${cell.runtime}` : ''}.json`, raw);
    console.log(`\n######## ${cell.label}: the typing traced (${TYPED.loginName.length + TYPED.password.length} keys; divide by it for a key)`);
    summariseTrace(JSON.parse(raw).traceEvents, { dist: join(import.meta.dirname, '..', 'dist'), origin });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const typed = await page.locator(fields[1]).inputValue();
  const entries = (await page.evaluate(() => window.__keyEntries)).filter((e) => KEY_EVENTS.has(e.name));
  await context.close();
  process.env.MEMBER_RUNTIME = '';
  if (!typed.endsWith(TYPED.password)) throw new Error(`${cell.label}: the field holds ${JSON.stringify(typed)}`);
  // One key = one interaction (keydown, keypress, input, keyup share the keydown's interactionId or follow it).
  const byKey = new Map();
  for (const e of entries.filter((x) => x.id)) byKey.set(e.id, Math.max(byKey.get(e.id) ?? 0, e.duration));
  const handlers = entries.map((e) => e.handler);
  return {
    keys,
    reported: byKey.size,
    handlerPerKey: handlers.reduce((a, b) => a + b, 0) / keys,
    handlerMax: handlers.length ? Math.max(...handlers) : 0,
    durationMax: byKey.size ? Math.max(...byKey.values()) : 0,
    durationP95: percentile([...byKey.values()], 0.95),
    scriptPerKey: ((after.ScriptDuration - before.ScriptDuration) * 1000) / keys,
    taskPerKey: ((after.TaskDuration - before.TaskDuration) * 1000) / keys,
  };
}
const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};
const KEYS = ONLY === 'keys' || !ONLY ? KEY_CELLS : [];
const TRACE = Boolean(process.env.BENCH_TRACE) && ONLY === 'keys';

const results = new Map(cells.map((cell) => [cell, []]));
const keyResults = new Map(KEYS.map((cell) => [cell, []]));
const warm = new Map(WARM.map((cell) => [cell, []]));
try {
  if (cells.includes(DASHBOARD_FLOOR)) await makeDashboardFloor();
  // The server's first render of a page loads its renderer and catalogs (seconds on a busy machine): not a visit's cost.
  for (const cell of [...cells, ...WARM]) await (await fetch(`${origin}${cell.path}`)).arrayBuffer();
  for (let round = 0; round < RUNS; round += 1) {
    for (const cell of cells) results.get(cell).push(await view(cell.path, cell));
    for (const cell of WARM) warm.get(cell).push(await warmVisit(cell));
    for (const cell of KEYS) keyResults.get(cell).push(await typeRun(cell));
    process.stderr.write(`round ${round + 1}/${RUNS}\n`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const fmt = (n) => (Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en'));
// Each row's ratio is to its own floor's median in the same run: the login rows to the plain form, the dashboard
// rows to the server-rendered dashboard.
const floorOf = (cell) => (cell.dashboard ? DASHBOARD_FLOOR : cell.path.startsWith('/demo/') ? null : FLOOR);
const floorMedian = (floor) => (floor && results.has(floor) ? median(results.get(floor).map((r) => r.ready)) : NaN);
const ratio = (ms, floor) => (Number.isNaN(ms) || Number.isNaN(floorMedian(floor)) ? '—' : `${(ms / floorMedian(floor)).toFixed(2)}×`);
if (cells.length) {
  console.log(`\n== surfaces (medians of ${RUNS} interleaved runs; bytes over the wire, cache off; ready: the login page's password field exists, the dashboard shows an order and the default addresses; interactive: hydrated)`);
  console.log(['surface', 'product bytes', 'all bytes', 'ready ms', '× floor', 'interactive ms', '× floor'].join(' | '));
  for (const cell of cells) {
    const r = results.get(cell);
    const ready = median(r.map((x) => x.ready));
    const interactive = median(r.map((x) => x.interactive));
    const floor = floorOf(cell);
    console.log([cell.label, fmt(median(r.map((x) => x.product))), fmt(median(r.map((x) => x.all))), fmt(ready), ratio(ready, floor), fmt(interactive), ratio(interactive, floor)].join(' | '));
  }
}
if (WARM.length) {
  console.log(`\n== warm repeat visits (cache on, unthrottled, ${RUNS} interleaved runs; the page's own HTML apart): median counts, and every file seen`);
  console.log(['page', 'revalidated (304)', 'refetched', 'files revalidated or refetched'].join(' | '));
  for (const cell of WARM) {
    const r = warm.get(cell);
    const files = [...new Set(r.flatMap((x) => [...x.revalidated.map((p) => `${p} (304)`), ...x.refetched]))];
    console.log([cell.label, median(r.map((x) => x.revalidated.length)), median(r.map((x) => x.refetched.length)), files.join(', ') || 'none'].join(' | '));
  }
}
if (KEYS.length) {
  const fbCell = KEY_CELLS.find((c) => c.kind === 'firebaseui');
  const med = (cell, key) => median(keyResults.get(cell).map((r) => r[key]));
  const x = (cell, key) => {
    const base = med(fbCell, key);
    return base > 0 ? `${(med(cell, key) / base).toFixed(2)}×` : '—';
  };
  const ms1 = (n) => (Number.isNaN(n) ? '—' : n.toFixed(1));
  console.log(`\n== keystrokes at CPU ${KEYS_CPU}× (medians of ${RUNS} interleaved runs; ${TYPED.loginName.length + TYPED.password.length} keys typed, ${KEY_GAP_MS} ms apart, into the login name then the password;`);
  console.log('   Event Timing: keydown/keypress/beforeinput/input/keyup entries of ≥ 16 ms only, handler = processingEnd − processingStart summed over');
  console.log('   those entries / keys typed (a key under the threshold counts 0 ms), duration = to the next paint, per key;');
  console.log('   script / task: Chromium\'s ScriptDuration / TaskDuration over the typing / keys typed, no threshold; × = ratio to FirebaseUI in the same run)');
  console.log(['surface', 'keys reported ≥ 16 ms', 'handler ms/key', '×', 'max handler ms', 'p95 duration ms', 'max duration ms', 'script ms/key', '×', 'task ms/key', '×'].join(' | '));
  for (const cell of KEYS) {
    console.log([
      cell.label,
      `${med(cell, 'reported')}/${med(cell, 'keys')}`,
      ms1(med(cell, 'handlerPerKey')),
      x(cell, 'handlerPerKey'),
      ms1(med(cell, 'handlerMax')),
      ms1(med(cell, 'durationP95')),
      ms1(med(cell, 'durationMax')),
      ms1(med(cell, 'scriptPerKey')),
      x(cell, 'scriptPerKey'),
      ms1(med(cell, 'taskPerKey')),
      x(cell, 'taskPerKey'),
    ].join(' | '));
  }
}
