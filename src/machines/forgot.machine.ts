/**
 * Forgot and reset password (spec §2.1 ForgetPassword / ResetPassword, §4 "Forgot password", §5 new password, §8
 * "Forgot-password verify failure: toast, then the error is rethrown. Reset failure: toast.").
 *
 * - `account.editing` (ForgetPassword): SUBMIT {account} — an e-mail (the isEmail helper, 2-60 characters, when it has
 *   an "@") or a phone of the site (validatePhone) — → `applying` (services.applyResetPassword(loginName) → the reset token) → the code:
 *   `sendingEmailCode` (sendEmailCode RESET_PASSWORD with the token) or `sendingResetSms` (sendResetSms) → `verify`.
 * - `verify` (Verify screen) invokes the shared verify machine; its submit checks the code (verifyEmailCode
 *   RESET_PASSWORD / verifyResetPhoneCode with the token). A wrong code toasts (through the root) and is rethrown, so
 *   Verify stays and shows it. When the verified token type is ACCOUNT_SECOND_VERIFICATION → final output navigate to
 *   its verifyUrl with `redirect` back to the reset page, in the top window; otherwise → `reset` with the verified
 *   token. CHANGE_NUMBER or BACK → the account step, value kept.
 * - `reset.editing` (ResetPassword): SUBMIT_RESET {password, retype} (validateNewPassword, validatePasswordRetype) →
 *   `saving` (services.resetPassword) → `success`; a failure toasts and stays.
 * - `success`: the success view counts down RESET_SUCCESS_COUNTDOWN_MS in whole seconds (named delay `successTick`),
 *   then output close. GO_TO {target} takes a shortcut: output navigate to shopping (hosts.main), cart (hosts.cart),
 *   wishlist (hosts.my + '/wishlist') or account (hosts.my).
 * - Input `resetToken` starts at `reset` directly (COMPLETE_PASSWORD_FOR_LOGIN).
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { SecurityToken, SendCodeResult, VerifyResult } from '../api/types.js';
import { RESET_SUCCESS_COUNTDOWN_MS } from '../config/constants.js';
import type { MemberConfig } from '../config/index.js';
import {
  formatPhoneE164,
  isEmail,
  normalizePhone,
  validateNewPassword,
  validatePasswordRetype,
  validatePhone,
  type ValidationResult,
} from '../validation/index.js';
import type {
  FieldErrors,
  FieldName,
  FlowOutput,
  ForgotView,
  ResetView,
  ScreenName,
  ShortcutTarget,
  VerifyView,
  ViewMessage,
} from './contract.js';
import { childOf, isBusyError, notifyPopup, toViewMessage, withoutField } from './shared.js';
import {
  normalizeCodeLength,
  selectVerifyView,
  verifyMachine,
  type VerifyInput,
  type VerifyOutput,
  type VerifySnapshot,
  type VerifySubmitResult,
} from './verify.machine.js';

/** One step of the success countdown. */
export const SUCCESS_TICK_MS = 1_000;
/** Whole seconds the success view counts down. */
export const SUCCESS_COUNTDOWN_SECONDS = Math.max(1, Math.round(RESET_SUCCESS_COUNTDOWN_MS / SUCCESS_TICK_MS));
/** The reset-password page on the member host (spec §2.2): where a second verification returns to. */
export const RESET_PAGE_PATH = '/user/reset-password';
/** The verified token type that needs the verification page first (spec §4). */
export const SECOND_VERIFICATION = 'ACCOUNT_SECOND_VERIFICATION';

export interface ForgotInput {
  readonly services: Services;
  /** The site (phone rule) and hosts (shortcuts, the reset page). */
  readonly config: Pick<MemberConfig, 'site' | 'hosts'>;
  /** The account typed before (kept across screens). */
  readonly account?: string;
  /** A token to set a new password with, skipping the account and code steps (COMPLETE_PASSWORD_FOR_LOGIN). */
  readonly resetToken?: string;
}

export interface ForgotContext {
  readonly services: Services;
  readonly config: Pick<MemberConfig, 'site' | 'hosts'>;
  /** As typed. */
  readonly account: string;
  readonly accountType: 'email' | 'phone';
  /** What the calls take: the trimmed e-mail or the national phone number. */
  readonly loginName: string;
  /** The token of applyResetPassword (code steps), then the verified one (resetPassword). */
  readonly token: string;
  /** The flow started at ResetPassword with a token. */
  readonly startedAtReset: boolean;
  readonly codeLength: number;
  /** Success countdown. */
  readonly secondsLeft: number;
  readonly error: ViewMessage | null;
  readonly fieldErrors: FieldErrors;
  readonly output: FlowOutput | null;
}

export type ForgotEvent =
  | { type: 'SUBMIT'; account: string }
  | { type: 'SUBMIT_RESET'; password: string; retype: string }
  | { type: 'GO_TO'; target: ShortcutTarget }
  | { type: 'INPUT'; field: FieldName }
  | { type: 'BACK' }
  // Verify's events, passed on to the verify child.
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'TO_METHOD_LIST' };

const NO_FIELD_ERRORS: FieldErrors = Object.freeze({});

function fieldErrors(entries: ReadonlyArray<readonly [FieldName, ValidationResult]>): FieldErrors {
  const errors: Partial<Record<FieldName, ViewMessage>> = {};
  for (const [field, key] of entries) if (key) errors[field] = { key };
  return errors;
}

const looksLikeEmail = (account: string) => account.includes('@');

function accountErrors(context: ForgotContext, event: ForgotEvent): FieldErrors {
  if (event.type !== 'SUBMIT') return NO_FIELD_ERRORS;
  const account = event.account.trim();
  return fieldErrors([
    ['account', looksLikeEmail(account) ? (isEmail(account) ? null : 'validation.email.invalid') : validatePhone(account, context.config.site)],
  ]);
}

function resetErrors(event: ForgotEvent): FieldErrors {
  if (event.type !== 'SUBMIT_RESET') return NO_FIELD_ERRORS;
  return fieldErrors([
    ['newPassword', validateNewPassword(event.password)],
    ['retypePassword', validatePasswordRetype(event.password, event.retype)],
  ]);
}

/** Where a shortcut of the success view goes. */
export function shortcutUrl(hosts: ForgotContext['config']['hosts'], target: ShortcutTarget): string {
  switch (target) {
    case 'shopping':
      return hosts.main;
    case 'cart':
      return hosts.cart;
    case 'wishlist':
      return `${hosts.my}/wishlist`;
    case 'account':
      return hosts.my;
  }
}

/** The verification page with `redirect` back to the reset page, or null when the URL is missing or malformed. */
export function secondVerificationUrl(verifyUrl: string | undefined, hosts: ForgotContext['config']['hosts']): string | null {
  if (!verifyUrl) return null;
  try {
    const url = new URL(verifyUrl);
    url.searchParams.set('redirect', `${hosts.member}${RESET_PAGE_PATH}`);
    return url.toString();
  } catch {
    return null;
  }
}

const isVerified = (output: VerifyOutput): output is VerifySubmitResult => output.type === 'verified';

type CodeInput = Pick<ForgotContext, 'services' | 'loginName' | 'token'>;
const codeInput = ({ context }: { context: ForgotContext }): CodeInput => ({
  services: context.services,
  loginName: context.loginName,
  token: context.token,
});
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const forgotMachine = setup({
  types: {
    input: {} as ForgotInput,
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
    output: {} as FlowOutput,
    tags: {} as 'pending',
  },
  actors: {
    applyResetPassword: fromPromise<SecurityToken, { services: Services; loginName: string }>(({ input }) =>
      input.services.applyResetPassword(input.loginName),
    ),
    sendEmailCode: fromPromise<SendCodeResult, CodeInput>(({ input }) =>
      input.services.sendEmailCode({ type: 'RESET_PASSWORD', email: input.loginName, token: input.token, resend: false }),
    ),
    sendResetSms: fromPromise<SendCodeResult, CodeInput>(({ input }) =>
      input.services.sendResetSms({ phone: input.loginName, token: input.token, resend: false }),
    ),
    resetPassword: fromPromise<unknown, { services: Services; token: string; password: string }>(({ input }) =>
      input.services.resetPassword({ password: input.password, token: input.token }),
    ),
    verify: verifyMachine,
  },
  delays: {
    successTick: SUCCESS_TICK_MS,
  },
  guards: {
    hasResetToken: ({ context }) => context.startedAtReset,
    hasAccountErrors: ({ context, event }) => Object.keys(accountErrors(context, event)).length > 0,
    hasResetErrors: ({ event }) => Object.keys(resetErrors(event)).length > 0,
    isEmailAccount: ({ context }) => context.accountType === 'email',
    /** A second verification with a usable verification page. */
    isSecondVerification: (_, params: { output: VerifyOutput; hosts: ForgotContext['config']['hosts'] }) =>
      isVerified(params.output) &&
      params.output.result.tokenType === SECOND_VERIFICATION &&
      secondVerificationUrl(params.output.result.verifyUrl, params.hosts) !== null,
    /** A token to reset the password with (a second verification without its page is not one). */
    isVerifiedToken: (_, params: { output: VerifyOutput }) =>
      isVerified(params.output) && params.output.result.tokenType !== SECOND_VERIFICATION && params.output.result.token !== '',
    isBackOutput: (_, params: { output: VerifyOutput }) => params.output.type === 'back',
    cameFromAccount: ({ context }) => !context.startedAtReset,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    /** Keeps what was typed; on a valid account also what the calls take. */
    checkAccount: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const account = event.account.trim();
      const accountType = looksLikeEmail(account) ? 'email' : 'phone';
      return {
        account: event.account,
        accountType,
        loginName: accountType === 'email' ? account : (normalizePhone(account, context.config.site) ?? account),
        fieldErrors: accountErrors(context, event),
        error: null,
      };
    }),
    checkReset: assign(({ event }) => ({ fieldErrors: resetErrors(event), error: null })),
    clearFieldError: assign(({ context, event }) =>
      event.type === 'INPUT' ? { fieldErrors: withoutField(context.fieldErrors, event.field) } : {},
    ),
    setToken: assign((_, params: { token: string }) => ({ token: params.token })),
    codeSent: assign((_, params: { codeLength: number }) => ({ codeLength: normalizeCodeLength(params.codeLength), error: null })),
    showError: enqueueActions(({ enqueue, system }, params: { error: unknown }) => {
      if (isBusyError(params.error)) {
        enqueue.assign({ error: null });
        enqueue(() => notifyPopup(system, { type: 'FLOW_BUSY', error: params.error }));
      } else {
        enqueue.assign({ error: toViewMessage(params.error) });
      }
    }),
    /** Spec §8: a reset failure is a toast (a traffic limit: the busy dialog). */
    toastError: ({ system }, params: { error: unknown }) => {
      if (isBusyError(params.error)) notifyPopup(system, { type: 'FLOW_BUSY', error: params.error });
      else notifyPopup(system, { type: 'SHOW_TOAST', message: toViewMessage(params.error), tone: 'error' });
    },
    /** A verified answer the flow cannot go on with (a second verification without its page, or no token). */
    showVerifyFailed: assign({ error: { key: 'error.somethingWrong' } as ViewMessage }),
    startCountdown: assign({ secondsLeft: SUCCESS_COUNTDOWN_SECONDS, fieldErrors: NO_FIELD_ERRORS, error: null }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    toSecondVerification: assign((_, params: { url: string }) => ({
      output: { type: 'navigate', url: params.url, top: true } satisfies FlowOutput,
    })),
    takeShortcut: assign(({ context, event }) =>
      event.type === 'GO_TO' ? { output: { type: 'navigate', url: shortcutUrl(context.config.hosts, event.target) } satisfies FlowOutput } : {},
    ),
    closeOutput: assign({ output: { type: 'close' } satisfies FlowOutput }),
    forwardToVerify: enqueueActions(({ enqueue, self, event }) => {
      const verify = childOf(self, 'verify');
      if (verify) enqueue.sendTo(verify as never, event as never);
    }),
  },
}).createMachine({
  id: 'forgot',
  context: ({ input }) => ({
    services: input.services,
    config: input.config,
    account: input.account ?? '',
    accountType: looksLikeEmail(input.account ?? '') ? 'email' : 'phone',
    loginName: '',
    token: input.resetToken ?? '',
    startedAtReset: typeof input.resetToken === 'string' && input.resetToken !== '',
    codeLength: normalizeCodeLength(undefined),
    secondsLeft: SUCCESS_COUNTDOWN_SECONDS,
    error: null,
    fieldErrors: NO_FIELD_ERRORS,
    output: null,
  }),
  on: {
    INPUT: { actions: 'clearFieldError' },
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasResetToken', target: 'reset' }, { target: 'account' }],
    },
    /** The ForgetPassword screen. */
    account: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              { guard: 'hasAccountErrors', actions: 'checkAccount' },
              { target: 'applying', actions: 'checkAccount' },
            ],
          },
        },
        applying: {
          tags: ['pending'],
          invoke: {
            id: 'applyResetPassword',
            src: 'applyResetPassword',
            input: ({ context }) => ({ services: context.services, loginName: context.loginName }),
            onDone: [
              {
                guard: 'isEmailAccount',
                target: 'sendingEmailCode',
                actions: { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) },
              },
              { target: 'sendingResetSms', actions: { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) } },
            ],
            onError: { target: 'editing', actions: { type: 'showError', params: errorParams } },
          },
        },
        sendingEmailCode: {
          tags: ['pending'],
          invoke: {
            id: 'sendEmailCode',
            src: 'sendEmailCode',
            input: codeInput,
            onDone: {
              target: '#forgot.verify',
              actions: { type: 'codeSent', params: ({ event }) => ({ codeLength: event.output.codeLength }) },
            },
            onError: { target: 'editing', actions: { type: 'showError', params: errorParams } },
          },
        },
        sendingResetSms: {
          tags: ['pending'],
          invoke: {
            id: 'sendResetSms',
            src: 'sendResetSms',
            input: codeInput,
            onDone: {
              target: '#forgot.verify',
              actions: { type: 'codeSent', params: ({ event }) => ({ codeLength: event.output.codeLength }) },
            },
            onError: { target: 'editing', actions: { type: 'showError', params: errorParams } },
          },
        },
      },
    },
    /** The Verify screen. */
    verify: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context, self }): VerifyInput => {
          const { services, config, loginName, token } = context;
          /** Spec §8: a failed check toasts, then fails (Verify shows it and stays). */
          const checked = async (attempt: () => Promise<VerifyResult>): Promise<VerifySubmitResult> => {
            try {
              return { type: 'verified', result: await attempt() };
            } catch (error) {
              if (!isBusyError(error)) notifyPopup(self.system, { type: 'SHOW_TOAST', message: toViewMessage(error), tone: 'error' });
              throw error;
            }
          };
          if (context.accountType === 'email') {
            return {
              identifier: loginName,
              identifierType: 'email',
              codeLength: context.codeLength,
              deliveryType: 'EMAIL',
              isRiskPhone: false,
              submit: (code) => checked(() => services.verifyEmailCode({ type: 'RESET_PASSWORD', email: loginName, code, token })),
              resend: () => services.sendEmailCode({ type: 'RESET_PASSWORD', email: loginName, token, resend: true }),
            };
          }
          return {
            identifier: formatPhoneE164(loginName, config.site) ?? loginName,
            identifierType: 'phone',
            codeLength: context.codeLength,
            deliveryType: 'SMS',
            isRiskPhone: false,
            submit: (code) => checked(() => services.verifyResetPhoneCode({ phone: loginName, code, token })),
            resend: () => services.sendResetSms({ phone: loginName, token, resend: true }),
          };
        },
        onDone: [
          {
            // Spec §4: the verification page first, with a redirect back to the reset page, in the top window.
            guard: { type: 'isSecondVerification', params: ({ context, event }) => ({ output: event.output, hosts: context.config.hosts }) },
            target: 'done',
            actions: {
              type: 'toSecondVerification',
              params: ({ context, event }) => ({
                url: (isVerified(event.output) && secondVerificationUrl(event.output.result.verifyUrl, context.config.hosts)) || '',
              }),
            },
          },
          {
            guard: { type: 'isVerifiedToken', params: ({ event }) => ({ output: event.output }) },
            target: 'reset',
            actions: {
              type: 'setToken',
              params: ({ event }) => ({ token: isVerified(event.output) ? event.output.result.token : '' }),
            },
          },
          { guard: { type: 'isBackOutput', params: ({ event }) => ({ output: event.output }) }, target: 'account' },
          { target: 'account', actions: 'showVerifyFailed' },
        ],
      },
      on: {
        BACK: { target: 'account' },
        SUBMIT_CODE: { actions: 'forwardToVerify' },
        RESEND: { actions: 'forwardToVerify' },
        CHANGE_NUMBER: { actions: 'forwardToVerify' },
        TO_METHOD_LIST: { actions: 'forwardToVerify' },
      },
    },
    /** The ResetPassword screen, then its success view. */
    reset: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_RESET: [
              { guard: 'hasResetErrors', actions: 'checkReset' },
              { target: 'saving', actions: 'checkReset' },
            ],
            BACK: { guard: 'cameFromAccount', target: '#forgot.account' },
          },
        },
        saving: {
          tags: ['pending'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context, event }) => ({
              services: context.services,
              token: context.token,
              // From the event straight into the call: the password never enters the context.
              password: event.type === 'SUBMIT_RESET' ? event.password : '',
            }),
            onDone: { target: 'success' },
            onError: { target: 'editing', actions: { type: 'toastError', params: errorParams } },
          },
        },
        success: {
          entry: 'startCountdown',
          initial: 'counting',
          on: {
            GO_TO: { target: '#forgot.done', actions: 'takeShortcut' },
          },
          states: {
            counting: {
              after: {
                successTick: [
                  { guard: 'isLastSecond', target: '#forgot.done', actions: 'closeOutput' },
                  { target: 'counting', reenter: true, actions: 'tick' },
                ],
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput => context.output ?? { type: 'close' },
});

export type ForgotMachine = typeof forgotMachine;
export type ForgotSnapshot = SnapshotFrom<typeof forgotMachine>;

/** The ForgetPassword screen's slice of the view. */
export function selectForgotView(snapshot: ForgotSnapshot): ForgotView {
  return { values: { account: snapshot.context.account } };
}

/** The ResetPassword screen's slice: the success view with its countdown once the password is reset. */
export function selectResetView(snapshot: ForgotSnapshot): ResetView {
  return {
    success: snapshot.matches({ reset: 'success' }) ? { secondsLeft: snapshot.context.secondsLeft } : null,
  };
}

/** Everything the root needs from the flow: the screen on top, its slices, and the verify child while it runs. */
export interface ForgotFlowView {
  readonly screen: Extract<ScreenName, 'ForgetPassword' | 'Verify' | 'ResetPassword'>;
  readonly forgot: ForgotView;
  readonly reset: ResetView;
  readonly verify: VerifyView | null;
  /** The verify child's snapshot while it runs (its pending tag and error belong to the Verify screen). */
  readonly verifySnapshot: VerifySnapshot | null;
}

export function selectForgotFlowView(snapshot: ForgotSnapshot): ForgotFlowView {
  const verifySnapshot = snapshot.matches('verify')
    ? ((snapshot.children.verify?.getSnapshot() as VerifySnapshot | undefined) ?? null)
    : null;
  const screen: ForgotFlowView['screen'] = snapshot.matches('verify')
    ? 'Verify'
    : snapshot.matches('reset')
      ? 'ResetPassword'
      : 'ForgetPassword';
  return {
    screen,
    forgot: selectForgotView(snapshot),
    reset: selectResetView(snapshot),
    verify: verifySnapshot ? selectVerifyView(verifySnapshot) : null,
    verifySnapshot,
  };
}
