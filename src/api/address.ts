/**
 * The address book's calls (spec §3.4), on `MemberClient.call` (CSRF, bot-check resend, typed ApiError): the buyer's
 * addresses, add, edit, delete, the two defaults, and the location tree one level at a time. Every answer is read
 * with guards; a malformed one is an ApiError('parse'), like every other call. The paths are documented in the
 * reference server's README and docs/calls.md.
 */
import {
  LOCATION_FIELDS,
  TEXT_FIELDS,
  type AddressDraft,
  type LocationField,
  type TextField,
} from '../config/address-forms.js';
import type { MemberConfig } from '../config/index.js';
import type { SiteCode } from '../config/sites.js';
import type { MemberCallOptions } from './member-types.js';
import type { MemberClient } from './member.js';
import { isRecord, parseError } from './transport.js';

export const ADDRESS_PATHS = Object.freeze({
  list: 'user/api/address/list',
  add: 'user/api/address/add',
  edit: 'user/api/address/edit',
  remove: 'user/api/address/delete',
  setDefault: 'user/api/address/setDefault',
  locations: 'user/api/address/locations',
});

/** One node of the location tree. `leaf`: nothing below it (the cascade ends there). */
export interface LocationNode {
  readonly id: string;
  readonly name: string;
  readonly leaf: boolean;
}

export interface LocationRef {
  readonly id: string;
  readonly name: string;
}

/** The address entity (§3.4) as the server keeps it. */
export type Address = Readonly<Record<TextField, string>> & {
  readonly id: string;
  readonly country: SiteCode;
  /** The chosen location of each level the address has. */
  readonly locations: Readonly<Partial<Record<LocationField, LocationRef>>>;
  readonly defaultShipping: boolean;
  readonly defaultBilling: boolean;
};

export type DefaultKind = 'shipping' | 'billing';

export interface AddressServices {
  list(options?: MemberCallOptions): Promise<Address[]>;
  add(draft: AddressDraft, options?: MemberCallOptions): Promise<Address>;
  edit(id: string, draft: AddressDraft, options?: MemberCallOptions): Promise<Address>;
  remove(id: string, options?: MemberCallOptions): Promise<void>;
  /** Makes the address the default of that kind (the previous default loses it); resolves the whole list. */
  setDefault(id: string, kind: DefaultKind, options?: MemberCallOptions): Promise<Address[]>;
  /** The children of `parent` in the site's tree (`null`: the first-level divisions). */
  locations(parent: string | null, options?: MemberCallOptions): Promise<LocationNode[]>;
}

const str = (value: unknown): value is string => typeof value === 'string';

function parseRef(value: unknown): LocationRef | undefined {
  return isRecord(value) && str(value.id) && str(value.name) ? { id: value.id, name: value.name } : undefined;
}

export function parseAddress(value: unknown): Address {
  if (!isRecord(value) || !str(value.id) || !str(value.country) || !isRecord(value.locations)) throw parseError();
  const locations: Partial<Record<LocationField, LocationRef>> = {};
  for (const field of LOCATION_FIELDS) {
    const ref = parseRef(value.locations[field]);
    if (ref) locations[field] = ref;
  }
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, str(value[name]) ? value[name] : ''])) as Record<TextField, string>;
  return {
    ...texts,
    id: value.id,
    country: value.country as SiteCode,
    locations,
    defaultShipping: value.defaultShipping === true,
    defaultBilling: value.defaultBilling === true,
  };
}

function parseList(module: unknown): Address[] {
  if (!isRecord(module) || !Array.isArray(module.addresses)) throw parseError();
  return module.addresses.map(parseAddress);
}

function parseLocations(module: unknown): LocationNode[] {
  if (!isRecord(module) || !Array.isArray(module.locations)) throw parseError();
  return module.locations.map((node) => {
    if (!isRecord(node) || !str(node.id) || !str(node.name)) throw parseError();
    return { id: node.id, name: node.name, leaf: node.leaf === true };
  });
}

function parseOne(module: unknown): Address {
  if (!isRecord(module)) throw parseError();
  return parseAddress(module.address);
}

/** The draft as the calls send it: trimmed texts, location ids. */
const fieldsOf = (draft: AddressDraft) =>
  Object.fromEntries([...LOCATION_FIELDS, ...TEXT_FIELDS].map((name) => [name, (draft[name] ?? '').trim()]));

export function createAddressServices(member: MemberClient, config: Pick<MemberConfig, 'site'>): AddressServices {
  const country = config.site.code;
  return {
    list: async (options) => parseList(await member.call('GET', ADDRESS_PATHS.list, { country }, options)),
    add: async (draft, options) => parseOne(await member.call('POST', ADDRESS_PATHS.add, { country, address: fieldsOf(draft) }, options)),
    edit: async (id, draft, options) =>
      parseOne(await member.call('POST', ADDRESS_PATHS.edit, { country, id, address: fieldsOf(draft) }, options)),
    remove: async (id, options) => {
      await member.call('POST', ADDRESS_PATHS.remove, { id }, options);
    },
    setDefault: async (id, kind, options) => parseList(await member.call('POST', ADDRESS_PATHS.setDefault, { country, id, kind }, options)),
    locations: async (parent, options) =>
      parseLocations(await member.call('GET', ADDRESS_PATHS.locations, { country, ...(parent ? { parent } : {}) }, options)),
  };
}

/** The form's draft of a saved address (editing starts from it). */
export function draftOf(address: Address): AddressDraft {
  const draft: Record<string, string> = {};
  for (const field of LOCATION_FIELDS) draft[field] = address.locations[field]?.id ?? '';
  for (const field of TEXT_FIELDS) draft[field] = address[field];
  return draft as AddressDraft;
}
