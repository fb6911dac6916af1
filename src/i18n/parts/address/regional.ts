/**
 * The address book's regional English (en-SG, en-MY, en-PH) over ./en.ts, with the glossary of the popup's overlays
 * (src/i18n/catalogs/regional.ts): SG "postal code" and its block/unit addresses (Blk 123 … #04-56); MY "postcode"
 * (the base) and "TIN"; PH "ZIP code", "TIN", "cellphone number", and the subdivision or village of a street address.
 * Only keys whose wording differs are here.
 */
import type { PartRegional } from '../../catalog-parts.js';
import type { AddressKey } from './en.js';

const regional: PartRegional<AddressKey> = {
  'en-SG': {
    'address.field.postcode': 'Postal code',
    'address.hint.detailAddress': 'Block or house number, street, unit number (#floor-unit)',
  },
  'en-MY': {
    'address.field.taxId': 'TIN',
  },
  'en-PH': {
    'address.field.postcode': 'ZIP code',
    'address.field.serviceNumber': 'Cellphone number',
    'address.field.taxId': 'TIN',
    'address.hint.detailAddress': 'House or unit number, building, street, subdivision or village',
  },
};

export default regional;
