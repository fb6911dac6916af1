import { describe, expect, it } from 'vitest';
import { SITE_CODES, SITES, type SiteCode } from '../config/sites.js';
import { formatPhoneE164, MOBILE_PATTERNS, normalizePhone, validateNewPhone, validatePhone } from './index.js';

/** A valid mobile national significant number per site. */
const MOBILES: Record<SiteCode, string[]> = {
  SG: ['81234567', '91234567'],
  MY: ['123456789', '1123456789'],
  PH: ['9171234567'],
  TH: ['612345678', '812345678', '912345678'],
  ID: ['812345678', '81234567890', '812345678901'],
  VN: ['312345678', '912345678'],
  PK: ['3001234567'],
  BD: ['1312345678', '1712345678', '1912345678'],
  LK: ['771234567'],
  MM: ['91234567', '9123456789'],
  NP: ['9712345678', '9812345678'],
};

const SPELLINGS = SITE_CODES.flatMap((code) => {
  const cc = SITES[code].phoneCode;
  return MOBILES[code].flatMap((nsn) =>
    [nsn, `0${nsn}`, `${cc}${nsn}`, `+${cc}${nsn}`, `00${cc}${nsn}`, `+${cc} 0${nsn}`]
      // A bare "<cc><nsn>" that is itself a valid number is read as national (see the ambiguity test below).
      .filter((input) => input !== `${cc}${nsn}` || !MOBILE_PATTERNS[code].test(input))
      .map((input) => [code, input, nsn] as const),
  );
});

describe('validatePhone in every market', () => {
  it('has a mobile pattern for every site', () => {
    expect(Object.keys(MOBILE_PATTERNS).sort()).toEqual([...SITE_CODES].sort());
  });

  it.each(SPELLINGS)('in %s, %s is the mobile number %s', (code, input, nsn) => {
    expect(normalizePhone(input, code)).toBe(nsn);
    expect(validatePhone(input, code)).toBeNull();
    expect(formatPhoneE164(input, code)).toBe(`+${SITES[code].phoneCode}${nsn}`);
  });

  it.each([
    ['SG', '71234567'],
    ['SG', '8123456'],
    ['SG', '812345678'],
    ['MY', '12345678'],
    ['MY', '11234567890'],
    ['MY', '312345678'],
    ['PH', '8171234567'],
    ['PH', '917123456'],
    ['TH', '212345678'],
    ['TH', '8123456789'],
    ['ID', '81234567'],
    ['ID', '8123456789012'],
    ['ID', '712345678'],
    ['VN', '412345678'],
    ['VN', '91234567'],
    ['PK', '4001234567'],
    ['PK', '300123456'],
    ['BD', '1212345678'],
    ['BD', '171234567'],
    ['LK', '671234567'],
    ['LK', '7712345678'],
    ['MM', '9123456'],
    ['MM', '91234567890'],
    ['MM', '8123456789'],
    ['NP', '9612345678'],
    ['NP', '981234567'],
  ] as const)('in %s, %s is not a mobile number', (code, input) => {
    expect(validatePhone(input, code)).toBe('validation.phone.invalid');
    expect(formatPhoneE164(input, code)).toBeNull();
  });

  it('asks for a value first', () => {
    expect(validatePhone('', 'SG')).toBe('validation.required');
    expect(validatePhone('  ', 'SG')).toBe('validation.required');
    expect(validatePhone(undefined, 'SG')).toBe('validation.required');
    expect(validatePhone(81234567, 'SG')).toBe('validation.required');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['SG', '8123 4567', '81234567'],
    ['SG', '(+65) 8123-4567', '81234567'],
    ['SG', '+65\u00A08123\u00A04567', '81234567'],
    ['PH', '+63 (0) 917 123 4567', '9171234567'],
    ['PH', '0917.123.4567', '9171234567'],
    ['PH', '0917–123–4567', '9171234567'],
    ['MY', '012-345 6789', '123456789'],
    ['ID', '+62 812-3456-7890', '81234567890'],
  ] as const)('in %s reads %j as %s', (code, input, expected) => {
    expect(normalizePhone(input, code)).toBe(expected);
  });

  it.each([
    ['SG', '+60123456789'],
    ['SG', '0060123456789'],
    ['SG', '8123abcd'],
    ['SG', '65+81234567'],
    ['SG', '+'],
    ['SG', '+65'],
    ['SG', '0'],
    ['SG', ''],
    ['SG', null],
  ] as const)('in %s gives null for %j', (code, input) => {
    expect(normalizePhone(input, code)).toBeNull();
  });

  it('keeps a bare country code when the whole is already a valid national number', () => {
    // Vietnam: "841234567" is a mobile number beginning with 84, not "+84 1234567".
    expect(normalizePhone('841234567', 'VN')).toBe('841234567');
    expect(normalizePhone('84912345678', 'VN')).toBe('912345678');
    // Myanmar: "9591234567" is itself a ten-digit mobile number, so it is read as national.
    expect(normalizePhone('9591234567', 'MM')).toBe('9591234567');
  });

  it('leaves checking the pattern to validatePhone', () => {
    expect(normalizePhone('123', 'SG')).toBe('123');
  });

  it('takes a site object as well as a code', () => {
    expect(normalizePhone('+63 917 123 4567', SITES.PH)).toBe('9171234567');
  });
});

describe('validateNewPhone', () => {
  it('rejects the current number, however it is written', () => {
    expect(validateNewPhone('+65 8123 4567', '81234567', 'SG')).toBe('validation.phone.same');
    expect(validateNewPhone('09171234567', '+639171234567', 'PH')).toBe('validation.phone.same');
  });

  it('accepts another valid number, or any valid one when there is no current number', () => {
    expect(validateNewPhone('91234567', '81234567', 'SG')).toBeNull();
    expect(validateNewPhone('91234567', undefined, 'SG')).toBeNull();
  });

  it('validates the new number first', () => {
    expect(validateNewPhone('', '81234567', 'SG')).toBe('validation.required');
    expect(validateNewPhone('1234', '1234', 'SG')).toBe('validation.phone.invalid');
  });
});
