/**
 * Change or add the e-mail, change or add the mobile, change or set the password (spec §2.2 #email-change and
 * #mobile-change, §2.3 menu, §5 "must differ"). One machine, three entries (`kind`):
 *
 * - identity first (server: an ACCOUNT_CHANGE token of 5 minutes): an account with a password types it
 *   (`identityPassword`); one without gets a code on its current e-mail or mobile (`identityCode`). A password change
 *   of an account that has one skips this step: its form asks for the current password.
 * - e-mail / mobile: `newValue` (valid, different from the current one) → a code to the new address → `confirming`
 *   (Resend after the countdown of ../resend-countdown.ts, the named delay `resendTick`, which goes on where it was
 *   after a failed check) → changeContact → done with the new user.
 * - password: `passwordForm` (current when there is one, new with §5's rule, re-type) → changePassword → done.
 * - identity (the #privacy section's identity step): the identity step alone → `identified` with the change token.
 *
 * Passwords and codes go from the event straight into a call's input, never into the context. A failed call keeps
 * what was typed (the new address) and shows the server's verdict under its field or above the form. A stale session
 * ends in `expired` (output sessionExpired) with the typed address as the draft to restore after login.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountServices, AccountUser, ContactKind } from '../../api/account.js';
import { RESEND_COUNTDOWN_MS } from '../../config/constants.js';
import type { Site } from '../../config/sites.js';
import { validateNewPassword, validatePasswordRetype, validateRequired } from '../../validation/index.js';
import { validateNewPhone } from '../../validation/phone.js';
import { validateNewEmail, validateSmsCode } from '../../validation/text.js';
import { countdownGuards, countdownTick, RESEND_TICK_MS } from '../resend-countdown.js';
import { failureErrors, hasErrors, isSessionExpired, verdicts, without, type AccountMessage, type FieldMessages } from './shared.js';

export type ChangeKind = ContactKind | 'password' | 'identity';
export type ChangeField = 'password' | 'code' | 'value' | 'currentPassword' | 'newPassword' | 'retype';

export interface ChangeInput {
  readonly kind: ChangeKind;
  readonly services: AccountServices;
  readonly user: AccountUser;
  readonly site: Site;
  /** The new address typed before a login redirect (restored draft). */
  readonly draft?: { readonly value?: string };
  /** Seconds from a sent code to Resend (default: the popup's Verify wait, RESEND_COUNTDOWN_MS). */
  readonly resendSeconds?: number;
}

export interface ChangeContext {
  readonly kind: ChangeKind;
  readonly services: AccountServices;
  readonly user: AccountUser;
  readonly site: Site;
  readonly token: string;
  /** Where the identity code went (masked by the server). */
  readonly identifier: string;
  readonly channel: ContactKind;
  readonly codeLength: number;
  readonly value: string;
  /** Seconds until Resend is offered (0: offered). */
  readonly secondsLeft: number;
  /** What a sent code starts the countdown at. */
  readonly resendSeconds: number;
  readonly error: AccountMessage | null;
  readonly fieldErrors: FieldMessages<ChangeField>;
  readonly result: AccountUser | null;
  readonly sessionExpired: boolean;
}

export type ChangeEvent =
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'SEND_IDENTITY_CODE'; channel: ContactKind }
  | { type: 'SUBMIT_IDENTITY_CODE'; code: string }
  | { type: 'SUBMIT_VALUE'; value: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'EDIT_VALUE' }
  | { type: 'SUBMIT_NEW_PASSWORD'; currentPassword: string; newPassword: string; retype: string }
  | { type: 'INPUT'; field: ChangeField };

export type ChangeOutput =
  | { type: 'done'; user: AccountUser | null }
  | { type: 'identified'; token: string }
  | { type: 'sessionExpired'; draft: { value: string } };

/** Server field names → this form's. */
const FIELDS: Readonly<Record<string, ChangeField>> = Object.freeze({
  email: 'value',
  phone: 'value',
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
});

/** The identity step's field: a password verdict of the server, whatever the server calls the field. */
const IDENTITY_FIELDS: Readonly<Record<string, ChangeField>> = Object.freeze({ currentPassword: 'password', password: 'password' });

function valueErrors(context: ChangeContext, event: ChangeEvent): FieldMessages<ChangeField> {
  if (event.type !== 'SUBMIT_VALUE') return {};
  const verdict =
    context.kind === 'email' ? validateNewEmail(event.value, context.user.email) : validateNewPhone(event.value, context.user.phone, context.site);
  return verdicts([['value', verdict]]);
}

function passwordErrors(context: ChangeContext, event: ChangeEvent): FieldMessages<ChangeField> {
  if (event.type !== 'SUBMIT_NEW_PASSWORD') return {};
  return verdicts<ChangeField>([
    ['currentPassword', context.user.hasPassword ? validateRequired(event.currentPassword) : null],
    ['newPassword', validateNewPassword(event.newPassword, context.user.hasPassword ? event.currentPassword : undefined)],
    ['retype', validatePasswordRetype(event.newPassword, event.retype)],
  ]);
}

/** The popup's Verify waits as long before Resend (spec §9); counted down a second at a time. */
const RESEND_SECONDS = RESEND_COUNTDOWN_MS / 1000;

const codeError = (code: string, length: number) => verdicts<ChangeField>([['code', validateSmsCode(code, length)]]);

/** After the identity step: the token alone (kind identity), the password form, or the new address. */
const afterIdentity = [
  { guard: 'isIdentityKind', target: '#change.identified', actions: 'keepToken' },
  { guard: 'isPasswordKind', target: '#change.passwordForm', actions: 'keepToken' },
  { target: '#change.newValue', actions: 'keepToken' },
] as const;

const onFailure = (back: string) =>
  [
    { guard: 'isSessionExpired', target: '#change.expired' },
    { target: back, actions: 'showFailure' },
  ] as const;

export const changeMachine = setup({
  types: {
    input: {} as ChangeInput,
    context: {} as ChangeContext,
    events: {} as ChangeEvent,
    output: {} as ChangeOutput,
    tags: {} as 'pending',
  },
  actors: {
    verifyByPassword: fromPromise<{ token: string }, { services: AccountServices; password: string }>(({ input }) =>
      input.services.verifyIdentity({ method: 'PASSWORD', password: input.password }),
    ),
    sendIdentityCode: fromPromise<{ codeLength: number; identifier: string }, { services: AccountServices; channel: ContactKind }>(
      ({ input }) => input.services.sendIdentityCode({ channel: input.channel, resend: false }),
    ),
    verifyByCode: fromPromise<{ token: string }, { services: AccountServices; channel: ContactKind; code: string }>(({ input }) =>
      input.services.verifyIdentity({ method: 'CODE', channel: input.channel, code: input.code }),
    ),
    sendContactCode: fromPromise<{ codeLength: number }, { services: AccountServices; kind: ContactKind; value: string; token: string; resend: boolean }>(
      ({ input }) => input.services.sendContactCode({ kind: input.kind, value: input.value, token: input.token, resend: input.resend }),
    ),
    changeContact: fromPromise<AccountUser, { services: AccountServices; kind: ContactKind; value: string; token: string; code: string }>(
      ({ input }) => input.services.changeContact({ kind: input.kind, value: input.value, code: input.code, token: input.token }),
    ),
    changePassword: fromPromise<void, { services: AccountServices; currentPassword?: string; token?: string; newPassword: string }>(
      ({ input }) =>
        input.services.changePassword({
          newPassword: input.newPassword,
          ...(input.currentPassword !== undefined ? { currentPassword: input.currentPassword } : {}),
          ...(input.token !== undefined ? { token: input.token } : {}),
        }),
    ),
  },
  delays: { resendTick: RESEND_TICK_MS },
  guards: {
    isSessionExpired: ({ event }) => isSessionExpired((event as { error?: unknown }).error),
    isPasswordChangeWithPassword: ({ context }) => context.kind === 'password' && context.user.hasPassword,
    hasPassword: ({ context }) => context.user.hasPassword,
    isPasswordKind: ({ context }) => context.kind === 'password',
    isIdentityKind: ({ context }) => context.kind === 'identity',
    isPasswordGiven: ({ event }) => event.type === 'SUBMIT_PASSWORD' && validateRequired(event.password) === null,
    isChannelAvailable: ({ context, event }) =>
      event.type === 'SEND_IDENTITY_CODE' && (event.channel === 'email' ? context.user.email !== '' : context.user.phone !== ''),
    isIdentityCodeValid: ({ context, event }) => event.type === 'SUBMIT_IDENTITY_CODE' && !hasErrors(codeError(event.code, context.codeLength)),
    isCodeValid: ({ context, event }) => event.type === 'SUBMIT_CODE' && !hasErrors(codeError(event.code, context.codeLength)),
    isValueValid: ({ context, event }) => !hasErrors(valueErrors(context, event)),
    isNewPasswordValid: ({ context, event }) => !hasErrors(passwordErrors(context, event)),
    ...countdownGuards,
    isCountingDown: ({ context }) => context.secondsLeft > 0,
  },
  actions: {
    showFailure: assign(({ event }) => failureErrors((event as { error?: unknown }).error, FIELDS)),
    // The identity step has one field: the server's verdict on the current password (field "currentPassword") goes
    // under it, shown and announced (issue 27 #4: it went to a field the step does not draw).
    showIdentityFailure: assign(({ event }) => failureErrors((event as { error?: unknown }).error, IDENTITY_FIELDS)),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    clearField: assign(({ context, event }) => (event.type === 'INPUT' ? { fieldErrors: without(context.fieldErrors, event.field) } : {})),
    passwordRequired: assign({ fieldErrors: { password: { key: 'validation.required' } }, error: null }),
    checkIdentityCode: assign(({ context, event }) => ({
      fieldErrors: event.type === 'SUBMIT_IDENTITY_CODE' ? codeError(event.code, context.codeLength) : {},
      error: null,
    })),
    checkCode: assign(({ context, event }) => ({
      fieldErrors: event.type === 'SUBMIT_CODE' ? codeError(event.code, context.codeLength) : {},
      error: null,
    })),
    checkValue: assign(({ context, event }) => ({
      value: event.type === 'SUBMIT_VALUE' ? event.value.trim() : context.value,
      fieldErrors: valueErrors(context, event),
      error: null,
    })),
    checkNewPassword: assign(({ context, event }) => ({ fieldErrors: passwordErrors(context, event), error: null })),
    chooseChannel: assign(({ event }) => (event.type === 'SEND_IDENTITY_CODE' ? { channel: event.channel, error: null } : {})),
    keepToken: assign(({ event }) => ({ token: (event as unknown as { output: { token: string } }).output.token })),
    identityCodeSent: assign(({ context, event }) => {
      const output = (event as unknown as { output: { codeLength: number; identifier: string } }).output;
      return { codeLength: output.codeLength, identifier: output.identifier, secondsLeft: context.resendSeconds };
    }),
    codeSent: assign(({ context, event }) => ({
      codeLength: (event as unknown as { output: { codeLength: number } }).output.codeLength,
      secondsLeft: context.resendSeconds,
    })),
    tick: assign(countdownTick),
    keepResult: assign(({ event }) => ({ result: (event as unknown as { output?: AccountUser }).output ?? null })),
  },
}).createMachine({
  id: 'change',
  context: ({ input }) => ({
    kind: input.kind,
    services: input.services,
    user: input.user,
    site: input.site,
    token: '',
    identifier: '',
    channel: input.user.email ? 'email' : 'phone',
    codeLength: 6,
    value: input.draft?.value ?? '',
    secondsLeft: 0,
    resendSeconds: input.resendSeconds ?? RESEND_SECONDS,
    error: null,
    fieldErrors: {},
    result: null,
    sessionExpired: false,
  }),
  initial: 'start',
  on: { INPUT: { actions: 'clearField' } },
  states: {
    start: {
      always: [
        { guard: 'isPasswordChangeWithPassword', target: 'passwordForm' },
        { guard: 'hasPassword', target: 'identityPassword' },
        { target: 'identityCode' },
      ],
    },
    identityPassword: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_PASSWORD: [{ guard: 'isPasswordGiven', target: 'checking', actions: 'clearErrors' }, { actions: 'passwordRequired' }],
          },
        },
        checking: {
          tags: ['pending'],
          invoke: {
            id: 'verifyByPassword',
            src: 'verifyByPassword',
            input: ({ context, event }) => ({ services: context.services, password: event.type === 'SUBMIT_PASSWORD' ? event.password : '' }),
            // A password change of an account with a password never comes here (its form asks for the password).
            onDone: [
              { guard: 'isIdentityKind', target: '#change.identified', actions: 'keepToken' },
              { target: '#change.newValue', actions: 'keepToken' },
            ],
            onError: [
              { guard: 'isSessionExpired', target: '#change.expired' },
              { target: 'editing', actions: 'showIdentityFailure' },
            ],
          },
        },
      },
    },
    identityCode: {
      initial: 'choosing',
      states: {
        choosing: {
          on: { SEND_IDENTITY_CODE: { guard: 'isChannelAvailable', target: 'sending', actions: 'chooseChannel' } },
        },
        sending: {
          tags: ['pending'],
          invoke: {
            id: 'sendIdentityCode',
            src: 'sendIdentityCode',
            input: ({ context }) => ({ services: context.services, channel: context.channel }),
            onDone: { target: 'entering', actions: 'identityCodeSent' },
            onError: onFailure('choosing'),
          },
        },
        entering: {
          after: { resendTick: { guard: 'isCountingDown', target: 'entering', reenter: true, actions: 'tick' } },
          on: {
            SUBMIT_IDENTITY_CODE: [{ guard: 'isIdentityCodeValid', target: 'verifying', actions: 'clearErrors' }, { actions: 'checkIdentityCode' }],
            RESEND: { guard: 'isCountedDown', target: 'sending' },
          },
        },
        verifying: {
          tags: ['pending'],
          invoke: {
            id: 'verifyByCode',
            src: 'verifyByCode',
            input: ({ context, event }) => ({
              services: context.services,
              channel: context.channel,
              code: event.type === 'SUBMIT_IDENTITY_CODE' ? event.code : '',
            }),
            onDone: afterIdentity,
            onError: onFailure('entering'),
          },
        },
      },
    },
    newValue: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_VALUE: [{ guard: 'isValueValid', target: 'sending', actions: 'checkValue' }, { actions: 'checkValue' }],
          },
        },
        sending: {
          tags: ['pending'],
          invoke: {
            id: 'sendContactCode',
            src: 'sendContactCode',
            input: ({ context }) => ({
              services: context.services,
              kind: context.kind as ContactKind,
              value: context.value,
              token: context.token,
              resend: false,
            }),
            onDone: { target: '#change.confirming', actions: 'codeSent' },
            onError: onFailure('editing'),
          },
        },
      },
    },
    confirming: {
      initial: 'entering',
      states: {
        entering: {
          after: { resendTick: { guard: 'isCountingDown', target: 'entering', reenter: true, actions: 'tick' } },
          on: {
            SUBMIT_CODE: [{ guard: 'isCodeValid', target: 'verifying', actions: 'clearErrors' }, { actions: 'checkCode' }],
            RESEND: { guard: 'isCountedDown', target: 'resending' },
            EDIT_VALUE: { target: '#change.newValue', actions: 'clearErrors' },
          },
        },
        resending: {
          tags: ['pending'],
          invoke: {
            id: 'sendContactCode',
            src: 'sendContactCode',
            input: ({ context }) => ({
              services: context.services,
              kind: context.kind as ContactKind,
              value: context.value,
              token: context.token,
              resend: true,
            }),
            onDone: { target: 'entering', actions: 'codeSent' },
            onError: onFailure('entering'),
          },
        },
        verifying: {
          tags: ['pending'],
          invoke: {
            id: 'changeContact',
            src: 'changeContact',
            input: ({ context, event }) => ({
              services: context.services,
              kind: context.kind as ContactKind,
              value: context.value,
              token: context.token,
              code: event.type === 'SUBMIT_CODE' ? event.code : '',
            }),
            onDone: { target: '#change.done', actions: 'keepResult' },
            onError: onFailure('entering'),
          },
        },
      },
    },
    passwordForm: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_NEW_PASSWORD: [{ guard: 'isNewPasswordValid', target: 'saving', actions: 'checkNewPassword' }, { actions: 'checkNewPassword' }],
          },
        },
        saving: {
          tags: ['pending'],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context, event }) => {
              const e = event.type === 'SUBMIT_NEW_PASSWORD' ? event : { currentPassword: '', newPassword: '' };
              return context.user.hasPassword
                ? { services: context.services, currentPassword: e.currentPassword, newPassword: e.newPassword }
                : { services: context.services, token: context.token, newPassword: e.newPassword };
            },
            onDone: { target: '#change.done' },
            onError: onFailure('editing'),
          },
        },
      },
    },
    done: { type: 'final' },
    identified: { type: 'final' },
    expired: { type: 'final', entry: assign({ sessionExpired: true }) },
  },
  output: ({ context }): ChangeOutput =>
    context.sessionExpired
      ? { type: 'sessionExpired', draft: { value: context.value } }
      : context.kind === 'identity'
        ? { type: 'identified', token: context.token }
        : { type: 'done', user: context.result },
});

export type ChangeSnapshot = SnapshotFrom<typeof changeMachine>;

