/**
 * Serves test/e2e/address-page.tsx (bundled once with esbuild, code-split like the package's browser build) at
 * /test/address-book under a strict CSP, with the popup's stylesheet sources and the address wing's sheet. Used by
 * test/e2e/address-*.e2e.ts and scripts/bench-address.mjs until the account entry serves /user/profile.
 */
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteModule } from '../../examples/server/app.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ADDRESS_PAGE = '/test/address-book';
const ASSETS = '/test/address-assets/';

const css = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => readFileSync(join(ROOT, dir, name), 'utf8'));

/** Bundles the page (once, when the server registers the module); the handlers wait for it. */
export function addressPageModule(): RouteModule {
  const outdir = mkdtempSync(join(tmpdir(), 'address-page-'));
  const built = build({
    entryPoints: { 'address-page': join(ROOT, 'test/e2e/address-page.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  // Handled by the first request that waits for it.
  built.catch(() => {});
  const sheet = [
    readFileSync(join(ROOT, 'styles/tokens.css'), 'utf8'),
    readFileSync(join(ROOT, 'styles/popup.css'), 'utf8'),
    ...css('styles/components'),
    ...css('styles/screens'),
    ...['pages', 'account', 'address'].filter((wing) => existsSync(join(ROOT, 'styles', wing))).flatMap((wing) => css(`styles/${wing}`)),
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Address book</title><link rel="stylesheet" href="${ASSETS}address.css"><script type="module" src="${ASSETS}address-page.js"></script></head>
<body><div id="root"></div></body></html>`;
  return ({ router }) => {
    router.add('GET', ADDRESS_PAGE, (rc) => {
      rc.res.statusCode = 200;
      rc.res.setHeader('Content-Type', 'text/html; charset=utf-8');
      rc.res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'");
      rc.res.end(html);
    });
    router.addPrefix('GET', ASSETS, async (rc) => {
      await built;
      const name = rc.url.pathname.slice(ASSETS.length);
      const send = (type: string, body: string | Buffer) => {
        rc.res.statusCode = 200;
        rc.res.setHeader('Content-Type', type);
        rc.res.end(body);
      };
      if (name === 'address.css') return send('text/css; charset=utf-8', sheet);
      if (!/^[A-Za-z0-9_.-]+\.js$/.test(name)) {
        rc.res.statusCode = 404;
        return void rc.res.end();
      }
      try {
        send('application/javascript; charset=utf-8', readFileSync(join(outdir, name)));
      } catch {
        rc.res.statusCode = 404;
        rc.res.end();
      }
    });
  };
}
