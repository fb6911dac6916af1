/**
 * Load test of the reference server (issue 4 "Acceptance"): `npm run bench:server`.
 *
 * Starts the server (main.ts, in its own process, on a random loopback port, with a fresh data folder), then sends
 * BENCH_LOGINS (2,000) password logins from BENCH_CLIENTS (50) concurrent clients, each with its own cookies and
 * CSRF token, the password RSA-encrypted as the popup sends it. The clients log the seed buyers in, by e-mail and by
 * phone, and check that each login names the right account. The server runs as in production (MEMBER_DEV=0, a
 * fresh RSA key of its own, one trusted proxy): every legitimate login comes from its own address
 * (X-Forwarded-For), as many buyers do. One of the clients is an attacker guessing a password from one address
 * (40 of the logins): it must get 5 × PL-USER-LOGIN-INCORRECT, then growing delays (PL-USER-LOGIN-TOO-MANY-ATTEMPTS)
 * or the bot check (RGV587_ERROR) — issue 12's throttle — while nobody else is affected.
 *
 * Then the flood scenario (issue 12 finding 8): one client floods password logins (BENCH_FLOOD, 600, with 20 in
 * flight) from one address while one buyer logs in BENCH_FLOOD_LOGINS (20) times, one after the other, from
 * another; it prints that buyer's latency and how the flood was answered. Figures only, no timed assertions.
 *
 * It prints requests/s, the latency percentiles, the outcomes by key, and compares the users table before and
 * after (no account lost, duplicated or changed). Timings are figures, never pass/fail: a loaded machine is slower,
 * not wrong. Exit code 1 only when a property breaks: a legitimate login refused or answered wrongly (49 clients
 * share 11 accounts, so an account often has more than its 5 password checks in flight: those logins wait their
 * turn, they are not refused), the attacker never limited, the users table changed, an error, or a run past
 * BENCH_TIMEOUT_MS (180 s). Loopback only; it stops by itself.
 *
 * scrypt dominates the cost of a login. The server keeps the production default (N = 16384) unless
 * MEMBER_SCRYPT_N says otherwise, e.g. `MEMBER_SCRYPT_N=1024 npm run bench:server` for the protocol's own cost.
 */
import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { DB_FILE } from './db.js';
import { DEFAULT_SCRYPT } from './passwords.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS } from './seed.js';
import { spawnServer } from './spawn.js';

const TOTAL = Number(process.env.BENCH_LOGINS ?? 2000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 180_000);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 600);
const FLOOD_IN_FLIGHT = 20;
const FLOOD_LOGINS = Number(process.env.BENCH_FLOOD_LOGINS ?? 20);
const ATTACKER_LOGINS = 40;
/** What the attacker may see: wrong passwords until the free failures are used, then delays or the bot check. */
const ATTACKER_OUTCOMES = new Set(['PL-USER-LOGIN-INCORRECT', 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS', 'RGV587_ERROR']);
const ATTACKER_TARGET = SPECIAL_ACCOUNTS.riskyPhone.email;

/** The server's own key pair: production refuses to start without one (and refuses the committed dev key). */
const keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = keyPair.publicKey;
/** What the popup sends: RSA PKCS#1 v1.5 under the page's public key, base64. */
const encrypt = (password: string) =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password, 'utf8')).toString('base64');

interface UserSnapshot {
  id: number;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  status: string;
}

function snapshot(dataDir: string): UserSnapshot[] {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, email, phone, password_hash, status FROM users ORDER BY id').all() as UserSnapshot[];
  } finally {
    db.close();
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * (sorted.length - 1)))]!;
}

class Client {
  private readonly cookies = new Map<string, string>();
  private csrf = '';

  constructor(
    private readonly url: string,
    /** The address the trusted proxy reports for this client (a function: one buyer per login, or fixed). */
    private readonly address: () => string,
  ) {}

  private keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/Max-Age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async start(): Promise<void> {
    const response = await fetch(`${this.url}/user/api/getCsrfToken`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': this.address() },
      signal: AbortSignal.timeout(30_000),
    });
    this.keep(response);
    const body = (await response.json()) as { module?: { token?: string } };
    if (!body.module?.token) throw new Error('no CSRF token');
    this.csrf = body.module.token;
  }

  /** One login: its outcome key ('OK', an errorCode key, or WRONG_ACCOUNT / NETWORK_ERROR) and its latency. */
  async login(loginName: string, password: string, expectedUserId?: number): Promise<{ outcome: string; ms: number }> {
    const body = JSON.stringify({ loginName, encryptPassword: encrypt(password) });
    const started = performance.now();
    try {
      const response = await fetch(`${this.url}/user/api/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-CSRF-TOKEN': this.csrf,
          'X-Forwarded-For': this.address(),
          Cookie: this.cookieHeader(),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      this.keep(response);
      const answer = (await response.json()) as { success: boolean; errorCode?: { key?: string }; module?: { loginSuccess?: boolean; userId?: string } };
      const ms = performance.now() - started;
      if (!answer.success) return { outcome: answer.errorCode?.key ?? `HTTP_${response.status}`, ms };
      if (answer.module?.loginSuccess !== true) return { outcome: 'NOT_LOGGED_IN', ms };
      if (expectedUserId !== undefined && Number(answer.module.userId) !== expectedUserId) return { outcome: 'WRONG_ACCOUNT', ms };
      return { outcome: 'OK', ms };
    } catch (error) {
      return { outcome: `NETWORK_ERROR (${error instanceof Error ? error.name : 'unknown'})`, ms: performance.now() - started };
    }
  }
}

async function main(): Promise<number> {
  const scryptN = process.env.MEMBER_SCRYPT_N || String(DEFAULT_SCRYPT.N);
  const dataDir = mkdtempSync(join(tmpdir(), 'member-bench-'));
  const keyFile = join(dataDir, 'bench-rsa.pem');
  writeFileSync(keyFile, keyPair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  const server = await spawnServer({
    dataDir,
    env: { MEMBER_DEV: '0', MEMBER_SCRYPT_N: scryptN, MEMBER_RSA_PRIVATE_KEY_FILE: keyFile, MEMBER_TRUST_PROXY: '1' },
  });
  try {
    if (new URL(server.url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${server.url}: loopback only`);
    const before = snapshot(dataDir);
    const accounts = Object.values(SITE_BUYERS).flatMap((buyer) => {
      const id = before.find((row) => row.email === buyer.email)?.id;
      if (id === undefined) throw new Error(`seed account ${buyer.email} missing`);
      return [
        { loginName: buyer.email, id },
        { loginName: buyer.phone, id },
      ];
    });

    console.log(`member server load test: ${TOTAL} password logins, ${CLIENTS} concurrent clients, scrypt N=${scryptN}, ${server.url}`);
    const deadline = Date.now() + TIMEOUT_MS;
    let next = 0;
    let timedOut = false;
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    const unexpected = new Map<string, number>();
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    const legitTotal = TOTAL - ATTACKER_LOGINS;

    let buyer = 0;
    const oneBuyerPerLogin = () => {
      buyer += 1;
      return `10.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`;
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) =>
      new Client(server.url, index === 0 ? () => '203.0.113.66' : oneBuyerPerLogin),
    );
    const started = performance.now();
    await Promise.all(clients.map((client) => client.start()));
    const run = clients.map(async (client, index) => {
      const attacker = index === 0;
      for (let sent = 0; ; sent += 1) {
        if (Date.now() > deadline) {
          timedOut = true;
          return;
        }
        if (attacker) {
          if (sent >= ATTACKER_LOGINS) return;
          const { outcome, ms } = await client.login(ATTACKER_TARGET, `Guess${sent}!pw`);
          latencies.push(ms);
          count(outcomes, outcome);
          if (!ATTACKER_OUTCOMES.has(outcome)) count(unexpected, `attacker: ${outcome}`);
          continue;
        }
        const job = next++;
        if (job >= legitTotal) return;
        const account = accounts[job % accounts.length]!;
        const { outcome, ms } = await client.login(account.loginName, SEED_PASSWORD, account.id);
        latencies.push(ms);
        count(outcomes, outcome);
        if (outcome !== 'OK') count(unexpected, outcome);
      }
    });
    await Promise.all(run);
    const seconds = (performance.now() - started) / 1000;

    const after = snapshot(dataDir);
    const lost = before.filter((row) => !after.some((other) => other.id === row.id));
    const added = after.filter((row) => !before.some((other) => other.id === row.id));
    const changed = after.filter((row) => {
      const old = before.find((other) => other.id === row.id);
      return old && JSON.stringify(old) !== JSON.stringify(row);
    });
    const duplicated = (field: 'email' | 'phone') =>
      after.filter((row, i) => row[field] !== null && after.findIndex((other) => other[field] === row[field]) !== i);

    const sorted = [...latencies].sort((a, b) => a - b);
    const format = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`requests:  ${latencies.length} logins in ${seconds.toFixed(2)} s = ${(latencies.length / seconds).toFixed(1)} requests/s`);
    console.log(
      `latency:   p50 ${format(percentile(sorted, 50))}, p90 ${format(percentile(sorted, 90))}, p99 ${format(percentile(sorted, 99))}, max ${format(sorted.at(-1) ?? 0)}`,
    );
    console.log(`outcomes:  ${[...outcomes].map(([key, n]) => `${key} ${n}`).join(', ')}`);
    console.log(`           (the attacker's ${ATTACKER_LOGINS} guesses on ${ATTACKER_TARGET}: 5 wrong passwords, then delays / bot check)`);
    console.log(
      `accounts:  ${before.length} before, ${after.length} after; lost ${lost.length}, added ${added.length}, changed ${changed.length}, ` +
        `duplicated e-mails ${duplicated('email').length}, duplicated phones ${duplicated('phone').length}`,
    );

    const problems: string[] = [];
    if (timedOut) problems.push(`stopped after ${TIMEOUT_MS} ms before all logins were sent`);
    if (latencies.length !== TOTAL) problems.push(`${latencies.length} of ${TOTAL} logins answered`);
    if (unexpected.size) problems.push(`legitimate logins refused or wrong: ${[...unexpected].map(([key, n]) => `${key} ${n}`).join(', ')}`);
    if (!outcomes.get('PL-USER-LOGIN-TOO-MANY-ATTEMPTS')) problems.push('the attacker was never limited');
    if (lost.length || added.length || changed.length || duplicated('email').length || duplicated('phone').length) {
      problems.push('the users table changed');
    }

    // The flood scenario: one address floods, one buyer logs in meanwhile from another address.
    const flooder = new Client(server.url, () => '203.0.113.99');
    const victim = new Client(server.url, () => '198.51.100.10');
    await Promise.all([flooder.start(), victim.start()]);
    const floodOutcomes = new Map<string, number>();
    let floodSent = 0;
    const floodStarted = performance.now();
    const floodWorkers = Array.from({ length: FLOOD_IN_FLIGHT }, async () => {
      while (floodSent < FLOOD && Date.now() < deadline) {
        const n = floodSent++;
        count(floodOutcomes, (await flooder.login(`nobody${n}@example.com`, `Flood${n}!pw`)).outcome);
      }
    });
    const victimLatencies: number[] = [];
    const victimOutcomes = new Map<string, number>();
    const victimRun = (async () => {
      const account = accounts[0]!;
      for (let i = 0; i < FLOOD_LOGINS && Date.now() < deadline; i += 1) {
        const { outcome, ms } = await victim.login(account.loginName, SEED_PASSWORD, account.id);
        victimLatencies.push(ms);
        count(victimOutcomes, outcome);
      }
    })();
    await Promise.all([...floodWorkers, victimRun]);
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    const victimSorted = [...victimLatencies].sort((a, b) => a - b);
    console.log(
      `flood:     ${floodSent} logins from one address in ${floodSeconds.toFixed(2)} s (${(floodSent / floodSeconds).toFixed(1)}/s): ` +
        `${[...floodOutcomes].map(([key, n]) => `${key} ${n}`).join(', ')}`,
    );
    console.log(
      `meanwhile: a buyer's ${victimLatencies.length} logins from another address: p50 ${format(percentile(victimSorted, 50))}, ` +
        `p99 ${format(percentile(victimSorted, 99))}, max ${format(victimSorted.at(-1) ?? 0)}; ${[...victimOutcomes].map(([key, n]) => `${key} ${n}`).join(', ')}`,
    );
    if (victimOutcomes.size !== 1 || !victimOutcomes.get('OK')) problems.push('the buyer did not log in during the flood');

    console.log(
      problems.length
        ? `PROPERTY BROKEN: ${problems.join('; ')}`
        : 'properties hold: no legitimate login refused, the attacker limited, the buyer logged in during the flood, no account lost or duplicated',
    );
    return problems.length ? 1 : 0;
  } finally {
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : String(error));
    process.exit(1);
  },
);
