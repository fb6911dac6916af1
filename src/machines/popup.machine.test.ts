import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { ApiError } from '../api/errors.js';
import type { LoginResponse } from '../api/types.js';
import { createConfig, QR_TOOLTIP_DELAY_MS, QR_TOOLTIP_DURATION_MS, TOAST_AUTO_CLOSE_MS } from '../config/index.js';
import { setMonitor } from '../monitor.js';
import type { FlowOutput, InitialScreen } from './contract.js';
import { coverage, enabledEvents, reportCounts } from './model-coverage.js';
import { REGISTER_FAIL_PATH } from './registry.machine.js';
import { QR_SUCCESS_NOTICE_MS } from './qr.machine.js';
import { popupMachine, showOnStack, type PopupEmitted, type PopupEvent } from './popup.machine.js';
import { preloadFlows } from './popup.flows.js';
import { USER_ACTIONS } from './popup.types.js';
import { POPUP_SYSTEM_ID } from './shared.js';
import { createServiceStubs, flush, modelPaths, runModelPath, type ModelSnapshot, type ServiceStubs } from './test-utils.js';
import { selectView } from './view.js';

// The flows from their own chunks are in before the walks (as once the idle prefetch ran): each flow state goes
// from `start` straight to `running`. Their loading, failure and "Try again" are walked in popup.flows.test.ts.
await preloadFlows();
/** The states of `screens` that run a lazy flow (popup.regions.ts lazyFlowStates). */
const LAZY_FLOW_STATES = ['qrcode', 'registry.flow', 'forgot', 'reset', 'profile'].map((state) => `popup.open.screens.${state}`);
const LAZY_PART_STATES = ['popup.open.alert.bot', 'popup.open.dialog.restore'];
/** The social login's lazy states beside Login or Registry (popup.regions.ts lazySocialStates). */
const SOCIAL_LAZY_STATES = (screen: 'login' | 'registry') =>
  ['start', 'idle', 'loading', 'failed', 'running.replay'].map((state) => `popup.open.screens.${screen}.social.${state}`);
const SOCIAL_LAZY_TRANSITIONS = (screen: 'login' | 'registry') =>
  [
    'idle --SOCIAL_LOGIN[0]',
    'idle --SOCIAL_LOGIN[1]',
    'loading --xstate.done.actor.loadSocial[0]',
    'loading --xstate.error.actor.loadSocial[0]',
    'failed --SOCIAL_LOGIN[0]',
    'failed --SOCIAL_LOGIN[1]',
  ].map((transition) => `popup.open.screens.${screen}.social.${transition}`);

const config = createConfig({ site: 'SG', env: 'production', language: 'en-SG', cookies: { get: () => undefined, set: () => undefined, remove: () => undefined } });
const PAGE = 'https://www.shop.sg/products/42?color=red';

const loggedIn = (response: LoginResponse, via: 'password' | 'code' | 'social' | 'qr' | 'register' | 'restore' = 'password'): FlowOutput => ({
  type: 'loggedIn',
  response,
  via,
});
const step = (action: string, data: Record<string, string> = {}, via: Parameters<typeof loggedIn>[1] = 'password') =>
  loggedIn({ loginNextStepAction: action, loginNextStepActionData: data, toRegisterToken: 'reg-1' }, via);

/** Every outcome the router distinguishes (spec §4 "Login next steps", plus the screen outputs). */
const ROUTES: Record<string, FlowOutput> = {
  jump: step('JUMP_TO_URL', { jumpUrl: 'https://www.shop.sg/deals' }),
  completePassword: step('COMPLETE_PASSWORD_FOR_LOGIN', {
    token: 'pw-1',
    tokenType: 'RESET_PASSWORD',
    identifier: 'n***g@example.com',
    identifierType: 'email',
  }),
  oauthVerify: step('OAUTH_VERIFY_EMAIL_PASSWORD', { url: 'https://member.shop.sg/user/account-auth' }),
  oauthPhone: step('OAUTH_COMPLETE_PHONE_FOR_REGISTER', { url: 'https://member.shop.sg/user/account-auth?p=1' }),
  second: step('SECOND_VERIFICATION', { url: 'https://member.shop.sg/user/verify', token: 'sv-1' }),
  restore: step('DELETION_COOL_CONFIRM', { deletionCancelToken: 'del-1' }, 'social'),
  deletionUrl: step('DELETION_COOL_CONFIRM', { url: 'https://member.shop.sg/user/deletion' }),
  profile: step('COMPLETE_PROFILE', {}, 'register'),
  plain: loggedIn({ loginSuccess: true }),
  redirect: loggedIn({ loginSuccess: true, redirectUrl: 'https://my.shop.sg/orders' }),
  gotoLogin: { type: 'goto', screen: 'Login' },
  gotoRegistry: { type: 'goto', screen: 'Registry' },
  gotoQrcode: { type: 'goto', screen: 'Qrcode' },
  gotoForgot: { type: 'goto', screen: 'ForgetPassword' },
  navigate: { type: 'navigate', url: 'https://www.shop.sg/', top: false },
  back: { type: 'back' },
  close: { type: 'close' },
};

function startPopup(screen: InitialScreen = 'Login', pageUrl = PAGE) {
  const stubs = createServiceStubs();
  const navigate = vi.fn();
  const emitted: PopupEmitted[] = [];
  const actor = createActor(popupMachine, {
    input: { services: stubs.services, config, screen, pageUrl, navigate },
    systemId: POPUP_SYSTEM_ID,
  });
  for (const type of ['loggedIn', 'busyDismissed', 'botResolved', 'loginResolved', 'closed'] as const) {
    actor.on(type, (event) => emitted.push(event as PopupEmitted));
  }
  actor.start();
  const view = () => selectView(actor.getSnapshot());
  return { stubs, navigate, emitted, actor, view, send: (event: PopupEvent) => actor.send(event) };
}
type Popup = ReturnType<typeof startPopup>;

/** Code login of 81234567: the phone checked, the code sent, Verify on screen. */
async function startOnCodeVerify(): Promise<Popup> {
  const p = startPopup();
  p.send({ type: 'SET_LOGIN_MODE', mode: 'code' });
  p.send({ type: 'SUBMIT_CODE_LOGIN', phone: '81234567' });
  p.stubs.resolve('validatePhone', true);
  await flush();
  p.stubs.resolve('sendPhoneCode', { codeLength: 6 });
  await flush();
  return p;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/* ------------------------------------------------------------------------------------------------------------ */
/* Model-based walks                                                                                            */

const TRACE = { distance: 1, durationMs: 900, samples: [0, 0.5, 1] };
const QR_SESSION = { requestId: 'r-1', qrLoginUrl: 'https://member.shop.sg/qr?r=1', expire: 3, interval: 1000 };
const NEW_PASSWORD = 'Abc123!@#x';

/**
 * The newest unanswered call of `name`. A flow the walk left (its actor stopped) leaves its calls unanswered
 * (COMPLETE_PASSWORD_FOR_LOGIN's code request, say): the drives answer the running flow's, the newest.
 */
function newestCall(stubs: ServiceStubs, name: Parameters<ServiceStubs['resolve']>[0]) {
  const call = [...stubs.calls].reverse().find((c) => c.name === name && !c.settled);
  if (!call) throw new Error(`No pending call of services.${name}`);
  call.settled = true;
  return call;
}

/** The forgot flow's e-mail code sent and verified, a new password saved, then the cart shortcut. */
async function codeThenNewPassword({ send, stubs }: { send(e: PopupEvent): void; stubs: ServiceStubs }): Promise<void> {
  newestCall(stubs, 'sendEmailCode').resolve({ codeLength: 6 });
  await flush();
  send({ type: 'SUBMIT_CODE', code: '123456' });
  stubs.resolve('verifyEmailCode', { token: 'v-1', tokenType: 'RESET_PASSWORD' });
  await flush();
  send({ type: 'SUBMIT_RESET', password: NEW_PASSWORD, retype: NEW_PASSWORD });
  stubs.resolve('resetPassword', {});
  await flush();
  send({ type: 'GO_TO', target: 'cart' });
}

/** What each running flow ends with in the walks, and how the real flow is driven there (its services answered). */
const FLOW_ENDS: Array<{ state: object; output: FlowOutput; drive(p: { send(e: PopupEvent): void; stubs: ServiceStubs }): Promise<void> }> = [
  {
    state: { login: { mode: 'password' } },
    output: ROUTES.jump!,
    async drive({ send, stubs }) {
      send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'shopper@example.com', password: 'Secret123' });
      stubs.resolve('login', (ROUTES.jump as { response: LoginResponse }).response);
    },
  },
  {
    state: { login: { mode: 'code' } },
    output: loggedIn({ loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-1' }, 'code'),
    async drive({ send, stubs }) {
      send({ type: 'SUBMIT_CODE_LOGIN', phone: '81234567' });
      stubs.resolve('validatePhone', true);
      await flush();
      stubs.resolve('sendPhoneCode', { codeLength: 6 });
      await flush();
      send({ type: 'SUBMIT_CODE', code: '123456' });
      stubs.resolve('loginByPhoneCode', { loginNextStepAction: 'COMPLETE_PROFILE', toRegisterToken: 'reg-1' });
    },
  },
  {
    state: { qrcode: 'running' },
    output: loggedIn({ loginSuccess: true, redirectUrl: 'https://my.shop.sg/orders' }, 'qr'),
    async drive({ stubs }) {
      stubs.resolve('generateQr', QR_SESSION);
      await flush();
      await vi.advanceTimersByTimeAsync(QR_SESSION.interval);
      stubs.resolve('checkQr', { status: 'SUCCESS', token: 'qr-token' });
      await flush();
      stubs.resolve('loginByQr', { loginSuccess: true, redirectUrl: 'https://my.shop.sg/orders' });
      // The success notice stays readable before the flow ends.
      await flush();
      await vi.advanceTimersByTimeAsync(QR_SUCCESS_NOTICE_MS);
    },
  },
  {
    state: { registry: { flow: 'running' } },
    output: { type: 'navigate', url: `${config.hosts.member}${REGISTER_FAIL_PATH}` },
    async drive({ send, stubs }) {
      // PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD on sending the code: the close-account register-fail page.
      stubs.resolve('sliderChallenge', { challengeId: 'ch-1' });
      await flush();
      send({ type: 'SLIDER_DRAGGED', trace: { distance: 1, durationMs: 900, samples: [0, 0.5, 1] } });
      stubs.resolve('verifySlider', { token: 'slider-1' });
      await flush();
      send({ type: 'SET_METHOD', method: 'email' });
      send({ type: 'SET_CONSENT', checked: true });
      send({ type: 'SUBMIT', email: 'new.shopper@example.com' });
      newestCall(stubs, 'sendEmailCode').reject(new ApiError('business', 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD'));
    },
  },
  {
    state: { forgot: 'running' },
    output: { type: 'navigate', url: `${config.hosts.cart}/` },
    async drive({ send, stubs }) {
      send({ type: 'SUBMIT', account: 'shopper@example.com' });
      stubs.resolve('applyResetPassword', { token: 'r-1', type: 'RESET_PASSWORD' });
      await flush();
      await codeThenNewPassword({ send, stubs });
    },
  },
  {
    state: { reset: 'running' },
    output: { type: 'navigate', url: `${config.hosts.cart}/` },
    async drive({ send, stubs }) {
      // COMPLETE_PASSWORD_FOR_LOGIN: the code to the token's account, verified, then the new password.
      await codeThenNewPassword({ send, stubs });
    },
  },
  {
    state: { profile: 'running' },
    output: { type: 'navigate', url: config.hosts.main },
    async drive({ send }) {
      send({ type: 'GO_SHOPPING' });
    },
  },
];

const SOCIAL_END = {
  output: ROUTES.restore!,
  async drive({ send, stubs, registry }: { send(e: PopupEvent): void; stubs: ServiceStubs; registry: boolean }) {
    if (registry) send({ type: 'SET_CONSENT', checked: true });
    send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    stubs.resolve('socialSignIn', { oauthCode: 'c', redirectUri: 'postmessage' });
    await flush();
    stubs.resolve('loginByOAuth', (ROUTES.restore as { response: LoginResponse }).response);
  },
};

const RESTORE_ENDS: Array<{ output: FlowOutput; drive(p: { send(e: PopupEvent): void; stubs: ServiceStubs }): Promise<void> }> = [
  { output: ROUTES.close!, drive: async ({ send }) => send({ type: 'DISMISS_DIALOG' }) },
  {
    output: loggedIn({ loginSuccess: true }, 'restore'),
    async drive({ send, stubs }) {
      send({ type: 'CONFIRM_RESTORE' });
      stubs.resolve('restoreAccount', { loginSuccess: true });
    },
  },
];

const inScreens = (s: ModelSnapshot, state: object | string) => s.matches({ open: { screens: state } });

function flowDoneEvents(s: ModelSnapshot): EventObject[] {
  const events: EventObject[] = [];
  for (const end of FLOW_ENDS) {
    if (inScreens(s, end.state)) events.push({ type: 'xstate.done.actor.flow', output: end.output } as EventObject);
  }
  if (inScreens(s, { login: { social: 'running' } }) || inScreens(s, { registry: { social: 'running' } })) {
    events.push({ type: 'xstate.done.actor.social', output: SOCIAL_END.output } as EventObject);
  }
  // The restore dialog answers only when no busy or bot alert covers it.
  if (s.matches({ open: { dialog: 'restore', alert: 'none' } })) {
    for (const end of RESTORE_ENDS) events.push({ type: 'xstate.done.actor.restore', output: end.output } as EventObject);
  }
  return events;
}

/** Plays one model event on the real root. */
async function execOnRoot(popup: Popup, event: EventObject): Promise<void> {
  const { actor, send, stubs } = popup;
  const output = (event as { output?: FlowOutput }).output;
  const real = actor.getSnapshot();
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'xstate.done.actor.flow': {
      const end = FLOW_ENDS.find((e) => real.matches({ open: { screens: e.state } } as never));
      if (!end) throw new Error('no running flow');
      await end.drive({ send, stubs });
      return;
    }
    case 'xstate.done.actor.social':
      await SOCIAL_END.drive({ send, stubs, registry: real.matches({ open: { screens: 'registry' } } as never) });
      return;
    case 'xstate.done.actor.slider':
      // The bot dialog's slider passes (a Registry slider behind it may answer too: its state is the flow's own).
      while (stubs.pendingCount('sliderChallenge') > 0) stubs.resolve('sliderChallenge', { challengeId: 'ch-bot' });
      await flush();
      send({ type: 'SLIDER_DRAGGED', trace: TRACE });
      while (stubs.pendingCount('verifySlider') > 0) stubs.resolve('verifySlider', { token: 'proof' });
      return;
    case 'xstate.done.actor.restore': {
      const end = RESTORE_ENDS.find((e) => JSON.stringify(e.output) === JSON.stringify(output));
      await end!.drive({ send, stubs });
      return;
    }
    case 'xstate.after.toastTimeout.popup.open.toast.info':
      await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS);
      return;
    case 'xstate.after.qrHintDelay.popup.open.screens.login.qrHint.waiting':
      await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DELAY_MS);
      return;
    case 'xstate.after.qrHintDuration.popup.open.screens.login.qrHint.visible':
      await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DURATION_MS);
      return;
    default:
      send(event as PopupEvent);
  }
}

function replay(name: string, paths: Array<StatePath<ModelSnapshot, EventObject>>, screen: InitialScreen) {
  it.each(
    paths.map(
      (p) =>
        [
          p.steps
            .map((s) => {
              const output = (s.event as { output?: FlowOutput }).output;
              const detail = s.event.type === 'ROUTE' && output ? `(${output.type === 'loggedIn' ? (output.response.loginNextStepAction ?? 'success') : output.type === 'goto' ? output.screen : output.type})` : '';
              return s.event.type.replace('xstate.', '') + detail;
            })
            .join(' → '),
          p,
        ] as const,
    ),
  )(
    `${name} replays: %s`,
    async (_label, path) => {
      const previous = setMonitor(() => undefined);
      const popup = startPopup(screen);
      try {
        await runModelPath(path, { exec: (event) => execOnRoot(popup, event), snapshot: () => popup.actor.getSnapshot() });
      } finally {
        popup.actor.stop();
        setMonitor(previous);
      }
    },
  );
}

/** Events the root only passes on to a child (no state of the root changes): walked by the children's own tests. */
const FORWARDED = [
  'INPUT', 'SET_CONSENT', 'SOCIAL_LOGIN', 'SUBMIT_PASSWORD_LOGIN', 'SUBMIT_CODE_LOGIN', 'SELECT_CHANNEL', 'SUBMIT_CODE', 'RESEND',
  'CHANGE_NUMBER', 'TO_METHOD_LIST', 'CHOOSE_METHOD', 'REQUEST_VOICE_CALL', 'REFRESH_QR', 'SET_METHOD', 'SET_PROMOTION',
  'SLIDER_DRAGGED', 'REFRESH_SLIDER', 'SUBMIT', 'SUBMIT_RESET', 'GO_TO', 'STOP_COUNTDOWN', 'SUBMIT_STEP1', 'SUBMIT_STEP2', 'SKIP', 'GO_SHOPPING',
  // Not passed on, but no state changes either: the visitor's intent starts a flow's chunk (popup.flows.test.ts).
  'INTENT',
];
/** The slider's events: the bot dialog's slider takes them while it is open (walk 2). */
const BOT_SLIDER_EVENTS = ['SLIDER_DRAGGED', 'REFRESH_SLIDER'];

/** The state value and the top two screens of the stack (what BACK / POP depend on) keep the graph small. */
const stackKey = (s: ModelSnapshot) => {
  const c = s.context as { stack: string[]; loginMode: string };
  return JSON.stringify([s.value, c.stack.slice(-2), c.loginMode, s.status]);
};

/** Walk 1: screens, the stack and every routing outcome (the other regions stay idle). */
const SCREEN_EVENTS: EventObject[] = [
  { type: 'SET_LOGIN_MODE', mode: 'code' } as EventObject,
  { type: 'SET_LOGIN_MODE', mode: 'password' } as EventObject,
  { type: 'TO_QRCODE' },
  { type: 'TO_REGISTRY' },
  { type: 'TO_LOGIN' },
  { type: 'TO_FORGET_PASSWORD' },
  { type: 'BACK' },
  { type: 'CLOSE' },
  { type: 'LOGIN_REQUIRED', requestId: 1 } as EventObject,
  { type: 'NAVIGATE', url: 'https://member.shop.sg/verify' } as EventObject,
  ...Object.values(ROUTES).map((output) => ({ type: 'ROUTE', output }) as EventObject),
  { type: 'RESUME' },
  // Raised by BACK (and a back output) when the flow has no back of its own; walked directly too.
  { type: 'POP' },
];
/** Done events are walked only with an output (createTestModel would also offer them bare). */
const withOutput = (_: ModelSnapshot, event: EventObject) => !event.type.startsWith('xstate.done.actor.') || 'output' in event;

const screensPlan = modelPaths(popupMachine, {
  // On Registry, TO_FORGET_PASSWORD goes to the registry flow, whose goto output is walked as a ROUTE.
  // While the restore dialog is open nothing behind it is reachable: only the dialog's answers (and RESUME, CLOSE).
  filterEvents: (s, event) =>
    withOutput(s, event) &&
    !(event.type === 'TO_FORGET_PASSWORD' && inScreens(s, 'registry')) &&
    (!s.matches({ open: { dialog: 'restore' } }) || ['xstate.done.actor.restore', 'RESUME', 'CLOSE'].includes(event.type)),
  // Navigation and forwarding leave the model's snapshot as it was: still transitions to walk.
  keepUnchanged: true,
  input: { services: createServiceStubs().services, config, pageUrl: PAGE },
  events: (s) => [...enabledEvents(SCREEN_EVENTS)(s), ...(s.status === 'active' ? flowDoneEvents(s) : [])],
  serializeState: stackKey,
  ignoreEvents: [
    // Passed on to the children (walked in their own tests) or other regions (walk 2).
    ...FORWARDED,
    'SHOW_TOAST', 'DISMISS_TOAST', 'SHOW_BUSY', 'SHOW_BOT', 'FLOW_BUSY', 'DISMISS_DIALOG', 'CONFIRM_DIALOG', 'CONFIRM_RESTORE',
    'xstate.after.qrHintDelay.popup.open.screens.login.qrHint.waiting',
    'xstate.after.qrHintDuration.popup.open.screens.login.qrHint.visible', 'xstate.after.toastTimeout.popup.open.toast.visible',
    'xstate.done.actor.flow', 'xstate.done.actor.social', 'xstate.done.actor.restore',
  ].filter((type) => !type.startsWith('xstate.done')),
  limit: 20_000,
});

/** Walk 2: toast, busy / bot alerts, the restore dialog (opened on Registry: no QR hint timers there). */
const busyHook = new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT');
const OVERLAY_EVENTS: EventObject[] = [
  { type: 'SHOW_TOAST', message: { key: 'validation.phone.invalid' }, tone: 'error' } as EventObject,
  { type: 'SHOW_TOAST', message: { key: 'restore.success' }, tone: 'success' } as EventObject,
  { type: 'DISMISS_TOAST' },
  { type: 'xstate.after.toastTimeout.popup.open.toast.info' },
  { type: 'SHOW_BUSY', requestId: 1 } as EventObject,
  { type: 'FLOW_BUSY', error: busyHook } as EventObject,
  { type: 'FLOW_BUSY', error: new ApiError('business', 'FAIL_SYS_FLOWLIMIT') } as EventObject,
  { type: 'SHOW_BOT', requestId: 2, url: 'https://bot.shop.sg/check' } as EventObject,
  { type: 'SLIDER_DRAGGED', trace: TRACE } as EventObject,
  { type: 'REFRESH_SLIDER' },
  // The bot dialog's slider verified (driven on the real slider: challenge, drag, proof).
  { type: 'xstate.done.actor.slider', output: { token: 'proof' } } as EventObject,
  { type: 'DISMISS_DIALOG' },
  { type: 'CONFIRM_DIALOG' },
  { type: 'CONFIRM_RESTORE' },
  { type: 'ROUTE', output: ROUTES.restore } as EventObject,
  { type: 'CLOSE' },
];
const overlayPlan = modelPaths(popupMachine, {
  // The restore dialog's Cancel ends the restore child: walked as its done event.
  filterEvents: (s, event) =>
    withOutput(s, event) && !(event.type === 'DISMISS_DIALOG' && s.matches({ open: { dialog: 'restore', alert: 'none' } })),
  // Navigation and forwarding leave the model's snapshot as it was: still transitions to walk.
  keepUnchanged: true,
  input: { services: createServiceStubs().services, config, pageUrl: PAGE, screen: 'Registry' },
  events: (s) =>
    s.status !== 'active'
      ? []
      : [
          ...enabledEvents(OVERLAY_EVENTS)(s),
          ...(s.matches({ open: { dialog: 'restore', alert: 'none' } })
            ? RESTORE_ENDS.map((end) => ({ type: 'xstate.done.actor.restore', output: end.output }) as EventObject)
            : []),
        ],
  // Whether the gateway hook showed a busy dialog, and whether a bot check waits under one, change what comes next.
  serializeState: (s) => {
    const { hookBusyShown, botRequests } = s.context as { hookBusyShown: number; botRequests: readonly number[] };
    return JSON.stringify([s.value, hookBusyShown > 0, botRequests.length > 0, s.status]);
  },
  ignoreEvents: [
    ...FORWARDED.filter((type) => !BOT_SLIDER_EVENTS.includes(type)),
    'TO_LOGIN', 'TO_FORGET_PASSWORD', 'BACK', 'NAVIGATE', 'LOGIN_REQUIRED', 'POP', 'RESUME',
  ],
});

/** Walk 3: the QR hint on Login (1 s after opening, for 3 s; once). */
const hintPlan = modelPaths(popupMachine, {
  filterEvents: withOutput,
  // Navigation and forwarding leave the model's snapshot as it was: still transitions to walk.
  keepUnchanged: true,
  input: { services: createServiceStubs().services, config, pageUrl: PAGE },
  events: enabledEvents([
    { type: 'xstate.after.qrHintDelay.popup.open.screens.login.qrHint.waiting' },
    { type: 'xstate.after.qrHintDuration.popup.open.screens.login.qrHint.visible' },
    // The buyer acts on Login while the hint shows: a mode switch, a submit (which raises QR_HINT_DONE).
    { type: 'SET_LOGIN_MODE', mode: 'code' },
    { type: 'SET_LOGIN_MODE', mode: 'password' },
    { type: 'QR_HINT_DONE' },
    { type: 'TO_REGISTRY' },
    { type: 'TO_LOGIN' },
  ]),
  serializeState: (s) => {
    const { qrHintShown, loginMode } = s.context as { qrHintShown: boolean; loginMode: string };
    return JSON.stringify([s.value, qrHintShown, loginMode]);
  },
  ignoreEvents: [
    ...FORWARDED,
    'TO_QRCODE', 'TO_FORGET_PASSWORD', 'BACK', 'CLOSE', 'NAVIGATE', 'LOGIN_REQUIRED', 'POP', 'RESUME', 'ROUTE',
    'SHOW_TOAST', 'DISMISS_TOAST', 'SHOW_BUSY', 'SHOW_BOT', 'FLOW_BUSY', 'DISMISS_DIALOG', 'CONFIRM_DIALOG', 'CONFIRM_RESTORE',
  ],
});

const allPaths = [screensPlan, overlayPlan, hintPlan].flatMap((plan) => [...plan.statePaths, ...plan.transitionPaths]);

describe('popupMachine: model-based walks', () => {
  it('the walks reach every state node and take every transition', () => {
    // INPUT, SET_CONSENT, … only pass events on to the children (no state of the root changes): each is walked by
    // the child's own model test and, through the root, by the integration tests.
    const forwarded = FORWARDED.map((type) => `popup.open.screens --${type}[0]`);
    const cov = coverage(popupMachine, allPaths, [
      ...forwarded,
      // Passed on to the registry flow / the restore child: walked through their done events (goto, close).
      'popup.open.screens.registry --TO_FORGET_PASSWORD[0]',
      'popup.open.dialog.restore --DISMISS_DIALOG[0]',
      // The user's next action ends an error toast: each is taken in "an error toast stays until …" below.
      ...[...USER_ACTIONS].map((type) => `popup.open.toast.error --${type}[0]`),
    ]);
    // `start` states are transient (an eventless choice of the first state): they never rest in a snapshot. The lazy
    // flows' `loading` and `failed` (and the social login's) are not reached here (their chunks are in):
    // popup.flows.test.ts walks them.
    expect(cov.unvisitedStates).toEqual([
      'popup.open.screens.start',
      'popup.open.screens.login.mode.start',
      // Login's code mode: its lazy states (the chunk is in here) are walked by popup.flows.test.ts.
      ...['start', 'loading', 'loading.idle'].map((state) => `popup.open.screens.login.mode.code.${state}`),
      'codeLoginQueued',
      ...['failed', 'running.replay'].map((state) => `popup.open.screens.login.mode.code.${state}`),
      // The social login beside Login and Registry: its lazy states (the chunk is in here) too.
      ...SOCIAL_LAZY_STATES('login'),
      ...LAZY_FLOW_STATES.slice(0, 2).flatMap((state) => [`${state}.start`, `${state}.loading`, `${state}.failed`]),
      ...SOCIAL_LAZY_STATES('registry'),
      ...LAZY_FLOW_STATES.slice(2).flatMap((state) => [`${state}.start`, `${state}.loading`, `${state}.failed`]),
      // The bot check's slider and the restore dialog from their chunks: popup.flows.test.ts walks these too.
      ...LAZY_PART_STATES.flatMap((state) => [`${state}.start`, `${state}.loading`, `${state}.failed`]),
    ]);
    const code = 'popup.open.screens.login.mode.code';
    expect(cov.untakenTransitions).toEqual([
      `${code}.loading --xstate.done.actor.load[0]`,
      `${code}.loading --xstate.done.actor.load[1]`,
      `${code}.loading --xstate.error.actor.load[0]`,
      `${code}.loading.idle --SUBMIT_CODE_LOGIN[0]`,
      'codeLoginQueued --SUBMIT_CODE_LOGIN[0]',
      `${code}.failed --RETRY_LOAD[0]`,
      ...SOCIAL_LAZY_TRANSITIONS('login'),
      ...LAZY_FLOW_STATES.slice(0, 2).flatMap((state) => [
        `${state}.loading --xstate.done.actor.load[0]`,
        `${state}.loading --xstate.error.actor.load[0]`,
        `${state}.failed --RETRY_LOAD[0]`,
      ]),
      ...SOCIAL_LAZY_TRANSITIONS('registry'),
      ...LAZY_FLOW_STATES.slice(2).flatMap((state) => [
        `${state}.loading --xstate.done.actor.load[0]`,
        `${state}.loading --xstate.error.actor.load[0]`,
        `${state}.failed --RETRY_LOAD[0]`,
      ]),
      ...LAZY_PART_STATES.flatMap((state) => [
        ...(state.endsWith('bot') ? [] : [`${state}.loading --DISMISS_DIALOG[0]`]),
        `${state}.loading --xstate.done.actor.load[0]`,
        `${state}.loading --xstate.error.actor.load[0]`,
        ...(state.endsWith('bot') ? [`${state}.failed --REFRESH_SLIDER[0]`] : [`${state}.failed --CONFIRM_RESTORE[0]`, `${state}.failed --DISMISS_DIALOG[0]`]),
      ]),
    ]);
    reportCounts('popup (screens + overlays + QR hint walks)', [screensPlan, overlayPlan, hintPlan], cov);
  });

  describe('walk 1: screens and routing', () => replay('screens', [...screensPlan.statePaths, ...screensPlan.transitionPaths], 'Login'));
  describe('walk 2: toast, alerts, restore dialog', () =>
    replay('overlays', [...overlayPlan.statePaths, ...overlayPlan.transitionPaths], 'Registry'));
  describe('walk 3: QR hint', () => replay('hint', [...hintPlan.statePaths, ...hintPlan.transitionPaths], 'Login'));
});

/* ------------------------------------------------------------------------------------------------------------ */
/* Scenarios                                                                                                    */

describe('popupMachine: stack, back and close', () => {
  it('opens on Login or Registry', () => {
    expect(startPopup('Login').view()).toMatchObject({ screen: 'Login', canGoBack: false });
    expect(startPopup('Registry').view()).toMatchObject({ screen: 'Registry', canGoBack: false });
  });

  it('shows screens on a stack: back pops, a screen already on it is gone back to', () => {
    const p = startPopup();
    p.send({ type: 'TO_REGISTRY' });
    expect(p.view()).toMatchObject({ screen: 'Registry', canGoBack: true });
    p.send({ type: 'TO_LOGIN' });
    expect(p.actor.getSnapshot().context.stack).toEqual(['Login']);
    p.send({ type: 'TO_QRCODE' });
    p.send({ type: 'TO_REGISTRY' });
    expect(p.actor.getSnapshot().context.stack).toEqual(['Login', 'Qrcode', 'Registry']);
    p.send({ type: 'BACK' });
    expect(p.view().screen).toBe('Qrcode');
    p.send({ type: 'BACK' });
    expect(p.view()).toMatchObject({ screen: 'Login', canGoBack: false });
    p.send({ type: 'BACK' });
    expect(p.view().screen).toBe('Login');
    expect(showOnStack(['Login', 'Registry'], 'ForgetPassword')).toEqual(['Login', 'Registry', 'ForgetPassword']);
  });

  it('BACK on Verify goes to the flow (phone entry), not off the Login screen', async () => {
    const p = await startOnCodeVerify();
    expect(p.view()).toMatchObject({ screen: 'Verify', canGoBack: true, verify: { identifier: '+6581234567' } });
    p.send({ type: 'BACK' });
    await flush();
    expect(p.view()).toMatchObject({ screen: 'Login', canGoBack: false, login: { mode: 'code', values: { phone: '81234567' } } });
  });

  it('CLOSE stops every child and timer: no timer is pending after close', async () => {
    const p = await startOnCodeVerify();
    p.send({ type: 'SHOW_TOAST', message: { key: 'restore.success' }, tone: 'success' });
    // Verify countdown + expiry, the QR hint and the toast are all running.
    expect(vi.getTimerCount()).toBeGreaterThanOrEqual(3);
    p.send({ type: 'CLOSE' });
    expect(p.actor.getSnapshot().status).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
    expect(p.emitted).toContainEqual({ type: 'closed', how: 'button' });
  });

  it('QR polling stops when the popup closes', async () => {
    const p = startPopup();
    p.send({ type: 'TO_QRCODE' });
    p.stubs.resolve('generateQr', QR_SESSION);
    await flush();
    expect(p.view().qr).toMatchObject({ status: 'pending', qrLoginUrl: QR_SESSION.qrLoginUrl });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    p.send({ type: 'CLOSE' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('popupMachine: the QR hint and the toast', () => {
  it('shows the QR hint 1 s after opening, for 3 s, on Login only', async () => {
    const p = startPopup();
    expect(p.view().login.qrHintVisible).toBe(false);
    await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DELAY_MS);
    expect(p.view().login.qrHintVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DURATION_MS);
    expect(p.view().login.qrHintVisible).toBe(false);
    const r = startPopup('Registry');
    await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DELAY_MS);
    expect(r.view().login.qrHintVisible).toBe(false);
  });

  it('a submit made while the QR hint shows is taken, and the hint goes', async () => {
    const p = startPopup();
    await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DELAY_MS);
    expect(p.view().login.qrHintVisible).toBe(true);
    p.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'buyer@example.com', password: 'Secret#12345' });
    expect(p.view().pending).toBe(true);
    expect(p.view().login.qrHintVisible).toBe(false);
  });

  it('a mode switch made while the QR hint shows is taken, and the hint goes for good', async () => {
    const p = startPopup();
    await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DELAY_MS);
    expect(p.view().login.qrHintVisible).toBe(true);
    p.send({ type: 'SET_LOGIN_MODE', mode: 'code' });
    expect(p.view().login.mode).toBe('code');
    expect(p.view().login.qrHintVisible).toBe(false);
    p.send({ type: 'SET_LOGIN_MODE', mode: 'password' });
    await vi.advanceTimersByTimeAsync(QR_TOOLTIP_DELAY_MS + QR_TOOLTIP_DURATION_MS);
    expect(p.view().login.mode).toBe('password');
    expect(p.view().login.qrHintVisible).toBe(false);
  });

  it('one toast at a time, each with a new id, hidden after TOAST_AUTO_CLOSE_MS', async () => {
    const p = startPopup('Registry');
    p.send({ type: 'SHOW_TOAST', message: { key: 'restore.success' }, tone: 'success' });
    expect(p.view().toast).toEqual({ id: 1, message: { key: 'restore.success' }, tone: 'success' });
    await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS - 1000);
    p.send({ type: 'SHOW_TOAST', message: { key: 'restore.success' }, tone: 'success' });
    expect(p.view().toast?.id).toBe(2);
    await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS - 1);
    expect(p.view().toast).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(p.view().toast).toBeNull();
  });

  it('an error toast stays until dismissed (WCAG 2.2.1: no 3 s error), typing does not take it away', async () => {
    const p = startPopup('Registry');
    p.send({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' });
    await vi.advanceTimersByTimeAsync(60_000);
    p.send({ type: 'INPUT', field: 'phone' });
    expect(p.view().toast).toEqual({ id: 1, message: { key: 'error.network' }, tone: 'error' });
    p.send({ type: 'DISMISS_TOAST' });
    expect(p.view().toast).toBeNull();
    // An info toast after an error one runs its 3 s again.
    p.send({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' });
    p.send({ type: 'SHOW_TOAST', message: { key: 'restore.success' }, tone: 'success' });
    await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS);
    expect(p.view().toast).toBeNull();
  });

  it.each([...USER_ACTIONS])('an error toast stays until the next action: %s takes it away', async (type) => {
    const p = startPopup('Registry');
    p.send({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' });
    // Every field any of these events carries, so the action itself runs as it would from a screen.
    p.send({ type, loginName: 'shopper@example.com', password: 'Secret123', phone: '81234567', code: '123456', channel: 'SMS', mode: 'code', provider: 'GOOGLE', method: 'email', checked: true, field: 'phone', target: 'cart', trace: TRACE, retype: 'Secret123', name: 'Jane', gender: 'female', birthday: '1990-01-31', how: 'button' } as PopupEvent);
    expect(p.actor.getSnapshot().context.toast).toBeNull();
  });

  it('an error toast does not eat the action that takes it away: Retry, Back and Close still act (fault matrix)', async () => {
    const p = startPopup();
    p.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'shopper@example.com', password: 'Secret123' });
    p.send({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' });
    p.stubs.reject('login', new ApiError('network', 'NETWORK_ERROR'));
    await flush();
    p.send({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' });
    // Retry: the same submit reaches the flow (before, the first one only hid the toast).
    p.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'shopper@example.com', password: 'Secret123' });
    expect(p.view().toast).toBeNull();
    expect(p.stubs.pendingCount('login')).toBe(1);
    // Back from a pushed screen, with an error toast up.
    p.send({ type: 'TO_FORGET_PASSWORD' });
    await flush();
    expect(p.view().screen).toBe('ForgetPassword');
    p.send({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' });
    p.send({ type: 'BACK' });
    await flush();
    expect(p.view().screen).toBe('Login');
    // Close, with an error toast up: the popup closes at once.
    p.send({ type: 'SHOW_TOAST', message: { key: 'error.network' }, tone: 'error' });
    p.send({ type: 'CLOSE' });
    expect(p.actor.getSnapshot().status).toBe('done');
  });
});

describe('popupMachine: routing (spec §4 "Login next steps")', () => {
  const route = (p: Popup, output: FlowOutput) => p.send({ type: 'ROUTE', output });

  it('JUMP_TO_URL, OAUTH_* and DELETION_COOL_CONFIRM (not social) navigate through the redirect guard', () => {
    const p = startPopup();
    route(p, ROUTES.jump!);
    route(p, ROUTES.oauthVerify!);
    route(p, ROUTES.oauthPhone!);
    route(p, ROUTES.deletionUrl!);
    expect(p.navigate.mock.calls).toEqual([
      ['https://www.shop.sg/deals', { top: true }],
      // The account-auth and restore pages bring the buyer back to the page they were on (not the server's start page).
      ['https://member.shop.sg/user/account-auth?redirect=https%3A%2F%2Fwww.shop.sg%2Fproducts%2F42%3Fcolor%3Dred', { top: true }],
      ['https://member.shop.sg/user/account-auth?p=1&redirect=https%3A%2F%2Fwww.shop.sg%2Fproducts%2F42%3Fcolor%3Dred', { top: true }],
      ['https://member.shop.sg/user/deletion?redirect=https%3A%2F%2Fwww.shop.sg%2Fproducts%2F42%3Fcolor%3Dred', { top: true }],
    ]);
  });

  it('DELETION_COOL_CONFIRM keeps a redirect the server already put in its URL', () => {
    const p = startPopup();
    route(p, step('DELETION_COOL_CONFIRM', { url: 'https://member.shop.sg/user/deletion?redirect=https%3A%2F%2Fmy.shop.sg%2F' }));
    expect(p.navigate.mock.calls).toEqual([
      ['https://member.shop.sg/user/deletion?redirect=https%3A%2F%2Fmy.shop.sg%2F', { top: true }],
    ]);
  });

  it('a URL off the company domains goes to the dashboard instead', () => {
    const p = startPopup();
    route(p, step('JUMP_TO_URL', { jumpUrl: 'https://evil.example/phish' }));
    route(p, step('JUMP_TO_URL', {}));
    expect(p.navigate.mock.calls).toEqual([
      ['https://my.shop.sg/', { top: true }],
      ['https://my.shop.sg/', { top: true }],
    ]);
  });

  it('SECOND_VERIFICATION carries the current page as redirect, the token and the step type', () => {
    const p = startPopup();
    route(p, ROUTES.second!);
    const url = new URL(p.navigate.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://member.shop.sg/user/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect: PAGE, type: 'SECOND_VERIFICATION' });
    // The token in the fragment, never in the query a server logs (issue 23 finding 7).
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ token: 'sv-1' });
  });

  it('COMPLETE_PASSWORD_FOR_LOGIN: a code to the account (Verify, masked address) verifies the token, then ResetPassword', async () => {
    const p = startPopup();
    route(p, ROUTES.completePassword!);
    expect(p.actor.getSnapshot().context.completePassword).toEqual({
      token: 'pw-1',
      identifier: 'n***g@example.com',
      identifierType: 'email',
    });
    expect(p.view()).toMatchObject({ screen: 'Verify', canGoBack: true, pending: true, verify: { identifier: 'n***g@example.com' } });
    expect(p.stubs.argsOf('sendEmailCode')).toEqual([{ type: 'RESET_PASSWORD', token: 'pw-1', resend: false }]);
    p.stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    expect(p.view()).toMatchObject({ screen: 'Verify', pending: false });
    p.send({ type: 'SUBMIT_CODE', code: '123456' });
    p.stubs.resolve('verifyEmailCode', { token: 'verified-1', tokenType: 'RESET_PASSWORD' });
    await flush();
    expect(p.view()).toMatchObject({ screen: 'ResetPassword', canGoBack: true, reset: { success: null } });
    p.send({ type: 'SUBMIT_RESET', password: NEW_PASSWORD, retype: NEW_PASSWORD });
    expect(p.stubs.argsOf('resetPassword')).toEqual([{ password: NEW_PASSWORD, token: 'verified-1' }]);
  });

  it('reset success: no Back (the reset already logged the buyer in); BACK neither leaves nor stops the countdown', async () => {
    const p = startPopup();
    route(p, ROUTES.completePassword!);
    p.stubs.resolve('sendEmailCode', { codeLength: 6 });
    await flush();
    p.send({ type: 'SUBMIT_CODE', code: '123456' });
    p.stubs.resolve('verifyEmailCode', { token: 'verified-1', tokenType: 'RESET_PASSWORD' });
    await flush();
    p.send({ type: 'SUBMIT_RESET', password: NEW_PASSWORD, retype: NEW_PASSWORD });
    p.stubs.resolve('resetPassword', {});
    await flush();
    expect(p.view()).toMatchObject({ screen: 'ResetPassword', canGoBack: false, reset: { success: { secondsLeft: 5 } } });
    p.send({ type: 'BACK' });
    await flush();
    expect(p.view()).toMatchObject({ screen: 'ResetPassword', reset: { success: { secondsLeft: 5 } } });
    vi.advanceTimersByTime(1000);
    expect(p.view()).toMatchObject({ screen: 'ResetPassword', reset: { success: { secondsLeft: 4 } } });
  });

  it('COMPLETE_PASSWORD_FOR_LOGIN without a named channel: the typed login name decides; back leaves for Login', async () => {
    const p = startPopup();
    p.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: '8123 4567', password: 'Secret123' });
    p.stubs.resolve('login', { loginNextStepAction: 'COMPLETE_PASSWORD_FOR_LOGIN', loginNextStepActionData: { token: 'pw-2' } });
    await flush();
    expect(p.actor.getSnapshot().context.completePassword).toEqual({ token: 'pw-2', identifier: '8123 4567', identifierType: 'phone' });
    expect(p.stubs.argsOf('sendResetSms')).toEqual([{ token: 'pw-2', resend: false }]);
    p.stubs.resolve('sendResetSms', { codeLength: 6 });
    await flush();
    p.send({ type: 'BACK' });
    await flush();
    expect(p.view()).toMatchObject({ screen: 'Login', canGoBack: false });
  });

  it('COMPLETE_PASSWORD_FOR_LOGIN whose code cannot be sent: a toast, and Login again', async () => {
    const p = startPopup();
    route(p, ROUTES.completePassword!);
    p.stubs.reject('sendEmailCode', new ApiError('business', 'PL-USER-TOKEN-EXPIRED', { displayMessage: 'Expired' }));
    await flush();
    expect(p.view()).toMatchObject({
      screen: 'Login',
      pending: false,
      toast: { message: { server: { key: 'PL-USER-TOKEN-EXPIRED', displayMessage: 'Expired' } }, tone: 'error' },
    });
  });

  it('COMPLETE_PROFILE opens ProfileComplete with the register token (no way back to Login)', () => {
    const p = startPopup();
    route(p, ROUTES.profile!);
    expect(p.view()).toMatchObject({ screen: 'ProfileComplete', canGoBack: false, profile: { step: 1 } });
    expect(p.actor.getSnapshot().context.profileToken).toBe('reg-1');
  });

  it('plain success closes the popup and tells the host (onLogin)', () => {
    const p = startPopup();
    route(p, ROUTES.plain!);
    expect(p.actor.getSnapshot().status).toBe('done');
    expect(p.emitted).toEqual([{ type: 'loggedIn', response: { loginSuccess: true } }, { type: 'closed', how: 'loggedIn' }]);
    expect(p.navigate).not.toHaveBeenCalled();
  });

  it('a success asked to go somewhere: the page redirect first, then the response redirectUrl', () => {
    const p = startPopup('Login', 'https://www.shop.sg/login?redirect=https%3A%2F%2Fcart.shop.sg%2Fcart');
    route(p, ROUTES.redirect!);
    expect(p.navigate).toHaveBeenCalledWith('https://cart.shop.sg/cart', { top: true });
    const q = startPopup();
    route(q, ROUTES.redirect!);
    expect(q.navigate).toHaveBeenCalledWith('https://my.shop.sg/orders', { top: true });
    expect(q.emitted).toContainEqual({ type: 'loggedIn', response: { loginSuccess: true, redirectUrl: 'https://my.shop.sg/orders' } });
  });

  it('a social DELETION_COOL_CONFIRM opens the restore dialog; Cancel gives the Login screen back', async () => {
    const p = startPopup();
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    p.stubs.resolve('socialSignIn', { oauthCode: 'c', redirectUri: 'postmessage' });
    await flush();
    p.stubs.resolve('loginByOAuth', (ROUTES.restore as { response: LoginResponse }).response);
    await flush();
    expect(p.view().dialog).toEqual({ type: 'restore' });
    p.send({ type: 'DISMISS_DIALOG' });
    await flush();
    expect(p.view()).toMatchObject({ dialog: null, pending: false, screen: 'Login' });
    // The social login works again.
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    expect(p.view().login.socialPending).toBe('GOOGLE');
  });

  it('closing the popup while the provider window is open aborts the sign-in (issue 12 finding 19)', async () => {
    const p = startPopup();
    p.send({ type: 'SOCIAL_LOGIN', provider: 'GOOGLE' });
    const call = p.stubs.calls.find((c) => c.name === 'socialSignIn')!;
    const { signal } = call.args[1] as { signal: AbortSignal };
    expect(signal.aborted).toBe(false);
    p.send({ type: 'CLOSE' });
    await flush();
    expect(p.actor.getSnapshot().status).toBe('done');
    // The provider gets the abort: its window, listener, poll and timer go (see src/api/social.test.ts).
    expect(signal.aborted).toBe(true);
  });

  it('restore Confirm: toast, then the restored login closes the popup', async () => {
    const p = startPopup();
    route(p, ROUTES.restore!);
    p.send({ type: 'CONFIRM_RESTORE' });
    expect(p.stubs.argsOf('restoreAccount')).toEqual(['del-1']);
    expect(p.view().pending).toBe(true);
    p.stubs.resolve('restoreAccount', { loginSuccess: true });
    await flush();
    expect(p.actor.getSnapshot().status).toBe('done');
    expect(p.emitted[0]).toEqual({ type: 'loggedIn', response: { loginSuccess: true } });
  });

  it('goto, navigate, back and close outputs', () => {
    const p = startPopup();
    route(p, ROUTES.gotoRegistry!);
    expect(p.view().screen).toBe('Registry');
    route(p, ROUTES.gotoForgot!);
    expect(p.view().screen).toBe('ForgetPassword');
    route(p, ROUTES.back!);
    expect(p.view().screen).toBe('Registry');
    route(p, ROUTES.navigate!);
    expect(p.navigate).toHaveBeenCalledWith('https://www.shop.sg/', { top: false });
    route(p, ROUTES.close!);
    expect(p.actor.getSnapshot().status).toBe('done');
  });
});

describe('popupMachine: busy and bot dialogs, gateway requests', () => {
  it('a traffic-limit answer from a flow shows the busy dialog; DISMISS_DIALOG closes it', async () => {
    const p = startPopup();
    p.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'shopper@example.com', password: 'Secret123' });
    p.stubs.reject('login', new ApiError('business', 'FAIL_SYS_TRAFFIC_LIMIT'));
    await flush();
    expect(p.view()).toMatchObject({ dialog: { type: 'busy' }, error: null, pending: false });
    p.send({ type: 'DISMISS_DIALOG' });
    expect(p.view().dialog).toBeNull();
  });

  it('a busy dialog the gateway hook showed is not shown again for the same answer', () => {
    const p = startPopup();
    p.send({ type: 'SHOW_BUSY', requestId: 5 });
    expect(p.view().dialog).toEqual({ type: 'busy' });
    p.send({ type: 'DISMISS_DIALOG' });
    expect(p.emitted).toEqual([{ type: 'busyDismissed', requestIds: [5] }]);
    p.send({ type: 'FLOW_BUSY', error: new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT') });
    expect(p.view().dialog).toBeNull();
    p.send({ type: 'FLOW_BUSY', error: new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT') });
    expect(p.view().dialog).toEqual({ type: 'busy' });
  });

  it('the bot dialog answers passed only once its slider is verified by the server, not passed when dismissed', async () => {
    const p = startPopup();
    p.send({ type: 'SHOW_BOT', requestId: 1 });
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'loading' });
    p.stubs.resolve('sliderChallenge', { challengeId: 'c-1' });
    await flush();
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'ready' });
    p.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'checking' });
    expect(p.stubs.argsOf('verifySlider')).toEqual([{ challengeId: 'c-1', trace: TRACE }]);
    // Dragged is not passed: nothing is answered until the server verified the drag.
    expect(p.emitted).toEqual([]);
    p.stubs.resolve('verifySlider', { token: 'proof' });
    await flush();
    expect(p.view().dialog).toBeNull();
    p.send({ type: 'SHOW_BOT', requestId: 2 });
    p.send({ type: 'DISMISS_DIALOG' });
    expect(p.emitted).toEqual([
      { type: 'botResolved', requestIds: [1], passed: true },
      { type: 'botResolved', requestIds: [2], passed: false },
    ]);
  });

  it('a refused drag keeps the bot dialog ("not verified", refresh for a new challenge); the slider behind it is left alone', async () => {
    const p = startPopup('Registry');
    p.stubs.resolve('sliderChallenge', { challengeId: 'registry-1' });
    await flush();
    p.send({ type: 'SHOW_BOT', requestId: 1 });
    p.stubs.resolve('sliderChallenge', { challengeId: 'bot-1' });
    await flush();
    p.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    expect(p.stubs.argsOf('verifySlider')).toEqual([{ challengeId: 'bot-1', trace: TRACE }]);
    p.stubs.reject('verifySlider', new ApiError('business', 'PL-USER-SLIDER-FAILED'));
    await flush();
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'notVerified' });
    expect(p.view().registry?.slider).toBe('ready');
    p.send({ type: 'REFRESH_SLIDER' });
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'loading' });
    expect(p.view().registry?.slider).toBe('ready');
    // Another request held back joins the check under way.
    p.send({ type: 'SHOW_BOT', requestId: 2 });
    expect(p.stubs.pendingCount('sliderChallenge')).toBe(1);
    p.stubs.resolve('sliderChallenge', { challengeId: 'bot-2' });
    await flush();
    p.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    p.stubs.resolve('verifySlider', { token: 'proof' });
    await flush();
    expect(p.emitted).toEqual([{ type: 'botResolved', requestIds: [1, 2], passed: true }]);
    expect(p.view().registry?.slider).toBe('ready');
  });

  it('a busy dialog over a waiting bot check gives the check back when dismissed', async () => {
    const p = startPopup();
    p.send({ type: 'SHOW_BOT', requestId: 1 });
    p.stubs.resolve('sliderChallenge', { challengeId: 'c-1' });
    await flush();
    p.send({ type: 'SLIDER_DRAGGED', trace: TRACE });
    // The slider's own call meets a traffic limit: the busy dialog comes over the check.
    p.stubs.reject('verifySlider', new ApiError('traffic', 'FAIL_SYS_TRAFFIC_LIMIT'));
    await flush();
    expect(p.view().dialog).toEqual({ type: 'busy' });
    p.send({ type: 'DISMISS_DIALOG' });
    expect(p.view().dialog).toEqual({ type: 'bot', slider: 'loading' });
    expect(p.emitted).toEqual([]);
    p.send({ type: 'DISMISS_DIALOG' });
    expect(p.emitted).toEqual([{ type: 'botResolved', requestIds: [1], passed: false }]);
  });

  it('LOGIN_REQUIRED shows Login and answers true after a successful login; closing answers false', async () => {
    const p = startPopup('Registry');
    p.send({ type: 'LOGIN_REQUIRED', requestId: 3 });
    expect(p.view().screen).toBe('Login');
    // Finding 18: Login says why it is back (not "Network error", not nothing).
    expect(p.view().error).toEqual({ key: 'error.session.expired' });
    p.send({ type: 'SUBMIT_PASSWORD_LOGIN', loginName: 'shopper@example.com', password: 'Secret123' });
    p.stubs.resolve('login', { loginSuccess: true });
    await flush();
    expect(p.emitted).toContainEqual({ type: 'loginResolved', requestIds: [3], loggedIn: true });
    const q = startPopup();
    q.send({ type: 'LOGIN_REQUIRED', requestId: 4 });
    q.send({ type: 'CLOSE' });
    expect(q.emitted).toContainEqual({ type: 'loginResolved', requestIds: [4], loggedIn: false });
  });

  it('a toast from a flow reaches the root (invalid phone on the server check)', async () => {
    const p = startPopup();
    p.send({ type: 'SET_LOGIN_MODE', mode: 'code' });
    p.send({ type: 'SUBMIT_CODE_LOGIN', phone: '81234567' });
    p.stubs.resolve('validatePhone', false);
    await flush();
    expect(p.view().toast).toEqual({ id: 1, message: { key: 'validation.phone.invalid' }, tone: 'error' });
  });
});
