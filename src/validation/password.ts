/**
 * Passwords (spec §5): variant A (8-20) and the older variant B (6-50, letter and digit), what Login checks. The
 * new-password rules (sign-up, reset, profile, change) are in ./new-password.ts, out of the popup's first screen.
 */
import { LEGACY_PASSWORD_LENGTH, PASSWORD_LENGTH } from '../config/constants.js';
import { DIGIT, LETTER } from './chars.js';
import { asText, codePointLength, isLengthWithin, type ValidationResult } from './common.js';
import { validateRequired } from './text.js';

export type PasswordVariant = 'A' | 'B';

// Passwords are never trimmed: every character counts.

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
