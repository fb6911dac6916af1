/**
 * The #address-book sub-page of /user/profile, a lazy chunk (profile-sections.ts): the address wing's section (it
 * reads the page kit's environment itself), embedded: the page's h1 already says "Address book", so the section adds
 * no second heading of the same words (issue 27). Its list keeps the dashboard's default addresses current.
 */
import { createElement } from 'react';
import { AddressBookSection, type AddressBookSectionProps } from '../screens/address-book/address-book-section.js';
import type { SectionProps } from './sections.js';

export default function AddressBookPage(props: SectionProps) {
  return createElement<AddressBookSectionProps>(AddressBookSection, { embedded: true, onAddresses: props.addressesChanged });
}
