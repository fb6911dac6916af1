/**
 * Phone numbers per market with libphonenumber-js (the well-kept port of Google's libphonenumber), through its `core`
 * entry and metadata cut to the eleven sites' countries (src/i18n/phone-metadata.ts, written by
 * scripts/phone-metadata.mjs: about 1.6 KB gzip instead of the 19 KB of the full "min" metadata). Its own module so a
 * bundle can load it later (the account dashboard, issue 28); format.ts re-exports it.
 */
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { getSite, type Site, type SiteCode } from '../config/sites.js';
import { isolateLtr } from './bidi.js';
import metadata from './phone-metadata.js';

const PHONE_METADATA = metadata as unknown as MetadataJson;

/**
 * A phone number written the market's way: international format with the country code ("+65 9123 4567",
 * "+63 917 123 4567") for a number libphonenumber can parse for the site's country; anything else with a digit (a
 * masked number such as "+65 ****4567", a number of another country the metadata lacks) as given. Always left to
 * right, isolated (U+2066 … U+2069): in Urdu text a number otherwise reads reversed ("1234567 300 92+"), and the
 * isolate travels with the text into messages, attributes and templates alike (issue 27 #7). Every screen that shows
 * a phone number shows it through here.
 */
export function formatPhone(value: string, site: Site | SiteCode): string {
  if (typeof value !== 'string' || !/\d/.test(value)) return value;
  if (value.includes('*')) return isolateLtr(value);
  const country = (typeof site === 'string' ? getSite(site) : site).code as CountryCode;
  try {
    const phone = parsePhoneNumberFromString(value, country, PHONE_METADATA);
    return isolateLtr(phone?.isPossible() ? phone.formatInternational() : value);
  } catch {
    return isolateLtr(value);
  }
}
