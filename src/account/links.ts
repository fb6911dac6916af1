/**
 * Where the account menu's items go (spec §2.2, §2.3): the /user/profile sub-pages and /user/change-password on the
 * member host, the help center (/helpcenter/… of the member pages) and the policies on the main host. A host page
 * overrides any of them.
 */
import type { MemberConfig } from '../config/index.js';
import { PROFILE_PATH } from '../config/shop-pages.js';
import { PAGE_PATHS } from '../pages/routes.js';
import type { AccountLinks } from '../screens/account/account-menu.js';

export { PROFILE_PATH };

export function accountLinks(config: Pick<MemberConfig, 'hosts'>, overrides: Partial<AccountLinks> = {}): AccountLinks {
  const member = config.hosts.member.replace(/\/+$/, '');
  const main = config.hosts.main.replace(/\/+$/, '');
  const profile = (hash: string) => `${member}${PROFILE_PATH}#${hash}`;
  return {
    myAccount: profile('dashboard'),
    myProfile: profile('my-profile'),
    editProfile: profile('edit-profile'),
    email: profile('email-change'),
    mobile: profile('mobile-change'),
    // The one password change (change or set) is the member page; it comes back to the dashboard.
    password: `${member}${PAGE_PATHS['change-password']}?redirect=${encodeURIComponent(profile('dashboard'))}`,
    feedback: `${main}/helpcenter/feedback`,
    help: `${main}/helpcenter/`,
    policies: `${main}/privacy-policy/`,
    settings: profile('settings'),
    security: profile('security'),
    ...overrides,
  };
}
