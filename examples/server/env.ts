/**
 * The environment variables main.ts reads, parsed and checked (a bad value stops the start with a message):
 *
 *   PORT            default 8080 (0: any free port)
 *   HOST            default 127.0.0.1. In dev mode only a loopback host is accepted (127.0.0.0/8, ::1, localhost).
 *   DATA_DIR        default .data (created, migrated and seeded on first start; kept across restarts)
 *   MEMBER_DEV      1 / 0: development mode — the outbox, the /__dev endpoints, the QR phone simulator and the
 *                   fake identity provider, all for loopback clients only. Unset: on when started by `npm start`
 *                   (npm sets npm_lifecycle_event=start) so the quick-start demo works, off otherwise. Never in
 *                   production; main.ts prints a banner whenever it is on.
 *   MEMBER_RSA_PRIVATE_KEY_FILE  path of the PEM RSA private key whose public half the pages encrypt passwords
 *                   with (or MEMBER_RSA_PRIVATE_KEY: the PEM itself). Required outside dev mode, and outside dev
 *                   mode the committed development key is refused. Dev mode falls back to examples/server/keys.
 *   MEMBER_SECRET_FILE  path of the 32-byte HMAC key file (codes, CSRF, gateway tokens, bot-check passes).
 *                   Default <DATA_DIR>/secret.key, created with mode 0600 on first start. Never inside the database.
 *   MEMBER_TRUST_PROXY  the number of reverse proxies in front of the server (default 0: none). With N > 0 the
 *                   client address is the N-th X-Forwarded-For entry counted from the right (the one the nearest
 *                   trusted proxy wrote) and X-Forwarded-Proto of that proxy decides https (Secure cookies, HSTS).
 *   MEMBER_SCRYPT_N scrypt cost N for new password hashes: a power of two from 1024 to 1048576, default 16384.
 *                   Lower it only for load tests and CI; every hash keeps the N it was made with, so the seed's
 *                   accounts keep the N of the first start.
 *   MEMBER_STAFF_DOMAINS  the marketplace's staff e-mail domains, comma-separated (default staff.example.com): the
 *                   work e-mails /user/lazadian may link to a shopping account (staff-routes.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isLoopbackHostname } from './dev-routes.js';
import { DEFAULT_SCRYPT } from './passwords.js';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  dev: boolean;
  scryptN: number;
  /** The PEM of the configured RSA private key (undefined: none configured). */
  rsaPrivateKeyPem: string | undefined;
  secretFile: string | undefined;
  trustProxyHops: number;
  /** The staff e-mail domains (undefined: the staff module's default). */
  staffDomains: string[] | undefined;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
}

function devMode(value: string | undefined, script: string | undefined): boolean {
  if (value === undefined || value === '') return script === 'start';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`MEMBER_DEV must be 1 or 0, got "${value}"`);
}

function scryptN(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SCRYPT.N;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || n > 2 ** 20 || (n & (n - 1)) !== 0) {
    throw new Error(`MEMBER_SCRYPT_N must be a power of two from 1024 to 1048576, got "${value}"`);
  }
  return n;
}

function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`MEMBER_TRUST_PROXY must be a number of proxies from 0 to 10, got "${value}"`);
  return n;
}

function staffDomains(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const domains = value.split(',').map((d) => d.trim().toLowerCase().replace(/^@+/, '')).filter(Boolean);
  const bad = domains.find((d) => !/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(d));
  if (bad !== undefined || domains.length === 0) throw new Error(`MEMBER_STAFF_DOMAINS must be e-mail domains separated by commas, got "${value}"`);
  return domains;
}

function rsaKey(env: NodeJS.ProcessEnv): string | undefined {
  if (env.MEMBER_RSA_PRIVATE_KEY_FILE) {
    try {
      return readFileSync(env.MEMBER_RSA_PRIVATE_KEY_FILE, 'utf8');
    } catch (error) {
      throw new Error(`MEMBER_RSA_PRIVATE_KEY_FILE cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return env.MEMBER_RSA_PRIVATE_KEY?.includes('PRIVATE KEY') ? env.MEMBER_RSA_PRIVATE_KEY : undefined;
}

/** True for the addresses a dev-mode server may listen on. */
export function isLoopbackBind(host: string): boolean {
  return host === '::1' || isLoopbackHostname(host.startsWith('[') ? host : host.includes(':') ? `[${host}]` : host);
}

export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const dev = devMode(env.MEMBER_DEV, env.npm_lifecycle_event);
  const host = env.HOST || '127.0.0.1';
  if (dev && !isLoopbackBind(host)) {
    throw new Error(`Development mode (MEMBER_DEV) listens on loopback only, got HOST=${host}. Set MEMBER_DEV=0 to serve other hosts.`);
  }
  if (env.MEMBER_RSA_PRIVATE_KEY && !env.MEMBER_RSA_PRIVATE_KEY.includes('PRIVATE KEY')) {
    throw new Error('MEMBER_RSA_PRIVATE_KEY must be a PEM private key (or use MEMBER_RSA_PRIVATE_KEY_FILE)');
  }
  return {
    port: port(env.PORT),
    host,
    dataDir: resolve(env.DATA_DIR || '.data'),
    dev,
    scryptN: scryptN(env.MEMBER_SCRYPT_N),
    rsaPrivateKeyPem: rsaKey(env),
    secretFile: env.MEMBER_SECRET_FILE ? resolve(env.MEMBER_SECRET_FILE) : undefined,
    trustProxyHops: proxyHops(env.MEMBER_TRUST_PROXY),
    staffDomains: staffDomains(env.MEMBER_STAFF_DOMAINS),
  };
}
