/**
 * Names and defaults of the signed H5 gateway protocol, in one place. The numbers of spec §9 come from
 * config/constants; the rest are protocol facts (parameter values, header names, cookie name).
 */
import { GATEWAY_TIMEOUT_MS } from '../../config/constants.js';

export type GatewayMethod = 'GET' | 'POST';

/**
 * What a session failure may trigger: 'AutoLoginOnly' runs the login flow only for calls flagged `needLogin`;
 * 'AutoLoginAndManualLogin' runs it for any call whose session is gone.
 */
export type SessionOption = 'AutoLoginOnly' | 'AutoLoginAndManualLogin';

/** Spec §7.2 defaults. */
export const GATEWAY_DEFAULTS = Object.freeze({
  version: '1.0',
  method: 'GET' as GatewayMethod,
  timeoutMs: GATEWAY_TIMEOUT_MS,
  secure: true,
  sessionOption: 'AutoLoginOnly' as SessionOption,
});

/** Protocol version of the client library, sent as `jsv` (the gateway only logs it). */
export const GATEWAY_JSV = '2.7.2';

/** The gateway's token cookie; its value is `token_expiryMs`, and only the part before '_' is signed. */
export const GATEWAY_TOKEN_COOKIE = '_m_h5_tk';

/** Fixed query parameter values. */
export const GATEWAY_RESPONSE_TYPE = 'originaljson';
export const GATEWAY_DATA_TYPE = 'json';
/** `isSec` value sent when a call is in secure mode (the parameter is left out otherwise). */
export const GATEWAY_SECURE_FLAG = '1';

/** Request headers the gateway reads. */
export const GATEWAY_HEADERS = Object.freeze({
  language: 'x-i18n-language',
  regionId: 'x-i18n-regionid',
  entrance: 'x-entrance',
  userId: 'x-user-id',
  /** Anti-fraud user-agent token. */
  uaToken: 'x-ua',
  /** Anti-fraud device token (umid). */
  deviceToken: 'x-umt',
});

/** x-entrance when the user agent names no partner wallet or app. */
export const DEFAULT_ENTRANCE = 'web';

/** JSONP fallback (spec §7.3): `${cdn}/member-fallback/${api}/${v}/${site}_${language}.js`. */
export const FALLBACK_PATH = 'member-fallback';
/** Global function a fallback file calls: this prefix + the API name with every non-alphanumeric as '_'. */
export const FALLBACK_CALLBACK_PREFIX = '__memberFallback_';
