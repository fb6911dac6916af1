/**
 * /user/account-auth (spec §4 "OAUTH_VERIFY_EMAIL_PASSWORD and OAUTH_COMPLETE_PHONE_FOR_REGISTER: go to the
 * account-auth verify page"): a social sign-in that could not finish by itself.
 *
 * - `start`: no token → `incomplete` (the link lost its token: the page says so, not "expired", issue 27); else `checking` (tag `pending`): services.checkAccountAuth(token) → `password`
 *   (an account already uses the social e-mail: its password links the identity) or `phone` (no e-mail was shared: a
 *   phone and its code create the account); a refusal → `expired`; no answer → `failed` (RETRY checks again).
 * - `password`: SUBMIT_PASSWORD {password} → empty is a field error, else `linking` (tag `pending`):
 *   services.accountAuthPassword (RSA on the wire) → `done`; a wrong password is a field error; an expired token →
 *   `expired`; another failure stays with the error (submitting again retries).
 * - `phone`: SUBMIT_PHONE {phone} → validatePhone (the site's rule) or `sending` (tag `pending`):
 *   services.accountAuthSendCode → `code` with the server's resend delay; a refusal on the number (taken, invalid,
 *   cooling period) or no answer stays in `phone` with the error.
 * - `code`: `waiting` counts down (named delay `resendTick`) to `ready`, where RESEND → `sending`. SUBMIT_CODE {code}
 *   → six digits or a field error, else `registering` (tag `pending`): services.accountAuthRegister → `done`; a wrong
 *   code stays with the error; EDIT_PHONE → `phone` (the number kept).
 * - `done` (final): where to go next (the next step's page, or null: the page's redirect). INPUT clears field errors.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError } from '../api/errors.js';
import type { AccountAuthInfo, AuthCodeSent, PageLogin } from '../api/pages.js';
import type { SiteCode } from '../config/index.js';
import { validatePhone } from '../validation/index.js';
import { NO_PAGE_ERRORS, type PageFieldErrors, type PageMessage, type PageServices } from './page-contract.js';
import { isServerRefusal, toViewMessage } from './shared.js';
import { countdownGuards, countdownTick, countdownZero, RESEND_TICK_MS, resendCountdownStates, resendSeconds } from './resend-countdown.js';


type AuthServices = Pick<PageServices, 'checkAccountAuth' | 'accountAuthPassword' | 'accountAuthSendCode' | 'accountAuthRegister'>;

export interface AccountAuthInput {
  readonly services: AuthServices;
  readonly token: string;
  readonly site: SiteCode;
  readonly phonePrefixCode: string;
}

interface AccountAuthContext extends AccountAuthInput {
  readonly info: AccountAuthInfo | null;
  readonly phone: string;
  readonly sent: AuthCodeSent | null;
  readonly secondsLeft: number;
  readonly nextUrl: string | null;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export type AccountAuthEvent =
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'SUBMIT_PHONE'; phone: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'EDIT_PHONE' }
  | { type: 'INPUT' }
  | { type: 'RETRY' };

const isKey = (error: unknown, ...keys: string[]) => isApiError(error) && keys.includes(error.key);
const EXPIRED_KEYS = ['PL-USER-VERIFICATION-EXPIRED'];

export const accountAuthMachine = setup({
  types: { input: {} as AccountAuthInput, context: {} as AccountAuthContext, events: {} as AccountAuthEvent },
  actors: {
    checkAccountAuth: fromPromise<AccountAuthInfo, { services: AuthServices; token: string }>(({ input }) => input.services.checkAccountAuth(input.token)),
    accountAuthPassword: fromPromise<PageLogin, { services: AuthServices; token: string; password: string }>(({ input }) =>
      input.services.accountAuthPassword({ token: input.token, password: input.password }),
    ),
    accountAuthSendCode: fromPromise<AuthCodeSent, { services: AuthServices; token: string; phone: string; phonePrefixCode: string }>(({ input }) =>
      input.services.accountAuthSendCode({ token: input.token, phone: input.phone, phonePrefixCode: input.phonePrefixCode }),
    ),
    accountAuthRegister: fromPromise<PageLogin, { services: AuthServices; token: string; phone: string; phonePrefixCode: string; code: string }>(
      ({ input }) => input.services.accountAuthRegister({ token: input.token, phone: input.phone, phonePrefixCode: input.phonePrefixCode, code: input.code }),
    ),
  },
  delays: { resendTick: RESEND_TICK_MS },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    isRefusal: (_, params: { error: unknown }) => isServerRefusal(params.error),
    isPasswordMode: (_, params: { info: AccountAuthInfo }) => params.info.mode === 'password',
    isExpired: (_, params: { error: unknown }) => isKey(params.error, ...EXPIRED_KEYS),
    isWrongPassword: (_, params: { error: unknown }) => isKey(params.error, 'PL-USER-LOGIN-INCORRECT'),
    isEmpty: (_, params: { value: string }) => params.value === '',
    isBadPhone: ({ context }, params: { phone: string }) => validatePhone(params.phone, context.site) !== null,
    isBadCode: (_, params: { code: string }) => !/^\d{6}$/.test(params.code),
    ...countdownGuards,
  },
  actions: {
    keepInfo: assign((_, params: { info: AccountAuthInfo }) => ({ info: params.info })),
    fieldError: assign((_, params: { field: string; key: PageMessage }) => ({ fieldErrors: { [params.field]: params.key } as PageFieldErrors, error: null })),
    phoneError: assign(({ context }, params: { phone: string }) => ({
      phone: params.phone,
      fieldErrors: { phone: { key: validatePhone(params.phone, context.site) ?? 'validation.required' } } as PageFieldErrors,
      error: null,
    })),
    keepPhone: assign((_, params: { phone: string }) => ({ phone: params.phone.trim(), fieldErrors: NO_PAGE_ERRORS, error: null })),
    sent: assign((_, params: { sent: AuthCodeSent }) => ({ sent: params.sent, secondsLeft: resendSeconds(params.sent.resendAfterSeconds) })),
    loggedIn: assign((_, params: { login: PageLogin }) => ({ nextUrl: params.login.nextUrl })),
    showError: assign((_, params: { error: unknown }) => ({ error: toViewMessage(params.error) })),
    clearErrors: assign({ fieldErrors: NO_PAGE_ERRORS, error: null }),
    tick: assign(countdownTick),
    zero: assign(countdownZero),
  },
}).createMachine({
  id: 'accountAuth',
  context: ({ input }) => ({
    ...input,
    info: null,
    phone: '',
    sent: null,
    secondsLeft: 0,
    nextUrl: null,
    fieldErrors: NO_PAGE_ERRORS,
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasToken', target: 'checking' }, { target: 'incomplete' }] },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'checkAccountAuth',
        src: 'checkAccountAuth',
        input: ({ context }) => ({ services: context.services, token: context.token }),
        onDone: [
          { guard: { type: 'isPasswordMode', params: ({ event }) => ({ info: event.output }) }, target: 'password', actions: { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) } },
          { target: 'phone', actions: { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: { on: { RETRY: { target: 'checking', actions: 'clearErrors' } } },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            INPUT: { actions: 'clearErrors' },
            SUBMIT_PASSWORD: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => ({ value: event.password }) },
                actions: { type: 'fieldError', params: { field: 'password', key: { key: 'validation.required' } } },
              },
              { target: 'linking', actions: 'clearErrors' },
            ],
          },
        },
        linking: {
          tags: ['pending'],
          invoke: {
            id: 'accountAuthPassword',
            src: 'accountAuthPassword',
            input: ({ context, event }) => ({
              services: context.services,
              token: context.token,
              password: (event as Extract<AccountAuthEvent, { type: 'SUBMIT_PASSWORD' }>).password,
            }),
            onDone: { target: '#accountAuth.done', actions: { type: 'loggedIn', params: ({ event }) => ({ login: event.output }) } },
            onError: [
              { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: '#accountAuth.expired' },
              {
                guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'fieldError', params: { field: 'password', key: { key: 'error.login.incorrect' } } },
              },
              { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    phone: {
      on: {
        INPUT: { actions: 'clearErrors' },
        SUBMIT_PHONE: [
          {
            guard: { type: 'isBadPhone', params: ({ event }) => ({ phone: event.phone }) },
            actions: { type: 'phoneError', params: ({ event }) => ({ phone: event.phone }) },
          },
          { target: 'sending', actions: { type: 'keepPhone', params: ({ event }) => ({ phone: event.phone }) } },
        ],
      },
    },
    sending: {
      tags: ['pending'],
      invoke: {
        id: 'accountAuthSendCode',
        src: 'accountAuthSendCode',
        input: ({ context }) => ({ services: context.services, token: context.token, phone: context.phone, phonePrefixCode: context.phonePrefixCode }),
        onDone: { target: 'code', actions: { type: 'sent', params: ({ event }) => ({ sent: event.output }) } },
        onError: [
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { target: 'phone', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    code: {
      initial: 'start',
      on: {
        EDIT_PHONE: { target: 'phone', actions: 'clearErrors' },
        INPUT: { actions: 'clearErrors' },
        SUBMIT_CODE: [
          {
            guard: { type: 'isBadCode', params: ({ event }) => ({ code: event.code }) },
            actions: { type: 'fieldError', params: { field: 'code', key: { key: 'validation.smsCode.invalid' } } },
          },
          { target: 'registering', actions: 'clearErrors' },
        ],
      },
      // Back from a failed registration, the countdown goes on where it was.
      states: resendCountdownStates('#accountAuth.sending', 'clearErrors'),
    },
    registering: {
      tags: ['pending'],
      invoke: {
        id: 'accountAuthRegister',
        src: 'accountAuthRegister',
        input: ({ context, event }) => ({
          services: context.services,
          token: context.token,
          phone: context.phone,
          phonePrefixCode: context.phonePrefixCode,
          code: (event as Extract<AccountAuthEvent, { type: 'SUBMIT_CODE' }>).code,
        }),
        onDone: { target: 'done', actions: { type: 'loggedIn', params: ({ event }) => ({ login: event.output }) } },
        onError: [
          { guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) }, target: 'expired' },
          { target: 'code', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    expired: {},
    incomplete: {},
    done: { type: 'final' },
  },
});

export type AccountAuthSnapshot = SnapshotFrom<typeof accountAuthMachine>;

export interface AccountAuthView {
  readonly status: 'checking' | 'failed' | 'expired' | 'incomplete' | 'password' | 'phone' | 'code' | 'done';
  readonly provider: AccountAuthInfo['provider'] | null;
  /** The existing account's e-mail (masked), password mode. */
  readonly email: string | null;
  readonly phone: string;
  /** The number the code went to (masked) and whether it is read out by a call. */
  readonly sentTo: string;
  readonly voice: boolean;
  readonly secondsLeft: number;
  readonly canResend: boolean;
  readonly pending: boolean;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
  readonly nextUrl: string | null;
}

export function selectAccountAuthView(snapshot: AccountAuthSnapshot): AccountAuthView {
  const { context } = snapshot;
  const status: AccountAuthView['status'] = snapshot.matches('password')
    ? 'password'
    : snapshot.matches('phone') || snapshot.matches('sending')
      ? 'phone'
      : snapshot.matches('code') || snapshot.matches('registering')
        ? 'code'
        : snapshot.matches('start')
          ? 'checking'
          : (snapshot.value as AccountAuthView['status']);
  return {
    status,
    provider: context.info?.provider ?? null,
    email: context.info?.email ?? null,
    phone: context.phone,
    sentTo: context.sent?.phone ?? '',
    voice: context.sent?.voice === true,
    secondsLeft: context.secondsLeft,
    canResend: snapshot.matches({ code: 'ready' }),
    pending: snapshot.hasTag('pending'),
    fieldErrors: context.fieldErrors,
    error: context.error,
    nextUrl: context.nextUrl,
  };
}
