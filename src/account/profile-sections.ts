/**
 * The sub-pages of /user/profile as data (spec §2.2: hash-routed; the first entry is the default): hash → its title
 * (a catalog key, chosen from the buyer where it depends on them) and its component. A wing adds a row here (the
 * address book: `'address-book': { title: …, component: AddressBookSection }`) and the dashboard's address summary
 * in DASHBOARD_SLOTS; the page, its navigation, deep links and back/forward need nothing else.
 */
import { createElement, type ComponentType } from 'react';
import type { AccountUser } from '../api/account.js';
import { DefaultAddressesView, type AddressSummaryT } from '../screens/address-book/default-addresses-view.js';
import { DashboardSection } from './dashboard-section.js';
import { lazySection } from './lazy-section.js';
import type { SectionProps } from './sections.js';

export interface ProfileSection {
  /** The heading (and document title) of the sub-page: a key of a loaded catalog part. */
  readonly title: (user: AccountUser) => string;
  readonly component: ComponentType<SectionProps>;
  /** Listed in the page's section navigation (default true). */
  readonly nav?: boolean;
}

export const DEFAULT_SECTION = 'dashboard';

/**
 * Only the dashboard is in the account entry (its first paint); every other sub-page is a lazy chunk loaded when it is
 * first shown (issue 28: the entry's weight is the dashboard's wait). sections.tsx holds the profile and contact
 * sub-pages (one chunk: they share the change machine's screens), ./address-book-page.ts the address wing's.
 */
const profileSection = (name: 'MyProfileSection' | 'EditProfileSection' | 'EmailChangeSection' | 'MobileChangeSection' | 'SettingsSection') =>
  lazySection(() => import('./sections.js').then((module) => ({ default: module[name] })));

export const PROFILE_SECTIONS: Readonly<Record<string, ProfileSection>> = {
  dashboard: { title: () => 'account.section.dashboard', component: DashboardSection },
  'my-profile': { title: () => 'account.section.myProfile', component: profileSection('MyProfileSection') },
  'edit-profile': { title: () => 'account.section.editProfile', component: profileSection('EditProfileSection') },
  'email-change': { title: (u) => (u.email ? 'account.section.emailChange' : 'account.section.emailAdd'), component: profileSection('EmailChangeSection') },
  'mobile-change': { title: (u) => (u.phone ? 'account.section.mobileChange' : 'account.section.mobileAdd'), component: profileSection('MobileChangeSection') },
  settings: { title: () => 'account.menu.settings', component: profileSection('SettingsSection') },
  security: { title: () => 'account.section.security', component: lazySection(() => import('./security/section.js')) },
  privacy: { title: () => 'account.section.privacy', component: lazySection(() => import('./privacy/section.js')) },
  // The address wing (src/screens/address-book; its catalog part is in the page's parts, see profile-page.tsx).
  'address-book': { title: () => 'address.title', component: lazySection(() => import('./address-book-page.js')) },
};

/**
 * The dashboard's address summary: the default shipping and billing addresses the overview brought (no address book
 * machine, no list call), linking to #address-book.
 */
function AddressSummary(props: SectionProps) {
  return createElement(DefaultAddressesView, {
    addresses: props.overview.addresses,
    status: 'ready',
    t: props.env.t as unknown as AddressSummaryT,
    href: props.href('address-book'),
    embedded: true,
  });
}

/** Components a wing plugs into the dashboard (the address wing: `addressSummary`, its DefaultAddressesView over the overview). */
export const DASHBOARD_SLOTS: { readonly addressSummary?: ComponentType<SectionProps> } = { addressSummary: AddressSummary };

/** The sub-page a location hash names ('#edit-profile'), else the default. */
export function sectionOf(hash: string, sections: Readonly<Record<string, ProfileSection>> = PROFILE_SECTIONS): string {
  const name = hash.replace(/^#/, '');
  return Object.prototype.hasOwnProperty.call(sections, name) ? name : DEFAULT_SECTION;
}
