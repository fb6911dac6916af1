/**
 * Every gateway call of spec §7.2 as a typed function. Each takes the gateway (and, when its payload carries
 * `X-CSRF-TOKEN`, a CSRF token provider), sends its API with its method and flags, and normalises the answer's
 * fields the flows depend on; a SUCCESS answer missing one of those rejects ApiError('parse').
 */
import type { Gender } from '../../validation/text.js';
import { normaliseLoginResponse } from '../member.js';
import { ApiError, CLIENT_ERROR_KEYS } from '../errors.js';
import { CSRF_FIELD } from '../member.js';
import { asApiError, isRecord, parseCodeLength, parseError } from '../transport.js';
import type {
  CodeType,
  LoginResponse,
  QrSession,
  QrStatus,
  QrStatusResult,
  SecurityToken,
  SendCodeResult,
  SmsChannel,
  SmsChannelType,
  User,
  VerifyResult,
  VerifyTokenType,
} from '../types.js';
import type { Gateway, GatewayRequest } from './client.js';

/** API names, one per call. */
export const GATEWAY_APIS = Object.freeze({
  cancelDeletion: 'mtop.member.user.deletion.cancel',
  applyResetPasswordWithSecurity: 'mtop.member.user.applyResetPasswordWithSecurity',
  sendVerificationEmailCode: 'mtop.member.user.sendVerificationEmailCode',
  verifyEmailCode: 'mtop.member.user.verifyEmailCode',
  verifyPhoneCode: 'mtop.member.user.verifyPhoneCode',
  completeProfileByRegisterToken: 'mtop.member.user.completeProfileByRegisterToken',
  updateUserProfile: 'mtop.member.user.updateUserProfile',
  generateQrCodeUrl: 'mtop.member.user.generateQrCodeUrl',
  checkQrCodeStatus: 'mtop.member.user.checkQrCodeStatus',
  checkSmsChannel: 'mtop.member.user.checkSmsChannel',
  getUser: 'mtop.member.user.getUser',
  sendVerificationSms: 'mtop.member.user.sendVerificationSms',
} as const);

export type GatewayApiName = keyof typeof GATEWAY_APIS;

/** The CSRF token of the member site (the member client's getCsrfToken, cached there). */
export type CsrfProvider = () => Promise<string>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Try the static JSONP fallback when the call fails (spec §7.3 backup flag); only calls that say so read it. */
  backup?: boolean;
}

export const SMS_CHANNEL_TYPES: readonly SmsChannelType[] = Object.freeze(['SMS', 'WHATSAPP', 'VOICE']);
export const QR_STATUSES: readonly QrStatus[] = Object.freeze(['PENDING', 'SCANNED', 'SUCCESS', 'FAILURE']);

type Json = Record<string, unknown>;

/** Some answers wrap their fields in `module` (spec §7.2 "returns module ..."); both shapes are read. */
function unwrap(data: unknown): Json {
  if (!isRecord(data)) throw parseError();
  return isRecord(data.module) ? data.module : data;
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

function sendCodeResult(data: unknown): SendCodeResult {
  const body = data === undefined || data === null ? {} : unwrap(data);
  return { codeLength: parseCodeLength(body.codeLength) };
}

function verifyResult(data: unknown): VerifyResult {
  const body = unwrap(data);
  const token = str(body.token);
  const verifyUrl = str(body.verifyUrl);
  if (!token && !verifyUrl) throw parseError();
  return { token: token ?? '', tokenType: (str(body.tokenType) ?? '') as VerifyTokenType, verifyUrl };
}

async function withCsrf(csrf: CsrfProvider, data: Json): Promise<Json> {
  let token: string;
  try {
    token = await csrf();
  } catch (cause) {
    throw asApiError(cause);
  }
  return { ...data, [CSRF_FIELD]: token };
}

function call<T>(gateway: Gateway, name: GatewayApiName, request: Omit<GatewayRequest, 'api'>): Promise<T> {
  return gateway.request<T>({ ...request, api: GATEWAY_APIS[name] });
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Restores an account with a pending deletion (DELETION_COOL_CONFIRM). Resolves data.loginResponse. POST (spec
 * §7.2 gives no method): the deletion-cancel token travels in the body, not in the URL (logs, referrers).
 */
export async function cancelDeletion(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: { token: string },
  options: CallOptions = {},
): Promise<LoginResponse | undefined> {
  const data = await call<unknown>(gateway, 'cancelDeletion', {
    method: 'POST',
    // CSRF-protected (issue 12 finding 14): a cross-site page must not restore an account and start a session.
    data: await withCsrf(csrf, { token: input.token }),
    signal: options.signal,
  });
  const loginResponse = isRecord(data) ? data.loginResponse : undefined;
  return isRecord(loginResponse) ? normaliseLoginResponse(loginResponse) : undefined;
}

/**
 * Mints the RESET_PASSWORD token that the forgot-password flow verifies. POST (spec §7.2 gives no method): the
 * login name travels in the body, not in the URL.
 */
export async function applyResetPasswordWithSecurity(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: { loginName: string },
  options: CallOptions = {},
): Promise<SecurityToken> {
  const data = await call<unknown>(gateway, 'applyResetPasswordWithSecurity', {
    method: 'POST',
    // CSRF-protected (issue 12 finding 14), like every other call of the reset flow.
    data: await withCsrf(csrf, { tokenType: 'RESET_PASSWORD', loginName: input.loginName }),
    signal: options.signal,
  });
  const body = unwrap(data);
  const token = str(body.token);
  if (!token) throw parseError();
  return { token, type: (str(body.type) ?? 'RESET_PASSWORD') as VerifyTokenType };
}

export interface SendEmailCodeInput {
  /** The flow's token (e.g. from applyResetPasswordWithSecurity). */
  token?: string;
  type: CodeType | VerifyTokenType;
  email?: string;
  phone?: string;
  isResend?: boolean;
  pageSource?: string;
  innerPageSource?: string;
  bizScene?: string;
  deliveryType?: string;
  /** Proof of a passed slider check (e-mail sign-up sends it). */
  sliderToken?: string;
  /** The sign-up's promotions opt-in (OTP_REGISTER only; this package's fields, the spec shows none). */
  promotionSms?: boolean;
  promotionEmail?: boolean;
}

export async function sendVerificationEmailCode(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: SendEmailCodeInput,
  options: CallOptions = {},
): Promise<SendCodeResult> {
  const data = await call<unknown>(gateway, 'sendVerificationEmailCode', {
    method: 'POST',
    secure: true,
    data: await withCsrf(csrf, { ...input }),
    signal: options.signal,
  });
  return sendCodeResult(data);
}

export interface VerifyCodeInput {
  type: CodeType | VerifyTokenType;
  token?: string;
  code: string;
  email?: string;
  phone?: string;
  /** Short anti-fraud user-agent token, when the page has one. */
  shortUa?: string;
  isSec?: boolean;
}

export async function verifyEmailCode(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: VerifyCodeInput,
  options: CallOptions = {},
): Promise<VerifyResult> {
  const data = await call<unknown>(gateway, 'verifyEmailCode', {
    method: 'POST',
    data: await withCsrf(csrf, { ...input }),
    signal: options.signal,
  });
  return verifyResult(data);
}

export async function verifyPhoneCode(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: VerifyCodeInput,
  options: CallOptions = {},
): Promise<VerifyResult> {
  const data = await call<unknown>(gateway, 'verifyPhoneCode', {
    method: 'POST',
    data: await withCsrf(csrf, { ...input }),
    signal: options.signal,
  });
  return verifyResult(data);
}

/** Base64 of at least a 1024-bit RSA block: a clear password (at most 50 characters) can never pass. */
const RSA_CIPHERTEXT = /^[A-Za-z0-9+/]{170,}={0,2}$/;

export interface CompleteProfileInput {
  /** The register token of the phone sign-up. */
  token: string;
  name: string;
  /** The password already RSA-encrypted by the caller (api/rsa.ts); a clear password is refused. */
  encryptPassword: string;
}

/** Profile completion step 1. Rejects ApiError('config', 'RSA_ENCRYPT_FAILED') without a call for a clear password. */
export async function completeProfileByRegisterToken(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: CompleteProfileInput,
  options: CallOptions = {},
): Promise<void> {
  if (typeof input.encryptPassword !== 'string' || !RSA_CIPHERTEXT.test(input.encryptPassword)) {
    throw new ApiError('config', CLIENT_ERROR_KEYS.rsa);
  }
  await call<unknown>(gateway, 'completeProfileByRegisterToken', {
    method: 'POST',
    data: await withCsrf(csrf, { token: input.token, name: input.name, password: input.encryptPassword }),
    signal: options.signal,
  });
}

export interface UpdateProfileInput {
  gender?: Gender;
  /** year-month-day joined by dashes. */
  birthday?: string;
}

/** Profile completion step 2 (requires login). */
export async function updateUserProfile(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: UpdateProfileInput,
  options: CallOptions = {},
): Promise<void> {
  await call<unknown>(gateway, 'updateUserProfile', {
    method: 'POST',
    needLogin: true,
    data: await withCsrf(csrf, { gender: input.gender, birthday: input.birthday }),
    signal: options.signal,
  });
}

export async function generateQrCodeUrl(
  gateway: Gateway,
  input: { clientId: string },
  options: CallOptions = {},
): Promise<QrSession> {
  const data = await call<unknown>(gateway, 'generateQrCodeUrl', {
    method: 'POST',
    data: { clientId: input.clientId },
    signal: options.signal,
  });
  const body = unwrap(data);
  const requestId = str(body.requestId);
  const qrLoginUrl = str(body.qrLoginUrl);
  const expire = positiveInt(body.expire);
  const interval = positiveInt(body.interval);
  if (!requestId || !qrLoginUrl || !expire || !interval) throw parseError();
  return { requestId, qrLoginUrl, expire, interval };
}

export async function checkQrCodeStatus(
  gateway: Gateway,
  input: { clientId: string; requestId: string },
  options: CallOptions = {},
): Promise<QrStatusResult> {
  const data = await call<unknown>(gateway, 'checkQrCodeStatus', {
    method: 'POST',
    data: { clientId: input.clientId, requestId: input.requestId },
    signal: options.signal,
  });
  const body = unwrap(data);
  const status = str(body.status)?.toUpperCase() as QrStatus | undefined;
  if (!status || !QR_STATUSES.includes(status)) throw parseError();
  const token = str(body.token);
  if (status === 'SUCCESS' && !token) throw parseError();
  return token ? { status, token } : { status };
}

/** The channels a code can be sent by (no login needed). Unknown channel types are dropped. */
export async function checkSmsChannel(
  gateway: Gateway,
  input: { phone?: string } = {},
  options: CallOptions = {},
): Promise<SmsChannel[]> {
  const data = await call<unknown>(gateway, 'checkSmsChannel', {
    data: input.phone ? { phone: input.phone } : {},
    signal: options.signal,
    backup: options.backup === true,
  });
  const list: unknown = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data.module)
      ? data.module
      : isRecord(data) && Array.isArray(data.channels)
        ? data.channels
        : undefined;
  if (!Array.isArray(list)) throw parseError();
  const channels: SmsChannel[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    const type = str(item.type)?.toUpperCase() as SmsChannelType | undefined;
    if (!type || !SMS_CHANNEL_TYPES.includes(type)) continue;
    channels.push({
      type,
      text: str(item.text) ?? '',
      icon: str(item.icon) ?? '',
      supportOneClickVerify: item.supportOneClickVerify === true,
    });
  }
  return channels;
}

/**
 * The signed-in user (requires login). With `needLogin: false` a session failure rejects at once instead of running
 * the login flow (a header asking who is signed in must not open a login).
 */
export async function getUser(gateway: Gateway, options: CallOptions & { needLogin?: boolean } = {}): Promise<User> {
  const data = await call<unknown>(gateway, 'getUser', { needLogin: options.needLogin !== false, signal: options.signal });
  const body = unwrap(data);
  const user = isRecord(body.user) ? body.user : body;
  if (str(user.id) === undefined) throw parseError();
  return user as unknown as User;
}

export interface SendSmsInput {
  phone: string;
  type: CodeType | VerifyTokenType;
  /** The flow's token, when the code belongs to one. */
  token?: string;
  deliveryType?: SmsChannelType;
  phonePrefixCode?: string;
  isResend?: boolean;
  pageSource?: string;
  innerPageSource?: string;
  bizScene?: string;
}

export async function sendVerificationSms(
  gateway: Gateway,
  csrf: CsrfProvider,
  input: SendSmsInput,
  options: CallOptions = {},
): Promise<SendCodeResult> {
  const data = await call<unknown>(gateway, 'sendVerificationSms', {
    method: 'POST',
    data: await withCsrf(csrf, { ...input }),
    signal: options.signal,
  });
  return sendCodeResult(data);
}

// ---------------------------------------------------------------------------------------------------------------

/** All calls bound to one gateway and CSRF provider: the shape a services object takes. */
export function createGatewayCalls(gateway: Gateway, csrf: CsrfProvider) {
  return Object.freeze({
    cancelDeletion: (input: { token: string }, options?: CallOptions) => cancelDeletion(gateway, csrf, input, options),
    applyResetPasswordWithSecurity: (input: { loginName: string }, options?: CallOptions) =>
      applyResetPasswordWithSecurity(gateway, csrf, input, options),
    sendVerificationEmailCode: (input: SendEmailCodeInput, options?: CallOptions) =>
      sendVerificationEmailCode(gateway, csrf, input, options),
    verifyEmailCode: (input: VerifyCodeInput, options?: CallOptions) => verifyEmailCode(gateway, csrf, input, options),
    verifyPhoneCode: (input: VerifyCodeInput, options?: CallOptions) => verifyPhoneCode(gateway, csrf, input, options),
    completeProfileByRegisterToken: (input: CompleteProfileInput, options?: CallOptions) =>
      completeProfileByRegisterToken(gateway, csrf, input, options),
    updateUserProfile: (input: UpdateProfileInput, options?: CallOptions) =>
      updateUserProfile(gateway, csrf, input, options),
    generateQrCodeUrl: (input: { clientId: string }, options?: CallOptions) => generateQrCodeUrl(gateway, input, options),
    checkQrCodeStatus: (input: { clientId: string; requestId: string }, options?: CallOptions) =>
      checkQrCodeStatus(gateway, input, options),
    checkSmsChannel: (input?: { phone?: string }, options?: CallOptions) => checkSmsChannel(gateway, input, options),
    getUser: (options?: CallOptions & { needLogin?: boolean }) => getUser(gateway, options),
    sendVerificationSms: (input: SendSmsInput, options?: CallOptions) =>
      sendVerificationSms(gateway, csrf, input, options),
  });
}

export type GatewayCalls = ReturnType<typeof createGatewayCalls>;
