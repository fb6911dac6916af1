// What `npm start` serves besides the member calls: the start page and the built bundles under /dist/.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendText } from './http.js';
import { versionedDistUrl } from './demo-site.js';
import { demoModules } from './modules.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { expectStrictPage, getPage, openBrowser, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'member-dist-'));
  mkdirSync(join(dist, 'esm', 'chunks'), { recursive: true });
  mkdirSync(join(dist, 'styles'));
  writeFileSync(join(dist, 'esm', 'index.js'), 'export const version = "test";\n');
  writeFileSync(join(dist, 'esm', 'index.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'esm', 'index.d.ts'), 'export declare const version: string;\n');
  writeFileSync(join(dist, 'esm', 'chunks', 'th-AbCd1234.js'), 'export default {};\n');
  writeFileSync(join(dist, 'styles', 'member-popup-0.0.2.css'), '.mp{color:red}\n');
  writeFileSync(join(dist, '.secret'), 'hidden');
  writeFileSync(join(dist, 'notes.txt'), 'not a bundle type');
  utimesSync(join(dist, 'esm', 'index.js'), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
  t = await startTestServer({ modules: demoModules({ distDir: dist }) });
});
afterAll(async () => {
  await t.dispose();
  rmSync(dist, { recursive: true, force: true });
});

/** A request with a raw path (fetch would normalise "..", which is what this must test). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.url);
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the start page', () => {
  it('lists the seed accounts and links to the simulator, the outbox and the built bundles', async () => {
    const page = await getPage(openBrowser(t.url), '/');
    expect(page.status).toBe(200);
    expectStrictPage(page);
    for (const buyer of Object.values(SITE_BUYERS)) expect(page.html).toContain(buyer.email);
    for (const special of Object.values(SPECIAL_ACCOUNTS)) expect(page.html).toContain(special.email);
    expect(page.html).toContain(SEED_PASSWORD);
    expect(page.html).toContain('href="/user/qr-phone"');
    expect(page.html).toContain('href="/__dev/outbox.html"');
    expect(page.html).toContain('href="/dist/esm/index.js"');
    expect(page.html).toContain('href="/dist/styles/member-popup-0.0.2.css"');
    expect(page.html).toContain(`<code>${t.url}/oauth/authorize</code>`);
    expect(page.html).toContain('href="/member-fallback/mtop.member.user.checkSmsChannel/1.0/sg_en-SG.js"');
    expect(page.html).toContain('href="/experiment/config?experimentId=20461&#38;site=sg"');
    // The UMD bundle is missing from this dist/.
    expect(page.html).toContain('UMD bundle: not built yet');
    // demoModules() serves the marketplace demo pages (demo-pages.ts): the start page links them.
    expect(page.html).toContain('Marketplace demo page: <a href="/demo/sg">SG</a>');
    expect(page.html).not.toMatch(/TODO|lorem|placeholder/i);
  });

  it('links the marketplace demo pages once a module serves them, and leaves / to a module that takes it', async () => {
    const demo = await startTestServer({
      modules: demoModules({
        distDir: dist,
        extra: [({ router }) => router.addPrefix('GET', '/demo/', (rc) => sendText(rc, 200, 'demo'))],
      }),
    });
    const taken = await startTestServer({
      modules: demoModules({ distDir: dist, extra: [({ router }) => router.add('GET', '/', (rc) => sendText(rc, 200, 'marketplace'))] }),
    });
    try {
      const page = await getPage(openBrowser(demo.url), '/');
      for (const site of ['sg', 'my', 'ph', 'th', 'id', 'vn', 'pk', 'bd', 'lk', 'mm', 'np']) expect(page.html).toContain(`href="/demo/${site}"`);
      expect(await (await fetch(`${taken.url}/`)).text()).toBe('marketplace');
    } finally {
      await Promise.all([demo.dispose(), taken.dispose()]);
    }
  });

  it('has no outbox link outside dev mode', async () => {
    const prod = await startTestServer({ dev: false, modules: demoModules({ distDir: dist }) });
    try {
      const page = await getPage(openBrowser(prod.url), '/');
      expect(page.html).not.toContain('/__dev/outbox');
      expect(page.html).toContain('Development mode is off');
    } finally {
      await prod.dispose();
    }
  });
});

describe('/dist/', () => {
  it('caches a fixed-name file for good when the link names its current version (the pages\' stylesheets)', async () => {
    const path = '/dist/styles/member-popup-0.0.2.css';
    const url = versionedDistUrl(path, dist);
    expect(url).toMatch(/^\/dist\/styles\/member-popup-0\.0\.2\.css\?v=[0-9a-f]+-[0-9a-f]+$/);
    expect((await fetch(`${t.url}${url}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Another version (an old page after a rebuild), or none: revalidated as before.
    expect((await fetch(`${t.url}${path}?v=1-1`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.url}${path}`)).headers.get('cache-control')).toBe('no-cache');
    // A rebuild names another address; a file that is not built keeps its plain one.
    writeFileSync(join(dist, 'styles', 'member-popup-0.0.2.css'), '.mp{color:blue}\n');
    utimesSync(join(dist, 'styles', 'member-popup-0.0.2.css'), new Date('2026-02-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'));
    expect(versionedDistUrl(path, dist)).not.toBe(url);
    expect(versionedDistUrl('/dist/styles/member-pages-0.0.2.css', dist)).toBe('/dist/styles/member-pages-0.0.2.css');
    expect(versionedDistUrl('/elsewhere/a.css', dist)).toBe('/elsewhere/a.css');
    writeFileSync(join(dist, 'styles', 'member-popup-0.0.2.css'), '.mp{color:red}\n');
  });

  it('serves the bundles with their content types; hashed chunks are immutable, the rest revalidates', async () => {
    const cases: Array<[string, string, string]> = [
      ['/dist/esm/index.js', 'application/javascript; charset=utf-8', 'no-cache'],
      ['/dist/esm/index.js.map', 'application/json; charset=utf-8', 'no-cache'],
      ['/dist/esm/index.d.ts', 'text/plain; charset=utf-8', 'no-cache'],
      ['/dist/esm/chunks/th-AbCd1234.js', 'application/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/dist/styles/member-popup-0.0.2.css', 'text/css; charset=utf-8', 'no-cache'],
    ];
    for (const [path, type, cache] of cases) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('cache-control'), path).toBe(cache);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const first = await fetch(`${t.url}/dist/esm/index.js`);
    expect(await first.text()).toBe('export const version = "test";\n');
    expect(first.headers.get('last-modified')).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${t.url}/dist/esm/index.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${t.url}/dist/styles/member-popup-0.0.2.css`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('15');
    expect(await head.text()).toBe('');

    // A rebuild is seen at once.
    writeFileSync(join(dist, 'esm', 'index.js'), 'export const version = "rebuilt";\n');
    const rebuilt = await fetch(`${t.url}/dist/esm/index.js`, { headers: { 'if-none-match': etag } });
    expect(rebuilt.status).toBe(200);
    expect(await rebuilt.text()).toContain('rebuilt');
  });

  it('compresses like a CDN: brotli first, else gzip, else as is; each encoding its own ETag; hashed entries immutable', async () => {
    const body = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
    mkdirSync(join(dist, 'browser'), { recursive: true });
    writeFileSync(join(dist, 'browser', 'member-popup-Zx9_ab-C.js'), body);
    const get = (accept: string | undefined, etag?: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
        const { hostname, port } = new URL(t.url);
        const headers: Record<string, string> = {};
        if (accept !== undefined) headers['accept-encoding'] = accept;
        if (etag) headers['if-none-match'] = etag;
        const req = request({ hostname, port, path: '/dist/browser/member-popup-Zx9_ab-C.js', headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(parts) }));
        });
        req.on('error', reject);
        req.end();
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(body);
    expect(br.bytes.length).toBeLessThan(body.length / 4);
    const gz = await get('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(body);
    const plain = await get(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(body);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await get('br', String(br.headers.etag))).status).toBe(304);
    expect((await get('gzip', String(br.headers.etag))).status).toBe(200);
  });

  it('never leaves dist/ and hides dotfiles and other file types', async () => {
    for (const path of [
      '/dist/../package.json',
      '/dist/%2e%2e/package.json',
      '/dist/esm/%2e%2e/%2e%2e/package.json',
      '/dist/esm%2f..%2f..%2fpackage.json',
      '/dist/..%5c..%5cpackage.json',
      '/dist/.secret',
      '/dist/notes.txt',
      '/dist/esm',
      '/dist/esm/',
      '/dist/missing.js',
      '/dist/%00.js',
      '/dist/%E0%A4%A.js',
    ]) {
      expect(await rawGet(path), path).toBe(404);
    }
  });
});
