/**
 * The address form of each market, as data (spec §3.4, §9): which fields, in which order, which are required, which
 * level of the location tree each select shows and what the market calls it. Adding a market is a new entry here
 * (and its location tree on the server), not new code: the form machine, the screen, the client validation and the
 * reference server's validation all read these descriptions.
 *
 * Two layouts (§9, `Site.addressLayout`):
 * Every form starts with who receives the parcel: the recipient's name and the contact number.
 *
 * - voyager (VN, SG, MY, PH, ID, TH): the location is picked from cascading selects (the tree the market's couriers
 *   use), then one free-text "detail address" (house number, street, building) and the postcode;
 * - classic (PK, LK, BD, NP, MM): the address is written as line one (house, building, floor, street) and line two
 *   (colony, suburb, locality, landmark), the way addresses are written there, then the divisions as selects
 *   (province → district → tehsil / DS division / upazila / municipality / township) and an optional postcode.
 */
import { FULL_NAME_LENGTH } from './constants.js';
import type { AddressLayout, SiteCode } from './sites.js';

/** The location levels of the address entity, in tree order (a market uses a prefix of them, 1 to 4 levels). */
export const LOCATION_FIELDS = ['province', 'city', 'district', 'subdistrict'] as const;
export type LocationField = (typeof LOCATION_FIELDS)[number];

/** The text fields of the address entity (§3.4). */
export const TEXT_FIELDS = [
  'recipient',
  'postcode',
  'line1',
  'line2',
  'detailAddress',
  'internationalDetailAddress',
  'instructions',
  'serviceNumber',
  'taxId',
  'branchId',
  'notes',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type AddressField = LocationField | TextField;

/**
 * What a market calls each location level: a key of the address catalog part (`address.level.<label>`), so the
 * label is the market's own term in every language (kelurahan, phường, barangay, khwaeng, tehsil, upazila, …).
 */
export type LocationLabel =
  | 'province'
  | 'state'
  | 'region'
  | 'stateRegion'
  | 'division'
  | 'city'
  | 'cityMunicipality'
  | 'kotaKabupaten'
  | 'district'
  | 'kecamatan'
  | 'kelurahan'
  | 'ward'
  | 'barangay'
  | 'amphoeKhet'
  | 'tambonKhwaeng'
  | 'planningArea'
  | 'tehsil'
  | 'dsDivision'
  | 'upazila'
  | 'municipality'
  | 'township';

export interface LocationFieldSpec {
  readonly kind: 'location';
  readonly name: LocationField;
  /** Tree level (1 = first-level division). */
  readonly level: 1 | 2 | 3 | 4;
  readonly label: LocationLabel;
  /**
   * Required when the tree has entries at this level below the chosen parent (a shallow branch of the tree ends the
   * cascade early; the server applies the same rule).
   */
  readonly required: true;
}

export interface TextFieldSpec {
  readonly kind: 'text';
  readonly name: TextField;
  readonly required: boolean;
  /** Multi-line input. */
  readonly multiline?: boolean;
  /** Digits only (the §5 integer option). */
  readonly integer?: boolean;
  /** Counter limit (shown as length/maxLength). */
  readonly maxLength?: number;
}

export type AddressFieldSpec = LocationFieldSpec | TextFieldSpec;

export interface AddressFormSpec {
  readonly site: SiteCode;
  readonly layout: AddressLayout;
  /** The fields in display order. */
  readonly fields: readonly AddressFieldSpec[];
}

const loc = (name: LocationField, level: 1 | 2 | 3 | 4, label: LocationLabel): LocationFieldSpec =>
  Object.freeze({ kind: 'location', name, level, label, required: true });
const text = (name: TextField, required: boolean, extra: Omit<TextFieldSpec, 'kind' | 'name' | 'required'> = {}): TextFieldSpec =>
  Object.freeze({ kind: 'text', name, required, ...extra });

/** Limits of the free-text fields (detail address is §9's 5-350; the others are this package's choice). */
export const ADDRESS_TEXT_MAX = Object.freeze({
  recipient: FULL_NAME_LENGTH.max,
  detailAddress: 350,
  internationalDetailAddress: 350,
  line1: 350,
  line2: 350,
  instructions: 200,
  notes: 200,
  taxId: 100,
  branchId: 100,
  postcode: 10,
  serviceNumber: 20,
});

// Who receives the parcel, first, as every shop in these markets asks: the recipient's name (the §5 name rule of the
// market) and the contact number the courier calls.
const HEAD: readonly TextFieldSpec[] = [
  text('recipient', true, { maxLength: ADDRESS_TEXT_MAX.recipient }),
  text('serviceNumber', true, { maxLength: ADDRESS_TEXT_MAX.serviceNumber }),
];
// The tail every market shares: instructions for the courier and the invoicing fields.
const TAIL: readonly TextFieldSpec[] = [
  text('instructions', false, { multiline: true, maxLength: ADDRESS_TEXT_MAX.instructions }),
  text('taxId', false, { maxLength: ADDRESS_TEXT_MAX.taxId }),
  text('branchId', false, { maxLength: ADDRESS_TEXT_MAX.branchId }),
  text('notes', false, { multiline: true, maxLength: ADDRESS_TEXT_MAX.notes }),
];
const detail = text('detailAddress', true, { multiline: true, maxLength: ADDRESS_TEXT_MAX.detailAddress });
const postcode = (required: boolean) => text('postcode', required, { integer: true, maxLength: 6 });
const line1 = text('line1', true, { maxLength: ADDRESS_TEXT_MAX.line1 });
const line2 = text('line2', false, { maxLength: ADDRESS_TEXT_MAX.line2 });

const voyager = (site: SiteCode, fields: readonly AddressFieldSpec[]): AddressFormSpec =>
  Object.freeze({ site, layout: 'voyager', fields: Object.freeze([...HEAD, ...fields, ...TAIL]) });
const classic = (site: SiteCode, fields: readonly AddressFieldSpec[]): AddressFormSpec =>
  Object.freeze({ site, layout: 'classic', fields: Object.freeze([...HEAD, line1, line2, ...fields, ...TAIL]) });

export const ADDRESS_FORMS: Readonly<Record<SiteCode, AddressFormSpec>> = Object.freeze({
  // Indonesia: provinsi → kota/kabupaten → kecamatan → kelurahan/desa; the 5-digit kode pos is required.
  ID: voyager('ID', [loc('province', 1, 'province'), loc('city', 2, 'kotaKabupaten'), loc('district', 3, 'kecamatan'), loc('subdistrict', 4, 'kelurahan'), detail, postcode(true)]),
  // Viet Nam since the reform of 1 July 2025: tỉnh/thành phố (34) → phường/xã/đặc khu, no district level;
  // postcodes are rarely written, so optional.
  VN: voyager('VN', [loc('province', 1, 'province'), loc('city', 2, 'ward'), detail, postcode(false)]),
  // Philippines: region → city/municipality → barangay; the 4-digit ZIP code is required.
  PH: voyager('PH', [loc('province', 1, 'region'), loc('city', 2, 'cityMunicipality'), loc('district', 3, 'barangay'), detail, postcode(true)]),
  // Thailand: changwat → amphoe/khet → tambon/khwaeng; the 5-digit postcode is required.
  TH: voyager('TH', [loc('province', 1, 'province'), loc('city', 2, 'amphoeKhet'), loc('district', 3, 'tambonKhwaeng'), detail, postcode(true)]),
  // Malaysia: negeri → daerah; the 5-digit poskod decides delivery and is required.
  MY: voyager('MY', [loc('province', 1, 'state'), loc('city', 2, 'district'), detail, postcode(true)]),
  // Singapore: region → planning area; the 6-digit postal code identifies the building and is required.
  SG: voyager('SG', [loc('province', 1, 'region'), loc('city', 2, 'planningArea'), detail, postcode(true)]),
  // Pakistan: province → district → tehsil; postcodes are optional in practice.
  PK: classic('PK', [loc('province', 1, 'province'), loc('city', 2, 'district'), loc('district', 3, 'tehsil'), postcode(false)]),
  // Sri Lanka: province → district → divisional secretariat.
  LK: classic('LK', [loc('province', 1, 'province'), loc('city', 2, 'district'), loc('district', 3, 'dsDivision'), postcode(false)]),
  // Bangladesh: division → zila → upazila.
  BD: classic('BD', [loc('province', 1, 'division'), loc('city', 2, 'district'), loc('district', 3, 'upazila'), postcode(false)]),
  // Nepal: province → district → municipality / rural municipality.
  NP: classic('NP', [loc('province', 1, 'province'), loc('city', 2, 'district'), loc('district', 3, 'municipality'), postcode(false)]),
  // Myanmar: state or region (ပြည်နယ် / တိုင်းဒေသကြီး) → district → township.
  MM: classic('MM', [loc('province', 1, 'stateRegion'), loc('city', 2, 'district'), loc('district', 3, 'township'), postcode(false)]),
});

export function addressForm(site: SiteCode): AddressFormSpec {
  return ADDRESS_FORMS[site];
}

export const locationFields = (form: AddressFormSpec): readonly LocationFieldSpec[] =>
  form.fields.filter((field): field is LocationFieldSpec => field.kind === 'location');
export const textFields = (form: AddressFormSpec): readonly TextFieldSpec[] =>
  form.fields.filter((field): field is TextFieldSpec => field.kind === 'text');

/** What the form holds: every field as text; a location field holds the chosen node's id ('' when none). */
export type AddressDraft = Readonly<Record<AddressField, string>>;

export const EMPTY_DRAFT: AddressDraft = Object.freeze(
  Object.fromEntries([...LOCATION_FIELDS, ...TEXT_FIELDS].map((name) => [name, ''])) as Record<AddressField, string>,
);
