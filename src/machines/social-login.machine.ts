/**
 * Social login (spec §4 "Social login", §5 consent, §8): runs beside the Login or Registry screen, from its own chunk
 * (popup.flows.ts: the root loads it on the first press of a provider's button and hands it that press).
 *
 * - SOCIAL_LOGIN {provider}: from Registry without the consent box ticked → field error 'validation.consent.required'
 *   and no call. Otherwise `signingIn` (services.socialSignIn: the provider's window) → `loggingIn`
 *   (services.loginByOAuth LOGIN) → final output `{ type: 'loggedIn', via: 'social' }`.
 * - Leaving `signingIn` any other way (the popup closes, the flow is left) aborts the sign-in: the provider's window
 *   closes with its listeners and timers.
 * - The provider window closed (SOCIAL_CANCELLED) → back to `idle` silently; the SDK failed (SOCIAL_SDK_FAILED) →
 *   'error.social.failed' {provider: 'Google' | 'Facebook'}.
 * - PL_USER_LOGIN_OAUTH_NOT_EXIST → the same request with operateType REGISTER (`registering`). Social sign-up needs
 *   consent: from Registry the ticked box gave it; from Login (no box) `askConsent` shows a notice dialog: CONFIRM_DIALOG
 *   registers, DISMISS_DIALOG goes back to `idle`.
 * - PL-USER-SOCIAL-LOGIN-SUSPENDED → 'error.social.suspended'; a busy answer → the root's busy dialog.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import { SOCIAL_CANCELLED_KEY, SOCIAL_FAILED_KEY, type SocialSignIn } from '../api/social-keys.js';
import type { LoginResponse } from '../api/types.js';
import type { DialogView, FieldName, FlowOutput, SocialProviderName, ViewMessage } from './contract.js';
import {
  clearFieldError,
  hasErrorUnderField,
  errorKey,
  errorParams,
  isBusyError,
  NO_FIELD_ERRORS,
  PROVIDER_LABELS,
  reportBusy,
  setConsent,
  socialFailedMessage,
  toViewMessage,
  type FlowStatusContext,
} from './shared.js';

export const OAUTH_NOT_EXIST_KEY = 'PL_USER_LOGIN_OAUTH_NOT_EXIST';
export const SOCIAL_SUSPENDED_KEY = 'PL-USER-SOCIAL-LOGIN-SUSPENDED';

export interface SocialLoginInput {
  readonly services: Services;
  /** Login has no consent box (consent is asked in a dialog before sign-up); Registry has one. */
  readonly origin: 'login' | 'registry';
  /** Registry: the consent box's state when this started. */
  readonly consent?: boolean;
}

export interface SocialLoginContext extends FlowStatusContext {
  readonly services: Services;
  readonly origin: 'login' | 'registry';
  readonly consent: boolean;
  readonly provider: SocialProviderName | null;
  readonly signIn: SocialSignIn | null;
  readonly response: LoginResponse | null;
}

export type SocialLoginEvent =
  | { type: 'SOCIAL_LOGIN'; provider: SocialProviderName }
  | { type: 'SET_CONSENT'; checked: boolean }
  | { type: 'INPUT'; field: FieldName }
  | { type: 'CONFIRM_DIALOG' }
  | { type: 'DISMISS_DIALOG' };

type OperateType = 'LOGIN' | 'REGISTER';
type LoginByOAuthInput = { services: Services; provider: SocialProviderName; signIn: SocialSignIn; operateType: OperateType };

/** Spec §8: the provider's SDK failed (named), a suspended social login, else the server's message; none when busy. */
function socialErrorMessage(error: unknown, provider: SocialProviderName): ViewMessage | null {
  if (isBusyError(error)) return null;
  if (errorKey(error) === SOCIAL_FAILED_KEY) return socialFailedMessage(provider);
  if (errorKey(error) === SOCIAL_SUSPENDED_KEY) return { key: 'error.social.suspended', params: { provider: PROVIDER_LABELS[provider] } };
  return toViewMessage(error);
}

const failed = {
  target: 'idle',
  actions: [
    { type: 'showError', params: errorParams },
    { type: 'reportBusy', params: errorParams },
  ],
} as const;
const ON_LOGIN_ERROR = [
  // Sign-up needs consent: the Registry box already gave it; from Login it is asked for.
  { guard: { type: 'isOauthNotExistWithConsent', params: errorParams }, target: 'registering' },
  { guard: { type: 'isOauthNotExist', params: errorParams }, target: 'askConsent' },
  failed,
] as const;

/**
 * The member login with the provider's code (tag `pending`): `operateType` LOGIN, or REGISTER for an account the
 * server does not know yet (spec §4). Logged in → done. A LOGIN that finds no account goes on to sign up.
 */
function exchangingCode(operateType: OperateType) {
  return {
    tags: ['pending'],
    invoke: {
      id: 'loginByOAuth',
      src: 'loginByOAuth',
      input: ({ context }: { context: SocialLoginContext }) => ({
        services: context.services,
        provider: context.provider ?? 'GOOGLE',
        signIn: context.signIn ?? { oauthCode: '', redirectUri: '' },
        operateType,
      }),
      onDone: {
        target: 'done',
        actions: { type: 'keepResponse', params: ({ event }: { event: { output: LoginResponse } }) => ({ response: event.output }) },
      },
      onError: operateType === 'LOGIN' ? ON_LOGIN_ERROR : failed,
    },
  } as const;
}

export const socialLoginMachine = setup({
  types: {
    input: {} as SocialLoginInput,
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    output: {} as FlowOutput,
  },
  actors: {
    // The actor's signal aborts when the actor stops (the popup closed, the flow was left, the parent stopped): the
    // provider's window closes with it (issue 12 finding 19).
    socialSignIn: fromPromise<SocialSignIn, { services: Services; provider: SocialProviderName }>(({ input, signal }) =>
      input.services.socialSignIn(input.provider, { signal }),
    ),
    loginByOAuth: fromPromise<LoginResponse, LoginByOAuthInput>(({ input }) =>
      input.services.loginByOAuth({ provider: input.provider, signIn: input.signIn, operateType: input.operateType }),
    ),
  },
  guards: {
    hasErrorUnderField,
    lacksConsent: ({ context }) => context.origin === 'registry' && !context.consent,
    isCancelled: (_, params: { error: unknown }) => errorKey(params.error) === SOCIAL_CANCELLED_KEY,
    isOauthNotExist: (_, params: { error: unknown }) => errorKey(params.error) === OAUTH_NOT_EXIST_KEY,
    isOauthNotExistWithConsent: ({ context }, params: { error: unknown }) =>
      errorKey(params.error) === OAUTH_NOT_EXIST_KEY && context.origin === 'registry' && context.consent,
  },
  actions: {
    requireConsent: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, consent: { key: 'validation.consent.required' } as ViewMessage },
    })),
    setConsent,
    clearFieldError,
    start: assign(({ event }) =>
      event.type === 'SOCIAL_LOGIN' ? { provider: event.provider, signIn: null, error: null, fieldErrors: NO_FIELD_ERRORS } : {},
    ),
    keepSignIn: assign((_, params: { signIn: SocialSignIn }) => ({ signIn: params.signIn })),
    keepResponse: assign((_, params: { response: LoginResponse }) => ({ response: params.response })),
    reset: assign({ provider: null, signIn: null }),
    /** A failed sign-in: its message (none for a traffic limit: see reportBusy), and ready for another go. */
    showError: assign(({ context }, params: { error: unknown }) => ({
      provider: null,
      signIn: null,
      error: socialErrorMessage(params.error, context.provider ?? 'GOOGLE'),
    })),
    reportBusy,
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({
    services: input.services,
    origin: input.origin,
    consent: input.consent === true,
    provider: null,
    signIn: null,
    response: null,
    fieldErrors: NO_FIELD_ERRORS,
    error: null,
  }),
  on: {
    SET_CONSENT: { actions: 'setConsent' },
    INPUT: { guard: 'hasErrorUnderField', actions: 'clearFieldError' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SOCIAL_LOGIN: [
          { guard: 'lacksConsent', actions: 'requireConsent' },
          { target: 'signingIn', actions: 'start' },
        ],
      },
    },
    signingIn: {
      tags: ['pending'],
      invoke: {
        id: 'socialSignIn',
        src: 'socialSignIn',
        input: ({ context }) => ({ services: context.services, provider: context.provider ?? 'GOOGLE' }),
        onDone: {
          target: 'loggingIn',
          actions: { type: 'keepSignIn', params: ({ event }) => ({ signIn: event.output }) },
        },
        onError: [
          { guard: { type: 'isCancelled', params: errorParams }, target: 'idle', actions: 'reset' },
          failed,
        ],
      },
    },
    loggingIn: exchangingCode('LOGIN'),
    askConsent: {
      on: {
        CONFIRM_DIALOG: { target: 'registering' },
        DISMISS_DIALOG: { target: 'idle', actions: 'reset' },
      },
    },
    registering: exchangingCode('REGISTER'),
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput => ({ type: 'loggedIn', response: context.response ?? {}, via: 'social' }),
});

export type SocialLoginSnapshot = SnapshotFrom<typeof socialLoginMachine>;

export interface SocialLoginView {
  /** The provider whose sign-in is under way. */
  readonly socialPending: SocialProviderName | null;
  /** The consent notice before a social sign-up from Login. */
  readonly dialog: DialogView | null;
}

export function selectSocialView(snapshot: SocialLoginSnapshot): SocialLoginView {
  const busy = snapshot.hasTag('pending') || snapshot.matches('askConsent');
  return {
    socialPending: busy ? snapshot.context.provider : null,
    dialog: snapshot.matches('askConsent')
      ? { type: 'notice', message: { key: 'validation.consent.required' }, confirm: true }
      : null,
  };
}
