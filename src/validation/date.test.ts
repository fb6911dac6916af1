import { describe, expect, it } from 'vitest';
import { BIRTHDAY_RANGE_YEARS } from '../config/constants.js';
import { daysInMonth, formatBirthday, isLeapYear, validateBirthday } from './index.js';

/** 15 June 2025, noon local time. */
const today = new Date(2025, 5, 15, 12);
const earliestYear = 2025 - BIRTHDAY_RANGE_YEARS;

describe('validateBirthday: the format', () => {
  it.each([
    ['2000-01-31', null],
    ['2000-02-29', null],
    ['2024-02-29', null],
    ['2023-02-29', 'validation.birthday.format'],
    ['1900-02-29', 'validation.birthday.format'],
    ['2000-02-30', 'validation.birthday.format'],
    ['2000-04-31', 'validation.birthday.format'],
    ['2000-13-01', 'validation.birthday.format'],
    ['2000-00-10', 'validation.birthday.format'],
    ['2000-01-00', 'validation.birthday.format'],
    ['2000-1-5', 'validation.birthday.format'],
    ['05/01/2000', 'validation.birthday.format'],
    ['2000-01-05T00:00', 'validation.birthday.format'],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
    [20000105, 'validation.required'],
  ])('%j gives %s', (value, expected) => {
    expect(validateBirthday(value, { today })).toBe(expected);
  });

  it('accepts any real date when the range is "any"', () => {
    expect(validateBirthday('2999-12-31', { today, range: 'any' })).toBeNull();
    expect(validateBirthday('0001-01-01', { today, range: 'any' })).toBeNull();
    expect(validateBirthday('0000-01-01', { today, range: 'any' })).toBe('validation.birthday.format');
    expect(validateBirthday('0004-02-29', { today, range: 'any' })).toBeNull();
  });
});

describe('validateBirthday in the popup: today back 100 years', () => {
  it.each([
    ['2025-06-15', 'today', null],
    ['2025-06-16', 'tomorrow', 'validation.birthday.range'],
    [`${earliestYear}-06-15`, 'exactly 100 years ago', null],
    [`${earliestYear}-06-14`, 'one day before that', 'validation.birthday.range'],
    ['2026-01-01', 'next year', 'validation.birthday.range'],
  ])('%s (%s) gives %s', (value, _label, expected) => {
    expect(validateBirthday(value, { today })).toBe(expected);
    expect(validateBirthday(value, { today, range: 'popup' })).toBe(expected);
  });

  it('uses local calendar days, whatever the time of day', () => {
    const lateEvening = new Date(2025, 5, 15, 23, 59, 59);
    const earlyMorning = new Date(2025, 5, 15, 0, 0, 1);
    expect(validateBirthday('2025-06-15', { today: lateEvening })).toBeNull();
    expect(validateBirthday('2025-06-15', { today: earlyMorning })).toBeNull();
    expect(validateBirthday('2025-06-16', { today: lateEvening })).toBe('validation.birthday.range');
  });

  it('on 29 February reaches back to 28 February when that year was not leap', () => {
    const leapDay = new Date(2000, 1, 29);
    expect(validateBirthday('1900-02-28', { today: leapDay })).toBeNull();
    expect(validateBirthday('1900-02-27', { today: leapDay })).toBe('validation.birthday.range');
  });

  it('on 29 February reaches back to 29 February when that year was leap too', () => {
    const leapDay = new Date(2024, 1, 29);
    expect(validateBirthday('1924-02-29', { today: leapDay })).toBeNull();
    expect(validateBirthday('1924-02-28', { today: leapDay })).toBe('validation.birthday.range');
  });

  it('defaults to the real today', () => {
    expect(validateBirthday(formatBirthday(new Date().getFullYear() - 1, 1, 1))).toBeNull();
    expect(validateBirthday(formatBirthday(new Date().getFullYear() + 1, 1, 1))).toBe('validation.birthday.range');
  });
});

describe('formatBirthday', () => {
  it.each([
    [[2000, 1, 5], '2000-01-05'],
    [[1999, 12, 31], '1999-12-31'],
    [['2001', '7', '09'], '2001-07-09'],
    [[5, 3, 1], '0005-03-01'],
  ] as const)('%j becomes %s', ([year, month, day], expected) => {
    expect(formatBirthday(year, month, day)).toBe(expected);
  });
});

describe('the calendar', () => {
  it.each([
    [2000, true],
    [2024, true],
    [1900, false],
    [2023, false],
  ])('%i is a leap year: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
    [2023, 13, 0],
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});
