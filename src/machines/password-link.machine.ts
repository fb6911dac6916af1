/**
 * The e-mailed password link (spec §2.3 "Guest-register page", "Expired email link page", §8 "guest password-reset
 * email failure: check the internet and retry"): /user/guest-register and /user/link-expired.
 *
 * - `start`: with an e-mail given and `autoSend` (the guest arriving from Registry's "Set a password") → `sending`;
 *   else `editing`.
 * - `editing`: SUBMIT {email} → validateEmail → field error, or `sending`. INPUT clears it.
 * - `sending` (tag `pending`): services.sendPasswordLink(email) → `sent` with the server's resend delay; a failure →
 *   `failed` (a network failure shows the §8 text "check your internet connection and retry"; a server refusal its
 *   own text); RETRY sends again, EDIT goes back to the form with the address kept.
 * - `sent`: `waiting` counts the resend delay down in whole seconds (named delay `resendTick`), then `ready`, where
 *   RESEND → `sending` (marked as a resend). EDIT goes back to the form (another address).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PasswordLinkSent } from '../api/pages.js';
import { isApiError } from '../api/errors.js';
import { validateEmail } from '../validation/index.js';
import { NO_PAGE_ERRORS, type PageFieldErrors, type PageMessage, type PageServices } from './page-contract.js';
import { toViewMessage } from './shared.js';
import { countdownGuards, countdownTick, countdownZero, RESEND_TICK_MS, resendCountdownStates, resendSeconds } from './resend-countdown.js';

export interface PasswordLinkInput {
  readonly services: Pick<PageServices, 'sendPasswordLink'>;
  readonly email?: string;
  readonly autoSend?: boolean;
}

interface PasswordLinkContext {
  readonly services: PasswordLinkInput['services'];
  readonly email: string;
  readonly autoSend: boolean;
  /** The address as the server showed it (masked) once sent. */
  readonly sentTo: string;
  readonly secondsLeft: number;
  readonly resent: boolean;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export type PasswordLinkEvent =
  | { type: 'SUBMIT'; email: string }
  | { type: 'INPUT' }
  | { type: 'RETRY' }
  | { type: 'RESEND' }
  | { type: 'EDIT' };

/** A failed send as the page shows it: no answer at all is the §8 "check the internet and retry" text. */
export function linkFailure(error: unknown): PageMessage {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted')) {
    return { key: 'error.guest.resendFailed' };
  }
  return toViewMessage(error, 'error.guest.resendFailed');
}

export const passwordLinkMachine = setup({
  types: { input: {} as PasswordLinkInput, context: {} as PasswordLinkContext, events: {} as PasswordLinkEvent },
  actors: {
    sendPasswordLink: fromPromise<PasswordLinkSent, { services: PasswordLinkInput['services']; email: string }>(({ input }) =>
      input.services.sendPasswordLink(input.email),
    ),
  },
  delays: { resendTick: RESEND_TICK_MS },
  guards: {
    sendsAtOnce: ({ context }) => context.autoSend && validateEmail(context.email) === null,
    isInvalid: (_, params: { email: string }) => validateEmail(params.email) !== null,
    ...countdownGuards,
  },
  actions: {
    invalid: assign((_, params: { email: string }) => ({
      email: params.email,
      fieldErrors: { email: { key: validateEmail(params.email) ?? 'validation.required' } } as PageFieldErrors,
    })),
    keepEmail: assign((_, params: { email: string }) => ({ email: params.email.trim(), fieldErrors: NO_PAGE_ERRORS, error: null, resent: false })),
    clearErrors: assign({ fieldErrors: NO_PAGE_ERRORS, error: null }),
    markResend: assign({ resent: true, error: null }),
    sent: assign((_, params: { result: PasswordLinkSent }) => ({
      sentTo: params.result.email,
      secondsLeft: resendSeconds(params.result.resendAfterSeconds),
    })),
    failed: assign((_, params: { error: unknown }) => ({ error: linkFailure(params.error) })),
    tick: assign(countdownTick),
    zero: assign(countdownZero),
  },
}).createMachine({
  id: 'passwordLink',
  context: ({ input }) => ({
    services: input.services,
    email: (input.email ?? '').trim(),
    autoSend: input.autoSend === true,
    sentTo: '',
    secondsLeft: 0,
    resent: false,
    fieldErrors: NO_PAGE_ERRORS,
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'sendsAtOnce', target: 'sending' }, { target: 'editing' }] },
    editing: {
      on: {
        INPUT: { actions: 'clearErrors' },
        SUBMIT: [
          { guard: { type: 'isInvalid', params: ({ event }) => ({ email: event.email }) }, actions: { type: 'invalid', params: ({ event }) => ({ email: event.email }) } },
          { target: 'sending', actions: { type: 'keepEmail', params: ({ event }) => ({ email: event.email }) } },
        ],
      },
    },
    sending: {
      tags: ['pending'],
      invoke: {
        id: 'sendPasswordLink',
        src: 'sendPasswordLink',
        input: ({ context }) => ({ services: context.services, email: context.email }),
        onDone: { target: 'sent', actions: { type: 'sent', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'sending', actions: 'clearErrors' },
        EDIT: { target: 'editing', actions: 'clearErrors' },
      },
    },
    sent: {
      on: { EDIT: { target: 'editing', actions: 'clearErrors' } },
      initial: 'start',
      states: resendCountdownStates('#passwordLink.sending', 'markResend'),
    },
  },
});

export type PasswordLinkSnapshot = SnapshotFrom<typeof passwordLinkMachine>;

export interface PasswordLinkView {
  readonly step: 'editing' | 'sending' | 'failed' | 'sent';
  readonly email: string;
  readonly sentTo: string;
  readonly secondsLeft: number;
  readonly canResend: boolean;
  readonly resent: boolean;
  readonly pending: boolean;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export function selectPasswordLinkView(snapshot: PasswordLinkSnapshot): PasswordLinkView {
  const { context } = snapshot;
  const step: PasswordLinkView['step'] = snapshot.matches('sent')
    ? 'sent'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('sending')
        ? 'sending'
        : 'editing';
  return {
    step,
    email: context.email,
    sentTo: context.sentTo,
    secondsLeft: context.secondsLeft,
    canResend: snapshot.matches({ sent: 'ready' }),
    resent: context.resent,
    pending: snapshot.hasTag('pending'),
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}
