// The Next.js App Router fixture (issue 22), a step of test/consumer/run.mjs: this folder's app (app/, next.config.mjs)
// copied to .reports/consumer/next with the packed tarball installed in its node_modules; `next build` (Turbopack,
// telemetry off, no lint: Next 16 runs none; no network: no next/font, no remote images), then `next start` on
// 127.0.0.1 with a random port, one GET of /, and the server's HTML checked: the server component ran the validator
// from member-popup/validation, and the client boundary (<AccountMenu site>, <MemberPopup>) rendered without error
// (the popup's Login is in the HTML; the account menu renders nothing until it knows the buyer, in the browser).
// next, react and react-dom resolve from the repository's node_modules (a parent folder).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const FIXTURE = import.meta.dirname;

/** A free loopback port (asked of the OS, then released for next start). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Waits until `url` answers (next start prints "Ready" before it listens on some machines). */
async function fetchWhenUp(url, child, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}`);
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > until) throw new Error(`no answer from ${url}: ${error.message}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Builds the fixture against the tarball and renders its page. `root` is the repository (its node_modules), `tarball`
 * the packed package, `work` a scratch folder. Returns `{ buildMs }`; throws with the reason when a step fails.
 */
export async function nextFixture({ root, tarball, work }) {
  const app = join(work, 'next');
  rmSync(app, { recursive: true, force: true });
  const installed = join(app, 'node_modules', 'member-popup');
  mkdirSync(installed, { recursive: true });
  cpSync(join(FIXTURE, 'app'), join(app, 'app'), { recursive: true });
  cpSync(join(FIXTURE, 'next.config.mjs'), join(app, 'next.config.mjs'));
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);

  const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', MP_NEXT_ROOT: root, NODE_ENV: 'production' };
  const started = Date.now();
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: app, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const buildMs = Date.now() - started;
  if (build.status !== 0) throw new Error(`next build exited ${build.status}\n${build.stdout}${build.stderr}`);

  const port = await freePort();
  const server = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  try {
    const response = await fetchWhenUp(`http://127.0.0.1:${port}/`, server);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`GET / answered ${response.status}\n${log}`);
    if (!html.includes('server: phone valid')) throw new Error(`the server component's validator line is missing:\n${html.slice(0, 2000)}`);
    if (!html.includes('id="client-boundary"')) throw new Error(`the client boundary did not render on the server:\n${html.slice(0, 2000)}`);
    // <MemberPopup> renders its first screen on the server (English is built in), with the package's stylesheets linked.
    if (!/class="mp-popup"[^>]*data-screen="Login"/.test(html)) throw new Error(`the popup's Login is not in the server HTML:\n${html.slice(0, 2000)}`);
    if (!/<link rel="stylesheet"/.test(html)) throw new Error('no stylesheet linked (the layout imports the package sheets)');
    if (/Application error|__next_error__/.test(html)) throw new Error(`the page rendered an error:\n${html.slice(0, 2000)}`);
  } finally {
    server.kill('SIGTERM');
  }
  return { buildMs };
}
