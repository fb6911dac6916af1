// The member pages' shell (pages-shell.ts): every package page path answers the HTML shell that loads the popup and
// pages stylesheets and mounts the page from dist/browser/member-pages-<hash>.js, under a nonce CSP with no inline code.
// (The pages themselves in a real browser: test/e2e/pages-*.e2e.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../src/pages/routes.js';
import { demoCsp } from './demo-pages.js';
import { demoModules } from './modules.js';
import { REGIONAL_RESET_PATHS, SHELL_ROUTES } from './pages-shell.js';
import { startTestServer, type TestServer } from './testing.js';

let t: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'member-pages-dist-'));
  t = await startTestServer({ modules: demoModules({ distDir: dist }) });
});
afterAll(async () => {
  await t.dispose();
  rmSync(dist, { recursive: true, force: true });
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function nonceOf(page: { headers: Headers }): string {
  const csp = page.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, 'a nonce in the CSP').toBeTruthy();
  expect(csp).toBe(demoCsp(nonce!));
  return nonce!;
}

describe('the member pages shell', () => {
  it.each(SHELL_ROUTES.map((route) => [PAGE_PATHS[route]]))('%s loads the two popup stylesheets, the pages stylesheet and the pages bundle, nothing inline', async (path) => {
    const page = await get(path, { headers: { cookie: 'hng=MY%7Cms' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const nonce = nonceOf(page);
    expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    expect(page.html).not.toMatch(/\sstyle=|<style[\s>]|\son[a-z]+=/i);
    for (const tag of page.html.match(/<(script|link)\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    // Each sheet named by its current version where it is built (cached for good under that name).
    const sheets = [...page.html.matchAll(/<link rel="stylesheet" href="\/dist\/styles\/([\w.-]+)\.css(?:\?v=[\w-]+)?" nonce="([^"]+)">/g)];
    expect(sheets.map(([, name, sheetNonce]) => [name, sheetNonce])).toEqual(
      ['member-popup-0.0.2', 'member-popup-flows-0.0.2', 'member-pages-0.0.2'].map((name) => [name, nonce]),
    );
    expect(/<script type="module" src="\/static\/demo\/member-pages\.js(?:\?v=[\w-]{22})?" nonce="([^"]+)"><\/script>/.exec(page.html)?.[1]).toBe(nonce);
    expect(page.html).toMatch(/id="member-page" data-site="MY" data-language="ms" data-package="\/dist\/browser\/member-pages(?:-[\w-]{8})?\.js"/);
  });

  it('takes the site from ?site= and writes its default language', async () => {
    const page = await get('/user/register?site=th');
    expect(page.html).toMatch(/data-site="TH" data-language="th"/);
  });

  it('names a regional reset path for every site and its pre-production test variant', () => {
    expect(REGIONAL_RESET_PATHS).toContain('/sg/member/reset-password');
    expect(REGIONAL_RESET_PATHS).toContain('/sg/member/reset-password-test');
  });

  it('serves the mount module', async () => {
    const script = await get('/static/demo/member-pages.js');
    expect(script.status).toBe(200);
    expect(script.html).toContain('mountMemberPage');
  });
});
