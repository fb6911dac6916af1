/**
 * The address form (spec §3.4, §5, §9): one market's fields (src/config/address-forms.ts), cascading location selects
 * loaded one level at a time, validation on submit, and the save.
 *
 * Two parallel regions:
 * - `tree`: loads the options of one level (`loadingLevel`) from the location cache or the server; when the draft
 *   already names a choice at that level (editing a saved address) it goes on to the next level. A level that fails
 *   to load is `failed` (the screen shows retry, not an empty select) until RETRY. Picking a location clears the
 *   levels below it and loads the next one; a leaf ends the cascade.
 * - `form`: `editing` → SUBMIT → `saving` (when valid) → the final `saved` (output: the address); a failed save goes
 *   back to `editing` with `saveError` and the draft untouched; CANCEL ends in the final `cancelled`.
 *
 * The cache (parent id → options) belongs to the caller, so reopening the form does not reload levels it has seen.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressServices, LocationNode } from '../api/address.js';
import { draftOf } from '../api/address.js';
import { ApiError } from '../api/errors.js';
import {
  addressForm,
  EMPTY_DRAFT,
  locationFields,
  type AddressDraft,
  type AddressField,
  type AddressFormSpec,
  type LocationField,
  type TextField,
} from '../config/address-forms.js';
import type { SiteCode } from '../config/sites.js';
import { hasAddressErrors, validateAddressDraft, type AddressErrors, type AddressMessageKey } from '../validation/address-form.js';

export type LocationCache = Map<string, readonly LocationNode[]>;
const ROOT = '';
const cacheKey = (parent: string | null) => parent ?? ROOT;

export interface AddressFormInput {
  readonly services: Pick<AddressServices, 'add' | 'edit' | 'locations'>;
  readonly site: SiteCode;
  /** The address being edited; absent when adding. */
  readonly address?: Address;
  readonly cache: LocationCache;
}

export interface AddressFormContext {
  readonly services: AddressFormInput['services'];
  readonly form: AddressFormSpec;
  readonly editing: string | null;
  readonly draft: AddressDraft;
  /** Options per location level (1-based index); absent until loaded. */
  readonly options: Readonly<Partial<Record<number, readonly LocationNode[]>>>;
  readonly loadingLevel: number;
  readonly cache: LocationCache;
  readonly errors: AddressErrors;
  /** Whether a submit was tried (errors then follow every change). */
  readonly submitted: boolean;
  /** The message key of the last failed save (a server rule's key, or the generic one). */
  readonly saveError: string | null;
  readonly saveErrorText: string | null;
  readonly saved: Address | null;
}

export type AddressFormEvent =
  | { type: 'CHANGE'; field: TextField; value: string }
  | { type: 'PICK'; field: LocationField; value: string }
  | { type: 'RETRY' }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

/** The level's field, parent id and whether the cascade goes on below a choice. */
const levelField = (form: AddressFormSpec, level: number) => locationFields(form).find((field) => field.level === level);
function parentOf(context: Pick<AddressFormContext, 'form' | 'draft'>, level: number): string | null {
  if (level === 1) return null;
  const above = levelField(context.form, level - 1);
  return above ? context.draft[above.name] || null : null;
}
const nodeAt = (context: Pick<AddressFormContext, 'form' | 'draft' | 'options'>, level: number) => {
  const field = levelField(context.form, level);
  return field ? context.options[level]?.find((node) => node.id === context.draft[field.name]) : undefined;
};

/** How many levels must be chosen: level 1, then each level below a chosen node that is not a leaf. */
export function requiredDepth(context: Pick<AddressFormContext, 'form' | 'draft' | 'options'>): number {
  let depth = 0;
  for (const field of locationFields(context.form)) {
    if (field.level > 1) {
      const above = nodeAt(context, field.level - 1);
      if (!above || above.leaf) break;
    }
    depth = field.level;
  }
  return depth;
}

/** The next level to load after `level` has options, or null when the cascade stops. */
function nextLevel(context: Pick<AddressFormContext, 'form' | 'draft' | 'options'>, level: number): number | null {
  const node = nodeAt(context, level);
  return node && !node.leaf && levelField(context.form, level + 1) ? level + 1 : null;
}

const validate = (context: Pick<AddressFormContext, 'form' | 'draft' | 'options'>) =>
  validateAddressDraft(context.draft, context.form, requiredDepth(context));

export const addressFormMachine = setup({
  types: {
    input: {} as AddressFormInput,
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    output: {} as { saved: Address | null },
  },
  actors: {
    loadLocations: fromPromise<readonly LocationNode[], { services: AddressFormInput['services']; cache: LocationCache; parent: string | null }>(
      async ({ input, signal }) => input.cache.get(cacheKey(input.parent)) ?? (await input.services.locations(input.parent, { signal })),
    ),
    saveAddress: fromPromise<Address, { services: AddressFormInput['services']; id: string | null; draft: AddressDraft }>(({ input, signal }) =>
      input.id ? input.services.edit(input.id, input.draft, { signal }) : input.services.add(input.draft, { signal }),
    ),
  },
  guards: {
    loadedHasNext: ({ context }, nodes: readonly LocationNode[]) =>
      nextLevel({ ...context, options: { ...context.options, [context.loadingLevel]: nodes } }, context.loadingLevel) !== null,
    pickNeedsNextLevel: ({ context, event }) => {
      if (event.type !== 'PICK') return false;
      const field = locationFields(context.form).find((f) => f.name === event.field);
      if (!field) return false;
      const node = context.options[field.level]?.find((n) => n.id === event.value);
      return Boolean(node && !node.leaf && levelField(context.form, field.level + 1));
    },
    isValid: ({ context }) => !hasAddressErrors(validate(context)),
  },
  actions: {
    storeOptions: assign(({ context }, nodes: readonly LocationNode[]) => {
      context.cache.set(cacheKey(parentOf(context, context.loadingLevel)), nodes);
      return { options: { ...context.options, [context.loadingLevel]: nodes } };
    }),
    advanceLevel: assign({ loadingLevel: ({ context }) => context.loadingLevel + 1 }),
    pick: assign(({ context, event }) => {
      if (event.type !== 'PICK') return {};
      const field = locationFields(context.form).find((f) => f.name === event.field);
      if (!field) return {};
      const draft: Record<AddressField, string> = { ...context.draft, [field.name]: event.value };
      const options = { ...context.options };
      for (const below of locationFields(context.form)) {
        if (below.level <= field.level) continue;
        draft[below.name] = '';
        delete options[below.level];
      }
      const next = { ...context, draft, options };
      return { draft, options, loadingLevel: field.level + 1, errors: context.submitted ? validate(next) : context.errors };
    }),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      return { draft, errors: context.submitted ? validate({ ...context, draft }) : context.errors };
    }),
    showErrors: assign(({ context }) => ({ submitted: true, errors: validate(context) })),
    clearSaveError: assign({ saveError: null, saveErrorText: null }),
    saveFailed: assign(({ context }, error: unknown) => {
      const api = error instanceof ApiError ? error : null;
      // A server verdict per field (PL-ADDRESS-INVALID) lands on the fields; the draft is never touched.
      const fields = api?.data && typeof api.data === 'object' ? (api.data as { fields?: unknown }).fields : undefined;
      const errors = fields && typeof fields === 'object' ? { ...context.errors, ...(fields as AddressErrors) } : context.errors;
      return { errors, saveError: api?.key ?? 'address.saveFailed', saveErrorText: api?.displayMessage ?? null };
    }),
    storeSaved: assign((_, saved: Address) => ({ saved })),
  },
}).createMachine({
  id: 'addressForm',
  initial: 'active',
  context: ({ input }) => {
    const form = addressForm(input.site);
    return {
      services: input.services,
      form,
      editing: input.address?.id ?? null,
      draft: input.address ? draftOf(input.address) : EMPTY_DRAFT,
      options: {},
      loadingLevel: 1,
      cache: input.cache,
      errors: {},
      submitted: false,
      saveError: null,
      saveErrorText: null,
      saved: null,
    };
  },
  output: ({ context }) => ({ saved: context.saved }),
  states: {
    active: {
      type: 'parallel',
      states: {
        tree: {
          initial: 'loading',
          on: {
            PICK: [
              { guard: 'pickNeedsNextLevel', target: '.loading', reenter: true, actions: 'pick' },
              { target: '.idle', actions: 'pick' },
            ],
          },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadLocations',
                src: 'loadLocations',
                input: ({ context }) => ({ services: context.services, cache: context.cache, parent: parentOf(context, context.loadingLevel) }),
                onDone: [
                  {
                    target: 'loading',
                    reenter: true,
                    guard: { type: 'loadedHasNext', params: ({ event }) => event.output },
                    actions: [{ type: 'storeOptions', params: ({ event }) => event.output }, 'advanceLevel'],
                  },
                  { target: 'idle', actions: { type: 'storeOptions', params: ({ event }) => event.output } },
                ],
                onError: 'failed',
              },
            },
            failed: {
              on: { RETRY: 'loading' },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: 'change' },
                SUBMIT: [{ guard: 'isValid', target: 'saving', actions: 'clearSaveError' }, { actions: 'showErrors' }],
                CANCEL: '#addressForm.cancelled',
              },
            },
            saving: {
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => ({ services: context.services, id: context.editing, draft: context.draft }),
                onDone: { target: '#addressForm.saved', actions: { type: 'storeSaved', params: ({ event }) => event.output } },
                onError: { target: 'editing', actions: { type: 'saveFailed', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
          },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type AddressFormMachine = typeof addressFormMachine;
export type { AddressMessageKey };
