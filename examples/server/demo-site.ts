/**
 * What `npm start` shows besides the member calls, as route modules:
 *
 * - `distModule`: the built package (`dist/`: the ESM and UMD bundles, their chunks and maps, the versioned
 *   stylesheet) under `/dist/`, with the right content types, compressed the way a CDN serves it (brotli or gzip by
 *   Accept-Encoding, compressed once per file version and kept in memory). Content-hashed files (the browser entries
 *   and every chunk) are cached for a year (immutable); every other file is revalidated on each use (ETag /
 *   Last-Modified, 304), so a rebuild shows at once.
 * - `indexPageModule`: the start page at `/`: the seed accounts, and links to the marketplace demo pages (each
 *   `/demo/<site>` some module serves), the QR phone simulator, the development outbox and switches, the
 *   policies, and the built bundles.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_APIS } from '../../src/api/gateway/calls.js';
import { fallbackUrl } from '../../src/api/gateway/jsonp.js';
import { MEMBER_PATHS } from '../../src/api/member.js';
import { EXPERIMENT_IDS, EXPERIMENT_PATHS } from '../../src/config/experiments.js';
import { SITE_CODES } from '../../src/config/sites.js';
import type { RouteModule } from './app.js';
import { DEV_PATHS } from './dev-routes.js';
import { EXPERIMENT_DEV_PATH } from './experiment.js';
import { sendJson } from './http.js';
import { MEMBER_PAGE_PATHS } from './member-pages.js';
import { authorizeUrl } from './oauth-provider.js';
import { html, notModified, registerPageAssets, sendPage } from './page-kit.js';
import { QR_PHONE_PATH } from './qr.js';
import type { Router } from './router.js';
import { GUEST_EMAIL, LINKED_SOCIAL, SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS, SUSPENDED_SOCIAL } from './seed.js';

export const DIST_PREFIX = '/dist/';
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

const CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.cjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
});

/** rollup's entry and chunk names end in a content hash ("bn-CRW51el5.js"): such a file never changes. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.(?:js|css)(?:\.map)?$/;
/** Text worth compressing; smaller bodies go as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|map|json|svg|ts)$/;
const MIN_COMPRESS_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = 'br' | 'gzip';

/** The encoding a request accepts, brotli first (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/** Compressed bodies by file, encoding and version (size and mtime): each file version is compressed once. */
function compressionCache() {
  const cache = new Map<string, Promise<Buffer>>();
  return (file: string, version: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding} ${file}`;
    const hit = cache.get(key);
    if (hit && (hit as Promise<Buffer> & { version?: string }).version === version) return hit;
    const made = readFile(file).then((body) =>
      encoding === 'br'
        ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipAsync(body, { level: 9 }),
    );
    (made as Promise<Buffer> & { version?: string }).version = version;
    made.catch(() => cache.delete(key));
    cache.set(key, made);
    return made;
  };
}

/**
 * The content-hashed file of a browser entry (`member-popup`, `member-popup-api`, …) from dist/browser/manifest.json,
 * as a path under dist/; the plain name when the manifest or the entry is missing (an unbuilt tree).
 */
export function browserEntryPath(name: string, root: string = DEFAULT_DIST_DIR): string {
  const file = resolve(root, 'browser', 'manifest.json');
  try {
    if (existsSync(file)) {
      const mtime = statSync(file).mtimeMs;
      if (manifestCache?.file !== file || manifestCache.mtime !== mtime) {
        manifestCache = { file, mtime, entries: JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }> };
      }
      const entry = manifestCache.entries[name];
      if (entry) return `browser/${entry.file}`;
    }
  } catch {
    /* a manifest being rewritten by a build: the plain name */
  }
  return `browser/${name}.js`;
}
let manifestCache: { file: string; mtime: number; entries: Record<string, { file: string }> } | undefined;

/** A dist/ file's version: what its ETag carries, and what `versionedDistUrl` names. */
function fileVersion(info: { size: number; mtimeMs: number }): string {
  return `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
}

/**
 * The address of a dist/ file the pages link by a fixed name (the versioned stylesheets, spec §9), naming the file's
 * current version (`?v=`): `distModule` caches a request that names it for a year (immutable), so a repeat visit
 * revalidates none of the pages' stylesheets, and a rebuild changes the address. The plain address when the file is
 * missing (an unbuilt tree).
 */
export function versionedDistUrl(urlPath: string, root: string = DEFAULT_DIST_DIR): string {
  const file = urlPath.startsWith(DIST_PREFIX) ? distFile(root, urlPath.slice(DIST_PREFIX.length)) : undefined;
  const info = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
  return info?.isFile() ? `${urlPath}?v=${fileVersion(info)}` : urlPath;
}

/** The bundles the index page links to (paths under dist/). */
export const DIST_ENTRIES = Object.freeze([
  { label: 'ESM entry', path: 'esm/index.js' },
  { label: 'UMD bundle', path: 'umd/member-popup.umd.cjs' },
  { label: 'Stylesheet', path: 'styles/member-popup-0.0.2.css' },
  { label: 'Stylesheet (lazy screens)', path: 'styles/member-popup-flows-0.0.2.css' },
]);

const notFound = { success: false, errorCode: { key: 'NOT_FOUND', displayMessage: 'Not found' } };

/** The file under `root` a URL path names, or undefined for anything that could leave it or is hidden. */
export function distFile(root: string, urlPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (relative === '' || /[\\\0]/.test(relative)) return undefined;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : undefined;
}

/**
 * Serves `dir` (default the package's dist/) under `prefix` (default /dist/). The benches serve their anchors' builds
 * the same way under another prefix (scripts/bench-header.mjs).
 */
export function distModule(options: { dir?: string; prefix?: string } = {}): RouteModule {
  const root = options.dir ?? DEFAULT_DIST_DIR;
  const prefix = options.prefix ?? DIST_PREFIX;
  const compressed = compressionCache();
  return ({ ctx, router }) => {
    router.addPrefix(['GET', 'HEAD'], prefix, async (rc) => {
      const file = distFile(root, rc.url.pathname.slice(prefix.length));
      const type = file ? CONTENT_TYPES[extname(file).toLowerCase()] : undefined;
      const info = file && type ? await stat(file).catch(() => undefined) : undefined;
      if (!file || !type || !info?.isFile()) {
        sendJson(rc, 404, notFound);
        return;
      }
      const version = fileVersion(info);
      const encoding = COMPRESSIBLE.test(file) && info.size >= MIN_COMPRESS_BYTES ? pickEncoding(rc.req.headers['accept-encoding']) : undefined;
      // Each encoding is its own representation: its own ETag (RFC 9110 §8.8.3).
      const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
      const { res } = rc;
      // A content-hashed name, or a page's link that names the file's current version (versionedDistUrl).
      const fixed = HASHED_FILE.test(file) || rc.url.searchParams.get('v') === version;
      res.setHeader('Cache-Control', fixed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Last-Modified', info.mtime.toUTCString());
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (COMPRESSIBLE.test(file)) res.setHeader('Vary', 'Accept-Encoding');
      if (notModified(rc, etag)) return;
      let body: Buffer;
      try {
        body = encoding ? await compressed(file, version, encoding) : await readFile(file);
      } catch (error) {
        ctx.log.error(`dist ${rc.url.pathname}: ${(error as Error).message}`);
        sendJson(rc, 404, notFound);
        return;
      }
      res.statusCode = 200;
      res.setHeader('ETag', etag);
      res.setHeader('Content-Type', type);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(rc.method === 'HEAD' ? undefined : body);
    });
  };
}

/** Demo pages some module serves at /demo/<site> (the marketplace page of issue 5), checked on each request. */
function demoSites(router: Router): string[] {
  return SITE_CODES.map((code) => code.toLowerCase()).filter((code) => {
    const match = router.match('GET', `/demo/${code}`);
    return match !== undefined && 'handler' in match;
  });
}

const SPECIAL_BEHAVIOUR: Readonly<Record<keyof typeof SPECIAL_ACCOUNTS, string>> = Object.freeze({
  pendingDeletion: 'Deletion requested: login offers to restore the account.',
  recentlyDeleted: 'Deleted two days before seeding: cannot log in; registering its e-mail or phone is refused (cooling period).',
  stepUp: 'Login asks for a second verification (/user/verify).',
  riskyPhone: 'An SMS code is refused as risky; a voice call works.',
  noPassword: 'No password: login asks to set one after a code to its e-mail or phone. Code login works.',
  suspendedSocial: `Its Google identity (${SUSPENDED_SOCIAL.subject}) is suspended.`,
});

export function indexPageModule(options: { distDir?: string } = {}): RouteModule {
  const root = options.distDir ?? DEFAULT_DIST_DIR;
  return ({ ctx, router }) => {
    if (router.has('GET', '/')) return;
    registerPageAssets(router, ['css']);
    router.add('GET', '/', async (rc) => {
      const origin = ctx.origin();
      const demos = demoSites(router);
      const built = await Promise.all(
        DIST_ENTRIES.map(async (entry) => ({ ...entry, ok: (await stat(resolve(root, entry.path)).catch(() => undefined))?.isFile() === true })),
      );
      const dev = ctx.dev;
      const buyers = SITE_CODES.map(
        (site) => html`<tr><th scope="row">${site}</th><td><code>${SITE_BUYERS[site].email}</code></td><td><code>${SITE_BUYERS[site].phone}</code></td><td>${SITE_BUYERS[site].name}</td></tr>`,
      );
      const specials = (Object.keys(SPECIAL_ACCOUNTS) as Array<keyof typeof SPECIAL_ACCOUNTS>).map(
        (key) => html`<tr><td><code>${SPECIAL_ACCOUNTS[key].email}</code></td><td><code>${SPECIAL_ACCOUNTS[key].phone}</code></td><td>${SPECIAL_BEHAVIOUR[key]}</td></tr>`,
      );
      const experimentUrl = `${EXPERIMENT_PATHS.config}?experimentId=${EXPERIMENT_IDS.staging.SG}&site=sg`;
      const fallbackExample = new URL(fallbackUrl(origin, GATEWAY_APIS.checkSmsChannel, '1.0', 'SG', 'en-SG')).pathname;
      sendPage(rc, {
        title: 'Member popup: reference server',
        main: html`<h1>Member popup: reference server</h1>
<p>The member service, the signed gateway and the demo pages, on an embedded SQLite database, at <code>${origin}</code>.
Point the popup here with <code>createConfig({ env: 'local' })</code> (every host is this origin).</p>

<h2>Try it</h2>
<ul>
${
  demos.length
    ? html`<li>Marketplace demo page: ${demos.map((code, i) => html`${i ? ' · ' : ''}<a href="/demo/${code}">${code.toUpperCase()}</a>`)}</li>`
    : html`<li>The marketplace demo pages are served at <code>/demo/&lt;site&gt;</code> once their module is installed; until then use the bundles below on a page of your own.</li>`
}
<li>Experiment service: <a href="${experimentUrl}">${experimentUrl}</a> and <a href="${EXPERIMENT_PATHS.time}">${EXPERIMENT_PATHS.time}</a>.</li>
<li>JSONP fallback file: <a href="${fallbackExample}">${fallbackExample}</a>.</li>
<li><a href="${MEMBER_PAGE_PATHS.privacyPolicy}">Privacy Policy</a> and <a href="${MEMBER_PAGE_PATHS.termsOfUse}">Terms of Use</a>.</li>
</ul>

<h2>Development</h2>
${
  dev
    ? html`<p>Development mode is on (never run it in production): these answer loopback clients only.</p>
<ul>
<li><a href="${QR_PHONE_PATH}">QR phone simulator</a>: sign in as a demo account and confirm a QR login shown in another tab.</li>
<li>Social login: the demo identity provider at <code>${authorizeUrl(ctx)}</code>, for <code>createWindowSocialProvider({ authorizeUrl })</code>.</li>
<li><a href="${DEV_PATHS.outboxHtml}">Outbox</a>: every code "sent" by SMS, WhatsApp, voice and e-mail (<a href="${DEV_PATHS.outbox}">JSON</a>).</li>
<li><a href="${DEV_PATHS.botCheck}">Bot check</a>: <code>POST ${DEV_PATHS.botCheck} {"enabled": true}</code> switches it on.</li>
<li>Experiment switch: <code>POST ${EXPERIMENT_DEV_PATH} {"variation": "pop"}</code> (or <code>"default"</code>, <code>null</code>; <code>delayMs</code>, <code>fail</code>).</li>
</ul>`
    : html`<p>Development mode is off: no outbox, no QR phone simulator, no demo identity provider. Start with <code>MEMBER_DEV=1</code> on your own machine (loopback only) to use them.</p>`
}

${
  dev
    ? html`<h2>Seed accounts</h2>
<p>Password <code>${SEED_PASSWORD}</code> for every account that has one. Log in with the e-mail or the phone.</p>
<table>
<thead><tr><th scope="col">site</th><th scope="col">e-mail</th><th scope="col">phone</th><th scope="col">name</th></tr></thead>
<tbody>${buyers}</tbody>
</table>
<h3>Special SG accounts</h3>
<table>
<thead><tr><th scope="col">e-mail</th><th scope="col">phone</th><th scope="col">behaviour</th></tr></thead>
<tbody>${specials}
<tr><td><code>${GUEST_EMAIL}</code></td><td>none</td><td>No account, two guest orders: login and sign-up answer the guest message; forgot password claims the account.</td></tr>
</tbody>
</table>
<p>The SG buyer also has a linked Facebook identity (<code>${LINKED_SOCIAL.subject}</code>): pick it on the demo identity provider.</p>`
    : html`<h2>Accounts</h2>
<p>Development mode is off, so this server has no demo accounts (no account with a published password). Sign up on a demo page.</p>`
}

<h2>Built bundles</h2>
<ul>
${built.map((entry) =>
  entry.ok
    ? html`<li>${entry.label}: <a href="${DIST_PREFIX}${entry.path}">${DIST_PREFIX}${entry.path}</a></li>`
    : html`<li>${entry.label}: not built yet (<code>npm run build</code>).</li>`,
)}
</ul>
<p class="muted">Member calls answer under <code>/${MEMBER_PATHS.login.replace(/login$/, '')}</code>, the gateway under <code>/h5/</code>.</p>`,
      });
    });
  };
}
