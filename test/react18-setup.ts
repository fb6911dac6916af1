// For vitest.react18.config.ts: a CommonJS `require('react')` or `require('react-dom/…')` (react-dom-18 itself,
// @testing-library/react, use-sync-external-store) loads react-18 / react-dom-18, so one React 18 runs the test.
import Module from 'node:module';
import { version } from 'react';

const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolve = loader._resolveFilename;
loader._resolveFilename = function resolveReact18(this: unknown, request: string, ...rest: unknown[]) {
  const match = /^(react|react-dom)(\/.*)?$/.exec(request);
  return resolve.call(this, match ? `${match[1]}-18${match[2] ?? ''}` : request, ...rest);
};

// The aliases must have applied to this file too: a run on React 19 here would prove nothing.
if (version !== '18.3.1') throw new Error(`vitest.react18.config.ts runs React ${version}, not 18.3.1`);
