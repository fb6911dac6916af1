/**
 * The services of the flows Login does not need (issue 15): code login and sign-up, forgot and reset password, QR,
 * social login's exchange, profile completion, restore, the slider check, the current user and logout, wired to the
 * signed gateway's calls and the member client's flow calls. services.ts loads this module as its own chunk when the
 * popup opens (`prepare`) or at the first such call; Login's own services (password login, the CSRF token, the
 * social provider's consent step) stay in the first screen.
 */
import type { MemberConfig } from '../config/index.js';
import { loginPageUrlFor, trackingParams } from '../redirect/login-page.js';
import type { AppBridge } from './bridge.js';
import { askCurrentUser } from './current-user.js';
import { trackFlowServices } from './instrument-flows.js';
import { createGateway, type AntiFraudProvider, type GatewayHooks, type GatewayOptions } from './gateway/client.js';
import { createGatewayCalls, type GatewayCalls, type SendSmsInput } from './gateway/calls.js';
import type { MemberFlows } from './member-flows.js';
import { encryptPassword } from './rsa.js';
import { readSmsCode } from './web-otp.js';
import { POPUP_BIZ_SCENE, QR_CLIENT_ID, type FlowServices, type PromotionsOptIn } from './services.js';
import type { Tracker } from './tracking.js';

/** What createServices hands over (its options, resolved). */
export interface FlowServicesInput {
  bridge: AppBridge;
  /** The hooks given to createServices (the popup's), if any. */
  hooks: GatewayHooks | undefined;
  gatewayOptions: GatewayOptions | undefined;
  /** Given: the gateway's calls to use (tests); absent: a gateway built here. */
  calls: GatewayCalls | undefined;
  antiFraud: AntiFraudProvider | undefined;
  jsonp: NonNullable<GatewayOptions['jsonp']>;
  backup: boolean;
  pageUrl(): string;
  csrf(): Promise<string>;
  member: MemberFlows;
  /** Where the flows' steps are tracked (instrument-flows.ts), or null: not tracked. */
  tracker: Tracker | null;
}

const isMobileAgent = () => typeof navigator !== 'undefined' && /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);

/** The opt-in's wire fields: only a sign-up code request carries them. */
function promotionFields(type: string, promotions: PromotionsOptIn | undefined): { promotionSms?: boolean; promotionEmail?: boolean } {
  return type === 'OTP_REGISTER' && promotions ? { promotionSms: promotions.sms, promotionEmail: promotions.email } : {};
}

/**
 * The gateway hooks: the popup's when given; the app's login and navigation when the bridge is there; and with
 * neither, the §2.4 login page (the redirect brings the buyer back to this page).
 */
function integrationHooks(config: MemberConfig, bridge: AppBridge, given: GatewayHooks | undefined, pageUrl: () => string): GatewayHooks {
  const navigate = (url: string) => (given?.navigate ? given.navigate(url) : bridge.navigate(url));
  return {
    ...given,
    navigate,
    login: async () => {
      // Spec §7.3: inside the app, login is the app's ("Sorry, you have not login" when it refuses).
      if (bridge.available) {
        await bridge.login();
        return true;
      }
      if (given?.login) return given.login();
      const page = pageUrl();
      navigate(
        loginPageUrlFor(config.hosts, config.allowedDomains, {
          mobile: isMobileAgent(),
          redirect: page,
          hybrid: false,
          tracking: trackingParams(page),
          base: page || undefined,
        }),
      );
      return false;
    },
  };
}

export function createFlowServices(config: MemberConfig, input: FlowServicesInput): FlowServices {
  const { bridge, member, backup, antiFraud } = input;
  const hooks = integrationHooks(config, bridge, input.hooks, input.pageUrl);
  const calls =
    input.calls ??
    createGatewayCalls(createGateway(config, { bridge, ...input.gatewayOptions, jsonp: input.jsonp, hooks, ...(antiFraud ? { antiFraud } : {}) }), input.csrf);
  const common = { pageSource: POPUP_BIZ_SCENE, bizScene: POPUP_BIZ_SCENE };

  const services: FlowServices = {
    smsChannels: (phone) => calls.checkSmsChannel(phone ? { phone } : {}, { backup }),
    validatePhone: async (phone) => (await member.validatePhone({ phone })).isValid,
    sendPhoneCode: ({ promotions, ...sent }) =>
      member.sendCode({ ...sent, ...common, checkRisk: true, ...promotionFields(sent.type, promotions) }),
    loginByPhoneCode: (sent) => member.loginByCode({ ...sent, ...common }),
    sendEmailCode: ({ resend, promotions, ...sent }) =>
      calls.sendVerificationEmailCode({
        ...sent,
        ...common,
        isResend: resend,
        deliveryType: 'EMAIL',
        ...promotionFields(sent.type, promotions),
      }),
    verifyEmailCode: (sent) => calls.verifyEmailCode(sent),
    sendResetSms: ({ resend, deliveryType, ...sent }) =>
      calls.sendVerificationSms({
        ...sent,
        ...common,
        type: 'RESET_PASSWORD',
        isResend: resend,
        deliveryType: deliveryType ?? 'SMS',
        phonePrefixCode: config.site.phoneCode,
        // The gateway call's input still types `phone` as required; with a reset token the member server takes none
        // (the code goes to the token's account), so a missing phone stays off the wire.
      } as SendSmsInput),
    verifyResetPhoneCode: (sent) => calls.verifyPhoneCode({ ...sent, type: 'RESET_PASSWORD' }),
    loginByOAuth: ({ provider, signIn, operateType }) =>
      member.loginByOAuthCode({
        oauthType: provider,
        oauthCode: signIn.oauthCode,
        redirectUri: signIn.redirectUri,
        codeVerifier: signIn.codeVerifier,
        state: signIn.state,
        bizScene: POPUP_BIZ_SCENE,
        operateType,
      }),
    generateQr: () => calls.generateQrCodeUrl({ clientId: QR_CLIENT_ID }),
    checkQr: (requestId) => calls.checkQrCodeStatus({ clientId: QR_CLIENT_ID, requestId }),
    loginByQr: (token) => member.loginByQrCode({ token }),
    applyResetPassword: (loginName) => calls.applyResetPasswordWithSecurity({ loginName }),
    resetPassword: async (sent) => {
      const result = await member.resetPassword(sent);
      return result.loginResponse ? { loginResponse: result.loginResponse } : {};
    },
    completeProfile: async ({ token, name, password }) =>
      calls.completeProfileByRegisterToken({
        token,
        name,
        encryptPassword: await encryptPassword(password, config.rsaPublicKey, config.env === 'production'),
      }),
    updateProfile: (sent) => calls.updateUserProfile(sent),
    readSmsCode: (signal) => readSmsCode(signal),
    restoreAccount: (token) => calls.cancelDeletion({ token }),
    sliderChallenge: () => member.sliderChallenge(),
    verifySlider: (sent) => member.verifySlider(sent),
    currentUser: () => askCurrentUser(config, () => calls.getUser({ needLogin: false })),
    logout: () => member.logout(),
    passkeys: () => import('./passkey-services.js').then((module) => module.usablePasskeyServices(member)),
  };
  return input.tracker ? trackFlowServices(services, input.tracker) : services;
}
