/**
 * Password login (spec §2.1 Login, password mode; §5): login name and password.
 *
 * - Client checks (validateLoginName, validatePassword variant A) → `fieldErrors`, no call. An empty login name or
 *   password sends nothing (spec §5) and shows "You can't leave this empty." under each empty field (WCAG 3.3.1).
 * - Otherwise `submitting` (tag `pending`) calls services.login through the `login` actor (the password travels in
 *   the event and the actor's input only, never in context) → final output `{ type: 'loggedIn', via: 'password' }`.
 * - A refusal (PL-USER-LOGIN-INCORRECT, network, …) → screen `error`; a busy answer → the root's busy dialog.
 * - INPUT {field} clears that field's error (spec §5).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { LoginResponse } from '../api/types.js';
import { validateLoginName, validatePassword } from '../validation/index.js';
import type { FieldErrors, FieldName, FlowOutput } from './contract.js';
import {
  clearFieldError,
  hasErrorUnderField,
  fieldErrorsOf,
  hasFieldErrors,
  NO_FIELD_ERRORS,
  showError,
  type FlowStatusContext,
} from './shared.js';

export interface PasswordLoginInput {
  readonly services: Services;
  /** The login name typed before (kept across screens). */
  readonly loginName?: string;
}

export interface PasswordLoginContext extends FlowStatusContext {
  readonly services: Services;
  readonly loginName: string;
  readonly response: LoginResponse | null;
}

export type PasswordLoginEvent =
  | { type: 'SUBMIT_PASSWORD_LOGIN'; loginName: string; password: string }
  | { type: 'INPUT'; field: FieldName };

function loginErrors(loginName: string, password: string): FieldErrors {
  return fieldErrorsOf([
    ['loginName', validateLoginName(loginName.trim())],
    ['password', validatePassword(password, 'A')],
  ]);
}

export const passwordLoginMachine = setup({
  types: {
    input: {} as PasswordLoginInput,
    context: {} as PasswordLoginContext,
    events: {} as PasswordLoginEvent,
    output: {} as FlowOutput,
  },
  actors: {
    login: fromPromise<LoginResponse, { services: Services; loginName: string; password: string }>(({ input }) =>
      input.services.login({ loginName: input.loginName, password: input.password }),
    ),
  },
  guards: {
    hasErrorUnderField,
    hasInvalidField: ({ event }) =>
      event.type === 'SUBMIT_PASSWORD_LOGIN' && hasFieldErrors(loginErrors(event.loginName, event.password)),
  },
  actions: {
    showFieldErrors: assign(({ event }) =>
      event.type === 'SUBMIT_PASSWORD_LOGIN'
        ? { fieldErrors: loginErrors(event.loginName, event.password), loginName: event.loginName.trim() }
        : {},
    ),
    startSubmit: assign(({ event, context }) => ({
      loginName: event.type === 'SUBMIT_PASSWORD_LOGIN' ? event.loginName.trim() : context.loginName,
      fieldErrors: NO_FIELD_ERRORS,
      error: null,
    })),
    clearFieldError,
    keepResponse: assign((_, params: { response: LoginResponse }) => ({ response: params.response })),
    showError,
  },
}).createMachine({
  id: 'passwordLogin',
  context: ({ input }) => ({
    services: input.services,
    loginName: input.loginName ?? '',
    fieldErrors: NO_FIELD_ERRORS,
    error: null,
    response: null,
  }),
  initial: 'idle',
  on: {
    INPUT: { guard: 'hasErrorUnderField', actions: 'clearFieldError' },
  },
  states: {
    idle: {
      on: {
        SUBMIT_PASSWORD_LOGIN: [
          { guard: 'hasInvalidField', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'startSubmit' },
        ],
      },
    },
    submitting: {
      tags: ['pending'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => ({
          services: context.services,
          loginName: context.loginName,
          password: event.type === 'SUBMIT_PASSWORD_LOGIN' ? event.password : '',
        }),
        onDone: {
          target: 'done',
          actions: { type: 'keepResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }): FlowOutput => ({ type: 'loggedIn', response: context.response ?? {}, via: 'password' }),
});

export type PasswordLoginSnapshot = SnapshotFrom<typeof passwordLoginMachine>;

/** The login name the machine keeps (LoginView.values.loginName). */
export function selectPasswordLoginValues(snapshot: PasswordLoginSnapshot): { loginName: string } {
  return { loginName: snapshot.context.loginName };
}
