/**
 * Turns a failed call into the text for an error toast (spec §8): a localized text for keys we know, else the
 * server's own displayMessage (reduced to plain text), else a generic fallback. Never throws.
 */
import { plainText } from '../api/errors.js';
import en, { type MessageKey } from './catalogs/en.js';
import type { TranslateParams } from './translate.js';

/** Anything with the shape of an ApiError; other values are tolerated at run time. */
export interface ServerErrorLike {
  readonly key?: string;
  readonly displayMessage?: string;
}

export type TranslateFn = (key: MessageKey, params?: TranslateParams) => string;

/** Server error keys (member errorCode.key or gateway ret code) that have a localized text. Matched case-insensitively. */
export const SERVER_ERROR_KEYS: Readonly<Record<string, MessageKey>> = Object.freeze({
  'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD': 'error.coolingPeriod',
  'PL-USER-EMAIL-EXIST': 'error.emailRegistered',
  'PL-USER-GUEST-EMAIL-HAS-ORDERS': 'error.guestEmail',
  'PL-USER-SOCIAL-LOGIN-SUSPENDED': 'error.social.suspended',
  'PL-USER-PHONE-INVALID': 'validation.phone.invalid',
  'PL-USER-CODE-INCORRECT': 'error.code.incorrect',
  'PL-USER-CODE-EXPIRED': 'error.code.expired',
  'PL-USER-LOGIN-INCORRECT': 'error.login.incorrect',
  'PL-USER-SESSION-EXPIRED': 'error.session.expired',
  'PL-USER-VERIFICATION-REJECTED': 'error.verification.rejected',
  'PL-USER-VERIFICATION-EXPIRED': 'error.verification.expired',
  FAIL_SYS_TRAFFIC_LIMIT: 'error.busy.message',
  FAIL_SYS_FLOWLIMIT: 'error.busy.message',
  /** The client's own key for a failed fetch (CLIENT_ERROR_KEYS.network). */
  NETWORK_ERROR: 'error.network',
});

/** Gateway code families, matched as substrings in this order (traffic limits before the wider FAIL_SYS). */
const SERVER_ERROR_FAMILIES: ReadonlyArray<readonly [string, MessageKey]> = Object.freeze([
  ['FAIL_SYS_TRAFFIC_LIMIT', 'error.busy.message'],
  ['FAIL_SYS_FLOWLIMIT', 'error.busy.message'],
  ['FAIL_SYS', 'error.network'],
  ['SYSTEM_ERROR', 'error.network'],
  ['UNKNOWN_FAIL_CODE', 'error.network'],
  ['TIMEOUT', 'error.network'],
]);

function readField(value: unknown, field: 'key' | 'displayMessage'): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  try {
    return (value as Record<string, unknown>)[field];
  } catch {
    return undefined;
  }
}

/** The localized message key for a server key ("CODE" or "CODE::text"), if there is one. */
export function serverErrorKey(key: unknown): MessageKey | undefined {
  if (typeof key !== 'string') return undefined;
  const code = (key.split('::')[0] ?? '').trim().toUpperCase();
  if (!code) return undefined;
  if (Object.prototype.hasOwnProperty.call(SERVER_ERROR_KEYS, code)) return SERVER_ERROR_KEYS[code];
  return SERVER_ERROR_FAMILIES.find(([family]) => code.includes(family))?.[1];
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** True when params supply every placeholder the reference (English) text of `key` has. */
function paramsCover(key: MessageKey, params: TranslateParams | undefined): boolean {
  const message = en[key];
  const template = typeof message === 'string' ? message : message.other;
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    const value = params && Object.prototype.hasOwnProperty.call(params, name!) ? params[name!] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return false;
  }
  return true;
}

/**
 * The text to show for a failed call. A mapped key gives its localized text, interpolated only with the
 * caller's `params` (never with server data); when those params do not fill every placeholder (e.g. no
 * `provider`), the mapped text is skipped rather than shown with a raw `{provider}`. Then the server's
 * displayMessage as plain text, then `t(fallbackKey)`.
 */
export function serverErrorText(
  error: ServerErrorLike | null | undefined,
  t: TranslateFn,
  fallbackKey: MessageKey = 'error.network',
  params?: TranslateParams,
): string {
  const mapped = serverErrorKey(readField(error, 'key'));
  if (mapped && paramsCover(mapped, params)) return t(mapped, params);
  return plainText(readField(error, 'displayMessage')) ?? t(fallbackKey);
}
