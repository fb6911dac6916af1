// Building blocks on their own: RSA decryption against the client's encryption, scrypt hashes, the router, the
// seed, and the entry point (main.ts) started as people start it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from '../../src/api/rsa.js';
import { DEFAULT_RSA_PUBLIC_KEY } from '../../src/config/index.js';
import { MOBILE_PATTERNS, normalizePhone } from '../../src/validation/phone.js';
import { validateNewPassword } from '../../src/validation/new-password.js';
import { readFileSync } from 'node:fs';
import { DEFAULT_PRIVATE_KEY_PATH } from './app.js';
import { openDatabase } from './db.js';
import { createPasswordDecryptor, createPasswordHasher, unpadPkcs1v15 } from './passwords.js';
import { createRouter } from './router.js';
import { SEED_PASSWORD, SITE_BUYERS, SPECIAL_ACCOUNTS, seedDatabase } from './seed.js';
import { TEST_SCRYPT, oaepEncrypt } from './testing.js';
import { maskEmail, maskPhone } from './accounts.js';
import { readServerEnv } from './env.js';
import { createPublicKey } from 'node:crypto';

describe('RSA decryption', () => {
  const rsa = createPasswordDecryptor(readFileSync(DEFAULT_PRIVATE_KEY_PATH, 'utf8'));

  it('also decrypts RSA-OAEP/SHA-256 under the page key (the server’s own pages), and nothing else', () => {
    expect(createPublicKey({ key: Buffer.from(rsa.publicKeySpki, 'base64'), format: 'der', type: 'spki' }).export({ type: 'spki', format: 'der' }).toString('base64')).toBe(
      DEFAULT_RSA_PUBLIC_KEY,
    );
    for (const password of ['Passw0rd!', 'Ünïcödé-密码', 'x'.repeat(128)]) expect(rsa.decryptOaep(oaepEncrypt(rsa.publicKeySpki, password))).toBe(password);
    expect(rsa.decryptOaep(oaepEncrypt(rsa.publicKeySpki, 'x'.repeat(129)))).toBeNull();
    expect(rsa.decryptOaep('not base64!')).toBeNull();
    expect(rsa.decryptOaep(Buffer.alloc(256, 1).toString('base64'))).toBeNull();
  });

  it('decrypts what the client encrypts (jsencrypt, PKCS#1 v1.5), every time', async () => {
    const passwords = ['Passw0rd!', 'a', '~.!@#$%^&*<>', 'Ünïcödé-密码-пароль', 'x'.repeat(50)];
    for (let i = 0; i < 20; i += 1) passwords.push(Math.random().toString(36).slice(2) + '!A1');
    for (const password of passwords) {
      expect(rsa.decrypt(await encryptPassword(password, DEFAULT_RSA_PUBLIC_KEY))).toBe(password);
    }
  });

  it('answers null for anything else, without throwing', () => {
    for (const bad of ['', 'not base64!', Buffer.alloc(256).toString('base64'), Buffer.alloc(300, 1).toString('base64'), 'AAAA']) {
      expect(rsa.decrypt(bad)).toBeNull();
    }
  });

  it('unpads only well-formed PKCS#1 v1.5 blocks', () => {
    const block = (bytes: number[]) => Buffer.from(bytes);
    const ps = Array.from({ length: 8 }, () => 0xff);
    expect(unpadPkcs1v15(block([0, 2, ...ps, 0, 65, 66]))?.toString()).toBe('AB');
    expect(unpadPkcs1v15(block([0, 1, ...ps, 0, 65]))).toBeNull();
    expect(unpadPkcs1v15(block([1, 2, ...ps, 0, 65]))).toBeNull();
    expect(unpadPkcs1v15(block([0, 2, 1, 2, 3, 0, 65, 66, 67, 68, 69, 70]))).toBeNull();
    expect(unpadPkcs1v15(block([0, 2, ...ps, 1, 65]))).toBeNull();
  });
});

describe('password hashes', () => {
  it('are salted scrypt strings that verify only the right password', async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    const a = await hasher.hash(SEED_PASSWORD);
    const b = await hasher.hash(SEED_PASSWORD);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(SEED_PASSWORD);
    expect(await hasher.verify(SEED_PASSWORD, a)).toBe(true);
    expect(await hasher.verify('Passw0rd?', a)).toBe(false);
    expect(await hasher.verify(SEED_PASSWORD, null)).toBe(false);
    expect(await hasher.verify(SEED_PASSWORD, 'scrypt$garbage')).toBe(false);
    // A hash made with other parameters still verifies: they travel with it.
    expect(await createPasswordHasher({ N: 2 ** 11, r: 8, p: 1 }).verify(SEED_PASSWORD, a)).toBe(true);
  });
});

describe('router', () => {
  it('matches exact paths and the longest prefix, reports allowed methods, refuses duplicates', () => {
    const router = createRouter();
    const a = () => undefined;
    const b = () => undefined;
    router.add('GET', '/x', a);
    router.addPrefix(['GET', 'POST'], '/h5/', b);
    expect(router.match('GET', '/x')).toEqual({ handler: a });
    expect(router.match('HEAD', '/x')).toEqual({ handler: a });
    expect(router.match('POST', '/x')).toEqual({ allowed: ['GET'] });
    expect(router.match('POST', '/h5/api/1.0/')).toEqual({ handler: b });
    expect(router.match('PUT', '/h5/api/1.0/')).toEqual({ allowed: ['GET', 'POST'] });
    expect(router.match('GET', '/nothing')).toBeUndefined();
    expect(() => router.add('GET', '/x', b)).toThrow(/twice/);
    expect(() => router.addPrefix('POST', '/h5/', a)).toThrow(/twice/);
  });
});

describe('seed', () => {
  it('has valid phones and passwords, and runs once', async () => {
    for (const [site, buyer] of Object.entries(SITE_BUYERS)) {
      const national = normalizePhone(buyer.phone, site as keyof typeof SITE_BUYERS);
      expect(MOBILE_PATTERNS[site as keyof typeof SITE_BUYERS].test(national ?? ''), site).toBe(true);
    }
    for (const account of Object.values(SPECIAL_ACCOUNTS)) expect(MOBILE_PATTERNS.SG.test(normalizePhone(account.phone, 'SG') ?? '')).toBe(true);
    expect(validateNewPassword(SEED_PASSWORD)).toBeNull();

    const dir = mkdtempSync(join(tmpdir(), 'member-seed-'));
    try {
      const { db } = openDatabase(dir);
      const hasher = createPasswordHasher(TEST_SCRYPT);
      expect(await seedDatabase(db, hasher, Date.now())).toBe(true);
      const count = () => (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
      const n = count();
      expect(n).toBe(11 + Object.keys(SPECIAL_ACCOUNTS).length);
      expect(await seedDatabase(db, hasher, Date.now())).toBe(false);
      expect(count()).toBe(n);
      const hashes = db.prepare('SELECT password_hash FROM users WHERE password_hash IS NOT NULL').all() as { password_hash: string }[];
      expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(hashes.length);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('main.ts', () => {
  it('prints the page and outbox URLs, serves, and shuts down on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'member-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dir, MEMBER_DEV: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start line: ${output}`)), 8000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /^url: +(http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
          if (match && !output.includes('outbox:')) return;
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      });
      expect(output).toMatch(new RegExp(`^page: +${url}/$`, 'm'));
      expect(output).toMatch(new RegExp(`^outbox: +${url}/__dev/outbox\\.html`, 'm'));
      expect((await fetch(`${url}/`)).status).toBe(200);
      expect(await (await fetch(`${url}/user/qr-phone`)).text()).toContain('Confirm login');
      expect((await fetch(`${url}/__dev/outbox`)).status).toBe(200);
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(output).toContain('SIGTERM: closing');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 15_000);
});

describe('masking', () => {
  it('shows the country code, the first and the last two digits of a phone', () => {
    expect(maskPhone('+6591230005', 'SG')).toBe('+65 9*** **05');
    expect(maskPhone('+60123456789', 'MY')).toBe('+60 1**** **89');
    expect(maskPhone('+639171234567', 'PH')).toBe('+63 9**** ***67');
  });

  it('shows the first and last character of an e-mail’s local part', () => {
    expect(maskEmail('nopass.sg@example.com')).toBe('n***g@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });
});

describe('server environment', () => {
  it('has safe defaults, and dev mode on only for npm start unless MEMBER_DEV says', () => {
    expect(readServerEnv({})).toMatchObject({ port: 8080, host: '127.0.0.1', dev: false, scryptN: 2 ** 14 });
    expect(readServerEnv({ npm_lifecycle_event: 'start' }).dev).toBe(true);
    expect(readServerEnv({ npm_lifecycle_event: 'start', MEMBER_DEV: '0' }).dev).toBe(false);
    expect(readServerEnv({ npm_lifecycle_event: 'server', MEMBER_DEV: '1' }).dev).toBe(true);
    expect(readServerEnv({ npm_lifecycle_event: 'server' }).dev).toBe(false);
    expect(readServerEnv({ MEMBER_SCRYPT_N: '1024', PORT: '0', DATA_DIR: '/tmp/x' })).toMatchObject({ scryptN: 1024, port: 0, dataDir: '/tmp/x' });
  });

  it('refuses bad values', () => {
    expect(() => readServerEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readServerEnv({ MEMBER_DEV: 'yes' })).toThrow(/MEMBER_DEV/);
    for (const n of ['1000', '512', '4194304', 'abc']) expect(() => readServerEnv({ MEMBER_SCRYPT_N: n })).toThrow(/MEMBER_SCRYPT_N/);
  });
});
