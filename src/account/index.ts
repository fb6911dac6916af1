/**
 * member-popup/account: the account area (spec §2.2 /user/profile, §2.3 account menu and dashboard) beside the
 * popup, never in its first screen. `<AccountMenu>` / `mountAccountMenu` for a header, `<ProfilePage>` /
 * `mountProfilePage` for /user/profile, the account services and the account catalog part.
 */
export { AccountMenu, type AccountMenuProps } from './account-menu.js';
export {
  AccountMenu as AccountMenuView,
  accountMenuItems,
  displayName,
  type AccountLinks,
  type AccountMenuProps as AccountMenuViewProps,
  type AccountMenuUser,
} from '../screens/account/account-menu.js';
export { useMember, type Member, type UseMemberOptions } from '../screens/shared/use-member.js';
export { ProfilePage, type ProfilePageProps } from './profile-page.js';
export {
  mountAccountMenu,
  mountProfilePage,
  hydrateProfilePage,
  showsDashboard,
  type AccountMenuHandle,
  type AccountMenuMountOptions,
  type ProfilePageHandle,
} from './mount.js';
export { PROFILE_SECTIONS, DASHBOARD_SLOTS, DEFAULT_SECTION, sectionOf, type ProfileSection } from './profile-sections.js';
export type { SectionProps } from './sections.js';
export { lazySection, type LazySectionModule } from './lazy-section.js';
export { accountLinks, PROFILE_PATH } from './links.js';
export { ACCOUNT_USER_EVENT, announceUser, onUserChange } from './events.js';
export { saveDraft, takeDraft } from './drafts.js';
export {
  createAccountServices,
  isSessionExpired,
  ACCOUNT_PATHS,
  type AccountServices,
  type AccountUser,
  type AccountOverview,
  type OrderSummary,
  type OrderItem,
  type ProfileUpdate,
  type ContactKind,
  type IdentityProof,
} from '../api/account.js';
export { createAddressServices } from '../api/address.js';
/** The OAuth-window provider for `social` (connected accounts' "Link"); its code loads on the first use. */
export { lazyWindowSocialProvider as createWindowSocialProvider, type SocialProvider } from '../api/social-keys.js';
export { default as accountCatalog } from '../i18n/parts/account/index.js';
export type { AccountKey } from '../i18n/parts/account/en.js';
