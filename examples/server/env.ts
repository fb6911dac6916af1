/**
 * The environment variables main.ts reads, parsed and checked (a bad value stops the start with a message):
 *
 *   PORT            default 8080 (0: any free port)
 *   HOST            default 127.0.0.1
 *   DATA_DIR        default .data (created, migrated and seeded on first start; kept across restarts)
 *   MEMBER_DEV      1 / 0: the development outbox and /__dev endpoints (loopback clients only). Unset: on when
 *                   started by `npm start` (npm sets npm_lifecycle_event=start), off otherwise. Never in production.
 *   MEMBER_SCRYPT_N scrypt cost N for new password hashes: a power of two from 1024 to 1048576, default 16384.
 *                   Lower it only for load tests and CI; every hash keeps the N it was made with, so the seed's
 *                   accounts keep the N of the first start.
 */
import { resolve } from 'node:path';
import { DEFAULT_SCRYPT } from './passwords.js';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  dev: boolean;
  scryptN: number;
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

export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || '.data'),
    dev: devMode(env.MEMBER_DEV, env.npm_lifecycle_event),
    scryptN: scryptN(env.MEMBER_SCRYPT_N),
  };
}
