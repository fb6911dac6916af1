/**
 * Formatting per locale with Intl (numbers, money in the site's currency, dates, the date picker's column order)
 * and phone numbers per market with libphonenumber-js (the well-kept port of Google's libphonenumber), through its
 * `core` entry and metadata cut to the eleven sites' countries (src/i18n/phone-metadata.ts, written by
 * scripts/phone-metadata.mjs: about 1.6 KB gzip instead of the 19 KB of the full "min" metadata).
 *
 * Every function takes the BCP 47 tag the texts are in (`Translator.lang`, or the site's language tag) and never
 * throws: a tag Intl does not know falls back to English, a value it cannot format comes back as given.
 */
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { getSite, type Site, type SiteCode } from '../config/sites.js';
import metadata from './phone-metadata.js';

const PHONE_METADATA = metadata as unknown as MetadataJson;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** The tag itself when Intl supports it, else 'en'. */
export function intlLocale(tag: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** A number in the locale's digits and grouping (1,234.5; ၁,၂၃၄.၅; 1.234,5). */
export function formatNumber(value: number, tag: string, options: Intl.NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const locale = intlLocale(tag);
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** An amount in the site's currency (or `currency`), as the locale writes money (S$12.50, RM 12.50, ₱12.50, ฿12.50). */
export function formatMoney(amount: number, tag: string, site: Site | SiteCode, currency?: string): string {
  const code = currency ?? (typeof site === 'string' ? getSite(site) : site).currency;
  if (!Number.isFinite(amount)) return String(amount);
  const locale = intlLocale(tag);
  return cached(`c|${locale}|${code}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: code })).format(amount);
}

/** Parses 'YYYY-MM-DD' (the value the server gets) as a calendar date at UTC noon, else null. */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return date.getUTCDate() === Number(match[3]) ? date : null;
}

/**
 * A date as the locale writes it (31/01/2024 in en-SG, 2024/1/31 in zh, 31/1/2567 in th: Thai shows the Buddhist
 * era, as Thai readers expect). A 'YYYY-MM-DD' string is a calendar date (no time zone shift); a Date or a time
 * value is shown in `timeZone` (default the browser's).
 */
export function formatDate(
  value: Date | number | string,
  tag: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const calendarDate = typeof value === 'string' ? parseCalendarDate(value) : null;
  const date = calendarDate ?? (typeof value === 'string' ? null : new Date(value));
  if (!date || Number.isNaN(date.getTime())) return String(value);
  const locale = intlLocale(tag);
  const resolved = calendarDate ? { ...options, timeZone: 'UTC' } : options;
  return cached(`d|${locale}|${JSON.stringify(resolved)}`, () => new Intl.DateTimeFormat(locale, resolved)).format(date);
}

export type DateField = 'year' | 'month' | 'day';

/**
 * The order the locale writes year, month and day (Intl formatToParts of a numeric date): month/day/year in en-US,
 * day/month/year in en-SG, en-MY, en-PH, th, vi, id, ms, my, bn and ur, year/month/day in zh, ne and si.
 */
export function dateFieldOrder(tag: string): readonly DateField[] {
  const locale = intlLocale(tag);
  const parts = cached(`o|${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }))
    .formatToParts(new Date(Date.UTC(2024, 10, 23)))
    .map((part) => part.type)
    .filter((type): type is DateField => type === 'year' || type === 'month' || type === 'day');
  return parts.length === 3 && new Set(parts).size === 3 ? parts : ['year', 'month', 'day'];
}

/**
 * One date field as the locale shows it alone: the year in the locale's calendar (2567 in Thai, the Buddhist
 * era), the month's short name (Jan, ม.ค., 1月), the day in the locale's digits. `value` is always Gregorian.
 */
export function formatDateField(field: DateField, value: number, tag: string): string {
  const locale = intlLocale(tag);
  const date = new Date(Date.UTC(field === 'year' ? value : 2000, field === 'month' ? value - 1 : 0, field === 'day' ? value : 1, 12));
  if (Number.isNaN(date.getTime())) return String(value);
  const option: Intl.DateTimeFormatOptions = field === 'month' ? { month: 'short' } : { [field]: 'numeric' };
  const format = cached(`f|${locale}|${field}`, () => new Intl.DateTimeFormat(locale, { ...option, timeZone: 'UTC' }));
  return format.formatToParts(date).find((part) => part.type === field)?.value ?? String(value);
}

/**
 * A phone number written the market's way: international format with the country code ("+65 9123 4567",
 * "+63 917 123 4567") for a number libphonenumber can parse for the site's country; anything else with a digit (a
 * masked number such as "+65 ****4567", a number of another country the metadata lacks) as given. Always left to
 * right, isolated (U+2066 … U+2069): in Urdu text a number otherwise reads reversed ("1234567 300 92+"), and the
 * isolate travels with the text into messages, attributes and templates alike (issue 27 #7). Every screen that shows
 * a phone number shows it through here.
 */
export function formatPhone(value: string, site: Site | SiteCode): string {
  if (typeof value !== 'string' || !/\d/.test(value)) return value;
  if (value.includes('*')) return isolateLtr(value);
  const country = (typeof site === 'string' ? getSite(site) : site).code as CountryCode;
  try {
    const phone = parsePhoneNumberFromString(value, country, PHONE_METADATA);
    return isolateLtr(phone?.isPossible() ? phone.formatInternational() : value);
  } catch {
    return isolateLtr(value);
  }
}

/** Left-to-right isolate (LRI … PDI) around a text; once only. */
export const isolateLtr = (text: string): string => (text.startsWith('\u2066') ? text : `\u2066${text}\u2069`);
