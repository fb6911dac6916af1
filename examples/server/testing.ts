/**
 * Test support (not a test file): a server on 127.0.0.1 port 0 with a fresh data folder and a controllable clock,
 * and "browsers": the package's own clients (createMemberClient, createGateway + createGatewayCalls) over a
 * cookie-keeping fetch, so every test proves that client and server agree on the wire.
 *
 * Node's fetch keeps no cookies. The jar below captures Set-Cookie (`headers.getSetCookie()`), sends Cookie, and
 * is itself the config's CookieStore, so the gateway client reads `_m_h5_tk` from it as it would from a browser.
 */
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createGateway, type GatewayHooks } from '../../src/api/gateway/client.js';
import { createGatewayCalls } from '../../src/api/gateway/calls.js';
import { createMemberClient } from '../../src/api/member.js';
import { createMemoryCookies, type MemoryCookies } from '../../src/config/cookies.js';
import { createConfig, DEFAULT_APP_KEYS, type MemberConfig } from '../../src/config/index.js';
import { md5 } from '../../src/api/gateway/md5.js';
import { rememberDevice } from './activity.js';
import { createServer, DEFAULT_PRIVATE_KEY_PATH, type MemberServer, type ServerOptions } from './app.js';
import type { Logger } from './context.js';
import { DEV_PATHS } from './dev-routes.js';
import { DEVICE_COOKIE, hashDevice } from './devices.js';
import type { OutboxEntry } from './outbox.js';
import { PAGE_CSP } from './page-kit.js';
import { randomToken } from './tokens.js';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function createTestClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)): TestClock {
  let now = start;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

export interface TestServer {
  server: MemberServer;
  url: string;
  clock: TestClock;
  dataDir: string;
  /** Everything the server logged. */
  logs: string[];
  /** Closes the server (keeping the data folder). */
  close(): Promise<void>;
  /** Closes the server and removes the data folder. */
  dispose(): Promise<void>;
}

/** Fast scrypt for tests (N = 2^10): the parameters travel with each hash. */
export const TEST_SCRYPT = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

export async function startTestServer(
  options: Partial<ServerOptions> & { clock?: never } = {},
  existing?: { dataDir: string; clock: TestClock },
): Promise<TestServer> {
  const dataDir = existing?.dataDir ?? mkdtempSync(join(tmpdir(), 'member-server-'));
  const clock = existing?.clock ?? createTestClock();
  const logs: string[] = [];
  const log: Logger = { info: (m) => void logs.push(m), error: (m) => void logs.push(m) };
  const server = await createServer({
    dataDir,
    dev: true,
    scrypt: TEST_SCRYPT,
    log,
    // The test clock stands still, so the slider's time floor is off here; slider.test.ts runs it with its own clock.
    sliderMinElapsedMs: 0,
    // Tests only: the committed development key also for servers started with dev: false.
    rsaPrivateKeyPem: readFileSync(DEFAULT_PRIVATE_KEY_PATH, 'utf8'),
    // The test clock stands still while the clients sign with the real time: no freshness window by default
    // (replays are still refused); security.test.ts checks the window on a server whose clock is the real one.
    signWindowMs: Number.POSITIVE_INFINITY,
    ...options,
    // Every test client shares 127.0.0.1: the per-address limits are raised; tests of those limits set their own.
    limits: {
      sendPerIp: { max: 1000, windowMs: 60 * 60_000 },
      sliderPerIp: { max: 1000, windowMs: 60 * 60_000 },
      loginPerIp: { max: 1000, windowMs: 60_000 },
      forgotPerIp: { max: 1000, windowMs: 15 * 60_000 },
      ...options.limits,
    },
    clock: clock.now,
  });
  const url = await server.listen(0, '127.0.0.1');
  return {
    server,
    url,
    clock,
    dataDir,
    logs,
    close: () => server.close(),
    async dispose() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/* -------------------------------------------------------------------------------------------------------------- */

export interface CookieJar extends MemoryCookies {
  /** Every Set-Cookie header received, in order. */
  readonly received: string[];
  /** The last Set-Cookie header received for a cookie. */
  lastSetCookie(name: string): string | undefined;
}

export function createCookieJar(): CookieJar {
  const received: string[] = [];
  return {
    ...createMemoryCookies(),
    received,
    lastSetCookie: (name) => [...received].reverse().find((header) => header.startsWith(`${name}=`)),
  };
}

function applySetCookie(jar: CookieJar, header: string): void {
  jar.received.push(header);
  const [pair = '', ...attributes] = header.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return;
  const name = pair.slice(0, at).trim();
  const value = decodeURIComponent(pair.slice(at + 1).trim());
  const maxAge = attributes.map((a) => a.trim()).find((a) => /^max-age=/i.test(a));
  if (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) jar.values.delete(name);
  else jar.values.set(name, value);
}

/** A fetch that sends the jar's cookies and keeps the ones the server sets. */
export function jarFetch(jar: CookieJar, extraHeaders: Record<string, string> = {}): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const wrapped = async (input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    const cookie = [...jar.values].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    calls.push(String(input instanceof Request ? input.url : input));
    const response = await fetch(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) applySetCookie(jar, header);
    return response;
  };
  return Object.assign(wrapped as typeof fetch, { calls });
}

export interface Browser {
  jar: CookieJar;
  fetch: ReturnType<typeof jarFetch>;
  config: MemberConfig;
  member: ReturnType<typeof createMemberClient>;
  calls: ReturnType<typeof createGatewayCalls>;
  /** Requests the gateway client sent (URLs), for counting retries. */
  gatewayRequests(): string[];
}

/**
 * Makes `browser` one of the account's known devices, as a completed sign-in there would have (issue 24 part 6): a
 * code login by phone from it then signs in without the new-device check. For tests whose subject is something else
 * (a trusted device, throttling); the check's own tests use fresh browsers.
 */
export function knownDevice(t: TestServer, browser: Browser, userId: number): Browser {
  const cookie = browser.jar.get(DEVICE_COOKIE) ?? randomToken();
  browser.jar.set(DEVICE_COOKIE, cookie);
  rememberDevice(t.server.db, userId, hashDevice(cookie), t.clock.now());
  return browser;
}

export function openBrowser(
  url: string,
  options: { site?: string; hooks?: GatewayHooks; headers?: Record<string, string>; jar?: CookieJar } = {},
): Browser {
  const jar = options.jar ?? createCookieJar();
  const doFetch = jarFetch(jar, options.headers);
  const config = createConfig({ env: 'local', localOrigin: url, site: options.site ?? 'SG', cookies: jar });
  const member = createMemberClient(config, { fetch: doFetch });
  const gateway = createGateway(config, { fetch: doFetch, hooks: options.hooks, userAgent: 'vitest', jsonp: { load: () => Promise.reject(new Error('no JSONP in tests')) } });
  return {
    jar,
    fetch: doFetch,
    config,
    member,
    calls: createGatewayCalls(gateway, () => member.csrfToken()),
    gatewayRequests: () => doFetch.calls.filter((call) => call.includes('/h5/')),
  };
}

/* -------------------------------------------------------------------------------------------------------------- */

export async function outbox(url: string, to?: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${url}${DEV_PATHS.outbox}${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  const body = (await response.json()) as { messages: OutboxEntry[] };
  return body.messages;
}

/** The newest code sent to a phone (E.164) or e-mail address. */
export async function latestCode(url: string, to: string): Promise<string> {
  const [message] = await outbox(url, to);
  if (!message?.code) throw new Error(`no code was sent to ${to}`);
  return message.code;
}

/**
 * Passes the slider like a person would (a challenge, then a plausible drag): the sign-up proof token. `waitMs`: the
 * real time to let pass before answering, for a server on the real clock (its time floor, SLIDER_MIN_ELAPSED_MS);
 * test servers run on a standing test clock with the floor off.
 */
export async function passSlider(browser: Browser, waitMs = 0): Promise<string> {
  const { challengeId } = await browser.member.sliderChallenge();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  const { token } = await browser.member.verifySlider({
    challengeId,
    trace: { distance: 1, durationMs: 900, samples: [0.05, 0.2, 0.45, 0.7, 0.9, 1] },
  });
  return token;
}

/** Catches the rejection of a promise (fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<{ kind?: string; key?: string; status?: number; data?: unknown; displayMessage?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { kind?: string; key?: string; status?: number; data?: unknown };
  }
  throw new Error('expected a rejection, got a result');
}

/** A raw JSON request (for malformed-input tests), with the jar's cookies. */
export async function rawJson(
  browser: Browser,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const response = await browser.fetch(`${browser.config.hosts.member}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* The server's own pages                                                                                          */

/** What the pages' forms.js sends: RSA-OAEP/SHA-256 under the page key (the SPKI of <meta name="member-page-key">). */
export function oaepEncrypt(spkiBase64: string, text: string): string {
  const key = createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text, 'utf8')).toString('base64');
}

/** A page as the browser gets it, with its headers. */
export async function getPage(browser: Browser, path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await browser.fetch(`${browser.config.hosts.member}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The content of a <meta name> of a page. */
export function metaContent(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html);
  return match ? match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))) : undefined;
}

/** A page script's JSON call (same origin, as fetch from the page sends it). */
export async function pageCall(
  browser: Browser,
  path: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const origin = browser.config.hosts.member;
  const response = await browser.fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed };
}

/**
 * A page of this server: the strict CSP, no inline script, style or handler, a language, a heading, and a label
 * for every text field and select.
 */
export function expectStrictPage(page: { status: number; headers: Headers; html: string }, csp: string | RegExp = PAGE_CSP): void {
  if (typeof csp === 'string') expect(page.headers.get('content-security-policy')).toBe(csp);
  else expect(page.headers.get('content-security-policy')).toMatch(csp);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(page.html).toMatch(/<h1[ >]/);
  expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  expect(page.html).not.toMatch(/<style[\s>]/i);
  expect(page.html).not.toMatch(/\sstyle=/i);
  expect(page.html).not.toMatch(/\son[a-z]+=/i);
  expect(page.html).not.toMatch(/javascript:/i);
  const fields = [...page.html.matchAll(/<(input|select)\b([^>]*)>/g)].filter(([, tag, attributes]) =>
    tag === 'select' || !/type="(hidden|radio|checkbox)"/.test(attributes!),
  );
  for (const [whole, , attributes] of fields) {
    const id = /\sid="([^"]+)"/.exec(attributes!)?.[1];
    expect(id, `a field without id: ${whole}`).toBeTruthy();
    expect(page.html, `no label for #${id}`).toContain(`<label for="${id}"`);
  }
}

/**
 * A request over node:http with any headers (fetch refuses to set Host): what a DNS-rebinding page, a proxy or a
 * hand-written client sends.
 */
export function rawHttp(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}), ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => void (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A hand-signed gateway request (md5(token&t&appKey&data), as the client signs), with every part overridable: what
 * a replaying or forging client sends. Uses the browser's `_m_h5_tk` cookie (call any gateway API first).
 */
export async function signedGateway(
  b: Browser,
  api: string,
  data: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; appKey?: string; t?: string; sign?: string } = {},
): Promise<{ status: number; body: { ret: string[]; data: unknown }; sign: string; t: string }> {
  const token = (b.jar.get('_m_h5_tk') ?? '').split('_')[0]!;
  const appKey = init.appKey ?? DEFAULT_APP_KEYS.production;
  const ts = init.t ?? String(Date.now());
  const sign = init.sign ?? md5(`${token}&${ts}&${appKey}&${data}`);
  const params = new URLSearchParams({ jsv: '2.7.2', appKey, t: ts, sign, api, v: '1.0' });
  const method = init.method ?? 'POST';
  if (method === 'GET') params.set('data', data);
  const response = await b.fetch(`${b.config.hosts.member}/h5/${api.toLowerCase()}/1.0/?${params}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
    body: method === 'POST' ? new URLSearchParams({ data }).toString() : undefined,
  });
  return { status: response.status, body: (await response.json()) as { ret: string[]; data: unknown }, sign, t: ts };
}
