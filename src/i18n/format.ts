/**
 * Formatting per locale: numbers, money in the site's currency, dates and the date picker's column order with Intl
 * (format-intl.ts), phone numbers per market with libphonenumber-js (phone-format.ts). Every function takes the BCP 47
 * tag the texts are in (`Translator.lang`, or the site's language tag) and never throws.
 */
export * from './format-intl.js';
export { formatPhone } from './phone-format.js';
