/**
 * Profile completion (spec §2.1 ProfileComplete, §4 "Profile completion", §5 full name / new password / gender /
 * birthday, §7.2 completeProfileByRegisterToken and updateUserProfile).
 *
 * - `step1.editing`: SUBMIT_STEP1 { name, password } is checked on the client (validateFullName for the site,
 *   validateNewPassword); valid → `step1.saving` (tag `pending`): services.completeProfile with the register token →
 *   `step2`. The password never enters the context: it goes from the event straight into the call's input.
 * - `step2.editing`: SUBMIT_STEP2 { gender, birthday } (validateGender, validateBirthday in the popup range) →
 *   `step2.saving`: services.updateProfile → final output `{ type: 'close' }`.
 * - SKIP ("Fill in later") on step 1 → step 2; on step 2 → output close. GO_SHOPPING on either step → output
 *   `{ type: 'navigate', url: hosts.main }`. INPUT { field } clears that field's error (spec §5).
 * - A failed call keeps every typed value and shows the server's message (a traffic limit opens the root's busy
 *   dialog instead).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Services } from '../api/services.js';
import type { MemberConfig } from '../config/index.js';
import {
  validateBirthday,
  validateFullName,
  validateGender,
  validateNewPassword,
  type Gender,
} from '../validation/index.js';
import type { FieldErrors, FieldName, FlowOutput, ProfileView } from './contract.js';
import {
  clearFieldError,
  hasErrorUnderField,
  errorParams,
  fieldErrorsOf,
  hasFieldErrors,
  NO_FIELD_ERRORS,
  showError,
  type FlowStatusContext,
} from './shared.js';

export interface ProfileInput {
  readonly services: Services;
  /** The register token of the sign-up (LoginResponse.toRegisterToken). */
  readonly token: string;
  /** The site (full-name rule) and hosts (GO_SHOPPING goes to hosts.main). */
  readonly config: Pick<MemberConfig, 'site' | 'hosts'>;
}

export interface ProfileValues {
  readonly name: string;
  readonly gender: Gender | '';
  readonly birthday: string;
}

export interface ProfileContext extends FlowStatusContext {
  readonly services: Services;
  readonly token: string;
  readonly config: Pick<MemberConfig, 'site' | 'hosts'>;
  readonly values: ProfileValues;
}

export type ProfileEvent =
  | { type: 'SUBMIT_STEP1'; name: string; password: string }
  | { type: 'SUBMIT_STEP2'; gender: Gender | ''; birthday: string }
  | { type: 'SKIP' }
  | { type: 'GO_SHOPPING' }
  | { type: 'INPUT'; field: FieldName };


function step1Errors(context: ProfileContext, event: ProfileEvent): FieldErrors {
  if (event.type !== 'SUBMIT_STEP1') return NO_FIELD_ERRORS;
  return fieldErrorsOf([
    ['name', validateFullName(event.name, context.config.site)],
    ['password', validateNewPassword(event.password)],
  ]);
}

function step2Errors(event: ProfileEvent): FieldErrors {
  if (event.type !== 'SUBMIT_STEP2') return NO_FIELD_ERRORS;
  return fieldErrorsOf([
    ['gender', validateGender(event.gender)],
    // The birthday is optional (issue 27 #5): none chosen saves the gender alone; a chosen one must be in range.
    ['birthday', event.birthday.trim() === '' ? null : validateBirthday(event.birthday, { range: 'popup' })],
  ]);
}


export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    output: {} as FlowOutput,
    tags: {} as 'pending',
  },
  actors: {
    completeProfile: fromPromise<void, { services: Services; token: string; name: string; password: string }>(
      ({ input }) => input.services.completeProfile({ token: input.token, name: input.name, password: input.password }),
    ),
    updateProfile: fromPromise<void, { services: Services; gender: Gender; birthday: string }>(({ input }) =>
      input.services.updateProfile({ gender: input.gender, birthday: input.birthday }),
    ),
  },
  guards: {
    hasErrorUnderField,
    isStep1Valid: ({ context, event }) => !hasFieldErrors(step1Errors(context, event)),
    isStep2Valid: ({ event }) => !hasFieldErrors(step2Errors(event)),
  },
  actions: {
    /** Keeps what was typed (trimmed name; never the password) and shows the client-side errors, if any. */
    checkStep1: assign(({ context, event }) => ({
      values: event.type === 'SUBMIT_STEP1' ? { ...context.values, name: event.name.trim() } : context.values,
      fieldErrors: step1Errors(context, event),
      error: null,
    })),
    checkStep2: assign(({ context, event }) => ({
      values:
        event.type === 'SUBMIT_STEP2' ? { ...context.values, gender: event.gender, birthday: event.birthday.trim() } : context.values,
      fieldErrors: step2Errors(event),
      error: null,
    })),
    clearErrors: assign({ error: null, fieldErrors: NO_FIELD_ERRORS }),
    clearFieldError,
    showError,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    services: input.services,
    token: input.token,
    config: input.config,
    values: { name: '', gender: '', birthday: '' },
    error: null,
    fieldErrors: NO_FIELD_ERRORS,
  }),
  initial: 'step1',
  on: {
    INPUT: { guard: 'hasErrorUnderField', actions: 'clearFieldError' },
  },
  states: {
    /** Name and password. */
    step1: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_STEP1: [
              { guard: 'isStep1Valid', target: 'saving', actions: 'checkStep1' },
              { actions: 'checkStep1' },
            ],
            SKIP: { target: '#profile.step2', actions: 'clearErrors' },
            GO_SHOPPING: { target: '#profile.shopping' },
          },
        },
        saving: {
          tags: ['pending'],
          invoke: {
            id: 'completeProfile',
            src: 'completeProfile',
            input: ({ context, event }) => ({
              services: context.services,
              token: context.token,
              name: context.values.name,
              password: event.type === 'SUBMIT_STEP1' ? event.password : '',
            }),
            onDone: { target: '#profile.step2' },
            onError: { target: 'editing', actions: { type: 'showError', params: errorParams } },
          },
        },
      },
    },
    /** Gender and birthday (login required: step 1 or the sign-up logged the user in). */
    step2: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_STEP2: [
              { guard: 'isStep2Valid', target: 'saving', actions: 'checkStep2' },
              { actions: 'checkStep2' },
            ],
            SKIP: { target: '#profile.closed' },
            GO_SHOPPING: { target: '#profile.shopping' },
          },
        },
        saving: {
          tags: ['pending'],
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ context }) => ({
              services: context.services,
              gender: context.values.gender as Gender,
              birthday: context.values.birthday,
            }),
            onDone: { target: '#profile.closed' },
            onError: { target: 'editing', actions: { type: 'showError', params: errorParams } },
          },
        },
      },
    },
    closed: {
      type: 'final',
      output: { type: 'close' } satisfies FlowOutput,
    },
    shopping: {
      type: 'final',
      output: ({ context }) => ({ type: 'navigate', url: context.config.hosts.main }) satisfies FlowOutput,
    },
  },
  output: ({ event }) => event.output as FlowOutput,
});

export type ProfileMachine = typeof profileMachine;
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export function selectProfileView(snapshot: ProfileSnapshot): ProfileView {
  return {
    step: snapshot.matches('step1') ? 1 : 2,
    values: snapshot.context.values,
  };
}
