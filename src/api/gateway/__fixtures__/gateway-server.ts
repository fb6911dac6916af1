/**
 * Test doubles at the HTTP edge for the gateway: an in-memory cookie jar (standing in for the browser's) and an
 * msw handler that behaves like the gateway's front door: it recomputes the signature with node:crypto from the
 * jar's token and refuses a bad one, then lets the test script the answer.
 */
import { createHash } from 'node:crypto';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CookieStore } from '../../../config/cookies.js';
import { createConfig, type MemberConfig, type MemberConfigOptions } from '../../../config/index.js';

/** The browser's cookie jar in tests: the package's own in-memory store. */
export { createMemoryCookies as memoryCookies, type MemoryCookies } from '../../../config/cookies.js';

export function testConfig(cookies: CookieStore, options: MemberConfigOptions = {}): MemberConfig {
  return createConfig({ site: 'SG', env: 'production', language: 'en-SG', cookies, ...options });
}

export interface SeenRequest {
  method: string;
  /** URL path, e.g. /h5/mtop.member.user.getuser/1.0/ */
  path: string;
  params: URLSearchParams;
  /** The `data` parameter as sent (query for GET, form body for POST). */
  rawData: string | null;
  /** `rawData` parsed. */
  data: Record<string, unknown> | undefined;
  body: string;
  headers: Headers;
  credentials: RequestCredentials;
  signOk: boolean;
}

export type Reply = { ret: string[]; data?: unknown } | Response;

export interface GatewayDouble {
  handler: HttpHandler;
  seen: SeenRequest[];
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * A gateway double. `reply` runs only for correctly signed requests; a bad signature answers
 * FAIL_SYS_ILLEGAL_SIGN like the real gateway.
 */
export function gatewayDouble(
  config: MemberConfig,
  jar: CookieStore,
  reply: (request: SeenRequest, index: number) => Reply | Promise<Reply>,
  tokenCookie = '_m_h5_tk',
): GatewayDouble {
  const seen: SeenRequest[] = [];
  const handler = http.all(`${config.hosts.gateway}/h5/:api/:v/`, async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.text() : '';
    const rawData = request.method === 'POST' ? new URLSearchParams(body).get('data') : url.searchParams.get('data');
    const token = (jar.get(tokenCookie) ?? '').split('_')[0] ?? '';
    const t = url.searchParams.get('t') ?? '';
    const expected = md5Hex(`${token}&${t}&${url.searchParams.get('appKey') ?? ''}&${rawData ?? ''}`);
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      params: url.searchParams,
      rawData,
      data: rawData ? (JSON.parse(rawData) as Record<string, unknown>) : undefined,
      body,
      headers: request.headers,
      credentials: request.credentials,
      signOk: url.searchParams.get('sign') === expected,
    };
    seen.push(entry);
    if (!entry.signOk) return HttpResponse.json({ ret: ['FAIL_SYS_ILLEGAL_SIGN::illegal sign'], data: {} });
    const answer = await reply(entry, seen.length - 1);
    if (answer instanceof Response) return answer;
    return HttpResponse.json({ api: url.searchParams.get('api'), v: url.searchParams.get('v'), ...answer });
  });
  return { handler, seen };
}
