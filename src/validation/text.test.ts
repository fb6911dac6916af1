import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, EMAIL_HELPER_LENGTH, EMAIL_LENGTH, LOGIN_NAME_LENGTH } from '../config/constants.js';
import {
  digitsOnly,
  isEmail,
  validateConsent,
  validateDifferent,
  validateEmail,
  validateGender,
  validateLoginName,
  validateNewEmail,
  validateRequired,
  validateSmsCode,
} from './index.js';

/** An address of exactly `length` characters: "a…a@b.co" (only its length is wrong below 6). */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@b.co'.length)}@b.co`;

describe('validateRequired', () => {
  it.each([[''], ['   '], ['\t\n'], [undefined], [null], [42], [{}]])('treats %j as empty', (value) => {
    expect(validateRequired(value)).toBe('validation.required');
  });

  it('accepts any visible text', () => {
    expect(validateRequired(' a ')).toBeNull();
  });
});

describe('validateLoginName (phone or email, 6-60)', () => {
  it.each([
    [LOGIN_NAME_LENGTH.min - 1, 'validation.loginName.length'],
    [LOGIN_NAME_LENGTH.min, null],
    [LOGIN_NAME_LENGTH.max, null],
    [LOGIN_NAME_LENGTH.max + 1, 'validation.loginName.length'],
  ])('a login name of %i characters gives %s', (length, expected) => {
    expect(validateLoginName('x'.repeat(length))).toBe(expected);
  });

  it('asks for a value first and ignores surrounding spaces', () => {
    expect(validateLoginName('  ')).toBe('validation.required');
    expect(validateLoginName(`  ${'x'.repeat(LOGIN_NAME_LENGTH.min)}  `)).toBeNull();
    expect(validateLoginName(`  ${'x'.repeat(LOGIN_NAME_LENGTH.min - 1)}  `)).toBe('validation.loginName.length');
  });
});

describe('validateEmail', () => {
  it.each([
    [EMAIL_LENGTH.min - 1, 'validation.email.length'],
    [EMAIL_LENGTH.min, null],
    [EMAIL_LENGTH.max, null],
    [EMAIL_LENGTH.max + 1, 'validation.email.length'],
  ])('an address of %i characters gives %s', (length, expected) => {
    const email = emailOfLength(length);
    expect(email).toHaveLength(length);
    expect(validateEmail(email)).toBe(expected);
  });

  it.each([
    'jane.doe@example.com',
    'jane+shop@mail.example.co.th',
    "o'brien@example.ph",
    'user_1@sub-domain.example.com.my',
    '  jane@example.sg  ',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    'plainaddress',
    'jane@@example.com',
    'jane@exa@mple.com',
    '.jane@example.com',
    'jane.@example.com',
    'ja..ne@example.com',
    'jane@example..com',
    'jane@.example.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@example.c',
    'jane@example.c0m',
    'jane@localhost',
    'ja ne@example.com',
    'jané@example.com',
  ])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe('validation.email.invalid');
  });

  it('asks for a value first', () => {
    expect(validateEmail('')).toBe('validation.required');
    expect(validateEmail(undefined)).toBe('validation.required');
  });
});

describe('isEmail (the looser helper, 2-60)', () => {
  it('accepts a standard address up to the maximum length', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail(emailOfLength(EMAIL_HELPER_LENGTH.max))).toBe(true);
    expect(isEmail(emailOfLength(EMAIL_HELPER_LENGTH.max + 1))).toBe(false);
  });

  it.each([[''], ['a@'], ['a@b'], ['a@b.c'], [null], [12]])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('validateNewEmail', () => {
  it('rejects the current address, whatever its case', () => {
    expect(validateNewEmail('Jane@Example.com', 'jane@example.com')).toBe('validation.email.same');
  });

  it('accepts another address, or any valid one when there is no current address', () => {
    expect(validateNewEmail('john@example.com', 'jane@example.com')).toBeNull();
    expect(validateNewEmail('john@example.com', undefined)).toBeNull();
  });

  it('validates the new address first', () => {
    expect(validateNewEmail('', 'jane@example.com')).toBe('validation.required');
    expect(validateNewEmail('john@x', 'jane@example.com')).toBe('validation.email.invalid');
  });
});

describe('validateDifferent', () => {
  it.each([
    ['abc', 'abc', 'validation.phone.same'],
    [' abc ', 'abc', 'validation.phone.same'],
    ['abc', 'abd', null],
    ['abc', undefined, null],
    ['', '', null],
  ] as const)('%j against %j gives %s', (next, previous, expected) => {
    expect(validateDifferent(next, previous, 'validation.phone.same')).toBe(expected);
  });
});

describe('validateSmsCode', () => {
  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['12345', 'validation.smsCode.invalid'],
    ['1234567', 'validation.smsCode.invalid'],
    ['12345a', 'validation.smsCode.invalid'],
    ['123 456', 'validation.smsCode.invalid'],
    ['١٢٣٤٥٦', 'validation.smsCode.invalid'],
    ['', 'validation.required'],
    [123456, 'validation.required'],
  ])('with the default length, %j gives %s', (code, expected) => {
    expect(validateSmsCode(code)).toBe(expected);
  });

  it('uses the length the server announced', () => {
    expect(validateSmsCode('1234', 4)).toBeNull();
    expect(validateSmsCode('123456', 4)).toBe('validation.smsCode.invalid');
  });

  it('falls back to the default length when the given one is unusable', () => {
    expect(validateSmsCode('1'.repeat(CODE_LENGTH), 0)).toBeNull();
    expect(validateSmsCode('1'.repeat(CODE_LENGTH), Number.NaN)).toBeNull();
  });
});

describe('validateGender', () => {
  it.each([
    ['male', null],
    ['female', null],
    ['Male', 'validation.gender.invalid'],
    ['other', 'validation.gender.invalid'],
    ['', 'validation.gender.invalid'],
    [undefined, 'validation.gender.invalid'],
  ])('%j gives %s', (value, expected) => {
    expect(validateGender(value)).toBe(expected);
  });
});

describe('validateConsent', () => {
  it('requires the terms and privacy box to be ticked', () => {
    expect(validateConsent(true)).toBeNull();
    expect(validateConsent(false)).toBe('validation.consent.required');
    expect(validateConsent(undefined as unknown as boolean)).toBe('validation.consent.required');
  });
});

describe('digitsOnly (the integer input option)', () => {
  it.each([
    ['+65 8123-4567', '6581234567'],
    ['abc', ''],
    ['١٢٣', ''],
    [undefined, ''],
    [123, ''],
  ])('%j becomes %j', (value, expected) => {
    expect(digitsOnly(value)).toBe(expected);
  });
});
