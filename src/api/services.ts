/**
 * The services object: the only I/O the popup's statecharts can reach (STYLE.md §1). Machines call these through
 * named `fromPromise` actors; tests replace individual services, or keep them and put msw at the HTTP edge.
 * Passwords are RSA-encrypted inside the clients, never here and never in a machine's context longer than a call.
 */
import type { MemberConfig } from '../config/index.js';
import type { Gender } from '../validation/text.js';
import type { SocialProviderName, SliderTrace } from './types.js';
import { createMemberCore, type MemberClientOptions, type MemberLoginCalls } from './member-core.js';
import type { MemberFlows } from './member-flows.js';
import type { MemberClient } from './member.js';
import type { OtpType } from './member-types.js';
import { detectBridge, type AppBridge } from './bridge.js';
import type { AntiFraudProvider, GatewayHooks, GatewayOptions } from './gateway/client.js';
import { currentScriptNonce } from './gateway/nonce.js';
import { trackLoginServices } from './instrument.js';
import { createTracker, type Tracker } from './tracking.js';
import type { GatewayCalls } from './gateway/calls.js';
import { deferredSocialProvider, type SocialProvider, type SocialSignIn, type SocialSignInOptions } from './social-keys.js';
import { asApiError } from './transport.js';
import type { PasskeyServices } from './passkey-services.js';
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
 * with an OTP_REGISTER code request (docs/calls.md), and the server keeps them for the account the code creates.
 */
export interface PromotionsOptIn {
  sms: boolean;
  email: boolean;
}

export interface Services {
  /**
   * Fetches what the first submit needs while the visitor types (the CSRF token, spec §7.1), so no submit waits
   * for it: the popup calls it when it opens. Never rejects (a failed fetch is asked again by the first call).
   */
  prepare?(): Promise<void>;
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
  /**
   * The provider's consent step: an authorization code, no member I/O. `options.signal` aborts it (the flow ended):
   * the provider's window closes and nothing of it stays behind.
   */
  socialSignIn(provider: SocialProviderName, options?: SocialSignInOptions): Promise<SocialSignIn>;
  /**
   * Passkeys (issue 25): the passkey flows' services (sign-in, the offer to create one), or null where this browser
   * cannot use passkeys. A flow service: the check (passkey-support.ts, with the in-app browser table) and the member
   * calls load on first call from their own chunks (services-flows.ts, passkey-services.ts).
   */
  passkeys(): Promise<PasskeyServices | null>;
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
  /**
   * WebOTP (api/web-otp.ts): the code of the SMS that arrives next, read by the browser, or null (no WebOTP, refused,
   * aborted). Never rejects; the signal ends the wait.
   */
  readSmsCode(signal: AbortSignal): Promise<string | null>;
  /** Cancels a pending deletion (restore dialog). */
  restoreAccount(token: string): Promise<LoginResponse | undefined>;
  sliderChallenge(): Promise<{ challengeId: string; waitMs: number }>;
  verifySlider(input: { challengeId: string; trace: SliderTrace }): Promise<{ token: string }>;
  /** The signed-in user, or null when nobody is (refreshes the header account display). */
  currentUser(): Promise<User | null>;
  logout(): Promise<void>;
}

/** The global a host's anti-fraud script fills with `{ getTokens(): Promise<{ ua?, umid? }> }` (read per request). */
export const ANTI_FRAUD_GLOBAL = 'MemberAntiFraud';

export interface CreateServicesOptions {
  member?: MemberClient;
  memberOptions?: MemberClientOptions;
  calls?: GatewayCalls;
  gatewayOptions?: GatewayOptions;
  /**
   * Dialog hooks the popup supplies (busy, bot check, login-and-retry, navigation). Without them a login-required
   * call whose session is gone sends the page to the login page of spec §2.4 (or logs in through the app bridge).
   */
  hooks?: GatewayHooks;
  social?: SocialProvider;
  /** The mobile-app bridge (spec §7.3): default `detectBridge()` (the app's `window.MemberAppBridge`); false: none. */
  bridge?: AppBridge | false;
  /** Where tracking events go: default a queue `window[trackQueue]` for the analytics script; false: none. */
  tracker?: Tracker | false;
  /** The global name of the tracking queue (default DEFAULT_TRACK_QUEUE, `__memberTrackQueue`). */
  trackQueue?: string;
  /**
   * The anti-fraud token source (user-agent token and device token, spec §7.2), awaited at most ANTI_BOT_TOKEN_WAIT_MS
   * per request, its headers left out when absent. Default: `window[ANTI_FRAUD_GLOBAL]` when the host's script set it.
   */
  antiFraud?: AntiFraudProvider | false;
  /** The backup flag (spec §7.3): listed calls (check-SMS-channel) fall back to the static JSONP file. Default true. */
  backup?: boolean;
  /** The page's address (the §2.4 login redirect comes back to it). Default `location.href`. */
  pageUrl?: string;
}

/** The anti-fraud provider a host's script installs as `globalThis[name]`, looked up on every request. */
export function globalAntiFraud(name: string = ANTI_FRAUD_GLOBAL): AntiFraudProvider {
  return {
    getTokens: async () => {
      const source = (globalThis as Record<string, unknown>)[name] as Partial<AntiFraudProvider> | undefined;
      return source && typeof source.getTokens === 'function' ? source.getTokens() : {};
    },
  };
}

const currentPage = () => (typeof location === 'undefined' ? '' : location.href);

/** The services of the flows Login does not need: services-flows.ts, loaded as its own chunk. */
export type FlowServices = Omit<Services, 'prepare' | 'login' | 'socialSignIn'>;

/** The names of the FlowServices (each a call that loads the flows' chunk first). */
const FLOW_SERVICES: Readonly<Record<keyof FlowServices, 0>> = {
  smsChannels: 0,
  validatePhone: 0,
  sendPhoneCode: 0,
  loginByPhoneCode: 0,
  sendEmailCode: 0,
  verifyEmailCode: 0,
  sendResetSms: 0,
  verifyResetPhoneCode: 0,
  loginByOAuth: 0,
  generateQr: 0,
  checkQr: 0,
  loginByQr: 0,
  applyResetPassword: 0,
  resetPassword: 0,
  completeProfile: 0,
  updateProfile: 0,
  readSmsCode: 0,
  restoreAccount: 0,
  sliderChallenge: 0,
  verifySlider: 0,
  currentUser: 0,
  logout: 0,
  passkeys: 0,
};

/** The longest `prepare` waits for the popup's first frame (a hidden tab paints none). */
export const PREPARE_PAINT_WAIT_MS = 100;

/** Resolves once the next frame has been painted (a frame, then a task), or after PREPARE_PAINT_WAIT_MS. */
function afterPaint(): Promise<void> {
  return new Promise((done) => {
    setTimeout(done, PREPARE_PAINT_WAIT_MS);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
  });
}

/**
 * The services (issue 15): Login's own (password login, the CSRF token, the social provider's consent step) in the
 * first screen; the others from the flows' chunks (services-flows.ts with the signed gateway's calls, and the member
 * client's flow calls, member-flows.ts), loaded in parallel when the popup opens (`prepare`) or at the first call.
 */
export function createServices(config: MemberConfig, options: CreateServicesOptions = {}): Services {
  const bridge = options.bridge === false ? detectBridge({}) : (options.bridge ?? detectBridge());
  const givenHooks = options.hooks ?? options.gatewayOptions?.hooks;
  const { core, flows: memberFlows } = popupMember(config, options.member, { botCheck: givenHooks?.botCheck, ...options.memberOptions });
  const csrf = () => core.csrfToken();
  const antiFraud = options.antiFraud === false ? undefined : (options.antiFraud ?? options.gatewayOptions?.antiFraud ?? globalAntiFraud());
  // Captured now: document.currentScript is only set while the creating script runs (the gateway is created later).
  const jsonp = { ...options.gatewayOptions?.jsonp, nonce: options.gatewayOptions?.jsonp?.nonce ?? currentScriptNonce() };
  const tracker = options.tracker === false ? null : (options.tracker ?? createTracker({ queueName: options.trackQueue }));
  const flows = lazyCalls(async () =>
    (await import('./services-flows.js')).createFlowServices(config, {
      bridge,
      hooks: givenHooks,
      gatewayOptions: options.gatewayOptions,
      calls: options.calls,
      antiFraud,
      jsonp,
      backup: options.backup !== false,
      pageUrl: () => options.pageUrl ?? currentPage(),
      csrf,
      member: memberFlows.calls,
      // The flows' steps are tracked there (instrument-flows.ts), Login's here.
      tracker,
    }),
  );
  // The SDKs' code loads on the first social sign-in (social-keys.ts), not with the first screen.
  const social = options.social ?? deferredSocialProvider((module) => module.createSdkSocialProvider());

  const services: Services = {
    ...(Object.fromEntries(Object.keys(FLOW_SERVICES).map((name) => [name, flows.calls[name as keyof FlowServices]])) as FlowServices),
    // The CSRF token, and the flows' two chunks (the code login's channel check and code send, the other flows),
    // once the first screen has painted: issuing them costs the click's frame a few milliseconds on a slow phone.
    // Settles when all three have (one failing does not cut the others short; each call retries its own later).
    prepare: () =>
      afterPaint()
        .then(() => Promise.allSettled([csrf(), flows.load(), memberFlows.load()]))
        .then(() => undefined),
    login: (input) => core.login(input),
    socialSignIn: (provider, signInOptions) => social.signIn(provider, signInOptions),
  };
  return tracker ? trackLoginServices(services, tracker) : services;
}

/**
 * The popup's member client: Login's calls from the core (in the first screen), the flows' calls (member-flows.ts)
 * from their own chunk. A client given by the caller (the member pages share theirs) serves both.
 */
function popupMember(
  config: MemberConfig,
  given: MemberClient | undefined,
  memberOptions: MemberClientOptions,
): { core: Pick<MemberLoginCalls, 'csrfToken' | 'login'>; flows: LazyCalls<MemberFlows> } {
  if (given) return { core: given, flows: { calls: given, load: () => Promise.resolve(given) } };
  return lazyMember(config, memberOptions);
}

/** The member client's two halves: the core (Login's calls) at once, the flows' calls from their own chunk. */
function lazyMember(config: MemberConfig, memberOptions: MemberClientOptions) {
  const core = createMemberCore(config, memberOptions);
  return { core, flows: lazyCalls(async () => (await import('./member-flows.js')).createMemberFlows(core, config)) };
}

/**
 * A member client (`createMemberClient`) whose flows' calls load from their own chunk at the first one: what the
 * member pages and the account area build (issue 28: their entries carry Login's calls only, as the popup does).
 */
export function createLazyMemberClient(config: MemberConfig, memberOptions: MemberClientOptions = {}): MemberClient {
  const { core, flows } = lazyMember(config, memberOptions);
  const { csrfToken, getCsrfToken, login, encryptPassword } = core;
  const own: Partial<MemberClient> = { csrfToken, getCsrfToken, login, encryptPassword };
  return new Proxy(own as MemberClient, {
    // Not a thenable: a client handed to a promise stays a client.
    get: (target, name) =>
      name in target ? target[name as keyof MemberClient] : typeof name === 'string' && name !== 'then' ? flows.calls[name as keyof MemberFlows] : undefined,
  });
}

interface LazyCalls<T> {
  /** Each call loads the module first (once), then runs. */
  calls: T;
  load(): Promise<T>;
}

/**
 * Calls from their own chunk (issue 15: Login's password form needs none of them: the signed gateway's, the member
 * client's flows): imported when the popup opens (`prepare`) or at the first call, then kept. A failed import is not
 * kept: the call rejects like a request that could not reach the server (ApiError kind 'network', so the flow shows
 * its network error with retry) and the next call imports again.
 */
function lazyCalls<T extends object>(create: () => Promise<T>): LazyCalls<T> {
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= create().catch((error: unknown) => {
      pending = undefined;
      throw asApiError(error);
    }));
  const calls = new Proxy({} as T, {
    get: (_, name: string) =>
      (...args: unknown[]) =>
        load().then((loaded) => (loaded[name as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args)),
  });
  return { calls, load };
}
