/** Birthday (spec §5, §9): a real "YYYY-MM-DD" date; in the popup from today back 100 years, both ends included. */
import { BIRTHDAY_RANGE_YEARS } from '../config/constants.js';
import { asText, type ValidationResult } from './common.js';

export type BirthdayRange = 'popup' | 'any';

export interface BirthdayOptions {
  /** The local "today" (default: now). Only its local year, month and day are used. */
  today?: Date;
  /** 'popup' (default): today back BIRTHDAY_RANGE_YEARS years. 'any': any real date. */
  range?: BirthdayRange;
}

interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

const FEBRUARY = 2;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month (1-12) of the proleptic Gregorian calendar, without Date (which maps years 0-99 to 19xx). */
export function daysInMonth(year: number, month: number): number {
  const days = MONTH_DAYS[month - 1];
  if (days === undefined) return 0;
  return month === FEBRUARY && isLeapYear(year) ? days + 1 : days;
}

/** 'YYYY-MM-DD', zero padded (the profile's birthday field). */
export function formatBirthday(year: number | string, month: number | string, day: number | string): string {
  const pad = (part: number | string, width: number) => String(Math.trunc(Number(part))).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A real calendar date from 'YYYY-MM-DD' (year 0001 onwards), else null. */
function parseDate(value: string): YearMonthDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** Zero-padded 'YYYY-MM-DD' strings sort like the dates: no Date arithmetic, no time-zone shifts. */
const toKey = ({ year, month, day }: YearMonthDay): string => formatBirthday(year, month, day);

/**
 * Required, then the format (a real date), then for the popup the range. The earliest day is today's month and day
 * BIRTHDAY_RANGE_YEARS years ago, clamped to the month's end (29 Feb today → 28 Feb when that year is not leap).
 */
export function validateBirthday(value: unknown, options: BirthdayOptions = {}): ValidationResult {
  const text = asText(value).trim();
  if (text === '') return 'validation.required';
  const date = parseDate(text);
  if (!date) return 'validation.birthday.format';
  if (options.range === 'any') return null;
  const now = options.today && !Number.isNaN(options.today.getTime()) ? options.today : new Date();
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  const earliestYear = today.year - BIRTHDAY_RANGE_YEARS;
  const earliestDay = Math.min(today.day, daysInMonth(earliestYear, today.month));
  const earliest = { year: earliestYear, month: today.month, day: earliestDay };
  const key = toKey(date);
  return key >= toKey(earliest) && key <= toKey(today) ? null : 'validation.birthday.range';
}
