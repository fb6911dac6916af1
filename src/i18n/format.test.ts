import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { phoneMetadataModule } from '../../scripts/phone-metadata.mjs';
import { readFileSync } from 'node:fs';
import { dateFieldOrder, formatDate, formatDateField, formatMoney, formatNumber, formatPhone, intlLocale, parseCalendarDate } from './format.js';

describe('formatPhone: the market way, with the country code', () => {
  it.each([
    ['+6591234567', 'SG', '+65 9123 4567'],
    ['+60123456789', 'MY', '+60 12 345 6789'],
    ['+639171234567', 'PH', '+63 917 123 4567'],
    ['+66812345678', 'TH', '+66 81 234 5678'],
    ['+6281234567890', 'ID', '+62 812 3456 7890'],
    ['+84912345678', 'VN', '+84 912 345 678'],
    ['+923001234567', 'PK', '+92 300 1234567'],
    ['+8801712345678', 'BD', '+880 1712 345678'],
    ['+94771234567', 'LK', '+94 77 123 4567'],
    ['+9779841234567', 'NP', '+977 984 1234567'],
    ['91234567', 'SG', '+65 9123 4567'],
  ] as const)('%s on %s → %s', (raw, site, shown) => {
    expect(formatPhone(raw, site)).toBe(`\u2066${shown}\u2069`);
  });

  it('leaves masked and foreign-to-the-metadata numbers as given (isolated left to right), and non-phone values alone', () => {
    expect(formatPhone('+65 ****4567', 'SG')).toBe('\u2066+65 ****4567\u2069');
    expect(formatPhone('+4915112345678', 'SG')).toBe('\u2066+4915112345678\u2069');
    expect(formatPhone('12', 'SG')).toBe('\u206612\u2069');
    expect(formatPhone('buyer@example.com', 'SG')).toBe('buyer@example.com');
    expect(formatPhone('', 'SG')).toBe('');
  });

  it('isolates once: a formatted number formatted again is unchanged (issue 27 #7)', () => {
    const once = formatPhone('+923001234567', 'PK');
    expect(formatPhone(once, 'PK')).toBe(once);
  });

  it('uses metadata that is exactly what scripts/phone-metadata.mjs makes from the installed libphonenumber-js', () => {
    const committed = readFileSync(new URL('./phone-metadata.ts', import.meta.url), 'utf8');
    expect(committed).toBe(phoneMetadataModule());
  });
});

describe('numbers, money and dates per locale', () => {
  it('writes numbers in the locale digits and grouping', () => {
    expect(formatNumber(1234.5, 'en-SG')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'vi')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'my')).toBe('၁,၂၃၄.၅');
    expect(formatNumber(1234.5, 'not a tag!')).toBe('1,234.5');
    expect(intlLocale('not a tag!')).toBe('en');
  });

  it("shows money in the site's currency", () => {
    expect(formatMoney(12.5, 'en-SG', 'SG')).toBe('$12.50');
    expect(formatMoney(12.5, 'en-PH', 'PH')).toBe('₱12.50');
    expect(formatMoney(12.5, 'th', 'TH')).toBe('฿12.50');
    expect(formatMoney(1500, 'id', 'ID')).toBe('Rp\u00a01.500');
    expect(formatMoney(12.5, 'ms', 'MY')).toBe('RM\u00a012.50');
    expect(formatMoney(Number.NaN, 'en', 'SG')).toBe('NaN');
  });

  it('writes a calendar date the locale way without a time-zone shift (Thai in the Buddhist era)', () => {
    const short: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
    expect(formatDate('2024-01-31', 'en-SG', short)).toBe('31/01/2024');
    expect(formatDate('2024-01-31', 'en-US', short)).toBe('01/31/2024');
    expect(formatDate('2024-01-31', 'zh', short)).toBe('2024/01/31');
    expect(formatDate('2024-01-31', 'th', short)).toBe('31/01/2567');
    expect(formatDate('2024-02-30', 'en', short)).toBe('2024-02-30');
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T12:00:00.000Z');
  });
});

describe('the date picker order and option texts', () => {
  it.each([
    ['en-US', 'month,day,year'],
    ['en-SG', 'day,month,year'],
    ['en-MY', 'day,month,year'],
    ['en-PH', 'month,day,year'],
    ['th', 'day,month,year'],
    ['vi', 'day,month,year'],
    ['zh', 'year,month,day'],
    ['ne', 'year,month,day'],
    ['si', 'year,month,day'],
    ['ur', 'day,month,year'],
  ])('%s orders %s', (tag, order) => {
    expect(dateFieldOrder(tag).join()).toBe(order);
  });

  it('shows each field as the locale does, from the Gregorian value', () => {
    expect(formatDateField('year', 2024, 'th')).toBe('2567');
    expect(formatDateField('month', 1, 'th')).toBe('ม.ค.');
    expect(formatDateField('day', 31, 'my')).toBe('၃၁');
    expect(formatDateField('year', 2024, 'en-SG')).toBe('2024');
    expect(formatDateField('month', 12, 'en-PH')).toBe('Dec');
  });
});

describe('a catalog language the runtime has no Intl data for', () => {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const RealNumberFormat = Intl.NumberFormat;
  const MISSING = /^(my|si|ne|bn|th)\b/;

  /** A runtime like Chromium without my/si/ne data: those tags resolve to en-US, as an unknown locale does. */
  async function withoutLocaleData() {
    const strip = (locales?: string | readonly string[]) => {
      const list = locales === undefined ? [] : typeof locales === 'string' ? [locales] : [...locales];
      return list.map((tag) => (MISSING.test(tag) ? 'en-US' : tag));
    };
    const DateTimeFormat = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new RealDateTimeFormat(strip(locales), options);
    } as unknown as typeof Intl.DateTimeFormat;
    DateTimeFormat.supportedLocalesOf = (locales) => RealDateTimeFormat.supportedLocalesOf(strip(locales as string[]));
    const NumberFormat = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new RealNumberFormat(strip(locales), options);
    } as unknown as typeof Intl.NumberFormat;
    NumberFormat.supportedLocalesOf = (locales) => RealNumberFormat.supportedLocalesOf(strip(locales as string[]));
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat, NumberFormat });
    vi.resetModules();
    return import('./format.js');
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('the simulation is faithful: Intl resolves the language to English', async () => {
    await withoutLocaleData();
    expect(new Intl.DateTimeFormat('my').resolvedOptions().locale).toBe('en-US');
    expect(new Intl.DateTimeFormat('my', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 24, 12))).toBe('November 24, 2026');
  });

  it.each([
    ['my', '၂၀၂၆ နိုဝင်ဘာ ၂၄'],
    ['si', '2026 නොවැම්බර් 24'],
    ['ne', '२०२६ नोभेम्बर २४'],
    ['bn', '২৪ নভেম্বর, ২০২৬'],
    ['th', '24 พฤศจิกายน 2569'],
  ])('%s: a long date in its own words and digits (%s)', async (tag, shown) => {
    const format = await withoutLocaleData();
    expect(format.formatDate('2026-11-24', tag, { year: 'numeric', month: 'long', day: 'numeric' })).toBe(shown);
    expect(format.formatDate('2026-11-24', tag, { dateStyle: 'long' })).toBe(shown);
  });

  it('writes the same as a full Intl where CLDR and the package agree (my, ne, bn, th)', async () => {
    const expected = ['my', 'ne', 'bn', 'th'].map((tag) =>
      ['long', 'medium', 'short'].map((dateStyle) => formatDate('2026-01-05', tag, { dateStyle } as Intl.DateTimeFormatOptions)),
    );
    const format = await withoutLocaleData();
    const own = ['my', 'ne', 'bn', 'th'].map((tag) =>
      ['long', 'medium', 'short'].map((dateStyle) => format.formatDate('2026-01-05', tag, { dateStyle } as Intl.DateTimeFormatOptions)),
    );
    // dateStyle short: CLDR writes two-digit years there; the package writes the full year.
    expect(own.map((styles) => styles.slice(0, 2))).toEqual(expected.map((styles) => styles.slice(0, 2)));
  });

  it('numeric dates, the picker order and its options', async () => {
    const format = await withoutLocaleData();
    const short: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
    expect(format.formatDate('2024-01-05', 'my', short)).toBe('၀၅/၀၁/၂၀၂၄');
    expect(format.formatDate('2024-01-05', 'ne', { year: 'numeric', month: 'numeric', day: 'numeric' })).toBe('२०२४-०१-०५');
    expect(format.dateFieldOrder('my').join()).toBe('day,month,year');
    expect(format.dateFieldOrder('si').join()).toBe('year,month,day');
    expect(format.formatDateField('month', 1, 'my')).toBe('ဇန်');
    expect(format.formatDateField('month', 11, 'si')).toBe('නොවැ');
    expect(format.formatDateField('year', 2024, 'th')).toBe('2567');
    expect(format.formatDateField('day', 31, 'ne')).toBe('३१');
  });

  it('numbers and money in native digits and the language grouping', async () => {
    const format = await withoutLocaleData();
    expect(format.formatNumber(1234567.5, 'my')).toBe('၁,၂၃၄,၅၆၇.၅');
    expect(format.formatNumber(1234567.5, 'bn')).toBe('১২,৩৪,৫৬৭.৫');
    expect(format.formatNumber(1234567.5, 'si')).toBe('1,234,567.5');
    expect(format.formatMoney(1500, 'ne', 'NP')).toBe('NPR\u00a0१,५००.००');
    expect(format.formatNumber(1234.5, 'en-SG')).toBe('1,234.5');
  });

  it('a time value keeps its time zone', async () => {
    const format = await withoutLocaleData();
    const lateUtc = Date.UTC(2026, 10, 24, 20);
    expect(format.formatDate(lateUtc, 'my', { dateStyle: 'long', timeZone: 'Asia/Yangon' })).toBe('၂၀၂၆ နိုဝင်ဘာ ၂၅');
  });
});

describe('Sinhala: the Gregorian month names Sri Lankan shops write, on every runtime', () => {
  it('writes ජනවාරි … දෙසැම්බර් even where Intl has the lunar month names', () => {
    expect(formatDate('2026-01-05', 'si', { dateStyle: 'long' })).toBe('2026 ජනවාරි 5');
    expect(formatDateField('month', 12, 'si')).toBe('දෙසැ');
  });
});

describe('money: one formatter, the site country decides the symbol', () => {
  it('a bare zh on the SG site writes S$ as every Singapore screen does', () => {
    expect(formatMoney(80.87, 'zh', 'SG')).toBe(formatMoney(80.87, 'en-SG', 'SG'));
    expect(formatMoney(80.87, 'zh', 'SG')).toBe('$80.87');
    expect(formatMoney(1500, 'en', 'ID')).toBe('Rp\u00a01.500');
    expect(formatMoney(1500, 'en', 'PK')).toBe('Rs\u00a01,500');
  });
});
