// Issue 23, findings 3, 6 and 7: the attacks on the reference server performed again over real HTTP on 127.0.0.1,
// each against a fresh server in the mode it was found in. Each test is the attack; it fails if the hole comes back.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, DEFAULT_PRIVATE_KEY_PATH } from './app.js';
import { demoModules } from './modules.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { TEST_SCRYPT, getPage, openBrowser, rejection, startTestServer, type TestServer } from './testing.js';

const NO_DIST = join(tmpdir(), 'no-dist-here');
let prod: TestServer;

beforeAll(async () => {
  prod = await startTestServer({ dev: false, modules: demoModules({ distDir: NO_DIST }) });
});

afterAll(async () => {
  await prod?.dispose();
});

describe('finding 3: production mode has no default account', () => {
  it('a fresh server outside dev mode has no account, and the published password logs nobody in', async () => {
    expect((prod.server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(0);
    for (const loginName of [SITE_BUYERS.SG.email, SITE_BUYERS.SG.phone, SPECIAL_ACCOUNTS.stepUp.email]) {
      expect(await rejection(openBrowser(prod.url).member.login({ loginName, password: SEED_PASSWORD }))).toMatchObject({
        key: 'PL-USER-LOGIN-INCORRECT',
      });
    }
  });

  it('the start page and the demo pages advertise no account and no password outside dev mode', async () => {
    const b = openBrowser(prod.url);
    for (const path of ['/', '/demo/sg', '/demo/my/cart', '/demo/sg/wishlist']) {
      const page = await getPage(b, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(SEED_PASSWORD);
      expect(page.html, path).not.toMatch(/buyer\.[a-z]{2}@example\.com|data-demo-password/);
    }
    // The fake app bridge of `?app=1` takes the account it logs in as from the page; the static script names none.
    expect(readFileSync(new URL('./public/demo-dev.js', import.meta.url), 'utf8')).not.toContain(SEED_PASSWORD);
  });

  it('no switch seeds a server outside dev mode, and a database seeded in dev mode does not start outside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'member-seed-'));
    const rsaPrivateKeyPem = readFileSync(DEFAULT_PRIVATE_KEY_PATH, 'utf8');
    try {
      await expect(createServer({ dataDir: dir, dev: false, seed: true, scrypt: TEST_SCRYPT, rsaPrivateKeyPem })).rejects.toThrow(/outside dev mode/);
      const demo = await createServer({ dataDir: dir, dev: true, scrypt: TEST_SCRYPT });
      await demo.close();
      await expect(createServer({ dataDir: dir, dev: false, scrypt: TEST_SCRYPT, rsaPrivateKeyPem })).rejects.toThrow(/demo accounts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dev mode (npm start) still seeds the demo accounts, lists them and hands the app bridge its account', async () => {
    const dev = await startTestServer({ modules: demoModules({ distDir: NO_DIST }) });
    try {
      const b = openBrowser(dev.url);
      expect(await b.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD })).toMatchObject({ loginSuccess: true });
      expect((await getPage(b, '/')).html).toContain(SEED_PASSWORD);
      const demo = (await getPage(b, '/demo/sg')).html;
      expect(demo).toContain(`data-demo-login="${SITE_BUYERS.SG.email}"`);
      expect(demo).toContain(`data-demo-password="${SEED_PASSWORD}"`);
    } finally {
      await dev.dispose();
    }
  });
});
