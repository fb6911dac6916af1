// Killing the server (SIGKILL, no shutdown) in the middle of registrations and restarting it on the same data
// folder leaves the database consistent: integrity check ok, foreign keys ok, no half-created account, and
// every registration the client saw succeed is there in full.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { encryptPassword } from '../../src/api/rsa.js';
import { DEFAULT_RSA_PUBLIC_KEY } from '../../src/config/index.js';
import { DB_FILE, MIGRATIONS } from './db.js';
import { OAUTH_CONSENT_API } from './oauth-provider.js';
import { SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { spawnServer, type SpawnedServer } from './spawn.js';
import { getPage, latestCode, metaContent, openBrowser, pageCall, passSlider, type CookieJar } from './testing.js';
import { SLIDER_MIN_ELAPSED_MS } from '../../src/config/constants.js';

const SEED_USERS = Object.keys(SITE_BUYERS).length + Object.keys(SPECIAL_ACCOUNTS).length;
const PHONE_PASSWORD = 'Cr4sh!pass';
/** Code sends from one address are limited (20 an hour): the phone sign-ups stay below that. */
const MAX_PHONE_SIGNUPS = 10;
const WORKERS = 6;
/** Kill once this many registrations of each kind were acknowledged (while the workers are still sending). */
const KILL_AFTER = { social: 20, completedPhone: 3 };

interface SocialSignup {
  email: string;
  userId: string;
  jar: CookieJar;
}
interface PhoneSignup {
  phone: string;
  userId: string;
  completed: boolean;
}

async function registerSocial(url: string, email: string): Promise<SocialSignup> {
  const b = openBrowser(url);
  const page = await getPage(b, `/oauth/authorize?provider=GOOGLE&scope=email&redirect_uri=${encodeURIComponent(url)}&state=crash`);
  const consent = await pageCall(b, OAUTH_CONSENT_API, { tx: metaContent(page.html, 'oauth-tx'), identity: 'new', name: 'Crash Social', email, emailVerified: true });
  const result = await b.member.loginByOAuthCode({
    oauthType: 'GOOGLE',
    oauthCode: consent.body.module.code as string,
    operateType: 'REGISTER',
    bizScene: 'popup',
    redirectUri: url,
  });
  expect(result.loginSuccess).toBe(true);
  return { email, userId: String(result.userId), jar: b.jar };
}

async function registerPhone(url: string, national: string, acked: PhoneSignup[]): Promise<void> {
  const b = openBrowser(url);
  const phone = `+65 ${national}`;
  // A spawned server runs on the real clock: the slider's time floor applies.
  const sliderToken = await passSlider(b, SLIDER_MIN_ELAPSED_MS);
  await b.member.sendCode({ type: 'OTP_REGISTER', phone, deliveryType: 'SMS', resend: false, checkRisk: true, sliderToken });
  const code = await latestCode(url, `+65${national}`);
  const result = await b.member.loginByCode({ type: 'OTP_REGISTER', phone, code, deliveryType: 'SMS' });
  const entry: PhoneSignup = { phone: `+65${national}`, userId: String(result.userId), completed: false };
  acked.push(entry);
  await b.calls.completeProfileByRegisterToken({
    token: result.loginNextStepActionData!.token!,
    name: 'Crash Phone',
    encryptPassword: await encryptPassword(PHONE_PASSWORD, DEFAULT_RSA_PUBLIC_KEY),
  });
  entry.completed = true;
}

it('keeps the database consistent across a SIGKILL in the middle of registrations', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'member-crash-'));
  const env = { MEMBER_DEV: '1', MEMBER_SCRYPT_N: '1024' };
  let first: SpawnedServer | undefined;
  let second: SpawnedServer | undefined;
  try {
    first = await spawnServer({ dataDir, env });
    const url = first.url;
    const social: SocialSignup[] = [];
    const phones: PhoneSignup[] = [];
    let killed = false;
    let inFlightAtKill = 0;
    let running = 0;
    let phoneSignups = 0;
    const errors: unknown[] = [];
    let kill!: () => void;
    const killedNow = new Promise<void>((resolve) => (kill = resolve));

    const worker = async (w: number) => {
      for (let i = 0; !killed; i += 1) {
        running += 1;
        try {
          if (w < 2 && phoneSignups < MAX_PHONE_SIGNUPS) {
            phoneSignups += 1;
            await registerPhone(url, `8${String(w * 1000 + i).padStart(7, '0')}`, phones);
          } else {
            social.push(await registerSocial(url, `crash.${w}.${i}@example.com`));
          }
        } catch (error) {
          if (!killed) errors.push(error);
        } finally {
          running -= 1;
        }
        const completedPhones = phones.filter((p) => p.completed).length;
        if (!killed && social.length >= KILL_AFTER.social && completedPhones >= KILL_AFTER.completedPhone) kill();
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
    await killedNow;
    inFlightAtKill = running;
    killed = true;
    expect(await first.stop('SIGKILL')).toBeNull();
    await Promise.all(workers);
    expect(errors).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);

    // CRASH_REPORT=1 prints what the kill interrupted.
    if (process.env.CRASH_REPORT) console.log(`acknowledged: ${social.length} social, ${phones.length} phone (${phones.filter((p) => p.completed).length} completed); in flight at SIGKILL: ${inFlightAtKill}`);
    second = await spawnServer({ dataDir, env });
    const db = new Database(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect((db.prepare('SELECT version FROM migrations').all() as Array<{ version: number }>).map((m) => m.version)).toEqual(MIGRATIONS.map((m) => m.version));
      const count = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;
      // The seed ran once, whole.
      expect(count("SELECT COUNT(*) AS n FROM meta WHERE key = 'seed_version'")).toBe(1);
      expect(count('SELECT COUNT(*) AS n FROM users WHERE id <= ?', SEED_USERS)).toBe(SEED_USERS);
      // No account without a login, none duplicated, none half-completed.
      expect(count('SELECT COUNT(*) AS n FROM users WHERE email IS NULL AND phone IS NULL')).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM (SELECT email FROM users WHERE email IS NOT NULL AND status <> 'DELETED' GROUP BY email HAVING COUNT(*) > 1)")).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM (SELECT phone FROM users WHERE phone IS NOT NULL AND status <> 'DELETED' GROUP BY phone HAVING COUNT(*) > 1)")).toBe(0);
      expect(count('SELECT COUNT(*) AS n FROM users WHERE password_hash IS NOT NULL AND name IS NULL')).toBe(0);
      // Each registration wrote its account and what belongs to it in one transaction.
      expect(count('SELECT COUNT(*) AS n FROM users u WHERE u.id > ? AND u.email IS NOT NULL AND NOT EXISTS (SELECT 1 FROM social_accounts s WHERE s.user_id = u.id)', SEED_USERS)).toBe(0);
      expect(
        count("SELECT COUNT(*) AS n FROM users u WHERE u.id > ? AND u.email IS NULL AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.user_id = u.id AND t.type = 'REGISTER')", SEED_USERS),
      ).toBe(0);
      expect(count('SELECT COUNT(*) AS n FROM social_accounts s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)')).toBe(0);
      expect(count('SELECT COUNT(*) AS n FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)')).toBe(0);
      expect(count('SELECT COUNT(*) AS n FROM tokens t WHERE t.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id)')).toBe(0);
      // A code is spent only together with the account it created.
      expect(
        count("SELECT COUNT(*) AS n FROM codes c WHERE c.purpose = 'OTP' AND c.state = 'USED' AND NOT EXISTS (SELECT 1 FROM users u WHERE 'phone:' || u.phone = c.target)"),
      ).toBe(0);

      // Every acknowledged registration is there in full (and a registration in flight may have committed too).
      expect(count('SELECT COUNT(*) AS n FROM users WHERE id > ?', SEED_USERS)).toBeGreaterThanOrEqual(social.length + phones.length);
      for (const signup of social) {
        const row = db.prepare('SELECT u.id, u.name FROM users u JOIN social_accounts s ON s.user_id = u.id WHERE u.email = ?').get(signup.email) as
          | { id: number; name: string }
          | undefined;
        expect(row, signup.email).toMatchObject({ id: Number(signup.userId), name: 'Crash Social' });
      }
      for (const signup of phones) {
        const row = db.prepare('SELECT id, name, password_hash FROM users WHERE phone = ?').get(signup.phone) as
          | { id: number; name: string | null; password_hash: string | null }
          | undefined;
        expect(row?.id, signup.phone).toBe(Number(signup.userId));
        if (signup.completed) expect(row).toMatchObject({ name: 'Crash Phone', password_hash: expect.stringMatching(/^scrypt\$1024\$/) });
      }
    } finally {
      db.close();
    }

    // The restarted server carries on: sessions from before the kill, passwords set before it, new sign-ups.
    const before = social[0]!;
    expect(await openBrowser(second.url, { jar: before.jar }).calls.getUser()).toMatchObject({ email: before.email });
    const completed = phones.find((p) => p.completed);
    if (completed) {
      expect(await openBrowser(second.url).member.login({ loginName: completed.phone, password: PHONE_PASSWORD })).toMatchObject({ loginSuccess: true });
    }
    expect((await registerSocial(second.url, 'after.restart@example.com')).userId).toMatch(/^\d+$/);
    expect(await second.stop('SIGTERM')).toBe(0);
  } finally {
    if (first) await first.stop('SIGKILL');
    if (second) await second.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 30_000);
