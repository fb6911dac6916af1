// The static JSONP fallback files (spec §7.3): real static JavaScript that calls the client's callback, read by
// the package's own gateway client when the gateway is down.
import { runInNewContext, runInThisContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_APIS } from '../../src/api/gateway/calls.js';
import { createGateway } from '../../src/api/gateway/client.js';
import { fallbackCallbackName, fallbackUrl } from '../../src/api/gateway/jsonp.js';
import { createConfig, createMemoryCookies, SITES, SITE_CODES } from '../../src/config/index.js';
import { channelsFor } from './accounts.js';
import { FALLBACK_MAX_AGE_S, fallbackModule } from './fallback.js';
import { openBrowser, startTestServer, type TestServer } from './testing.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ modules: [fallbackModule()] });
});
afterAll(async () => {
  await t.dispose();
});

const api = GATEWAY_APIS.checkSmsChannel;

/** Runs a fallback file the way a <script> would, and returns what it passed to the callback. */
function runScript(script: string, callbackName: string): unknown {
  let received: unknown;
  runInNewContext(script, { [callbackName]: (payload: unknown) => void (received = payload) });
  return received;
}

describe('checkSmsChannel fallback files', () => {
  it('are static JavaScript calling the client’s callback with the live call’s channels, texts in the file’s language', async () => {
    for (const code of SITE_CODES) {
      const site = SITES[code];
      for (const language of site.languages) {
        const url = fallbackUrl(t.url, api, '1.0', code, language);
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe(`public, max-age=${FALLBACK_MAX_AGE_S}`);
        expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
        const payload = runScript(await response.text(), fallbackCallbackName(api)) as { ret: string[]; data: Array<{ type: string; text: string; icon: string }> };
        expect(payload.ret).toEqual(['SUCCESS::ok']);
        const live = channelsFor(site, t.url);
        expect(payload.data.map((c) => c.type)).toEqual(live.map((c) => c.type));
        expect(payload.data.map((c) => c.icon)).toEqual(live.map((c) => c.icon));
      }
    }
    const th = runScript(await (await fetch(fallbackUrl(t.url, api, '1.0', 'TH', 'th'))).text(), fallbackCallbackName(api)) as {
      data: Array<{ type: string; text: string }>;
    };
    // The Thai catalog's methods.voice: the glossary's term for getting the code by phone call (src/i18n/glossary/th.json
    // codeByPhone), not its avoided variant โทรด้วยเสียง.
    expect(th.data.find((c) => c.type === 'VOICE')!.text).toBe('รับรหัสทางโทรศัพท์');
    const pk = runScript(await (await fetch(fallbackUrl(t.url, api, '1.0', 'PK', 'en'))).text(), fallbackCallbackName(api)) as {
      data: Array<{ type: string }>;
    };
    expect(pk.data.map((c) => c.type)).toEqual(['SMS', 'VOICE']);
  });

  it('answer 304 to a matching If-None-Match and HEAD without a body', async () => {
    const url = fallbackUrl(t.url, api, '1.0', 'SG', 'en-SG');
    const etag = (await fetch(url)).headers.get('etag')!;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
    expect(await head.text()).toBe('');
  });

  it('serve the package’s gateway client when the gateway itself is unreachable', async () => {
    const config = createConfig({
      env: 'local',
      site: 'MY',
      language: 'ms',
      cookies: createMemoryCookies(),
      hosts: { gateway: 'http://127.0.0.1:9', cdn: t.url },
    });
    const loaded: string[] = [];
    const gateway = createGateway(config, {
      userAgent: 'vitest',
      jsonp: {
        // What the browser's <script> loader does: fetch, then run in the page's global scope.
        load: async (url) => {
          loaded.push(url);
          const response = await fetch(url);
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          runInThisContext(await response.text());
        },
      },
    });
    const data = await gateway.request<Array<{ type: string; text: string }>>({ api, backup: true, timeout: 2000 });
    expect(loaded).toEqual([fallbackUrl(t.url, api, '1.0', 'MY', 'ms')]);
    expect(data.map((c) => c.type)).toEqual(['SMS', 'WHATSAPP', 'VOICE']);
    expect(data.find((c) => c.type === 'VOICE')!.text).toBe('Panggilan suara');
  });

  it('keep the JSON safe inside a script', async () => {
    const text = await (await fetch(fallbackUrl(t.url, api, '1.0', 'VN', 'vi'))).text();
    expect(text).toMatch(/^__memberFallback_mtop_member_user_checkSmsChannel\(\{.*\}\);\n$/s);
    expect(text).not.toMatch(/<\/?script/i);
  });
});

describe('other paths', () => {
  it('answer 404', async () => {
    const b = openBrowser(t.url);
    const paths = [
      fallbackUrl(t.url, GATEWAY_APIS.getUser, '1.0', 'SG', 'en-SG'),
      fallbackUrl(t.url, api, '2.0', 'SG', 'en-SG'),
      fallbackUrl(t.url, api, '1.0', 'SG', 'th'),
      `${t.url}/member-fallback/${api}/1.0/xx_en.js`,
      `${t.url}/member-fallback/${api}/1.0/sg_en-SG.json`,
      `${t.url}/member-fallback/${api}/1.0/`,
      `${t.url}/member-fallback/${api}/1.0/..%2Fsg_en-SG.js`,
      `${t.url}/member-fallback/%E0%A4%A/1.0/sg_en-SG.js`,
      `${t.url}/member-fallback/`,
    ];
    for (const url of paths) {
      const response = await b.fetch(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    }
    expect((await fetch(fallbackUrl(t.url, api, '1.0', 'SG', 'en-SG'), { method: 'POST' })).status).toBe(405);
  });
});
