import { describe, expect, it } from 'vitest';
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
