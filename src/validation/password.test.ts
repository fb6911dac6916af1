import { describe, expect, it } from 'vitest';
import { LEGACY_PASSWORD_LENGTH, PASSWORD_LENGTH } from '../config/constants.js';
import {
  getNewPasswordHints,
  NEW_PASSWORD_SYMBOLS,
  validateNewPassword,
  validatePassword,
  validatePasswordRetype,
} from './index.js';

/** A password of `length` characters with a letter, a digit and a symbol. */
const strong = (length: number) => `a1!${'b'.repeat(length - 3)}`;

describe('validatePassword, variant A (login and profile)', () => {
  it.each([
    [PASSWORD_LENGTH.min - 1, 'validation.password.length'],
    [PASSWORD_LENGTH.min, null],
    [PASSWORD_LENGTH.max, null],
    [PASSWORD_LENGTH.max + 1, 'validation.password.length'],
  ])('a password of %i characters gives %s', (length, expected) => {
    expect(validatePassword('p'.repeat(length))).toBe(expected);
    expect(validatePassword('p'.repeat(length), 'A')).toBe(expected);
  });

  it('asks for a value first, and never trims', () => {
    expect(validatePassword('')).toBe('validation.required');
    expect(validatePassword(' '.repeat(PASSWORD_LENGTH.min))).toBe('validation.required');
    expect(validatePassword(` ${'p'.repeat(PASSWORD_LENGTH.max)}`)).toBe('validation.password.length');
  });
});

describe('validatePassword, variant B (the older rule)', () => {
  it.each([
    [`a${'1'.repeat(LEGACY_PASSWORD_LENGTH.min - 2)}`, 'validation.passwordLegacy.rule'],
    [`a${'1'.repeat(LEGACY_PASSWORD_LENGTH.min - 1)}`, null],
    [`a${'1'.repeat(LEGACY_PASSWORD_LENGTH.max - 1)}`, null],
    [`a${'1'.repeat(LEGACY_PASSWORD_LENGTH.max)}`, 'validation.passwordLegacy.length'],
    ['abcdefgh', 'validation.passwordLegacy.rule'],
    ['12345678', 'validation.passwordLegacy.rule'],
    ['pass word 1', null],
    ['', 'validation.required'],
  ])('%j gives %s', (password, expected) => {
    expect(validatePassword(password, 'B')).toBe(expected);
  });
});

describe('validateNewPassword', () => {
  it.each([
    [PASSWORD_LENGTH.min - 1, 'validation.password.length'],
    [PASSWORD_LENGTH.min, null],
    [PASSWORD_LENGTH.max, null],
    [PASSWORD_LENGTH.max + 1, 'validation.password.length'],
  ])('a well-formed password of %i characters gives %s', (length, expected) => {
    expect(validateNewPassword(strong(length))).toBe(expected);
  });

  it.each([...NEW_PASSWORD_SYMBOLS])('accepts the symbol %s', (symbol) => {
    expect(validateNewPassword(`abcd123${symbol}`)).toBeNull();
  });

  it.each([
    ['', 'validation.required'],
    ['abc 123!x', 'validation.newPassword.spaces'],
    ['a1!\u00A0bbbb', 'validation.newPassword.spaces'],
    ['a 1', 'validation.newPassword.spaces'],
    ['a1!b', 'validation.password.length'],
    ['abcd123?', 'validation.newPassword.charset'],
    ['abcd123_', 'validation.newPassword.charset'],
    ['abcdé123!', 'validation.newPassword.charset'],
    ['abcdefgh', 'validation.newPassword.rule'],
    ['abcd1234', 'validation.newPassword.rule'],
    ['abcd!@#$', 'validation.newPassword.rule'],
    ['1234!@#$', 'validation.newPassword.rule'],
  ])('%j gives %s (checked in this order: required, spaces, length, charset, rule)', (password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });

  it('must differ from the current password, compared exactly', () => {
    expect(validateNewPassword('Abcd123!', 'Abcd123!')).toBe('validation.newPassword.sameAsCurrent');
    expect(validateNewPassword('Abcd123!', 'abcd123!')).toBeNull();
    expect(validateNewPassword('Abcd123!', undefined)).toBeNull();
  });

  it('reports the rule before sameness', () => {
    expect(validateNewPassword('abcdefgh', 'abcdefgh')).toBe('validation.newPassword.rule');
  });
});

describe('validatePasswordRetype', () => {
  it.each([
    ['Abcd123!', 'Abcd123!', null],
    ['Abcd123!', 'abcd123!', 'validation.newPassword.mismatch'],
    ['Abcd123!', 'Abcd123! ', 'validation.newPassword.mismatch'],
    ['Abcd123!', '', 'validation.required'],
    [undefined, 'Abcd123!', 'validation.newPassword.mismatch'],
  ])('%j re-typed as %j gives %s', (password, retype, expected) => {
    expect(validatePasswordRetype(password, retype)).toBe(expected);
  });
});

describe('getNewPasswordHints', () => {
  it.each([
    ['', { length: false, rule: false }],
    ['a1!', { length: false, rule: true }],
    ['abcdefgh', { length: true, rule: false }],
    [strong(PASSWORD_LENGTH.min), { length: true, rule: true }],
    [strong(PASSWORD_LENGTH.max), { length: true, rule: true }],
    [strong(PASSWORD_LENGTH.max + 1), { length: false, rule: true }],
    ['abcd 12!', { length: true, rule: false }],
    ['abcd12!?', { length: true, rule: false }],
    [undefined, { length: false, rule: false }],
  ])('for %j lights %j', (password, expected) => {
    expect(getNewPasswordHints(password)).toEqual(expected);
  });
});
