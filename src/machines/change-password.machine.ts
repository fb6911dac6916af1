/**
 * /user/change-password (spec §2.2, §5): change the password of the signed-in buyer, or set one for an account
 * that has none (the account menu's "set password").
 *
 * - `loading` (tag `pending`): services.currentUser() → `editing` (remembers `hasPassword`); no user → `signedOut`
 *   (the page offers the login page, coming back here); a failure → `loadFailed` (RETRY → `loading`).
 * - `editing`: SUBMIT {current, password, retype} checks the fields (current required when the account has one;
 *   validateNewPassword with the current one; validatePasswordRetype); field errors (named like the popup's:
 *   `password` the current one, `newPassword`, `retypePassword`) stay in `editing`. Valid →
 *   `saving` (tag `pending`): services.changePassword (RSA on the wire) → `done`. A wrong current password is a field
 *   error on `current`; a new-password rule the server refuses is a field error on `newPassword`; a gone session →
 *   `signedOut`; any other failure (network, server, a hung call ended by its deadline) is the form's error, typed
 *   values kept, so submitting again retries. INPUT {field} clears that field's error.
 * - `done` (final view, not a final state): the success text; the page's Continue leaves for the redirect.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { User } from '../api/types.js';
import { validateNewPassword, validatePasswordRetype, validateRequired } from '../validation/index.js';
import { errorKey, toViewMessage } from './shared.js';
import { NO_PAGE_ERRORS, type PageFieldErrors, type PageMessage, type PageServices } from './page-contract.js';

/** The popup's field names: the current password is `password`, the new one `newPassword`, its re-type `retypePassword`. */
export type ChangePasswordField = 'password' | 'newPassword' | 'retypePassword';

export interface ChangePasswordInput {
  readonly services: Pick<PageServices, 'currentUser' | 'changePassword'>;
}

interface ChangePasswordContext {
  readonly services: ChangePasswordInput['services'];
  readonly hasPassword: boolean;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export type ChangePasswordEvent =
  | { type: 'SUBMIT'; current: string; password: string; retype: string }
  | { type: 'INPUT'; field: ChangePasswordField }
  | { type: 'RETRY' };

type Submit = Extract<ChangePasswordEvent, { type: 'SUBMIT' }>;

const SESSION_KEYS = ['PL-USER-SESSION-EXPIRED', 'SESSION_EXPIRED', 'FAIL_SYS_SESSION_EXPIRED'];
const WRONG_CURRENT = 'PL-USER-LOGIN-INCORRECT';

/** The field errors of a submit (empty when it may go). */
export function checkChangePassword(event: Submit, hasPassword: boolean): PageFieldErrors {
  const errors: Record<string, PageMessage> = {};
  const current = hasPassword ? validateRequired(event.current) : null;
  if (current) errors.password = { key: current };
  const password = validateNewPassword(event.password, hasPassword ? event.current : undefined);
  if (password) errors.newPassword = { key: password };
  const retype = password ? null : validatePasswordRetype(event.password, event.retype);
  if (retype) errors.retypePassword = { key: retype };
  return errors;
}

const serverField = (error: unknown): string | undefined => {
  const data = (error as { data?: unknown } | undefined)?.data as { field?: unknown } | undefined;
  return typeof data?.field === 'string' ? data.field : undefined;
};

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    currentUser: fromPromise<User | null, { services: ChangePasswordInput['services'] }>(({ input }) => input.services.currentUser()),
    changePassword: fromPromise<{ hadPassword: boolean }, { services: ChangePasswordInput['services']; current?: string; password: string }>(
      ({ input }) => input.services.changePassword({ current: input.current, password: input.password }),
    ),
  },
  guards: {
    isSignedIn: (_, params: { user: User | null | undefined }) => Boolean(params.user),
    hasFieldErrors: ({ context }, params: { event: Submit }) => Object.keys(checkChangePassword(params.event, context.hasPassword)).length > 0,
    isSessionGone: (_, params: { error: unknown }) => SESSION_KEYS.includes(errorKey(params.error) ?? ''),
    isWrongCurrent: (_, params: { error: unknown }) => errorKey(params.error) === WRONG_CURRENT,
    isFieldRefusal: (_, params: { error: unknown }) => serverField(params.error) !== undefined,
  },
  actions: {
    keepUser: assign((_, params: { user: User | null | undefined }) => ({ hasPassword: params.user?.hasPassword !== false })),
    checkFields: assign(({ context }, params: { event: Submit }) => ({
      fieldErrors: checkChangePassword(params.event, context.hasPassword),
      error: null,
    })),
    clearField: assign(({ context }, params: { field: ChangePasswordField }) => {
      if (!(params.field in context.fieldErrors)) return {};
      const next = { ...context.fieldErrors };
      delete next[params.field];
      return { fieldErrors: next };
    }),
    clearErrors: assign({ fieldErrors: NO_PAGE_ERRORS, error: null }),
    wrongCurrent: assign({ fieldErrors: { password: { key: 'pages.changePassword.wrongCurrent' } } as PageFieldErrors }),
    fieldRefusal: assign((_, params: { error: unknown }) => ({ fieldErrors: { newPassword: toViewMessage(params.error) } as PageFieldErrors })),
    showError: assign((_, params: { error: unknown }) => ({ error: toViewMessage(params.error) })),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ services: input.services, hasPassword: true, fieldErrors: NO_PAGE_ERRORS, error: null }),
  on: { INPUT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'currentUser',
        src: 'currentUser',
        input: ({ context }) => ({ services: context.services }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) },
            target: 'editing',
            actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: [
          { guard: { type: 'isSessionGone', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { target: 'loadFailed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearErrors' } } },
    signedOut: {},
    editing: {
      on: {
        SUBMIT: [
          { guard: { type: 'hasFieldErrors', params: ({ event }) => ({ event }) }, actions: { type: 'checkFields', params: ({ event }) => ({ event }) } },
          { target: 'saving', actions: 'clearErrors' },
        ],
      },
    },
    saving: {
      tags: ['pending'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => {
          const submit = event as Submit;
          return { services: context.services, password: submit.password, ...(context.hasPassword ? { current: submit.current } : {}) };
        },
        onDone: { target: 'done' },
        onError: [
          { guard: { type: 'isSessionGone', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { guard: { type: 'isWrongCurrent', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: 'wrongCurrent' },
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'fieldRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: {},
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export interface ChangePasswordView {
  readonly status: 'loading' | 'loadFailed' | 'signedOut' | 'editing' | 'done';
  readonly hasPassword: boolean;
  readonly pending: boolean;
  readonly fieldErrors: PageFieldErrors;
  readonly error: PageMessage | null;
}

export function selectChangePasswordView(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  const value = snapshot.value as string;
  const status: ChangePasswordView['status'] = value === 'saving' ? 'editing' : (value as ChangePasswordView['status']);
  return {
    status,
    hasPassword: snapshot.context.hasPassword,
    pending: snapshot.hasTag('pending'),
    fieldErrors: snapshot.context.fieldErrors,
    error: snapshot.context.error,
  };
}
