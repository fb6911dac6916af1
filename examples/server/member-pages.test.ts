// The pages the reference server still renders itself: the policies (every other member page is the package's; their
// calls are tested in verify-routes.test.ts and pages-auth-calls.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPagesModule } from './member-pages.js';
import { expectStrictPage, getPage, openBrowser, startTestServer, type TestServer } from './testing.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ modules: [memberPagesModule()] });
});
afterAll(async () => {
  await t.dispose();
});

describe('static pages', () => {
  it('the policies, and their bare paths', async () => {
    const b = openBrowser(t.url);
    for (const path of ['/privacy-policy/', '/terms-of-use/']) {
      const page = await getPage(b, path);
      expect(page.status).toBe(200);
      expectStrictPage(page);
      const bare = await getPage(b, path.slice(0, -1));
      expect(bare.status).toBe(301);
      expect(bare.headers.get('location')).toBe(path);
    }
    expect((await getPage(b, '/privacy-policy/')).html).toContain('salted scrypt hash');
  });
});
