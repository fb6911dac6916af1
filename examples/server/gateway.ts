/**
 * The signed H5 gateway (spec §7.2, §8), as the client in src/api/gateway speaks it:
 *
 *   GET|POST /h5/{api lowercased}/{v}/?jsv&appKey&t&sign&api&v&type&dataType&timeout[&isSec][&data]
 *   POST body (form): data=<JSON>
 *   answer: { api, v, ret: ['CODE::message'], data }
 *
 * Checks, in order: the API exists for this method (else FAIL_SYS_API_NOT_FOUNDED / 405); the body fits
 * (413); the token cookie `_m_h5_tk` = `token_expiryMs` is there (else FAIL_SYS_TOKEN_EMPTY) and is ours and
 * fresh, as proven by the HttpOnly `_m_h5_tk_enc` HMAC (else FAIL_SYS_TOKEN_EXOIRED); both answers set a fresh
 * pair so the client's single retry works; sign = md5(token&t&appKey&data) (else FAIL_SYS_ILLEGAL_SIGN); the bot
 * check (RGV587_ERROR::SM); data is a JSON object (else HTTP 400 PL-PARAM-INVALID); X-CSRF-TOKEN in data, required
 * for APIs that declare it, checked whenever present (CSRF_TOKEN_INVALID); the session for login-required APIs
 * (FAIL_SYS_SESSION_EXPIRED). Protocol answers are HTTP 200 with their ret code, because that is what the client
 * acts on; malformed requests are HTTP 4xx with the ret naming the problem.
 *
 * API modules register their calls with `registry.register(...)`; the experiment service of a later module
 * registers its own the same way.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_APP_KEYS } from '../../src/config/index.js';
import { RET_CODES } from '../../src/api/gateway/ret.js';
import { GATEWAY_TOKEN_COOKIE } from '../../src/api/gateway/protocol.js';
import { CSRF_FIELD } from '../../src/api/member.js';
import type { AppContext } from './context.js';
import { BusinessError, KEYS, RequestError } from './errors.js';
import { parseJsonObject, type Body } from './fields.js';
import { headerValue, readBody, sendJson, type RequestContext } from './http.js';
import type { Router } from './router.js';
import type { Session } from './sessions.js';
import { randomToken } from './tokens.js';

export const GATEWAY_PREFIX = '/h5/';
export const TOKEN_ENC_COOKIE = `${GATEWAY_TOKEN_COOKIE}_enc`;
export const DEFAULT_GATEWAY_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const SUCCESS_RET = `${RET_CODES.success}::call succeeded`;

export const GATEWAY_RET = Object.freeze({
  ...RET_CODES,
  illegalSign: 'FAIL_SYS_ILLEGAL_SIGN',
  apiNotFound: 'FAIL_SYS_API_NOT_FOUNDED',
  appKeyInvalid: 'FAIL_SYS_APPKEY_NOT_EXIST',
  internal: 'FAIL_SYS_INTERNAL_FAULT',
});

export interface GatewayCall {
  rc: RequestContext;
  data: Body;
  /** The live session: always set for `needLogin` APIs, else set when there is one. */
  session: Session | undefined;
}

export interface GatewayApi {
  /** The API name as the client sends it, e.g. 'mtop.member.user.getUser' (matched case-insensitively). */
  name: string;
  /** Default '1.0'. */
  version?: string;
  methods: readonly ('GET' | 'POST')[];
  /** Answers FAIL_SYS_SESSION_EXPIRED without a live session. */
  needLogin?: boolean;
  /** Requires X-CSRF-TOKEN in data (the client's calls that carry it). */
  csrf?: boolean;
  /** The answer's `data` on SUCCESS; throws BusinessError / RequestError otherwise. */
  handler(call: GatewayCall): unknown | Promise<unknown>;
}

export interface GatewayRegistry {
  register(api: GatewayApi): void;
}

/** How far a request's `t` may be from the server clock, either way (issue 12 finding 14). */
export const DEFAULT_SIGN_WINDOW_MS = 5 * 60_000;
/** Signatures remembered for replay detection (oldest forgotten first beyond this). */
const REPLAY_CACHE_MAX = 200_000;

export interface GatewayOptions {
  /** App keys accepted in `appKey` (default: both of the package's keys in dev mode, the production key otherwise). */
  appKeys?: readonly string[];
  /**
   * Freshness window of `t` (default DEFAULT_SIGN_WINDOW_MS; Infinity: no window, for test servers on a fixed
   * clock). Every signature is accepted once: a replay within the window is refused (FAIL_SYS_ILLEGAL_SIGN).
   */
  signWindowMs?: number;
  tokenTtlMs?: number;
  maxBodyBytes: number;
}

function envelope(api: string, v: string, ret: string, data: unknown = {}): Record<string, unknown> {
  return { api, v, ret: [ret], data };
}

/** A ret entry's message must not contain the separator twice; keep it one line. */
function retOf(code: string, message: string): string {
  return `${code}::${message.replace(/\s+/g, ' ').trim()}`;
}

export function createGatewayRegistry(ctx: AppContext, router: Router, options: GatewayOptions): GatewayRegistry {
  const apis = new Map<string, GatewayApi>();
  // The test app key is for test pages: outside dev mode only the production key is accepted.
  const appKeys = new Set(options.appKeys ?? (ctx.dev ? Object.values(DEFAULT_APP_KEYS) : [DEFAULT_APP_KEYS.production]));
  const signWindowMs = options.signWindowMs ?? DEFAULT_SIGN_WINDOW_MS;
  /**
   * Signatures seen, with when they may be forgotten. The signed string is md5(token&t&appKey&data) (spec §7.2:
   * the API name is not in it), so the server binds a signature to its one use instead: the first request that
   * carries it, whatever its API, consumes it; the same sign on any API again is a replay.
   */
  const seen = new Map<string, number>();
  const replayTtlMs = Number.isFinite(signWindowMs) ? 2 * signWindowMs : 2 * DEFAULT_SIGN_WINDOW_MS;
  function firstUse(sign: string, now: number): boolean {
    for (const [key, until] of seen) {
      if (until > now && seen.size < REPLAY_CACHE_MAX) break;
      seen.delete(key);
    }
    if (seen.has(sign)) return false;
    seen.set(sign, now + replayTtlMs);
    return true;
  }
  const tokenTtlMs = options.tokenTtlMs ?? DEFAULT_GATEWAY_TOKEN_TTL_MS;
  const encOf = (value: string) => createHmac('sha256', ctx.secret).update(`h5tk|${value}`).digest('hex').slice(0, 32);

  function issueToken(rc: RequestContext): void {
    const value = `${createHash('md5').update(randomToken()).digest('hex')}_${rc.now + tokenTtlMs}`;
    const maxAge = tokenTtlMs / 1000;
    // Not HttpOnly: the client reads the token to sign. The _enc twin proves the token is ours.
    rc.setCookie(GATEWAY_TOKEN_COOKIE, value, { maxAge });
    rc.setCookie(TOKEN_ENC_COOKIE, encOf(value), { maxAge, httpOnly: true });
  }

  /** The signing token when the cookie pair is present, ours and unexpired; else which failure. */
  function tokenState(rc: RequestContext): { token: string } | { fail: string } {
    const value = rc.cookies.get(GATEWAY_TOKEN_COOKIE);
    if (!value) return { fail: RET_CODES.tokenEmpty };
    const match = /^([0-9a-f]{32})_(\d{1,16})$/.exec(value);
    const enc = rc.cookies.get(TOKEN_ENC_COOKIE) ?? '';
    const expected = Buffer.from(encOf(value));
    const ours = match !== null && enc.length === expected.length && timingSafeEqual(Buffer.from(enc), expected);
    if (!ours || Number(match![2]) <= rc.now) return { fail: RET_CODES.tokenExoired };
    return { token: match![1]! };
  }

  function signOk(token: string, t: string, appKey: string, data: string, sign: string): boolean {
    const expected = Buffer.from(createHash('md5').update(`${token}&${t}&${appKey}&${data}`, 'utf8').digest('hex'));
    const given = Buffer.from(sign.toLowerCase());
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async function dispatch(rc: RequestContext): Promise<void> {
    const segments = rc.url.pathname.slice(GATEWAY_PREFIX.length).split('/');
    let pathApi = '';
    let pathV = '';
    try {
      pathApi = decodeURIComponent(segments[0] ?? '').toLowerCase();
      pathV = decodeURIComponent(segments[1] ?? '');
    } catch {
      /* answered as an unknown API below */
    }
    const query = rc.url.searchParams;
    const apiName = query.get('api') ?? pathApi;
    const v = query.get('v') ?? pathV;
    const reply = (status: number, ret: string, data?: unknown) => sendJson(rc, status, envelope(apiName, v, ret, data));

    try {
      const spec = apis.get(`${pathApi}/${pathV}`);
      if (!spec || segments.length !== 3 || segments[2] !== '' || apiName.toLowerCase() !== pathApi || v !== pathV) {
        reply(404, retOf(GATEWAY_RET.apiNotFound, 'API not found'));
        return;
      }
      const method = rc.method === 'HEAD' ? 'GET' : rc.method;
      if (!(spec.methods as readonly string[]).includes(method)) {
        rc.res.setHeader('Allow', spec.methods.join(', '));
        reply(405, retOf(GATEWAY_RET.apiNotFound, `${spec.name} does not accept ${rc.method}`));
        return;
      }

      let rawData = query.get('data') ?? '';
      if (method === 'POST') {
        const contentType = (headerValue(rc.req, 'content-type') ?? '').toLowerCase();
        const body = await readBody(rc.req, options.maxBodyBytes);
        if (!contentType.startsWith('application/x-www-form-urlencoded')) {
          throw new RequestError(415, 'PL-PARAM-INVALID', 'A gateway POST must be application/x-www-form-urlencoded.');
        }
        rawData = new URLSearchParams(body.toString('utf8')).get('data') ?? '';
      }

      const appKey = query.get('appKey') ?? '';
      const t = query.get('t') ?? '';
      const sign = query.get('sign') ?? '';
      if (!appKeys.has(appKey)) {
        reply(200, retOf(GATEWAY_RET.appKeyInvalid, 'Unknown appKey'));
        return;
      }

      const state = tokenState(rc);
      if ('fail' in state) {
        issueToken(rc);
        reply(200, retOf(state.fail, 'The token is missing or expired; a new one was issued'));
        return;
      }
      if (!/^\d{1,16}$/.test(t) || !/^[0-9a-fA-F]{32}$/.test(sign) || !signOk(state.token, t, appKey, rawData, sign)) {
        reply(200, retOf(GATEWAY_RET.illegalSign, 'Illegal request signature'));
        return;
      }
      if (Math.abs(Number(t) - rc.now) > signWindowMs) {
        reply(200, retOf(GATEWAY_RET.illegalSign, 'The request time is outside the allowed window'));
        return;
      }
      if (!firstUse(`${state.token}|${sign.toLowerCase()}`, rc.now)) {
        reply(200, retOf(GATEWAY_RET.illegalSign, 'This signature was already used'));
        return;
      }

      if (ctx.botCheck.enabled() && !ctx.botCheck.passed(rc)) {
        reply(200, `${RET_CODES.botCheck}::SM`, { url: ctx.botCheck.url() });
        return;
      }

      const data = parseJsonObject(rawData, 'The data parameter');
      const csrfToken = data[CSRF_FIELD];
      if (spec.csrf || csrfToken !== undefined) {
        if (typeof csrfToken !== 'string' || !ctx.csrf.valid(rc, csrfToken)) {
          reply(200, retOf(KEYS.csrfInvalid, 'The CSRF token is missing or invalid'));
          return;
        }
      }

      const session = ctx.sessions.current(rc);
      if (spec.needLogin && !session) {
        reply(200, retOf(RET_CODES.sessionExpired, 'Session expired, please log in again'));
        return;
      }

      const result = await spec.handler({ rc, data, session });
      reply(200, SUCCESS_RET, result ?? {});
    } catch (error) {
      if (error instanceof BusinessError) {
        reply(200, retOf(error.key, error.displayMessage), error.data ?? {});
      } else if (error instanceof RequestError) {
        reply(error.status, retOf(error.key, error.displayMessage), error.data ?? {});
      } else {
        ctx.log.error(`gateway ${apiName}: ${error instanceof Error ? error.message : String(error)}`);
        reply(500, retOf(GATEWAY_RET.internal, 'Internal error'));
      }
    }
  }

  router.addPrefix(['GET', 'POST'], GATEWAY_PREFIX, dispatch);

  return {
    register(api) {
      const key = `${api.name.toLowerCase()}/${api.version ?? '1.0'}`;
      if (apis.has(key)) throw new Error(`gateway API registered twice: ${api.name}`);
      apis.set(key, api);
    },
  };
}

