/** Address and invoicing fields (spec §5): detail address, postcode, tax id, branch id. */
import { BRANCH_ID_MAX_LENGTH, DETAIL_ADDRESS_LENGTH, TAX_ID_MAX_LENGTH } from '../config/constants.js';
import type { Site, SiteCode } from '../config/sites.js';
import { asText, codePointLength, isLengthWithin, resolveSite, type ValidationResult } from './common.js';
import { EMAIL_IN_TEXT } from './text.js';

/** Spec §5: required, 5-350 characters (trimmed, in code points), not only digits, no e-mail address inside. */
export function validateDetailAddress(value: unknown): ValidationResult {
  const address = asText(value).trim();
  if (address === '') return 'validation.required';
  if (!isLengthWithin(address, DETAIL_ADDRESS_LENGTH)) return 'validation.address.length';
  if (/^[\p{Nd}\s]+$/u.test(address)) return 'validation.address.digitsOnly';
  return EMAIL_IN_TEXT.test(address) ? 'validation.address.email' : null;
}

/** Postal code formats per market (the spec only says "must be valid"; these are the national formats). */
export const POSTCODE_PATTERNS: Readonly<Record<SiteCode, RegExp>> = Object.freeze({
  SG: /^\d{6}$/,
  MY: /^\d{5}$/,
  PH: /^\d{4}$/,
  TH: /^\d{5}$/,
  ID: /^\d{5}$/,
  VN: /^\d{5,6}$/,
  PK: /^\d{5}$/,
  BD: /^\d{4}$/,
  LK: /^\d{5}$/,
  MM: /^\d{5}$/,
  NP: /^\d{5}$/,
});

/** Spec §5: required, then the site's format (surrounding whitespace ignored). */
export function validatePostcode(value: unknown, site: Site | SiteCode): ValidationResult {
  const postcode = asText(value).trim();
  if (postcode === '') return 'validation.required';
  return POSTCODE_PATTERNS[resolveSite(site).code].test(postcode) ? null : 'validation.postcode.invalid';
}

// Tax and branch ids are optional invoicing fields: empty (or whitespace-only) is valid. Their characters are ASCII,
// as the ids the markets issue are.
const TAX_ID_CHARACTERS = /^[A-Za-z0-9 ./-]+$/;
const BRANCH_ID_CHARACTERS = /^[A-Za-z0-9-]+$/;

/** Optional; at most 100 characters of letters, digits, space, "-", "." and "/". */
export function validateTaxId(value: unknown): ValidationResult {
  const taxId = asText(value).trim();
  if (taxId === '') return null;
  if (codePointLength(taxId) > TAX_ID_MAX_LENGTH) return 'validation.taxId.length';
  return TAX_ID_CHARACTERS.test(taxId) ? null : 'validation.taxId.invalid';
}

/** Optional; at most 100 characters of letters, digits and "-". */
export function validateBranchId(value: unknown): ValidationResult {
  const branchId = asText(value).trim();
  if (branchId === '') return null;
  if (codePointLength(branchId) > BRANCH_ID_MAX_LENGTH) return 'validation.branchId.length';
  return BRANCH_ID_CHARACTERS.test(branchId) ? null : 'validation.branchId.invalid';
}
