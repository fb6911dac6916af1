/**
 * The two ways a handler says no. Both are turned into the caller's envelope by the route layer that ran it:
 * member calls answer `{ success: false, errorCode: { key, displayMessage }, module }`, gateway calls answer
 * `{ ret: ['KEY::displayMessage'], data }`.
 *
 * - `BusinessError`: the request was well formed and a rule said no (wrong password, code expired, e-mail taken).
 *   HTTP 200 unless a status is given (traffic limits use 429 on member calls).
 * - `RequestError`: the request itself is unusable (malformed JSON, a missing or mistyped field, an unknown site,
 *   a body over the limit, a missing CSRF token). Always a 4xx.
 */
import enFlows from '../../src/i18n/catalogs/en-flows.js';
import en, { type Catalog, type MessageKey } from '../../src/i18n/catalogs/en.js';

/** The popup's whole English (the built-in part and the lazy flows' part). */
const english: Catalog = { ...en, ...enFlows };

export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  constructor(
    readonly key: string,
    readonly displayMessage: string,
    readonly data?: unknown,
    readonly status = 200,
  ) {
    super(`${key}: ${displayMessage}`);
  }
}

export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly status: number,
    readonly key: string,
    readonly displayMessage: string,
    readonly data?: unknown,
  ) {
    super(`${key}: ${displayMessage}`);
  }
}

/** errorCode.key of a malformed request (the field and the reason are in displayMessage). */
export const PARAM_INVALID = 'PL-PARAM-INVALID';
/** errorCode.key of a site code, region id or phone prefix that names no site. */
export const SITE_UNKNOWN = 'PL-SITE-UNKNOWN';

export function paramError(message: string, status = 400): RequestError {
  return new RequestError(status, PARAM_INVALID, message);
}

/** The English text of a catalog key: the displayMessage a validator's verdict travels with. */
export function text(key: MessageKey, params: Record<string, string | number> = {}): string {
  const message = english[key];
  const template = typeof message === 'string' ? message : message.other;
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole: string, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The business error keys this server answers. Every one has a localized text in the client's SERVER_ERROR_KEYS
 * (src/i18n/server-errors.ts; a test fails when one lacks it); displayMessage is English, for logs and for clients
 * that do not know a key.
 */
export const KEYS = Object.freeze({
  emailExist: 'PL-USER-EMAIL-EXIST',
  guestHasOrders: 'PL-USER-GUEST-EMAIL-HAS-ORDERS',
  socialSuspended: 'PL-USER-SOCIAL-LOGIN-SUSPENDED',
  phoneInvalid: 'PL-USER-PHONE-INVALID',
  codeIncorrect: 'PL-USER-CODE-INCORRECT',
  codeExpired: 'PL-USER-CODE-EXPIRED',
  loginIncorrect: 'PL-USER-LOGIN-INCORRECT',
  sessionExpired: 'PL-USER-SESSION-EXPIRED',
  coolingPeriod: 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD',
  verificationExpired: 'PL-USER-VERIFICATION-EXPIRED',
  verificationRejected: 'PL-USER-VERIFICATION-REJECTED',
  risk: 'PL-USER-RISK',
  phoneNotExist: 'PL_USER_LOGIN_PHONE_NOT_EXIST',
  oauthNotExist: 'PL_USER_LOGIN_OAUTH_NOT_EXIST',
  trafficLimit: 'FAIL_SYS_TRAFFIC_LIMIT',
  csrfInvalid: 'CSRF_TOKEN_INVALID',
  botCheck: 'RGV587_ERROR',
  // Keys of this server (not localized by the client: it shows displayMessage).
  resendTooSoon: 'PL-USER-CODE-RESEND-TOO-SOON',
  phoneExist: 'PL-USER-PHONE-EXIST',
  accountNotExist: 'PL-USER-ACCOUNT-NOT-EXIST',
  inputInvalid: 'PL-USER-INPUT-INVALID',
  channelUnsupported: 'PL-USER-CHANNEL-UNSUPPORTED',
  sliderFailed: 'PL-USER-SLIDER-FAILED',
  sliderRequired: 'PL-USER-SLIDER-REQUIRED',
  oauthCodeInvalid: 'PL-USER-OAUTH-CODE-INVALID',
  qrInvalid: 'PL-USER-QR-INVALID',
  /** Password tries refused for a while (growing delay per account and address, or the per-address flood limit). */
  loginThrottled: 'PL-USER-LOGIN-TOO-MANY-ATTEMPTS',
  /** The hourly limit of codes sent to one phone or e-mail address (or from one address) is reached. */
  sendLimit: 'PL-USER-CODE-SEND-LIMIT',
});

export function trafficLimited(): BusinessError {
  return new BusinessError(KEYS.trafficLimit, text('error.busy.message'), undefined, 429);
}

/** Password tries refused for `retryAfterMs` (429). */
export function loginThrottled(retryAfterMs: number): BusinessError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new BusinessError(
    KEYS.loginThrottled,
    `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or log in with a verification code.`,
    { retryAfterMs },
    429,
  );
}

/** The hourly send limit (429). */
export function sendLimited(retryAfterMs: number): BusinessError {
  return new BusinessError(
    KEYS.sendLimit,
    'You have requested too many codes. Please try again later.',
    { retryAfterMs },
    429,
  );
}

export function codeIncorrect(): BusinessError {
  return new BusinessError(KEYS.codeIncorrect, text('error.code.incorrect'));
}

export function codeExpired(): BusinessError {
  return new BusinessError(KEYS.codeExpired, text('error.code.expired'));
}

export function loginIncorrect(): BusinessError {
  return new BusinessError(KEYS.loginIncorrect, text('error.login.incorrect'));
}

export function verificationExpired(): BusinessError {
  return new BusinessError(KEYS.verificationExpired, text('error.verification.expired'));
}

export function phoneInvalid(): BusinessError {
  return new BusinessError(KEYS.phoneInvalid, text('validation.phone.invalid'));
}

/**
 * A validator's verdict on one field: key PL-USER-INPUT-INVALID, the English text, and in data the catalog key and
 * its params, from which the client shows the text in the buyer's language.
 */
export function inputInvalid(field: string, messageKey: MessageKey, params: Record<string, string | number> = {}): BusinessError {
  return new BusinessError(KEYS.inputInvalid, text(messageKey, params), { field, messageKey, params });
}
