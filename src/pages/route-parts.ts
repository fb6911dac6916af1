/**
 * The catalog parts of the member pages that show texts besides the `pages` part: a lazy chunk of the pages entry
 * (member-page.tsx loads it for these routes only), so /user/login carries the `pages` part's English alone.
 */
import type { CatalogPart } from '../i18n/catalog-parts.js';
import accountPart from '../i18n/parts/account/index.js';
import lostNumberPart from '../i18n/parts/lost-number/index.js';
import pagesPart from '../i18n/parts/pages/index.js';
import socialPart from '../i18n/parts/social/index.js';
import staffPart from '../i18n/parts/staff/index.js';
import type { PartsRoute } from './member-page.js';

export const ROUTE_PARTS: Readonly<Record<PartsRoute, readonly CatalogPart<string>[]>> = {
  /** /user/change-password shows the account area's password change: its texts are in the account part. */
  'change-password': [pagesPart, accountPart],
  /** /user/lazadian's own texts are the staff part. */
  lazadian: [pagesPart, staffPart],
  /** /user/lost-number's own texts are the lost-number part. */
  'lost-number': [pagesPart, lostNumberPart],
  /** The social-login return page's (issue 25 part 3). */
  'social-login': [pagesPart, socialPart],
};
