/**
 * The #dashboard sub-page of /user/profile (spec §2.3), the account entry's only section in its first paint: the
 * overview's buyer, orders and opt-ins, and the address summary slot. The other sections are lazy (sections.tsx).
 */
import { useEffect, useState } from 'react';
import { rewriteImageUrl } from '../api/image.js';
import { SITE_TIME_ZONES } from '../config/security.js';
import { formatDate, formatMoney, isolateLtr } from '../i18n/format-intl.js';
import type { formatPhone as FormatPhone } from '../i18n/phone-format.js';
import { Dashboard } from '../screens/account/dashboard.js';
import type { SectionProps } from './sections.js';

/** Dates of the account area: the day, the month's name and the year, the locale's way (src/i18n/format.ts). */
export const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

let phoneFormat: typeof FormatPhone | null = null;

/**
 * The market's phone format (libphonenumber, about 14 KB gzip) loads beside the first paint, not in front of it: until
 * it is there the mobile shows as stored (E.164, left to right), then in the market's format.
 */
function usePhoneFormat(): typeof FormatPhone | null {
  const [format, setFormat] = useState(() => phoneFormat);
  useEffect(() => {
    if (format) return;
    let live = true;
    import('../i18n/phone-format.js').then(
      (module) => {
        phoneFormat = module.formatPhone;
        if (live) setFormat(() => module.formatPhone);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [format]);
  return format;
}

export function DashboardSection(props: SectionProps) {
  const { env, t, overview } = props;
  const phone = usePhoneFormat();
  const Address = props.addressSummary;
  return (
    <Dashboard
      view={overview}
      t={t}
      href={props.href}
      onSetPromotion={props.setPromotion}
      addressSummary={Address ? <Address {...props} /> : undefined}
      imageUrl={(url, width) => rewriteImageUrl(url, { width, cdnHosts: [env.config.hosts.cdn] })}
      // In the site's time zone: the day an order was placed is the market's, and the server's render and the
      // browser's hydration write the same date wherever each runs.
      formatDate={(ms) => formatDate(ms, env.config.language, { ...LONG_DATE, timeZone: SITE_TIME_ZONES[env.config.site.code] })}
      formatMoney={(amount, currency) => formatMoney(amount, env.config.language, env.config.site, currency)}
      formatPhone={(e164) => (phone ? phone(e164, env.config.site) : isolateLtr(e164))}
    />
  );
}

