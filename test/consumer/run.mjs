#!/usr/bin/env node
// The package as another team gets it (issue 22): the tarball `npm pack` makes from the built dist/ (run the build
// first; nothing is rebuilt), checked and used offline. Prints one line per check, `ok <check>` or `FAIL <check>: why`
// (scripts/test.mjs counts them), then `N passed, N failed`. Exits 1 when a check failed.
//  1. The tarball's files: the changelog and licence in, no test helper or fixture (nor their declarations).
//  2. publint --strict and attw (the node16 profile: node16 CJS and ESM, and bundler resolution) report nothing (see
//     STYLESHEETS for what attw is told).
//  3. An app with the package installed from the tarball (.reports/consumer/app/node_modules/member-popup; its
//     dependencies and peers resolve from the repository's node_modules, a parent folder: no network):
//     a. esbuild bundles `import { validatePhone } from 'member-popup'` within the limit, without React DOM or XState;
//     b. `require('member-popup')` gives the API (the UMD bundle);
//     c. a consumer's vitest + jsdom with the mocks logs in with a password (test/consumer/password-login.test.ts).
//  4. A Next.js App Router app with the tarball installed builds and renders (test/nextjs/run.mjs): a server component
//     imports a validator from member-popup/validation, a client boundary renders <MemberPopup> and <AccountMenu site>.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { LIMITS, measure } from '../../scripts/bench-esm.mjs';
import { nextFixture } from '../nextjs/run.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const WORK = join(ROOT, '.reports', 'consumer');
const APP = join(WORK, 'app');
const INSTALLED = join(APP, 'node_modules', 'member-popup');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    console.log(`ok ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
function run(cmd, args, cwd = ROOT) {
  // attw and publint --pack print the whole tarball's listing: past spawnSync's 1 MB default the child is killed
  // (status null, ENOBUFS), so the buffer is generous and a spawn error is named.
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    const why = result.error ? ` (${result.error.message})` : result.signal ? ` (signal ${result.signal})` : '';
    throw new Error(`${[cmd, ...args].join(' ')} exited ${result.status}${why}\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

rmSync(WORK, { recursive: true, force: true });
mkdirSync(INSTALLED, { recursive: true });

// --ignore-scripts: pack what is built (no prepare/prepack here; said for the next one who adds one).
const [packed] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', WORK]));
const tarball = join(WORK, packed.filename);
const files = packed.files.map((file) => file.path);

await check('tarball: CHANGELOG.md, LICENSE and README.md in, no test helpers or fixtures', () => {
  for (const required of ['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json']) if (!files.includes(required)) throw new Error(`${required} is missing`);
  const helpers = files.filter((file) => /test-utils|test-support|fixtures|\.test\.|\.stories\.|model-coverage/.test(file));
  if (helpers.length) throw new Error(`test helpers ship: ${helpers.join(', ')}`);
  const outside = files.filter((file) => !/^(dist\/|CHANGELOG\.md$|LICENSE$|README\.md$|package\.json$)/.test(file));
  if (outside.length) throw new Error(`unexpected files: ${outside.join(', ')}`);
});

await check('publint --strict reports nothing', () => {
  const out = run(bin('publint'), ['run', '--strict', '--pack', 'npm', ROOT]);
  if (!/All good/i.test(out)) throw new Error(out);
});

// The stylesheets are not modules (attw would report them unresolved as code). The ESM-only subpaths resolve to ESM
// from require: Node >= 20.19 (the package's engines) loads them with require(esm), a rule attw predates; the main
// entry has a real CommonJS build (the UMD bundle) and is checked from CJS like every entry.
const STYLESHEETS = Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports).filter((key) => key.endsWith('.css'));
await check('attw (node16 CJS and ESM, bundler) reports nothing', () => {
  run(bin('attw'), [tarball, '--profile', 'node16', '--format', 'ascii', '--ignore-rules', 'cjs-resolves-to-esm', '--exclude-entrypoints', ...STYLESHEETS]);
});

run('tar', ['-xzf', tarball, '-C', INSTALLED, '--strip-components=1']);
writeFileSync(join(APP, 'package.json'), `${JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }, null, 2)}\n`);

await check(`an app importing validatePhone bundles within ${LIMITS.validatePhoneBytes} B gzip, without React DOM or XState`, async () => {
  const { validatePhone: app } = await measure({ validatePhone: "import { validatePhone } from 'member-popup';\nconsole.log(validatePhone('0912 345 678', 'VN'));\n" }, INSTALLED);
  if (app.bytes > LIMITS.validatePhoneBytes) throw new Error(`${app.bytes} B gzip`);
  if (app.reactDom || app.xstate || app.catalogs) throw new Error(`react-dom ${app.reactDom}, xstate ${app.xstate}, catalog modules ${app.catalogs}`);
});

await check("require('member-popup') gives the API", () => {
  const api = createRequire(join(APP, 'index.cjs'))('member-popup');
  if (typeof api.validatePhone !== 'function' || typeof api.createConfig !== 'function') throw new Error(`exports: ${Object.keys(api).slice(0, 10)}`);
  if (api.validatePhone('0912 345 678', 'VN') !== null) throw new Error('validatePhone answered an error for a valid number');
});

await check("a consumer's vitest + jsdom with member-popup/mocks logs in with a password", () => {
  for (const file of readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts'))) copyFileSync(join(import.meta.dirname, file), join(APP, file));
  run(bin('vitest'), ['run', '--root', APP, '--config', join(APP, 'vitest.config.ts')], APP);
});

await check('a Next.js App Router app (server component + client boundary) builds with next build and renders', async () => {
  const { buildMs } = await nextFixture({ root: ROOT, tarball, work: WORK });
  console.log(`  next build: ${(buildMs / 1000).toFixed(1)} s`);
});

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
