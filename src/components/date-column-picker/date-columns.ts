/**
 * The pure model behind the date column picker: which columns a mode has, how its value is written, which options
 * each column offers under the bounds, and how a choice is clamped (days to the month length, everything to min/max).
 * Dates are plain calendar numbers; no time zone is involved.
 */
import { DATE_PICKER_RANGE_YEARS } from '../../config/constants.js';

export type DatePickerMode = 'date' | 'datetime' | 'year-month' | 'month-day' | 'datehour' | 'time';
export type DateColumn = 'year' | 'month' | 'day' | 'hour' | 'minute';
export type DateParts = Readonly<Record<DateColumn, number>>;

export const DATE_PICKER_MODES: readonly DatePickerMode[] = Object.freeze([
  'date',
  'datetime',
  'year-month',
  'month-day',
  'datehour',
  'time',
]);

/** The columns of each mode, most significant first. */
export const MODE_COLUMNS: Readonly<Record<DatePickerMode, readonly DateColumn[]>> = Object.freeze({
  date: ['year', 'month', 'day'],
  datetime: ['year', 'month', 'day', 'hour', 'minute'],
  'year-month': ['year', 'month'],
  'month-day': ['month', 'day'],
  datehour: ['year', 'month', 'day', 'hour'],
  time: ['hour', 'minute'],
});

/** The value format of each mode (documentation and error texts). */
export const MODE_FORMATS: Readonly<Record<DatePickerMode, string>> = Object.freeze({
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm',
  'year-month': 'YYYY-MM',
  'month-day': 'MM-DD',
  datehour: 'YYYY-MM-DD HH',
  time: 'HH:mm',
});

const PATTERNS: Readonly<Record<DatePickerMode, RegExp>> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
  'year-month': /^(\d{4})-(\d{2})$/,
  'month-day': /^(\d{2})-(\d{2})$/,
  datehour: /^(\d{4})-(\d{2})-(\d{2}) (\d{2})$/,
  time: /^(\d{2}):(\d{2})$/,
};

const MONTHS_IN_YEAR = 12;
const HOURS_IN_DAY = 24;
const MINUTES_IN_HOUR = 60;
/** A leap year: a month-day value has no year, so February offers its 29th. */
const LEAP_REFERENCE_YEAR = 2000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year (Gregorian). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function naturalRange(column: DateColumn, parts: DateParts, mode: DatePickerMode, years: YearRange): [number, number] {
  switch (column) {
    case 'year':
      return [years.min, years.max];
    case 'month':
      return [1, MONTHS_IN_YEAR];
    case 'day': {
      const year = MODE_COLUMNS[mode].includes('year') ? parts.year : LEAP_REFERENCE_YEAR;
      return [1, daysInMonth(year, parts.month)];
    }
    case 'hour':
      return [0, HOURS_IN_DAY - 1];
    case 'minute':
      return [0, MINUTES_IN_HOUR - 1];
  }
}

/** The parts a mode's value string holds, or null when it is not a valid value of that mode. */
export function parseDateValue(mode: DatePickerMode, text: string | null | undefined): Partial<Record<DateColumn, number>> | null {
  if (typeof text !== 'string') return null;
  const match = PATTERNS[mode].exec(text.trim());
  if (!match) return null;
  const columns = MODE_COLUMNS[mode];
  const parts: Partial<Record<DateColumn, number>> = {};
  columns.forEach((column, index) => {
    parts[column] = Number(match[index + 1]);
  });
  const year = parts.year ?? LEAP_REFERENCE_YEAR;
  if (parts.month !== undefined && (parts.month < 1 || parts.month > MONTHS_IN_YEAR)) return null;
  if (parts.day !== undefined && (parts.day < 1 || parts.day > daysInMonth(year, parts.month ?? 1))) return null;
  if (parts.hour !== undefined && parts.hour >= HOURS_IN_DAY) return null;
  if (parts.minute !== undefined && parts.minute >= MINUTES_IN_HOUR) return null;
  return parts;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The value string of a mode for the given parts. */
export function formatDateValue(mode: DatePickerMode, parts: DateParts): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
  switch (mode) {
    case 'date':
      return date;
    case 'datetime':
      return `${date} ${pad(parts.hour, 2)}:${pad(parts.minute, 2)}`;
    case 'year-month':
      return `${pad(parts.year, 4)}-${pad(parts.month, 2)}`;
    case 'month-day':
      return `${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
    case 'datehour':
      return `${date} ${pad(parts.hour, 2)}`;
    case 'time':
      return `${pad(parts.hour, 2)}:${pad(parts.minute, 2)}`;
  }
}

export interface YearRange {
  readonly min: number;
  readonly max: number;
}

/** Resolved bounds: the earliest and latest parts (only the mode's columns matter) and the years offered. */
export interface DateBounds {
  readonly mode: DatePickerMode;
  readonly years: YearRange;
  readonly min: Partial<Record<DateColumn, number>> | null;
  readonly max: Partial<Record<DateColumn, number>> | null;
}

function compareParts(mode: DatePickerMode, a: Partial<Record<DateColumn, number>>, b: Partial<Record<DateColumn, number>>): number {
  for (const column of MODE_COLUMNS[mode]) {
    const difference = (a[column] ?? 0) - (b[column] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The bounds of a picker: `min`/`max` in the mode's format when given (swapped if reversed), and the year list:
 * from min's year (else the current year minus DATE_PICKER_RANGE_YEARS) to max's year (else the current year plus it).
 */
export function resolveBounds(mode: DatePickerMode, currentYear: number, min?: string, max?: string): DateBounds {
  let low = parseDateValue(mode, min);
  let high = parseDateValue(mode, max);
  if (low && high && compareParts(mode, low, high) > 0) [low, high] = [high, low];
  let minYear = low?.year ?? currentYear - DATE_PICKER_RANGE_YEARS;
  let maxYear = high?.year ?? currentYear + DATE_PICKER_RANGE_YEARS;
  if (minYear > maxYear) {
    // Only one bound was given and it lies beyond the default window on the other side.
    if (low?.year === undefined) minYear = maxYear;
    else maxYear = minYear;
  }
  return { mode, years: { min: minYear, max: maxYear }, min: low, max: high };
}

function sameAbove(columns: readonly DateColumn[], index: number, parts: DateParts, bound: Partial<Record<DateColumn, number>>): boolean {
  for (let i = 0; i < index; i += 1) {
    const column = columns[i]!;
    if (parts[column] !== bound[column]) return false;
  }
  return true;
}

/**
 * The options a column offers given the (already clamped) more significant columns: its natural range narrowed by
 * min/max where every more significant column sits on the bound.
 */
export function columnRange(column: DateColumn, parts: DateParts, bounds: DateBounds): [number, number] {
  const columns = MODE_COLUMNS[bounds.mode];
  const index = columns.indexOf(column);
  let [low, high] = naturalRange(column, parts, bounds.mode, bounds.years);
  if (index < 0) return [low, high];
  const boundLow = bounds.min?.[column];
  const boundHigh = bounds.max?.[column];
  if (bounds.min && boundLow !== undefined && sameAbove(columns, index, parts, bounds.min)) low = Math.max(low, boundLow);
  if (bounds.max && boundHigh !== undefined && sameAbove(columns, index, parts, bounds.max)) high = Math.min(high, boundHigh);
  return [low, Math.max(low, high)];
}

/** Clamps every column in order, most significant first, so each sees its final context (e.g. Feb 31 → Feb 28/29). */
export function clampParts(parts: DateParts, bounds: DateBounds): DateParts {
  const next: Record<DateColumn, number> = { ...parts };
  for (const column of MODE_COLUMNS[bounds.mode]) {
    const [low, high] = columnRange(column, next, bounds);
    next[column] = Math.min(high, Math.max(low, next[column]));
  }
  return next;
}

/** Calendar parts of a Date in local time. */
export function partsOfDate(date: Date): DateParts {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/**
 * What the picker shows: the value when it is valid, else the placeholder value, else `now`; missing columns come
 * from `now`; then clamped to the bounds.
 */
export function displayedParts(
  bounds: DateBounds,
  now: Date,
  value: string | undefined,
  placeholderValue?: string,
): DateParts {
  const parsed = parseDateValue(bounds.mode, value) ?? parseDateValue(bounds.mode, placeholderValue) ?? {};
  return clampParts({ ...partsOfDate(now), ...parsed }, bounds);
}

/** Every option of a column, in order. */
export function columnOptions(column: DateColumn, parts: DateParts, bounds: DateBounds): number[] {
  const [low, high] = columnRange(column, parts, bounds);
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

/** A Date as a value string of the mode (local time), e.g. for `min`/`max`: `toDateValue('date', new Date())`. */
export function toDateValue(mode: DatePickerMode, date: Date): string {
  return formatDateValue(mode, partsOfDate(date));
}
