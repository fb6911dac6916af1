#!/usr/bin/env node
// Prints the package's weight and the speed of its hot pure functions. Figures only, no assertions:
// sizes are bytes (raw and gzip, level 9), times are medians of repeated batches.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';

if (!existsSync('dist/esm/index.js')) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const walk = (dir) =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

console.log('== weight (bytes)');
const row = (label, file) => console.log(`${label.padEnd(34)} ${String(statSync(file).size).padStart(8)} raw ${String(gz(file)).padStart(8)} gzip`);
row('ESM entry dist/esm/index.js', 'dist/esm/index.js');
for (const chunk of walk('dist/esm').filter((f) => f.endsWith('.js') && f.includes('chunks'))) row(`ESM chunk ${chunk.split('/').pop()}`, chunk);
const esmAll = walk('dist/esm').filter((f) => f.endsWith('.js'));
console.log(`${'ESM total (deps external)'.padEnd(34)} ${String(esmAll.reduce((s, f) => s + gz(f), 0)).padStart(22)} gzip`);
row('UMD dist/umd/member-popup.umd.cjs', 'dist/umd/member-popup.umd.cjs');
// What an application ships after its own minifier: the ESM entry through terser.
const { minify } = await import('terser');
const minified = (await minify(readFileSync('dist/esm/index.js', 'utf8'), { module: true })).code ?? '';
console.log(`${'ESM entry minified by the consumer'.padEnd(34)} ${String(minified.length).padStart(8)} raw ${String(gzipSync(minified, { level: 9 }).length).padStart(8)} gzip`);

const lib = await import(new URL('../dist/esm/index.js', import.meta.url).href);

function median(fn, { batches = 15, perBatch = 2000 } = {}) {
  for (let i = 0; i < perBatch; i += 1) fn(i); // warm-up
  const samples = [];
  for (let b = 0; b < batches; b += 1) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i += 1) fn(i);
    samples.push(((performance.now() - start) * 1e6) / perBatch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

console.log('\n== speed (median ns per call)');
lib.setMonitor(() => {});
const urls = ['https://member.shop.sg/user/profile', '//evil.com', 'https://shop.sg.evil.com/x', '/cart?x=1'];
const cases = [
  ['isAllowedRedirect', (i) => lib.isAllowedRedirect(urls[i & 3], ['shop.sg'], 'https://www.shop.sg/')],
  ['validateFullName (Thai)', () => lib.validateFullName('สมชาย ใจดี', 'TH')],
  ['validatePhone (VN)', () => lib.validatePhone('0912 345 678', 'VN')],
  ['validateNewPassword', () => lib.validateNewPassword('abc123!xyz', 'old')],
  ['md5 (gateway sign, 200 B)', () => lib.md5('t'.repeat(200))],
  ['translate with plural', (i) => t('common.resendIn', { count: i % 60 })],
];
const t = lib.createTranslator('en-SG');
for (const [name, fn] of cases) console.log(`${name.padEnd(34)} ${median(fn).toFixed(0).padStart(8)} ns`);
