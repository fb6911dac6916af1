/**
 * The root popup machine (STYLE.md §1, spec §2.1, §4, §8): the screen stack, back and close, the QR hint, the toast,
 * the dialogs, the gateway hooks' requests, and the routing of every flow's output.
 *
 * `open` runs four regions side by side:
 * - `screens`: one state per stack screen (Login, Qrcode, Registry, ForgetPassword, ResetPassword, ProfileComplete),
 *   each invoking its flow machine as child `flow` (Login and Registry also run the social login child `social`).
 *   A flow's sub-screens (Verify, PhoneCall, VerifyMethodList) belong to the flow; the facade reads them from the
 *   child's snapshot. When a flow ends, its state waits in `finished` (tag `pending`) and its output is raised as
 *   ROUTE, which the named guards below route (spec §4 "Login next steps").
 * - `toast`: one toast at a time (an id counter), hidden after the named delay `toastTimeout`.
 * - `alert`: the busy dialog (traffic limit from any flow or the gateway hook) and the bot-check dialog, which runs
 *   the slider check (child `slider`): the gateway's request is answered "passed" only once the slider is verified
 *   (then the gateway resends it), "not passed" when the dialog is dismissed. A busy dialog over a waiting bot check
 *   gives the check back when dismissed.
 * - `dialog`: the account-restore dialog (child `restore`).
 * CLOSE → `closed` (final): every child actor and every timer stops with `open`.
 *
 * Navigation goes through the `navigate` action only: it passes the URL through the redirect guard
 * (`sanitizeRedirect(url, dashboard, config.allowedDomains)`) and then calls the injected `navigate(url, { top })`.
 * The machine never touches `window`: the host page's address comes in as `pageUrl`.
 */
import { assign, enqueueActions, not, setup, stateIn, type InputFrom, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { LoginResponse, SmsChannelType } from '../api/types.js';
import { QR_TOOLTIP_DELAY_MS, QR_TOOLTIP_DURATION_MS, TOAST_AUTO_CLOSE_MS, type MemberConfig } from '../config/index.js';
import { sanitizeRedirect } from '../redirect/index.js';
import type { FieldName, FlowOutput, OpeningScreen, ScreenName, ShortcutTarget, SliderTrace, SocialProviderName, ToastView, ViewMessage } from './contract.js';
import type { Gender } from '../validation/text.js';
import { codeLoginMachine } from './code-login.machine.js';
import { forgotMachine, type CompletePasswordEntry } from './forgot.machine.js';
import { effectiveResponse, nextStepData, nextStepOf, nextStepUrl, secondVerificationUrl, successRedirect, withReturn } from './next-step.js';
import { passwordLoginMachine } from './password-login.machine.js';
import { profileMachine } from './profile.machine.js';
import { qrMachine } from './qr.machine.js';
import { registryMachine } from './registry.machine.js';
import { restoreMachine } from './restore.machine.js';
import { childOf, isBusyError, type ToastTone } from './shared.js';
import { sliderMachine } from './slider.machine.js';
import { socialLoginMachine } from './social-login.machine.js';
import { isApiError } from '../api/errors.js';

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
  | { type: 'CLOSE' }
  | { type: 'BACK' }
  | { type: 'INPUT'; field: FieldName }
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
  | { type: 'SUBMIT_STEP1'; name: string; password: string }
  | { type: 'SUBMIT_STEP2'; gender: Gender | ''; birthday: string }
  | { type: 'SKIP' }
  | { type: 'GO_SHOPPING' }
  | { type: 'DISMISS_DIALOG' }
  | { type: 'CONFIRM_DIALOG' }
  | { type: 'CONFIRM_RESTORE' };

/** Events from the flows (through the actor system) and the gateway hooks bridge. */
export type SystemEvent =
  | { type: 'SHOW_TOAST'; message: ViewMessage; tone: ToastTone }
  | { type: 'FLOW_BUSY'; error: unknown }
  | { type: 'SHOW_BUSY'; requestId: number }
  | { type: 'SHOW_BOT'; requestId: number; url?: string }
  | { type: 'LOGIN_REQUIRED'; requestId: number }
  | { type: 'NAVIGATE'; url: string; top?: boolean };

/** The root's own events: a finished flow's output to route, a stack pop, a flow to restart. */
export type InternalEvent = { type: 'ROUTE'; output: FlowOutput } | { type: 'POP' } | { type: 'RESUME' };

export type PopupEvent = ScreenEvent | SystemEvent | InternalEvent;

/** What the runtime and the hooks bridge listen to (`actor.on(type, …)`). */
export type PopupEmitted =
  | { type: 'loggedIn'; response: LoginResponse }
  | { type: 'busyDismissed'; requestIds: readonly number[] }
  | { type: 'botResolved'; requestIds: readonly number[]; passed: boolean }
  | { type: 'loginResolved'; requestIds: readonly number[]; loggedIn: boolean }
  | { type: 'closed' };

/** The state under `screens` for each stack screen. */
export const SCREEN_STATES: Readonly<Record<StackScreen, string>> = Object.freeze({
  Login: 'login',
  Qrcode: 'qrcode',
  Registry: 'registry',
  ForgetPassword: 'forgot',
  ResetPassword: 'reset',
  ProfileComplete: 'profile',
});
const STACK_SCREENS = Object.keys(SCREEN_STATES) as StackScreen[];
const screenTarget = (screen: StackScreen) => `#popup.open.screens.${SCREEN_STATES[screen]}`;

/** The transition to a stack screen: its state under `screens`, and the stack shows it. */
const show = (screen: StackScreen) => ({ target: screenTarget(screen), actions: { type: 'showScreen', params: { screen } } }) as const;

/** Shows a screen: back to it when it is already on the stack, else on top. */
export function showOnStack(stack: readonly StackScreen[], screen: StackScreen): StackScreen[] {
  const at = stack.indexOf(screen);
  return at >= 0 ? stack.slice(0, at + 1) : [...stack, screen];
}

const NEXT = {
  JUMP: 'JUMP_TO_URL',
  PASSWORD: 'COMPLETE_PASSWORD_FOR_LOGIN',
  OAUTH_VERIFY: 'OAUTH_VERIFY_EMAIL_PASSWORD',
  OAUTH_PHONE: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER',
  SECOND: 'SECOND_VERIFICATION',
  DELETION: 'DELETION_COOL_CONFIRM',
  PROFILE: 'COMPLETE_PROFILE',
} as const;

type RouteParams = { output: FlowOutput };
const routeParams = ({ event }: { event: PopupEvent }): RouteParams => ({
  output: event.type === 'ROUTE' ? event.output : { type: 'close' },
});

function dashboard(config: MemberConfig): string {
  return `${config.hosts.my}/`;
}

/**
 * The `navigate` action for a routed output, to `url(output, context)`: a flow's navigate output says which window,
 * a login's next step leaves the top one.
 */
function navigateTo(url: (output: FlowOutput, context: PopupContext) => string) {
  return {
    type: 'navigate',
    params: ({ context, event }: { context: PopupContext; event: PopupEvent }) => {
      const { output } = routeParams({ event });
      return { url: url(output, context), top: output.type !== 'navigate' || output.top === true };
    },
  } as const;
}

const ACTORS = {
  passwordLogin: passwordLoginMachine,
  codeLogin: codeLoginMachine,
  socialLogin: socialLoginMachine,
  qr: qrMachine,
  registry: registryMachine,
  forgot: forgotMachine,
  profile: profileMachine,
  restore: restoreMachine,
  slider: sliderMachine,
};
type FlowSrc = Exclude<keyof typeof ACTORS, 'restore' | 'slider'>;

/**
 * A screen's flow: `running` invokes it as child `id`; when it ends its output is raised as ROUTE and `finished`
 * (tag `pending`) waits while it is routed; RESUME (nowhere to go) starts the flow again.
 */
function flowStates<TSrc extends FlowSrc>(
  src: TSrc,
  input: (args: { context: PopupContext }) => InputFrom<(typeof ACTORS)[TSrc]>,
  id: 'flow' | 'social' = 'flow',
) {
  return {
    initial: 'running',
    states: {
      running: { invoke: { id, src, input, onDone: { target: 'finished', actions: 'raiseRoute' } } },
      finished: { tags: ['pending'], on: { RESUME: { target: 'running' } } },
    },
  } as const;
}

/** Screen events the root passes on to the flow on screen (child `flow`), unchanged. */
const FLOW_EVENTS = [
  'SUBMIT_CODE',
  'RESEND',
  'CHANGE_NUMBER',
  'TO_METHOD_LIST',
  'CHOOSE_METHOD',
  'REQUEST_VOICE_CALL',
  'REFRESH_QR',
  'SET_METHOD',
  'SET_PROMOTION',
  'SUBMIT',
  'SUBMIT_RESET',
  'GO_TO',
  'SUBMIT_STEP1',
  'SUBMIT_STEP2',
  'SKIP',
  'GO_SHOPPING',
] as const satisfies ReadonlyArray<ScreenEvent['type']>;

type ForwardTo = 'flow' | 'social' | 'restore' | 'slider';
const forwardTo = (to: ForwardTo) => ({ type: 'forward', params: { to } }) as const;

/** `on` entries passing each of `types` on to child `to`. */
function forwardEach<T extends string>(types: readonly T[], to: ForwardTo) {
  return Object.fromEntries(types.map((type) => [type, { actions: forwardTo(to) }])) as Record<T, { actions: ReturnType<typeof forwardTo> }>;
}

export const popupMachine = setup({
  types: {
    input: {} as PopupInput,
    context: {} as PopupContext,
    events: {} as PopupEvent,
    emitted: {} as PopupEmitted,
  },
  actors: ACTORS,
  delays: {
    qrHintDelay: QR_TOOLTIP_DELAY_MS,
    qrHintDuration: QR_TOOLTIP_DURATION_MS,
    toastTimeout: TOAST_AUTO_CLOSE_MS,
  },
  guards: {
    startsOnRegistry: ({ context }) => context.initialScreen === 'Registry',
    startsOnForgot: ({ context }) => context.initialScreen === 'ForgetPassword',
    startsOnReset: ({ context }) => context.initialScreen === 'ResetPassword',
    isCodeMode: ({ context }) => context.loginMode === 'code',
    qrHintNotShown: ({ context }) => !context.qrHintShown,
    previousIs: ({ context }, params: { screen: StackScreen }) =>
      context.stack.length > 1 && context.stack[context.stack.length - 2] === params.screen,
    // Routing (spec §4 "Login next steps"), one named guard per outcome.
    isJumpToUrl: (_, { output }: RouteParams) => nextStepOf(output) === NEXT.JUMP,
    isCompletePassword: (_, { output }: RouteParams) => nextStepOf(output) === NEXT.PASSWORD,
    isOauthVerify: (_, { output }: RouteParams) => nextStepOf(output) === NEXT.OAUTH_VERIFY || nextStepOf(output) === NEXT.OAUTH_PHONE,
    isSecondVerification: (_, { output }: RouteParams) => nextStepOf(output) === NEXT.SECOND,
    isDeletionCoolRestore: (_, { output }: RouteParams) =>
      nextStepOf(output) === NEXT.DELETION &&
      output.type === 'loggedIn' &&
      output.via === 'social' &&
      !!nextStepData(output).deletionCancelToken,
    isDeletionCool: (_, { output }: RouteParams) => nextStepOf(output) === NEXT.DELETION,
    isCompleteProfile: (_, { output }: RouteParams) => nextStepOf(output) === NEXT.PROFILE,
    /** A login with no next step and nowhere asked to go: the popup just closes. */
    isPlainSuccess: ({ context }, { output }: RouteParams) =>
      output.type === 'loggedIn' && !nextStepOf(output) && successRedirect(output, context.pageUrl) === null,
    isLoggedIn: (_, { output }: RouteParams) => output.type === 'loggedIn',
    isGoto: (_, params: RouteParams & { screen: StackScreen }) =>
      params.output.type === 'goto' && params.output.screen === params.screen,
    isNavigateOutput: (_, { output }: RouteParams) => output.type === 'navigate',
    isBackOutput: ({ context }, { output }: RouteParams) => output.type === 'back' && context.stack.length > 1,
    isCloseOutput: (_, { output }: RouteParams) => output.type === 'close',
    /** The gateway hook already showed the busy dialog for this traffic answer. */
    isHookBusyAnswer: ({ context, event }) =>
      event.type === 'FLOW_BUSY' && isApiError(event.error) && event.error.kind === 'traffic' && context.hookBusyShown > 0,
    isBusyAnswer: ({ event }) => event.type === 'FLOW_BUSY' && isBusyError(event.error),
    isModeEvent: ({ event }, params: { mode: 'password' | 'code' }) => event.type === 'SET_LOGIN_MODE' && event.mode === params.mode,
    /** A bot check is still waiting for its answer (a busy dialog came over it). */
    hasBotRequests: ({ context }) => context.botRequests.length > 0,
  },
  actions: {
    /** Every navigation: the redirect guard first (refused or empty → the dashboard, reported), then the page. */
    navigate: ({ context }, params: { url: string; top: boolean }) => {
      context.navigate(sanitizeRedirect(params.url, dashboard(context.config), context.config.allowedDomains, context.pageUrl), {
        top: params.top,
      });
    },
    forward: enqueueActions(({ enqueue, self, event }, params: { to: ForwardTo }) => {
      const child = childOf(self, params.to);
      if (child) enqueue.sendTo(child as never, event as never);
    }),
    back: enqueueActions(({ enqueue, self, context }) => {
      const flow = childOf(self, 'flow');
      const snapshot = flow?.getSnapshot() as { status?: string; can?(event: { type: string }): boolean } | undefined;
      if (flow && snapshot?.status === 'active' && snapshot.can?.({ type: 'BACK' })) {
        enqueue.sendTo(flow as never, { type: 'BACK' } as never);
      } else if (context.stack.length > 1) {
        enqueue.raise({ type: 'POP' });
      }
    }),
    /** A flow's done event: its output goes to the router. */
    raiseRoute: enqueueActions(({ enqueue, event }) => {
      const output = (event as { output?: FlowOutput }).output;
      if (output) enqueue.raise({ type: 'ROUTE', output });
    }),
    resume: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'RESUME' })),
    showScreen: assign(({ context }, params: { screen: StackScreen }) => ({ stack: showOnStack(context.stack, params.screen) })),
    replaceStack: assign((_, params: { screen: StackScreen }) => ({ stack: [params.screen] })),
    popScreen: assign(({ context }) => ({ stack: context.stack.length > 1 ? context.stack.slice(0, -1) : context.stack })),
    setLoginMode: assign(({ context, event }) => ({ loginMode: event.type === 'SET_LOGIN_MODE' ? event.mode : context.loginMode })),
    keepLoginValues: assign(({ context, event }) => {
      if (event.type === 'SUBMIT_PASSWORD_LOGIN') return { loginValues: { ...context.loginValues, loginName: event.loginName.trim() } };
      if (event.type === 'SUBMIT_CODE_LOGIN') return { loginValues: { ...context.loginValues, phone: event.phone } };
      if (event.type === 'SELECT_CHANNEL') return { channel: event.channel };
      return {};
    }),
    keepConsent: assign(({ context, event }) => ({
      registryConsent: event.type === 'SET_CONSENT' ? event.checked : context.registryConsent,
    })),
    resetConsent: assign({ registryConsent: false }),
    markQrHintShown: assign({ qrHintShown: true }),
    showToast: assign(({ context, event }) =>
      event.type === 'SHOW_TOAST'
        ? { toast: { id: context.toastSeq + 1, message: event.message, tone: event.tone }, toastSeq: context.toastSeq + 1 }
        : {},
    ),
    hideToast: assign({ toast: null }),
    // Alerts.
    addBusyRequest: assign(({ context, event }) =>
      event.type === 'SHOW_BUSY'
        ? { busyRequests: [...context.busyRequests, event.requestId], hookBusyShown: context.hookBusyShown + 1 }
        : {},
    ),
    countHookBusyAnswer: assign(({ context }) => ({ hookBusyShown: Math.max(0, context.hookBusyShown - 1) })),
    resolveBusy: enqueueActions(({ enqueue, context }) => {
      if (context.busyRequests.length) enqueue.emit({ type: 'busyDismissed', requestIds: context.busyRequests });
      enqueue.assign({ busyRequests: [] });
    }),
    addBotRequest: assign(({ context, event }) =>
      event.type === 'SHOW_BOT' ? { botRequests: [...context.botRequests, event.requestId] } : {},
    ),
    resolveBot: enqueueActions(({ enqueue, context }, params: { passed: boolean }) => {
      if (context.botRequests.length) enqueue.emit({ type: 'botResolved', requestIds: context.botRequests, passed: params.passed });
      enqueue.assign({ botRequests: [] });
    }),
    addLoginRequest: assign(({ context, event }) =>
      event.type === 'LOGIN_REQUIRED' ? { loginRequests: [...context.loginRequests, event.requestId] } : {},
    ),
    /** A login went through: the host's onLogin, and the gateway calls waiting for a login may retry. */
    loggedIn: enqueueActions(({ enqueue, context }, { output }: RouteParams) => {
      if (output.type !== 'loggedIn') return;
      enqueue.emit({ type: 'loggedIn', response: effectiveResponse(output.response) });
      if (context.loginRequests.length) enqueue.emit({ type: 'loginResolved', requestIds: context.loginRequests, loggedIn: true });
      enqueue.assign({ loginRequests: [] });
    }),
    /**
     * COMPLETE_PASSWORD_FOR_LOGIN's data: the token and the masked address its code goes to. A server that names no
     * channel sends the code where the typed login name points (an e-mail address, else the phone).
     */
    keepCompletePassword: assign(({ context }, { output }: RouteParams) => {
      const data = nextStepData(output);
      const typed = context.loginValues.loginName;
      return {
        completePassword: {
          token: data.token ?? '',
          identifier: data.identifier ?? typed,
          identifierType: data.identifierType ?? (typed.includes('@') ? 'email' : 'phone'),
        },
      };
    }),
    keepProfileToken: assign((_, { output }: RouteParams) => ({
      profileToken: output.type === 'loggedIn' ? (effectiveResponse(output.response).toRegisterToken ?? nextStepData(output).token ?? '') : '',
    })),
    keepRestoreToken: assign((_, { output }: RouteParams) => ({ restoreToken: nextStepData(output).deletionCancelToken ?? '' })),
    emitClosed: enqueueActions(({ enqueue, context }) => {
      if (context.busyRequests.length) enqueue.emit({ type: 'busyDismissed', requestIds: context.busyRequests });
      if (context.botRequests.length) enqueue.emit({ type: 'botResolved', requestIds: context.botRequests, passed: false });
      if (context.loginRequests.length) enqueue.emit({ type: 'loginResolved', requestIds: context.loginRequests, loggedIn: false });
      enqueue.assign({ busyRequests: [], botRequests: [], loginRequests: [] });
      enqueue.emit({ type: 'closed' });
    }),
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => {
    const initialScreen: OpeningScreen =
      input.screen === 'Registry' || input.screen === 'ForgetPassword' || input.screen === 'ResetPassword' ? input.screen : 'Login';
    return {
      services: input.services,
      config: input.config,
      pageUrl: input.pageUrl ?? '',
      navigate: input.navigate ?? (() => undefined),
      hideClose: input.hideClose === true,
      initialScreen,
      resetToken: input.resetToken ?? '',
      stack: [initialScreen],
      loginMode: 'password',
      loginValues: { loginName: '', phone: '' },
      channel: 'SMS',
      registryConsent: false,
      qrHintShown: false,
      toast: null,
      toastSeq: 0,
      hookBusyShown: 0,
      busyRequests: [],
      botRequests: [],
      loginRequests: [],
      completePassword: null,
      profileToken: '',
      restoreToken: '',
    };
  },
  initial: 'open',
  on: {
    CLOSE: { target: '.closed' },
  },
  states: {
    open: {
      type: 'parallel',
      on: {
        BACK: { actions: 'back' },
        NAVIGATE: { actions: { type: 'navigate', params: ({ event }) => ({ url: event.url, top: event.top === true }) } },
        // Login and Registry run the social login beside their flow: both hear what is typed and the consent box.
        INPUT: { actions: [forwardTo('flow'), forwardTo('social')] },
        SET_CONSENT: { actions: ['keepConsent', forwardTo('flow'), forwardTo('social')] },
        SOCIAL_LOGIN: { actions: forwardTo('social') },
        SUBMIT_PASSWORD_LOGIN: { actions: ['keepLoginValues', forwardTo('flow')] },
        SUBMIT_CODE_LOGIN: { actions: ['keepLoginValues', forwardTo('flow')] },
        SELECT_CHANNEL: { actions: ['keepLoginValues', forwardTo('flow')] },
        ...forwardEach(FLOW_EVENTS, 'flow'),
        // The flow's slider (Registry), unless the bot dialog's slider is the one on top (see `alert.bot`).
        SLIDER_DRAGGED: { guard: not(stateIn('#popup.open.alert.bot')), actions: forwardTo('flow') },
        REFRESH_SLIDER: { guard: not(stateIn('#popup.open.alert.bot')), actions: forwardTo('flow') },
      },
      states: {
        screens: {
          initial: 'start',
          on: {
            POP: STACK_SCREENS.map((screen) => ({
              guard: { type: 'previousIs' as const, params: { screen } },
              target: screenTarget(screen),
              actions: 'popScreen' as const,
            })),
            LOGIN_REQUIRED: { target: '.login', actions: ['addLoginRequest', { type: 'showScreen', params: { screen: 'Login' } }] },
            ROUTE: [
              { guard: { type: 'isJumpToUrl', params: routeParams }, actions: navigateTo((output) => nextStepUrl(output, 'jumpUrl')) },
              {
                guard: { type: 'isCompletePassword', params: routeParams },
                target: '.reset',
                actions: [
                  { type: 'keepCompletePassword', params: routeParams },
                  { type: 'showScreen', params: { screen: 'ResetPassword' } },
                ],
              },
              { guard: { type: 'isOauthVerify', params: routeParams }, actions: navigateTo((output) => nextStepUrl(output, 'url')) },
              {
                guard: { type: 'isSecondVerification', params: routeParams },
                actions: navigateTo((output, context) =>
                  secondVerificationUrl(nextStepData(output), {
                    pageUrl: context.pageUrl,
                    redirect: sanitizeRedirect(context.pageUrl, dashboard(context.config), context.config.allowedDomains, context.pageUrl),
                    stepType: NEXT.SECOND,
                  }),
                ),
              },
              // The restore dialog opens in the `dialog` region; the screen waits.
              { guard: { type: 'isDeletionCoolRestore', params: routeParams } },
              // DELETION_COOL_CONFIRM with a URL: the restore page, which brings the buyer back here afterwards.
              {
                guard: { type: 'isDeletionCool', params: routeParams },
                actions: navigateTo((output, context) => {
                  const url = nextStepUrl(output, 'url');
                  return url
                    ? withReturn(url, {
                        pageUrl: context.pageUrl,
                        redirect: sanitizeRedirect(context.pageUrl, dashboard(context.config), context.config.allowedDomains, context.pageUrl),
                      })
                    : url;
                }),
              },
              {
                guard: { type: 'isCompleteProfile', params: routeParams },
                target: '.profile',
                actions: [{ type: 'keepProfileToken', params: routeParams }, { type: 'replaceStack', params: { screen: 'ProfileComplete' } }],
              },
              {
                guard: { type: 'isPlainSuccess', params: routeParams },
                target: '#popup.closed',
                actions: { type: 'loggedIn', params: routeParams },
              },
              {
                guard: { type: 'isLoggedIn', params: routeParams },
                actions: [
                  { type: 'loggedIn', params: routeParams },
                  navigateTo((output, context) => successRedirect(output, context.pageUrl) ?? ''),
                ],
              },
              ...(['Login', 'Registry', 'Qrcode', 'ForgetPassword'] as const).map((screen) => ({
                guard: { type: 'isGoto' as const, params: ({ event }: { event: PopupEvent }) => ({ ...routeParams({ event }), screen }) },
                ...show(screen),
              })),
              {
                guard: { type: 'isNavigateOutput', params: routeParams },
                actions: navigateTo((output) => (output.type === 'navigate' ? output.url : '')),
              },
              { guard: { type: 'isBackOutput', params: routeParams }, actions: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'POP' })) },
              { guard: { type: 'isCloseOutput', params: routeParams }, target: '#popup.closed' },
              // A flow that ended without anywhere to go (e.g. back on the first screen) starts again.
              { actions: 'resume' },
            ],
          },
          states: {
            start: {
              always: [
                { guard: 'startsOnRegistry', target: 'registry' },
                { guard: 'startsOnForgot', target: 'forgot' },
                { guard: 'startsOnReset', target: 'reset' },
                { target: 'login' },
              ],
            },
            login: {
              type: 'parallel',
              on: {
                TO_QRCODE: show('Qrcode'),
                TO_REGISTRY: show('Registry'),
                TO_FORGET_PASSWORD: show('ForgetPassword'),
              },
              states: {
                mode: {
                  initial: 'start',
                  states: {
                    start: {
                      always: [{ guard: 'isCodeMode', target: 'code' }, { target: 'password' }],
                    },
                    password: {
                      invoke: {
                        id: 'flow',
                        src: 'passwordLogin',
                        input: ({ context }) => ({ services: context.services, loginName: context.loginValues.loginName }),
                        onDone: { target: 'finished', actions: 'raiseRoute' },
                      },
                      on: {
                        SET_LOGIN_MODE: { guard: { type: 'isModeEvent', params: { mode: 'code' } }, target: 'code', actions: 'setLoginMode' },
                      },
                    },
                    code: {
                      invoke: {
                        id: 'flow',
                        src: 'codeLogin',
                        input: ({ context }) => ({
                          services: context.services,
                          site: context.config.site.code,
                          phone: context.loginValues.phone,
                          channel: context.channel,
                        }),
                        onDone: { target: 'finished', actions: 'raiseRoute' },
                      },
                      on: {
                        SET_LOGIN_MODE: { guard: { type: 'isModeEvent', params: { mode: 'password' } }, target: 'password', actions: 'setLoginMode' },
                      },
                    },
                    /** The flow ended; its output is being routed (the page may be leaving). */
                    finished: {
                      tags: ['pending'],
                      on: { RESUME: { target: 'start' } },
                    },
                  },
                },
                social: flowStates('socialLogin', ({ context }) => ({ services: context.services, origin: 'login' as const }), 'social'),
                /** The QR login hint: 1 s after opening, for 3 s, on Login only (spec §2.1). */
                qrHint: {
                  initial: 'waiting',
                  states: {
                    waiting: {
                      after: { qrHintDelay: [{ guard: 'qrHintNotShown', target: 'visible', actions: 'markQrHintShown' }, { target: 'hidden' }] },
                    },
                    visible: {
                      after: { qrHintDuration: { target: 'hidden' } },
                    },
                    hidden: {},
                  },
                },
              },
            },
            qrcode: {
              on: {
                TO_LOGIN: show('Login'),
                TO_REGISTRY: show('Registry'),
              },
              ...flowStates('qr', ({ context }) => ({ services: context.services })),
            },
            registry: {
              type: 'parallel',
              entry: 'resetConsent',
              on: {
                TO_LOGIN: show('Login'),
                // The registry flow decides (a guest e-mail sets its password there): its output routes it.
                TO_FORGET_PASSWORD: { actions: forwardTo('flow') },
              },
              states: {
                flow: flowStates('registry', ({ context }) => ({ services: context.services, config: context.config })),
                // Social sign-up from Registry: the consent box there is its consent.
                social: flowStates(
                  'socialLogin',
                  ({ context }) => ({ services: context.services, origin: 'registry' as const, consent: context.registryConsent }),
                  'social',
                ),
              },
            },
            forgot: {
              on: {
                TO_LOGIN: show('Login'),
              },
              ...flowStates('forgot', ({ context }) => ({ services: context.services, config: context.config })),
            },
            /**
             * ResetPassword from a login (COMPLETE_PASSWORD_FOR_LOGIN): the forgot flow from its code step (a code to the
             * account's own phone or e-mail verifies the token), then its ResetPassword step.
             */
            reset: {
              on: {
                TO_LOGIN: show('Login'),
              },
              ...flowStates('forgot', ({ context }) => ({
                services: context.services,
                config: context.config,
                ...(context.completePassword ? { completePassword: context.completePassword } : {}),
                ...(context.resetToken && !context.completePassword ? { verifiedToken: context.resetToken } : {}),
              })),
            },
            profile: flowStates('profile', ({ context }) => ({
              services: context.services,
              token: context.profileToken,
              config: context.config,
            })),
          },
        },
        toast: {
          initial: 'hidden',
          states: {
            hidden: {
              on: { SHOW_TOAST: { target: 'visible', actions: 'showToast' } },
            },
            visible: {
              after: { toastTimeout: { target: 'hidden', actions: 'hideToast' } },
              on: {
                SHOW_TOAST: { target: 'visible', reenter: true, actions: 'showToast' },
                DISMISS_TOAST: { target: 'hidden', actions: 'hideToast' },
              },
            },
          },
        },
        alert: {
          initial: 'none',
          on: {
            SHOW_BUSY: { target: '.busy', actions: 'addBusyRequest' },
            SHOW_BOT: { target: '.bot', actions: 'addBotRequest' },
            FLOW_BUSY: [
              { guard: 'isHookBusyAnswer', actions: 'countHookBusyAnswer' },
              { guard: 'isBusyAnswer', target: '.busy' },
            ],
          },
          states: {
            none: {},
            busy: {
              on: {
                DISMISS_DIALOG: [
                  { guard: 'hasBotRequests', target: 'bot', actions: 'resolveBusy' },
                  { target: 'none', actions: 'resolveBusy' },
                ],
              },
            },
            bot: {
              invoke: {
                id: 'slider',
                src: 'slider',
                input: ({ context }) => ({ services: context.services }),
                // Verified: the server now lets the gateway's request through, so it may be resent.
                onDone: { target: 'none', actions: { type: 'resolveBot', params: { passed: true } } },
              },
              on: {
                // Another request held back joins the check under way.
                SHOW_BOT: { actions: 'addBotRequest' },
                SLIDER_DRAGGED: { actions: forwardTo('slider') },
                REFRESH_SLIDER: { actions: forwardTo('slider') },
                DISMISS_DIALOG: { target: 'none', actions: { type: 'resolveBot', params: { passed: false } } },
              },
            },
          },
        },
        dialog: {
          initial: 'none',
          on: {
            ROUTE: { guard: { type: 'isDeletionCoolRestore', params: routeParams }, target: '.restore', actions: { type: 'keepRestoreToken', params: routeParams } },
          },
          states: {
            none: {
              on: {
                // With no dialog of the root, Confirm / Cancel belong to the flow's notice (social sign-up consent).
                CONFIRM_DIALOG: { guard: stateIn('#popup.open.alert.none'), actions: forwardTo('social') },
                DISMISS_DIALOG: { guard: stateIn('#popup.open.alert.none'), actions: forwardTo('social') },
              },
            },
            restore: {
              invoke: {
                id: 'restore',
                src: 'restore',
                input: ({ context }) => ({ services: context.services, token: context.restoreToken }),
                onDone: [
                  // Restored and logged in: routed like any login. Cancelled: the screen behind works again.
                  { guard: { type: 'isLoggedIn', params: ({ event }) => ({ output: event.output }) }, target: 'none', actions: 'raiseRoute' },
                  { target: 'none', actions: 'resume' },
                ],
              },
              on: {
                CONFIRM_RESTORE: { actions: forwardTo('restore') },
                DISMISS_DIALOG: { guard: stateIn('#popup.open.alert.none'), actions: forwardTo('restore') },
              },
            },
          },
        },
      },
    },
    closed: {
      type: 'final',
      entry: 'emitClosed',
    },
  },
});

export type PopupMachine = typeof popupMachine;
export type PopupSnapshot = SnapshotFrom<typeof popupMachine>;
