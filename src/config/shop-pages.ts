/**
 * The shop's own pages a flow sends the buyer to (spec §2.1 ResetPassword's success view: shopping, cart, wishlist,
 * account). Production, pre and test: the main host's home, the cart host, the wishlist of the my host, and the
 * package's account area (/user/profile#dashboard on the member host, like the account menu's "My account").
 *
 * `local` (the reference server: every host is its one origin) has no separate hosts, so the shop's pages are the
 * reference server's demo shop of the site, `/demo/<site>[/cart|/wishlist]` (examples/server/demo-pages.ts); without
 * this the shortcuts led out of the demo (its start page, a 404).
 */
import type { Environment, Hosts } from './hosts.js';
import type { SiteCode } from './sites.js';

export type ShopPage = 'shopping' | 'cart' | 'wishlist' | 'account';

/** The account area's page on the member host (spec §2.2). */
export const PROFILE_PATH = '/user/profile';

/** The path of the reference server's demo shop for a site (local environment). */
export const localShopPath = (site: SiteCode, rest = '') => `/demo/${site.toLowerCase()}${rest}`;

export function shopPageUrl(config: { env: Environment; site: { code: SiteCode }; hosts: Hosts }, page: ShopPage): string {
  const { hosts } = config;
  if (page === 'account') return `${hosts.member}${PROFILE_PATH}#dashboard`;
  if (config.env === 'local') {
    const rest = page === 'cart' ? '/cart' : page === 'wishlist' ? '/wishlist' : '';
    return `${hosts.main}${localShopPath(config.site.code, rest)}`;
  }
  switch (page) {
    case 'shopping':
      return hosts.main;
    case 'cart':
      return hosts.cart;
    case 'wishlist':
      return `${hosts.my}/wishlist`;
  }
}
