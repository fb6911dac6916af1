/**
 * Decimal digits typed or pasted in any of the scripts of our sites become ASCII: Arabic-Indic and Extended
 * Arabic-Indic (Urdu), Devanagari (Nepali), Bengali, Thai, Myanmar and full-width digits (Chinese input methods).
 */
const ZEROS: readonly number[] = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0x1040, 0xff10];
const DIGITS_IN_BLOCK = 10;

/** The ASCII digit for one character, or null when it is not a decimal digit. */
function asciiDigit(char: string): string | null {
  const code = char.codePointAt(0) ?? -1;
  for (const zero of ZEROS) {
    if (code >= zero && code < zero + DIGITS_IN_BLOCK) return String(code - zero);
  }
  return null;
}

/** Every digit of the text, in ASCII, in order; everything else (spaces, dashes, letters) is dropped. */
export function extractDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const digit = asciiDigit(char);
    if (digit !== null) out += digit;
  }
  return out;
}
