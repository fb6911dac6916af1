#!/usr/bin/env node
// Address book benchmark (run by hand, not in npm test): `npx rollup -c --silent && node styles/build.mjs` once (the
// demo page's login popup is served from dist/), then `node --import tsx scripts/bench-address.mjs [runs]`.
//
// Prints, in Debian's Chromium against the reference server (medians of `runs`, default 7, each on a fresh page load
// so nothing is cached):
//   - open form: pressing "Add address" until the first location select is ready (its level loaded);
//   - level N: choosing an option of level N until the select of level N+1 is ready (ID: province → kota/kabupaten →
//     kecamatan → kelurahan);
// and the bytes the address book adds to the account entry: its own modules (screens, machines, widgets, services,
// form descriptions, validation, the English texts) minified and gzipped, everything the account entry already has
// (React, xstate, Floating UI, the page kit, the member client, i18n and validation cores, the dialog) left out,
// plus each language's lazy catalog chunk.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = Number(process.argv[2] ?? 7);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function sizes() {
  const own = (path) =>
    /src\/(screens\/address-book|machines\/address-|api\/address\.ts|config\/address-forms\.ts|validation\/address-form\.ts|components\/(select|text-input)|i18n\/parts\/address)/.test(
      path,
    );
  const result = await build({
    entryPoints: [join(ROOT, 'src/screens/address-book/index.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    splitting: true,
    outdir: mkdtempSync(join(tmpdir(), 'bench-address-')),
    write: false,
    jsx: 'automatic',
    metafile: true,
    plugins: [
      {
        name: 'shared-with-the-account-entry',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind === 'entry-point' || args.pluginData?.skip) return undefined;
            const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { skip: true } });
            if (resolved.errors.length || own(resolved.path)) return undefined;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const files = result.outputFiles.map((file) => ({ name: file.path.split('/').pop(), gzip: gzipSync(file.contents, { level: 9 }).length, raw: file.contents.length }));
  const entry = files.find((file) => file.name === 'index.js');
  return { entry, chunks: files.filter((file) => file !== entry) };
}

async function timings() {
  const { createServer } = await import('../examples/server/app.ts');
  const { demoModules } = await import('../examples/server/modules.ts');
  const { PASSKEY_OFFER_STORAGE_KEY } = await import('../src/api/passkey-services.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-address-data-'));
  const server = await createServer({ dataDir, dev: true, scrypt: { N: 1024, r: 8, p: 1 }, log: { info() {}, error() {} }, modules: demoModules() });
  const url = await server.listen(0, '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'mp_exp_force', value: 'pop', url }]);
    // The passkey offer (once per device, after a login) answered already: the popup closes at once.
    await context.addInitScript((key) => localStorage.setItem(key, '1'), PASSKEY_OFFER_STORAGE_KEY);
    const page = await context.newPage();
    await page.goto(`${url}/demo/id?lang=en`);
    await page.locator('a[data-member-login][aria-haspopup="dialog"]').first().waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Phone number or email').fill('buyer.id@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('.mp-popup[role="dialog"]').waitFor({ state: 'detached' });

    const levels = [
      ['Province', 'DKI Jakarta'],
      ['City/Regency', 'Kota Jakarta Pusat'],
      ['District (Kecamatan)', 'Menteng'],
      ['Village (Kelurahan/Desa)', 'Cikini'],
    ];
    const samples = { open: [], levels: levels.slice(0, -1).map(() => []) };
    // A select whose options are loading is aria-disabled (still focusable), so readiness is that attribute's absence.
    const ready = (label) => page.getByRole('combobox', { name: label }).and(page.locator(':not([aria-disabled="true"])')).waitFor();
    for (let run = 0; run < RUNS; run += 1) {
      // The product's page: the account entry's /user/profile, its address-book sub-page.
      await page.goto(`${url}/user/profile?site=ID#address-book`);
      await page.reload();
      const add = page.getByRole('button', { name: 'Add address' });
      await add.waitFor();
      let start = Date.now();
      await add.click();
      await ready(levels[0][0]);
      samples.open.push(Date.now() - start);
      for (let i = 0; i < levels.length - 1; i += 1) {
        const [label, option] = levels[i];
        const combo = page.getByRole('combobox', { name: label });
        await combo.click();
        await page.keyboard.type(option);
        await page.getByRole('option', { name: option, exact: true }).waitFor();
        start = Date.now();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await ready(levels[i + 1][0]);
        samples.levels[i].push(Date.now() - start);
      }
    }
    return { samples, levels };
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const size = await sizes();
console.log(`address book in the account entry (minified, gzip -9): ${size.entry.gzip} B (${size.entry.raw} B raw)`);
console.log(`lazy language chunks of the address part: ${size.chunks.map((c) => c.gzip).sort((a, b) => a - b).join(', ')} B gzip`);
const { samples, levels } = await timings();
console.log(`open the address form (Add address → first select ready), median of ${RUNS}: ${median(samples.open)} ms`);
samples.levels.forEach((values, i) => {
  console.log(`fill level ${i + 1} (${levels[i][0]}) → level ${i + 2} ready, median of ${RUNS}: ${median(values)} ms`);
});
