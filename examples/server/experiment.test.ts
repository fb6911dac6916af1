// The experiment service (spec §4 Experiment, §7.3, §9): per-country configuration with deterministic 50/50
// assignment, the zero config, server time, the force switches and the development slow-down / failure switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENT_IDS, EXPERIMENT_SITES, experimentHitType } from '../../src/config/experiments.js';
import { EXPERIMENT_COOKIES, EXPERIMENT_DEV_PATH, EXPERIMENT_RELEASES, experimentModule, visitorBucket } from './experiment.js';
import { createCookieJar, jarFetch, startTestServer, type TestServer } from './testing.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ modules: [experimentModule()] });
});
afterAll(async () => {
  await t.dispose();
});

const configUrl = (query: string) => `${t.url}/experiment/config?${query}`;
const sgStaging = `experimentId=${EXPERIMENT_IDS.staging.SG}&site=sg`;

async function dev(body: Record<string, unknown>) {
  const response = await fetch(`${t.url}${EXPERIMENT_DEV_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('config', () => {
  it('answers a released config and gives the visitor a stable id cookie and a stable variation', async () => {
    const jar = createCookieJar();
    const get = jarFetch(jar);
    const first = await get(configUrl(sgStaging));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const config = (await first.json()) as { releaseId: number; variationId: number; mappings: Array<{ type: string }> };
    const release = EXPERIMENT_RELEASES.SG!;
    expect(config.releaseId).toBe(release.releaseId);
    const type = experimentHitType(config)!;
    expect(['pop', 'default']).toContain(type);
    expect(config).toEqual({ releaseId: release.releaseId, variationId: release.variations[type], mappings: [{ type }] });

    const cookie = jar.lastSetCookie(EXPERIMENT_COOKIES.visitor)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const uid = jar.get(EXPERIMENT_COOKIES.visitor)!;
    expect(visitorBucket(EXPERIMENT_IDS.staging.SG!, uid) < 5000 ? 'pop' : 'default').toBe(type);
    for (let i = 0; i < 5; i += 1) {
      expect(experimentHitType(await (await get(configUrl(sgStaging))).json())).toBe(type);
    }
    expect(jar.received.filter((header) => header.startsWith(`${EXPERIMENT_COOKIES.visitor}=`))).toHaveLength(1);
  });

  it('splits visitors about 50/50, per experiment', async () => {
    const counts = { pop: 0, default: 0 };
    for (let i = 0; i < 300; i += 1) {
      const type = experimentHitType(await (await fetch(configUrl(sgStaging))).json())!;
      counts[type] += 1;
    }
    expect(counts.pop).toBeGreaterThan(105);
    expect(counts.default).toBeGreaterThan(105);
    // Bucketing mixes in the experiment id: one visitor is not in the same half of every experiment.
    const uids = Array.from({ length: 200 }, (_, i) => `visitor-${i}-aaaaaaaaaaaa`);
    const same = uids.filter((uid) => (visitorBucket('20461', uid) < 5000) === (visitorBucket('20462', uid) < 5000)).length;
    expect(same).toBeGreaterThan(60);
    expect(same).toBeLessThan(140);
  });

  it('takes the staging and the production id of every experiment site', async () => {
    for (const site of EXPERIMENT_SITES) {
      for (const stage of ['staging', 'production'] as const) {
        const response = await fetch(configUrl(`experimentId=${EXPERIMENT_IDS[stage][site]}&site=${site.toLowerCase()}`));
        expect((await response.json()).releaseId, `${stage} ${site}`).toBe(EXPERIMENT_RELEASES[site]!.releaseId);
      }
    }
  });

  it('answers the zero config for a site without an experiment and for an id that is not the site’s', async () => {
    expect(await (await fetch(configUrl('experimentId=20461&site=pk'))).json()).toEqual({ releaseId: 0 });
    expect(await (await fetch(configUrl(`experimentId=${EXPERIMENT_IDS.staging.TH}&site=sg`))).json()).toEqual({ releaseId: 0 });
    expect(await (await fetch(configUrl('experimentId=99999&site=my'))).json()).toEqual({ releaseId: 0 });
  });

  it('refuses malformed requests with 400', async () => {
    const cases: Array<[string, string]> = [
      ['site=sg', 'PL-PARAM-INVALID'],
      ['experimentId=20461', 'PL-PARAM-INVALID'],
      ['experimentId=20461&site=xx', 'PL-SITE-UNKNOWN'],
      ['experimentId=20461%3Cscript%3E&site=sg', 'PL-PARAM-INVALID'],
      [`${sgStaging}&forceVariation=popup`, 'PL-PARAM-INVALID'],
    ];
    for (const [query, key] of cases) {
      const response = await fetch(configUrl(query));
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ success: false, errorCode: { key } });
    }
  });
});

describe('forcing a variation', () => {
  it('by query, by cookie and by the development switch, strongest first', async () => {
    const withCookie = (force: string) => ({ headers: { cookie: `${EXPERIMENT_COOKIES.force}=${force}` } });
    const type = async (query: string, init?: RequestInit) => experimentHitType(await (await fetch(configUrl(query), init)).json());

    expect(await type(`${sgStaging}&forceVariation=pop`)).toBe('pop');
    expect(await type(`${sgStaging}&forceVariation=default`)).toBe('default');
    expect(await type(sgStaging, withCookie('pop'))).toBe('pop');
    expect(await type(sgStaging, withCookie('default'))).toBe('default');
    expect(await type(`${sgStaging}&forceVariation=pop`, withCookie('default'))).toBe('pop');

    expect((await dev({ site: 'sg', variation: 'pop' })).body).toMatchObject({ force: { SG: 'pop' } });
    for (let i = 0; i < 10; i += 1) expect(await type(sgStaging)).toBe('pop');
    expect(await type(sgStaging, withCookie('default'))).toBe('default');
    // Only SG is forced; a global force covers the others.
    await dev({ variation: 'default' });
    for (let i = 0; i < 10; i += 1) expect(await type(`experimentId=${EXPERIMENT_IDS.staging.VN}&site=vn`)).toBe('default');
    expect(await type(sgStaging)).toBe('pop');
    expect((await dev({ variation: null })).body).toMatchObject({ force: {} });
    const seen = new Set<string | null>();
    for (let i = 0; i < 40; i += 1) seen.add(await type(sgStaging));
    expect(seen).toEqual(new Set(['pop', 'default']));
  });

  it('with the split of the module options', async () => {
    const all = await startTestServer({ modules: [experimentModule({ popPercent: 100 })] });
    const none = await startTestServer({ modules: [experimentModule({ popPercent: 0 })] });
    try {
      for (let i = 0; i < 20; i += 1) {
        expect(experimentHitType(await (await fetch(`${all.url}/experiment/config?${sgStaging}`)).json())).toBe('pop');
        expect(experimentHitType(await (await fetch(`${none.url}/experiment/config?${sgStaging}`)).json())).toBe('default');
      }
    } finally {
      await Promise.all([all.dispose(), none.dispose()]);
    }
    expect(() => experimentModule({ popPercent: 101 })).toThrow(/between 0 and 100/);
  });
});

describe('server time', () => {
  it('answers the server clock', async () => {
    expect(await (await fetch(`${t.url}/experiment/time`)).json()).toEqual({ serverTime: t.clock.now() });
    t.clock.advance(61_000);
    expect(await (await fetch(`${t.url}/experiment/time`)).json()).toEqual({ serverTime: t.clock.now() });
  });
});

describe('the development switch', () => {
  it('slows down and fails the chosen service, and is reset', async () => {
    expect((await dev({ delayMs: 400, service: 'config' })).status).toBe(200);
    let started = Date.now();
    expect((await fetch(configUrl(sgStaging))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    started = Date.now();
    await fetch(`${t.url}/experiment/time`);
    expect(Date.now() - started).toBeLessThan(300);

    await dev({ delayMs: 0 });
    await dev({ fail: true, service: 'time' });
    expect((await fetch(`${t.url}/experiment/time`)).status).toBe(500);
    expect((await fetch(configUrl(sgStaging))).status).toBe(200);
    await dev({ fail: true });
    expect((await fetch(configUrl(sgStaging))).status).toBe(500);
    expect((await dev({ fail: false, delayMs: 0 })).body).toMatchObject({ delayMs: { config: 0, time: 0 }, fail: { config: false, time: false } });
    expect((await fetch(configUrl(sgStaging))).status).toBe(200);
    expect(await (await fetch(`${t.url}${EXPERIMENT_DEV_PATH}`)).json()).toMatchObject({ fail: { config: false, time: false } });
  });

  it('refuses malformed switches', async () => {
    expect((await dev({ variation: 'popup' })).status).toBe(400);
    expect((await dev({ site: 'xx', variation: 'pop' })).status).toBe(400);
    expect((await dev({ delayMs: 60_000 })).status).toBe(400);
    expect((await dev({ fail: 'yes' })).status).toBe(400);
  });

  it('does not exist outside dev mode or for a client that is not on this machine', async () => {
    const prod = await startTestServer({ dev: false, modules: [experimentModule()] });
    const proxied = await startTestServer({ trustProxy: true, modules: [experimentModule()] });
    try {
      expect((await fetch(`${prod.url}${EXPERIMENT_DEV_PATH}`)).status).toBe(404);
      const post = await fetch(`${prod.url}${EXPERIMENT_DEV_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"fail":true}' });
      expect(post.status).toBe(404);
      expect((await fetch(`${prod.url}/experiment/config?${sgStaging}`)).status).toBe(200);
      const remote = { headers: { 'x-forwarded-for': '203.0.113.7' } };
      expect((await fetch(`${proxied.url}${EXPERIMENT_DEV_PATH}`, remote)).status).toBe(404);
    } finally {
      await Promise.all([prod.dispose(), proxied.dispose()]);
    }
  });
});
