/** Passwords (spec §5): variant A (8-20), the older variant B (6-50, letter and digit), and the new-password rules. */
import { LEGACY_PASSWORD_LENGTH, PASSWORD_LENGTH } from '../config/constants.js';
import { asText, codePointLength, isLengthWithin, type ValidationResult } from './common.js';
import { validateRequired } from './text.js';

export type PasswordVariant = 'A' | 'B';

/** The only symbols a new password may hold (spec §5), also shown in its hint. */
export const NEW_PASSWORD_SYMBOLS = '~.!@#$%^&*<>';

// Passwords are never trimmed: every character counts. "Letter" means an ASCII letter, as the spec's charset lists
// only ASCII symbols and the server receives the password RSA-encrypted as typed.
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
/** The symbols escaped for use inside a regular-expression character class. */
const SYMBOL_CLASS = NEW_PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&');
const SYMBOL = new RegExp(`[${SYMBOL_CLASS}]`);
const NEW_PASSWORD_CHARSET = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]*$`);
const WHITESPACE = /\s/u;

/**
 * Variant A (login, profile): 8-20. Variant B (older): 6-50 with a letter and a digit; only "too long" has its own
 * text, anything else shows the rule ("Minimum 6 characters with a number and a letter").
 */
export function validatePassword(password: unknown, variant: PasswordVariant = 'A'): ValidationResult {
  const required = validateRequired(password);
  if (required) return required;
  const value = asText(password);
  if (variant === 'B') {
    if (codePointLength(value) > LEGACY_PASSWORD_LENGTH.max) return 'validation.passwordLegacy.length';
    const ok = isLengthWithin(value, LEGACY_PASSWORD_LENGTH) && LETTER.test(value) && DIGIT.test(value);
    return ok ? null : 'validation.passwordLegacy.rule';
  }
  return isLengthWithin(value, PASSWORD_LENGTH) ? null : 'validation.password.length';
}

/** Only allowed characters, and at least one letter, one digit and one symbol (the "rule" hint line). */
function meetsNewPasswordRule(value: string): boolean {
  return NEW_PASSWORD_CHARSET.test(value) && LETTER.test(value) && DIGIT.test(value) && SYMBOL.test(value);
}

/**
 * New password. Order, most specific fix first: required, spaces, length 8-20, charset, composition (letter, digit,
 * symbol), then different from `current` (compared exactly, only when a current password is given).
 */
export function validateNewPassword(password: unknown, current?: unknown): ValidationResult {
  const required = validateRequired(password);
  if (required) return required;
  const value = asText(password);
  if (WHITESPACE.test(value)) return 'validation.newPassword.spaces';
  if (!isLengthWithin(value, PASSWORD_LENGTH)) return 'validation.password.length';
  if (!NEW_PASSWORD_CHARSET.test(value)) return 'validation.newPassword.charset';
  if (!meetsNewPasswordRule(value)) return 'validation.newPassword.rule';
  return value === asText(current) ? 'validation.newPassword.sameAsCurrent' : null;
}

/** The re-typed password must be given and equal the new one exactly. */
export function validatePasswordRetype(password: unknown, retype: unknown): ValidationResult {
  return validateRequired(retype) ?? (asText(retype) === asText(password) ? null : 'validation.newPassword.mismatch');
}

export interface NewPasswordHints {
  /** 8-20 characters. */
  length: boolean;
  /** Allowed characters only, with a letter, a digit and a symbol (length is the other line). */
  rule: boolean;
}

/** The two hint lines under the new-password field (spec §5). */
export function getNewPasswordHints(password: unknown): NewPasswordHints {
  const value = asText(password);
  return { length: isLengthWithin(value, PASSWORD_LENGTH), rule: meetsNewPasswordRule(value) };
}
