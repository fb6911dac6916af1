// Four builds:
//  - ESM (dist/esm): dependencies and React stay external (React is a peer); dynamic imports (RSA) become chunks.
//  - UMD (dist/umd): one self-contained, minified file for plain <script> pages, global `MemberPopup`.
//  - Browser ESM (dist/browser/member-popup.js): what the loader imports on a page with no bundler. Everything is
//    bundled (React, ReactDOM, xstate, …) and minified; jsencrypt, qrcode and each non-English catalog are lazily
//    loaded chunks under dist/browser/chunks/.
//  - Loader (dist/loader/member-popup-loader.js): the tiny host-page script, IIFE, ES2017, minified.
//  - Account area (member-popup/account, src/account): the same shape as the pages entry: dist/esm/account.js
//    (+ account.d.ts) and dist/browser/member-account.js, lazy chunks under account-chunks/.
//  - Member pages (member-popup/pages, src/pages): its own ESM entry dist/esm/pages.js (+ pages.d.ts; React and the
//    dependencies external) and its own browser build dist/browser/member-pages.js (React inlined, minified). Both are
//    separate builds, so the popup's entries (dist/esm/index.js, dist/browser/member-popup.js) do not change; their lazy
//    chunks go under pages-chunks/ (the popup's chunk budgets do not count them).
//
// The package entry re-exports loader/login-redirect.ts, so the sources span src/ and loader/: TypeScript's rootDir is
// the project root here, declarations land in dist/esm/src/ and dist/esm/loader/, and dist/esm/index.d.ts is the entry's
// declaration file with its paths moved to that layout (see entryDeclaration).
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// Every build starts from an empty dist/: stale hashed chunks would otherwise ship and count against the budgets.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

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

/** Lazy chunks of the browser build are named after the package they hold (jsencrypt, qrcode) or their module. */
function browserChunkName(chunk) {
  const pkgName = ['jsencrypt', 'qrcode'].find((name) => chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)));
  return `chunks/${pkgName ?? '[name]'}-[hash].js`;
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

export default [
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
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/umd' }),
      terser({ format: { comments: false } }),
    ],
  },
  {
    input: { 'member-popup': 'src/index.ts' },
    onwarn,
    // The lazy chunks import rollup's shared helpers from the entry itself, rather than from a second chunk that the
    // entry would re-export (a facade costs the page one more request before the popup can open).
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/browser',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: browserChunkName,
      sourcemap: true,
    },
    plugins: [
      production(),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', ...sources, declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
      terser({ format: { comments: false } }),
    ],
  },
  {
    input: 'loader/loader.ts',
    output: { file: 'dist/loader/member-popup-loader.js', format: 'iife', sourcemap: true },
    plugins: [
      // loader/tsconfig.build.json: the loader entry in the program, target ES2017.
      typescript({ tsconfig: './loader/tsconfig.build.json', filterRoot: '.', include: sources.include }),
      terser({ ecma: 2017, format: { comments: false }, compress: { passes: 3 } }),
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
