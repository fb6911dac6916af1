// Staff verification (staff-routes.ts) over real HTTP through the package's services: link a work e-mail with the
// e-mailed code, unlink, the refusals (domain, taken, already linked, wrong/expired code, send limits) and the
// attacks (no session, another account's session, a cross-site post without the CSRF token, a replayed code, a
// brute-forced code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffServices } from '../../src/api/staff.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { STAFF_SENDS_PER_ACCOUNT, staffModule } from './staff-routes.js';
import { latestCode, openBrowser, outbox, rawJson, rejection, startTestServer, type TestServer } from './testing.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [staffModule({ domains: ['staff.example.com', '@Ops.Example.com'] })] });
});
afterAll(() => t.dispose());

type Site = 'SG' | 'MY' | 'PH' | 'TH' | 'VN' | 'ID';
async function signedIn(site: Site) {
  const b = openBrowser(t.url, { site });
  await b.member.login({ loginName: SITE_BUYERS[site].email, password: SEED_PASSWORD });
  return { b, pages: createStaffServices(b.member) };
}
/** Lets the 60 s resend wait pass on the server's clock. */
const afterResendWait = () => t.clock.advance(61_000);

describe('staff verification calls', () => {
  it('links a work e-mail with the code e-mailed to it, shows it after, and unlinks', async () => {
    const { pages } = await signedIn('SG');
    expect(await pages.staffStatus()).toEqual({ linked: null, domains: ['staff.example.com', 'ops.example.com'] });
    const sent = await pages.staffSendCode({ email: ' Ana.Lim@Staff.Example.com ', resend: false });
    expect(sent).toEqual({ email: 'ana.lim@staff.example.com', codeLength: 6, resendAfterSeconds: 60 });
    const [mail] = await outbox(t.url, 'ana.lim@staff.example.com');
    expect(mail!.text).toContain('to link this work email to your shopping account');
    const linked = await pages.staffConfirm({ email: 'ana.lim@staff.example.com', code: mail!.code! });
    expect(linked.linked).toMatchObject({ email: 'ana.lim@staff.example.com' });
    expect((await pages.staffStatus()).linked?.email).toBe('ana.lim@staff.example.com');
    // A second work e-mail while one is linked: unlink first.
    expect((await rejection(pages.staffSendCode({ email: 'ana2@ops.example.com', resend: false }))).key).toBe('PL-USER-STAFF-ALREADY-LINKED');
    expect((await pages.staffUnlink()).linked).toBeNull();
    expect((await pages.staffStatus()).linked).toBeNull();
    // Unlinking nothing is not an error.
    expect((await pages.staffUnlink()).linked).toBeNull();
  });

  it('refuses an address outside the staff domains and a malformed one, with the page\'s catalog key', async () => {
    const { pages } = await signedIn('MY');
    const refused = await rejection(pages.staffSendCode({ email: 'me@gmail.com', resend: false }));
    expect(refused).toMatchObject({ key: 'PL-USER-STAFF-DOMAIN-NOT-ALLOWED', data: { field: 'email', messageKey: 'staff.error.domain' } });
    // A look-alike domain is not a staff domain.
    expect((await rejection(pages.staffSendCode({ email: 'me@evilstaff.example.com', resend: false }))).key).toBe('PL-USER-STAFF-DOMAIN-NOT-ALLOWED');
    expect((await rejection(pages.staffSendCode({ email: 'not an email', resend: false }))).data).toMatchObject({ field: 'email', messageKey: 'validation.email.invalid' });
    expect(await outbox(t.url, 'me@gmail.com')).toEqual([]);
  });

  it('one work e-mail binds to one account: another account is told it is taken, at sending and at confirming', async () => {
    const owner = await signedIn('PH');
    const other = await signedIn('TH');
    // Both ask for a code for the same address before either links it.
    await owner.pages.staffSendCode({ email: 'shared@staff.example.com', resend: false });
    const ownerCode = await latestCode(t.url, 'shared@staff.example.com');
    await other.pages.staffSendCode({ email: 'shared@staff.example.com', resend: false });
    const otherCode = await latestCode(t.url, 'shared@staff.example.com');
    await owner.pages.staffConfirm({ email: 'shared@staff.example.com', code: ownerCode });
    const taken = await rejection(other.pages.staffConfirm({ email: 'shared@staff.example.com', code: otherCode }));
    expect(taken).toMatchObject({ key: 'PL-USER-STAFF-EMAIL-TAKEN', data: { messageKey: 'staff.error.taken' } });
    expect((await rejection(other.pages.staffSendCode({ email: 'SHARED@staff.example.com', resend: false }))).key).toBe('PL-USER-STAFF-EMAIL-TAKEN');
    expect((await other.pages.staffStatus()).linked).toBeNull();
    // Once the owner unlinks, the address is free again.
    await owner.pages.staffUnlink();
    afterResendWait();
    await other.pages.staffSendCode({ email: 'shared@staff.example.com', resend: false });
    await other.pages.staffConfirm({ email: 'shared@staff.example.com', code: await latestCode(t.url, 'shared@staff.example.com') });
    expect((await other.pages.staffStatus()).linked?.email).toBe('shared@staff.example.com');
  });

  it('attack: no session, and a cross-site post without the CSRF token, change nothing', async () => {
    const anonymous = createStaffServices(openBrowser(t.url).member);
    expect((await rejection(anonymous.staffStatus())).key).toBe('PL-USER-SESSION-EXPIRED');
    expect((await rejection(anonymous.staffSendCode({ email: 'x@staff.example.com', resend: false }))).key).toBe('PL-USER-SESSION-EXPIRED');
    expect((await rejection(anonymous.staffUnlink())).key).toBe('PL-USER-SESSION-EXPIRED');
    expect(await outbox(t.url, 'x@staff.example.com')).toEqual([]);

    const { b, pages } = await signedIn('VN');
    await pages.staffSendCode({ email: 'vn.staff@staff.example.com', resend: false });
    const code = await latestCode(t.url, 'vn.staff@staff.example.com');
    // The signed-in buyer's cookies, but no CSRF header (what a form post from another site sends).
    for (const path of ['/user/api/staff/confirm', '/user/api/staff/unlink', '/user/api/staff/sendCode']) {
      const raw = await rawJson(b, path, { body: JSON.stringify({ email: 'vn.staff@staff.example.com', code }) });
      expect(raw.status, path).toBe(403);
      expect(raw.body.errorCode.key).toBe('CSRF_TOKEN_INVALID');
    }
    expect((await pages.staffStatus()).linked).toBeNull();
    // The code was not spent by the refused posts.
    expect((await pages.staffConfirm({ email: 'vn.staff@staff.example.com', code })).linked?.email).toBe('vn.staff@staff.example.com');
  });

  it("attack: another account's session cannot confirm this account's code; a used code cannot be replayed", async () => {
    const victim = await signedIn('ID');
    const attacker = openBrowser(t.url, { site: 'SG' });
    await attacker.member.login({ loginName: SITE_BUYERS.SG.email, password: SEED_PASSWORD });
    const attackerPages = createStaffServices(attacker.member);
    await victim.pages.staffSendCode({ email: 'id.staff@staff.example.com', resend: false });
    const code = await latestCode(t.url, 'id.staff@staff.example.com');
    expect((await rejection(attackerPages.staffConfirm({ email: 'id.staff@staff.example.com', code }))).key).toBe('PL-USER-CODE-EXPIRED');
    expect((await attackerPages.staffStatus()).linked).toBeNull();

    await victim.pages.staffConfirm({ email: 'id.staff@staff.example.com', code });
    await victim.pages.staffUnlink();
    // Replaying the spent code (same account, same browser) links nothing.
    expect((await rejection(victim.pages.staffConfirm({ email: 'id.staff@staff.example.com', code }))).key).toBe('PL-USER-CODE-EXPIRED');
    expect((await victim.pages.staffStatus()).linked).toBeNull();
  });

  it('attack: brute force: the 5th wrong code kills the code, so the right one no longer works', async () => {
    const { pages } = await signedIn('SG');
    await pages.staffUnlink();
    afterResendWait();
    await pages.staffSendCode({ email: 'brute@staff.example.com', resend: false });
    const code = await latestCode(t.url, 'brute@staff.example.com');
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i += 1) {
      const refused = await rejection(pages.staffConfirm({ email: 'brute@staff.example.com', code: wrong(i) }));
      expect(refused.key).toBe('PL-USER-CODE-INCORRECT');
    }
    expect((await rejection(pages.staffConfirm({ email: 'brute@staff.example.com', code }))).key).toBe('PL-USER-CODE-EXPIRED');
    expect((await rejection(pages.staffConfirm({ email: 'brute@staff.example.com', code: 'abc' }))).key).toBe('PL-USER-CODE-INCORRECT');
  });

  it('a code expires after 5 minutes; a resend waits 60 s; one account may send 5 codes an hour', async () => {
    const { pages } = await signedIn('MY');
    await pages.staffSendCode({ email: 'late@staff.example.com', resend: false });
    const code = await latestCode(t.url, 'late@staff.example.com');
    expect((await rejection(pages.staffSendCode({ email: 'late@staff.example.com', resend: true }))).key).toBe('PL-USER-CODE-RESEND-TOO-SOON');
    t.clock.advance(5 * 60_000 + 1);
    expect((await rejection(pages.staffConfirm({ email: 'late@staff.example.com', code }))).key).toBe('PL-USER-CODE-EXPIRED');

    t.clock.advance(STAFF_SENDS_PER_ACCOUNT.windowMs);
    for (let i = 0; i < STAFF_SENDS_PER_ACCOUNT.max; i += 1) {
      // A different address each time: the per-account limit, not the per-address one, stops the sixth.
      await pages.staffSendCode({ email: `limit${i}@staff.example.com`, resend: false });
    }
    const limited = await rejection(pages.staffSendCode({ email: 'limit9@staff.example.com', resend: false }));
    expect(limited).toMatchObject({ key: 'PL-USER-CODE-SEND-LIMIT' });
    expect(await outbox(t.url, 'limit9@staff.example.com')).toEqual([]);
  });
});
