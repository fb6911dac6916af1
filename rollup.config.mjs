// Two builds of the package entry:
//  - ESM (dist/esm): dependencies and React stay external (React is a peer); dynamic imports (RSA) become chunks.
//  - UMD (dist/umd): one self-contained, minified file for plain <script> pages, global `MemberPopup`.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync, rmSync } from 'node:fs';

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
      typescript({ tsconfig: './tsconfig.build.json', outDir: 'dist/esm', declarationDir: 'dist/esm' }),
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
      // React reads process.env.NODE_ENV; a plain page has no `process`, and production drops the dev branches.
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      commonjs(),
      typescript({ tsconfig: './tsconfig.build.json', declaration: false, declarationDir: undefined, outDir: 'dist/umd' }),
      terser({ format: { comments: false } }),
    ],
  },
];
