/**
 * The root popup machine's regions beside the screens (see popup.machine.ts): the toast, the alert (busy, the gateway's
 * bot check with the slider from its chunk) and the dialog (account restore from its chunk). The transitions name the
 * machine's guards, actions and delays, declared in popup.machine.ts.
 */
import { stateIn } from 'xstate';
import type { FlowOutput } from './contract.js';
import { forwardTo } from './popup.regions.js';
import { routeParams } from './popup.routing.js';
import { USER_ACTIONS, type PopupContext } from './popup.types.js';
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
