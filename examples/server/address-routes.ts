/**
 * The address book calls (src/api/address.ts ADDRESS_PATHS; docs/calls.md): the signed-in buyer's addresses of one
 * market (list, add, edit, delete, set default shipping / billing) and the location tree, one level at a time.
 *
 * - Owner only: every statement that reads or writes an address carries `user_id = <session's user>`, so another
 *   buyer's id answers exactly like an unknown one (PL-ADDRESS-NOT-FOUND), never its content.
 * - Defaults: at most one default shipping and one default billing per buyer and market (an address may be both). Setting one
 *   clears the previous in the same transaction, and partial unique indexes (migration 60) refuse any writer that
 *   would leave two.
 * - Validation: the market's form description and `validateAddressDraft` (src/validation), the same rules and keys
 *   as the browser; the location ids must form a chain of the market's tree, as deep as the tree goes there.
 * - Writes are rate limited per buyer; a buyer keeps at most MAX_ADDRESSES addresses.
 */
import { randomBytes } from 'node:crypto';
import {
  addressForm,
  EMPTY_DRAFT,
  LOCATION_FIELDS,
  locationFields,
  TEXT_FIELDS,
  type AddressDraft,
  type AddressField,
  type LocationField,
} from '../../src/config/address-forms.js';
import { SITES, type SiteCode } from '../../src/config/sites.js';
import addressEn from '../../src/i18n/parts/address/en.js';
import en from '../../src/i18n/catalogs/en.js';
import { ADDRESS_PATHS } from '../../src/api/address.js';
import { hasAddressErrors, validateAddressDraft, type AddressErrors, type AddressMessageKey } from '../../src/validation/address-form.js';
import type { RouteModule } from './app.js';
import { DEFAULT_MAX_BODY_BYTES } from './app.js';
import { locationRows, type LocationRow } from './address-locations.js';
import type { AppContext } from './context.js';
import { BusinessError, KEYS, paramError, text } from './errors.js';
import { readString, type Body } from './fields.js';
import type { RequestContext } from './http.js';
import type { Limit } from './limits.js';
import { createMemberRoute } from './member-routes.js';

export const ADDRESS_KEYS = Object.freeze({
  invalid: 'PL-ADDRESS-INVALID',
  notFound: 'PL-ADDRESS-NOT-FOUND',
  limit: 'PL-ADDRESS-LIMIT',
});

/** Addresses one buyer may keep per market. */
export const MAX_ADDRESSES = 20;
/** Address writes per buyer (add, edit, delete, defaults). */
export const ADDRESS_WRITE_LIMIT: Limit = { max: 60, windowMs: 10 * 60_000 };

const COLUMNS: Readonly<Record<AddressField, string>> = {
  recipient: 'recipient',
  province: 'province',
  city: 'city',
  district: 'district',
  subdistrict: 'subdistrict',
  postcode: 'postcode',
  line1: 'line1',
  line2: 'line2',
  detailAddress: 'detail_address',
  internationalDetailAddress: 'international_detail_address',
  instructions: 'instructions',
  serviceNumber: 'service_number',
  taxId: 'tax_id',
  branchId: 'branch_id',
  notes: 'notes',
};
const FIELDS = [...LOCATION_FIELDS, ...TEXT_FIELDS] as const;

/** The tree of every market, indexed once. */
interface Tree {
  byId: Map<string, LocationRow>;
  children: Map<string | null, LocationRow[]>;
}
function buildTree(country: SiteCode): Tree {
  const byId = new Map<string, LocationRow>();
  const children = new Map<string | null, LocationRow[]>();
  for (const row of locationRows(country)) {
    byId.set(row.id, row);
    const list = children.get(row.parent) ?? [];
    list.push(row);
    children.set(row.parent, list);
  }
  return { byId, children };
}
const TREES = new Map<SiteCode, Tree>();
export function treeOf(country: SiteCode): Tree {
  let tree = TREES.get(country);
  if (!tree) TREES.set(country, (tree = buildTree(country)));
  return tree;
}

function readCountry(value: unknown): SiteCode {
  if (typeof value !== 'string' || !Object.prototype.hasOwnProperty.call(SITES, value)) {
    throw paramError('The field "country" must be a site code (SG, MY, PH, TH, ID, VN, PK, BD, LK, MM, NP).');
  }
  return value as SiteCode;
}

const messageText = (key: AddressMessageKey): string =>
  (key in addressEn ? addressEn[key as keyof typeof addressEn] : text(key as keyof typeof en)) as string;

function invalid(errors: AddressErrors): BusinessError {
  const first = Object.values(errors)[0]!;
  return new BusinessError(ADDRESS_KEYS.invalid, messageText(first), { fields: errors });
}

/**
 * The draft's location chain checked against the tree: each chosen id must be a child of the previous one, and a
 * level must be chosen wherever the tree has entries below the parent. Returns the depth required (for
 * validateAddressDraft) or the first wrong field.
 */
function checkLocations(draft: AddressDraft, country: SiteCode): { depth: number; errors: AddressErrors } {
  const tree = treeOf(country);
  const errors: AddressErrors = {};
  let parent: string | null = null;
  let depth = 0;
  for (const field of locationFields(addressForm(country))) {
    const options = tree.children.get(parent) ?? [];
    if (options.length === 0) break;
    depth = field.level;
    const chosen = draft[field.name];
    if (chosen === '') break;
    const row = tree.byId.get(chosen);
    if (!row || row.parent !== parent) {
      errors[field.name] = 'address.error.location';
      break;
    }
    parent = row.id;
  }
  return { depth, errors };
}

function readDraft(body: Body, country: SiteCode): AddressDraft {
  const raw = body.address;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw paramError('The field "address" must be an object.');
  const draft: Record<string, string> = { ...EMPTY_DRAFT };
  const form = addressForm(country);
  const used = new Set<AddressField>(form.fields.map((field) => field.name));
  for (const name of FIELDS) {
    const value = readString(raw as Body, name, { max: 1000, required: false }) ?? '';
    // A field the market's form does not have is not stored (a stale or hand-made request cannot smuggle it in).
    draft[name] = used.has(name) ? value.trim() : '';
  }
  const { depth, errors: locationErrors } = checkLocations(draft as AddressDraft, country);
  // Levels below the deepest one the tree has are cleared, not stored.
  for (const field of locationFields(form)) if (field.level > depth) draft[field.name] = '';
  const errors = { ...validateAddressDraft(draft as AddressDraft, form, depth), ...locationErrors };
  if (hasAddressErrors(errors)) throw invalid(errors);
  return draft as AddressDraft;
}

type AddressRow = Record<string, string | number>;

function present(row: AddressRow) {
  const country = row.country as SiteCode;
  const tree = treeOf(country);
  const locations: Partial<Record<LocationField, { id: string; name: string }>> = {};
  for (const field of LOCATION_FIELDS) {
    const id = row[COLUMNS[field]] as string;
    const node = id ? tree.byId.get(id) : undefined;
    if (node) locations[field] = { id: node.id, name: node.name };
  }
  return {
    id: row.id,
    country,
    locations,
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, row[COLUMNS[name]]])),
    defaultShipping: row.default_shipping === 1,
    defaultBilling: row.default_billing === 1,
  };
}

/**
 * The buyer's default shipping and billing addresses in `country` (the account dashboard's summary, part of the
 * account overview): none when the address book's table is not there (a server without the address wing).
 */
export function defaultAddresses(ctx: AppContext, userId: number, country: SiteCode): Array<ReturnType<typeof present>> {
  const table = ctx.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'addresses'").get();
  if (table === undefined) return [];
  const rows = ctx.db
    .prepare('SELECT * FROM addresses WHERE user_id = ? AND country = ? AND (default_shipping = 1 OR default_billing = 1) ORDER BY created_at, rowid')
    .all(userId, country) as AddressRow[];
  return rows.map(present);
}

export function addressModule(): RouteModule {
  return ({ ctx, router }) => registerAddressRoutes(ctx, router);
}

function registerAddressRoutes(ctx: AppContext, router: Parameters<RouteModule>[0]['router']): void {
  const route = createMemberRoute(ctx, router, { maxBodyBytes: DEFAULT_MAX_BODY_BYTES });
  const db = ctx.db;
  const listStmt = db.prepare('SELECT * FROM addresses WHERE user_id = ? AND country = ? ORDER BY created_at, rowid');
  const oneStmt = db.prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?');
  const countStmt = db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ? AND country = ?');
  const insertStmt = db.prepare(
    `INSERT INTO addresses (id, user_id, country, ${FIELDS.map((f) => COLUMNS[f]).join(', ')}, default_shipping, default_billing, created_at, updated_at)
     VALUES (@id, @userId, @country, ${FIELDS.map((f) => `@${f}`).join(', ')}, @defaultShipping, @defaultBilling, @now, @now)`,
  );
  const updateStmt = db.prepare(
    `UPDATE addresses SET ${FIELDS.map((f) => `${COLUMNS[f]} = @${f}`).join(', ')}, updated_at = @now
     WHERE id = @id AND user_id = @userId AND country = @country`,
  );
  const deleteStmt = db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?');
  const clearShipping = db.prepare('UPDATE addresses SET default_shipping = 0 WHERE user_id = ? AND country = ? AND default_shipping = 1');
  const clearBilling = db.prepare('UPDATE addresses SET default_billing = 0 WHERE user_id = ? AND country = ? AND default_billing = 1');
  const setShipping = db.prepare('UPDATE addresses SET default_shipping = 1, updated_at = ? WHERE id = ? AND user_id = ?');
  const setBilling = db.prepare('UPDATE addresses SET default_billing = 1, updated_at = ? WHERE id = ? AND user_id = ?');

  /** The session's buyer, else PL-USER-SESSION-EXPIRED. */
  function buyer(rc: RequestContext): number {
    const session = ctx.sessions.current(rc);
    if (!session) throw new BusinessError(KEYS.sessionExpired, text('error.session.expired'), undefined, 401);
    return session.userId;
  }
  function limitWrites(userId: number, now: number): void {
    const bucket = `address:user:${userId}`;
    if (ctx.limiter.exceeded(bucket, ADDRESS_WRITE_LIMIT, now)) {
      throw new BusinessError(KEYS.trafficLimit, text('error.busy.message'), undefined, 429);
    }
    ctx.limiter.hit(bucket, ADDRESS_WRITE_LIMIT, now);
  }
  const notFound = () => new BusinessError(ADDRESS_KEYS.notFound, addressEn['address.error.notFound']);
  const list = (userId: number, country: SiteCode) => ({
    addresses: (listStmt.all(userId, country) as AddressRow[]).map(present),
  });
  const readId = (body: Body) => readString(body, 'id', { max: 64, pattern: /^[A-Za-z0-9_-]+$/ });

  route('GET', ADDRESS_PATHS.list, (rc) => list(buyer(rc), readCountry(rc.url.searchParams.get('country'))));

  route('GET', ADDRESS_PATHS.locations, (rc) => {
    const country = readCountry(rc.url.searchParams.get('country'));
    const parent = rc.url.searchParams.get('parent');
    const tree = treeOf(country);
    if (parent !== null && !tree.byId.has(parent)) throw paramError('The field "parent" is not a location of this country.', 404);
    return { locations: (tree.children.get(parent) ?? []).map(({ id, name, leaf }) => ({ id, name, leaf })) };
  });

  const add = db.transaction((userId: number, country: SiteCode, draft: AddressDraft, now: number) => {
    if ((countStmt.get(userId, country) as { n: number }).n >= MAX_ADDRESSES) {
      throw new BusinessError(ADDRESS_KEYS.limit, addressEn['address.error.limit'].replace('{max}', String(MAX_ADDRESSES)));
    }
    // A buyer without a default of a kind gets this address as that default (the first address becomes both).
    const rows = listStmt.all(userId, country) as AddressRow[];
    const hasShipping = rows.some((row) => row.default_shipping === 1);
    const hasBilling = rows.some((row) => row.default_billing === 1);
    const id = randomBytes(12).toString('base64url');
    insertStmt.run({ ...draft, id, userId, country, now, defaultShipping: hasShipping ? 0 : 1, defaultBilling: hasBilling ? 0 : 1 });
    return oneStmt.get(id, userId) as AddressRow;
  });

  route('POST', ADDRESS_PATHS.add, (rc, body) => {
    const userId = buyer(rc);
    const country = readCountry(body.country);
    const draft = readDraft(body, country);
    limitWrites(userId, rc.now);
    return { address: present(add(userId, country, draft, rc.now)) };
  });

  route('POST', ADDRESS_PATHS.edit, (rc, body) => {
    const userId = buyer(rc);
    const country = readCountry(body.country);
    const id = readId(body);
    const draft = readDraft(body, country);
    limitWrites(userId, rc.now);
    const changed = updateStmt.run({ ...draft, id, userId, country, now: rc.now }).changes;
    if (changed === 0) throw notFound();
    return { address: present(oneStmt.get(id, userId) as AddressRow) };
  });

  route('POST', ADDRESS_PATHS.remove, (rc, body) => {
    const userId = buyer(rc);
    const id = readId(body);
    limitWrites(userId, rc.now);
    if (deleteStmt.run(id, userId).changes === 0) throw notFound();
    return {};
  });

  const setDefault = db.transaction((userId: number, id: string, kind: 'shipping' | 'billing', now: number) => {
    const row = oneStmt.get(id, userId) as AddressRow | undefined;
    if (!row) throw notFound();
    (kind === 'shipping' ? clearShipping : clearBilling).run(userId, row.country);
    (kind === 'shipping' ? setShipping : setBilling).run(now, id, userId);
  });

  route('POST', ADDRESS_PATHS.setDefault, (rc, body) => {
    const userId = buyer(rc);
    const country = readCountry(body.country);
    const id = readId(body);
    const kind = body.kind;
    if (kind !== 'shipping' && kind !== 'billing') throw paramError('The field "kind" must be "shipping" or "billing".');
    limitWrites(userId, rc.now);
    setDefault(userId, id, kind, rc.now);
    return list(userId, country);
  });
}
