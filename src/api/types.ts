/**
 * Entity types shared by the member HTTP client and the gateway client (spec §3.2–§3.4). Wire shapes: every field
 * the server may omit is optional, and nothing here is validated; the clients normalise what they depend on.
 */

import type { Gender } from '../validation/text.js';

/** The signed-in member (spec §3.2), as login, reset and getUser answer it. */
export interface User {
  id: string | number;
  name?: string;
  /** year-month-day joined by dashes. */
  birthday?: string;
  email?: string;
  emailConfirmed?: boolean;
  phone?: string;
  phonePrefixCode?: string;
  gender?: Gender | string;
  avatar?: string;
  language?: string;
  taxId?: string;
  branchId?: string;
  isVerified?: boolean;
  b2b?: boolean;
  isTest?: boolean;
  /** NORMAL in every sample. */
  status?: 'NORMAL' | string;
  /** BUYER in every sample. */
  type?: 'BUYER' | string;
  /** TRUSTED in every sample. */
  memberLevel?: 'TRUSTED' | string;
  enableEwallet?: boolean;
  enableNewsletter?: boolean;
  enableSmsNewsletter?: boolean;
  hasAddress?: boolean;
  hasPassword?: boolean;
  hasPinCode?: boolean;
  /** Country code of the site, e.g. "SG". */
  siteId?: string;
  gmtCreate?: number | string;
  gmtModified?: number | string;
  /** The marketplace-internal member id. */
  memberId?: string | number;
}

/** Next steps a login can ask for (spec §3.4, §4 "Login next steps"). */
export type LoginNextStepAction =
  | 'JUMP_TO_URL'
  | 'COMPLETE_PASSWORD_FOR_LOGIN'
  | 'OAUTH_VERIFY_EMAIL_PASSWORD'
  | 'OAUTH_COMPLETE_PHONE_FOR_REGISTER'
  | 'SECOND_VERIFICATION'
  | 'DELETION_COOL_CONFIRM'
  | 'COMPLETE_PROFILE';

export const LOGIN_NEXT_STEP_ACTIONS: readonly LoginNextStepAction[] = Object.freeze([
  'JUMP_TO_URL',
  'COMPLETE_PASSWORD_FOR_LOGIN',
  'OAUTH_VERIFY_EMAIL_PASSWORD',
  'OAUTH_COMPLETE_PHONE_FOR_REGISTER',
  'SECOND_VERIFICATION',
  'DELETION_COOL_CONFIRM',
  'COMPLETE_PROFILE',
]);

/** Verify token types (spec §3.4); the list is open-ended on the wire. */
export type VerifyTokenType = 'RESET_PASSWORD' | 'ACCOUNT_SECOND_VERIFICATION' | 'OAUTH_ID_TOKEN' | (string & {});

/** Code types (spec §3.4). */
export type CodeType = 'OTP_LOGIN' | 'OTP_REGISTER' | 'ADDRESS' | (string & {});

export interface LoginNextStepActionData {
  url?: string;
  jumpUrl?: string;
  token?: string;
  tokenType?: VerifyTokenType;
  /** DELETION_COOL_CONFIRM: the token the restore call takes. */
  deletionCancelToken?: string;
  /** COMPLETE_PASSWORD_FOR_LOGIN: where the code that proves the account goes (masked), and which channel. */
  identifier?: string;
  identifierType?: 'phone' | 'email';
}

export type LoginType = 'EMAIL' | 'PHONE_OTP' | (string & {});

/** The login module (spec §3.3). */
export interface LoginResponse {
  sessionId?: string;
  sessionExpiredTime?: number | string;
  cookieList?: unknown[];
  loginType?: LoginType;
  loginBehavior?: 'PHONE_REGISTER' | (string & {});
  loginNextStepAction?: LoginNextStepAction | (string & {});
  loginNextStepActionData?: LoginNextStepActionData;
  toRegisterToken?: string;
  needCompletePassword?: boolean;
  isEmailOptional?: boolean;
  hasPhone?: boolean;
  hasEmail?: boolean;
  loginSuccess?: boolean;
  userId?: string | number;
  redirectUrl?: string;
  /** The nested login response some calls wrap the result in. */
  loginResponseDTO?: LoginResponse;
  user?: User;
}

/** errorCode of a member HTTP envelope. */
export interface MemberErrorCode {
  key: string;
  displayMessage?: string;
}

/** The member HTTP envelope (spec §3.3): success, errorCode, module. */
export interface MemberEnvelope<T> {
  success: boolean;
  errorCode?: MemberErrorCode;
  module?: T;
}

/** A login call's full answer. */
export type LoginResult = MemberEnvelope<LoginResponse>;

export type SmsChannelType = 'SMS' | 'WHATSAPP' | 'VOICE';

/** One way to receive a code (spec §3.4). */
export interface SmsChannel {
  type: SmsChannelType;
  text: string;
  icon: string;
  supportOneClickVerify: boolean;
}

/** Send-code answer; codeLength is 6 unless the server says otherwise. */
export interface SendCodeResult {
  codeLength: number;
}

/** Verify-code answer (gateway verifyEmailCode / verifyPhoneCode). */
export interface VerifyResult {
  token: string;
  tokenType: VerifyTokenType;
  verifyUrl?: string;
}

/** Token minted for a flow (e.g. applyResetPasswordWithSecurity). */
export interface SecurityToken {
  token: string;
  type: VerifyTokenType;
}

/** Verify screen state (spec §3.4). */
export interface VerifyState {
  identifier: string;
  identifierType: 'email' | 'phone';
  codeLength: number;
  deliveryType?: SmsChannelType;
  isRiskPhone?: boolean;
}

/** A generated QR login (spec §3.4): poll every `interval` ms at most `expire` times. */
export interface QrSession {
  requestId: string;
  qrLoginUrl: string;
  /** Number of polls before the code is regenerated. */
  expire: number;
  /** Poll interval in ms. */
  interval: number;
}

export type QrStatus = 'PENDING' | 'SCANNED' | 'SUCCESS' | 'FAILURE';

export interface QrStatusResult {
  status: QrStatus;
  /** On SUCCESS: the OAUTH_ID_TOKEN the QR login call takes. */
  token?: string;
}

/** Account-deletion restore answer (spec §3.4). */
export interface RestoreResult {
  loginResponse?: LoginResponse;
}

/** The social sign-in providers (spec §2.1 Login / Registry). */
export type SocialProviderName = 'GOOGLE' | 'FACEBOOK';

/** What the slider widget measured: how far (0..1 of the track) and how the drag went over time. */
export interface SliderTrace {
  readonly distance: number;
  readonly durationMs: number;
  /** Pointer x positions (0..1) sampled during the drag; a keyboard completion sends its steps. */
  readonly samples: readonly number[];
}
