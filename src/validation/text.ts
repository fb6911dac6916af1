/**
 * Plain text fields of spec §5: required, login name, e-mail, SMS code, gender, consent, the integer input.
 * Login name and e-mail ignore surrounding whitespace (callers submit the trimmed value).
 */
import type { MessageKey } from '../i18n/catalogs/en.js';
import { CODE_LENGTH, EMAIL_HELPER_LENGTH, EMAIL_LENGTH, LOGIN_NAME_LENGTH } from '../config/constants.js';
import { asText, isLengthWithin, type ValidationResult } from './common.js';

/** Spec §5: "You can't leave this empty." Whitespace-only counts as empty. */
export function validateRequired(value: unknown): ValidationResult {
  return asText(value).trim() === '' ? 'validation.required' : null;
}

/** Phone or e-mail used to log in: only a length rule (spec §5); its format is the server's business. */
export function validateLoginName(value: unknown): ValidationResult {
  if (validateRequired(value)) return 'validation.required';
  return isLengthWithin(asText(value).trim(), LOGIN_NAME_LENGTH) ? null : 'validation.loginName.length';
}

// A practical ASCII address: dot-atom local part (no leading, trailing or doubled dots), one @, host labels that
// neither start nor end with a hyphen, and an alphabetic top-level domain of at least two letters.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = `${ATOM}(?:\\.${ATOM})*`;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN = `(?:${LABEL}\\.)+[A-Za-z]{2,63}`;
const EMAIL_FORMAT = new RegExp(`^${LOCAL_PART}@${DOMAIN}$`);
/** An e-mail address anywhere in a text (used by the detail-address rule). */
export const EMAIL_IN_TEXT = new RegExp(`${LOCAL_PART}@${DOMAIN}`);

/** The looser e-mail helper of spec §5: 2-60 characters in the standard format. */
export function isEmail(value: unknown): boolean {
  const email = asText(value).trim();
  return isLengthWithin(email, EMAIL_HELPER_LENGTH) && EMAIL_FORMAT.test(email);
}

/** Spec §5: required, 6-60 characters, then the format. */
export function validateEmail(value: unknown): ValidationResult {
  const email = asText(value).trim();
  if (email === '') return 'validation.required';
  if (!isLengthWithin(email, EMAIL_LENGTH)) return 'validation.email.length';
  return EMAIL_FORMAT.test(email) ? null : 'validation.email.invalid';
}

/**
 * `key` when `next` equals `previous` (both trimmed), else null. No required check: an empty value or an empty
 * previous value never counts as "the same".
 */
export function validateDifferent(next: unknown, previous: unknown, key: MessageKey): ValidationResult {
  const a = asText(next).trim();
  return a !== '' && a === asText(previous).trim() ? key : null;
}

/** Spec §5: a new e-mail must be valid and differ (case-insensitively) from the old one. */
export function validateNewEmail(newEmail: unknown, oldEmail: unknown): ValidationResult {
  return (
    validateEmail(newEmail) ??
    validateDifferent(asText(newEmail).toLowerCase(), asText(oldEmail).toLowerCase(), 'validation.email.same')
  );
}

/**
 * Spec §5: exactly `length` ASCII digits (surrounding whitespace ignored). The message takes a `{count}`
 * placeholder the caller fills with `length`. A length that is not a positive integer falls back to CODE_LENGTH.
 */
export function validateSmsCode(code: unknown, length: number = CODE_LENGTH): ValidationResult {
  const digits = Number.isInteger(length) && length > 0 ? length : CODE_LENGTH;
  const value = asText(code).trim();
  if (value === '') return 'validation.required';
  return value.length === digits && /^[0-9]+$/.test(value) ? null : 'validation.smsCode.invalid';
}

export const GENDERS = Object.freeze(['male', 'female'] as const);
export type Gender = (typeof GENDERS)[number];

export function isGender(value: unknown): value is Gender {
  return (GENDERS as readonly unknown[]).includes(value);
}

/** Spec §3.4/§5: male or female, exactly as sent to the server. Nothing chosen is invalid too ("Please select"). */
export function validateGender(value: unknown): ValidationResult {
  return isGender(value) ? null : 'validation.gender.invalid';
}

/** Spec §5: terms and privacy must be ticked. Anything but `true` counts as not ticked. */
export function validateConsent(checked: boolean): ValidationResult {
  return checked === true ? null : 'validation.consent.required';
}

/** The generic input's integer option (spec §5): strips every character that is not an ASCII digit. */
export function digitsOnly(value: unknown): string {
  return asText(value).replace(/[^0-9]/g, '');
}
