/**
 * Times of the #security section: the day and the time of day, in the page's language and the site's time zone
 * (src/config/security.ts SITE_TIME_ZONES), through src/i18n/format.ts, whose own month names and digits cover the
 * languages Chromium's Intl lacks (my, si, ne).
 */
import { SITE_TIME_ZONES } from '../../config/security.js';
import type { SiteCode } from '../../config/sites.js';
import { formatDate } from '../../i18n/format.js';

export function formatDateTime(ms: number, language: string, site: SiteCode): string {
  const timeZone = SITE_TIME_ZONES[site];
  const day = formatDate(ms, language, { year: 'numeric', month: 'short', day: 'numeric', timeZone });
  const time = formatDate(ms, language, { hour: 'numeric', minute: '2-digit', timeZone });
  return `${day}, ${time}`;
}
