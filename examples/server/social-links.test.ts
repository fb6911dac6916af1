// Connected accounts (issue 24 part 5) over real HTTP with the package's client (createSocialLinkServices): list,
// link through the provider's code, unlink, and the attacks: another account's link, unlinking down to zero ways
// in, a signed-out session re-used, a call without CSRF, a provider account linked elsewhere.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSocialLinkServices, SOCIAL_LINK_PATHS } from '../../src/api/social-link-calls.js';
import { SEED_PASSWORD, SITE_BUYERS, LINKED_SOCIAL } from './seed.js';
import { socialLinksModule } from './social-links.js';
import { openBrowser, rawJson, rejection, startTestServer, type Browser, type TestServer } from './testing.js';

let t: TestServer;
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  t = await startTestServer({ modules: [socialLinksModule()] });
});
afterAll(async () => {
  await t.dispose();
});

const links = (b: Browser) => createSocialLinkServices(b.member);
const windowSignIn = (code: string) => ({ oauthCode: code, redirectUri: t.url });

async function passwordBuyer(site: keyof typeof SITE_BUYERS): Promise<Browser> {
  const b = openBrowser(t.url, { site });
  expect((await b.member.login({ loginName: SITE_BUYERS[site].email, password: SEED_PASSWORD })).loginSuccess).toBe(true);
  return b;
}

/** An account whose only way in is a Google link (no password, phone, confirmed e-mail or passkey), signed in. */
async function googleOnlyBuyer(subject: string): Promise<Browser> {
  const { ctx } = t.server;
  const user = ctx.users.create({ site: 'SG', name: 'Solo Google' }, Date.now());
  ctx.oauth.link({ provider: 'GOOGLE', subject, userId: user.id, email: `${subject}@example.com` }, Date.now());
  const b = openBrowser(t.url);
  const code = t.server.issueOAuthCode('GOOGLE', { subject, email: `${subject}@example.com`, emailVerified: true });
  expect((await b.member.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode: code, operateType: 'LOGIN', bizScene: 'popup', redirectUri: t.url })).loginSuccess).toBe(true);
  return b;
}

const activityKinds = (userId: number) =>
  (t.server.db.prepare('SELECT kind, details FROM activity WHERE user_id = ? ORDER BY id').all(userId) as { kind: string; details: string }[]).map(
    (row) => `${row.kind}:${(JSON.parse(row.details) as { provider?: string }).provider ?? ''}`,
  );

describe('connected accounts', () => {
  it("lists the SG buyer's Facebook link, masked; links Google with a provider code; unlinks it (a password is left)", async () => {
    const b = await passwordBuyer('SG');
    const before = await links(b).links();
    expect(before).toEqual([{ provider: 'FACEBOOK', email: expect.stringMatching(/\*/), since: expect.any(Number) }]);
    expect(JSON.stringify(before)).not.toContain(SITE_BUYERS.SG.email);

    const code = t.server.issueOAuthCode('GOOGLE', { subject: 'google-sg-linking', email: 'sg.google@example.com', emailVerified: true });
    const link = await links(b).link('GOOGLE', windowSignIn(code));
    expect(link).toMatchObject({ provider: 'GOOGLE', email: expect.stringMatching(/^s.*\*.*@example\.com$/) });
    expect((await links(b).links()).map((l) => l.provider)).toEqual(['FACEBOOK', 'GOOGLE']);
    // The code is spent.
    expect(await rejection(links(b).link('GOOGLE', windowSignIn(code)))).toMatchObject({ key: 'PL-USER-OAUTH-CODE-INVALID' });

    await links(b).unlink('GOOGLE');
    expect((await links(b).links()).map((l) => l.provider)).toEqual(['FACEBOOK']);
    const userId = t.server.ctx.users.liveByEmail(SITE_BUYERS.SG.email)!.id;
    expect(activityKinds(userId).filter((k) => k.startsWith('social'))).toEqual(['socialLinked:google', 'socialUnlinked:google']);
    // Each change is announced to the owner's e-mail, with the "This wasn't me" link (issue 24 part 3).
    const notices = t.server.db
      .prepare("SELECT purpose, text FROM outbox WHERE destination = ? AND purpose LIKE 'SECURITY_ALERT_SOCIAL_%' ORDER BY id")
      .all(SITE_BUYERS.SG.email) as { purpose: string; text: string }[];
    expect(notices.map((n) => n.purpose)).toEqual(['SECURITY_ALERT_SOCIAL_LINKED', 'SECURITY_ALERT_SOCIAL_UNLINKED']);
    for (const notice of notices) expect(notice.text).toMatch(/Google.*\/user\/not-me\?token=/s);
  });

  it('refuses a provider account that is linked to another account, with a clear key', async () => {
    const b = await passwordBuyer('MY');
    const code = t.server.issueOAuthCode('FACEBOOK', { subject: LINKED_SOCIAL.subject });
    expect(await rejection(links(b).link('FACEBOOK', windowSignIn(code)))).toMatchObject({ key: 'PL-USER-SOCIAL-LINKED-ELSEWHERE' });
    expect(await links(b).links()).toEqual([]);
  });

  it('refuses to unlink the last way in, naming what to add; allows it once a password exists', async () => {
    const b = await googleOnlyBuyer('google-only-1');
    const refused = await rejection(links(b).unlink('GOOGLE'));
    expect(refused).toMatchObject({ key: 'PL-USER-SOCIAL-LAST-WAY-IN', data: { add: ['password', 'phone', 'email', 'passkey'] } });
    expect((await links(b).links()).map((l) => l.provider)).toEqual(['GOOGLE']);
    const user = t.server.db.prepare("SELECT user_id FROM social_accounts WHERE subject = 'google-only-1'").get() as { user_id: number };
    t.server.ctx.users.setPassword(user.user_id, 'scrypt-hash-placeholder', Date.now());
    await links(b).unlink('GOOGLE');
    expect(await links(b).links()).toEqual([]);
  });

  it("cannot unlink another account's link: only the session's own account's links are found", async () => {
    const attacker = await passwordBuyer('TH');
    // The SG buyer's Facebook link: the attacker's account has none of that provider.
    expect(await rejection(links(attacker).unlink('FACEBOOK'))).toMatchObject({ key: 'PL-USER-SOCIAL-NOT-LINKED' });
    const sg = t.server.db.prepare('SELECT user_id FROM social_accounts WHERE subject = ?').get(LINKED_SOCIAL.subject) as { user_id: number };
    expect(sg.user_id).toBe(t.server.ctx.users.liveByEmail(SITE_BUYERS.SG.email)!.id);
  });

  it('a signed-out session re-used, and a call without CSRF, are refused', async () => {
    const b = await googleOnlyBuyer('google-only-2');
    const stolen = b.jar.get('member_sid')!;
    await b.member.logout();
    const replay = openBrowser(t.url);
    replay.jar.set('member_sid', stolen);
    expect(await rejection(links(replay).links())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    expect(await rejection(links(replay).unlink('GOOGLE'))).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });

    const other = await passwordBuyer('SG');
    const noCsrf = await rawJson(other, `/${SOCIAL_LINK_PATHS.unlink}`, { body: JSON.stringify({ provider: 'FACEBOOK' }) });
    expect(noCsrf.status).toBe(403);
    expect((await links(other).links()).map((l) => l.provider)).toContain('FACEBOOK');
  });
});
