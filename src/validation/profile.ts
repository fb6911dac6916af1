/**
 * The account area's own profile rules (nickname, messaging pin); their messages live in the account catalog part.
 * Name, gender, birthday, tax id and branch id use the §5 rules of this folder.
 */
import { MESSAGING_PIN_LENGTH, NICKNAME_MAX_LENGTH } from '../config/account.js';
import type { AccountKey } from '../i18n/parts/account/en.js';
import { asText, codePointLength } from './common.js';

export type AccountValidationResult = AccountKey | null;

/** Optional; at most NICKNAME_MAX_LENGTH characters; no control characters or angle brackets. */
export function validateNickname(value: unknown): AccountValidationResult {
  const text = asText(value).trim();
  if (text === '') return null;
  if (codePointLength(text) > NICKNAME_MAX_LENGTH) return 'account.validation.nickname.length';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f<>]/.test(text)) return 'account.validation.nickname.invalid';
  return null;
}

/** Exactly MESSAGING_PIN_LENGTH digits (empty: keep the current pin). */
export function validateMessagingPin(value: unknown): AccountValidationResult {
  const text = asText(value);
  if (text === '') return null;
  return new RegExp(`^\\d{${MESSAGING_PIN_LENGTH}}$`).test(text) ? null : 'account.validation.pin';
}
