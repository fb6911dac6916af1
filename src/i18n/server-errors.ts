/**
 * Turns a failed call into the text for an error toast (spec §8): a localized text for keys we know, else the
 * server's own displayMessage (reduced to plain text), else a generic fallback. Never throws.
 */
import { plainText } from '../api/errors.js';
import type { BuiltInMessageKey, MessageKey } from './catalogs/en.js';
import { getCatalog, getFlowServerErrorKeys } from './catalogs/index.js';
import type { TranslateParams } from './translate.js';

/** Anything with the shape of an ApiError; other values are tolerated at run time. */
export interface ServerErrorLike {
  readonly key?: string;
  readonly displayMessage?: string;
  /**
   * A catalog key the server named for its verdict (PL-USER-INPUT-INVALID carries `{ field, messageKey, params }`
   * in its data): the most specific text there is. Read from here or from `data.messageKey`.
   */
  readonly messageKey?: string;
  readonly messageParams?: Readonly<Record<string, string | number>>;
  readonly data?: unknown;
}

export type TranslateFn = (key: MessageKey, params?: TranslateParams) => string;

/**
 * Server error keys (member errorCode.key or gateway ret code) and their localized texts, matched
 * case-insensitively: with the flows' table (FLOW_SERVER_ERROR_KEYS in en-flows.ts), every key the reference server
 * sends (examples/server/errors.ts, checked by a test) and every key of spec §8. A list gives texts in order of
 * preference: the first whose placeholders the caller's params fill.
 * This table is what Login's own calls may answer (password login, the CSRF token, the bot check, limits, sessions,
 * the network: LOGIN_SERVER_ERROR_CODES in the test), with built-in texts (en.ts): it is in the first screen. The keys
 * only the lazy flows' calls answer (codes, Verify, social, QR, sign-up, the account area's identity step) and their
 * texts are in the flows' part (en-flows.ts), which every flow has in before it calls and every wing builds in; until
 * it is in, such a key maps to nothing and the server's own text shows, as it did when only its text was missing.
 */
export const SERVER_ERROR_KEYS: Readonly<Record<string, MessageKey | readonly MessageKey[]>> = Object.freeze({
  'PL-USER-GUEST-EMAIL-HAS-ORDERS': 'error.guestEmail',
  'PL-USER-PHONE-INVALID': 'validation.phone.invalid',
  'PL-USER-LOGIN-INCORRECT': 'error.login.incorrect',
  'PL-USER-SESSION-EXPIRED': 'error.session.expired',
  'PL-USER-ACCOUNT-NOT-EXIST': 'server.accountNotExist',
  'PL-USER-INPUT-INVALID': 'server.inputInvalid',
  'PL-PARAM-INVALID': 'server.inputInvalid',
  'PL-PARAM-TOO-LARGE': 'server.inputInvalid',
  // A call from a page the member server does not answer (its Origin check): nothing the buyer typed is wrong.
  'PL-ORIGIN-REFUSED': 'error.somethingWrong',
  'PL-SITE-UNKNOWN': 'error.somethingWrong',
  'PL-USER-SLIDER-FAILED': 'error.slider.failed',
  'PL-USER-SLIDER-REQUIRED': 'server.sliderRequired',
  CSRF_TOKEN_INVALID: 'server.pageExpired',
  FAIL_SYS_TRAFFIC_LIMIT: 'error.busy.message',
  FAIL_SYS_FLOWLIMIT: 'error.busy.message',
  // Issue 12 finding 18: say what happened, not "network error" or "too many people are trying".
  FAIL_SYS_SESSION_EXPIRED: 'error.session.expired',
  'PL-USER-LOGIN-TOO-MANY-ATTEMPTS': 'error.login.tooManyAttempts',
  FAIL_SYS_USER_VALIDATE: 'error.bot.message',
  /** The app bridge's failures (src/api/bridge.ts BRIDGE_ERROR_KEYS; spec §8), matched upper-cased like every key. */
  'ERROR.BRIDGE.NOTLOGIN': 'error.bridge.notLogin',
  'ERROR.BRIDGE.RUNTIME': 'error.bridge.runtime',
  /** The client's own keys for a failed call (CLIENT_ERROR_KEYS). */
  NETWORK_ERROR: 'error.network',
  PARSE_ERROR: 'error.network',
  HTTP_ERROR: 'error.network',
});

/**
 * Code families, matched as substrings in this order: the session-gone markers of §8 before the wider FAIL_SYS
 * (FAIL_SYS_SESSION_EXPIRED must read as an expired session), bot checks, traffic limits, then the generic ones.
 */
const SERVER_ERROR_FAMILIES: ReadonlyArray<readonly [string, BuiltInMessageKey]> = Object.freeze([
  ['SESSION_EXPIRED', 'error.session.expired'],
  ['SID_INVALID', 'error.session.expired'],
  ['AUTH_REJECT', 'error.session.expired'],
  ['NEED_LOGIN', 'error.session.expired'],
  ['RGV587', 'error.bot.message'],
  ['FAIL_SYS_TRAFFIC_LIMIT', 'error.busy.message'],
  ['FAIL_SYS_FLOWLIMIT', 'error.busy.message'],
  ['FAIL_SYS', 'error.network'],
  ['SYSTEM_ERROR', 'error.network'],
  ['UNKNOWN_FAIL_CODE', 'error.network'],
  ['TIMEOUT', 'error.network'],
]);

function readField(value: unknown, field: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  try {
    return (value as Record<string, unknown>)[field];
  } catch {
    return undefined;
  }
}

/** The localized message keys for a server key ("CODE" or "CODE::text"), in order of preference (maybe none). */
export function serverErrorKeys(key: unknown): readonly MessageKey[] {
  if (typeof key !== 'string') return [];
  const code = (key.split('::')[0] ?? '').trim().toUpperCase();
  if (!code) return [];
  for (const table of [SERVER_ERROR_KEYS, getFlowServerErrorKeys()]) {
    if (!Object.prototype.hasOwnProperty.call(table, code)) continue;
    const mapped = table[code]!;
    return typeof mapped === 'string' ? [mapped] : mapped;
  }
  const family = SERVER_ERROR_FAMILIES.find(([marker]) => code.includes(marker))?.[1];
  return family ? [family] : [];
}

/** The first localized message key for a server key, if there is one. */
export function serverErrorKey(key: unknown): MessageKey | undefined {
  return serverErrorKeys(key)[0];
}

/** English as loaded: a key of the lazy flows counts once their texts are in (until then the server's text shows). */
const english = () => getCatalog('en')!;

const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(english(), value) && english()[value] !== undefined;

/** Plain string and number values only (server data is untrusted). */
function plainParams(value: unknown): TranslateParams | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const params: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string') params[name] = plainText(param) ?? '';
    else if (typeof param === 'number' && Number.isFinite(param)) params[name] = param;
  }
  return params;
}

/** The catalog key (and its params) the server named for its verdict, when it is one of ours. */
function namedMessage(error: unknown): [MessageKey, TranslateParams | undefined] | undefined {
  const data = readField(error, 'data');
  const named = readField(error, 'messageKey') ?? readField(data, 'messageKey');
  if (!isMessageKey(named)) return undefined;
  return [named, plainParams(readField(error, 'messageParams') ?? readField(data, 'params'))];
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** True when params supply every placeholder the reference (English) text of `key` has. */
function paramsCover(key: MessageKey, params: TranslateParams | undefined): boolean {
  const message = english()[key];
  if (message === undefined) return false;
  const template = typeof message === 'string' ? message : message.other;
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    const value = params && Object.prototype.hasOwnProperty.call(params, name!) ? params[name!] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return false;
  }
  return true;
}

/**
 * The text to show for a failed call (spec §8), in this order:
 * 1. the catalog key the server named (`messageKey`, e.g. 'validation.smsCode.invalid'), with the server's params
 *    as plain text, when they fill its placeholders;
 * 2. the localized text of the error key (SERVER_ERROR_KEYS, then the code families), interpolated only with the
 *    caller's `params`; a text whose placeholders they do not fill (no `provider`) is skipped, never shown raw;
 * 3. the server's displayMessage as plain text (a key this client does not know);
 * 4. `t(fallbackKey)`.
 */
export function serverErrorText(
  error: ServerErrorLike | null | undefined,
  t: TranslateFn,
  fallbackKey: MessageKey = 'error.network',
  params?: TranslateParams,
): string {
  const named = namedMessage(error);
  if (named && paramsCover(named[0], named[1])) return t(named[0], named[1]);
  const mapped = serverErrorKeys(readField(error, 'key')).find((key) => paramsCover(key, params));
  if (mapped) return t(mapped, params);
  return plainText(readField(error, 'displayMessage')) ?? t(fallbackKey);
}
