/**
 * Cookies through js-cookie behind a small store interface (tests and the reference server pass their own jar).
 * Reading never throws: a malformed value falls back to the site default.
 */
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE_DAYS } from './constants.js';
import { getSite, isSiteCode, type Site, type SiteCode } from './sites.js';

export interface CookieAttributes {
  expires?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: CookieAttributes): void;
}

export const HNG_COOKIE = 'hng';
export const USER_ID_COOKIE = 'member_uid';

/** The browser's cookies (js-cookie). Safe outside a browser: reads give undefined, writes do nothing. */
export const browserCookies: CookieStore = {
  get(name) {
    if (typeof document === 'undefined') return undefined;
    try {
      return Cookies.get(name);
    } catch {
      return undefined;
    }
  },
  set(name, value, attributes) {
    if (typeof document !== 'undefined') Cookies.set(name, value, attributes);
  },
  remove(name, attributes) {
    if (typeof document !== 'undefined') Cookies.remove(name, attributes);
  },
};

/** A cookie domain that covers the brand domain when the page is on it, else a host-only cookie. */
export function cookieDomainFor(hostname: string | undefined, domain: string): string | undefined {
  if (!hostname) return undefined;
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? `.${domain}` : undefined;
}

export interface HngValue {
  site: SiteCode;
  /** One of the site's languages. */
  language: string;
}

/** Matches a language against the site's list, case-insensitively; returns the site's spelling. */
export function matchSiteLanguage(site: Site, language: string | undefined | null): string | undefined {
  if (!language) return undefined;
  const want = language.trim().toLowerCase();
  return site.languages.find((l) => l.toLowerCase() === want);
}

/**
 * Parses `SITE|language` or the long form `SITE|language|CURRENCY|regionId`. Anything malformed (unknown site,
 * a language the site does not offer, a long form whose currency or region id contradicts the site) gives null.
 */
export function parseHng(raw: string | undefined | null): HngValue | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 64) return null;
  const parts = raw.split('|');
  if (parts.length !== 2 && parts.length !== 4) return null;
  const code = parts[0]!.trim().toUpperCase();
  if (!isSiteCode(code)) return null;
  const site = getSite(code);
  const language = matchSiteLanguage(site, parts[1]);
  if (!language) return null;
  if (parts.length === 4 && (parts[2] !== site.currency || parts[3] !== String(site.regionId))) return null;
  return { site: site.code, language };
}

export function formatHng(value: HngValue, long = false): string {
  const site = getSite(value.site);
  const base = `${site.code}|${value.language}`;
  return long ? `${base}|${site.currency}|${site.regionId}` : base;
}

/** The `hng` cookie's value, or the given site's default when missing or malformed. */
export function readHng(store: CookieStore = browserCookies, fallbackSite: SiteCode | string = 'SG'): HngValue {
  let parsed: HngValue | null = null;
  try {
    parsed = parseHng(store.get(HNG_COOKIE));
  } catch {
    parsed = null;
  }
  if (parsed) return parsed;
  const site = getSite(fallbackSite);
  return { site: site.code, language: site.languages[0]! };
}

export function writeHng(
  value: HngValue,
  options: { long?: boolean; domain?: string; store?: CookieStore } = {},
): void {
  (options.store ?? browserCookies).set(HNG_COOKIE, formatHng(value, options.long), {
    expires: LANGUAGE_COOKIE_DAYS,
    path: '/',
    domain: options.domain,
    sameSite: 'lax',
  });
}

/** The signed-in user's id from its cookie: digits or an opaque token of safe characters, else undefined. */
export function readUserId(store: CookieStore = browserCookies): string | undefined {
  let raw: string | undefined;
  try {
    raw = store.get(USER_ID_COOKIE);
  } catch {
    return undefined;
  }
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : undefined;
}

export function writeUserId(userId: string, options: { domain?: string; store?: CookieStore } = {}): void {
  (options.store ?? browserCookies).set(USER_ID_COOKIE, userId, { path: '/', domain: options.domain, sameSite: 'lax' });
}

export function clearUserId(options: { domain?: string; store?: CookieStore } = {}): void {
  (options.store ?? browserCookies).remove(USER_ID_COOKIE, { path: '/', domain: options.domain });
}

/** A cookie store backed by a Map that callers may read and write directly (`values`). */
export interface MemoryCookies extends CookieStore {
  readonly values: Map<string, string>;
}

/** An in-memory store: for server-side rendering, tests, and hosts without document.cookie. */
export function createMemoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}
