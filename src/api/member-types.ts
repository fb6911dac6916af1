/**
 * Request and result types of the member HTTP client (spec §7.1) that the shared entity types (types.ts) do not
 * cover. Results are what the client returns after normalising the wire module, not the wire shapes themselves.
 */
import type { CodeType, LoginResponse, SmsChannelType, User, VerifyTokenType } from './types.js';

export type OAuthType = 'GOOGLE' | 'FACEBOOK';
/** Social login: LOGIN first; REGISTER when the server answered PL_USER_LOGIN_OAUTH_NOT_EXIST. */
export type OAuthOperateType = 'LOGIN' | 'REGISTER';
/** Code types the send-code and code-login calls take. */
export type OtpType = 'OTP_LOGIN' | 'OTP_REGISTER';

/** Every call takes an optional abort signal. */
export interface MemberCallOptions {
  signal?: AbortSignal;
}

export interface PasswordLoginInput {
  /** Phone or e-mail. */
  loginName: string;
  /** Clear password; it is RSA-encrypted before it enters a body. */
  password: string;
}

export interface OAuthLoginInput {
  oauthType: OAuthType;
  /** Authorization code from the provider. */
  oauthCode: string;
  bizScene: string;
  trustToken?: string;
  redirectUri: string;
  operateType: OAuthOperateType;
  /** A redirect sign-in (issue 25): the PKCE verifier and the state the provider's code is bound to. */
  codeVerifier?: string;
  state?: string;
}

export interface ValidatePhoneInput {
  phone: string;
}

export interface ValidatePhoneResult {
  isValid: boolean;
}

export interface VerifyPhoneCodeInput {
  /** Code or token type of the flow (OTP_LOGIN, RESET_PASSWORD, ...); also sent as header operateType. */
  type: CodeType | VerifyTokenType;
  /** The flow token (e.g. the forgot-password verify token). */
  token: string;
  code: string;
  phone: string;
  phonePrefixCode?: string;
  deliveryType?: SmsChannelType;
  bizScene?: string;
  pageSource?: string;
  innerPageSource?: string;
}

/** verifyPhoneCode's module: every part optional (which ones come depends on the flow). */
export interface VerifyPhoneCodeResult {
  token?: string;
  tokenType?: VerifyTokenType;
  verifyUrl?: string;
  loginResponseDTO?: LoginResponse;
}

export interface ResetPasswordInput {
  /** Clear new password; it is RSA-encrypted before it enters a body. */
  password: string;
  /** The verified reset token. */
  token: string;
}

/** resetPassword's module is not documented; what is recognised in it. */
export interface ResetPasswordResult {
  user?: User;
  loginResponse?: LoginResponse;
}

export interface QrLoginInput {
  /** The OAUTH_ID_TOKEN a successful QR status poll returned. */
  token: string;
}

export interface SendCodeInput {
  type: OtpType;
  phone: string;
  deliveryType: SmsChannelType;
  /** Whether this is a resend after the countdown. */
  resend: boolean;
  /** Whether the server should run its risky-phone check (a risky phone answers PL-USER-RISK). */
  checkRisk: boolean;
  pageSource?: string;
  innerPageSource?: string;
  bizScene?: string;
  /** Proof of a passed slider check (sign-up sends it). */
  sliderToken?: string;
  /** The sign-up's promotions opt-in (OTP_REGISTER only; this package's fields, the spec shows none). */
  promotionSms?: boolean;
  promotionEmail?: boolean;
}

export interface CodeLoginInput {
  /** OTP_LOGIN, or OTP_REGISTER when the phone is not registered yet (same code). */
  type: OtpType;
  phone: string;
  code: string;
  deliveryType: SmsChannelType;
  /** Defaults to the configured site's phone code. */
  phonePrefixCode?: string;
  pageSource?: string;
  bizScene?: string;
  platform?: string;
}

export interface SliderChallenge {
  challengeId: string;
  /** The server accepts the answer no sooner than this many ms after the challenge (0 when it does not say). */
  waitMs: number;
}

export interface SliderVerifyInput {
  challengeId: string;
  /** What the slider widget measured (see SliderTrace in src/machines/contract.ts). */
  trace: { distance: number; durationMs: number; samples: readonly number[] };
}
