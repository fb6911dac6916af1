/**
 * The root popup machine's types (see popup.machine.ts): its input and context, the events screens, flows and the
 * hooks bridge send, what it emits, and the screen stack.
 */
import type { LazyFlow } from './popup.flows.js';
import type { Services } from '../api/services.js';
import type { LoginResponse, SmsChannelType } from '../api/types.js';
import type { MemberConfig } from '../config/index.js';
import type { Gender } from '../validation/text.js';
import type { FieldName, FlowOutput, OpeningScreen, ScreenName, ShortcutTarget, SliderTrace, SocialProviderName, ToastView, ViewMessage } from './contract.js';
import type { CompletePasswordEntry } from './forgot.machine.js';
import type { ToastTone } from './shared.js';

/** How the buyer closed the popup. */
export type CloseHow = 'button' | 'escape';
/** How the popup ended: closed by the buyer, or done (logged in, or a flow that ends by closing it). */
export type ClosedHow = CloseHow | 'loggedIn' | 'flow';

export type Navigate = (url: string, options: { top: boolean }) => void;

export interface PopupInput {
  readonly services: Services;
  readonly config: MemberConfig;
  /**
   * The screen it opens on (default Login). The member pages also open on ForgetPassword (/user/forget-password)
   * and on ResetPassword with `resetToken` (/user/reset-password: a verified reset token from a link or from the
   * identity verification page).
   */
  readonly screen?: OpeningScreen;
  /** The verified reset token ResetPassword sets the password with (screen ResetPassword). */
  readonly resetToken?: string;
  readonly hideClose?: boolean;
  /** The host page's address (its `redirect` parameter, the SECOND_VERIFICATION redirect). */
  readonly pageUrl?: string;
  /** Leaves the page; receives URLs that already passed the redirect guard. */
  readonly navigate?: Navigate;
}

/** Screens the root stack holds (a flow's own sub-screens are not on it). */
export type StackScreen = Exclude<ScreenName, 'Verify' | 'VerifyMethodList' | 'PhoneCall'>;

export interface PopupContext {
  readonly services: Services;
  readonly config: MemberConfig;
  readonly pageUrl: string;
  readonly navigate: Navigate;
  readonly hideClose: boolean;
  readonly initialScreen: OpeningScreen;
  /** A verified reset token the member page's ResetPassword opens with ('' for none). */
  readonly resetToken: string;
  readonly stack: readonly StackScreen[];
  readonly loginMode: 'password' | 'code';
  /** Values kept across screens (LoginView.values). */
  readonly loginValues: { readonly loginName: string; readonly phone: string };
  readonly channel: SmsChannelType;
  /** The Registry consent box, for social sign-up from Registry. */
  readonly registryConsent: boolean;
  /** The provider's button last pressed while the social login was not running (it gets that press once it runs). */
  readonly socialProvider: SocialProviderName | null;
  readonly qrHintShown: boolean;
  readonly toast: ToastView | null;
  readonly toastSeq: number;
  /** Busy dialogs the gateway hook already showed (their 'traffic' errors must not show another). */
  readonly hookBusyShown: number;
  readonly busyRequests: readonly number[];
  readonly botRequests: readonly number[];
  readonly loginRequests: readonly number[];
  /** COMPLETE_PASSWORD_FOR_LOGIN: the unverified reset token and where its code goes (the forgot flow's code step). */
  readonly completePassword: CompletePasswordEntry | null;
  /** ProfileComplete's register token (COMPLETE_PROFILE). */
  readonly profileToken: string;
  readonly restoreToken: string;
}

/** Events the screens send (through `createSenders`). */
export type ScreenEvent =
  /** `how` says who closed it (tracking): the close button (default) or Escape. */
  | { type: 'CLOSE'; how?: CloseHow }
  | { type: 'BACK' }
  | { type: 'INPUT'; field: FieldName; value?: string }
  | { type: 'DISMISS_TOAST' }
  | { type: 'SET_LOGIN_MODE'; mode: 'password' | 'code' }
  | { type: 'SUBMIT_PASSWORD_LOGIN'; loginName: string; password: string }
  | { type: 'SELECT_CHANNEL'; channel: SmsChannelType }
  | { type: 'SUBMIT_CODE_LOGIN'; phone: string }
  | { type: 'SOCIAL_LOGIN'; provider: SocialProviderName }
  | { type: 'TO_QRCODE' }
  | { type: 'TO_REGISTRY' }
  | { type: 'TO_LOGIN' }
  | { type: 'TO_FORGET_PASSWORD' }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'TO_METHOD_LIST' }
  | { type: 'CHOOSE_METHOD'; channel: SmsChannelType }
  | { type: 'REQUEST_VOICE_CALL' }
  | { type: 'REFRESH_QR' }
  | { type: 'SET_METHOD'; method: 'phone' | 'email' }
  | { type: 'SET_CONSENT'; checked: boolean }
  | { type: 'SET_PROMOTION'; channel: 'sms' | 'email'; checked: boolean }
  | { type: 'SLIDER_DRAGGED'; trace: SliderTrace }
  | { type: 'REFRESH_SLIDER' }
  /** Registry (phone or email) and ForgetPassword (account) submit. */
  | { type: 'SUBMIT'; phone?: string; email?: string; account?: string }
  | { type: 'SUBMIT_RESET'; password: string; retype: string }
  | { type: 'GO_TO'; target: ShortcutTarget }
  | { type: 'STOP_COUNTDOWN' }
  | { type: 'SUBMIT_STEP1'; name: string; password: string }
  | { type: 'SUBMIT_STEP2'; gender: Gender | ''; birthday: string }
  | { type: 'SKIP' }
  | { type: 'GO_SHOPPING' }
  | { type: 'DISMISS_DIALOG' }
  | { type: 'CONFIRM_DIALOG' }
  | { type: 'CONFIRM_RESTORE' }
  /** "Try again" after a flow's chunk failed to load. */
  | { type: 'RETRY_LOAD' }
  /** The visitor is about to use a lazy flow (pointer over or focus on what starts it): its chunk loads now. */
  | { type: 'INTENT'; flow: LazyFlow };

/**
 * Which screen events are an action of the user that takes an error toast away (the toast region). Typing (INPUT)
 * is not, nor is an answer inside a dialog over the screen (busy, bot check, restore, notice: the toast is the
 * screen's); the toast's own close button (DISMISS_TOAST) closes it anyway. A Record, so every new screen
 * event has to be classified here.
 */
const TAKES_ERROR_TOAST_AWAY: Readonly<Record<ScreenEvent['type'], boolean>> = {
  CLOSE: true,
  BACK: true,
  INPUT: false,
  DISMISS_TOAST: false,
  SET_LOGIN_MODE: true,
  SUBMIT_PASSWORD_LOGIN: true,
  SELECT_CHANNEL: true,
  SUBMIT_CODE_LOGIN: true,
  SOCIAL_LOGIN: true,
  TO_QRCODE: true,
  TO_REGISTRY: true,
  TO_LOGIN: true,
  TO_FORGET_PASSWORD: true,
  SUBMIT_CODE: true,
  RESEND: true,
  CHANGE_NUMBER: true,
  TO_METHOD_LIST: true,
  CHOOSE_METHOD: true,
  REQUEST_VOICE_CALL: true,
  REFRESH_QR: true,
  SET_METHOD: true,
  SET_CONSENT: true,
  SET_PROMOTION: true,
  SLIDER_DRAGGED: false,
  REFRESH_SLIDER: false,
  SUBMIT: true,
  SUBMIT_RESET: true,
  GO_TO: true,
  STOP_COUNTDOWN: true,
  SUBMIT_STEP1: true,
  SUBMIT_STEP2: true,
  SKIP: true,
  GO_SHOPPING: true,
  DISMISS_DIALOG: false,
  CONFIRM_DIALOG: false,
  CONFIRM_RESTORE: false,
  RETRY_LOAD: true,
  INTENT: false,
};

/** The screen events that count as the user's next action (see TAKES_ERROR_TOAST_AWAY). */
export const USER_ACTIONS: ReadonlySet<string> = new Set(
  Object.entries(TAKES_ERROR_TOAST_AWAY)
    .filter(([, takesAway]) => takesAway)
    .map(([type]) => type),
);

/** Events from the flows (through the actor system) and the gateway hooks bridge. */
export type SystemEvent =
  | { type: 'SHOW_TOAST'; message: ViewMessage; tone: ToastTone }
  | { type: 'FLOW_BUSY'; error: unknown }
  | { type: 'SHOW_BUSY'; requestId: number }
  | { type: 'SHOW_BOT'; requestId: number; url?: string }
  | { type: 'LOGIN_REQUIRED'; requestId: number }
  | { type: 'NAVIGATE'; url: string; top?: boolean };

/** The root's own events: a finished flow's output to route, a stack pop, a flow to restart. */
export type InternalEvent = { type: 'ROUTE'; output: FlowOutput } | { type: 'POP' } | { type: 'RESUME' } | { type: 'QR_HINT_DONE' };

export type PopupEvent = ScreenEvent | SystemEvent | InternalEvent;

/** What the runtime and the hooks bridge listen to (`actor.on(type, …)`). */
export type PopupEmitted =
  | { type: 'loggedIn'; response: LoginResponse }
  | { type: 'busyDismissed'; requestIds: readonly number[] }
  | { type: 'botResolved'; requestIds: readonly number[]; passed: boolean }
  | { type: 'loginResolved'; requestIds: readonly number[]; loggedIn: boolean }
  | { type: 'closed'; how: ClosedHow };

/** The state under `screens` for each stack screen. */
export const SCREEN_STATES: Readonly<Record<StackScreen, string>> = Object.freeze({
  Login: 'login',
  Qrcode: 'qrcode',
  Registry: 'registry',
  ForgetPassword: 'forgot',
  ResetPassword: 'reset',
  ProfileComplete: 'profile',
});
export const STACK_SCREENS = Object.keys(SCREEN_STATES) as StackScreen[];
export const screenTarget = (screen: StackScreen) => `#popup.open.screens.${SCREEN_STATES[screen]}`;

/** The transition to a stack screen: its state under `screens`, and the stack shows it. */
export const show = (screen: StackScreen) => ({ target: screenTarget(screen), actions: { type: 'showScreen', params: { screen } } }) as const;

/** Shows a screen: back to it when it is already on the stack, else on top. */
export function showOnStack(stack: readonly StackScreen[], screen: StackScreen): StackScreen[] {
  const at = stack.indexOf(screen);
  return at >= 0 ? stack.slice(0, at + 1) : [...stack, screen];
}
