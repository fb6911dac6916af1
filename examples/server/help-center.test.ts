// The help center on the main host (help-center.ts): the topics the account menu opens, an unknown topic, LiveUp,
// and the feedback form's call (validation, same-origin only, rate limit, stored with the signed-in buyer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCenterModule } from './help-center.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { expectStrictPage, getPage, openBrowser, pageCall, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [helpCenterModule()] });
});
afterAll(() => t.dispose());

describe('help center pages', () => {
  it('the index, every topic the menu and the pages link to, LiveUp and feedback; an unknown topic is 404; the bare path leads to /helpcenter/', async () => {
    const b = openBrowser(t.url);
    const index = await getPage(b, '/helpcenter/');
    expectStrictPage(index);
    expect(index.html).toContain('How can we help?');
    for (const path of ['/helpcenter/account', '/helpcenter/orders', '/helpcenter/liveup', '/helpcenter/feedback', '/helpcenter/Account/']) {
      const page = await getPage(b, path);
      expect(page.status, path).toBe(200);
      expectStrictPage(page);
    }
    expect((await getPage(b, '/helpcenter/account')).html).toContain('30 days after the deletion');
    expect((await getPage(b, '/helpcenter/liveup')).html).toContain('LiveUp membership');
    const unknown = await getPage(b, '/helpcenter/%E0%A4%A');
    expect(unknown.status).toBe(404);
    expect((await getPage(b, '/helpcenter/nope')).status).toBe(404);
    const bare = await getPage(b, '/helpcenter');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/helpcenter/');
  });
});

describe('POST /helpcenter/api/feedback', () => {
  it('stores feedback with the signed-in buyer; refuses a short message, an unknown topic, a foreign origin; limits 5 per hour', async () => {
    const b = openBrowser(t.url);
    await b.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD });
    const sent = await pageCall(b, '/helpcenter/api/feedback', { topic: 'account', message: 'The restore page was clear, thanks.' });
    expect(sent.body).toMatchObject({ success: true, module: { ok: true } });
    const row = t.server.db.prepare('SELECT f.topic, f.message, u.email FROM help_feedback f JOIN users u ON u.id = f.user_id').get() as Record<string, string>;
    expect(row).toEqual({ topic: 'account', message: 'The restore page was clear, thanks.', email: SITE_BUYERS.SG.email });
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'account', message: 'short' })).body).toMatchObject({ errorCode: { key: 'PL-USER-INPUT-INVALID' } });
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'root', message: 'long enough message' })).status).toBe(400);
    const foreign = await pageCall(b, '/helpcenter/api/feedback', { topic: 'other', message: 'from another site' }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    for (let i = 0; i < 4; i += 1) await pageCall(b, '/helpcenter/api/feedback', { topic: 'other', message: `message number ${i}` });
    expect((await pageCall(b, '/helpcenter/api/feedback', { topic: 'other', message: 'one too many now' })).body).toMatchObject({ errorCode: { key: 'FAIL_SYS_TRAFFIC_LIMIT' } });
  });
});
