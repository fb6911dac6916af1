// The built loader and the browser bundle it imports (npm test builds dist/ first; alone, run `npm run build`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_SITE_LIST, FIRST_PRODUCTION_ID, FIRST_STAGING_ID } from './experiment-table.js';

const LOADER = 'dist/loader/member-popup-loader.js';
const MANIFEST = 'dist/browser/manifest.json';
const CHUNKS = 'dist/browser/chunks';
const built = existsSync(LOADER) && existsSync(MANIFEST);
/** dist/browser/manifest.json: each browser entry's content-hashed file, its static imports and its catalogs. */
const manifest: Record<string, { file: string; imports: string[]; ui?: string; catalogs: Record<string, string> }> = built
  ? JSON.parse(readFileSync(MANIFEST, 'utf8'))
  : {};
const BROWSER = built ? `dist/browser/${manifest['member-popup']!.file}` : '';
const LITE = built ? `dist/browser/${manifest['member-popup-lite']!.file}` : '';
/** The UI chunk each popup entry loads beside it (src/browser/popup.ts): chunks/<the entry's file name>. */
const BROWSER_UI = built ? `dist/browser/${manifest['member-popup']!.ui}` : '';
const LITE_UI = built ? `dist/browser/${manifest['member-popup-lite']!.ui}` : '';
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

  it('is within its size-limit budget (package.json; bytes gzip)', () => {
    const budgets: Array<{ path: string | string[]; limit: string }> = JSON.parse(readFileSync('package.json', 'utf8'))['size-limit'];
    const limit = parseInt(budgets.find((budget) => budget.path === LOADER)!.limit, 10);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(limit);
  });

  it('is one classic script: an IIFE with no static import, no eval and no inline style', () => {
    expect(code.startsWith('!function(){') || code.startsWith('(function(){') || code.startsWith('(()=>{')).toBe(true);
    expect(staticImports(code)).toEqual([]);
    expect(has(code, /\beval\(|new Function|\.style\b|setAttribute\("style"|innerHTML/)).toBe(false);
  });

  it('stays within ES2017 (no optional chaining, nullish coalescing, object spread or optional catch binding)', () => {
    expect(has(code, /\?\.[\w(]|\?\?|\{\.\.\.|catch\{/)).toBe(false);
  });

  it('takes the experiment ids from src/config (one source of truth, in the compact table of experiment-table.ts) and nothing of the popup', () => {
    expect(has(code, `"${EXPERIMENT_SITE_LIST}"`)).toBe(true);
    for (const first of [FIRST_STAGING_ID, FIRST_PRODUCTION_ID]) expect(has(code, new RegExp(`\\b${first}\\b`)), String(first)).toBe(true);
    // The one "react" is data-runtime's value (the tag asks for the React entry).
    expect(has(code, /createElement\("div"\)|(?<!")react(?!")|xstate/i)).toBe(false);
    expect(code.match(/react/gi)).toEqual(['react']);
  });

  it('knows the content-hashed entries of both runtimes, the shared hash of the catalogs and the default languages of TH, ID, VN and MM (from the manifest)', () => {
    const hash = (file: string, name: string) => file.slice(name.length, -'.js'.length);
    expect(manifest['member-popup']!.file).toMatch(/^member-popup-[\w-]{8}\.js$/);
    expect(manifest['member-popup-lite']!.file).toMatch(/^member-popup-lite-[\w-]{8}\.js$/);
    expect(has(code, `"/browser/member-popup${hash(manifest['member-popup']!.file, 'member-popup')}.js"`)).toBe(true);
    expect(has(code, `"/browser/member-popup-lite${hash(manifest['member-popup-lite']!.file, 'member-popup-lite')}.js"`)).toBe(true);
    // Every popup catalog carries the one shared hash, in both runtimes; the loader knows the hash and the languages.
    const shared = manifest['member-popup']!.catalogs.th!.replace(/^chunks\/th(-[\w-]{8})\.js$/, '$1');
    for (const entry of ['member-popup', 'member-popup-lite']) {
      for (const lang of CATALOGS) expect(manifest[entry]!.catalogs[lang], `${entry} ${lang}`).toBe(`chunks/${lang}${shared}.js`);
    }
    expect(has(code, `${shared}.js\``)).toBe(true);
    for (const lang of ['th', 'id', 'vi', 'my']) expect(has(code, `"${lang}"`), lang).toBe(true);
  });
});

describe.skipIf(!built)('the browser ESM bundle', () => {
  const entry = built ? readFileSync(BROWSER, 'utf8') : '';
  const ui = built ? readFileSync(BROWSER_UI, 'utf8') : '';
  const chunks = built ? readdirSync(CHUNKS).filter((name) => name.endsWith('.js')) : [];

  it('bundles everything: no static import at all (React included), no process.env', () => {
    expect(staticImports(entry)).toEqual([]);
    expect(has(entry, 'process.env')).toBe(false);
    // The lazy chunks take shared helpers from their entry or from a chunk they share with other lazy chunks (a lazy
    // screen's pieces), never from a package.
    const entries = Object.values(manifest).map(({ file }) => `../${file}`);
    for (const file of chunks) {
      for (const source of staticImports(readFileSync(`${CHUNKS}/${file}`, 'utf8'))) {
        expect(entries.includes(source) || /^\.\/[\w.-]+\.js$/.test(source), `${file}: ${source}`).toBe(true);
      }
    }
  });

  it('starts with the V8 compile hint (the first screen compiles while it streams)', () => {
    for (const file of [BROWSER, BROWSER_UI, LITE, LITE_UI]) expect(readFileSync(file, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  });

  it('comes as the statechart core and its UI, named after it: the UI imports the core only (no third request), the core imports nothing', () => {
    for (const name of ['member-popup', 'member-popup-lite']) {
      const { file, ui: uiFile } = manifest[name]!;
      expect(uiFile, name).toBe(`chunks/${file}`);
      expect(staticImports(readFileSync(`dist/browser/${file}`, 'utf8')), name).toEqual([]);
      expect(staticImports(readFileSync(`dist/browser/${uiFile}`, 'utf8')), name).toEqual([`../${file}`]);
      // The core imports its UI at once (by the UI's final name), and its source map is found under that name too.
      expect(has(readFileSync(`dist/browser/${file}`, 'utf8'), `import("./${uiFile}")`), name).toBe(true);
      expect(readFileSync(`dist/browser/${uiFile}`, 'utf8').trimEnd().endsWith(`//# sourceMappingURL=${file}.map`), name).toBe(true);
      expect(JSON.parse(readFileSync(`dist/browser/${uiFile}.map`, 'utf8')).file, name).toBe(file);
    }
    // React is the UI's: the core is XState, the machines, the configuration, the services and the English texts.
    expect(has(entry, /Minified React error/)).toBe(false);
    expect(has(entry, /createMachine|xstate/)).toBe(true);
  });

  it('keeps the public API and @floating-ui out of the first popup screen', () => {
    expect(has(entry + ui, /floating-ui|autoUpdate/)).toBe(false);
    expect(manifest['member-popup']!.imports).toEqual([]);
  });

  it('loads jsencrypt, each non-English catalog and every screen but Login as lazy chunks (qrcode from the QR screen)', () => {
    const lazy = [...entry.matchAll(/import\("\.\/chunks\/([\w-]+)\.js"\)/g), ...ui.matchAll(/import\("\.\/([\w-]+)\.js"\)/g)].map((m) => m[1]!.replace(/-[\w-]{8}$/, ''));
    const screens = ['forget-password', 'phone-call', 'profile-complete', 'qrcode', 'registry', 'reset-password', 'verify', 'verify-method-list'];
    expect(lazy).toEqual(expect.arrayContaining([...CATALOGS, 'jsencrypt', ...screens.map((name) => `screen-${name}`)]));
    expect(lazy).not.toContain('qrcode');
    for (const name of ['jsencrypt', 'qrcode', ...CATALOGS]) {
      expect(chunks.some((file) => file.startsWith(`${name}-`)), name).toBe(true);
    }
    const qrScreens = chunks.filter((file) => file.startsWith('screen-qrcode-'));
    expect(qrScreens.some((file) => /import\("\.\/qrcode-[\w-]+\.js"\)/.test(readFileSync(`${CHUNKS}/${file}`, 'utf8')))).toBe(true);
    const rsa = readFileSync(`${CHUNKS}/${chunks.find((file) => file.startsWith('jsencrypt-'))}`, 'utf8');
    expect(has(rsa, /BEGIN PUBLIC KEY/)).toBe(true);
    expect(has(entry + ui, /BEGIN PUBLIC KEY/)).toBe(false);
  });

  it('imports in a page-less runtime and resolves to what the loader calls, nothing more (the core is a thenable for its UI)', () => {
    // Node's own ESM loader, as a browser imports it (vite's module runner would await the thenable namespace while
    // importing it, and the UI's import of the core would then wait for itself).
    const script = `const names = ['open', 'openPopup', 'createWindowSocialProvider', 'MemberPopup', 'createConfig', 'createServices', 'loginPageUrl', 'validatePhone', 'then'];
      const out = {};
      for (const file of process.argv.slice(1)) {
        const mod = await import(new URL(file, 'file://' + process.cwd() + '/').href);
        out[file] = Object.fromEntries(names.map((name) => [name, typeof mod[name]]));
      }
      // The entry without its UI beside it (a copy in an empty folder): importing it fails, as the loader needs.
      const { copyFileSync, mkdtempSync, rmSync } = await import('node:fs');
      const folder = mkdtempSync((await import('node:os')).tmpdir() + '/mp-entry-');
      copyFileSync(process.argv[1], folder + '/entry.js');
      out.alone = await import(folder + '/entry.js').then(() => 'resolved', (error) => 'rejected: ' + error.code);
      rmSync(folder, { recursive: true });
      console.log(JSON.stringify(out));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, BROWSER, LITE], { encoding: 'utf8' }));
    expect(out.alone).toBe('rejected: ERR_MODULE_NOT_FOUND');
    for (const file of [BROWSER, LITE]) {
      // What the loader calls (src/browser/loader-open.ts), from the UI once it has loaded.
      expect(out[file], file).toEqual({
        open: 'function',
        openPopup: 'function',
        createWindowSocialProvider: 'function',
        // Besides these, only rollup's short names of helpers its own lazy chunks import (preserveEntrySignatures).
        MemberPopup: 'undefined',
        createConfig: 'undefined',
        createServices: 'undefined',
        loginPageUrl: 'undefined',
        validatePhone: 'undefined',
        then: 'undefined',
      });
    }
  }, 60_000);

  it('the API entry (member-popup-api) exports the rest of the package for pages without a bundler', async () => {
    const mod = await import(/* @vite-ignore */ new URL(`../dist/browser/${manifest['member-popup-api']!.file}`, import.meta.url).href);
    expect(typeof mod.openPopup).toBe('function');
    expect(typeof mod.MemberPopup).toBe('function');
    expect(typeof mod.loginPageUrl).toBe('function');
    expect(typeof mod.createConfig).toBe('function');
  }, 60_000);

  it('the lite entry runs React on preact/compat (no react-dom inside)', () => {
    for (const file of [LITE, LITE_UI]) {
      expect(has(readFileSync(file, 'utf8'), /Minified React error/), file).toBe(false);
      expect(JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources.some((source: string) => source.includes('node_modules/react-dom/')), file).toBe(false);
    }
    expect(has(ui, /Minified React error/)).toBe(true);
  });
});
