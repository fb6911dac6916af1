/**
 * The #security section's numbers and the sites' time zones (issue 24): how often the sessions list refreshes
 * while it is on screen, and the zone each site's dates and times are shown in (a shopper reads the time of a
 * sign-in in the market's time, wherever the browser's clock is set).
 */
import type { SiteCode } from './sites.js';

/** The sessions list refreshes this often while the page is visible (and at once when it becomes visible again). */
export const SESSIONS_REFRESH_MS = 30_000;

/** Each site's time zone (IANA). */
export const SITE_TIME_ZONES: Readonly<Record<SiteCode, string>> = Object.freeze({
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  PH: 'Asia/Manila',
  TH: 'Asia/Bangkok',
  ID: 'Asia/Jakarta',
  VN: 'Asia/Ho_Chi_Minh',
  PK: 'Asia/Karachi',
  BD: 'Asia/Dhaka',
  LK: 'Asia/Colombo',
  MM: 'Asia/Yangon',
  NP: 'Asia/Kathmandu',
});
