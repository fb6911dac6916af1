/**
 * Formatting per locale with Intl (numbers, money in the site's currency, dates, the date picker's column order);
 * phone numbers are in phone-format.ts, both behind format.ts. A bundle that must not carry libphonenumber (the account
 * entry's dashboard, issue 28) imports this module directly.
 *
 * Every function takes the BCP 47 tag the texts are in (`Translator.lang`, or the site's language tag) and never
 * throws: a tag Intl does not know falls back to English, a value it cannot format comes back as given.
 *
 * A catalog language the runtime's Intl has no data for (Chromium often lacks my, si and ne) is written with the
 * package's own month names, patterns and digits (src/i18n/date-words.ts) instead of Intl's English fallback.
 */
import { getSite, type Site, type SiteCode } from '../config/sites.js';
import { DATE_WORDS, type DateWords } from './date-words.js';
import { isolateLtr } from './bidi.js';

export { isolateLtr };


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

const language = (tag: string): string => tag.split(/[-_]/)[0]!.toLowerCase();
const intlKnows = new Map<string, boolean>();

/** Whether the runtime's Intl has date data for the tag's language (it resolves to that language, not a fallback). */
function intlHasLanguage(tag: string): boolean {
  const lang = language(tag);
  let known = intlKnows.get(lang);
  if (known === undefined) {
    try {
      known = language(new Intl.DateTimeFormat(tag).resolvedOptions().locale) === lang;
    } catch {
      known = false;
    }
    intlKnows.set(lang, known);
  }
  return known;
}

/** The package's words for the tag's language, when it is a catalog language. */
const wordsOf = (tag: string): DateWords | null =>
  Object.prototype.hasOwnProperty.call(DATE_WORDS, language(tag)) ? DATE_WORDS[language(tag)]! : null;

/** The package's words for a catalog language Intl has no data for, else null (Intl writes it). */
function missingWords(tag: string): DateWords | null {
  const words = wordsOf(tag);
  return words && !intlHasLanguage(tag) ? words : null;
}

/** The package's words where they write dates: Intl lacks the language, or the language's words are `own`. */
function dateWords(tag: string): DateWords | null {
  const words = wordsOf(tag);
  return words && (words.own || !intlHasLanguage(tag)) ? words : null;
}

/** Western digits written in the language's own digits (unchanged where it uses Western digits). */
function nativeDigits(text: string, words: DateWords): string {
  const digits = words.digits;
  return digits ? text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!) : text;
}

/** A number in the locale's digits and grouping (1,234.5; ၁,၂၃၄.၅; 1.234,5). */
export function formatNumber(value: number, tag: string, options: Intl.NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const words = missingWords(tag);
  const locale = words ? (words.grouping ?? 'en') : intlLocale(tag);
  const text = cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
  return words ? nativeDigits(text, words) : text;
}

/**
 * The locale money is written in: the language in the site's country where Intl knows that pair (zh on the SG site
 * is zh-SG, so S$ is "$80.87" as on every Singapore screen, not "SGD 80.87"; en on ID writes "Rp"), else the tag.
 */
function moneyLocale(tag: string, site: Site): string {
  const locale = intlLocale(tag);
  if (/[-_]/.test(tag)) return locale;
  try {
    return Intl.NumberFormat.supportedLocalesOf([`${language(tag)}-${site.code}`])[0] ?? locale;
  } catch {
    return locale;
  }
}

/**
 * An amount in the site's currency (or `currency`), as the locale writes money in the site's country (S$12.50 is
 * "$12.50", RM 12.50, ₱12.50, ฿12.50). The one money formatter: every screen and the demo pages use it.
 * `fractionDigits` fixes the decimals (default: the currency's).
 */
export function formatMoney(amount: number, tag: string, site: Site | SiteCode, currency?: string, fractionDigits?: number): string {
  const resolved = typeof site === 'string' ? getSite(site) : site;
  const code = currency ?? resolved.currency;
  if (!Number.isFinite(amount)) return String(amount);
  const words = missingWords(tag);
  const locale = words ? (words.grouping ?? 'en') : moneyLocale(tag, resolved);
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const text = cached(`c|${locale}|${code}|${fractionDigits ?? ''}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digits })).format(amount);
  return words ? nativeDigits(text, words) : text;
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
  const resolved = calendarDate ? { ...options, timeZone: 'UTC' } : options;
  const words = dateWords(tag);
  if (words && !resolved.timeStyle && resolved.hour === undefined && resolved.minute === undefined) return ownDate(date, words, resolved);
  const locale = intlLocale(tag);
  const text = cached(`d|${locale}|${JSON.stringify(resolved)}`, () => new Intl.DateTimeFormat(locale, resolved)).format(date);
  return words ? nativeDigits(text, words) : text;
}

const PATTERN_FIELD = /\{(y|MMMM|MMM|MM|M|dd|d)\}/g;

/** The pattern for Intl-style options: a date style, or the fields asked for (Intl's default is the numeric date). */
function ownPattern(words: DateWords, options: Intl.DateTimeFormatOptions): string {
  const style = options.dateStyle;
  if (style) return style === 'short' ? words.numeric : style === 'medium' ? words.medium : words.long;
  const { year, month, day } = options;
  const named = month === 'long' || month === 'short' || month === 'narrow';
  const longName = (pattern: string) => (month === 'long' ? pattern.replace('{MMM}', '{MMMM}') : pattern);
  if (!year && !month && !day) return words.numeric;
  if (year && month && day && named) return month === 'long' ? words.long : words.medium;
  if (year && named && !day) return longName(words.yearMonth);
  if (named && !year && !day) return month === 'long' ? '{MMMM}' : '{MMM}';
  // Numeric fields: the numeric pattern with the fields asked for, padded where '2-digit' asks.
  const keep = { y: Boolean(year), M: Boolean(month), d: Boolean(day) };
  const tokens = [...words.numeric.matchAll(PATTERN_FIELD)].map((match) => match[1]!).filter((token) => keep[token.charAt(0) as 'y' | 'M' | 'd']);
  const separator = words.numeric.replace(PATTERN_FIELD, '').charAt(0) || '/';
  const padded = (token: string) =>
    (token.startsWith('M') && month === '2-digit') || (token.startsWith('d') && day === '2-digit') ? token.charAt(0).repeat(2) : token;
  return tokens.map((token) => `{${padded(token)}}`).join(separator);
}

/** A date written with the package's words (the calendar fields read in the options' time zone). */
function ownDate(date: Date, words: DateWords, options: Intl.DateTimeFormatOptions): string {
  const fields = cached(`p|${options.timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: options.timeZone }),
  ).formatToParts(date);
  const part = (type: string) => Number(fields.find((entry) => entry.type === type)?.value);
  const year = part('year') + (words.yearOffset ?? 0);
  const month = part('month');
  const day = part('day');
  const text = ownPattern(words, options).replace(PATTERN_FIELD, (_, token: string) => {
    switch (token) {
      case 'y':
        return options.year === '2-digit' ? String(year % 100).padStart(2, '0') : String(year);
      case 'MMMM':
        return words.months[month - 1]!;
      case 'MMM':
        return words.monthsShort[month - 1]!;
      case 'MM':
        return String(month).padStart(2, '0');
      case 'M':
        return String(month);
      case 'dd':
        return String(day).padStart(2, '0');
      default:
        return String(day);
    }
  });
  return nativeDigits(text, words);
}

export type DateField = 'year' | 'month' | 'day';

/**
 * The order the locale writes year, month and day (Intl formatToParts of a numeric date): month/day/year in en-US,
 * day/month/year in en-SG, en-MY, en-PH, th, vi, id, ms, my, bn and ur, year/month/day in zh, ne and si.
 */
export function dateFieldOrder(tag: string): readonly DateField[] {
  const words = dateWords(tag);
  if (words) {
    const order = { y: 'year', M: 'month', d: 'day' } as const;
    return [...words.numeric.matchAll(PATTERN_FIELD)].map((match) => order[match[1]!.charAt(0) as 'y' | 'M' | 'd']);
  }
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
  const words = dateWords(tag);
  if (words && Number.isInteger(value)) {
    if (field === 'month') return words.monthsShort[value - 1] ?? String(value);
    return nativeDigits(String(field === 'year' ? value + (words.yearOffset ?? 0) : value), words);
  }
  const locale = intlLocale(tag);
  const date = new Date(Date.UTC(field === 'year' ? value : 2000, field === 'month' ? value - 1 : 0, field === 'day' ? value : 1, 12));
  if (Number.isNaN(date.getTime())) return String(value);
  const option: Intl.DateTimeFormatOptions = field === 'month' ? { month: 'short' } : { [field]: 'numeric' };
  const format = cached(`f|${locale}|${field}`, () => new Intl.DateTimeFormat(locale, { ...option, timeZone: 'UTC' }));
  return format.formatToParts(date).find((part) => part.type === field)?.value ?? String(value);
}


