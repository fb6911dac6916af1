/** Full name (spec §5): 2-50 characters without special characters; the Philippines add 5-50, two words, no digits. */
import { FULL_NAME_LENGTH, FULL_NAME_LENGTH_PH } from '../config/constants.js';
import type { Site, SiteCode } from '../config/sites.js';
import { asText, isLengthWithin, resolveSite, type ValidationResult } from './common.js';

/**
 * What a name may hold in any script: letters, combining marks (Thai, Burmese, Indic vowel signs), decimal digits
 * (forbidden only in the Philippines, by its own message), space separators, ZWNJ/ZWJ (Sinhala, Bengali, Urdu
 * conjuncts), and name punctuation: apostrophe (straight, or the typographic ’ phone keyboards insert), hyphen,
 * period ("Ma. Cristina"), and the middle dot of transliterated Chinese names. Anything else (emoji, @, #, <) is
 * a special character.
 */
const SPECIAL_CHARACTER = /[^\p{L}\p{M}\p{Nd}\p{Zs}\u200C\u200D'\u2019.\-\u00B7]/u;
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
/** Philippines: at least two words, a first and a last name (spec §5). */
const MIN_WORDS_PH = 2;

/** Words are separated by spaces and must hold a letter ("A -" is one word). */
function countWords(name: string): number {
  return name.split(/\p{Zs}+/u).filter((word) => LETTER.test(word)).length;
}

/** Order: required, length, special characters, then (Philippines) digits and two words. Length counts code points. */
export function validateFullName(name: unknown, site: Site | SiteCode): ValidationResult {
  const value = asText(name).trim();
  if (value === '') return 'validation.required';
  const philippines = resolveSite(site).code === 'PH';
  if (philippines) {
    if (!isLengthWithin(value, FULL_NAME_LENGTH_PH)) return 'validation.fullName.lengthPH';
  } else if (!isLengthWithin(value, FULL_NAME_LENGTH)) {
    return 'validation.fullName.length';
  }
  if (SPECIAL_CHARACTER.test(value)) return 'validation.fullName.special';
  if (philippines) {
    if (DIGIT.test(value)) return 'validation.fullName.digits';
    if (countWords(value) < MIN_WORDS_PH) return 'validation.fullName.words';
  }
  return null;
}
