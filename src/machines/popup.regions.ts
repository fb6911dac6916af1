/**
 * The root popup machine's regions (see popup.machine.ts): the stack screens, each invoking its flow machine, and the
 * toast, alert (busy, bot check) and dialog (restore) regions beside them. The transitions name the machine's guards,
 * actions and delays, declared in popup.machine.ts.
 */
import { fromPromise, stateIn, type InputFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { FlowOutput } from './contract.js';
import type { ScreenEvent } from './popup.types.js';
import { passwordLoginMachine } from './password-login.machine.js';
import { lazyFlowLogic, loadFlow, type LazyFlow } from './popup.flows.js';
import { socialLoginMachine } from './social-login.machine.js';
import { show, USER_ACTIONS, type PopupContext } from './popup.types.js';
import { routeParams } from './popup.routing.js';

export const ACTORS = {
  passwordLogin: passwordLoginMachine,
  codeLogin: lazyFlowLogic('codeLogin', (module) => module.codeLoginMachine),
  socialLogin: socialLoginMachine,
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
                  idle: { on: { SUBMIT_CODE_LOGIN: { target: 'queued', actions: 'keepLoginValues' } } },
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

/** A new toast: an error one stays (no timer), any other is hidden after `toastTimeout`. */
const SHOW_TOAST = [
  { guard: 'isErrorToast', target: '.error', actions: 'showToast' },
  { target: '.info', actions: 'showToast' },
] as const;

/** The user's next action (USER_ACTIONS) takes an error toast away. */
const ERROR_TOAST_ENDS = Object.fromEntries(
  [...USER_ACTIONS].map((type) => [type, { target: 'hidden', actions: 'hideToast' }] as const),
) as Record<string, { readonly target: 'hidden'; readonly actions: 'hideToast' }>;

/**
 * One toast at a time. Info and success toasts are hidden after `toastTimeout` (3 s); an error toast stays until
 * it is dismissed or the user's next action (a screen event other than typing, USER_ACTIONS): WCAG 2.2.1, an
 * error must not vanish before it can be read.
 */
export const TOAST_REGION = {
  initial: 'hidden',
  on: { SHOW_TOAST },
  states: {
    hidden: {},
    info: {
      after: { toastTimeout: { target: 'hidden', actions: 'hideToast' } },
      on: { DISMISS_TOAST: { target: 'hidden', actions: 'hideToast' } },
    },
    error: {
      on: {
        DISMISS_TOAST: { target: 'hidden', actions: 'hideToast' },
        ...ERROR_TOAST_ENDS,
      },
    },
  },
} as const;

/** The busy dialog and the gateway's bot check (the slider). */
export const ALERT_REGION = {
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
    /**
     * The slider comes from its own chunk (popup.flows.ts): the dialog shows the slider loading meanwhile; a failed
     * load shows the slider's error, whose refresh (REFRESH_SLIDER) loads again.
     */
    bot: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: { type: 'isFlowLoaded', params: { flow: 'slider' } }, target: 'running' }, { target: 'loading' }],
        },
        loading: {
          invoke: { id: 'load', src: 'loadFlow', input: { flow: 'slider' }, onDone: { target: 'running' }, onError: { target: 'failed' } },
        },
        failed: { on: { REFRESH_SLIDER: { target: 'loading' } } },
        running: {
          invoke: {
            id: 'slider',
            src: 'slider',
            input: ({ context }: { context: PopupContext }) => ({ services: context.services }),
            // Verified: the server now lets the gateway's request through, so it may be resent.
            onDone: { target: '#popup.open.alert.none', actions: { type: 'resolveBot', params: { passed: true } } },
          },
        },
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
} as const;

/** The account-restore dialog. */
export const DIALOG_REGION = {
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
    /**
     * The restore flow comes from its own chunk (popup.flows.ts): the dialog is up at once, its Confirm busy while the
     * chunk loads; a failed load says so (a toast) and Confirm loads again; Cancel works throughout.
     */
    restore: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: { type: 'isFlowLoaded', params: { flow: 'restore' } }, target: 'running' }, { target: 'loading' }],
        },
        loading: {
          tags: ['pending'],
          invoke: { id: 'load', src: 'loadFlow', input: { flow: 'restore' }, onDone: { target: 'running' }, onError: { target: 'failed' } },
          on: { DISMISS_DIALOG: { guard: stateIn('#popup.open.alert.none'), target: '#popup.open.dialog.none', actions: 'resume' } },
        },
        failed: {
          entry: 'toastLoadFailed',
          on: {
            CONFIRM_RESTORE: { target: 'loading' },
            DISMISS_DIALOG: { guard: stateIn('#popup.open.alert.none'), target: '#popup.open.dialog.none', actions: 'resume' },
          },
        },
        running: {
          invoke: {
            id: 'restore',
            src: 'restore',
            input: ({ context }: { context: PopupContext }) => ({ services: context.services, token: context.restoreToken }),
            onDone: [
              // Restored and logged in: routed like any login. Cancelled: the screen behind works again.
              {
                guard: { type: 'isLoggedIn', params: ({ event }: { event: { output: FlowOutput } }) => ({ output: event.output }) },
                target: '#popup.open.dialog.none',
                actions: 'raiseRoute',
              },
              { target: '#popup.open.dialog.none', actions: 'resume' },
            ],
          },
        },
      },
      on: {
        CONFIRM_RESTORE: { actions: forwardTo('restore') },
        DISMISS_DIALOG: { guard: stateIn('#popup.open.alert.none'), actions: forwardTo('restore') },
      },
    },
  },
} as const;
