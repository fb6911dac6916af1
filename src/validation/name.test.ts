import { describe, expect, it } from 'vitest';
import { FULL_NAME_LENGTH, FULL_NAME_LENGTH_PH } from '../config/constants.js';
import { SITES } from '../config/sites.js';
import { validateFullName } from './index.js';

describe('validateFullName outside the Philippines', () => {
  it.each([
    [FULL_NAME_LENGTH.min - 1, 'validation.fullName.length'],
    [FULL_NAME_LENGTH.min, null],
    [FULL_NAME_LENGTH.max, null],
    [FULL_NAME_LENGTH.max + 1, 'validation.fullName.length'],
  ])('a name of %i characters gives %s', (length, expected) => {
    expect(validateFullName('a'.repeat(length), 'SG')).toBe(expected);
  });

  it('counts code points, not UTF-16 units', () => {
    // "𠀀" (U+20000) is one character made of two UTF-16 units.
    expect(validateFullName('𠀀'.repeat(FULL_NAME_LENGTH.max), 'MY')).toBeNull();
    expect(validateFullName('𠀀'.repeat(FULL_NAME_LENGTH.max + 1), 'MY')).toBe('validation.fullName.length');
  });

  it('trims before counting and asks for a value first', () => {
    expect(validateFullName('   ', 'SG')).toBe('validation.required');
    expect(validateFullName(undefined, 'SG')).toBe('validation.required');
    expect(validateFullName(' a ', 'SG')).toBe('validation.fullName.length');
  });

  it.each([
    ['TH', 'สมชาย ใจดี'],
    ['VN', 'Nguyễn Văn An'],
    ['MM', 'အောင်ဆန်း'],
    ['NP', 'राम बहादुर'],
    ['BD', 'মোহাম্মদ রহিম'],
    ['LK', 'කමල් පෙරේරා'],
    ['LK', 'ශ්\u200Dරී ලංකා'], // with a zero-width joiner
    ['PK', 'محمد علی'],
    ['SG', '陈伟明'],
    ['SG', '阿卜杜勒·阿齐兹'],
    ['MY', 'Siti Nurhaliza binti Tarudin'],
    ['SG', "O'Brien"],
    ['SG', 'O’Brien'],
    ['SG', 'Jean-Luc Picard'],
    ['ID', 'Ma. Cristina'],
    ['ID', 'Budi 2'],
  ] as const)('in %s accepts %s', (site, name) => {
    expect(validateFullName(name, site)).toBeNull();
  });

  it.each(['Jane 😀', 'jane@doe', '#1 Fan', '<b>Jane</b>', 'Jane_Doe', 'Jane\tDoe', 'Jane, Doe'])(
    'rejects the special character in %j',
    (name) => {
      expect(validateFullName(name, 'SG')).toBe('validation.fullName.special');
    },
  );

  it('takes a site object as well as a code', () => {
    expect(validateFullName('Jane', SITES.TH)).toBeNull();
  });
});

describe('validateFullName in the Philippines', () => {
  it.each([
    [FULL_NAME_LENGTH_PH.min - 1, 'validation.fullName.lengthPH'],
    [FULL_NAME_LENGTH_PH.min, null],
    [FULL_NAME_LENGTH_PH.max, null],
    [FULL_NAME_LENGTH_PH.max + 1, 'validation.fullName.lengthPH'],
  ])('a two-word name of %i characters gives %s', (length, expected) => {
    const name = `A ${'b'.repeat(length - 2)}`;
    expect(name).toHaveLength(length);
    expect(validateFullName(name, 'PH')).toBe(expected);
  });

  it.each([
    ['Juan Dela Cruz', null],
    ['Ma. Cristina Santos', null],
    ["Jose O'Neil", null],
    ['Juanito', 'validation.fullName.words'],
    ['Juan -', 'validation.fullName.words'],
    ['Juan Cruz 3', 'validation.fullName.digits'],
    ['Juan Cruz III', null],
    ['Juan@Cruz', 'validation.fullName.special'],
    ['Juan', 'validation.fullName.lengthPH'],
  ])('%j gives %s', (name, expected) => {
    expect(validateFullName(name, SITES.PH)).toBe(expected);
  });
});
