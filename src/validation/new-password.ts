/**
 * New passwords (spec §5): sign-up, reset, profile completion and the account's change-password use these rules;
 * Login does not, so they are out of the popup's first screen (./password.ts has Login's checks).
 */
import { PASSWORD_LENGTH } from '../config/constants.js';
import { DIGIT, LETTER } from './chars.js';
import { asText, isLengthWithin, type ValidationResult } from './common.js';
import { validateRequired } from './text.js';

/** The only symbols a new password may hold (spec §5), also shown in its hint. */
export const NEW_PASSWORD_SYMBOLS = '~.!@#$%^&*<>';

/** The symbols escaped for use inside a regular-expression character class. */
const SYMBOL_CLASS = NEW_PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&');
const SYMBOL = new RegExp(`[${SYMBOL_CLASS}]`);
const NEW_PASSWORD_CHARSET = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]*$`);
const WHITESPACE = /\s/u;

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
