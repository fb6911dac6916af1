/** Mobile numbers (spec §5): normalisation to the national significant number and one pattern per site. */
import type { Site, SiteCode } from '../config/sites.js';
import { asText, resolveSite, type ValidationResult } from './common.js';
import { validateRequired } from './text.js';

/** Mobile national significant numbers (no trunk 0, no country code) per site. */
export const MOBILE_PATTERNS: Readonly<Record<SiteCode, RegExp>> = Object.freeze({
  SG: /^[89]\d{7}$/,
  MY: /^1\d{8,9}$/,
  PH: /^9\d{9}$/,
  TH: /^[689]\d{8}$/,
  ID: /^8\d{8,11}$/,
  VN: /^[35789]\d{8}$/,
  PK: /^3\d{9}$/,
  BD: /^1[3-9]\d{8}$/,
  LK: /^7\d{8}$/,
  MM: /^9\d{7,9}$/,
  NP: /^9[78]\d{8}$/,
});

/** Spaces (any), dashes, dots and parentheses people type or paste between digit groups. */
const SEPARATORS = /[\s\-\u2010-\u2015.()]/gu;
const INTERNATIONAL_PREFIX = '00';
const TRUNK_PREFIX = '0';

const withoutTrunk = (digits: string): string =>
  digits.startsWith(TRUNK_PREFIX) ? digits.slice(TRUNK_PREFIX.length) : digits;

/**
 * The national significant number (digits only), or null when the input is not a phone number of this site: letters
 * or other symbols, "+" or "00" followed by another country's code, or nothing left. Removes separators, then a
 * leading "+<cc>" or "00<cc>", then one trunk 0 (so "+63 (0) 917…" works too). A bare "<cc>" without "+" is
 * ambiguous (Vietnam's "84…" may be a national number), so it is removed only when that, and not the whole, makes a
 * valid mobile number. Does not check the mobile pattern otherwise: that is `validatePhone`.
 */
export function normalizePhone(input: unknown, site: Site | SiteCode): string | null {
  const { code, phoneCode } = resolveSite(site);
  const match = /^(\+?)(\d+)$/.exec(asText(input).replace(SEPARATORS, ''));
  if (!match) return null;
  const international = match[1] === '+';
  let digits = match[2] ?? '';
  if (international || digits.startsWith(INTERNATIONAL_PREFIX)) {
    const prefix = international ? phoneCode : INTERNATIONAL_PREFIX + phoneCode;
    if (!digits.startsWith(prefix)) return null;
    digits = digits.slice(prefix.length);
  } else if (digits.startsWith(phoneCode)) {
    const pattern = MOBILE_PATTERNS[code];
    const bare = withoutTrunk(digits.slice(phoneCode.length));
    if (!pattern.test(withoutTrunk(digits)) && pattern.test(bare)) digits = bare;
  }
  const national = withoutTrunk(digits);
  return national === '' ? null : national;
}

function validMobile(phone: unknown, site: Site | SiteCode): string | null {
  const resolved = resolveSite(site);
  const national = normalizePhone(phone, resolved);
  return national !== null && MOBILE_PATTERNS[resolved.code].test(national) ? national : null;
}

/** Spec §5: required, then a mobile number of the site ("Please enter a valid phone number."). */
export function validatePhone(phone: unknown, site: Site | SiteCode): ValidationResult {
  return validateRequired(phone) ?? (validMobile(phone, site) === null ? 'validation.phone.invalid' : null);
}

/** "+<cc><national number>" for a valid mobile number of the site, else null. */
export function formatPhoneE164(phone: unknown, site: Site | SiteCode): string | null {
  const resolved = resolveSite(site);
  const national = validMobile(phone, resolved);
  return national === null ? null : `+${resolved.phoneCode}${national}`;
}

/** Spec §5: a valid mobile number that differs from the old one once both are normalised. */
export function validateNewPhone(newPhone: unknown, oldPhone: unknown, site: Site | SiteCode): ValidationResult {
  const invalid = validatePhone(newPhone, site);
  if (invalid) return invalid;
  return normalizePhone(newPhone, site) === normalizePhone(oldPhone, site) ? 'validation.phone.same' : null;
}
