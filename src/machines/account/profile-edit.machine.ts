/**
 * Edit profile (spec §2.2 #edit-profile, §3.4 member form fields, §5): name (full-name rule of the site, PH 5-50 and
 * two words), nickname (optional: an empty one shows the phone number, §2.1), gender (or none), birthday (the popup's
 * range, today back 100 years; left untouched it stays empty), tax id and branch id where the market has them
 * (src/config/account.ts), and a new messaging pin (6 digits; empty keeps the current one).
 *
 * `editing` → SUBMIT { values } checked on the client → `saving` (tag pending, services.updateProfile) → final
 * `saved` with the new user. A failed save keeps every typed value and shows the verdict under its field or above
 * the form, so the buyer can retry. A stale session ends in `expired` with the values (never the pin) as the draft.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountServices, AccountUser, ProfileUpdate } from '../../api/account.js';
import { profileUsesBranchId, profileUsesTaxId } from '../../config/account.js';
import type { Site } from '../../config/sites.js';
import { validateBranchId, validateTaxId } from '../../validation/address.js';
import { validateBirthday } from '../../validation/date.js';
import { validateFullName } from '../../validation/name.js';
import { validateMessagingPin, validateNickname } from '../../validation/profile.js';
import { isGender } from '../../validation/text.js';
import { failureErrors, hasErrors, isSessionExpired, verdicts, without, type AccountMessage, type FieldMessages } from './shared.js';

export type ProfileField = 'name' | 'nickname' | 'gender' | 'birthday' | 'taxId' | 'branchId' | 'messagingPin';

export interface ProfileValues {
  readonly name: string;
  readonly nickname: string;
  readonly gender: string;
  readonly birthday: string;
  readonly taxId: string;
  readonly branchId: string;
  readonly messagingPin: string;
}

export interface ProfileEditInput {
  readonly services: AccountServices;
  readonly user: AccountUser;
  readonly site: Site;
  /** Values typed before a login redirect (restored draft). */
  readonly draft?: Partial<ProfileValues>;
  /** Today (tests); default the clock. */
  readonly today?: Date;
}

interface ProfileEditContext {
  readonly services: AccountServices;
  readonly site: Site;
  readonly today: Date | undefined;
  readonly values: ProfileValues;
  readonly error: AccountMessage | null;
  readonly fieldErrors: FieldMessages<ProfileField>;
  readonly saved: AccountUser | null;
}

export type ProfileEditEvent = { type: 'SUBMIT'; values: ProfileValues } | { type: 'INPUT'; field: ProfileField };

export type ProfileEditOutput = { type: 'saved'; user: AccountUser } | { type: 'sessionExpired'; draft: Omit<ProfileValues, 'messagingPin'> };

const FIELDS: Readonly<Record<string, ProfileField>> = Object.freeze({
  name: 'name',
  nickname: 'nickname',
  gender: 'gender',
  birthday: 'birthday',
  taxId: 'taxId',
  branchId: 'branchId',
  messagingPin: 'messagingPin',
});

export function valuesOf(user: AccountUser, draft: Partial<ProfileValues> = {}): ProfileValues {
  return {
    name: user.name,
    nickname: user.nickname,
    gender: isGender(user.gender) ? user.gender : '',
    birthday: user.birthday,
    taxId: user.taxId,
    branchId: user.branchId,
    ...draft,
    messagingPin: '',
  };
}

function profileErrors(context: ProfileEditContext, values: ProfileValues): FieldMessages<ProfileField> {
  const code = context.site.code;
  return verdicts<ProfileField>([
    ['name', validateFullName(values.name, context.site)],
    ['nickname', validateNickname(values.nickname)],
    ['gender', values.gender === '' || isGender(values.gender) ? null : 'validation.gender.invalid'],
    ['birthday', values.birthday === '' ? null : validateBirthday(values.birthday, { range: 'popup', ...(context.today ? { today: context.today } : {}) })],
    ['taxId', profileUsesTaxId(code) && values.taxId.trim() !== '' ? validateTaxId(values.taxId) : null],
    ['branchId', profileUsesBranchId(code) && values.branchId.trim() !== '' ? validateBranchId(values.branchId) : null],
    ['messagingPin', validateMessagingPin(values.messagingPin)],
  ]);
}

function update(context: ProfileEditContext, values: ProfileValues): ProfileUpdate {
  const code = context.site.code;
  return {
    name: values.name.trim(),
    nickname: values.nickname.trim(),
    gender: values.gender,
    birthday: values.birthday,
    ...(profileUsesTaxId(code) ? { taxId: values.taxId.trim() } : {}),
    ...(profileUsesBranchId(code) ? { branchId: values.branchId.trim() } : {}),
    ...(values.messagingPin ? { messagingPin: values.messagingPin } : {}),
  };
}

export const profileEditMachine = setup({
  types: {
    input: {} as ProfileEditInput,
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    output: {} as ProfileEditOutput,
    tags: {} as 'pending',
  },
  actors: {
    updateProfile: fromPromise<AccountUser, { services: AccountServices; update: ProfileUpdate }>(({ input }) =>
      input.services.updateProfile(input.update),
    ),
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'SUBMIT' && !hasErrors(profileErrors(context, event.values)),
    isSessionExpired: ({ event }) => isSessionExpired((event as { error?: unknown }).error),
  },
  actions: {
    check: assign(({ context, event }) =>
      event.type === 'SUBMIT' ? { values: event.values, fieldErrors: profileErrors(context, event.values), error: null } : {},
    ),
    clearField: assign(({ context, event }) => (event.type === 'INPUT' ? { fieldErrors: without(context.fieldErrors, event.field) } : {})),
    showFailure: assign(({ event }) => failureErrors((event as { error?: unknown }).error, FIELDS)),
    keepSaved: assign(({ event }) => ({ saved: (event as unknown as { output: AccountUser }).output })),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({
    services: input.services,
    site: input.site,
    today: input.today,
    values: valuesOf(input.user, input.draft),
    error: null,
    fieldErrors: {},
    saved: null,
  }),
  initial: 'editing',
  on: { INPUT: { actions: 'clearField' } },
  states: {
    editing: {
      on: { SUBMIT: [{ guard: 'isValid', target: 'saving', actions: 'check' }, { actions: 'check' }] },
    },
    saving: {
      tags: ['pending'],
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => ({ services: context.services, update: update(context, context.values) }),
        onDone: { target: 'saved', actions: 'keepSaved' },
        onError: [
          { guard: 'isSessionExpired', target: 'expired' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    saved: { type: 'final' },
    expired: { type: 'final' },
  },
  output: ({ context }) => {
    if (context.saved) return { type: 'saved', user: context.saved };
    const { messagingPin: _pin, ...draft } = context.values;
    return { type: 'sessionExpired', draft };
  },
});

export type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

export interface ProfileEditView {
  readonly pending: boolean;
  readonly values: ProfileValues;
  readonly error: AccountMessage | null;
  readonly fieldErrors: FieldMessages<ProfileField>;
  readonly taxId: boolean;
  readonly branchId: boolean;
}

export function selectProfileEditView(snapshot: ProfileEditSnapshot): ProfileEditView {
  const { context } = snapshot;
  return {
    pending: snapshot.hasTag('pending'),
    values: context.values,
    error: context.error,
    fieldErrors: context.fieldErrors,
    taxId: profileUsesTaxId(context.site.code),
    branchId: profileUsesBranchId(context.site.code),
  };
}
