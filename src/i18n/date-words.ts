/**
 * The words and digits of dates and numbers for every catalog language, carried by the package itself for runtimes
 * whose Intl has no data for the language (Chromium builds often lack my, si and ne; a small-ICU Node lacks all
 * but English). src/i18n/format.ts uses them when `Intl.DateTimeFormat(lang).resolvedOptions().locale` is not the
 * language (and always for `own` languages).
 *
 * Month names, patterns and digits follow CLDR (what a full Intl shows), so a date reads the same with and without
 * the browser's data, with one deliberate exception: Sinhala. CLDR 48 names the Gregorian months after the lunar
 * months (දුරුතු, නවම්, …), while Sri Lankan shops, banks and newspapers write ජනවාරි, පෙබරවාරි, …; the package
 * writes those on every runtime (`own: true`).
 *
 * Digits: native where the language's own apps and press use them in running text (Burmese ၀-၉, Bengali ০-৯, Nepali
 * ०-९, as CLDR's defaults); Western digits for Thai, Urdu (Pakistan) and Sinhala, as their shops do.
 *
 * Patterns: `{y}` year, `{M}`/`{MM}` month number (padded), `{MMM}`/`{MMMM}` short/long month name, `{d}`/`{dd}` day.
 */
export interface DateWords {
  /** Long month names, January first. */
  readonly months: readonly string[];
  /** Short month names (the picker's column, medium dates). */
  readonly monthsShort: readonly string[];
  /** The ten native digits, 0 first (absent: Western digits). */
  readonly digits?: string;
  /** Years are shown in this era: Gregorian + offset (Thai Buddhist era: 543). */
  readonly yearOffset?: number;
  /** Day, month name and year (dateStyle long/full, month 'long'). */
  readonly long: string;
  /** Day, short month name and year (dateStyle medium, month 'short'). */
  readonly medium: string;
  /** All numeric (dateStyle short, month 'numeric' / '2-digit'); its field order is the picker's column order. */
  readonly numeric: string;
  /** Month name and year, without a day. */
  readonly yearMonth: string;
  /** The Intl locale whose grouping the language's numbers use when Intl lacks the language (default 'en'). */
  readonly grouping?: string;
  /** Use these words even when Intl has data for the language. */
  readonly own?: boolean;
}

const GREGORIAN_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MALAY_SHORT = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'];
const ZH = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];
const URDU = ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'];
const NEPALI = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'];

// A plain literal (no freeze call), so a bundle that formats no date (the popup's first screen) drops it whole.
export const DATE_WORDS: Readonly<Record<string, DateWords>> = {
  en: {
    months: GREGORIAN_EN,
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: '{MMMM} {d}, {y}',
    medium: '{MMM} {d}, {y}',
    numeric: '{M}/{d}/{y}',
    yearMonth: '{MMM} {y}',
  },
  id: {
    months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
    long: '{d} {MMMM} {y}',
    medium: '{d} {MMM} {y}',
    numeric: '{d}/{M}/{y}',
    yearMonth: '{MMM} {y}',
  },
  ms: {
    months: ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'],
    monthsShort: MALAY_SHORT,
    long: '{d} {MMMM} {y}',
    medium: '{d} {MMM} {y}',
    numeric: '{d}/{M}/{y}',
    yearMonth: '{MMM} {y}',
  },
  zh: {
    months: ZH,
    monthsShort: ZH,
    long: '{y}年{M}月{d}日',
    medium: '{y}年{M}月{d}日',
    numeric: '{y}/{M}/{d}',
    yearMonth: '{y}年{M}月',
  },
  th: {
    months: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
    monthsShort: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
    yearOffset: 543,
    long: '{d} {MMMM} {y}',
    medium: '{d} {MMM} {y}',
    numeric: '{d}/{M}/{y}',
    yearMonth: '{MMM} {y}',
  },
  vi: {
    months: ['tháng 1', 'tháng 2', 'tháng 3', 'tháng 4', 'tháng 5', 'tháng 6', 'tháng 7', 'tháng 8', 'tháng 9', 'tháng 10', 'tháng 11', 'tháng 12'],
    monthsShort: ['thg 1', 'thg 2', 'thg 3', 'thg 4', 'thg 5', 'thg 6', 'thg 7', 'thg 8', 'thg 9', 'thg 10', 'thg 11', 'thg 12'],
    long: '{d} {MMMM}, {y}',
    medium: '{d} {MMM}, {y}',
    numeric: '{d}/{M}/{y}',
    yearMonth: '{MMM} {y}',
  },
  my: {
    months: ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'],
    monthsShort: ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'],
    digits: '၀၁၂၃၄၅၆၇၈၉',
    long: '{y} {MMMM} {d}',
    medium: '{y} {MMM} {d}',
    numeric: '{d}/{M}/{y}',
    yearMonth: '{y} {MMM}',
  },
  bn: {
    months: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
    monthsShort: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'],
    digits: '০১২৩৪৫৬৭৮৯',
    grouping: 'en-IN',
    long: '{d} {MMMM}, {y}',
    medium: '{d} {MMM}, {y}',
    numeric: '{d}/{M}/{y}',
    yearMonth: '{MMM} {y}',
  },
  si: {
    months: ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'],
    monthsShort: ['ජන', 'පෙබ', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'],
    long: '{y} {MMMM} {d}',
    medium: '{y} {MMM} {d}',
    numeric: '{y}-{M}-{d}',
    yearMonth: '{y} {MMM}',
    own: true,
  },
  ne: {
    months: NEPALI,
    monthsShort: NEPALI,
    digits: '०१२३४५६७८९',
    grouping: 'en-IN',
    long: '{y} {MMMM} {d}',
    medium: '{y} {MMM} {d}',
    numeric: '{y}-{MM}-{dd}',
    yearMonth: '{y} {MMM}',
  },
  ur: {
    months: URDU,
    monthsShort: URDU,
    long: '{d} {MMMM}، {y}',
    medium: '{d} {MMM}، {y}',
    numeric: '{d}/{M}/{y}',
    yearMonth: '{MMM} {y}',
  },
};
