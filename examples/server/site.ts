/**
 * Which country site a request is for. Member calls carry no site field, so the server reads, in order:
 *
 * 1. for a phone: its own "+<country code>" (or "00<country code>"), then the `phonePrefixCode` field;
 * 2. the gateway's `x-i18n-regionid` header (the client always sends it);
 * 3. the `hng` cookie (`SITE|language`, spec §3.1);
 * 4. the default site, SG.
 *
 * A source that is present but names no site (an unknown region id, prefix or site code) is a malformed request:
 * 400 PL-SITE-UNKNOWN. Phones are then checked with src/validation (normalizePhone, validatePhone,
 * formatPhoneE164) and stored in E.164.
 */
import { HNG_COOKIE } from '../../src/config/cookies.js';
import { DEFAULT_SITE, SITES, SITE_CODES, getSite, isSiteCode, type Site } from '../../src/config/sites.js';
import { formatPhoneE164 } from '../../src/validation/phone.js';
import { RequestError, SITE_UNKNOWN } from './errors.js';
import { headerValue, type RequestContext } from './http.js';

export const REGION_HEADER = 'x-i18n-regionid';

const siteUnknown = (what: string) => new RequestError(400, SITE_UNKNOWN, `${what} names no known site.`);

/** Sites by phone code, longest code first (so "880" is tried before "88"). */
const BY_PHONE_CODE = [...SITE_CODES].map((code) => SITES[code]).sort((a, b) => b.phoneCode.length - a.phoneCode.length);

export function siteByPhoneCode(code: string): Site | undefined {
  return BY_PHONE_CODE.find((site) => site.phoneCode === code);
}

/** The site whose country code starts an international phone ("+65 9123 4567", "0065…"), if any. */
function siteOfInternationalPhone(phone: string): Site | undefined | 'unknown' {
  const compact = phone.replace(/[\s\-\u2010-\u2015.()]/gu, '');
  const match = /^(?:\+|00)(\d+)$/.exec(compact);
  if (!match) return undefined;
  const digits = match[1]!;
  return BY_PHONE_CODE.find((site) => digits.startsWith(site.phoneCode)) ?? 'unknown';
}

/** The site of the request itself: region header, then hng cookie, then SG. */
export function requestSite(rc: RequestContext): Site {
  const region = headerValue(rc.req, REGION_HEADER);
  if (region !== undefined && region.trim() !== '') {
    const site = SITE_CODES.map((code) => SITES[code]).find((s) => String(s.regionId) === region.trim());
    if (!site) throw siteUnknown(`The ${REGION_HEADER} header`);
    return site;
  }
  const hng = rc.cookies.get(HNG_COOKIE);
  if (hng !== undefined && hng.trim() !== '') {
    const code = (hng.split('|')[0] ?? '').trim().toUpperCase();
    if (!isSiteCode(code)) throw siteUnknown(`The ${HNG_COOKIE} cookie`);
    return SITES[code];
  }
  return getSite(DEFAULT_SITE);
}

/** The site a phone belongs to (see the module comment). */
export function phoneSite(rc: RequestContext, phone: string, phonePrefixCode?: string): Site {
  const international = siteOfInternationalPhone(phone);
  if (international === 'unknown') throw siteUnknown('The phone number’s country code');
  if (international) return international;
  if (phonePrefixCode !== undefined) {
    const site = siteByPhoneCode(phonePrefixCode.replace(/^\+/, '').trim());
    if (!site) throw siteUnknown('The field "phonePrefixCode"');
    return site;
  }
  return requestSite(rc);
}

/** The E.164 form of a valid mobile number of the phone's site, else null (the caller answers PL-USER-PHONE-INVALID). */
export function e164(rc: RequestContext, phone: string, phonePrefixCode?: string): { site: Site; phone: string | null } {
  const site = phoneSite(rc, phone, phonePrefixCode);
  return { site, phone: formatPhoneE164(phone, site) };
}

/** The E.164 form of a valid mobile number of its site, else null (also for a number of no known site). */
export function e164OrNull(rc: RequestContext, phone: string): string | null {
  try {
    return e164(rc, phone).phone;
  } catch {
    return null;
  }
}
