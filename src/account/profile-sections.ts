/**
 * The sub-pages of /user/profile as data (spec §2.2: hash-routed; the first entry is the default): hash → its title
 * (a catalog key, chosen from the buyer where it depends on them) and its component. A wing adds a row here (the
 * address book: `'address-book': { title: …, component: AddressBookSection }`) and the dashboard's address summary
 * in DASHBOARD_SLOTS; the page, its navigation, deep links and back/forward need nothing else.
 */
import { createElement, type ComponentType } from 'react';
import type { AccountUser } from '../api/account.js';
import { AddressBookSection, DefaultAddresses, type AddressBookSectionProps } from '../screens/address-book/index.js';
import { lazySection } from './lazy-section.js';
import {
  DashboardSection,
  EditProfileSection,
  EmailChangeSection,
  MobileChangeSection,
  MyProfileSection,
  SettingsSection,
  type SectionProps,
} from './sections.js';

export interface ProfileSection {
  /** The heading (and document title) of the sub-page: a key of a loaded catalog part. */
  readonly title: (user: AccountUser) => string;
  readonly component: ComponentType<SectionProps>;
  /** Listed in the page's section navigation (default true). */
  readonly nav?: boolean;
}

export const DEFAULT_SECTION = 'dashboard';

export const PROFILE_SECTIONS: Readonly<Record<string, ProfileSection>> = {
  dashboard: { title: () => 'account.section.dashboard', component: DashboardSection },
  'my-profile': { title: () => 'account.section.myProfile', component: MyProfileSection },
  'edit-profile': { title: () => 'account.section.editProfile', component: EditProfileSection },
  'email-change': { title: (u) => (u.email ? 'account.section.emailChange' : 'account.section.emailAdd'), component: EmailChangeSection },
  'mobile-change': { title: (u) => (u.phone ? 'account.section.mobileChange' : 'account.section.mobileAdd'), component: MobileChangeSection },
  settings: { title: () => 'account.menu.settings', component: SettingsSection },
  security: { title: () => 'account.section.security', component: lazySection(() => import('./security/section.js')) },
  privacy: { title: () => 'account.section.privacy', component: lazySection(() => import('./privacy/section.js')) },
  // The address wing (src/screens/address-book; its catalog part is in the page's parts, see profile-page.tsx).
  'address-book': { title: () => 'address.title', component: AddressBookPage },
};

/**
 * The #address-book sub-page: the address wing's section (it reads the page kit's environment itself), embedded: the
 * page's h1 already says "Address book", so the section adds no second heading of the same words (issue 27).
 */
function AddressBookPage() {
  return createElement<AddressBookSectionProps>(AddressBookSection, { embedded: true });
}

/** The dashboard's address summary: the default shipping and billing addresses, linking to #address-book. */
function AddressSummary(props: SectionProps) {
  return createElement(DefaultAddresses, { href: props.href('address-book'), embedded: true });
}

/** Components a wing plugs into the dashboard (the address wing: `addressSummary: DefaultAddresses`). */
export const DASHBOARD_SLOTS: { readonly addressSummary?: ComponentType<SectionProps> } = { addressSummary: AddressSummary };

/** The sub-page a location hash names ('#edit-profile'), else the default. */
export function sectionOf(hash: string, sections: Readonly<Record<string, ProfileSection>> = PROFILE_SECTIONS): string {
  const name = hash.replace(/^#/, '');
  return Object.prototype.hasOwnProperty.call(sections, name) ? name : DEFAULT_SECTION;
}
