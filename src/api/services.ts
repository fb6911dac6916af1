/**
 * The services object: the only I/O the popup's statecharts can reach (STYLE.md §1). Machines call these through
 * named `fromPromise` actors; tests replace individual services, or keep them and put msw at the HTTP edge.
 * Passwords are RSA-encrypted inside the clients, never here and never in a machine's context longer than a call.
 */
import type { MemberConfig } from '../config/index.js';
import { readUserId } from '../config/cookies.js';
import type { Gender } from '../validation/text.js';
import type { SocialProviderName, SliderTrace } from './types.js';
import { createMemberClient, type MemberClient, type MemberClientOptions } from './member.js';
import type { OtpType } from './member-types.js';
import { encryptPassword } from './rsa.js';
import { createGateway, type GatewayHooks, type GatewayOptions } from './gateway/client.js';
import { createGatewayCalls, type GatewayCalls, type SendSmsInput } from './gateway/calls.js';
import { createSdkSocialProvider, type SocialProvider, type SocialSignIn } from './social.js';
import type {
  LoginResponse,
  QrSession,
  QrStatusResult,
  SecurityToken,
  SendCodeResult,
  SmsChannel,
  SmsChannelType,
  User,
  VerifyResult,
} from './types.js';

/** The fixed buyer client id of QR login (spec §7.2 generateQrCodeUrl). */
export const QR_CLIENT_ID = 'member-popup-buyer';
/** The bizScene the popup reports for its calls. */
export const POPUP_BIZ_SCENE = 'popup';

export type EmailCodeType = 'OTP_REGISTER' | 'RESET_PASSWORD';

/**
 * The sign-up's optional promotions opt-in (spec §1), passed along with the registration code request. The documented
 * send-code payloads (spec §7.1, §7.2) have no field for it: this package sends `promotionSms` and `promotionEmail`
 * with an OTP_REGISTER code request (README, Calls), and the server keeps them for the account the code creates.
 */
export interface PromotionsOptIn {
  sms: boolean;
  email: boolean;
}

/** The opt-in's wire fields: only a sign-up code request carries them. */
function promotionFields(type: string, promotions: PromotionsOptIn | undefined): { promotionSms?: boolean; promotionEmail?: boolean } {
  return type === 'OTP_REGISTER' && promotions ? { promotionSms: promotions.sms, promotionEmail: promotions.email } : {};
}

export interface Services {
  login(input: { loginName: string; password: string }): Promise<LoginResponse>;
  /** Delivery channels for a phone (check-SMS-channel; no login needed). */
  smsChannels(phone?: string): Promise<SmsChannel[]>;
  /** Server phone check before sending a code (type ADDRESS). */
  validatePhone(phone: string): Promise<boolean>;
  sendPhoneCode(input: {
    type: OtpType;
    phone: string;
    deliveryType: SmsChannelType;
    resend: boolean;
    sliderToken?: string;
    promotions?: PromotionsOptIn;
  }): Promise<SendCodeResult>;
  /** Code login (OTP_LOGIN) or code sign-up (OTP_REGISTER) with the same code. */
  loginByPhoneCode(input: { type: OtpType; phone: string; code: string; deliveryType: SmsChannelType }): Promise<LoginResponse>;
  /**
   * E-mail code. OTP_REGISTER names the address; RESET_PASSWORD names the account by its token, so the address may be
   * left out (COMPLETE_PASSWORD_FOR_LOGIN knows only a masked one).
   */
  sendEmailCode(input: {
    type: EmailCodeType;
    email?: string;
    token?: string;
    resend: boolean;
    sliderToken?: string;
    promotions?: PromotionsOptIn;
  }): Promise<SendCodeResult>;
  verifyEmailCode(input: { type: EmailCodeType; email?: string; code: string; token?: string }): Promise<VerifyResult>;
  /**
   * Forgot-password code to a phone (gateway sendVerificationSms with the reset token). The token names the account,
   * so the phone may be left out (COMPLETE_PASSWORD_FOR_LOGIN knows only a masked one).
   */
  sendResetSms(input: { phone?: string; token: string; resend: boolean; deliveryType?: SmsChannelType }): Promise<SendCodeResult>;
  verifyResetPhoneCode(input: { phone?: string; code: string; token: string }): Promise<VerifyResult>;
  /** The provider's consent step: an authorization code, no member I/O. */
  socialSignIn(provider: SocialProviderName): Promise<SocialSignIn>;
  /** Exchanges the code; PL_USER_LOGIN_OAUTH_NOT_EXIST is the machine's to handle (repeat with REGISTER). */
  loginByOAuth(input: { provider: SocialProviderName; signIn: SocialSignIn; operateType: 'LOGIN' | 'REGISTER' }): Promise<LoginResponse>;
  generateQr(): Promise<QrSession>;
  checkQr(requestId: string): Promise<QrStatusResult>;
  loginByQr(token: string): Promise<LoginResponse>;
  applyResetPassword(loginName: string): Promise<SecurityToken>;
  resetPassword(input: { password: string; token: string }): Promise<{ loginResponse?: LoginResponse }>;
  /** Profile completion step 1 (spec §2.1: name and password) with the register token; encrypted here. */
  completeProfile(input: { token: string; name: string; password: string }): Promise<void>;
  /** Step 2 (login required). */
  updateProfile(input: { gender: Gender; birthday: string }): Promise<void>;
  /** Cancels a pending deletion (restore dialog). */
  restoreAccount(token: string): Promise<LoginResponse | undefined>;
  sliderChallenge(): Promise<{ challengeId: string; waitMs: number }>;
  verifySlider(input: { challengeId: string; trace: SliderTrace }): Promise<{ token: string }>;
  /** The signed-in user, or null when nobody is (refreshes the header account display). */
  currentUser(): Promise<User | null>;
  logout(): Promise<void>;
}

export interface CreateServicesOptions {
  member?: MemberClient;
  memberOptions?: MemberClientOptions;
  calls?: GatewayCalls;
  gatewayOptions?: GatewayOptions;
  /** Dialog hooks the popup supplies (busy, bot check, login-and-retry, navigation). */
  hooks?: GatewayHooks;
  social?: SocialProvider;
}

export function createServices(config: MemberConfig, options: CreateServicesOptions = {}): Services {
  const hooks = options.hooks ?? options.gatewayOptions?.hooks;
  const member =
    options.member ?? createMemberClient(config, { botCheck: hooks?.botCheck, ...options.memberOptions });
  const csrf = () => member.csrfToken();
  const calls =
    options.calls ??
    createGatewayCalls(createGateway(config, { ...options.gatewayOptions, hooks }), csrf);
  const social = options.social ?? createSdkSocialProvider();
  const common = { pageSource: POPUP_BIZ_SCENE, bizScene: POPUP_BIZ_SCENE };

  return {
    login: (input) => member.login(input),
    smsChannels: (phone) => calls.checkSmsChannel(phone ? { phone } : {}),
    validatePhone: async (phone) => (await member.validatePhone({ phone })).isValid,
    sendPhoneCode: ({ promotions, ...input }) =>
      member.sendCode({ ...input, ...common, checkRisk: true, ...promotionFields(input.type, promotions) }),
    loginByPhoneCode: (input) => member.loginByCode({ ...input, ...common }),
    sendEmailCode: ({ resend, promotions, ...input }) =>
      calls.sendVerificationEmailCode({
        ...input,
        ...common,
        isResend: resend,
        deliveryType: 'EMAIL',
        ...promotionFields(input.type, promotions),
      }),
    verifyEmailCode: (input) => calls.verifyEmailCode(input),
    sendResetSms: ({ resend, deliveryType, ...input }) =>
      calls.sendVerificationSms({
        ...input,
        ...common,
        type: 'RESET_PASSWORD',
        isResend: resend,
        deliveryType: deliveryType ?? 'SMS',
        phonePrefixCode: config.site.phoneCode,
        // The gateway call's input still types `phone` as required; with a reset token the member server takes none
        // (the code goes to the token's account), so a missing phone stays off the wire.
      } as SendSmsInput),
    verifyResetPhoneCode: (input) => calls.verifyPhoneCode({ ...input, type: 'RESET_PASSWORD' }),
    socialSignIn: (provider) => social.signIn(provider),
    loginByOAuth: ({ provider, signIn, operateType }) =>
      member.loginByOAuthCode({
        oauthType: provider,
        oauthCode: signIn.oauthCode,
        redirectUri: signIn.redirectUri,
        bizScene: POPUP_BIZ_SCENE,
        operateType,
      }),
    generateQr: () => calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID }),
    checkQr: (requestId) => calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId }),
    loginByQr: (token) => member.loginByQrCode({ token }),
    applyResetPassword: (loginName) => calls.applyResetPasswordWithSecurity({ loginName }),
    resetPassword: async (input) => {
      const result = await member.resetPassword(input);
      return result.loginResponse ? { loginResponse: result.loginResponse } : {};
    },
    completeProfile: async ({ token, name, password }) =>
      calls.completeProfileByRegisterToken({
        token,
        name,
        encryptPassword: await encryptPassword(password, config.rsaPublicKey),
      }),
    updateProfile: (input) => calls.updateUserProfile(input),
    restoreAccount: (token) => calls.cancelDeletion({ token }),
    sliderChallenge: () => member.sliderChallenge(),
    verifySlider: (input) => member.verifySlider(input),
    currentUser: async () => (readUserId(config.cookies) ? calls.getUser() : null),
    logout: () => member.logout(),
  };
}
