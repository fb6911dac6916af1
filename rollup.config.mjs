// Four builds:
//  - ESM (dist/esm): dependencies and React stay external (React is a peer); dynamic imports (RSA) become chunks.
//  - UMD (dist/umd): one self-contained, minified file for plain <script> pages, global `MemberPopup`.
//  - Browser ESM (dist/browser/member-popup-[hash].js and the other BROWSER_ENTRIES): what the loader imports on a page with no bundler. Everything is
//    bundled (React, ReactDOM, xstate, …) and minified; jsencrypt, qrcode and each non-English catalog are lazily
//    loaded chunks under dist/browser/chunks/.
//  - Account area (member-popup/account, src/account): the same shape as the pages entry: dist/esm/account.js
//    (+ account.d.ts) and dist/browser/member-account.js, lazy chunks under account-chunks/.
//  - Member pages (member-popup/pages, src/pages): its own ESM entry dist/esm/pages.js (+ pages.d.ts; React and the
//    dependencies external) and its own browser build dist/browser/member-pages.js (React inlined, minified). Both are
//    separate builds, so the popup's entries (dist/esm/index.js, dist/browser/member-popup.js) do not change; their lazy
//    chunks go under pages-chunks/ (the popup's chunk budgets do not count them).
//  - Loader (dist/loader/member-popup-loader.js): the tiny host-page script, IIFE, ES2017, minified.
//  Every build that inlines React (UMD, browser entries, member-pages, member-account) inlines React 18.3.1, the
//  smallest of the supported range (see inlinedReact); the lite entry inlines preact/compat instead.
//
// The package entry re-exports loader/login-redirect.ts, so the sources span src/ and loader/: TypeScript's rootDir is
// the project root here, declarations land in dist/esm/src/ and dist/esm/loader/, and dist/esm/index.d.ts is the entry's
// declaration file with its paths moved to that layout (see entryDeclaration).
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import MagicString from 'magic-string';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

// Every build starts from an empty dist/: stale hashed chunks would otherwise ship and count against the budgets.
// MP_BUILD_ONLY=loader (a comma list of output folders: esm, umd, browser, loader, mocks) rebuilds only those,
// over the existing dist/ (for work on one part; `npm run build` always builds everything).
const only = process.env.MP_BUILD_ONLY ? process.env.MP_BUILD_ONLY.split(',') : null;
if (!only) rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));
// jsencrypt's compiled TypeScript helpers read `this` at module level (undefined in ESM, which they handle).
const onwarn = (warning, warn) => {
  if (warning.code === 'THIS_IS_UNDEFINED' && warning.id?.includes('node_modules/jsencrypt')) return;
  warn(warning);
};

// Sources come from src/ and loader/ (tsconfig.build.json includes src/ and types/; imported loader files join in).
const sources = { rootDir: '.', include: ['src/**/*.ts', 'src/**/*.tsx', 'loader/**/*.ts', 'types/**/*.ts'] };
// React reads process.env.NODE_ENV; a plain page has no `process`, and production drops the dev branches.
const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });

/** Writes dist/esm/index.d.ts: the entry's declarations (dist/esm/src/index.d.ts) with relative paths rebased. */
function entryDeclaration() {
  return {
    name: 'entry-declaration',
    writeBundle() {
      const text = readFileSync('dist/esm/src/index.d.ts', 'utf8');
      const rebased = text.replace(/(from\s+['"])\.(\.?)\//g, (_, from, up) => `${from}./${up ? '' : 'src/'}`);
      writeFileSync('dist/esm/index.d.ts', rebased);
    },
  };
}

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

/** Writes dist/esm/pages.d.ts: the pages entry's declarations (emitted by the ESM build under dist/esm/src/pages/). */
function pagesDeclaration() {
  return {
    name: 'pages-declaration',
    writeBundle() {
      writeFileSync('dist/esm/pages.d.ts', "export * from './src/pages/index.js';\n");
    },
  };
}

/** Writes dist/esm/account.d.ts: the account entry's declarations (emitted by the ESM build under dist/esm/src/account/). */
function accountDeclaration() {
  return {
    name: 'account-declaration',
    writeBundle() {
      writeFileSync('dist/esm/account.d.ts', "export * from './src/account/index.js';\n");
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
function browserManifest(name, ui) {
  return {
    name: 'browser-manifest',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === name);
      const catalogs = {};
      for (const file of Object.values(bundle)) {
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

/** React on preact/compat (the lite runtime): every React import resolves to preact's compat layer. */
function preactCompat() {
  const targets = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  return {
    name: 'preact-compat',
    async resolveId(source, importer, options) {
      const target = targets[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
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
  return {
    name: 'inlined-react',
    async resolveId(source, importer, options) {
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
 * chunk with the popup (their names are not hashed yet: the demo pages import them by their plain names).
 */
const BROWSER_ENTRIES = [
  // The statechart core, with the UI beside it (src/browser/popup.ts, uiChunkName).
  { name: 'member-popup', input: 'src/browser/popup.ts', hint: true, ui: 'src/browser/popup-ui.ts' },
  { name: 'member-popup-lite', input: 'src/browser/popup.ts', hint: true, lite: true, ui: 'src/browser/popup-ui.ts' },
  { name: 'member-popup-api', input: 'src/index.ts' },
].filter((entry) => existsSync(entry.input));

const BROWSER_TERSER = { format: { comments: false }, compress: { passes: 2 } };

function browserBuild({ name, input, hint, lite, ui }) {
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
      chunkFileNames: (chunk) => browserChunkName(chunk, catalogHash.value),
      sourcemap: true,
    },
    plugins: [
      lite ? preactCompat() : inlinedReact(),
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
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
    input: 'src/index.ts',
    external: isExternal,
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
    },
    plugins: [
      typescript({ tsconfig: './tsconfig.build.json', ...sources, outDir: 'dist/esm', declarationDir: 'dist/esm' }),
      entryDeclaration(),
    ],
  },
  {
    input: 'src/index.ts',
    onwarn,
    output: {
      file: 'dist/umd/member-popup.umd.js',
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
      {
        // The loader keeps the shared tables in a closure nobody else sees: Object.freeze is dead weight there.
        name: 'loader-unfreeze',
        renderChunk: (code) => ({ code: code.replace(/Object\.freeze\(/g, '('), map: null }),
      },
      typescript({ tsconfig: './loader/tsconfig.build.json', filterRoot: '.', include: sources.include }),
      // pure_getters: the loader reads no getter for its side effect (dataset, location, event fields), so terser may
      // inline and drop reads freely (10 B gzip). ES2017 stays the output (the build test checks it).
      terser({ ecma: 2017, format: { comments: false }, compress: { passes: 3, unsafe: true, unsafe_arrows: true, unsafe_methods: true, pure_getters: true } }),
    ],
  },
  {
    input: { pages: 'src/pages/index.ts' },
    external: isExternal,
    output: { dir: 'dist/esm', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'pages-chunks/[name]-[hash].js', sourcemap: true },
    plugins: [
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/esm' }),
      pagesDeclaration(),
    ],
  },
  {
    input: { 'member-pages': 'src/pages/index.ts' },
    onwarn,
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/browser',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => browserChunkName(chunk).replace(/^chunks\//, 'pages-chunks/'),
      sourcemap: true,
    },
    plugins: [
      inlinedReact(),
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
      terser({ format: { comments: false } }),
    ],
  },
  // member-popup/account (src/account), in the shape of the pages entry: its own ESM entry dist/esm/account.js
  // (+ account.d.ts; React and the dependencies external) and its own browser build dist/browser/member-account.js
  // (React inlined, minified), never in the popup's first screen. Separate builds, so dist/esm/index.js and
  // dist/browser/member-popup.js do not change; its lazy chunks go under account-chunks/.
  {
    input: { account: 'src/account/index.ts' },
    external: isExternal,
    output: { dir: 'dist/esm', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'account-chunks/[name]-[hash].js', sourcemap: true },
    plugins: [
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/esm' }),
      accountDeclaration(),
    ],
  },
  {
    input: { 'member-account': 'src/account/index.ts' },
    onwarn,
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/browser',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => browserChunkName(chunk).replace(/^chunks\//, 'account-chunks/'),
      sourcemap: true,
    },
    plugins: [
      inlinedReact(),
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
      terser({ format: { comments: false } }),
    ],
  },
  // member-popup/mocks (src/mocks): the msw handlers of the tests and Storybook, for other teams' tests. ESM only;
  // msw stays external (an optional peer dependency), like React and the runtime dependencies.
  {
    input: { index: 'src/mocks/index.ts' },
    external: isExternal,
    output: { dir: 'dist/mocks', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
    plugins: [typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/mocks' })],
  },
];

const outputFolder = (build) => (build.output.dir ?? build.output.file).split('/')[1];
export default only ? builds.filter((build) => only.includes(outputFolder(build))) : builds;
