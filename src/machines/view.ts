/**
 * The facade between the statecharts and the screens (STYLE.md §1): `selectView` turns the root snapshot (and the
 * snapshots of its active children) into the `PopupView` screens render; `createSenders` gives the named senders,
 * each sending exactly one event to the root. Screens import neither xstate nor this module's machines.
 */
import type { SmsChannel } from '../api/types.js';
import type { DialogView, FieldErrors, LoginView, PopupSenders, PopupView, ScreenName, ViewMessage } from './contract.js';
import type { CodeLoginSnapshot } from './code-login.machine.js';
import type { ForgotSnapshot } from './forgot.machine.js';
import { selectPasswordLoginValues, type PasswordLoginSnapshot } from './password-login.machine.js';
import type { PopupEvent, PopupSnapshot, StackScreen } from './popup.machine.js';
import { loadedFlow } from './popup.flows.js';
import type { ProfileSnapshot } from './profile.machine.js';
import type { QrSnapshot } from './qr.machine.js';
import type { RegistrySnapshot } from './registry.machine.js';
import { NO_FIELD_ERRORS, selectFlowStatus, socialFailedMessage, type FlowStatus } from './shared.js';
import type { SliderSnapshot } from './slider.machine.js';
import type { SocialLoginSnapshot } from './social-login.machine.js';
import type { VerifySnapshot } from './verify.machine.js';

/** A lazy flow's module; loaded whenever its child runs (the root invokes it only then). */
function flowModule<K extends Parameters<typeof loadedFlow>[0]>(name: K) {
  const module = loadedFlow(name);
  if (!module) throw new Error(`member-popup: the ${name} flow runs without its module`);
  return module;
}

interface ActorLike {
  getSnapshot(): unknown;
}

function childSnapshot<T>(snapshot: PopupSnapshot, id: string): T | undefined {
  const child = (snapshot.children as Record<string, ActorLike | undefined>)[id];
  const value = child?.getSnapshot() as { status?: string } | undefined;
  return value && value.status === 'active' ? (value as T) : undefined;
}

/** Until the code login answers (or while its chunk loads): SMS alone (code-login.steps.ts SMS_CHANNEL). */
const NO_CHANNELS: readonly SmsChannel[] = Object.freeze([Object.freeze({ type: 'SMS', text: 'SMS', icon: '', supportOneClickVerify: false } as const)]);
const NO_ERRORS: FieldErrors = Object.freeze({});
const SESSION_ENDED: ViewMessage = Object.freeze({ key: 'error.session.expired' });

function mergeFieldErrors(a: FieldErrors, b: FieldErrors): FieldErrors {
  if (!Object.keys(b).length) return a;
  if (!Object.keys(a).length) return b;
  return { ...a, ...b };
}

/** The screen's status with another child's on top (its error wins; either one pending is pending). */
function withStatus(base: FlowStatus, over: FlowStatus): FlowStatus {
  return {
    pending: base.pending || over.pending,
    error: over.error ?? base.error,
    fieldErrors: mergeFieldErrors(base.fieldErrors, over.fieldErrors),
  };
}

/** The site's policy pages (spec §2.2: on the main host) and the member host's guest-register page. */
function policyLinks(mainHost: string, memberHost: string): PopupView['links'] {
  const origin = mainHost.replace(/\/+$/, '');
  return {
    terms: `${origin}/terms-of-use/`,
    privacy: `${origin}/privacy-policy/`,
    guestRegister: `${memberHost.replace(/\/+$/, '')}/user/guest-register`,
  };
}

function canGoBack(
  snapshot: PopupSnapshot,
  flow: { can?(event: { type: string }): boolean; hasTag?(tag: string): boolean } | undefined,
): boolean {
  // A flow step that must not be left (the reset-success countdown) has no Back.
  if (flow?.hasTag?.('noBack')) return false;
  return snapshot.context.stack.length > 1 || (flow?.can?.({ type: 'BACK' }) ?? false);
}

function stackTop(snapshot: PopupSnapshot): StackScreen {
  const { stack } = snapshot.context;
  return stack[stack.length - 1] ?? snapshot.context.initialScreen;
}

/** The whole view, from the root snapshot and its active children's snapshots. Pure. */
export function selectView(snapshot: PopupSnapshot): PopupView {
  const { context } = snapshot;
  const flowSnapshot = childSnapshot<{ can?(event: { type: string }): boolean; hasTag(tag: string): boolean; context: unknown }>(
    snapshot,
    'flow',
  );
  const socialSnapshot = childSnapshot<SocialLoginSnapshot>(snapshot, 'social');
  const restoreSnapshot = childSnapshot<{ hasTag(tag: string): boolean; context: unknown }>(snapshot, 'restore');
  const onScreen = (state: string) => snapshot.matches({ open: { screens: state } } as never);

  let screen: ScreenName = stackTop(snapshot);
  // The status of the screen's own request: the flow's, or the verify child's while Verify is shown.
  let status: FlowStatus = selectFlowStatus(flowSnapshot);
  let verifySnapshot: VerifySnapshot | null = null;

  const view: {
    -readonly [K in keyof PopupView]: PopupView[K];
  } = {
    screen,
    canGoBack: canGoBack(snapshot, flowSnapshot),
    hideClose: context.hideClose,
    pending: false,
    fieldErrors: NO_ERRORS,
    error: null,
    toast: context.toast,
    dialog: null,
    site: context.config.site.code,
    phonePrefix: context.config.site.phoneCode,
    links: policyLinks(context.config.hosts.main, context.config.hosts.member),
    login: {
      mode: context.loginMode,
      values: context.loginValues,
      channels: NO_CHANNELS,
      channel: context.channel,
      qrHintVisible: snapshot.matches({ open: { screens: { login: { qrHint: 'visible' } } } } as never),
      socialPending: null,
    },
    verify: null,
    methods: null,
    phoneCall: null,
    qr: null,
    registry: null,
    forgot: null,
    reset: null,
    profile: null,
    flowLoad: snapshot.hasTag('loadFailed') ? 'failed' : snapshot.hasTag('loadingFlow') ? 'loading' : null,
  };

  const login: { -readonly [K in keyof LoginView]: LoginView[K] } = { ...view.login };

  if (onScreen('login') && flowSnapshot) {
    if (context.loginMode === 'code' && snapshot.matches({ open: { screens: { login: { mode: 'code' } } } } as never)) {
      const code = flowModule('codeLogin').selectCodeLoginView(flowSnapshot as unknown as CodeLoginSnapshot);
      screen = code.screen;
      login.values = { ...login.values, phone: code.values.phone };
      login.channels = code.channels;
      login.channel = code.channel;
      view.verify = code.verify;
      view.methods = code.methods;
      view.phoneCall = code.phoneCall;
      verifySnapshot = code.verifySnapshot;
    } else if (snapshot.matches({ open: { screens: { login: { mode: 'password' } } } } as never)) {
      login.values = { ...login.values, ...selectPasswordLoginValues(flowSnapshot as unknown as PasswordLoginSnapshot) };
    }
  // A lazy flow's child runs only once its module is in (popup.flows.ts): its selectors come with it.
  } else if (onScreen('qrcode') && flowSnapshot) {
    view.qr = flowModule('qr').selectQrView(flowSnapshot as unknown as QrSnapshot);
  } else if (onScreen('registry') && flowSnapshot) {
    const registry = flowModule('registry').selectRegistryFlowView(flowSnapshot as unknown as RegistrySnapshot);
    screen = registry.screen;
    view.registry = registry.registry;
    view.verify = registry.verify;
    verifySnapshot = registry.verifySnapshot;
  } else if ((onScreen('forgot') || onScreen('reset')) && flowSnapshot) {
    const forgot = flowModule('forgot').selectForgotFlowView(flowSnapshot as unknown as ForgotSnapshot);
    screen = forgot.screen;
    view.forgot = forgot.forgot;
    view.reset = forgot.reset;
    view.verify = forgot.verify;
    verifySnapshot = forgot.verifySnapshot;
  } else if (onScreen('profile') && flowSnapshot) {
    view.profile = flowModule('profile').selectProfileView(flowSnapshot as unknown as ProfileSnapshot);
  }

  if (verifySnapshot) status = withStatus(status, selectFlowStatus(verifySnapshot));

  // Social login runs beside Login and Registry: its progress, errors and consent notice belong to those screens.
  // From its own chunk: the button pressed while it loads is busy; a failed load is the provider failing (spec §8).
  let flowDialog: DialogView | null = null;
  if (screen === 'Login' || screen === 'Registry') {
    const pressed = context.socialProvider;
    if (socialSnapshot) {
      const social = flowModule('socialLogin').selectSocialView(socialSnapshot);
      login.socialPending = social.socialPending;
      flowDialog = social.dialog;
      status = withStatus(status, selectFlowStatus(socialSnapshot));
    } else if (pressed && snapshot.hasTag('socialLoading')) {
      login.socialPending = pressed;
    } else if (pressed && snapshot.hasTag('socialLoadFailed')) {
      status = withStatus(status, { pending: false, error: socialFailedMessage(pressed), fieldErrors: NO_FIELD_ERRORS });
    }
  }

  // Finding 18: Login put up for a call that waits for a login (LOGIN_REQUIRED) says why: the session ended.
  if (screen === 'Login' && snapshot.context.loginRequests.length > 0 && !status.error) status = { ...status, error: SESSION_ENDED };

  const restorePending = restoreSnapshot?.hasTag('pending') ?? false;
  view.screen = screen;
  view.login = login;
  view.pending = snapshot.hasTag('pending') || status.pending || restorePending;
  view.error = status.error as ViewMessage | null;
  view.fieldErrors = status.fieldErrors;
  view.dialog = selectDialog(snapshot, flowDialog);
  return view;
}

function selectDialog(snapshot: PopupSnapshot, flowDialog: DialogView | null): DialogView | null {
  if (snapshot.matches({ open: { alert: 'busy' } } as never)) return { type: 'busy' };
  if (snapshot.matches({ open: { alert: 'bot' } } as never)) {
    // The slider from its own chunk: loading until its child runs, its error when the chunk failed (refresh loads again).
    const slider = childSnapshot<SliderSnapshot>(snapshot, 'slider');
    if (snapshot.matches({ open: { alert: { bot: 'failed' } } } as never)) return { type: 'bot', slider: 'errored' };
    return { type: 'bot', slider: slider ? flowModule('slider').selectSliderState(slider) : 'loading' };
  }
  if (snapshot.matches({ open: { dialog: 'restore' } } as never)) return { type: 'restore' };
  return flowDialog;
}

/** The named senders: each sends exactly one event to the root popup actor. */
export function createSenders(actorRef: { send(event: PopupEvent): void }): PopupSenders {
  const send = (event: PopupEvent) => actorRef.send(event);
  return {
    close: (how) => send(how ? { type: 'CLOSE', how } : { type: 'CLOSE' }),
    back: () => send({ type: 'BACK' }),
    input: (field, value) => send(value === undefined ? { type: 'INPUT', field } : { type: 'INPUT', field, value }),
    dismissToast: () => send({ type: 'DISMISS_TOAST' }),

    setLoginMode: (mode) => send({ type: 'SET_LOGIN_MODE', mode }),
    submitPasswordLogin: ({ loginName, password }) => send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName, password }),
    selectChannel: (channel) => send({ type: 'SELECT_CHANNEL', channel }),
    submitCodeLogin: ({ phone }) => send({ type: 'SUBMIT_CODE_LOGIN', phone }),
    socialLogin: (provider) => send({ type: 'SOCIAL_LOGIN', provider }),
    toQrcode: () => send({ type: 'TO_QRCODE' }),
    toRegistry: () => send({ type: 'TO_REGISTRY' }),
    toLogin: () => send({ type: 'TO_LOGIN' }),
    toForgetPassword: () => send({ type: 'TO_FORGET_PASSWORD' }),

    submitCode: (code) => send({ type: 'SUBMIT_CODE', code }),
    resendCode: () => send({ type: 'RESEND' }),
    changeNumber: () => send({ type: 'CHANGE_NUMBER' }),
    toMethodList: () => send({ type: 'TO_METHOD_LIST' }),
    chooseMethod: (channel) => send({ type: 'CHOOSE_METHOD', channel }),
    requestVoiceCall: () => send({ type: 'REQUEST_VOICE_CALL' }),

    refreshQr: () => send({ type: 'REFRESH_QR' }),

    setRegistryMethod: (method) => send({ type: 'SET_METHOD', method }),
    setConsent: (checked) => send({ type: 'SET_CONSENT', checked }),
    setPromotion: (channel, checked) => send({ type: 'SET_PROMOTION', channel, checked }),
    sliderDragged: (trace) => send({ type: 'SLIDER_DRAGGED', trace }),
    refreshSlider: () => send({ type: 'REFRESH_SLIDER' }),
    submitRegistry: (values) => send({ type: 'SUBMIT', ...values }),

    submitForgot: ({ account }) => send({ type: 'SUBMIT', account }),
    submitReset: ({ password, retype }) => send({ type: 'SUBMIT_RESET', password, retype }),
    goTo: (target) => send({ type: 'GO_TO', target }),
    stopCountdown: () => send({ type: 'STOP_COUNTDOWN' }),

    submitProfileStep1: ({ name, password }) => send({ type: 'SUBMIT_STEP1', name, password }),
    submitProfileStep2: ({ gender, birthday }) => send({ type: 'SUBMIT_STEP2', gender, birthday }),
    skipProfileStep: () => send({ type: 'SKIP' }),
    goShopping: () => send({ type: 'GO_SHOPPING' }),

    dismissDialog: () => send({ type: 'DISMISS_DIALOG' }),
    confirmDialog: () => send({ type: 'CONFIRM_DIALOG' }),
    confirmRestore: () => send({ type: 'CONFIRM_RESTORE' }),
    retryLoad: () => send({ type: 'RETRY_LOAD' }),
    intent: (flow) => send({ type: 'INTENT', flow }),
    loggedIn: (response, via) => send({ type: 'ROUTE', output: { type: 'loggedIn', response, via } }),
  };
}
