/** The eleven country sites (spec §1, §3.1). Pure data; domains live in hosts.ts. */

export type SiteCode = 'SG' | 'MY' | 'PH' | 'TH' | 'ID' | 'VN' | 'PK' | 'BD' | 'LK' | 'MM' | 'NP';

/** "voyager" markets share one address-form layout; the others use the classic layout. */
export type AddressLayout = 'voyager' | 'classic';

export interface Site {
  readonly code: SiteCode;
  /** ISO 3166 numeric id, used as the gateway region id and in the long `hng` cookie. */
  readonly regionId: number;
  readonly currency: string;
  /** Languages offered on the site, default first (BCP 47 tags as the site spells them). */
  readonly languages: readonly string[];
  /** Phone country calling code, without "+". */
  readonly phoneCode: string;
  readonly addressLayout: AddressLayout;
  /** Whether the site carries full regional data (the six core markets). */
  readonly full: boolean;
}

const site = (
  code: SiteCode,
  regionId: number,
  currency: string,
  languages: string[],
  phoneCode: string,
  addressLayout: AddressLayout,
  full: boolean,
): Site => Object.freeze({ code, regionId, currency, languages: Object.freeze(languages), phoneCode, addressLayout, full });

export const SITES: Readonly<Record<SiteCode, Site>> = Object.freeze({
  SG: site('SG', 702, 'SGD', ['en-SG', 'zh'], '65', 'voyager', true),
  MY: site('MY', 458, 'MYR', ['en-MY', 'ms', 'zh'], '60', 'voyager', true),
  PH: site('PH', 608, 'PHP', ['en-PH'], '63', 'voyager', true),
  TH: site('TH', 764, 'THB', ['th', 'en'], '66', 'voyager', true),
  ID: site('ID', 360, 'IDR', ['id', 'en'], '62', 'voyager', true),
  VN: site('VN', 704, 'VND', ['vi', 'en'], '84', 'voyager', true),
  PK: site('PK', 586, 'PKR', ['en', 'ur'], '92', 'classic', false),
  BD: site('BD', 50, 'BDT', ['en', 'bn'], '880', 'classic', false),
  LK: site('LK', 144, 'LKR', ['en', 'si'], '94', 'classic', false),
  MM: site('MM', 104, 'MMK', ['my', 'en'], '95', 'classic', false),
  NP: site('NP', 524, 'NPR', ['en', 'ne'], '977', 'classic', false),
});

export const SITE_CODES = Object.freeze(Object.keys(SITES) as SiteCode[]);
export const DEFAULT_SITE: SiteCode = 'SG';

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SITES, value);
}

/** The site for a code (case-insensitive); unknown or missing codes give the default site. */
export function getSite(code?: string | null): Site {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return isSiteCode(upper) ? SITES[upper] : SITES[DEFAULT_SITE];
}
