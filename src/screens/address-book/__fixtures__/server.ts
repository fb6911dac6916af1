/**
 * Test fixture (jsdom tests only): the reference server in a child process (`node --import tsx
 * examples/server/main.ts`, all demo modules, address book included) and a signed-in member client with its own
 * cookie jar. The server runs in its own process because its modules need Node's URL and file APIs, which the jsdom
 * environment replaces.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemberClient, type MemberClient } from '../../../api/member.js';
import { createConfig, type MemberConfig } from '../../../config/index.js';
import { createMemoryCookies } from '../../../config/cookies.js';

export const SEED_PASSWORD = 'Passw0rd!';

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

export function startChildServer(): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'address-ui-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MEMBER_DEV: '1', MEMBER_SCRYPT_N: '1024', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start: ${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^url: +(http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: match[1]!, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  });
}

/** A member client of `site` with its own cookie jar, signed in as the site's seed buyer. */
export async function signedInClient(url: string, site: string): Promise<{ member: MemberClient; config: MemberConfig }> {
  const jar = createMemoryCookies();
  const jarFetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    const cookie = [...jar.values].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const value = decodeURIComponent(pair.slice(at + 1).trim());
      if (/max-age=0/i.test(header) || value === '') jar.values.delete(pair.slice(0, at).trim());
      else jar.values.set(pair.slice(0, at).trim(), value);
    }
    return response;
  };
  const config = createConfig({ env: 'local', localOrigin: url, site, cookies: jar });
  const member = createMemberClient(config, { fetch: jarFetch });
  await member.login({ loginName: `buyer.${site.toLowerCase()}@example.com`, password: SEED_PASSWORD });
  return { member, config };
}
