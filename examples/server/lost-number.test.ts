// "I no longer have this number" (issue 26 part 3) over real HTTP on 127.0.0.1: the recovery, and each attack on it
// (skipping the e-mail step, a token from another browser, guessing the item question, taking another account's
// number, replaying the final token, probing numbers). Each attack test fails if its check is removed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOST_NUMBER_PATHS, createLostNumberServices } from '../../src/api/lost-number.js';
import { createTrustedDeviceServices } from '../../src/api/trusted-device.js';
import { accountModule } from './account-routes.js';
import { DEVICE_ASKS, DEVICE_REQUEST_TTL_MS, lostNumberModule } from './lost-number-routes.js';
import { SEED_PASSWORD, SITE_BUYERS } from './seed.js';
import { latestCode, openBrowser, outbox, rejection, startTestServer, type Browser, type TestServer } from './testing.js';
import { verifyModule } from './verify-routes.js';

vi.setConfig({ testTimeout: 30_000 });

const EMAIL = 'buyer.sg@example.com';
const OLD_PHONE = '+6591234567';
const NEW_PHONE = '+6598765432';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ modules: [accountModule(), lostNumberModule(), verifyModule()], trustProxy: 1 });
});
afterAll(() => t.dispose());

const userId = (email: string) => (t.server.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const phoneOf = (email: string) => (t.server.db.prepare('SELECT phone FROM users WHERE email = ?').get(email) as { phone: string | null }).phone;
/** The bought item's option id among the question's options (what only the owner knows). */
function rightOption(email: string, options: readonly { id: string; name: string }[]): string {
  const bought = new Set(
    (t.server.db
      .prepare('SELECT i.name AS name FROM order_items i JOIN orders o ON o.order_no = i.order_no WHERE o.user_id = ?')
      .all(userId(email)) as Array<{ name: string }>).map((row) => row.name),
  );
  return options.find((o) => bought.has(o.name))!.id;
}
const wrongOption = (email: string, options: readonly { id: string; name: string }[]) => options.find((o) => o.id !== rightOption(email, options))!.id;

let addresses = 0;
/** A browser at its own client address (the per-address limits are the last test's). */
const browserAt = (site = 'SG', ip = `10.0.0.${(addresses += 1)}`) => openBrowser(t.url, { site, headers: { 'x-forwarded-for': ip } });

function services(b: Browser) {
  return createLostNumberServices(b.member);
}

/** Started and proven by the e-mail code: the token. */
async function pastEmail(b: Browser, national: string, email: string): Promise<string> {
  const s = services(b);
  const start = await s.start(national, '65');
  if (start.kind !== 'recover') throw new Error('expected an e-mail recovery');
  await s.sendEmailCode(start.token, false);
  await s.checkEmailCode(start.token, await latestCode(t.url, email));
  return start.token;
}

/** Proven by the e-mail code and the item question: the token. */
async function proven(b: Browser, national: string, email: string): Promise<string> {
  const s = services(b);
  const token = await pastEmail(b, national, email);
  await s.checkItem(token, rightOption(email, await s.itemQuestion(token)));
  return token;
}

describe('attacks', () => {
  it('the item question and the new number need the e-mail code first (skipping the e-mail step)', async () => {
    const b = browserAt();
    const s = services(b);
    const start = await s.start('91234567', '65');
    expect(start).toMatchObject({ kind: 'recover', maskedEmail: 'b***g@example.com' });
    const token = start.kind === 'recover' ? start.token : '';
    expect((await rejection(s.itemQuestion(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(s.checkItem(token, 'anything'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(s.sendPhoneCode(token, '98765432', '65', false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    // And the e-mail code alone is not enough for the new number either.
    await s.sendEmailCode(token, false);
    await s.checkEmailCode(token, await latestCode(t.url, EMAIL));
    expect((await rejection(s.sendPhoneCode(token, '98765432', '65', false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });

  it("another browser's token is answered like an unknown one", async () => {
    const owner = browserAt();
    const token = await proven(owner, '91234567', EMAIL);
    const thief = browserAt();
    const stolen = services(thief);
    expect((await rejection(stolen.sendEmailCode(token, false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(stolen.itemQuestion(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(stolen.sendPhoneCode(token, '98765432', '65', false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });

  it('guessing the item question stops at the daily limit, for every later recovery too', async () => {
    const email = 'buyer.my@example.com';
    const b = browserAt('MY');
    const s = services(b);
    const start = await s.start('123456789', '60');
    if (start.kind !== 'recover') throw new Error('expected an e-mail recovery');
    await s.sendEmailCode(start.token, false);
    await s.checkEmailCode(start.token, await latestCode(t.url, email));
    const options = await s.itemQuestion(start.token);
    expect((await rejection(s.checkItem(start.token, wrongOption(email, options)))).key).toBe('PL-USER-VERIFICATION-WRONG-ANSWER');
    expect((await rejection(s.checkItem(start.token, wrongOption(email, options)))).key).toBe('PL-USER-VERIFICATION-WRONG-ANSWER');
    expect((await rejection(s.checkItem(start.token, wrongOption(email, options)))).key).toBe('PL-USER-VERIFICATION-TOO-MANY-TRIES');
    // The right answer no longer helps, in this recovery or a new one.
    expect((await rejection(s.checkItem(start.token, rightOption(email, options)))).key).toBe('PL-USER-VERIFICATION-TOO-MANY-TRIES');
    t.clock.advance(61_000);
    const again = await s.start('123456789', '60');
    if (again.kind !== 'recover') throw new Error('expected an e-mail recovery');
    await s.sendEmailCode(again.token, false);
    await s.checkEmailCode(again.token, await latestCode(t.url, email));
    expect((await rejection(s.itemQuestion(again.token))).key).toBe('PL-USER-VERIFICATION-TOO-MANY-TRIES');
  });

  it("another account's number is refused (PL-USER-PHONE-EXIST), at a send's price, and never set", async () => {
    const b = browserAt();
    const s = services(b);
    t.clock.advance(61_000);
    const token = await proven(b, '91234567', EMAIL);
    const other = '+6591230004';
    expect((await rejection(s.sendPhoneCode(token, '91230004', '65', false))).key).toBe('PL-USER-PHONE-EXIST');
    expect((await outbox(t.url, other)).length).toBe(0);
    // Finishing with that number without its code's send is refused too.
    expect((await rejection(s.finish(token, '91230004', '65', '123456'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect(phoneOf(EMAIL)).toBe(OLD_PHONE);
  });

  it('a number nobody holds gets a decoy: the same masked e-mail each time, and no e-mail is sent', async () => {
    const b = browserAt();
    const s = services(b);
    const first = await s.start('97770001', '65');
    const second = await s.start('97770001', '65');
    expect(first.kind).toBe('recover');
    expect(first.kind === 'recover' && second.kind === 'recover' && first.maskedEmail === second.maskedEmail).toBe(true);
    const before = (await outbox(t.url)).length;
    if (first.kind === 'recover') await s.sendEmailCode(first.token, false);
    expect((await outbox(t.url)).length).toBe(before);
  });

  it('starts are limited per client address', async () => {
    const b = browserAt('SG', '10.9.9.9');
    const s = services(b);
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await s.start(`9777${String(1000 + i)}`, '65').then(() => 'ok', (e: { key?: string }) => e.key));
    expect(answers).toContain('PL-USER-CODE-SEND-LIMIT');
  });
});

/** A browser signed in to the account by password: the trusted device. */
async function signedIn(site: 'ID' | 'PH' | 'VN' | 'SG'): Promise<Browser> {
  const device = openBrowser(t.url, { site, headers: { 'x-forwarded-for': `10.1.0.${(addresses += 1)}` } });
  const result = await device.member.login({ loginName: SITE_BUYERS[site].email, password: SEED_PASSWORD });
  expect(result.loginSuccess).toBe(true);
  return device;
}
const deviceCalls = (b: Browser) => createTrustedDeviceServices(b.member);
const national = (site: 'ID' | 'PH' | 'VN') => SITE_BUYERS[site].phone.split(' ')[1]!;
const prefix = (site: 'ID' | 'PH' | 'VN') => SITE_BUYERS[site].phone.split(' ')[0]!.slice(1);

/** A recovery of `site`'s buyer started in a new browser and asked of the devices: its services and token. */
async function askedDevice(site: 'ID' | 'PH' | 'VN') {
  const b = openBrowser(t.url, { site, headers: { 'x-forwarded-for': `10.2.0.${(addresses += 1)}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36' } });
  const s = services(b);
  const start = await s.start(national(site), prefix(site));
  if (start.kind !== 'recover' || !start.device) throw new Error('expected a device recovery');
  await s.askDevice(start.token);
  return { b, s, token: start.token };
}

describe('approval from a trusted device', () => {
  it('is offered only where the account is signed in somewhere; the device sees what asks and approves; the recovery then sets the number', async () => {
    const email = SITE_BUYERS.ID.email;
    const b = browserAt('ID');
    expect(await services(b).start(national('ID'), prefix('ID'))).toMatchObject({ kind: 'recover', device: false });
    const device = await signedIn('ID');
    const { s, token } = await askedDevice('ID');
    expect(await s.deviceStatus(token)).toBe('PENDING');
    const [request, ...others] = await deviceCalls(device).requests();
    expect(others).toEqual([]);
    expect(request).toMatchObject({ purpose: 'LOST_NUMBER', requestedAt: t.clock.now(), expiresAt: t.clock.now() + DEVICE_REQUEST_TTL_MS, browser: 'Chrome', system: 'Android', address: '10.2.0.0/24' });
    expect(JSON.stringify(request)).not.toContain(token);
    // Without the answer the new number is out of reach.
    expect((await rejection(s.sendPhoneCode(token, '81299990000', '62', false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    await deviceCalls(device).decide(request!.requestId, 'APPROVED');
    expect(await s.deviceStatus(token)).toBe('APPROVED');
    // Replay: the answered request cannot be answered again.
    expect((await rejection(deviceCalls(device).decide(request!.requestId, 'REJECTED'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect(await s.deviceStatus(token)).toBe('APPROVED');
    await s.sendPhoneCode(token, '81299990000', '62', false);
    await s.finish(token, '81299990000', '62', await latestCode(t.url, '+6281299990000'));
    expect(phoneOf(email)).toBe('+6281299990000');
    // Replay: the spent recovery.
    expect((await rejection(s.deviceStatus(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    // The number change ended every session, the approving device's too.
    expect((await rejection(deviceCalls(device).requests())).key).toBe('PL-USER-SESSION-EXPIRED');
  });

  it("attack: a session of another account cannot see or approve the request, even with its id; nor can the asking browser", async () => {
    const device = await signedIn('PH');
    const { b, s, token } = await askedDevice('PH');
    const [request] = await deviceCalls(device).requests();
    const other = await signedIn('SG');
    expect(await deviceCalls(other).requests()).toEqual([]);
    expect((await rejection(deviceCalls(other).decide(request!.requestId, 'APPROVED'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(deviceCalls(b).decide(request!.requestId, 'APPROVED'))).key).toBe('PL-USER-SESSION-EXPIRED');
    expect(await s.deviceStatus(token)).toBe('PENDING');
    // The status is the asking browser's alone.
    expect((await rejection(services(other).deviceStatus(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    // A cross-site post from the right device carries no CSRF header: refused.
    const forged = await device.fetch(`${t.url}/user/api/trustedDevice/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ requestId: request!.requestId, decision: 'APPROVED' }),
    });
    expect(forged.status).toBe(403);
    expect(await s.deviceStatus(token)).toBe('PENDING');
  });

  it('attack: a request past its end cannot be approved, and an answer to it does not carry over to the next asking', async () => {
    const device = await signedIn('PH');
    t.clock.advance(61_000);
    const { s, token } = await askedDevice('PH');
    const [first] = await deviceCalls(device).requests();
    t.clock.advance(DEVICE_REQUEST_TTL_MS + 1);
    expect(await deviceCalls(device).requests()).toEqual([]);
    expect((await rejection(deviceCalls(device).decide(first!.requestId, 'APPROVED'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect(await s.deviceStatus(token)).toBe('TIMED_OUT');
    expect((await rejection(s.sendPhoneCode(token, '9179990000', '63', false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    // Asking again makes a new request: the old id stays dead.
    await s.askDevice(token);
    const [second] = await deviceCalls(device).requests();
    expect(second!.requestId).not.toBe(first!.requestId);
    expect((await rejection(deviceCalls(device).decide(first!.requestId, 'APPROVED'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect(await s.deviceStatus(token)).toBe('PENDING');
    // A recovery may ask a few times only.
    for (let i = 2; i < DEVICE_ASKS; i += 1) await s.askDevice(token);
    expect((await rejection(s.askDevice(token))).key).toBe('PL-USER-CODE-SEND-LIMIT');
  });

  it('"This wasn\'t me" on the device ends the recovery', async () => {
    const device = await signedIn('VN');
    const { s, token } = await askedDevice('VN');
    const [request] = await deviceCalls(device).requests();
    await deviceCalls(device).decide(request!.requestId, 'REJECTED');
    expect((await rejection(deviceCalls(device).decide(request!.requestId, 'APPROVED'))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(s.deviceStatus(token))).key).toBe('PL-USER-VERIFICATION-REJECTED');
    expect((await rejection(s.deviceStatus(token))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(s.sendEmailCode(token, false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
  });

  it('a number nobody holds has no device to ask', async () => {
    const b = browserAt('SG');
    const s = services(b);
    const start = await s.start('97770099', '65');
    expect(start).toMatchObject({ kind: 'recover', device: false });
    if (start.kind === 'recover') expect((await rejection(s.askDevice(start.token))).key).toBe('PL-USER-CHANNEL-UNSUPPORTED');
  });
});

describe('the recovery', () => {
  it('sets the new number, ends the old one, tells the old channels and the timeline; the final token is not replayable', async () => {
    t.clock.advance(60 * 60_000);
    const b = browserAt();
    const s = services(b);
    const token = await proven(b, '91234567', EMAIL);
    await s.sendPhoneCode(token, '98765432', '65', false);
    const [sms] = await outbox(t.url, NEW_PHONE);
    expect(sms?.channel).toBe('SMS');
    expect(sms!.text.split('\n').at(-1)).toBe(`@127.0.0.1 #${sms!.code}`);
    expect((await rejection(s.finish(token, '98765432', '65', '000000'))).key).toBe('PL-USER-CODE-INCORRECT');
    await s.finish(token, '98765432', '65', sms!.code!);
    expect(phoneOf(EMAIL)).toBe(NEW_PHONE);

    // Replaying the final token.
    expect((await rejection(s.finish(token, '98765432', '65', sms!.code!))).key).toBe('PL-USER-VERIFICATION-EXPIRED');
    expect((await rejection(s.sendPhoneCode(token, '98765433', '65', false))).key).toBe('PL-USER-VERIFICATION-EXPIRED');

    // The old channels are told, with "This wasn't me".
    const toOldPhone = await outbox(t.url, OLD_PHONE);
    const toEmail = await outbox(t.url, EMAIL);
    expect(toOldPhone[0]?.purpose).toBe('CREDENTIAL_CHANGED_PHONE');
    expect(toEmail[0]?.purpose).toBe('CREDENTIAL_CHANGED_PHONE');
    expect(toEmail[0]?.text).toContain('/user/not-me?token=');
    const activity = t.server.db.prepare("SELECT COUNT(*) AS n FROM activity WHERE user_id = ? AND kind = 'phoneChanged'").get(userId(EMAIL)) as { n: number };
    expect(activity.n).toBe(1);

    // The old number no longer logs in. The new one does in the browser that recovered the account (it proved more
    // than a sign-in, so it is known to the account); a browser new to the account meets the second verification
    // (new-device trust, issue 24 part 6), as every code login by phone alone there does.
    const later = browserAt();
    await later.member.sendCode({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS', resend: false, checkRisk: false });
    const old = await rejection(later.member.loginByCode({ type: 'OTP_LOGIN', phone: '91234567', code: await latestCode(t.url, OLD_PHONE), deliveryType: 'SMS' }));
    expect(old.key).toBe('PL_USER_LOGIN_PHONE_NOT_EXIST');
    await b.member.sendCode({ type: 'OTP_LOGIN', phone: '98765432', deliveryType: 'SMS', resend: false, checkRisk: false });
    const login = await b.member.loginByCode({ type: 'OTP_LOGIN', phone: '98765432', code: await latestCode(t.url, NEW_PHONE), deliveryType: 'SMS' });
    expect(login.loginSuccess).toBe(true);
    t.clock.advance(2 * 60_000);
    await later.member.sendCode({ type: 'OTP_LOGIN', phone: '98765432', deliveryType: 'SMS', resend: false, checkRisk: false });
    const elsewhere = await later.member.loginByCode({ type: 'OTP_LOGIN', phone: '98765432', code: await latestCode(t.url, NEW_PHONE), deliveryType: 'SMS' });
    expect(elsewhere).toMatchObject({ loginSuccess: false, loginNextStepAction: 'SECOND_VERIFICATION' });
  });

  it('an account without an e-mail address is sent to customer care, unless it is signed in somewhere', async () => {
    const device = openBrowser(t.url, { site: 'TH' });
    expect((await device.member.login({ loginName: 'buyer.th@example.com', password: SEED_PASSWORD })).loginSuccess).toBe(true);
    t.server.db.prepare("UPDATE users SET email = NULL WHERE email = 'buyer.th@example.com'").run();
    const b = browserAt('TH');
    expect(await services(b).start('812345678', '66')).toMatchObject({ kind: 'recover', maskedEmail: '', device: true });
    const start = await services(b).start('812345678', '66');
    if (start.kind === 'recover') expect((await rejection(services(b).sendEmailCode(start.token, false))).key).toBe('PL-USER-CHANNEL-UNSUPPORTED');
    t.server.db.prepare("DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE phone = '+66812345678')").run();
    expect(await services(b).start('812345678', '66')).toEqual({ kind: 'care' });
  });

  it('every call needs the CSRF token', async () => {
    const response = await fetch(`${t.url}/${LOST_NUMBER_PATHS.start}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ phone: '91234567' }),
    });
    expect(response.status).toBe(403);
  });
});
