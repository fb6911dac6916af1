// The built loader and the browser bundle it imports (npm test builds dist/ first; alone, run `npm run build`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_IDS } from '../src/config/experiments.js';

const LOADER = 'dist/loader/member-popup-loader.js';
const BROWSER = 'dist/browser/member-popup.js';
const CHUNKS = 'dist/browser/chunks';
const built = existsSync(LOADER) && existsSync(BROWSER);
const CATALOGS = ['id', 'ms', 'zh', 'th', 'vi', 'my', 'bn', 'si', 'ne', 'ur'];

/** The module-level statements of a built file that import or re-export from another module. */
function staticImports(code: string): string[] {
  return parseAst(code)
    .body.filter((node) => node.type === 'ImportDeclaration' || ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source))
    .map((node) => String((node as { source: { value: unknown } }).source.value));
}
/** Whether a (minified, possibly huge) text matches, without printing the text on failure. */
const has = (code: string, pattern: RegExp | string) => (typeof pattern === 'string' ? code.includes(pattern) : pattern.test(code));

describe.skipIf(!built)('the built loader', () => {
  const code = built ? readFileSync(LOADER, 'utf8') : '';

  it('is at most 2,048 bytes gzip', () => {
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(2048);
  });

  it('is one classic script: an IIFE with no static import, no eval and no inline style', () => {
    expect(code.startsWith('!function(){') || code.startsWith('(function(){')).toBe(true);
    expect(staticImports(code)).toEqual([]);
    expect(has(code, /\beval\(|new Function|\.style\b|setAttribute\("style"|innerHTML/)).toBe(false);
  });

  it('stays within ES2017 (no optional chaining, nullish coalescing, object spread or optional catch binding)', () => {
    expect(has(code, /\?\.[\w(]|\?\?|\{\.\.\.|catch\{/)).toBe(false);
  });

  it('takes the experiment ids from src/config (one source of truth) and nothing of the popup', () => {
    for (const stage of ['staging', 'production'] as const) {
      for (const id of Object.values(EXPERIMENT_IDS[stage])) expect(has(code, `"${id}"`), id).toBe(true);
    }
    expect(has(code, /createElement\("div"\)|react|xstate/i)).toBe(false);
  });
});

describe.skipIf(!built)('the browser ESM bundle', () => {
  const entry = built ? readFileSync(BROWSER, 'utf8') : '';
  const chunks = built ? readdirSync(CHUNKS).filter((name) => name.endsWith('.js')) : [];

  it('bundles everything: no static import at all (React included), no process.env', () => {
    expect(staticImports(entry)).toEqual([]);
    expect(has(entry, 'process.env')).toBe(false);
    // The lazy chunks take shared helpers from the entry itself, never from a package or another chunk.
    for (const file of chunks) {
      for (const source of staticImports(readFileSync(`${CHUNKS}/${file}`, 'utf8'))) expect(source, file).toBe('../member-popup.js');
    }
  });

  it('loads jsencrypt, qrcode and each non-English catalog as lazy chunks', () => {
    const lazy = [...entry.matchAll(/import\("\.\/chunks\/([\w-]+)\.js"\)/g)].map((m) => m[1]!.replace(/-[\w-]{8}$/, ''));
    expect(lazy.sort()).toEqual([...CATALOGS, 'jsencrypt', 'qrcode'].sort());
    for (const name of ['jsencrypt', 'qrcode', ...CATALOGS]) {
      expect(chunks.some((file) => file.startsWith(`${name}-`)), name).toBe(true);
    }
    const rsa = readFileSync(`${CHUNKS}/${chunks.find((file) => file.startsWith('jsencrypt-'))}`, 'utf8');
    expect(has(rsa, /BEGIN PUBLIC KEY/)).toBe(true);
    expect(has(entry, /BEGIN PUBLIC KEY/)).toBe(false);
  });

  it('imports in a page-less runtime and exports openPopup with the rest of the package', async () => {
    const mod = await import(/* @vite-ignore */ new URL(`../${BROWSER}`, import.meta.url).href);
    expect(typeof mod.openPopup).toBe('function');
    expect(typeof mod.MemberPopup).toBe('function');
    expect(typeof mod.loginPageUrl).toBe('function');
    expect(typeof mod.createConfig).toBe('function');
  });
});
