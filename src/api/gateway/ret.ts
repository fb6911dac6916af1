/**
 * The gateway's `ret` list (spec §3.4, §8): the first entry is `CODE` or `CODE::message`. `classifyRet` is the one
 * place that turns a code into an outcome; the client acts on the outcome, i18n picks texts from the code.
 */

export interface ParsedRet {
  /** The status code, trimmed; '' when the list holds no usable entry. */
  code: string;
  /** The text after the first '::', trimmed; '' when absent. It is server text: never render it as HTML. */
  message: string;
}

export type RetKind =
  | 'success'
  | 'tokenExpired'
  | 'sessionExpired'
  | 'trafficLimit'
  | 'userValidate'
  | 'botCheck'
  | 'paramParse'
  | 'error';

export const RET_SEPARATOR = '::';

/** The codes the protocol defines, as constants so callers and tests never retype them. */
export const RET_CODES = Object.freeze({
  success: 'SUCCESS',
  tokenEmpty: 'FAIL_SYS_TOKEN_EMPTY',
  /** Sic: real gateways spell it so. */
  tokenExoired: 'FAIL_SYS_TOKEN_EXOIRED',
  tokenExpired: 'FAIL_SYS_TOKEN_EXPIRED',
  illegalAccessToken: 'FAIL_SYS_ILLEGAL_ACCESS_TOKEN',
  sessionExpired: 'FAIL_SYS_SESSION_EXPIRED',
  trafficLimit: 'FAIL_SYS_TRAFFIC_LIMIT',
  flowLimit: 'FAIL_SYS_FLOWLIMIT',
  userValidate: 'FAIL_SYS_USER_VALIDATE',
  botCheck: 'RGV587_ERROR',
  paramParse: 'FAIL_SYS_PARAM_PARSE_ERROR',
});

const TOKEN_CODES: readonly string[] = [
  RET_CODES.tokenEmpty,
  RET_CODES.tokenExoired,
  RET_CODES.tokenExpired,
  RET_CODES.illegalAccessToken,
];
/** Any code containing one of these means the login session is gone (spec §8). */
const SESSION_MARKERS: readonly string[] = ['SESSION_EXPIRED', 'SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN'];
const TRAFFIC_CODES: readonly string[] = [RET_CODES.trafficLimit, RET_CODES.flowLimit];
const BOT_PREFIX = 'RGV587';
const PARAM_PARSE_MARKER = 'PARAMPARSE_ERROR';

/** Reads the first entry of a ret list. Anything that is not a list starting with a string gives code ''. */
export function parseRet(ret: unknown): ParsedRet {
  const first: unknown = Array.isArray(ret) ? ret[0] : undefined;
  if (typeof first !== 'string') return { code: '', message: '' };
  const at = first.indexOf(RET_SEPARATOR);
  if (at < 0) return { code: first.trim(), message: '' };
  return { code: first.slice(0, at).trim(), message: first.slice(at + RET_SEPARATOR.length).trim() };
}

/**
 * The outcome of a ret code. Codes are compared upper-cased. The checks run in this order, and the order matters
 * because most of these codes also belong to the generic FAIL_SYS family (which is just 'error' here):
 *   1. SUCCESS (exact)                                           → success
 *   2. the four token codes (exact, incl. the misspelt EXOIRED)  → tokenExpired
 *   3. contains SESSION_EXPIRED / SID_INVALID / AUTH_REJECT / NEED_LOGIN → sessionExpired
 *      (before anything generic: e.g. FAIL_SYS_SESSION_EXPIRED must reach login, not a generic error)
 *   4. FAIL_SYS_TRAFFIC_LIMIT, FAIL_SYS_FLOWLIMIT (exact)        → trafficLimit
 *   5. FAIL_SYS_USER_VALIDATE (exact)                            → userValidate
 *   6. starts with RGV587 (e.g. RGV587_ERROR)                    → botCheck
 *   7. FAIL_SYS_PARAM_PARSE_ERROR, or contains PARAMPARSE_ERROR  → paramParse
 *   8. anything else, including '' and other FAIL_SYS codes       → error
 */
export function classifyRet(code: string): RetKind {
  const upper = code.trim().toUpperCase();
  if (upper === RET_CODES.success) return 'success';
  if (TOKEN_CODES.includes(upper)) return 'tokenExpired';
  if (SESSION_MARKERS.some((marker) => upper.includes(marker))) return 'sessionExpired';
  if (TRAFFIC_CODES.includes(upper)) return 'trafficLimit';
  if (upper === RET_CODES.userValidate) return 'userValidate';
  if (upper.startsWith(BOT_PREFIX)) return 'botCheck';
  if (upper === RET_CODES.paramParse || upper.includes(PARAM_PARSE_MARKER)) return 'paramParse';
  return 'error';
}
