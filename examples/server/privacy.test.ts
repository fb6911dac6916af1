// The #privacy section's calls (privacy-routes.ts) over real HTTP with the package's own clients: the deletion
// checklist, blockers resolved by the dev switch, the request through the identity step, the grace period (sessions
// end, login offers the restore), the purge at the end of the cooling period; the export and its download; and the
// attacks: no session, no CSRF token, another account's identity token or download id, skipped acknowledgements, a
// second export the same day, a replayed download, and nothing secret or foreign in the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountServices } from '../../src/api/account.js';
import { createPrivacyServices, PRIVACY_PATHS } from '../../src/api/privacy.js';
import { accountModule } from './account-routes.js';
import { registrationBlocked } from './accounts.js';
import { DEV_SETTLE_ORDER_PATH, privacyModule } from './privacy-routes.js';
import { purgeDeletedAccounts } from './privacy.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { latestCode, openBrowser, outbox, passSlider, rawJson, rejection, startTestServer, type TestServer } from './testing.js';

const DAY = 24 * 60 * 60_000;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [accountModule(), privacyModule()] });
});
afterAll(() => t.dispose());

type Site = 'SG' | 'MY' | 'PH' | 'TH' | 'VN' | 'ID';
async function signedIn(site: Site) {
  const b = openBrowser(t.url, { site });
  await b.member.login({ loginName: SITE_BUYERS[site].email, password: SEED_PASSWORD });
  return { b, account: createAccountServices(b.member, b.config), privacy: createPrivacyServices(b.member, b.config.hosts.member) };
}
const userId = (site: Site) => t.server.ctx.users.liveByEmail(SITE_BUYERS[site].email)!.id;
const settle = (orderNo: string) =>
  fetch(`${t.url}${DEV_SETTLE_ORDER_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderNo }) });
const settleAll = async (site: Site) => {
  const orders = t.server.db.prepare('SELECT order_no FROM orders WHERE user_id = ?').all(userId(site)) as Array<{ order_no: string }>;
  for (const o of orders) expect((await settle(o.order_no)).status).toBe(200);
};

describe('delete my account', () => {
  it('lists an undelivered order as a blocker until the dev switch settles it; the request needs every acknowledgement and the identity step', async () => {
    const { b, account, privacy } = await signedIn('SG');
    const check = await privacy.deletionCheck();
    expect(check.blockers).toEqual([{ kind: 'openOrder', ref: expect.stringMatching(/^SG-/), amount: 0 }]);
    expect(check).toMatchObject({ graceDays: 14, coolingDays: 30 });
    expect(check.losses.map((l) => l.kind)).toContain('orderHistory');
    const { token } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    const all = check.losses.map((l) => l.kind);
    expect(await rejection(privacy.requestDeletion({ token, acknowledged: all }))).toMatchObject({ key: 'PL-USER-DELETION-BLOCKED' });

    expect((await settle(check.blockers[0]!.ref)).status).toBe(200);
    expect((await privacy.deletionCheck()).blockers).toEqual([]);
    expect(await rejection(privacy.requestDeletion({ token, acknowledged: all.slice(1) }))).toMatchObject({
      key: 'PL-USER-DELETION-NOT-ACKNOWLEDGED',
      data: { missing: [all[0]] },
    });
    expect(await rejection(privacy.requestDeletion({ token: 'x'.repeat(43), acknowledged: all }))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });

    const { restoreUntil } = await privacy.requestDeletion({ token, acknowledged: all });
    expect(restoreUntil).toBe(t.clock.now() + 14 * DAY);
    // Every session ended: this browser's too.
    expect(await rejection(privacy.deletionCheck())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    const [mail] = await outbox(t.url, SITE_BUYERS.SG.email);
    expect(mail).toMatchObject({ purpose: 'DELETION_REQUESTED' });
    expect(mail!.text).toContain('14 days');
    // Logging in offers the restore.
    expect(await openBrowser(t.url).member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD })).toMatchObject({
      loginNextStepAction: 'DELETION_COOL_CONFIRM',
    });
    void b;

    // The grace ends (deletion), then the cooling period (the purge): identity gone, orders kept without it.
    const id = userId('SG');
    t.clock.advance(14 * DAY + 1);
    purgeDeletedAccounts(t.server.ctx, t.clock.now());
    expect(registrationBlocked(t.server.ctx, 'email', SITE_BUYERS.SG.email, t.clock.now())?.key).toBe('PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD');
    t.clock.advance(30 * DAY + 1);
    expect(purgeDeletedAccounts(t.server.ctx, t.clock.now())).toBeGreaterThanOrEqual(1);
    const row = t.server.db.prepare('SELECT email, phone, name, password_hash, status, purged_at FROM users WHERE id = ?').get(id);
    expect(row).toEqual({ email: null, phone: null, name: null, password_hash: null, status: 'DELETED', purged_at: t.clock.now() });
    expect((t.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(id) as { n: number }).n).toBe(3);
    expect((t.server.db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(id) as { n: number }).n).toBe(0);
    for (const table of ['activity', 'known_devices', 'passkeys'])
      expect((t.server.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(id) as { n: number }).n, table).toBe(0);
    expect(registrationBlocked(t.server.ctx, 'email', SITE_BUYERS.SG.email, t.clock.now())).toBeUndefined();
    expect((await outbox(t.url, SITE_BUYERS.SG.email)).map((m) => m.purpose)).toContain('DELETION_ENDED');
    expect(purgeDeletedAccounts(t.server.ctx, t.clock.now())).toBe(0);
    for (const table of ['sessions', 'tokens', 'social_accounts', 'wallets', 'staff_links', 'credential_changes'])
      expect((t.server.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(id) as { n: number }).n, table).toBe(0);

    // The old number no longer logs in: neither with the password nor by code (it names no account now).
    const { email, phone } = SITE_BUYERS.SG;
    expect(await rejection(openBrowser(t.url).member.login({ loginName: phone, password: SEED_PASSWORD }))).toMatchObject({ key: 'PL-USER-LOGIN-INCORRECT' });
    const byCode = openBrowser(t.url, { site: 'SG' });
    await byCode.member.sendCode({ type: 'OTP_LOGIN', phone, deliveryType: 'SMS', resend: false, checkRisk: false });
    const code = await latestCode(t.url, phone.replace(/\s/g, ''));
    expect(await rejection(byCode.member.loginByCode({ type: 'OTP_LOGIN', phone, code, deliveryType: 'SMS' }))).toMatchObject({ key: 'PL_USER_LOGIN_PHONE_NOT_EXIST' });

    // The e-mail registers again, as a sign-up in a fresh browser does: a new account, none of the old data.
    const fresh = openBrowser(t.url, { site: 'SG' });
    await fresh.calls.sendVerificationEmailCode({ type: 'OTP_REGISTER', email, sliderToken: await passSlider(fresh) });
    const verified = await fresh.calls.verifyEmailCode({ type: 'OTP_REGISTER', email, code: await latestCode(t.url, email) });
    expect(verified.tokenType).toBe('REGISTER');
    const again = t.server.ctx.users.liveByEmail(email)!;
    expect(again.id).not.toBe(id);
    expect(again).toMatchObject({ phone: null, name: null, status: 'NORMAL' });
    expect((t.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(again.id) as { n: number }).n).toBe(0);
  }, 30_000);

  it('a wallet balance blocks; another account\'s identity token is refused and left unspent', async () => {
    const mine = await signedIn('MY');
    const other = await signedIn('PH');
    await settleAll('MY');
    t.server.db.prepare('UPDATE wallets SET balance = 1250 WHERE user_id = ?').run(userId('MY'));
    expect((await mine.privacy.deletionCheck()).blockers).toEqual([{ kind: 'walletBalance', ref: 'MYR', amount: 12.5 }]);
    t.server.db.prepare('UPDATE wallets SET balance = 0 WHERE user_id = ?').run(userId('MY'));
    const losses = (await mine.privacy.deletionCheck()).losses.map((l) => l.kind);
    const { token: othersToken } = await other.account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    expect(await rejection(mine.privacy.requestDeletion({ token: othersToken, acknowledged: losses }))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
    expect(t.server.ctx.users.byId(userId('MY'))!.status).toBe('NORMAL');
    // The owner can still use it (for their own export).
    expect((await other.privacy.exportData({ token: othersToken })).url).toContain(PRIVACY_PATHS.download);
  });

  it('a purged account\'s claimed guest orders keep no e-mail: the address is free to register (no stale guest row)', async () => {
    const { email } = SITE_BUYERS.PK;
    const id = t.server.ctx.users.liveByEmail(email)!.id;
    const now = t.clock.now();
    t.server.db.prepare("INSERT INTO guest_orders (order_no, email, site, placed_at, items, total, user_id) VALUES ('PK-GUEST-1', ?, 'PK', ?, 1, 'PKR 900', ?)").run(email, now - 90 * DAY, id);
    t.server.db.prepare("UPDATE users SET status = 'DELETED', deleted_at = ? WHERE id = ?").run(now - 31 * DAY, id);
    expect(purgeDeletedAccounts(t.server.ctx, now)).toBe(1);
    expect(t.server.db.prepare("SELECT email, user_id FROM guest_orders WHERE order_no = 'PK-GUEST-1'").get()).toEqual({ email: '', user_id: id });
    expect(registrationBlocked(t.server.ctx, 'email', email, now)).toBeUndefined();
  });

  it('refuses a call without a session and a POST without the CSRF token', async () => {
    const anonymous = openBrowser(t.url, { site: 'TH' });
    expect(await rejection(createPrivacyServices(anonymous.member, anonymous.config.hosts.member).deletionCheck())).toMatchObject({ key: 'PL-USER-SESSION-EXPIRED' });
    const { b } = await signedIn('TH');
    const raw = await rawJson(b, `/${PRIVACY_PATHS.requestDeletion}`, { body: JSON.stringify({ token: 'x', acknowledged: '' }) });
    expect(raw.status).toBe(403);
    expect(t.server.ctx.users.byId(userId('TH'))!.status).toBe('NORMAL');
  });
});

describe('download my data', () => {
  it('gives one file named for the site and day, with addresses and orders and nothing secret or foreign; once a day, once per id, own session only', async () => {
    const { b, account, privacy } = await signedIn('ID');
    const id = userId('ID');
    const now = t.clock.now();
    t.server.db
      .prepare("INSERT INTO addresses (id, user_id, country, city, line1, recipient, created_at, updated_at) VALUES ('addr-1', ?, 'ID', 'Jakarta', 'Jl. Sudirman 1', 'Budi', ?, ?)")
      .run(id, now, now);
    const { token } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    const { url } = await privacy.exportData({ token });

    // Another account's session cannot use the id (and does not burn it).
    const thief = await signedIn('VN');
    expect((await thief.b.fetch(url)).status).toBe(410);

    const response = await b.fetch(url);
    expect(response.status).toBe(200);
    const day = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="[a-z.]+-my-data-${day}\\.json"$`));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const file = JSON.parse(text);
    expect(file.summary).toContain(day);
    expect(file.sections.addresses).toEqual([expect.objectContaining({ line1: 'Jl. Sudirman 1', city: 'Jakarta' })]);
    expect(file.sections.orders).toHaveLength(3);
    expect(file.sections.profile).toMatchObject({ email: SITE_BUYERS.ID.email, hasPassword: true });
    // The security timeline is in it (issue 24), the export itself included.
    expect(file.sections.securityActivity.events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['signIn', 'dataExported']));

    // The attack: no hash, token, code or secret of any kind, and no other account's data.
    const secrets = [
      ...(t.server.db.prepare('SELECT password_hash AS v FROM users WHERE password_hash IS NOT NULL').all() as Array<{ v: string }>),
      ...(t.server.db.prepare('SELECT id_hash AS v FROM sessions').all() as Array<{ v: string }>),
      ...(t.server.db.prepare('SELECT id_hash AS v FROM tokens').all() as Array<{ v: string }>),
      ...(t.server.db.prepare('SELECT code_hash AS v FROM codes').all() as Array<{ v: string }>),
    ].map((r) => r.v);
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain(t.server.ctx.secret.toString('hex'));
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/hash|secret|"code"|token/i);
    for (const site of ['SG', 'MY', 'PH', 'TH', 'VN'] as const) expect(text).not.toContain(SITE_BUYERS[site].email);
    expect(text).not.toMatch(/"(SG|MY|PH|TH|VN)-\d+"/);

    // Once per id; once a day.
    expect((await b.fetch(url)).status).toBe(410);
    const { token: again } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    expect(await rejection(privacy.exportData({ token: again }))).toMatchObject({ key: 'PL-USER-EXPORT-LIMITED' });
    t.clock.advance(DAY + 1);
    const { token: tomorrow } = await account.verifyIdentity({ method: 'PASSWORD', password: SEED_PASSWORD });
    expect((await privacy.exportData({ token: tomorrow })).url).toContain('id=');
  });

  it('needs the identity step: no token, no export', async () => {
    const { privacy } = await signedIn('TH');
    expect(await rejection(privacy.exportData({ token: 'y'.repeat(43) }))).toMatchObject({ key: 'PL-USER-VERIFICATION-EXPIRED' });
  });
});
