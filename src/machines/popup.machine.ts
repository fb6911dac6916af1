/**
 * The root popup machine (STYLE.md §1, spec §2.1, §4, §8): the screen stack, back and close, the QR hint, the toast,
 * the dialogs, the gateway hooks' requests, and the routing of every flow's output.
 *
 * `open` runs four regions side by side:
 * - `screens`: one state per stack screen (Login, Qrcode, Registry, ForgetPassword, ResetPassword, ProfileComplete),
 *   each invoking its flow machine as child `flow` (Login and Registry also run the social login child `social`,
 *   from its own chunk: a provider's button pressed before it is in loads it and is handed to it once it runs).
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
 *
 * Parts: popup.types.ts (input, context, events, the stack), popup.routing.ts (the ROUTE guards and transitions),
 * popup.regions.ts (the screen states) and popup.overlays.ts (the toast / alert / dialog regions); this file declares the guards, actions
 * and delays they name and assembles the machine.
 */
import { assign, enqueueActions, not, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import { QR_TOOLTIP_DELAY_MS, QR_TOOLTIP_DURATION_MS, TOAST_AUTO_CLOSE_MS } from '../config/index.js';
import { sanitizeRedirect } from '../redirect/index.js';
import type { FlowOutput, OpeningScreen } from './contract.js';
import { effectiveResponse, nextStepData } from './next-step.js';
import { ALERT_REGION, DIALOG_REGION, TOAST_REGION } from './popup.overlays.js';
import { ACTORS, FLOW_EVENTS, forwardEach, forwardTo, SCREEN_STATE_NODES, type ForwardTo } from './popup.regions.js';
import { dashboard, ROUTE_GUARDS, ROUTE_TRANSITIONS, type RouteParams } from './popup.routing.js';
import {
  screenTarget,
  showOnStack,
  STACK_SCREENS,
  type ClosedHow,
  type PopupContext,
  type PopupEmitted,
  type PopupEvent,
  type PopupInput,
  type StackScreen,
} from './popup.types.js';
import { childOf, isBusyError } from './shared.js';
import { loadedFlow, prefetchFlow, type LazyFlow } from './popup.flows.js';

export { SCREEN_STATES, showOnStack } from './popup.types.js';
export type {
  CloseHow,
  ClosedHow,
  InternalEvent,
  Navigate,
  PopupContext,
  PopupEmitted,
  PopupEvent,
  PopupInput,
  ScreenEvent,
  StackScreen,
  SystemEvent,
} from './popup.types.js';

type Args = { readonly context: PopupContext; readonly event: PopupEvent };

const GUARDS = {
  ...ROUTE_GUARDS,
  startsOnRegistry: ({ context }: Args) => context.initialScreen === 'Registry',
  startsOnForgot: ({ context }: Args) => context.initialScreen === 'ForgetPassword',
  startsOnReset: ({ context }: Args) => context.initialScreen === 'ResetPassword',
  isCodeMode: ({ context }: Args) => context.loginMode === 'code',
  qrHintNotShown: ({ context }: Args) => !context.qrHintShown,
  previousIs: ({ context }: Args, params: { screen: StackScreen }) =>
    context.stack.length > 1 && context.stack[context.stack.length - 2] === params.screen,
  // Routing (spec §4 "Login next steps"), one named guard per outcome.
  /** The gateway hook already showed the busy dialog for this traffic answer. */
  isHookBusyAnswer: ({ context, event }: Args) =>
    event.type === 'FLOW_BUSY' && isApiError(event.error) && event.error.kind === 'traffic' && context.hookBusyShown > 0,
  isBusyAnswer: ({ event }: Args) => event.type === 'FLOW_BUSY' && isBusyError(event.error),
  isModeEvent: ({ event }: Args, params: { mode: 'password' | 'code' }) => event.type === 'SET_LOGIN_MODE' && event.mode === params.mode,
  /** A bot check is still waiting for its answer (a busy dialog came over it). */
  hasBotRequests: ({ context }: Args) => context.botRequests.length > 0,
  isErrorToast: ({ event }: Args) => event.type === 'SHOW_TOAST' && event.tone === 'error',
  /** A lazy flow's chunk is in (popup.flows.ts): its state invokes it at once. */
  isFlowLoaded: (_: Args, params: { flow: LazyFlow }) => loadedFlow(params.flow) !== undefined,
};

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
  guards: GUARDS,
  actions: {
    /** Every navigation: the redirect guard first (refused or empty → the dashboard, reported), then the page. */
    navigate: ({ context }, params: { url: string; top: boolean }) => {
      context.navigate(sanitizeRedirect(params.url, dashboard(context.config), context.config.allowedDomains, context.pageUrl), {
        top: params.top,
      });
    },
    /** The visitor's intent: the flow's chunk starts loading (popup.flows.ts; its state loads it again if this fails). */
    prefetchFlow: (_, params: { flow: LazyFlow }) => prefetchFlow(params.flow),
    forward: enqueueActions(({ enqueue, self, event }, params: { to: ForwardTo }) => {
      const child = childOf(self, params.to);
      if (child) enqueue.sendTo(child as never, event as never);
    }),
    back: enqueueActions(({ enqueue, self, context }) => {
      const flow = childOf(self, 'flow');
      const snapshot = flow?.getSnapshot() as { status?: string; can?(event: { type: string }): boolean; hasTag?(tag: string): boolean } | undefined;
      if (snapshot?.status === 'active' && snapshot.hasTag?.('noBack')) return;
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
    raisePop: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'POP' })),
    hideQrHint: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'QR_HINT_DONE' })),
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
    /** The "Send code" pressed while the code login loaded, to the code login now running (with that phone). */
    // By id: the child is spawned in this same step (not yet in `self`'s snapshot).
    replayCodeSubmit: sendTo('flow', ({ context }) => ({ type: 'SUBMIT_CODE_LOGIN' as const, phone: context.loginValues.phone })),
    keepSocialProvider: assign(({ context, event }) => ({ socialProvider: event.type === 'SOCIAL_LOGIN' ? event.provider : context.socialProvider })),
    /** The provider's button pressed while the social login loaded, to the social login now running (by id, as above). */
    replaySocialLogin: sendTo('social', ({ context }) => ({ type: 'SOCIAL_LOGIN' as const, provider: context.socialProvider ?? 'GOOGLE' })),
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
    /** A part's chunk did not arrive (the restore dialog): said as the network error; its action loads again. */
    toastLoadFailed: enqueueActions(({ enqueue }) =>
      enqueue.raise({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' }),
    ),
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
    emitClosed: enqueueActions(({ enqueue, context, event }) => {
      if (context.busyRequests.length) enqueue.emit({ type: 'busyDismissed', requestIds: context.busyRequests });
      if (context.botRequests.length) enqueue.emit({ type: 'botResolved', requestIds: context.botRequests, passed: false });
      if (context.loginRequests.length) enqueue.emit({ type: 'loginResolved', requestIds: context.loginRequests, loggedIn: false });
      enqueue.assign({ busyRequests: [], botRequests: [], loginRequests: [] });
      const how: ClosedHow =
        event.type === 'CLOSE' ? (event.how ?? 'button') : event.type === 'ROUTE' && event.output.type === 'loggedIn' ? 'loggedIn' : 'flow';
      enqueue.emit({ type: 'closed', how });
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
      socialProvider: null,
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
      invoke: { src: 'prepare', input: ({ context }) => ({ services: context.services }) },
      states: {
        screens: {
          initial: 'start',
          // The screen events live on the `screens` region, not on `open`: in a parallel state XState takes the
          // parent's transitions only when no region takes the event, so while an error toast is up (its region
          // takes every user action to hide itself) an event handled on `open` was eaten: the first Retry, Close
          // or Back only hid the toast (the fault matrix found it). On a region both happen.
          on: {
            CLOSE: { target: '#popup.closed', actions: 'hideToast' },
            BACK: { actions: 'back' },
            NAVIGATE: { actions: { type: 'navigate', params: ({ event }) => ({ url: event.url, top: event.top === true }) } },
            // Login and Registry run the social login beside their flow: both hear what is typed and the consent box.
            INPUT: { actions: [forwardTo('flow'), forwardTo('social')] },
            SET_CONSENT: { actions: ['keepConsent', forwardTo('flow'), forwardTo('social')] },
            SOCIAL_LOGIN: { actions: forwardTo('social') },
            SUBMIT_PASSWORD_LOGIN: { actions: ['keepLoginValues', forwardTo('flow'), 'hideQrHint'] },
            SUBMIT_CODE_LOGIN: { actions: ['keepLoginValues', forwardTo('flow'), 'hideQrHint'] },
            SELECT_CHANNEL: { actions: ['keepLoginValues', forwardTo('flow')] },
            ...forwardEach(FLOW_EVENTS, 'flow'),
            // The flow's slider (Registry), unless the bot dialog's slider is the one on top (see `alert.bot`).
            SLIDER_DRAGGED: { guard: not(stateIn('#popup.open.alert.bot')), actions: forwardTo('flow') },
            REFRESH_SLIDER: { guard: not(stateIn('#popup.open.alert.bot')), actions: forwardTo('flow') },
            POP: STACK_SCREENS.map((screen) => ({
              guard: { type: 'previousIs' as const, params: { screen } },
              target: screenTarget(screen),
              actions: 'popScreen' as const,
            })),
            INTENT: { actions: { type: 'prefetchFlow', params: ({ event }) => ({ flow: event.flow }) } },
            LOGIN_REQUIRED: { target: '.login', actions: ['addLoginRequest', { type: 'showScreen', params: { screen: 'Login' } }] },
            ROUTE: ROUTE_TRANSITIONS,
          },
          states: SCREEN_STATE_NODES,
        },
        toast: TOAST_REGION,
        alert: ALERT_REGION,
        dialog: DIALOG_REGION,
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
