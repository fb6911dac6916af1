/**
 * The root popup machine's stack screens (see popup.machine.ts), each invoking its flow machine (the lazy ones from
 * their chunks, popup.flows.ts); the toast, alert and dialog regions beside them are in popup.overlays.ts. The
 * transitions name the machine's guards, actions and delays, declared in popup.machine.ts.
 */
import { fromPromise, stateIn, type InputFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { ScreenEvent } from './popup.types.js';
import { passwordLoginMachine } from './password-login.machine.js';
import { lazyFlowLogic, loadFlow, type LazyFlow } from './popup.flows.js';
import { show, type PopupContext } from './popup.types.js';

export const ACTORS = {
  passwordLogin: passwordLoginMachine,
  codeLogin: lazyFlowLogic('codeLogin', (module) => module.codeLoginMachine),
  socialLogin: lazyFlowLogic('socialLogin', (module) => module.socialLoginMachine),
  // The flows Login does not need: from their own chunks (popup.flows.ts), invoked once loaded.
  qr: lazyFlowLogic('qr', (module) => module.qrMachine),
  registry: lazyFlowLogic('registry', (module) => module.registryMachine),
  forgot: lazyFlowLogic('forgot', (module) => module.forgotMachine),
  profile: lazyFlowLogic('profile', (module) => module.profileMachine),
  restore: lazyFlowLogic('restore', (module) => module.restoreMachine),
  slider: lazyFlowLogic('slider', (module) => module.sliderMachine),
  /** At open: the CSRF token is fetched while the visitor types, not at the first submit (issue 15, no waterfall). */
  prepare: fromPromise<void, { services: Services }>(({ input }) => input.services.prepare?.() ?? Promise.resolve()),
  /** A lazy flow's chunk (the I/O of entering its screen). */
  loadFlow: fromPromise<unknown, { flow: LazyFlow }>(({ input }) => loadFlow(input.flow)),
};
type FlowSrc = Exclude<keyof typeof ACTORS, 'restore' | 'slider' | 'prepare' | 'loadFlow'>;

/**
 * A screen's flow: `running` invokes it as child `id`; when it ends its output is raised as ROUTE and `finished`
 * (tag `pending`) waits while it is routed; RESUME (nowhere to go) starts the flow again.
 */
function flowStates<TSrc extends FlowSrc>(src: TSrc, input: (args: { context: PopupContext }) => InputFrom<(typeof ACTORS)[TSrc]>) {
  return {
    initial: 'running',
    states: {
      running: { invoke: { id: 'flow', src, input, onDone: { target: 'finished', actions: 'raiseRoute' } } },
      finished: { tags: ['pending'], on: { RESUME: { target: 'running' } } },
    },
  } as const;
}

/**
 * The social login beside Login and Registry (child `social`), from its own chunk (popup.flows.ts). Once the chunk
 * is in (the idle prefetch, the intent on a provider's button) it runs from the start. Until then a provider's
 * button loads it (`loading`, tag `pending`: the button busy) and that press goes to the flow once it runs
 * (`running.replay`; the provider's window opens after this import as it did after the provider's own). A failed load
 * says "Third-party login failed…" (`failed`, tag `socialLoadFailed`) and the next press loads again.
 */
function lazySocialStates(input: (args: { context: PopupContext }) => InputFrom<(typeof ACTORS)['socialLogin']>) {
  const isLoaded = { type: 'isFlowLoaded', params: { flow: 'socialLogin' } } as const;
  const press = [
    { guard: isLoaded, target: 'running.replay', actions: 'keepSocialProvider' },
    { target: 'loading', actions: 'keepSocialProvider' },
  ] as const;
  return {
    initial: 'start',
    states: {
      start: { always: [{ guard: isLoaded, target: 'running' }, { target: 'idle' }] },
      idle: { on: { SOCIAL_LOGIN: press } },
      loading: {
        tags: ['pending', 'socialLoading'],
        invoke: { id: 'loadSocial', src: 'loadFlow', input: { flow: 'socialLogin' }, onDone: { target: 'running.replay' }, onError: { target: 'failed' } },
      },
      failed: { tags: ['socialLoadFailed'], on: { SOCIAL_LOGIN: press } },
      running: {
        invoke: { id: 'social', src: 'socialLogin', input, onDone: { target: 'finished', actions: 'raiseRoute' } },
        initial: 'ready',
        states: {
          ready: {},
          /** A provider's button was pressed while the chunk loaded: the flow gets that press now. */
          replay: { entry: 'replaySocialLogin' },
        },
      },
      finished: { tags: ['pending'], on: { RESUME: { target: 'running' } } },
    },
  } as const;
}

/**
 * `flowStates` for a flow from its own chunk (`src` is also its name in popup.flows.ts): `start` goes straight to
 * `running` when the chunk is in, else `loading` (tag `loadingFlow`) loads it; a failed load waits in `failed` (tag
 * `loadFailed`, the screen's "Try again") for RETRY_LOAD.
 */
function lazyFlowStates<TSrc extends FlowSrc & LazyFlow>(src: TSrc, input: (args: { context: PopupContext }) => InputFrom<(typeof ACTORS)[TSrc]>) {
  const { states } = flowStates(src, input);
  return {
    initial: 'start',
    states: {
      start: {
        always: [{ guard: { type: 'isFlowLoaded', params: { flow: src } }, target: 'running' }, { target: 'loading' }],
      },
      loading: {
        tags: ['loadingFlow'],
        invoke: { id: 'load', src: 'loadFlow', input: { flow: src }, onDone: { target: 'running' }, onError: { target: 'failed' } },
      },
      failed: { tags: ['loadFailed'], on: { RETRY_LOAD: { target: 'loading' } } },
      ...states,
    },
  } as const;
}

/** Screen events the root passes on to the flow on screen (child `flow`), unchanged. */
export const FLOW_EVENTS = [
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
  'STOP_COUNTDOWN',
  'SUBMIT_STEP1',
  'SUBMIT_STEP2',
  'SKIP',
  'GO_SHOPPING',
] as const satisfies ReadonlyArray<ScreenEvent['type']>;

export type ForwardTo = 'flow' | 'social' | 'restore' | 'slider';
export const forwardTo = (to: ForwardTo) => ({ type: 'forward', params: { to } }) as const;

/** `on` entries passing each of `types` on to child `to`. */
export function forwardEach<T extends string>(types: readonly T[], to: ForwardTo) {
  return Object.fromEntries(types.map((type) => [type, { actions: forwardTo(to) }])) as Record<T, { actions: ReturnType<typeof forwardTo> }>;
}


/** One state per stack screen under `screens` (start picks Login or Registry). */
export const SCREEN_STATE_NODES = {
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
              input: ({ context }: { context: PopupContext }) => ({ services: context.services, loginName: context.loginValues.loginName }),
              onDone: { target: 'finished', actions: 'raiseRoute' },
            },
            on: {
              SET_LOGIN_MODE: { guard: { type: 'isModeEvent', params: { mode: 'code' } }, target: 'code', actions: 'setLoginMode' },
            },
          },
          /**
           * Code mode: the code login comes from its own chunk (popup.flows.ts). Login stays on screen while it
           * loads; "Send code" pressed meanwhile waits (busy) and goes to the flow once it runs. A failed load shows
           * "Try again" (RETRY_LOAD).
           */
          code: {
            initial: 'start',
            on: {
              SET_LOGIN_MODE: { guard: { type: 'isModeEvent', params: { mode: 'password' } }, target: 'password', actions: 'setLoginMode' },
            },
            states: {
              start: {
                always: [{ guard: { type: 'isFlowLoaded', params: { flow: 'codeLogin' } }, target: 'running' }, { target: 'loading' }],
              },
              loading: {
                invoke: {
                  id: 'load',
                  src: 'loadFlow',
                  input: { flow: 'codeLogin' },
                  onDone: [{ guard: stateIn('#codeLoginQueued'), target: 'running.replay' }, { target: 'running' }],
                  onError: { target: 'failed' },
                },
                initial: 'idle',
                states: {
                  idle: { on: { SUBMIT_CODE_LOGIN: { target: 'queued', actions: ['keepLoginValues', 'hideQrHint'] } } },
                  queued: { id: 'codeLoginQueued', tags: ['pending'], on: { SUBMIT_CODE_LOGIN: { actions: 'keepLoginValues' } } },
                },
              },
              failed: { tags: ['loadFailed'], on: { RETRY_LOAD: { target: 'loading' } } },
              running: {
                invoke: {
                  id: 'flow',
                  src: 'codeLogin',
                  input: ({ context }: { context: PopupContext }) => ({
                    services: context.services,
                    site: context.config.site.code,
                    phone: context.loginValues.phone,
                    channel: context.channel,
                  }),
                  onDone: { target: '#popup.open.screens.login.mode.finished', actions: 'raiseRoute' },
                },
                initial: 'ready',
                states: {
                  ready: {},
                  /** "Send code" was pressed while the chunk loaded: the flow (started with that phone) gets it now. */
                  replay: { entry: 'replayCodeSubmit' },
                },
              },
            },
          },
          /** The flow ended; its output is being routed (the page may be leaving). */
          finished: {
            tags: ['pending'],
            on: { RESUME: { target: 'start' } },
          },
        },
      },
      social: lazySocialStates(({ context }) => ({ services: context.services, origin: 'login' as const })),
      /**
       * The QR login hint: 1 s after opening, for 3 s, on Login only (spec §2.1); it goes as soon as the buyer acts on
       * Login (the mode switched, a form sent). The mode region takes SET_LOGIN_MODE too (a parallel state's regions
       * all take an event); a submit is `screens`' own transition, which XState takes only when no region of Login
       * takes the event, so the submit raises QR_HINT_DONE instead of being handled here.
       */
      qrHint: {
        initial: 'waiting',
        states: {
          waiting: {
            after: { qrHintDelay: [{ guard: 'qrHintNotShown', target: 'visible', actions: 'markQrHintShown' }, { target: 'hidden' }] },
          },
          visible: {
            after: { qrHintDuration: { target: 'hidden' } },
            on: { SET_LOGIN_MODE: 'hidden', QR_HINT_DONE: 'hidden' },
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
    ...lazyFlowStates('qr', ({ context }) => ({ services: context.services })),
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
      flow: lazyFlowStates('registry', ({ context }) => ({ services: context.services, config: context.config })),
      // Social sign-up from Registry: the consent box there is its consent.
      social: lazySocialStates(({ context }) => ({ services: context.services, origin: 'registry' as const, consent: context.registryConsent })),
    },
  },
  forgot: {
    on: {
      TO_LOGIN: show('Login'),
    },
    ...lazyFlowStates('forgot', ({ context }) => ({ services: context.services, config: context.config })),
  },
  /**
   * ResetPassword from a login (COMPLETE_PASSWORD_FOR_LOGIN): the forgot flow from its code step (a code to the
   * account's own phone or e-mail verifies the token), then its ResetPassword step.
   */
  reset: {
    on: {
      TO_LOGIN: show('Login'),
    },
    ...lazyFlowStates('forgot', ({ context }) => ({
      services: context.services,
      config: context.config,
      ...(context.completePassword ? { completePassword: context.completePassword } : {}),
      ...(context.resetToken && !context.completePassword ? { verifiedToken: context.resetToken } : {}),
    })),
  },
  profile: lazyFlowStates('profile', ({ context }) => ({
    services: context.services,
    token: context.profileToken,
    config: context.config,
  })),
} as const;
