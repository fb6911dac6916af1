/**
 * The popup's contract between statecharts and screens (see ../shared/STYLE.md §1).
 *
 * - Machines own behaviour; screens render a `PopupView` and call `PopupSenders`. Screens never import xstate.
 * - One child machine per flow ends in a final state whose output is a `FlowOutput`; the root popup machine routes on
 *   it with named guards and owns the screen stack, back and close.
 * - Every message a screen shows is a `ViewMessage`, rendered with `renderMessage(message, t)` from src/i18n.
 */
import type { ViewMessage } from '../i18n/message.js';
import type { LoginResponse, SliderTrace, SmsChannel, SmsChannelType, SocialProviderName } from '../api/types.js';
import type { SiteCode } from '../config/sites.js';
import type { Gender } from '../validation/text.js';

// Domain types that live on a lower floor (api, i18n), re-exported for the machines and screens.
export type { SliderTrace, SocialProviderName, ViewMessage };

export const SCREENS = Object.freeze([
  'Login',
  'Qrcode',
  'Registry',
  'Verify',
  'VerifyMethodList',
  'PhoneCall',
  'ForgetPassword',
  'ResetPassword',
  'ProfileComplete',
] as const);
export type ScreenName = (typeof SCREENS)[number];
export type InitialScreen = Extract<ScreenName, 'Login' | 'Registry'>;
/** The screens a runner may open the root on: the popup's two, and the member pages' forgot and reset pages. */
export type OpeningScreen = InitialScreen | Extract<ScreenName, 'ForgetPassword' | 'ResetPassword'>;

/** Every form field of the popup, so errors can point at (and focus) a field. */
export type FieldName =
  | 'loginName'
  | 'password'
  | 'phone'
  | 'email'
  | 'account'
  | 'code'
  | 'newPassword'
  | 'retypePassword'
  | 'name'
  | 'gender'
  | 'birthday'
  | 'consent';
export type FieldErrors = Readonly<Partial<Record<FieldName, ViewMessage>>>;

/** Slider bot check (spec §4): loading a challenge, ready to drag, checking, then verified / not verified / errored. */
export type SliderState = 'loading' | 'ready' | 'checking' | 'verified' | 'notVerified' | 'errored';

export interface LoginView {
  readonly mode: 'password' | 'code';
  /** Values kept across screens so nothing typed is lost (e.g. back from Verify). */
  readonly values: { readonly loginName: string; readonly phone: string };
  /** Delivery channels for code login (from the check-SMS-channel call; SMS alone until it answers). */
  readonly channels: readonly SmsChannel[];
  readonly channel: SmsChannelType;
  /** The QR hint tooltip: shown 1 s after opening, for 3 s. */
  readonly qrHintVisible: boolean;
  /** A social provider whose sign-in (or sign-up) is under way, if any: on Login and on Registry. */
  readonly socialPending: SocialProviderName | null;
}

export interface VerifyView {
  /** The phone (E.164) or e-mail the code went to. */
  readonly identifier: string;
  readonly identifierType: 'phone' | 'email';
  readonly codeLength: number;
  readonly deliveryType: SmsChannelType | 'EMAIL';
  /** Whole seconds until resend is allowed; 0 when it is. */
  readonly secondsLeft: number;
  readonly canResend: boolean;
  /** A risky phone may switch to the method list. */
  readonly isRiskPhone: boolean;
  /** Bumped whenever the code cells must be cleared (after a wrong code or a resend). */
  readonly resetToken: number;
  /** A code the browser read from the SMS (WebOTP), shown in the cells as it is checked; '' or absent when none. */
  readonly filledCode?: string;
}

export interface MethodListView {
  /** Voice plus the other channels (spec §2.1 VerifyMethodList). */
  readonly channels: readonly SmsChannel[];
}

export interface PhoneCallView {
  readonly phone: string;
}

export interface QrView {
  readonly status: 'loading' | 'pending' | 'scanned' | 'success' | 'error';
  /** The URL the phone app scans (drawn at QR_SIZE by the screen). */
  readonly qrLoginUrl: string | null;
}

export interface RegistryView {
  readonly method: 'phone' | 'email';
  readonly values: { readonly phone: string; readonly email: string };
  readonly consent: boolean;
  readonly promotions: { readonly sms: boolean; readonly email: boolean };
  readonly slider: SliderState;
}

export interface ForgotView {
  readonly values: { readonly account: string };
}

export interface ResetView {
  /** After a successful reset: the success view with its countdown (null before). */
  readonly success: { readonly secondsLeft: number; /** The buyer turned the countdown off (WCAG 2.2.1). */ readonly stopped: boolean } | null;
}

export interface ProfileView {
  readonly step: 1 | 2;
  readonly values: { readonly name: string; readonly gender: Gender | ''; readonly birthday: string };
}

export type DialogView =
  | { readonly type: 'busy' }
  /** The gateway's bot check: the slider (`sliderDragged` / `refreshSlider`); it closes itself once verified. */
  | { readonly type: 'bot'; readonly slider: SliderState }
  | { readonly type: 'restore' }
  /**
   * A message; with `confirm` it asks a question (e.g. consent before a social sign-up from Login): Confirm calls
   * `confirmDialog()`, Cancel `dismissDialog()`. Without it, its only button dismisses it.
   */
  | { readonly type: 'notice'; readonly message: ViewMessage; readonly confirm?: boolean };

export interface ToastView {
  /** Changes for every new toast, so the same text twice is announced twice. */
  readonly id: number;
  readonly message: ViewMessage;
  readonly tone: 'error' | 'success' | 'info';
}

/** Everything a screen may read. Derived from the machines' snapshots by a pure selector. */
export interface PopupView {
  readonly screen: ScreenName;
  readonly canGoBack: boolean;
  readonly hideClose: boolean;
  /** A request of the current screen is in flight (the `pending` tag). */
  readonly pending: boolean;
  readonly fieldErrors: FieldErrors;
  /** A screen-level error (server refusal, network), shown inline and announced. */
  readonly error: ViewMessage | null;
  readonly toast: ToastView | null;
  readonly dialog: DialogView | null;
  readonly site: SiteCode;
  /** The site's phone country code without "+", shown as the fixed prefix of phone fields. */
  readonly phonePrefix: string;
  /** The site's policy pages on its main host, for the environment the popup runs in (they open in a new tab). */
  /**
   * The site's policy pages on its main host (they open in a new tab), and the member host's guest-register page
   * (a guest's "Set a password" on Registry, spec §4 "Guest").
   */
  readonly links: { readonly terms: string; readonly privacy: string; readonly guestRegister: string };
  readonly login: LoginView;
  readonly verify: VerifyView | null;
  readonly methods: MethodListView | null;
  readonly phoneCall: PhoneCallView | null;
  readonly qr: QrView | null;
  readonly registry: RegistryView | null;
  readonly forgot: ForgotView | null;
  readonly reset: ResetView | null;
  readonly profile: ProfileView | null;
  /**
   * The screen's flow comes from its own chunk: 'loading' while it loads, 'failed' when the load failed (the screen
   * shows "Try again": `retryLoad()`), else null.
   */
  readonly flowLoad: 'loading' | 'failed' | null;
}

export type ShortcutTarget = 'shopping' | 'cart' | 'wishlist' | 'account';

/** Everything a screen may do. Each sends one event; none returns anything. */
export interface PopupSenders {
  /** `how` is for tracking: the close button (default) or Escape. */
  close(how?: 'button' | 'escape'): void;
  back(): void;
  /**
   * A field's value changed: clears that field's error (spec §5). The phone of the code login also passes its value:
   * a number that passes the client check is checked with the server at once, so "Send code" needs no serial check.
   */
  input(field: FieldName, value?: string): void;
  dismissToast(): void;

  // Login
  setLoginMode(mode: LoginView['mode']): void;
  submitPasswordLogin(values: { loginName: string; password: string }): void;
  selectChannel(channel: SmsChannelType): void;
  submitCodeLogin(values: { phone: string }): void;
  socialLogin(provider: SocialProviderName): void;
  toQrcode(): void;
  toRegistry(): void;
  toLogin(): void;
  toForgetPassword(): void;

  // Verify, VerifyMethodList, PhoneCall
  submitCode(code: string): void;
  resendCode(): void;
  changeNumber(): void;
  toMethodList(): void;
  chooseMethod(channel: SmsChannelType): void;
  requestVoiceCall(): void;

  // Qrcode
  refreshQr(): void;

  // Registry
  setRegistryMethod(method: RegistryView['method']): void;
  setConsent(checked: boolean): void;
  setPromotion(channel: 'sms' | 'email', checked: boolean): void;
  /**
   * The slider on top (the bot dialog's, else Registry's) was dragged to the end; the machine verifies the trace
   * through services.
   */
  sliderDragged(trace: SliderTrace): void;
  /** Fetch a new slider challenge (after "not verified" or "errored"). */
  refreshSlider(): void;
  submitRegistry(values: { phone?: string; email?: string }): void;

  // ForgetPassword, ResetPassword
  submitForgot(values: { account: string }): void;
  submitReset(values: { password: string; retype: string }): void;
  goTo(target: ShortcutTarget): void;
  /** Turn the reset-success countdown off: the popup stays open until the buyer chooses (WCAG 2.2.1). */
  stopCountdown(): void;

  // ProfileComplete
  submitProfileStep1(values: { name: string; password: string }): void;
  /** '' for gender when none is chosen: the machine answers with the gender rule's message. */
  submitProfileStep2(values: { gender: Gender | ''; birthday: string }): void;
  skipProfileStep(): void;
  goShopping(): void;

  // Dialogs
  /** Cancel / close of any dialog (busy "retry later", bot, restore Cancel, a notice's Cancel). */
  dismissDialog(): void;
  /** Confirm of a `notice` dialog (e.g. consent before a social sign-up from Login). */
  confirmDialog(): void;
  confirmRestore(): void;
  /** "Try again" after the screen's flow failed to load (`view.flowLoad` 'failed'). */
  retryLoad(): void;
  /**
   * The visitor is about to use a part loaded on demand (pointer over or focus on the login mode switch, or on a
   * social provider's button): load it now.
   */
  intent(part: 'codeLogin' | 'socialLogin'): void;
  /**
   * A login a part of the screen from its own chunk completed itself (Login's passkey sign-in, issue 25): routed as
   * every flow's login (ROUTE `loggedIn`).
   */
  loggedIn(response: LoginResponse, via: 'passkey'): void;
}

/** How a flow ended; the root routes on it with named guards. */
export type FlowOutput =
  /** Logged in (or registered): the root applies the next-step action of spec §4. */
  | { readonly type: 'loggedIn'; readonly response: LoginResponse; readonly via: 'password' | 'code' | 'social' | 'qr' | 'register' | 'restore' | 'passkey' }
  /** Go to another popup screen (flows started from a screen). */
  | { readonly type: 'goto'; readonly screen: InitialScreen | 'Qrcode' | 'ForgetPassword' }
  /** Leave the page for a URL (the root sends it through the redirect guard first). */
  | { readonly type: 'navigate'; readonly url: string; readonly top?: boolean }
  | { readonly type: 'back' }
  | { readonly type: 'close' };
