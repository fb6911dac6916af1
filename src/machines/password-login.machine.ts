/**
 * Password login (spec §2.1 Login, password mode; §5): login name and password.
 *
 * - SUBMIT_PASSWORD_LOGIN with an empty login name or password does nothing (guard `hasEmptyField`).
 * - Client checks (validateLoginName, validatePassword variant A) → `fieldErrors`, no call.
 * - Otherwise `submitting` (tag `pending`) calls services.login through the `login` actor (the password travels in
 *   the event and the actor's input only, never in context) → final output `{ type: 'loggedIn', via: 'password' }`.
 * - A refusal (PL-USER-LOGIN-INCORRECT, network, …) → screen `error`; a busy answer → the root's busy dialog.
 * - INPUT {field} clears that field's error (spec §5).
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { LoginResponse } from '../api/types.js';
import { validateLoginName, validatePassword } from '../validation/index.js';
import type { FieldErrors, FieldName, FlowOutput, ViewMessage } from './contract.js';
import { isBusyError, notifyPopup, toViewMessage, withoutField } from './shared.js';

export interface PasswordLoginInput {
  readonly services: Services;
  /** The login name typed before (kept across screens). */
  readonly loginName?: string;
}

export interface PasswordLoginContext {
  readonly services: Services;
  readonly loginName: string;
  readonly fieldErrors: FieldErrors;
  readonly error: ViewMessage | null;
  readonly response: LoginResponse | null;
}

export type PasswordLoginEvent =
  | { type: 'SUBMIT_PASSWORD_LOGIN'; loginName: string; password: string }
  | { type: 'INPUT'; field: FieldName };

const NO_ERRORS: FieldErrors = Object.freeze({});

function fieldErrorsOf(loginName: string, password: string): FieldErrors {
  const errors: Partial<Record<FieldName, ViewMessage>> = {};
  const name = validateLoginName(loginName.trim());
  if (name) errors.loginName = { key: name };
  const pass = validatePassword(password, 'A');
  if (pass) errors.password = { key: pass };
  return errors;
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
    hasEmptyField: ({ event }) =>
      event.type === 'SUBMIT_PASSWORD_LOGIN' && (event.loginName.trim() === '' || event.password === ''),
    hasInvalidField: ({ event }) =>
      event.type === 'SUBMIT_PASSWORD_LOGIN' && Object.keys(fieldErrorsOf(event.loginName, event.password)).length > 0,
  },
  actions: {
    showFieldErrors: assign(({ event }) =>
      event.type === 'SUBMIT_PASSWORD_LOGIN'
        ? { fieldErrors: fieldErrorsOf(event.loginName, event.password), loginName: event.loginName.trim() }
        : {},
    ),
    startSubmit: assign(({ event, context }) => ({
      loginName: event.type === 'SUBMIT_PASSWORD_LOGIN' ? event.loginName.trim() : context.loginName,
      fieldErrors: NO_ERRORS,
      error: null,
    })),
    clearFieldError: assign(({ context, event }) =>
      event.type === 'INPUT' ? { fieldErrors: withoutField(context.fieldErrors, event.field) } : {},
    ),
    keepResponse: assign((_, params: { response: LoginResponse }) => ({ response: params.response })),
    showError: enqueueActions(({ enqueue, system }, params: { error: unknown }) => {
      if (isBusyError(params.error)) {
        enqueue.assign({ error: null });
        enqueue(() => notifyPopup(system, { type: 'FLOW_BUSY', error: params.error }));
      } else {
        enqueue.assign({ error: toViewMessage(params.error) });
      }
    }),
  },
}).createMachine({
  id: 'passwordLogin',
  context: ({ input }) => ({
    services: input.services,
    loginName: input.loginName ?? '',
    fieldErrors: NO_ERRORS,
    error: null,
    response: null,
  }),
  initial: 'idle',
  on: {
    INPUT: { actions: 'clearFieldError' },
  },
  states: {
    idle: {
      on: {
        SUBMIT_PASSWORD_LOGIN: [
          { guard: 'hasEmptyField' },
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
