#!/usr/bin/env node
// The popup's weight and speed in Chromium, next to two anchors built from npm (issue 15). Figures only, no assertions.
//
// - Bytes: every artifact of dist/ gzip -9 and brotli 11; the first popup screen (loader + stylesheet + browser
//   entry and its static imports); bytes over the wire until Login is interactive (cold and prefetched); bytes a
//   page view downloads when nobody clicks.
// - Composition of the browser entry by package and by src/ folder (a walk of its source map).
// - Click → Login interactive in Chromium (CPU 4×, DevTools' Fast 4G and Slow 4G presets), files served brotli by a
//   tiny static server on 127.0.0.1, medians of interleaved runs: this project's default and lite builds, FirebaseUI
//   6.1 + firebase 10 compat and netlify-identity-widget 2, the anchors bundled with esbuild --minify into
//   node_modules/.cache/bench-anchors at bench time (never committed).
//
// `npm run build` first. BENCH_RUNS (default 9) sets the runs per cell; BENCH_SLOW=0 skips the Slow 4G rows;
// BENCH_MAX_MINUTES (default 30) ends the rounds early (every wait is bounded too: a run never hangs).
// BENCH_DEBUG=<kind>:<mode>[:<network>] runs one cell once (page errors and console printed); with BENCH_TRACE=1 that
// run is traced and summarised from the click to interactive (scripts/bench-trace.mjs: network waterfall, main-thread
// tasks, JavaScript self and total time by original function; BENCH_TRACE_OUT=<file> keeps the raw trace, for Chrome's
// Performance panel). BENCH_SERVE=1 keeps the bench's server up and prints its origin.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CACHE, buildAnchors } from './bench-anchors.mjs';
import { TRACE_CATEGORIES, summariseTrace } from './bench-trace.mjs';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const DIST = resolve(process.env.BENCH_DIST ?? join(ROOT, 'dist'));
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
// The rounds stop after this many minutes even when fewer than BENCH_RUNS are done (n says how many ran).
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 30);
const SLOW = process.env.BENCH_SLOW !== '0';
// BENCH_BASELINE=<a dist/ folder> (e.g. a copy of dist/ before a change): its React and lite builds run too, interleaved,
// as "baseline" rows (an A/B of a change on the same noisy machine; the quick look is BENCH_SLOW=0 BENCH_ONLY=popup).
const BASELINE = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;
// BENCH_ONLY=popup leaves the anchors out of the rounds (ratios need them: never for figures you quote).
const ONLY_POPUP = process.env.BENCH_ONLY === 'popup';
/** This project's popup kinds: default, lite, and the baseline's base-default, base-lite. */
const isPopup = (kind) => /^(base-)?(default|lite)$/.test(kind);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(DIST, 'loader/member-popup-loader.js'))) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

/* ------------------------------------------------------------------ helpers */
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) =>
  brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length;
const walk = (dir) => (existsSync(dir) ? readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)])) : []);
const fmt = (n) => (n === undefined || Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en-US'));
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const table = (head, rows) => {
  const widths = head.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => (i ? lpad(c, widths[i]) : pad(c, widths[i]))).join(' | ')} |`;
  console.log([line(head), `|${widths.map((w, i) => (i ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`, ...rows.map(line)].join('\n'));
};

/* ------------------------------------------------------------------ the build's manifest */
// dist/browser/manifest.json (written by the browser build): entry file names and their first-screen imports.
// Without it (older builds), the fixed names of those builds.
function readManifest(dir) {
  const file = join(DIST, dir, 'manifest.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  if (dir === 'browser' && existsSync(join(DIST, 'browser/member-popup.js'))) return { 'member-popup': { file: 'member-popup.js', imports: [] } };
  return null;
}
const browserManifest = readManifest('browser');
const manifests = {
  default: browserManifest,
  lite: browserManifest?.['member-popup-lite'] ? { 'member-popup': browserManifest['member-popup-lite'] } : null,
};
// The popup's own sheet (the wings' sheets member-account-…, member-pages-… sit beside it).
const stylesheet = walk(join(DIST, 'styles')).find((f) => /member-popup-[^/]*\.css$/.test(f));
const loaderFile = join(DIST, 'loader/member-popup-loader.js');

/* ------------------------------------------------------------------ the static server (brotli like a CDN) */
const compressed = new Map();
const TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.html': 'text/html; charset=utf-8' };

function popupPage(kind, site = 'SG') {
  const lite = kind.endsWith('lite') ? ' data-runtime="lite"' : '';
  const base = kind.startsWith('base-') ? '/base' : '/dist';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>bench</title></head><body><header><a id="login" href="/login" data-member-login>Log in</a> <a href="/register" data-member-signup>Sign up</a></header>
<main><h1>Shop</h1><p>Products.</p></main>
<script async src="${base}/loader/member-popup-loader.js" data-site="${site}" data-env="local" data-base="${base}"${lite}></script>
</body></html>`;
}
// The anchors' pages: the header link loads the widget on click (cold) or after a preload (prefetched), like the loader.
function anchorPage(kind, preload) {
  const files = kind === 'firebaseui' ? ['/anchors/firebaseui.css', '/anchors/firebaseui.js'] : [null, '/anchors/netlify.js'];
  const pre = preload ? `${files[0] ? `<link rel="preload" as="style" href="${files[0]}">` : ''}<link rel="preload" as="script" href="${files[1]}">` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>bench</title>${pre}</head><body><header><a id="login" href="/login">Log in</a></header><main><h1>Shop</h1><p>Products.</p></main>
<div id="auth"></div>
<script src="/anchors/${kind}-page.js"></script></body></html>`;
}
const ANCHOR_SCRIPTS = {
  firebaseui: `document.getElementById('login').addEventListener('click', function (e) {
  e.preventDefault();
  var css = document.createElement('link'); css.rel = 'stylesheet'; css.href = '/anchors/firebaseui.css'; document.head.appendChild(css);
  var s = document.createElement('script'); s.src = '/anchors/firebaseui.js';
  var cssDone = new Promise(function (r) { css.onload = css.onerror = r; });
  s.onload = function () { cssDone.then(function () { FirebaseAnchor.start(document.getElementById('auth')); }); };
  document.head.appendChild(s);
});`,
  netlify: `document.getElementById('login').addEventListener('click', function (e) {
  e.preventDefault();
  var s = document.createElement('script'); s.src = '/anchors/netlify.js';
  s.onload = function () { netlifyIdentity.init({ APIUrl: location.origin + '/identity' }); netlifyIdentity.open('login'); };
  document.head.appendChild(s);
});`,
};

function startServer(anchorDir) {
  const send = (req, res, status, type, body, cache) => {
    const enc = String(req.headers['accept-encoding'] ?? '');
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cache);
    if (/\bbr\b/.test(enc) && body.length > 256) {
      let packed = compressed.get(body);
      if (!packed) compressed.set(body, (packed = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })));
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
      res.end(packed);
    } else res.end(body);
  };
  const files = new Map();
  const file = (path) => {
    if (!files.has(path)) files.set(path, existsSync(path) && statSync(path).isFile() ? readFileSync(path) : null);
    return files.get(path);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://bench');
    const p = url.pathname;
    if (p.startsWith('/page/')) {
      const [, , kind, mode] = p.split('/');
      const html = isPopup(kind) ? popupPage(kind, url.searchParams.get('site') ?? 'SG') : anchorPage(kind, mode === 'prefetched');
      return send(req, res, 200, TYPES['.html'], Buffer.from(html), 'no-store');
    }
    if (p === '/experiment/config') return send(req, res, 200, TYPES['.json'], Buffer.from(JSON.stringify({ releaseId: 1101, variationId: 110101, mappings: [{ type: 'pop' }] })), 'no-store');
    if (p === '/experiment/time') return send(req, res, 200, TYPES['.json'], Buffer.from(JSON.stringify({ serverTime: Date.now() })), 'no-store');
    if (p === '/identity/settings') return send(req, res, 200, TYPES['.json'], Buffer.from(JSON.stringify({ external: {}, disable_signup: false, autoconfirm: false })), 'no-store');
    if (p.startsWith('/anchors/') && p.endsWith('-page.js')) {
      const kind = p.slice('/anchors/'.length, -'-page.js'.length);
      return send(req, res, 200, TYPES['.js'], Buffer.from(ANCHOR_SCRIPTS[kind] ?? ''), 'no-store');
    }
    const base = p.startsWith('/dist/') ? DIST : p.startsWith('/anchors/') ? anchorDir : BASELINE && p.startsWith('/base/') ? BASELINE : null;
    if (base) {
      const target = resolve(base, '.' + p.slice(p.indexOf('/', 1)));
      const body = target.startsWith(base + sep) ? file(target) : null;
      const type = TYPES[extname(target)];
      if (body && type) return send(req, res, 200, type, body, /-[\w-]{8}\.js$/.test(target) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    }
    // Member and gateway calls are not part of this page's first screen: a small JSON failure.
    return send(req, res, 404, TYPES['.json'], Buffer.from('{"success":false}'), 'no-store');
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/* ------------------------------------------------------------------ composition (source-map walk) */
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
/** Generated text of `file` attributed to its sources: Map source → concatenated generated code. */
function attribute(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  // Builds before the compile hint's map fix prepended the hint line without moving the map (its first line then
  // maps code): skip that line. A moved map starts with an empty line for the hint.
  if (lines[0] === '//# allFunctionsCalledOnLoad' && !map.mappings.startsWith(';')) lines.shift();
  const parts = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    const segments = line ? line.split(',').map(decodeVlq) : [];
    const starts = [];
    for (const seg of segments) {
      column += seg[0];
      if (seg.length > 1) source += seg[1];
      starts.push([column, seg.length > 1 ? source : -1]);
    }
    starts.forEach(([col, src], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : text.length;
      const name = src < 0 ? '(rollup glue)' : map.sources[src];
      parts.set(name, (parts.get(name) ?? '') + text.slice(col, end));
    });
  });
  return parts;
}
function groupOf(source) {
  const s = source.replace(/\\/g, '/');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length).split('/');
    return { pkg: rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0], folder: null };
  }
  const at = s.indexOf('src/');
  if (at >= 0) {
    const rest = s.slice(at).split('/');
    return { pkg: 'member-popup (src/)', folder: rest.length > 2 ? `${rest[0]}/${rest[1]}/` : rest[0] + '/' };
  }
  if (s.includes('loader/')) return { pkg: 'member-popup (loader/)', folder: 'loader/' };
  return { pkg: source, folder: null };
}
function composition(files) {
  const byPkg = new Map();
  const byFolder = new Map();
  for (const file of files) {
    if (!existsSync(`${file}.map`)) continue;
    for (const [source, text] of attribute(file)) {
      const { pkg, folder } = groupOf(source);
      byPkg.set(pkg, (byPkg.get(pkg) ?? '') + text);
      if (folder) byFolder.set(folder, (byFolder.get(folder) ?? '') + text);
    }
  }
  const rows = (m) =>
    [...m]
      .map(([k, text]) => [k, Buffer.byteLength(text), gz(Buffer.from(text))])
      .sort((a, b) => b[1] - a[1])
      .map(([k, raw, g]) => [k, fmt(raw), fmt(g)]);
  return { pkg: rows(byPkg), folder: rows(byFolder) };
}

/* ------------------------------------------------------------------ bytes */
function firstScreenFiles(runtime) {
  const m = manifests[runtime];
  if (!m) return null;
  const entry = m['member-popup'];
  // The entry, its UI (chunks/<the entry's file name>, downloaded beside it) and any static import.
  return [loaderFile, stylesheet, ...[entry.file, ...(entry.ui ? [entry.ui] : []), ...(entry.imports ?? [])].map((f) => join(DIST, 'browser', f))];
}

function bytesTables() {
  console.log('\n== artifacts (bytes)');
  const rows = [];
  for (const file of walk(DIST).filter((f) => /\.(js|css)$/.test(f) && !f.includes(`${sep}esm${sep}`) && !f.includes(`${sep}mocks${sep}`))) {
    const buf = readFileSync(file);
    rows.push([relative(DIST, file), fmt(buf.length), fmt(gz(buf)), fmt(br(buf))]);
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  table(['dist/ file', 'raw', 'gzip -9', 'brotli 11'], rows);

  console.log('\n== first popup screen: loader + stylesheet + browser entry and its UI (and any static import)');
  const firstRows = [];
  const sums = {};
  for (const runtime of ['default', 'lite']) {
    const files = firstScreenFiles(runtime);
    if (!files) {
      firstRows.push([runtime, '—', '—', '—']);
      continue;
    }
    const bufs = files.map((f) => readFileSync(f));
    const raw = bufs.reduce((s, b) => s + b.length, 0);
    const g = bufs.reduce((s, b) => s + gz(b), 0);
    sums[runtime] = g;
    firstRows.push([runtime, fmt(raw), fmt(g), fmt(bufs.reduce((s, b) => s + br(b), 0))]);
  }
  const anchorDir = join(CACHE, 'out');
  const fb = ['firebaseui.js', 'firebaseui.css'].map((f) => readFileSync(join(anchorDir, f)));
  const nl = [readFileSync(join(anchorDir, 'netlify.js'))];
  const fbGz = fb.reduce((s, b) => s + gz(b), 0);
  sums.firebaseui = fbGz;
  firstRows.push(['FirebaseUI 6.1 + firebase 10 compat (JS+CSS)', fmt(fb.reduce((s, b) => s + b.length, 0)), fmt(fbGz), fmt(fb.reduce((s, b) => s + br(b), 0))]);
  firstRows.push(['netlify-identity-widget 2 (JS, CSS inside)', fmt(nl[0].length), fmt(gz(nl[0])), fmt(br(nl[0]))]);
  sums.netlify = gz(nl[0]);
  table(['what', 'raw', 'gzip -9', 'brotli 11', 'gzip × FirebaseUI'], firstRows.map((r) => [...r, r[2] === '—' ? '—' : `${(Number(String(r[2]).replace(/,/g, '')) / fbGz).toFixed(2)}×`]));

  console.log('\n== composition of the browser entry (default build, first-screen files; minified bytes attributed by source map, gzip of each group alone)');
  const files = firstScreenFiles('default')?.slice(2) ?? [];
  const { pkg, folder } = composition(files);
  table(['package', 'min', 'gzip alone'], pkg);
  console.log('');
  table(['src/ folder', 'min', 'gzip alone'], folder);
  return sums;
}

/* ------------------------------------------------------------------ Chromium runs */
// Chrome DevTools' own presets (front_end/core/sdk/NetworkManager.ts).
const NETWORKS = {
  'Fast 4G': { latency: 60 * 2.75, downloadThroughput: (9 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (1.5 * 1000 * 1000) / 8 * 0.9 },
  'Slow 4G': { latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (750 * 1000) / 8 * 0.9 },
};
// "Interactive": the ready element is in the document with a layout box (laid out, stylesheet applied), for the
// popup also with the focus moved into the dialog (its heading or first field: a keyboard user can act), and then a
// frame plus a task have passed (that state was painted). The anchors move no focus; for them the element suffices.
const READY = {
  default: '.mp-root .mp-login__form input',
  lite: '.mp-root .mp-login__form input',
  firebaseui: '#auth .firebaseui-idp-button',
  netlify: 'iframe#netlify-identity-widget',
};
const FOCUS = { default: '.mp-root', lite: '.mp-root' };

// In the page: `__benchClick(selector, frame, focus)` clicks the Log in link and resolves with the milliseconds until
// the page is interactive as defined above (NaN after 30 s: a run never hangs). With `#arm=<selector>|<focus>` in the
// URL the click comes the moment the loader marks the link (before any idle prefetch could start): the cold case.
function pageProbe() {
  window.__benchClick = (selector, frame, focus) =>
    new Promise((done) => {
      const start = performance.now();
      performance.mark('bench:click');
      const check = () => {
        if (performance.now() - start > 30000) return done(NaN);
        const el = document.querySelector(selector);
        const ok =
          el &&
          el.getClientRects().length > 0 &&
          (!focus || (document.activeElement && document.activeElement.closest && document.activeElement.closest(focus))) &&
          (!frame || (el.contentDocument && el.contentDocument.querySelector('input, button')));
        if (ok) {
          performance.mark('bench:ready');
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
        }
        else requestAnimationFrame(check);
      };
      document.getElementById('login').click();
      check();
    });
  const arm = decodeURIComponent(location.hash.slice(1)).match(/^arm=(.*)$/);
  if (arm) {
    const observer = new MutationObserver(() => {
      const link = document.getElementById('login');
      if (!link || !link.hasAttribute('aria-haspopup')) return;
      observer.disconnect();
      const [selector, focus] = arm[1].split('|');
      window.__benchResult = window.__benchClick(selector, false, focus);
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-haspopup'] });
  }
}

async function oneRun(browser, origin, kind, mode, network, extra = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'en-US', serviceWorkers: 'block' });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU ?? 4) });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
  const wire = [];
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, { url: e.request.url, type: e.type }));
  let inflight = 0;
  let lastEvent = Date.now();
  cdp.on('Network.requestWillBeSent', () => ((inflight += 1), (lastEvent = Date.now())));
  cdp.on('Network.loadingFinished', (e) => {
    inflight -= 1;
    lastEvent = Date.now();
    wire.push({ at: Date.now(), bytes: e.encodedDataLength, ...(urls.get(e.requestId) ?? {}) });
  });
  cdp.on('Network.loadingFailed', () => ((inflight -= 1), (lastEvent = Date.now())));
  const quiet = async () => {
    const until = Date.now() + 20000;
    while (Date.now() < until && (inflight > 0 || Date.now() - lastEvent < 600)) await new Promise((r) => setTimeout(r, 50));
  };
  await page.addInitScript(pageProbe);
  if (extra.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  if (process.env.BENCH_DEBUG) {
    page.on('pageerror', (e) => console.error('pageerror', e.message));
    page.on('crash', () => console.error('page crashed'));
    page.on('console', (m) => console.error('console', m.text().slice(0, 300)));
  }
  const popup = isPopup(kind);
  const armed = popup && mode === 'cold';
  // A baseline build (base-default, base-lite) is ready when the same elements are.
  const selector = READY[kind.replace('base-', '')];
  const focus = FOCUS[kind.replace('base-', '')] ?? '';
  const url = `${origin}/page/${kind}/${mode}${extra.site ? `?site=${extra.site}` : ''}${armed ? `#arm=${encodeURIComponent(`${selector}|${focus}`)}` : ''}`;
  await page.goto(url, { waitUntil: 'load', timeout: 30000 });
  let result;
  if (mode === 'noclick') {
    await page.waitForTimeout(extra.waitMs ?? 4000);
    result = { ms: NaN };
  } else if (armed) {
    await page.waitForFunction(() => window.__benchResult, null, { timeout: 30000 });
    result = { ms: await page.evaluate(() => window.__benchResult) };
  } else {
    if (popup) await page.waitForSelector('#login[aria-haspopup]', { timeout: 20000 });
    if (mode === 'prefetched') {
      // Intent: the pointer goes over the link (a no-op for a loader that prefetches on idle anyway), then the page
      // is left alone until the network is quiet.
      if (popup) await page.hover('#login');
      await quiet();
    }
    result = {
      ms: await page.evaluate(({ selector, frame, focus }) => window.__benchClick(selector, frame, focus), {
        selector,
        frame: kind === 'netlify',
        focus,
      }),
    };
  }
  await page.waitForTimeout(50);
  if (extra.trace) {
    const raw = (await browser.stopTracing()).toString();
    if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, raw);
    summariseTrace(JSON.parse(raw).traceEvents, { dist: DIST, origin });
  }
  const end = Date.now();
  result.bytes = wire.filter((w) => w.type !== 'Document' && w.at <= end).reduce((s, w) => s + w.bytes, 0);
  result.files = wire.filter((w) => w.type !== 'Document').map((w) => `${w.url?.replace(origin, '')} ${w.bytes}`);
  await context.close();
  return result;
}

async function runs(anchorDir) {
  const server = await startServer(anchorDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  if (process.env.BENCH_SERVE) {
    console.log(origin);
    await new Promise(() => {});
  }
  if (process.env.BENCH_DEBUG) {
    const [kind, mode, network = 'Fast 4G'] = process.env.BENCH_DEBUG.split(':');
    const t = Date.now();
    try {
      // The server's brotli cache and Chromium's own caches first (as before the rounds): the traced run's waterfall is
      // then the network's, not the first compression's.
      await oneRun(browser, origin, kind, 'prefetched', network, {}).catch(() => {});
      console.log(kind, mode, await oneRun(browser, origin, kind, mode, network, { trace: Boolean(process.env.BENCH_TRACE) }), Date.now() - t, 'ms');
    } finally {
      await browser.close();
      server.close();
    }
    process.exit(0);
  }
  const kinds = [
    'default',
    ...(manifests.lite ? ['lite'] : []),
    ...(BASELINE ? ['base-default', 'base-lite'] : []),
    ...(ONLY_POPUP ? [] : ['firebaseui', 'netlify']),
  ];
  const cells = [];
  for (const kind of kinds) for (const mode of kind === 'netlify' ? ['cold'] : ['cold', 'prefetched']) cells.push({ kind, mode, network: 'Fast 4G' });
  if (SLOW) for (const kind of ['default', 'firebaseui']) cells.push({ kind, mode: 'cold', network: 'Slow 4G' });
  if (SLOW) cells.push({ kind: 'default', mode: 'cold', network: 'Slow 4G', site: 'TH' });
  const results = new Map(cells.map((c) => [c, []]));
  const started = Date.now();
  // Warm-up (Chromium's own caches, the server's brotli cache), then interleaved rounds.
  for (const kind of kinds) await oneRun(browser, origin, kind, 'prefetched', 'Fast 4G').catch(() => {});
  for (let round = 0; round < RUNS && Date.now() - started < MAX_MINUTES * 60_000; round += 1) {
    for (const c of cells) {
      try {
        const result = await oneRun(browser, origin, c.kind, c.mode, c.network, c);
        if (Number.isNaN(result.ms)) throw new Error('not interactive within 30 s');
        results.get(c).push(result);
      } catch (error) {
        console.error(`run ${c.kind} ${c.mode} ${c.network}: ${error.message.split('\n')[0]}`);
      }
    }
    process.stderr.write(`round ${round + 1}/${RUNS} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  // Bytes of a page view where nobody clicks.
  const noclick = {};
  for (const kind of ['default', ...(manifests.lite ? ['lite'] : [])]) noclick[kind] = await oneRun(browser, origin, kind, 'noclick', 'Fast 4G');
  await browser.close();
  server.close();
  return { cells, results, noclick };
}

/* ------------------------------------------------------------------ main */
const anchorDir = buildAnchors();
const sums = process.env.BENCH_DEBUG ? {} : bytesTables();
const { cells, results, noclick } = await runs(anchorDir);

console.log(`\n== click → Login interactive (ms; CPU 4×; medians of ${RUNS} interleaved runs; bytes = over the wire from page load until interactive, page HTML excluded)`);
// FirebaseUI's median per network and mode: each row's ratio to FirebaseUI cold (the issue's yardstick) and to
// FirebaseUI in the same mode (prefetched next to prefetched).
const fb = {};
for (const c of cells) if (c.kind === 'firebaseui') fb[`${c.network} ${c.mode}`] = median(results.get(c).map((r) => r.ms));
const ratio = (m, key) => (fb[key] ? `${(m / fb[key]).toFixed(2)}×` : '—');
const label = {
  default: 'member-popup (React)',
  lite: 'member-popup lite (preact/compat)',
  'base-default': 'baseline (React)',
  'base-lite': 'baseline lite',
  firebaseui: 'FirebaseUI 6.1 + firebase compat',
  netlify: 'netlify-identity-widget 2',
};
table(
  ['build', 'network', 'mode', 'median', 'min', 'max', 'n', '× FirebaseUI cold', '× FirebaseUI same mode', 'bytes (median)'],
  cells.map((c) => {
    const r = results.get(c);
    const ms = r.map((x) => x.ms);
    const m = median(ms);
    return [
      `${label[c.kind]}${c.site ? ` (${c.site})` : ''}`,
      c.network,
      c.mode,
      fmt(m),
      fmt(Math.min(...ms)),
      fmt(Math.max(...ms)),
      r.length,
      ratio(m, `${c.network} cold`),
      ratio(m, `${c.network} ${c.mode}`),
      fmt(median(r.map((x) => x.bytes))),
    ];
  }),
);
const short = cells.filter((c) => results.get(c).length < 9);
if (short.length) console.log(`(n < 9 in ${short.length} rows: issue 15 asks medians of ≥ 9 interleaved runs; BENCH_RUNS=${RUNS}, BENCH_MAX_MINUTES=${MAX_MINUTES})`);
console.log('\n== bytes per page view without a click (Fast 4G, 4 s after load; page HTML excluded)');
table(
  ['build', 'bytes', 'requests'],
  Object.entries(noclick).map(([k, r]) => [label[k], fmt(r.bytes), r.files.join(', ')]),
);
console.log('\n== first-screen gzip as a ratio to FirebaseUI');
for (const [k, v] of Object.entries(sums)) console.log(`${pad(label[k] ?? k, 36)} ${lpad(fmt(v), 9)} B  ${(v / sums.firebaseui).toFixed(2)}×`);
