/** The address book wing (account area): the #address-book sub-page and the dashboard's default addresses. */
export { AddressBookSection, type AddressBookSectionProps } from './address-book-section.js';
export { DefaultAddresses, type DefaultAddressesProps } from './default-addresses.js';
export { DefaultAddressesView, type DefaultAddressesViewProps } from './default-addresses-view.js';
export { formatAddressLines, ADDRESS_LINES } from './format.js';
export { addressPart } from '../../i18n/parts/address/index.js';
