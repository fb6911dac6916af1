/**
 * Account-area constants (the profile's market-specific fields). Spec §3.4 lists tax id and branch id among the
 * member form fields without saying where: here the markets whose tax invoices name them (TH: 13-digit tax id and
 * 5-digit branch; PH: TIN and branch code; VN: MST; ID: NPWP). A host changes these lists, not the screens.
 */
import type { SiteCode } from './sites.js';

export const PROFILE_TAX_ID_SITES: readonly SiteCode[] = Object.freeze(['TH', 'PH', 'VN', 'ID']);
export const PROFILE_BRANCH_ID_SITES: readonly SiteCode[] = Object.freeze(['TH', 'PH']);
/** Nickname: at most this many characters (an empty nickname shows the phone number, §2.1). */
export const NICKNAME_MAX_LENGTH = 50;
/** The messaging pin: this many digits. */
export const MESSAGING_PIN_LENGTH = 6;
/** How many recent orders the dashboard shows. */
export const DASHBOARD_ORDERS = 5;

export const profileUsesTaxId = (site: SiteCode): boolean => PROFILE_TAX_ID_SITES.includes(site);
export const profileUsesBranchId = (site: SiteCode): boolean => PROFILE_BRANCH_ID_SITES.includes(site);
