#!/usr/bin/env node
// The README's test command (`npm test`): build, every vitest suite, the packaging checks, the end-to-end tests in
// Chromium (the popup's flows twice: the lite runtime, the loader's default, then React), then the exact size budgets.
// Prints the plain closing line CI reads: `N passed, N failed` (", N skipped" when any).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.reports';
mkdirSync(reports, { recursive: true });
const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args, env = undefined) =>
  spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: env && { ...process.env, ...env } }).status ?? 1;
const runCapture = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

let passed = 0;
let failed = 0;
let skipped = 0;

// 1. Build (the build tests and size budgets read dist/).
console.log('== build');
if (run(bin('rollup'), ['-c', '--silent']) === 0 && run('node', ['styles/build.mjs']) === 0) passed += 1;
else {
  failed += 1;
  console.error('build failed');
}

/**
 * Runs vitest with a JSON report and adds its counts. A suite that fails to load has no tests in the counts: it counts
 * as a failure; so does a failing exit with nothing failed in the report, or no report at all.
 */
function vitestStep(label, name, configArgs, env = undefined) {
  const json = `${reports}/${name}.json`;
  rmSync(json, { force: true });
  const status = run(bin('vitest'), ['run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], env);
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    const brokenSuites = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    failed += brokenSuites;
    if (status !== 0 && report.numFailedTests === 0 && brokenSuites === 0) failed += 1;
  } catch {
    console.error(`${label} produced no report`);
    failed += 1;
  }
}

/** The popup-facing end-to-end files run again on the React runtime (step 3b). */
const REACT_E2E_FILES = [
  'test/e2e/accessibility.e2e.ts',
  'test/e2e/keyboard-flows.e2e.ts',
  'test/e2e/demo.e2e.ts',
  'test/e2e/password-login.e2e.ts',
  'test/e2e/code-login.e2e.ts',
  'test/e2e/sign-up.e2e.ts',
  'test/e2e/recovery.e2e.ts',
];

// 2. Unit, machine and build tests (vitest), counted from its JSON report.
console.log('== vitest');
vitestStep('vitest', 'vitest', []);

// 2b. The widgets' unit tests again on React 18.3.1 (vitest.react18.config.ts): the supported peer range starts at 18,
//     and the browser builds inline React 18.
console.log('== vitest on React 18');
vitestStep('vitest on React 18', 'vitest-react18', ['-c', 'vitest.react18.config.ts']);

// 2c. The package as another team gets it (test/consumer/run.mjs): the packed tarball's files, publint --strict and
//     attw, and an app with the tarball installed (the validatePhone bundle, require(), a consumer's vitest with the
//     mocks). One result per check (`ok …` / `FAIL …` lines).
console.log('== packaging (publint, attw, the tarball in a consumer app)');
{
  const consumer = runCapture('node', ['test/consumer/run.mjs']);
  process.stdout.write(consumer.stdout);
  const oks = consumer.stdout.match(/^ok /gm)?.length ?? 0;
  const fails = consumer.stdout.match(/^FAIL /gm)?.length ?? 0;
  passed += oks;
  failed += fails;
  if (consumer.status !== 0 && fails === 0) {
    console.error('the packaging checks failed to run');
    failed += 1;
  }
}

// 3. End-to-end tests in Chromium (vitest.e2e.config.ts): test/e2e, the real server and the real pages; test/storybook,
//    every story of the static Storybook (built first). Without Chromium they are skipped on a developer machine
//    (said plainly) and fail in CI.
console.log('== end-to-end (Chromium)');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  if (process.env.CI) {
    console.error(`FAILED end-to-end tests: Chromium not found at ${chromiumPath} (CI must run apt-get install -y chromium)`);
    failed += 1;
  } else {
    console.log(`SKIPPED end-to-end tests: Chromium not found at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    skipped += 1;
  }
} else {
  // The static Storybook (storybook-static/) that test/storybook/stories.e2e.ts opens story by story.
  console.log('== build-storybook');
  if (run(bin('storybook'), ['build', '--quiet']) === 0) passed += 1;
  else {
    failed += 1;
    console.error('build-storybook failed');
  }
  vitestStep('the end-to-end run', 'e2e', ['-c', 'vitest.e2e.config.ts']);

  // 3b. The popup's flows again on the React runtime (the loader's data-runtime="react"; the demo serves it with
  //     MEMBER_RUNTIME=react), the end-to-end run above being on lite, the loader's default (preact/compat): the
  //     files where a runtime difference (effect timing, focus, refs, lazy parts) shows. Not the wings' pages, the
  //     loader's or the stylesheets' files: those do not depend on the runtime the popup renders with.
  console.log('== end-to-end on the React runtime (Chromium)');
  vitestStep('the end-to-end run on the React runtime', 'e2e-react', ['-c', 'vitest.e2e.config.ts', ...REACT_E2E_FILES], {
    MEMBER_RUNTIME: 'react',
  });
}

// 4. Size budgets (size-limit, exact): one result per budget.
console.log('== size-limit');
const size = runCapture(bin('size-limit'), ['--json']);
try {
  const results = JSON.parse(size.stdout);
  for (const r of results) {
    const ok = r.passed !== false;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.size} B gzip (limit ${r.sizeLimit ?? '-'} B)`);
    if (ok) passed += 1;
    else failed += 1;
  }
} catch {
  console.error(size.stdout);
  console.error('size-limit produced no report');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
