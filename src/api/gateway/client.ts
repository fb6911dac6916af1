/**
 * The client for the common H5 signed-request gateway (spec §7.2, §8). One `request` call sends at most
 * 1 + 4 requests: each recovery (token refresh, login, other method, bot check) happens at most once per call.
 * Every outcome is a resolved `data` or a rejected `ApiError`; nothing here renders or picks texts.
 */
import { ANTI_BOT_TOKEN_WAIT_MS, HTTP_MAX_BODY_BYTES, JSONP_TIMEOUT_MS } from '../../config/constants.js';
import { readUserId } from '../../config/cookies.js';
import type { MemberConfig } from '../../config/index.js';
import { report } from '../../monitor.js';
import { sanitizeRedirect } from '../../redirect/index.js';
import type { AppBridge } from '../bridge.js';
import { ApiError, CLIENT_ERROR_KEYS, isApiError, plainText, type ApiErrorKind } from '../errors.js';
import {
  asApiError,
  discard,
  isRecord,
  linkedAbort,
  parseError,
  positive,
  readLimitedText,
  throwIfAborted,
  untilAborted,
} from '../transport.js';
import { createScriptLoader, currentScriptNonce, fallbackCallbackName, fallbackUrl, loadJsonp } from './jsonp.js';
import type { JsonpOptions, ScriptLoader } from './jsonp.js';
import { md5 } from './md5.js';
import {
  DEFAULT_ENTRANCE,
  GATEWAY_DATA_TYPE,
  GATEWAY_DEFAULTS,
  GATEWAY_HEADERS,
  GATEWAY_JSV,
  GATEWAY_RESPONSE_TYPE,
  GATEWAY_SECURE_FLAG,
  GATEWAY_TOKEN_COOKIE,
  type GatewayMethod,
  type SessionOption,
} from './protocol.js';
import { classifyRet, parseRet } from './ret.js';

/** Anti-fraud token source (user-agent token and device token), awaited at most ANTI_BOT_TOKEN_WAIT_MS. */
export interface AntiFraudProvider {
  getTokens(): Promise<{ ua?: string; umid?: string }>;
}

/** The UI the gateway needs during recovery. Every hook is optional; a hook that throws counts as "no". */
export interface GatewayHooks {
  /**
   * Runs the login flow; true when the user is now logged in. Default: false. A rejection with an ApiError (the app
   * bridge's "Sorry, you have not login") becomes the call's answer.
   */
  login?(): Promise<boolean>;
  /** Shows the traffic-limit dialog; resolves when dismissed. Default: resolves at once. */
  busy?(): Promise<void>;
  /** Shows the bot-check dialog for the gateway's URL; true when passed. Default: false. */
  botCheck?(url?: string): Promise<boolean>;
  /** Sends the page to an (already allow-listed) URL. Default: `location.assign`. */
  navigate?(url: string): void;
}

export interface GatewayOptions {
  fetch?: typeof fetch;
  antiFraud?: AntiFraudProvider;
  /** How long anti-fraud tokens are awaited. Default ANTI_BOT_TOKEN_WAIT_MS. */
  antiFraudWaitMs?: number;
  hooks?: GatewayHooks;
  /** Name of the gateway token cookie. Default GATEWAY_TOKEN_COOKIE. */
  tokenCookie?: string;
  jsonp?: JsonpOptions;
  /** Clock for the signed timestamp. Default Date.now. */
  now?(): number;
  /** Default for calls that do not say. Default 'AutoLoginOnly'. */
  sessionOption?: SessionOption;
  /** User agent for the entrance header. Default navigator.userAgent when there is one. */
  userAgent?: string;
  /** Response bodies above this many bytes are refused. Default HTTP_MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /**
   * The mobile-app bridge (spec §7.3): when it is available and can call, every request goes through the app instead
   * of the signed HTTP request (same ret classification, login retry and JSONP backup). Default: none.
   */
  bridge?: AppBridge;
}

export interface GatewayRequest {
  /** API name, e.g. 'mtop.member.user.getUser'. */
  api: string;
  /** Default '1.0'. */
  v?: string;
  data?: Record<string, unknown>;
  /** Default 'GET'. */
  method?: GatewayMethod;
  /** The call requires a logged-in session: a session failure runs the login flow and retries once. */
  needLogin?: boolean;
  /** Per request, in ms. Default GATEWAY_TIMEOUT_MS. */
  timeout?: number;
  /** Secure mode (`isSec=1`). Default true. */
  secure?: boolean;
  /** On a network, timeout, HTTP, parse or business failure, try the static JSONP fallback before rejecting. */
  backup?: boolean;
  signal?: AbortSignal;
  /** Overrides the gateway's session option for this call. */
  sessionOption?: SessionOption;
}

export interface Gateway {
  /** Resolves the response's `data` on SUCCESS; rejects ApiError otherwise. */
  request<T = unknown>(request: GatewayRequest): Promise<T>;
}

/** The response envelope: `{ api, v, ret: ['CODE::message', ...], data }`. */
export interface GatewayEnvelope {
  api?: string;
  v?: string;
  ret: string[];
  data?: unknown;
}

/** Failure kinds after which a `backup` call tries the JSONP fallback. */
const FALLBACK_KINDS: readonly ApiErrorKind[] = ['network', 'timeout', 'http', 'parse', 'business'];

/** Visible ASCII only: anything else cannot travel in a header (fetch would throw). */
const HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * The partner wallet or app named in the user agent (case-insensitive, as a whole word), in the spelling of the
 * partners list; the first partner of the list that matches wins. 'web' when none does.
 */
export function detectEntrance(userAgent: string | undefined, partners: readonly string[]): string {
  if (!userAgent) return DEFAULT_ENTRANCE;
  const ua = userAgent.toLowerCase();
  for (const partner of partners) {
    const name = partner.trim().toLowerCase();
    if (!name) continue;
    let from = ua.indexOf(name);
    while (from >= 0) {
      const before = ua.charAt(from - 1);
      const after = ua.charAt(from + name.length);
      if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return partner.trim();
      from = ua.indexOf(name, from + 1);
    }
  }
  return DEFAULT_ENTRANCE;
}

/** The signing token: the part of the cookie value before '_' ('' when there is no cookie). */
export function signingToken(cookieValue: string | undefined): string {
  return (cookieValue ?? '').split('_')[0] ?? '';
}

/** sign = md5(token & t & appKey & data). */
export function signRequest(token: string, t: string, appKey: string, data: string): string {
  return md5(`${token}&${t}&${appKey}&${data}`);
}

function isEnvelope(value: unknown): value is GatewayEnvelope {
  if (!isRecord(value)) return false;
  const { ret } = value;
  return Array.isArray(ret) && ret.length > 0 && typeof ret[0] === 'string';
}

/**
 * Awaits a hook. A hook that throws or rejects gives `fallback` (with `rethrowApiError`, an ApiError rejection is
 * rethrown: the bridge login's own answer); a caller abort while it is open rejects 'aborted' at once (the dialog's
 * own promise is left to settle on its own).
 */
function awaitHook<T>(run: () => Promise<T>, fallback: T, signal: AbortSignal | undefined, rethrowApiError = false): Promise<T> {
  const recover = (cause: unknown): T => {
    if (rethrowApiError && isApiError(cause)) throw cause;
    return fallback;
  };
  let hook: Promise<T>;
  try {
    hook = Promise.resolve(run()).catch(recover);
  } catch (cause) {
    hook = Promise.resolve().then(() => recover(cause));
  }
  return untilAborted(hook, signal);
}

export function createGateway(config: MemberConfig, options: GatewayOptions = {}): Gateway {
  const fetchImpl: typeof fetch | undefined = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  const hooks = options.hooks ?? {};
  const tokenCookie = options.tokenCookie ?? GATEWAY_TOKEN_COOKIE;
  const now = options.now ?? Date.now;
  const maxBodyBytes = positive(options.maxBodyBytes) ?? HTTP_MAX_BODY_BYTES;
  const antiFraudWaitMs = options.antiFraudWaitMs ?? ANTI_BOT_TOKEN_WAIT_MS;
  const gatewayHost = config.hosts.gateway.replace(/\/+$/, '');
  // Captured now: document.currentScript is only set while the creating script runs.
  const jsonpLoad: ScriptLoader = options.jsonp?.load ?? createScriptLoader(options.jsonp?.nonce ?? currentScriptNonce());
  const jsonpTimeoutMs = positive(options.jsonp?.timeoutMs) ?? JSONP_TIMEOUT_MS;
  let entrance: string | undefined;

  function entranceHeader(): string {
    if (entrance === undefined) {
      const ua = options.userAgent ?? (typeof navigator !== 'undefined' ? navigator.userAgent : undefined);
      entrance = detectEntrance(ua, config.partners);
    }
    return entrance;
  }

  async function antiFraudTokens(): Promise<{ ua?: string; umid?: string }> {
    const provider = options.antiFraud;
    if (!provider) return {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const tokens = await Promise.race([
        Promise.resolve().then(() => provider.getTokens()),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), Math.max(0, antiFraudWaitMs));
        }),
      ]);
      return tokens && typeof tokens === 'object' ? tokens : {};
    } catch {
      return {};
    } finally {
      clearTimeout(timer);
    }
  }

  async function headersFor(method: GatewayMethod): Promise<Record<string, string>> {
    const headers: Record<string, string> = {
      [GATEWAY_HEADERS.language]: config.language,
      [GATEWAY_HEADERS.regionId]: String(config.site.regionId),
      [GATEWAY_HEADERS.entrance]: entranceHeader(),
    };
    const userId = readUserId(config.cookies);
    if (userId) headers[GATEWAY_HEADERS.userId] = userId;
    const { ua, umid } = await antiFraudTokens();
    if (typeof ua === 'string' && HEADER_VALUE.test(ua)) headers[GATEWAY_HEADERS.uaToken] = ua;
    if (typeof umid === 'string' && HEADER_VALUE.test(umid)) headers[GATEWAY_HEADERS.deviceToken] = umid;
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    return headers;
  }

  function readCookie(name: string): string | undefined {
    try {
      return config.cookies.get(name);
    } catch {
      return undefined;
    }
  }

  /** One signed HTTP request. Resolves the envelope (whatever its ret code); rejects transport failures. */
  async function send(
    api: string,
    v: string,
    method: GatewayMethod,
    data: string,
    request: GatewayRequest,
  ): Promise<GatewayEnvelope> {
    if (!fetchImpl) throw new ApiError('network', CLIENT_ERROR_KEYS.network);
    const timeout = positive(request.timeout) ?? GATEWAY_DEFAULTS.timeoutMs;
    const headers = await headersFor(method);
    throwIfAborted(request.signal);

    const t = String(now());
    const params = new URLSearchParams({
      jsv: GATEWAY_JSV,
      appKey: config.appKey,
      t,
      sign: signRequest(signingToken(readCookie(tokenCookie)), t, config.appKey, data),
      api,
      v,
      type: GATEWAY_RESPONSE_TYPE,
      dataType: GATEWAY_DATA_TYPE,
      timeout: String(timeout),
    });
    if (request.secure ?? GATEWAY_DEFAULTS.secure) params.set('isSec', GATEWAY_SECURE_FLAG);
    if (method === 'GET') params.set('data', data);
    const path = `/h5/${encodeURIComponent(api.toLowerCase())}/${encodeURIComponent(v)}/`;
    const url = `${gatewayHost}${path}?${params.toString()}`;

    const link = linkedAbort(request.signal, timeout);
    try {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          credentials: 'include',
          body: method === 'POST' ? new URLSearchParams({ data }).toString() : undefined,
          signal: link.signal,
        });
      } catch (cause) {
        throw link.failure(cause);
      }
      if (response.status < 200 || response.status > 299) {
        discard(response.body);
        throw new ApiError('http', CLIENT_ERROR_KEYS.http, { status: response.status });
      }
      let text: string;
      try {
        text = await readLimitedText(response, maxBodyBytes);
      } catch (cause) {
        throw link.failure(cause);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (cause) {
        throw parseError(response.status, cause);
      }
      if (!isEnvelope(body)) throw parseError(response.status);
      return body;
    } finally {
      link.dispose();
    }
  }

  /**
   * One request through the app bridge: its answer is the gateway envelope (classified like an HTTP answer) or, from
   * an app that unwraps it, the data itself. A bridge failure ("runtime error", timeout) rejects like a transport one.
   * `needLogin` tells the app whether the call needs its session (an app without one answers a session failure,
   * and the login-and-retry goes through the app's login); calls that need none go through without it.
   */
  async function sendThroughBridge(bridge: AppBridge, api: string, v: string, method: GatewayMethod, data: string, request: GatewayRequest): Promise<GatewayEnvelope> {
    const params = { v, method, data: JSON.parse(data) as unknown, needLogin: request.needLogin === true };
    const answer = await untilAborted(bridge.call!<unknown>(api, params), request.signal);
    return isEnvelope(answer) ? answer : { api, v, ret: ['SUCCESS::'], data: answer };
  }

  /** Resolves the fallback's data when `backup` allows it and the fallback answers SUCCESS; else rejects `error`. */
  async function fallbackOr<T>(error: ApiError, api: string, v: string, request: GatewayRequest): Promise<T> {
    if (!request.backup || !FALLBACK_KINDS.includes(error.kind)) throw error;
    let payload: unknown;
    try {
      payload = await loadJsonp({
        url: fallbackUrl(config.hosts.cdn, api, v, config.site.code, config.language),
        callbackName: fallbackCallbackName(api),
        load: jsonpLoad,
        timeoutMs: jsonpTimeoutMs,
        signal: request.signal,
      });
    } catch {
      throw error;
    }
    if (isEnvelope(payload) && classifyRet(parseRet(payload.ret).code) === 'success') return payload.data as T;
    throw error;
  }

  function retError(kind: ApiErrorKind, envelope: GatewayEnvelope, fault = true): ApiError {
    const { code, message } = parseRet(envelope.ret);
    // Spec §8: every server error key goes to monitoring (shown or not), unless it is the answer asked for.
    if (fault) report({ message: code, source: 'gateway', detail: { api: envelope.api ?? '' } });
    return new ApiError(kind, code, { displayMessage: plainText(message), ret: envelope.ret[0], data: envelope.data });
  }

  function verificationUrl(data: unknown): string {
    const url = isRecord(data) ? data.url : undefined;
    return typeof url === 'string' ? url.trim() : '';
  }

  async function performRequest<T = unknown>(request: GatewayRequest): Promise<T> {
    const api = typeof request?.api === 'string' ? request.api.trim() : '';
    if (!api) {
      if (typeof console !== 'undefined') console.error(CLIENT_ERROR_KEYS.emptyApi);
      throw new ApiError('config', CLIENT_ERROR_KEYS.emptyApi);
    }
    const v = (typeof request.v === 'string' && request.v.trim()) || GATEWAY_DEFAULTS.version;
    let data: string;
    try {
      data = JSON.stringify(request.data ?? {});
    } catch (cause) {
      throw new ApiError('config', CLIENT_ERROR_KEYS.parse, { cause });
    }
    const sessionOption = request.sessionOption ?? options.sessionOption ?? GATEWAY_DEFAULTS.sessionOption;
    const mayLogin = request.needLogin === true || sessionOption === 'AutoLoginAndManualLogin';
    let method: GatewayMethod = request.method === 'POST' ? 'POST' : 'GET';
    // One flag per recovery: each `continue` below consumes one, so the loop sends at most five requests.
    const retried = { token: false, session: false, method: false, bot: false };

    for (;;) {
      throwIfAborted(request.signal);
      let envelope: GatewayEnvelope;
      try {
        const bridge = options.bridge;
        envelope =
          bridge?.available && bridge.call
            ? await sendThroughBridge(bridge, api, v, method, data, request)
            : await send(api, v, method, data, request);
      } catch (cause) {
        return fallbackOr<T>(asApiError(cause), api, v, request);
      }

      switch (classifyRet(parseRet(envelope.ret).code)) {
        case 'success':
          return envelope.data as T;

        case 'tokenExpired':
          // The response set a fresh token cookie; the next send re-reads it and signs again.
          if (retried.token) return fallbackOr<T>(retError('business', envelope), api, v, request);
          retried.token = true;
          continue;

        case 'sessionExpired': {
          // A call that may not log in (get-current-user: who is signed in?) hears "nobody": an answer, not a fault to
          // monitor (a logged-out page view reports and logs nothing).
          if (!mayLogin || retried.session) throw retError('session', envelope, request.needLogin !== false);
          retried.session = true;
          const loggedIn = await awaitHook(() => (hooks.login ? hooks.login() : Promise.resolve(false)), false, request.signal, true);
          if (loggedIn !== true) throw retError('session', envelope);
          continue;
        }

        case 'paramParse':
          // Spec §8: retry with the other method, but only upwards: a POST is never replayed as a GET, because
          // every POST here carries a token, code or CSRF value that must not land in a URL (logs, referrers).
          if (retried.method || method === 'POST') return fallbackOr<T>(retError('business', envelope), api, v, request);
          retried.method = true;
          method = 'POST';
          continue;

        case 'trafficLimit':
          await awaitHook(() => (hooks.busy ? hooks.busy() : Promise.resolve()), undefined, request.signal);
          throw retError('traffic', envelope);

        case 'userValidate': {
          // The guard reports a refused or empty URL to monitoring itself.
          const target = sanitizeRedirect(verificationUrl(envelope.data), '', config.allowedDomains);
          if (target) {
            try {
              if (hooks.navigate) hooks.navigate(target);
              else if (typeof location !== 'undefined') location.assign(target);
            } catch {
              /* navigation is best effort; the call still rejects 'validate' */
            }
          }
          throw retError('validate', envelope);
        }

        case 'botCheck': {
          if (retried.bot) throw retError('bot', envelope);
          retried.bot = true;
          const url = verificationUrl(envelope.data) || undefined;
          const passed = await awaitHook(
            () => (hooks.botCheck ? hooks.botCheck(url) : Promise.resolve(false)),
            false,
            request.signal,
          );
          if (passed !== true) throw retError('bot', envelope);
          continue;
        }

        case 'error':
          return fallbackOr<T>(retError('business', envelope), api, v, request);
      }
    }
  }

  return { request: performRequest };
}
