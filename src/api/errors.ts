/**
 * The one error type every API client rejects with. Screens and machines branch on `kind` and `key`, never on
 * message text. `displayMessage` is the server's text, already reduced to plain text (see `plainText`).
 */
export type ApiErrorKind =
  /** The server answered and said no (member `success: false`, or a gateway ret code that is not SUCCESS). */
  | 'business'
  /** A non-2xx status with no usable body. */
  | 'http'
  /** fetch itself failed (offline, DNS, CORS, connection reset). */
  | 'network'
  | 'timeout'
  /** The body was not the JSON shape expected, or too large. */
  | 'parse'
  | 'aborted'
  /** Gateway: session gone on a call (login did not recover it). */
  | 'session'
  /** Gateway: FAIL_SYS_TRAFFIC_LIMIT / FAIL_SYS_FLOWLIMIT. */
  | 'traffic'
  /** Gateway: RGV587 bot check not passed. */
  | 'bot'
  /** Gateway: FAIL_SYS_USER_VALIDATE (the page was sent to the verification URL). */
  | 'validate'
  /** Programming or configuration error (e.g. empty API name, RSA key missing). */
  | 'config';

export interface ApiErrorOptions {
  status?: number;
  displayMessage?: string;
  /** Gateway: the full first ret entry, e.g. "FAIL_SYS_TRAFFIC_LIMIT::busy". */
  ret?: string;
  /** Whatever data the failure carried (e.g. a verification URL). */
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** errorCode.key (member) or the ret code (gateway), or a client-side key such as "NETWORK_ERROR". */
  readonly key: string;
  readonly displayMessage?: string;
  readonly status?: number;
  readonly ret?: string;
  readonly data?: unknown;

  constructor(kind: ApiErrorKind, key: string, options: ApiErrorOptions = {}) {
    super(options.displayMessage || key, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.key = key;
    this.displayMessage = options.displayMessage;
    this.status = options.status;
    this.ret = options.ret;
    this.data = options.data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Client-side keys for failures that have no server key. */
export const CLIENT_ERROR_KEYS = Object.freeze({
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  parse: 'PARSE_ERROR',
  aborted: 'ABORTED',
  http: 'HTTP_ERROR',
  emptyApi: 'api can not be empty',
  rsa: 'RSA_ENCRYPT_FAILED',
});

const MAX_DISPLAY_MESSAGE = 300;

/**
 * Reduces a server-provided message to safe plain text: tags removed, whitespace folded, length capped.
 * Returns undefined for non-strings and empty results. (React escapes text anyway; this keeps "<b>" out of toasts.)
 */
export function plainText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    // Tags (and an unclosed tag at the end) go; a lone '<' in prose ("Price < 5") stays.
    .replace(/<\/?[a-z!][^>]*(?:>|$)/gi, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length > MAX_DISPLAY_MESSAGE ? `${text.slice(0, MAX_DISPLAY_MESSAGE - 1)}…` : text;
}
