/**
 * The address book (spec §3.4): the buyer's addresses of the market, add and edit through the form machine (invoked
 * as `form`), delete after a confirmation, and the two defaults. Every call is a named `fromPromise` actor on the
 * address services; a failed call ends in a state with retry (the list) or back in `ready` with a notice (an
 * action), never in a dead end. `notice` carries what the screen announces (a message key and a sequence number,
 * so the same message is announced again).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressServices, DefaultKind } from '../api/address.js';
import { ApiError } from '../api/errors.js';
import type { SiteCode } from '../config/sites.js';
import { addressFormMachine, type LocationCache } from './address-form.machine.js';

export interface AddressBookInput {
  readonly services: AddressServices;
  readonly site: SiteCode;
  /** Shared by every form the book opens (levels seen once are not loaded again). */
  readonly cache?: LocationCache;
}

export interface AddressNotice {
  readonly key: string;
  /** The server's text for a key the catalog does not know. */
  readonly text: string | null;
  readonly tone: 'success' | 'error';
  readonly seq: number;
}

export interface AddressBookContext {
  readonly services: AddressServices;
  readonly site: SiteCode;
  readonly cache: LocationCache;
  readonly addresses: readonly Address[];
  /** The address the form edits (null: adding) or the one a delete asks about. */
  readonly target: string | null;
  readonly notice: AddressNotice | null;
}

export type AddressBookEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'EDIT'; id: string }
  | { type: 'DELETE'; id: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'SET_DEFAULT'; id: string; kind: DefaultKind };

const noticeFrom = (previous: AddressNotice | null, key: string, tone: AddressNotice['tone'], text: string | null = null): AddressNotice => ({
  key,
  text,
  tone,
  seq: (previous?.seq ?? 0) + 1,
});
const failure = (previous: AddressNotice | null, error: unknown): AddressNotice =>
  error instanceof ApiError && error.kind === 'business'
    ? noticeFrom(previous, error.key, 'error', error.displayMessage ?? null)
    : noticeFrom(previous, 'address.actionFailed', 'error');

export const addressBookMachine = setup({
  types: {
    input: {} as AddressBookInput,
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
  },
  actors: {
    listAddresses: fromPromise<Address[], { services: AddressServices }>(({ input, signal }) => input.services.list({ signal })),
    removeAddress: fromPromise<void, { services: AddressServices; id: string }>(({ input, signal }) => input.services.remove(input.id, { signal })),
    setDefaultAddress: fromPromise<Address[], { services: AddressServices; id: string; kind: DefaultKind }>(({ input, signal }) =>
      input.services.setDefault(input.id, input.kind, { signal }),
    ),
    addressForm: addressFormMachine,
  },
  guards: {
    knownAddress: ({ context, event }) => 'id' in event && context.addresses.some((address) => address.id === event.id),
    saved: (_, output: { saved: Address | null }) => output.saved !== null,
  },
  actions: {
    storeList: assign((_, addresses: Address[]) => ({ addresses })),
    target: assign({ target: ({ event }) => ('id' in event ? event.id : null) }),
    clearTarget: assign({ target: null }),
    noticeSaved: assign({ notice: ({ context }) => noticeFrom(context.notice, 'address.saved', 'success') }),
    noticeDeleted: assign({ notice: ({ context }) => noticeFrom(context.notice, 'address.deleted', 'success') }),
    noticeDefault: assign({ notice: ({ context }) => noticeFrom(context.notice, 'address.defaultUpdated', 'success') }),
    noticeFailure: assign({ notice: ({ context }, error: unknown) => failure(context.notice, error) }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    services: input.services,
    site: input.site,
    cache: input.cache ?? new Map(),
    addresses: [],
    target: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listAddresses',
        src: 'listAddresses',
        input: ({ context }) => ({ services: context.services }),
        onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      entry: 'clearTarget',
      on: {
        ADD: 'form',
        EDIT: { guard: 'knownAddress', target: 'form', actions: 'target' },
        DELETE: { guard: 'knownAddress', target: 'confirmDelete', actions: 'target' },
        SET_DEFAULT: { guard: 'knownAddress', target: 'settingDefault', actions: 'target' },
      },
    },
    form: {
      invoke: {
        id: 'form',
        src: 'addressForm',
        input: ({ context }) => ({
          services: context.services,
          site: context.site,
          cache: context.cache,
          address: context.addresses.find((address) => address.id === context.target),
        }),
        onDone: [
          { guard: { type: 'saved', params: ({ event }) => event.output }, target: 'loading', actions: 'noticeSaved' },
          { target: 'ready' },
        ],
      },
    },
    confirmDelete: {
      on: { CONFIRM: 'deleting', CANCEL: 'ready' },
    },
    deleting: {
      invoke: {
        id: 'removeAddress',
        src: 'removeAddress',
        input: ({ context }) => ({ services: context.services, id: context.target ?? '' }),
        onDone: { target: 'loading', actions: 'noticeDeleted' },
        onError: { target: 'loading', actions: { type: 'noticeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    settingDefault: {
      invoke: {
        id: 'setDefaultAddress',
        src: 'setDefaultAddress',
        input: ({ context, event }) => ({
          services: context.services,
          id: context.target ?? '',
          kind: event.type === 'SET_DEFAULT' ? event.kind : 'shipping',
        }),
        onDone: { target: 'ready', actions: [{ type: 'storeList', params: ({ event }) => event.output }, 'noticeDefault'] },
        onError: { target: 'loading', actions: { type: 'noticeFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
});

export type AddressBookMachine = typeof addressBookMachine;
