// The builds:
//  - ESM (dist/esm): one build for every package entry (index, pages, account, mocks and the React-free validation,
//    config, i18n, api; ESM_ENTRIES), one file per module (preserveModules) at its source's path under dist/esm/src/,
//    so the entries share every module and an app's bundler keeps only what it uses. Top-level calls are marked pure
//    (pureTopLevelCalls), React modules keep their 'use client' (useClient). React and the dependencies stay external
//    (peers and dependencies), except jsencrypt, which ships under dist/esm/vendor/ (BUNDLED_IN_ESM).
//  - UMD (dist/umd/member-popup.umd.cjs): one self-contained, minified file for plain <script> pages, global
//    `MemberPopup`, and what `require('member-popup')` loads (with dist/umd/member-popup.umd.d.cts).
//  - Browser ESM (dist/browser/member-popup-[hash].js and the other BROWSER_ENTRIES): what the loader imports on a page with no bundler. Everything is
//    bundled (React, ReactDOM, xstate, …) and minified; jsencrypt, qrcode and each non-English catalog are lazily
//    loaded chunks under dist/browser/chunks/.
//  - Member pages and account area, browser (dist/browser/member-pages-[hash].js and member-account-[hash].js, both on
//    preact/compat; minified): separate builds, so the popup's browser entries do not change; their lazy chunks go under
//    pages-chunks/ and account-chunks/ (the popup's chunk budgets do not count them).
//  - Loader (dist/loader/member-popup-loader.js, + .d.ts for `member-popup/loader`): the tiny host-page script, IIFE,
//    ES2017, minified.
//  Every build that inlines React (UMD, the popup's and API browser entries) inlines React 18.3.1, the smallest of the
//  supported range (see inlinedReact); the lite entries, member-pages (and its server renderer) and member-account
//  inline preact/compat instead.
//
// The package entry re-exports loader/login-redirect.ts, so the sources span src/ and loader/: TypeScript's rootDir is
// the project root here, and declarations land in dist/esm/src/ and dist/esm/loader/ beside the modules' files;
// dist/esm/<entry>.d.ts re-exports an entry's (entryDeclarations).
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import MagicString from 'magic-string';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every build starts from an empty dist/: stale hashed chunks would otherwise ship and count against the budgets.
// MP_BUILD_ONLY=loader (a comma list of output folders: esm, umd, browser, loader, mocks, server) rebuilds only those,
// over the existing dist/ (for work on one part; `npm run build` always builds everything).
const only = process.env.MP_BUILD_ONLY ? process.env.MP_BUILD_ONLY.split(',') : null;
// MP_BROWSER_ENTRIES=member-popup,member-popup-lite (with MP_BUILD_ONLY=browser) builds only those browser entries:
// minutes less when the work is on one entry's bytes; the manifest then lists only them until a full build.
const onlyEntries = process.env.MP_BROWSER_ENTRIES ? process.env.MP_BROWSER_ENTRIES.split(',') : null;
if (!only) rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));
// jsencrypt's compiled TypeScript helpers read `this` at module level (undefined in ESM, which they handle).
// The React modules' 'use client' (for React server components) is kept by the ESM build (useClient) and has no
// meaning in a bundle, where rollup drops it.
const onwarn = (warning, warn) => {
  if (warning.code === 'THIS_IS_UNDEFINED' && warning.id?.includes('node_modules/jsencrypt')) return;
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /['"]use client['"]/.test(warning.message)) return;
  warn(warning);
};

// Sources come from src/ and loader/ (tsconfig.build.json includes src/ and types/; imported loader files join in).
// Test helpers and fixtures stay out (the plugin's include overrides tsconfig's exclude): no declarations of them ship.
const sources = {
  rootDir: '.',
  include: ['src/**/*.ts', 'src/**/*.tsx', 'loader/**/*.ts', 'types/**/*.ts'],
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/__fixtures__/**', '**/*.fixtures.tsx', '**/test-utils.ts', '**/page-test-utils.ts', '**/test-support.ts', 'src/machines/model-coverage.ts'],
};
// React reads process.env.NODE_ENV; a plain page has no `process`, and production drops the dev branches.
const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });

/**
 * Lazy chunks of the browser build are named after the package they hold (jsencrypt, qrcode), a lazy screen after its
 * folder (chunks/screen-registry-[hash].js), else after their module; with `catalogHash`, a popup catalog is
 * chunks/<lang>-<catalogHash>.js (sharedCatalogHash).
 */
function browserChunkName(chunk, catalogHash) {
  const catalog = catalogHash && catalogOf(chunk.facadeModuleId);
  if (catalog && catalog !== 'en') return `chunks/${catalog}-${catalogHash}.js`;
  const pkgName = ['jsencrypt', 'qrcode'].find((name) => chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)));
  const screen = chunk.name === 'index' && chunk.facadeModuleId?.replace(/\\/g, '/').match(/\/screens\/([^/]+)\/index\.tsx?$/)?.[1];
  return `chunks/${pkgName || (screen && `screen-${screen}`) || '[name]'}-[hash].js`;
}

/**
 * The ESM build's entries: the package's entry points (package.json `exports`), one rollup build so that they share
 * every module. Each is dist/esm/<name>.js, with its declarations in dist/esm/<name>.d.ts (entryDeclarations).
 */
const ESM_ENTRIES = {
  index: 'src/index.ts',
  pages: 'src/pages/index.ts',
  account: 'src/account/index.ts',
  validation: 'src/validation/index.ts',
  config: 'src/config/index.ts',
  i18n: 'src/i18n/index.ts',
  api: 'src/api/index.ts',
  mocks: 'src/mocks/index.ts',
};
/** Dependencies the ESM build carries inside the package (dist/esm/vendor/<package>/) rather than importing them. */
const BUNDLED_IN_ESM = ['jsencrypt'];

/**
 * A module's file in the ESM build: an entry at dist/esm/<entry>.js, a project module at its source's path under
 * dist/esm/src/ or dist/esm/loader/ (beside its declaration file), a bundled dependency under dist/esm/vendor/ (npm
 * leaves node_modules folders out of a tarball).
 */
function esmFileName(chunk) {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
  const entry = Object.entries(ESM_ENTRIES).find(([, input]) => id.endsWith(`/${input}`));
  if (entry) return `${entry[0]}.js`;
  return `${chunk.name.replace(/^node_modules\//, 'vendor/')}.js`;
}

/** Writes dist/esm/<entry>.d.ts for each entry: its declarations (emitted under dist/esm/src/) re-exported. */
function entryDeclarations() {
  return {
    name: 'entry-declarations',
    writeBundle() {
      for (const [name, input] of Object.entries(ESM_ENTRIES)) {
        writeFileSync(`dist/esm/${name}.d.ts`, `export * from './${input.replace(/\.tsx?$/, '.js')}';\n`);
      }
    },
  };
}

/**
 * Writes a declaration file beside a build's output (the UMD bundle's for `require`, the loader's): `text` names the
 * ESM build's declarations, which that build wrote first.
 */
function declarationFile(file, text) {
  return {
    name: 'declaration-file',
    writeBundle() {
      writeFileSync(file, text);
    },
  };
}
// A CommonJS declaration file cannot re-export an ES module's (TS1479 under node16); a type query with
// resolution-mode can name it. Types only (interfaces) are imported from the ESM entry with the same attribute.
const UMD_DECLARATIONS = `// require('member-popup'): the UMD bundle (React inlined) has the ESM entry's API.
declare const memberPopup: typeof import('../esm/index.js', { with: { 'resolution-mode': 'import' } });
export = memberPopup;
`;
const LOADER_DECLARATIONS = `// member-popup/loader: the host-page loader, a classic script (run by importing it or by a <script async> tag). It
// exports nothing; pages talk to it through its call queue, window.MemberPopupQueue.
import type { LoaderQueueCall } from '../esm/src/browser/loader-open.js';

export type { LoaderOpenOptions, LoaderQueueCall } from '../esm/src/browser/loader-open.js';

declare global {
  interface Window {
    /** Calls for the loader: an array before it ran (it replays them), then a queue whose push runs each call. */
    MemberPopupQueue?: { push(...calls: LoaderQueueCall[]): number };
  }
}
`;

/**
 * Marks every call in a module's top-level declarations `/* @__PURE__ *\/` (outside function bodies): frozen tables,
 * `setup(…).createMachine(…)`, lazy parts, catalog parts, `new Map()`. A bundler then drops what an app does not use
 * even inside a module it imports. Top-level statements that are calls (real side effects) are left alone: the ESM
 * build's modules have none (src/browser's are in the browser builds only). `setup(a).createMachine(b)` becomes
 * `(setup(a)).createMachine(b)` so both calls carry their own mark.
 */
function pureTopLevelCalls() {
  const PURE = '/* @__PURE__ */ ';
  const isCall = (node) => node && (node.type === 'CallExpression' || node.type === 'NewExpression');
  return {
    name: 'pure-top-level-calls',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return null;
      const ast = this.parse(code);
      const text = new MagicString(code);
      const mark = (node) => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(mark);
        if (/Function|Class/.test(node.type)) return; // bodies run later, not at import
        if (isCall(node)) {
          const callee = node.callee;
          // A call on a call's result: parenthesize the inner call so that it carries its own mark.
          if (callee?.type === 'MemberExpression' && isCall(callee.object)) {
            text.appendLeft(callee.object.start, `${PURE}(`);
            text.appendRight(callee.object.end, ')');
            mark(callee.object.callee);
            mark(callee.object.arguments);
          } else mark(callee);
          if (!code.slice(Math.max(0, node.start - 20), node.start).includes('@__PURE__')) text.prependLeft(node.start, PURE);
          return mark(node.arguments);
        }
        for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') mark(value);
      };
      for (let statement of ast.body) {
        if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') && statement.declaration)
          statement = statement.declaration;
        if (statement.type === 'VariableDeclaration') for (const declarator of statement.declarations) mark(declarator.init);
        else if (isCall(statement)) mark(statement);
      }
      return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: true }) } : null;
    },
  };
}

/**
 * Keeps a module's `'use client'` directive in its file of the ESM build (rollup drops module directives): React's
 * server components then treat the React modules as client boundaries, while the pure helpers (validation, config,
 * i18n, api) stay importable from a server component.
 */
function useClient() {
  const clientModules = new Set();
  return {
    name: 'use-client',
    transform(code, id) {
      if (/^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(code)) clientModules.add(id);
      return null;
    },
    renderChunk(code, chunk) {
      if (!chunk.facadeModuleId || !clientModules.has(chunk.facadeModuleId)) return null;
      const text = new MagicString(code).prepend("'use client';\n");
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

/** The language of a popup catalog module (src/i18n/catalogs/<lang>.ts), else undefined. */
const catalogOf = (id) => id?.replace(/\\/g, '/').match(/src\/i18n\/catalogs\/([a-z]{2})\.ts$/)?.[1];
/**
 * The popup catalogs share one hash (chunks/<lang>-<hash>.js), so the loader's manifest carries one hash instead of a
 * file name per site and runtime. It is a content hash all the same: sha256 of every catalog module's code (as rollup
 * got it from TypeScript, in a fixed order) and of the versions and options of what turns that code into the chunk
 * (rollup, terser). Catalog chunks must stay leaf chunks (checked in `browserManifest`): a chunk that imported another
 * would change with that chunk's name while keeping its own.
 */
function sharedCatalogHash(catalogHash) {
  const terserVersion = JSON.parse(readFileSync(new URL('./node_modules/terser/package.json', import.meta.url), 'utf8')).version;
  return {
    name: 'shared-catalog-hash',
    renderStart() {
      const hash = createHash('sha256').update(`${this.meta.rollupVersion} ${terserVersion} ${JSON.stringify(BROWSER_TERSER)}\n`);
      const ids = [...this.getModuleIds()].filter((id) => catalogOf(id) && catalogOf(id) !== 'en');
      for (const id of ids.sort()) hash.update(`${catalogOf(id)}\n${this.getModuleInfo(id).code}\n`);
      catalogHash.value = hash.digest('base64url').slice(0, 8);
    },
  };
}

const MANIFEST_FILE = 'dist/browser/manifest.json';
/** The popup catalogs of languages that are a site's default (requested with the entry by the loader). */
const SITE_LANGUAGES = { TH: 'th', ID: 'id', VN: 'vi', MM: 'my' };

/**
 * Records an entry of the browser build in dist/browser/manifest.json: its content-hashed file, the chunks it
 * imports statically (its first screen), and its catalog chunks by language.
 */
function browserManifest(name, ui, { wing = false } = {}) {
  return {
    name: 'browser-manifest',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === name);
      const catalogs = {};
      // A wing (the pages, the account area) is found by its entry's name alone; its catalogs are its own chunks.
      for (const file of wing ? [] : Object.values(bundle)) {
        const lang = file.type === 'chunk' && catalogOf(file.facadeModuleId);
        if (!lang || lang === 'en') continue;
        if (file.imports.length) throw new Error(`${file.fileName} imports ${file.imports}: catalog chunks share one hash only as leaves`);
        catalogs[lang] = file.fileName;
      }
      const manifest = existsSync(MANIFEST_FILE) ? JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) : {};
      manifest[name] = { file: entry.fileName, imports: entry.imports, ...(ui ? { ui: uiFileOf(entry.fileName) } : {}), catalogs };
      writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/**
 * V8's compile hint (https://v8.dev/blog/explicit-compile-hints): the file's functions are compiled eagerly while the
 * file streams in, instead of lazily on first call on the main thread. Only for the first screen's files, after
 * minification (terser would drop the comment).
 */
function compileHint(ui) {
  return {
    name: 'compile-hint',
    renderChunk(code, chunk) {
      if (!chunk.isEntry && !(ui && isUiChunk(chunk, ui))) return null;
      // A new first line: the source map moves down with the code.
      const text = new MagicString(code).prepend('//# allFunctionsCalledOnLoad\n');
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

/**
 * Whether a chunk holds the UI module `ui` (the project's file at that path). The UI chunk is found by its modules: it
 * has no facade module, since it also holds the code its lazy chunks share.
 */
const isUiChunk = (chunk, ui) => !chunk.isEntry && chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${ui}`));
/** The UI chunk's file: the entry's file name under chunks/ (what the loader preloads beside the entry). */
const uiFileOf = (entryFile) => `chunks/${entryFile}`;

/**
 * The UI chunk of a browser entry that loads its UI beside it (src/browser/popup.ts) is named after the entry:
 * chunks/<the entry's file name>, so the loader derives its modulepreload from the entry's name (no second hash in
 * the loader, whose every byte each page view downloads). Still a content hash: the entry's hash covers the UI chunk's
 * own hashed name, which its code imports. Every chunk's reference to the UI chunk (the entry's import, the lazy
 * chunks' imports of shared code) and its source map follow the new name.
 */
function uiChunkName(name, ui) {
  return {
    name: 'ui-chunk-name',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === name);
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && isUiChunk(file, ui));
      if (!entry || !chunk) this.error(`${name}: no UI chunk for ${ui}`);
      const from = chunk.fileName;
      const to = uiFileOf(entry.fileName);
      const [oldName, newName] = [from, to].map((file) => file.slice('chunks/'.length));
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = file.code.split(oldName).join(newName);
        for (const list of [file.imports, file.dynamicImports]) list.forEach((item, i) => item === from && (list[i] = to));
      }
      const map = bundle[`${from}.map`];
      if (map) {
        map.source = String(map.source).split(oldName).join(newName);
        delete bundle[map.fileName];
        map.fileName = `${to}.map`;
        bundle[map.fileName] = map;
      }
      delete bundle[from];
      chunk.fileName = to;
      if (chunk.sourcemapFileName) chunk.sourcemapFileName = `${to}.map`;
      bundle[to] = chunk;
    },
  };
}

/**
 * React on preact/compat (the lite runtime): every React import resolves to preact's compat layer. `esm` (a Node
 * build, whose conditions tell `require` from `import`) resolves a CommonJS module's require of React to the same
 * ES module as an import, so one preact runs (a second copy's hooks find no current component).
 */
function preactCompat({ esm = false } = {}) {
  const targets = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
    // The member pages' server renderer (src/pages/server.tsx) on the lite runtime: preact's own string renderer.
    'react-dom/server': 'preact-render-to-string',
  };
  return {
    name: 'preact-compat',
    async resolveId(source, importer, options) {
      const target = targets[source];
      if (!target) return null;
      const custom = esm ? { ...options.custom, 'node-resolve': { ...options.custom?.['node-resolve'], isRequire: false } } : options.custom;
      const resolved = await this.resolve(target, importer, { ...options, custom, skipSelf: true });
      // Not installed (a node_modules from before the dependency came): fail, never fall back to React's module.
      if (!resolved) this.error(`preact-compat: ${target} (for ${source}) is not installed: run npm ci`);
      return resolved;
    },
  };
}

/**
 * The React the browser builds inline (they run on plain pages, with no host React): the smallest React DOM of the
 * supported range (peer `^18.2.0 || ^19.0.0`), React 18.3.1 from the aliased devDependencies react-18 and
 * react-dom-18 (react-dom 42 KB gzip against 19's 64 KB). Every `react` and `react-dom` import resolves there, from any
 * importer (our sources, react-dom itself, @floating-ui/react, @xstate/react, use-sync-external-store), so one React
 * is inlined. The ESM builds keep React external: the host's React (18 or 19) is used there.
 */
function inlinedReact() {
  const packages = { react: 'react-18', 'react-dom': 'react-dom-18' };
  // @xstate/react imports the use-sync-external-store shims, written for React < 18; the inlined React 18 has the
  // hook itself, so the shims' fallback code (about 350 B gzip of the first screen) is left out.
  const shims = {
    'use-sync-external-store/shim': 'use-sync-external-store',
    'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
  };
  return {
    name: 'inlined-react',
    async resolveId(source, importer, options) {
      if (shims[source]) return this.resolve(shims[source], importer, { ...options, skipSelf: true });
      const match = /^(react|react-dom)(\/.*)?$/.exec(source);
      if (!match) return null;
      const target = `${packages[match[1]]}${match[2] ?? ''}`;
      const resolved = await this.resolve(target, importer, { ...options, skipSelf: true });
      // Never fall back to the root React silently (a tree installed without the aliases would ship React 19).
      if (!resolved) this.error(`${target} is not installed (npm ci installs the react-18 / react-dom-18 aliases)`);
      return resolved;
    },
  };
}

/**
 * The browser entries: each its own build, so one never shares a chunk with (or grows) another; the popup's first
 * screen is `member-popup` alone. Names are content-hashed (cached for a year); the loader learns them from the
 * manifest. The pages and account wings (src/pages, src/account) are separate builds below, also never sharing a
 * chunk with the popup; their names are content-hashed too, in the same manifest (issue 28).
 */
const BROWSER_ENTRIES = [
  // The statechart core, with the UI beside it (src/browser/popup.ts, uiChunkName).
  { name: 'member-popup', input: 'src/browser/popup.ts', hint: true, ui: 'src/browser/popup-ui.ts' },
  { name: 'member-popup-lite', input: 'src/browser/popup.ts', hint: true, lite: true, ui: 'src/browser/popup-ui.ts' },
  { name: 'member-popup-api', input: 'src/index.ts' },
  // The header's account menu for a signed-in buyer (issue 28), fetched on intent or idle, never on a logged-out view.
  // Its lazy chunks (texts, the get-current-user call) go under menu-chunks/: the popup's chunk budgets do not count them.
  { name: 'member-account-menu', input: 'src/browser/account-menu.ts', chunks: 'menu-chunks' },
  { name: 'member-account-menu-lite', input: 'src/browser/account-menu.ts', lite: true, chunks: 'menu-chunks' },
].filter((entry) => existsSync(entry.input) && (!onlyEntries || onlyEntries.includes(entry.name)));

// pure_getters: no code of these builds reads a property for its side effect (no reflow reads, no probing reads left
// unused), so terser may drop unused reads and inline more; with a third pass it takes ~270 B gzip off the popup's
// first screen (the full e2e suite runs on these builds).
/**
 * Drops `Object.freeze(` calls (keeping their argument) where the frozen tables live in a closure nobody else sees: the
 * loader, and the popup's browser entries, which hand a host only open/openPopup (the API entry keeps its freezing:
 * hosts get its tables). ~60 B gzip off the popup's first screen. Before terser, which then folds the parentheses.
 */
function unfreeze() {
  return {
    name: 'unfreeze',
    renderChunk(code) {
      const out = new MagicString(code);
      for (const match of code.matchAll(/Object\.freeze\(/g)) out.overwrite(match.index, match.index + match[0].length, '(');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

const BROWSER_TERSER = { format: { comments: false }, compress: { passes: 3, pure_getters: true } };

function browserBuild({ name, input, hint, lite, ui, chunks = 'chunks' }) {
  const catalogHash = { value: '' };
  return {
    input: { [name]: input },
    onwarn,
    // The lazy chunks import rollup's shared helpers from the entry itself, rather than from a second chunk that the
    // entry would re-export (a facade costs the page one more request before the popup can open).
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/browser',
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: (chunk) => browserChunkName(chunk, catalogHash.value).replace(/^chunks\//, `${chunks}/`),
      sourcemap: true,
    },
    plugins: [
      lite ? preactCompat() : inlinedReact(),
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
      ...(hint ? [unfreeze()] : []),
      terser(BROWSER_TERSER),
      sharedCatalogHash(catalogHash),
      ...(hint ? [compileHint(ui)] : []),
      ...(ui ? [uiChunkName(name, ui)] : []),
      browserManifest(name, ui),
    ],
  };
}

/**
 * The loader build replaces two of its modules with literals: loader/manifest.ts by the content-hashed names of the
 * browser build (dist/browser/manifest.json, written by the builds before it), and loader/experiment-table.ts by its
 * own values, evaluated here (tsx) so that the compact table's check runs in the build and fails it.
 */
function loaderManifest() {
  const virtual = new Map([
    ['./manifest.js', '\0loader-manifest'],
    ['./experiment-table.js', '\0loader-experiment-table'],
  ]);
  return {
    name: 'loader-manifest',
    resolveId(source, importer) {
      return (importer?.replace(/\\/g, '/').includes('/loader/') && virtual.get(source)) || null;
    },
    async load(id) {
      if (id === '\0loader-experiment-table') {
        const { tsImport } = await import('tsx/esm/api');
        const table = await tsImport('./loader/experiment-table.ts', import.meta.url);
        // Its data only (a function is not data: importing one fails the build as a missing export).
        const values = Object.entries(table).filter(([, value]) => typeof value !== 'function');
        return values.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`).join('\n');
      }
      if (id !== '\0loader-manifest') return null;
      const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
      // Both runtimes name each catalog chunk chunks/<lang>-<shared hash>.js (sharedCatalogHash).
      const catalog = (entry, lang) => manifest[entry].catalogs[lang].replace(/^chunks\/[a-z]+(-[\w-]+)\.js$/, '$1');
      const hash = catalog('member-popup', 'th');
      for (const entry of ['member-popup', 'member-popup-lite'])
        for (const lang of Object.values(SITE_LANGUAGES))
          if (catalog(entry, lang) !== hash) throw new Error(`${entry}: the ${lang} catalog does not carry the shared catalog hash`);
      return [
        `export const POPUP_HASH = ${JSON.stringify(manifest['member-popup'].file.replace(/^member-popup-(.*)\.js$/, '-$1'))};`,
        `export const LITE_HASH = ${JSON.stringify(manifest['member-popup-lite'].file.replace(/^member-popup-lite-(.*)\.js$/, '-$1'))};`,
        `export const CATALOG_HASH = ${JSON.stringify(hash)};`,
        `export const SITE_LANGUAGES = ${JSON.stringify(SITE_LANGUAGES)};`,
      ].join('\n');
    },
  };
}

const builds = [
  {
    input: ESM_ENTRIES,
    external: (id) => isExternal(id) && !BUNDLED_IN_ESM.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    onwarn,
    output: {
      dir: 'dist/esm',
      format: 'es',
      // One file per module, at its source's path (dist/esm/src/..., next to its declarations): the bundler of an
      // app that imports one helper takes that helper's files only, and the entries share every module.
      preserveModules: true,
      entryFileNames: esmFileName,
      sourcemap: true,
    },
    plugins: [
      // jsencrypt ships in the package (dist/esm/vendor/jsencrypt): its own ESM build has extensionless imports that
      // plain Node ESM (a consumer's vitest, Node itself) cannot load.
      nodeResolve({ resolveOnly: BUNDLED_IN_ESM }),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, outDir: 'dist/esm', declarationDir: 'dist/esm' }),
      pureTopLevelCalls(),
      useClient(),
      entryDeclarations(),
    ],
  },
  {
    input: 'src/index.ts',
    onwarn,
    output: {
      file: 'dist/umd/member-popup.umd.cjs',
      format: 'umd',
      name: 'MemberPopup',
      inlineDynamicImports: true,
      sourcemap: true,
    },
    plugins: [
      inlinedReact(),
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/umd' }),
      terser({ format: { comments: false } }),
      declarationFile('dist/umd/member-popup.umd.d.cts', UMD_DECLARATIONS),
    ],
  },
  ...BROWSER_ENTRIES.map(browserBuild),
  {
    input: 'loader/loader.ts',
    // The map is written without a sourceMappingURL comment: every page view would download that line.
    output: { file: 'dist/loader/member-popup-loader.js', format: 'iife', sourcemap: 'hidden', strict: false },
    plugins: [
      // loader/tsconfig.build.json: the loader entry in the program, target ES2017.
      loaderManifest(),
      // The loader keeps the shared tables in a closure nobody else sees.
      unfreeze(),
      typescript({ tsconfig: './loader/tsconfig.build.json', filterRoot: '.', include: sources.include }),
      // pure_getters: the loader reads no getter for its side effect (dataset, location, event fields), so terser may
      // inline and drop reads freely (10 B gzip). ES2017 stays the output (the build test checks it).
      terser({ ecma: 2017, format: { comments: false }, compress: { passes: 3, unsafe: true, unsafe_arrows: true, unsafe_methods: true, pure_getters: true } }),
      declarationFile('dist/loader/member-popup-loader.d.ts', LOADER_DECLARATIONS),
    ],
  },
  {
    input: { 'member-pages': 'src/pages/index.ts' },
    onwarn,
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/browser',
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: (chunk) => browserChunkName(chunk).replace(/^chunks\//, 'pages-chunks/'),
      sourcemap: true,
    },
    plugins: [
      // The lite runtime (issue 28 item 2): React DOM alone is 40 KB gzip of the 60 KB the entry may weigh.
      preactCompat(),
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
      terser(BROWSER_TERSER),
      browserManifest('member-pages', undefined, { wing: true }),
    ],
  },
  // member-popup/pages/server (src/pages/server.tsx) and member-popup/account/server (src/account/server.tsx): the
  // member pages' and the account dashboard's server renderers, Node modules (dist/server/member-pages-server.js and
  // member-account-server.js, shared chunks beside them) with the browser builds' runtime inlined (preact/compat and
  // preact-render-to-string: the markup must come from the runtime that hydrates it, or useId values differ). Never
  // imported by a browser entry.
  {
    input: { 'member-pages-server': 'src/pages/server.tsx', 'member-account-server': 'src/account/server.tsx' },
    onwarn,
    external: (id) => id.startsWith('node:') || ['stream', 'util', 'crypto', 'buffer', 'events'].includes(id),
    output: { dir: 'dist/server', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [
      preactCompat({ esm: true }),
      production(),
      nodeResolve({ exportConditions: ['node'], preferBuiltins: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/server' }),
      declarationFile('dist/server/member-pages-server.d.ts', "export * from '../esm/src/pages/server.js';\n"),
      declarationFile('dist/server/member-account-server.d.ts', "export * from '../esm/src/account/server.js';\n"),
    ],
  },
  // member-popup/account (src/account): its browser build dist/browser/member-account-[hash].js (minified), never in the
  // popup's first screen; its lazy chunks go under account-chunks/. Its ESM entry is in the ESM build (the host's React).
  // The browser build runs on the lite runtime (preact/compat, like the account menu's lite build): /user/profile is
  // a page of its own, with no host React, and React DOM alone would be 42 KB gzip of the 70 KB the dashboard's first
  // paint may cost (issue 28).
  {
    input: { 'member-account': 'src/account/index.ts' },
    onwarn,
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/browser',
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: (chunk) => browserChunkName(chunk).replace(/^chunks\//, 'account-chunks/'),
      sourcemap: true,
    },
    plugins: [
      preactCompat(),
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
      terser({ format: { comments: false } }),
      browserManifest('member-account', undefined, { wing: true }),
    ],
  },
];

/**
 * Source maps name their sources by a path from the map's folder. The TypeScript plugin's maps make rollup write the
 * path of a source under src/ or loader/ two levels too high (relative to the output folder, not the map): every
 * path that climbs out is taken as a path in the repository and rebased from the map's folder. The text of every
 * source is in the map (sourcesContent), so a debugger shows it where the package has no src/.
 */
const REPO = fileURLToPath(new URL('.', import.meta.url));
const repoSource = (source, mapFile) =>
  source.startsWith('../') ? relative(dirname(mapFile), resolve(REPO, source.replace(/^(\.\.\/)+/, ''))).replace(/\\/g, '/') : source;
for (const build of builds) if (build.output.sourcemap) build.output.sourcemapPathTransform = repoSource;

const outputFolder = (build) => (build.output.dir ?? build.output.file).split('/')[1];
export default only ? builds.filter((build) => only.includes(outputFolder(build))) : builds;
