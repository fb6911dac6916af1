/**
 * The member HTTP client (spec §7.1): JSON calls to the member host that carry cookies, the XMLHttpRequest marker
 * and a CSRF token. Every outcome is either the envelope's `module` (normalised per call) or an `ApiError`:
 *
 * | outcome                                                         | kind       | key                          |
 * |-----------------------------------------------------------------|------------|------------------------------|
 * | 2xx, JSON `{ success: true }`                                   | resolves   | `module`                     |
 * | 2xx `success: false`, or non-2xx with `errorCode.key`           | `business` | errorCode.key (`UNKNOWN_ERROR` if none) |
 * | non-2xx without a usable JSON `errorCode.key`                   | `http`     | HTTP_ERROR                   |
 * | 2xx that is not JSON, not the envelope, or a module of the wrong shape; any body over the limit | `parse` | PARSE_ERROR |
 * | fetch (or reading the body) threw                               | `network`  | NETWORK_ERROR                |
 * | the client's `timeoutMs` elapsed (default MEMBER_CALL_TIMEOUT_MS) | `timeout` | TIMEOUT                      |
 * | the caller's signal fired                                       | `aborted`  | ABORTED                      |
 * | the password could not be encrypted                             | `config`   | RSA_ENCRYPT_FAILED           |
 *
 * CSRF: the token is fetched once (`GET user/api/getCsrfToken`, module.token) and shared by concurrent first
 * calls; a failed fetch is not kept. Every POST sends it as header and body field `X-CSRF-TOKEN`. When a POST
 * answers errorCode.key `CSRF_TOKEN_INVALID` (whatever the HTTP status, so both a 2xx `success: false` and a 403
 * carrying that key), the token is fetched again and the POST is retried once.
 *
 * This module is the client's core (issue 15): the transport, the CSRF token, password login and the shared
 * normalisers, all the first popup screen needs. The other calls (code login, sign-up, forgot password, QR, social,
 * slider, logout, the wings' `call`) are in member-flows.ts, over this core's `get` and `post`; member.ts puts both
 * together as the public `MemberClient`, and the popup's services (services.ts) import the flows' chunk when the
 * popup opens.
 */
import type { MemberConfig } from '../config/index.js';
import { HTTP_MAX_BODY_BYTES, MEMBER_CALL_TIMEOUT_MS } from '../config/constants.js';
import { report } from '../monitor.js';
import { ApiError, CLIENT_ERROR_KEYS, plainText } from './errors.js';
import type { MemberCallOptions, PasswordLoginInput } from './member-types.js';
import { classifyRet } from './gateway/ret.js';
import { encryptPassword } from './rsa.js';
import {
  abortedError,
  isRecord,
  linkedAbort,
  parseError,
  positive,
  readLimitedText,
  throwIfAborted,
  untilAborted,
} from './transport.js';
import type { LoginNextStepActionData, LoginResponse, User } from './types.js';

/** Paths on the member host. The last two are not given by the spec; these are the names this project uses. */
export const MEMBER_PATHS = Object.freeze({
  csrfToken: 'user/api/getCsrfToken',
  login: 'user/api/login',
  loginByOAuthCode: 'user/api/loginByOAuthCode',
  validatePhone: 'user/api/validatePhone',
  verifyPhoneCode: 'user/api/verifyPhoneCode',
  resetPassword: 'user/api/resetPassword',
  loginByQrCode: 'user/api/loginByQrCode',
  sendCode: 'user/api/sendVerificationCode',
  loginByCode: 'user/api/loginByVerificationCode',
  sliderChallenge: 'user/api/sliderChallenge',
  sliderVerify: 'user/api/sliderVerify',
  logout: 'user/api/logout',
} as const);

export type MemberPath = (typeof MEMBER_PATHS)[keyof typeof MEMBER_PATHS];

/** CSRF token: the header name and the body field name are the same. */
export const CSRF_FIELD = 'X-CSRF-TOKEN';
/** errorCode.key that makes a POST refresh its CSRF token and retry once. */
export const CSRF_INVALID_KEY = 'CSRF_TOKEN_INVALID';
/** The app-version body field every POST carries, and its value when the client is given none. */
export const APP_VERSION_FIELD = 'appVersion';
export const DEFAULT_APP_VERSION = '0.1.0';
/** Key of a business failure (`success: false`) whose body names no errorCode.key. */
export const UNKNOWN_ERROR_KEY = 'UNKNOWN_ERROR';

export interface MemberClientOptions {
  /** The fetch to use; default the global one, looked up at call time. */
  fetch?: typeof fetch;
  /** Value of the app-version body field; default DEFAULT_APP_VERSION. */
  appVersion?: string;
  /** Per-request deadline in ms; absent: MEMBER_CALL_TIMEOUT_MS (20 s); 0: no deadline. */
  timeoutMs?: number;
  /** Largest response body accepted, in bytes; default HTTP_MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /** The bot-check dialog (RGV587 answers): resolves true when passed, then the POST is resent once. */
  botCheck?(url?: string): Promise<boolean>;
}

/** The calls Login makes (the first popup screen): the CSRF token, password login, and password encryption. */
export interface MemberLoginCalls {
  /** The cached CSRF token, fetched on first use (concurrent callers share one request). */
  csrfToken(options?: MemberCallOptions): Promise<string>;
  /** `GET user/api/getCsrfToken`: fetches a fresh token (joining one in flight) and caches it. */
  getCsrfToken(options?: MemberCallOptions): Promise<string>;
  login(input: PasswordLoginInput, options?: MemberCallOptions): Promise<LoginResponse>;
  /** RSA-encrypts a password (the login's key and lazily loaded chunk). */
  encryptPassword(password: string, options?: MemberCallOptions): Promise<string>;
}

/**
 * The member client's core: Login's calls and the transport every other call is built on (member-flows.ts). Not
 * part of the public API: integrators use the whole client, `createMemberClient` (member.ts).
 */
export interface MemberCore extends MemberLoginCalls {
  /** A GET of `path` (query included): the envelope's module, else an ApiError (the table above). */
  get(path: string, options?: MemberCallOptions): Promise<unknown>;
  /**
   * A POST of `fields` as JSON plus the app-version field and the CSRF token (also a header), with `headers` added;
   * one retry on CSRF_TOKEN_INVALID and the bot-check resend. The envelope's module, else an ApiError.
   */
  post(path: string, fields: Fields, options?: MemberCallOptions, headers?: Record<string, string>): Promise<unknown>;
}

/** A JSON value a call may carry (wing calls send nested objects, such as an address). */
export type JsonValue = string | number | boolean | null | undefined | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonFields = Readonly<Record<string, JsonValue>>;

/** A call's body fields (the client adds the app version and the CSRF token). */
export type Fields = Record<string, JsonValue>;

interface RequestSpec {
  method: 'GET' | 'POST';
  path: MemberPath | string;
  body?: Fields;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Reading untrusted JSON                                                                                       */

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** An id or a timestamp: a non-empty string or a finite number. */
function stringOrNumber(value: unknown): string | number | undefined {
  return str(value) ?? finite(value);
}

/** Drops the keys whose value is undefined, so a normalised object holds only what arrived well-typed. */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) out[key] = field;
  return out as T;
}

export function moduleRecord(module: unknown): Record<string, unknown> {
  if (!isRecord(module)) throw parseError();
  return module;
}

function normaliseNextStepData(value: unknown): LoginNextStepActionData | undefined {
  if (!isRecord(value)) return undefined;
  return compact<LoginNextStepActionData>({
    url: str(value.url),
    jumpUrl: str(value.jumpUrl),
    token: str(value.token),
    tokenType: str(value.tokenType),
    deletionCancelToken: str(value.deletionCancelToken),
    identifier: str(value.identifier),
    identifierType: value.identifierType === 'phone' || value.identifierType === 'email' ? value.identifierType : undefined,
  });
}

/** A user object; one without a usable id is dropped. */
export function normaliseUser(value: unknown): User | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOrNumber(value.id);
  if (id === undefined) return undefined;
  return compact<User>({
    id,
    name: str(value.name),
    birthday: str(value.birthday),
    email: str(value.email),
    emailConfirmed: bool(value.emailConfirmed),
    phone: str(value.phone),
    phonePrefixCode: str(value.phonePrefixCode),
    gender: str(value.gender),
    avatar: str(value.avatar),
    language: str(value.language),
    taxId: str(value.taxId),
    branchId: str(value.branchId),
    isVerified: bool(value.isVerified),
    b2b: bool(value.b2b),
    isTest: bool(value.isTest),
    status: str(value.status),
    type: str(value.type),
    memberLevel: str(value.memberLevel),
    enableEwallet: bool(value.enableEwallet),
    enableNewsletter: bool(value.enableNewsletter),
    enableSmsNewsletter: bool(value.enableSmsNewsletter),
    hasAddress: bool(value.hasAddress),
    hasPassword: bool(value.hasPassword),
    hasPinCode: bool(value.hasPinCode),
    siteId: str(value.siteId),
    gmtCreate: stringOrNumber(value.gmtCreate),
    gmtModified: stringOrNumber(value.gmtModified),
    memberId: stringOrNumber(value.memberId),
  });
}

/**
 * One login answer in one shape (spec §3.3). A module that wraps the result in `loginResponseDTO` is unwrapped.
 * Each field is kept only when it has its declared type; anything else (a number where a string belongs, an
 * object where a flag belongs) is dropped.
 */
export function normaliseLoginResponse(value: unknown): LoginResponse {
  if (!isRecord(value)) return {};
  const source = isRecord(value.loginResponseDTO) ? value.loginResponseDTO : value;
  return compact<LoginResponse>({
    sessionId: str(source.sessionId),
    sessionExpiredTime: stringOrNumber(source.sessionExpiredTime),
    cookieList: Array.isArray(source.cookieList) ? [...(source.cookieList as unknown[])] : undefined,
    loginType: str(source.loginType),
    loginBehavior: str(source.loginBehavior),
    loginNextStepAction: str(source.loginNextStepAction),
    loginNextStepActionData: normaliseNextStepData(source.loginNextStepActionData),
    toRegisterToken: str(source.toRegisterToken),
    needCompletePassword: bool(source.needCompletePassword),
    isEmailOptional: bool(source.isEmailOptional),
    hasPhone: bool(source.hasPhone),
    hasEmail: bool(source.hasEmail),
    loginSuccess: bool(source.loginSuccess),
    userId: stringOrNumber(source.userId),
    redirectUrl: str(source.redirectUrl),
    user: normaliseUser(source.user),
  });
}

/** A CSRF token must be usable as a header value: visible ASCII, bounded. */
function csrfTokenFrom(module: unknown): string {
  const token = isRecord(module) ? module.token : undefined;
  if (typeof token !== 'string' || !/^[\x21-\x7e]{1,1024}$/.test(token)) throw parseError();
  return token;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Envelope and options (the transport itself is in transport.ts)                                               */

/** Turns a status and body text into the envelope's module, or the matching ApiError. */
function interpret(status: number, text: string): unknown {
  let body: unknown;
  let isJson = false;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  const envelope = isJson && isRecord(body) ? body : undefined;
  const errorCode = envelope && isRecord(envelope.errorCode) ? envelope.errorCode : undefined;
  const key = typeof errorCode?.key === 'string' && errorCode.key.trim() !== '' ? errorCode.key.trim() : undefined;
  const displayMessage = plainText(errorCode?.displayMessage);
  const data = envelope?.module;
  // Spec §8: every server error key goes to monitoring (shown or not).
  if (key && (status < 200 || status > 299 || envelope?.success === false)) report({ message: key, source: 'member', detail: { status } });
  if (status < 200 || status > 299) {
    if (key) throw new ApiError('business', key, { status, displayMessage, data });
    throw new ApiError('http', CLIENT_ERROR_KEYS.http, { status, displayMessage });
  }
  if (!envelope || typeof envelope.success !== 'boolean') throw parseError(status);
  if (envelope.success) return envelope.module;
  throw new ApiError('business', key ?? UNKNOWN_ERROR_KEY, { status, displayMessage, data });
}

/** A positive option rounded down to a whole number, else `fallback`. */
function positiveInteger(value: number | undefined, fallback: number): number {
  const number = positive(value);
  return number === undefined ? fallback : Math.floor(number);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Client                                                                                                       */

export function createMemberCore(config: MemberConfig, options: MemberClientOptions = {}): MemberCore {
  const base = config.hosts.member.replace(/\/+$/, '');
  const appVersion = options.appVersion || DEFAULT_APP_VERSION;
  const timeoutMs = options.timeoutMs === 0 ? 0 : positiveInteger(options.timeoutMs ?? MEMBER_CALL_TIMEOUT_MS, MEMBER_CALL_TIMEOUT_MS);
  const maxBodyBytes = positiveInteger(options.maxBodyBytes, HTTP_MAX_BODY_BYTES);
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** One HTTP exchange: the module on success, else an ApiError (see the table above). */
  async function request(spec: RequestSpec): Promise<unknown> {
    throwIfAborted(spec.signal);

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...spec.headers,
    };
    let body: string | undefined;
    if (spec.body) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }

    let status: number;
    let text: string;
    // link.race settles the exchange on abort or timeout even if the fetch in use ignores its signal.
    const link = linkedAbort(spec.signal, timeoutMs);
    try {
      const response = await link.race(
        doFetch(`${base}/${spec.path}`, {
          method: spec.method,
          headers,
          body,
          credentials: 'include',
          cache: spec.method === 'GET' ? 'no-store' : undefined,
          signal: link.signal,
        }),
      );
      status = response.status;
      text = await link.race(readLimitedText(response, maxBodyBytes));
    } catch (cause) {
      throw link.failure(cause);
    } finally {
      link.dispose();
    }
    return interpret(status, text);
  }

  /* CSRF token: one request shared by concurrent callers; a failure is not kept. */
  let csrfPending: Promise<string> | undefined;
  let csrfValue: string | undefined;

  function loadCsrf(): Promise<string> {
    if (!csrfPending) {
      // Not tied to any caller's signal: one caller giving up must not fail the others sharing the request.
      const pending: Promise<string> = request({ method: 'GET', path: MEMBER_PATHS.csrfToken }).then(
        (module) => {
          const token = csrfTokenFrom(module);
          if (csrfPending === pending) csrfValue = token;
          return token;
        },
        (error: unknown) => {
          if (csrfPending === pending) csrfPending = undefined;
          throw error;
        },
      );
      csrfPending = pending;
      pending.catch(() => undefined);
    }
    return csrfPending;
  }

  /** Forgets the token if it is still `stale` (a refresh another call started already is kept). */
  function dropCsrf(stale: string | undefined): void {
    if (csrfValue !== undefined && csrfValue === stale) {
      csrfPending = undefined;
      csrfValue = undefined;
    }
  }

  function csrfToken(callOptions: MemberCallOptions = {}): Promise<string> {
    const { signal } = callOptions;
    if (signal?.aborted) return Promise.reject(abortedError(signal.reason));
    return untilAborted(loadCsrf(), signal);
  }

  function getCsrfToken(callOptions: MemberCallOptions = {}): Promise<string> {
    dropCsrf(csrfValue);
    return csrfToken(callOptions);
  }

  /** A POST with the CSRF token (header and body) and the app-version field; one retry on CSRF_TOKEN_INVALID. */
  async function post(
    path: MemberPath | string,
    fields: Fields,
    callOptions: MemberCallOptions = {},
    extraHeaders: Record<string, string> = {},
  ): Promise<unknown> {
    const { signal } = callOptions;
    const send = (token: string) =>
      request({
        method: 'POST',
        path,
        body: { ...fields, [APP_VERSION_FIELD]: appVersion, [CSRF_FIELD]: token },
        headers: { ...extraHeaders, [CSRF_FIELD]: token },
        signal,
      });
    const sendWithCsrfRetry = async () => {
      const token = await csrfToken({ signal });
      try {
        return await send(token);
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind !== 'business' || error.key !== CSRF_INVALID_KEY) throw error;
        dropCsrf(token);
        return send(await csrfToken({ signal }));
      }
    };
    try {
      return await sendWithCsrfRetry();
    } catch (error) {
      // Spec §4 anti-bot, as on the gateway: a flagged answer opens the verification dialog; once it is passed the
      // original request is resent (once). Refused or no dialog: the call fails with kind 'bot'.
      if (!(error instanceof ApiError) || error.kind !== 'business' || classifyRet(error.key) !== 'botCheck') throw error;
      const url = isRecord(error.data) && typeof error.data.url === 'string' ? error.data.url : undefined;
      const passed = options.botCheck ? await untilAborted(options.botCheck(url).catch(() => false), signal) : false;
      if (passed !== true) throw new ApiError('bot', error.key, { status: error.status, displayMessage: error.displayMessage, data: error.data });
      return sendWithCsrfRetry();
    }
  }

  /** Encrypts a password, honouring the caller's signal while the RSA chunk loads. */
  function encrypt(password: string, signal: AbortSignal | undefined): Promise<string> {
    return untilAborted(encryptPassword(password, config.rsaPublicKey, config.env === 'production'), signal);
  }

  function get(path: string, callOptions: MemberCallOptions = {}): Promise<unknown> {
    return request({ method: 'GET', path, signal: callOptions.signal });
  }

  return {
    csrfToken,
    getCsrfToken,
    get,
    post,

    async login({ loginName, password }, callOptions = {}) {
      const encrypted = await encrypt(password, callOptions.signal);
      return normaliseLoginResponse(
        moduleRecord(await post(MEMBER_PATHS.login, { loginName, encryptPassword: encrypted }, callOptions)),
      );
    },

    encryptPassword(password, callOptions = {}) {
      return encrypt(password, callOptions.signal);
    },
  };
}
