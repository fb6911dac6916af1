/**
 * The login page of spec §2.4, for pages without the popup: {member}/user/login?redirect=…, plus `mobile=1` on mobile
 * (one path and host for both; the page adapts), `hybrid=1` in the app's web view, and `spm` / `utm_*` tracking only.
 * A redirect the guard refuses (or an empty one) becomes the site's home page. Kept out of the loader's 2 KB bundle.
 */
import { allowedDomains, resolveHosts, type Environment, type HostOptions } from '../src/config/hosts.js';
import { getSite } from '../src/config/sites.js';
import { sanitizeRedirect } from '../src/redirect/index.js';

/** The member host's login page path (spec §2.2). */
export const LOGIN_PAGE_PATH = '/user/login';
/** Tracking parameters carried to the login page. */
export const TRACKING_PARAM = /^(?:spm|utm_[a-z0-9_]+)$/i;

export interface LoginPageOptions {
  /** Site code, case-insensitive ('SG', 'th', …); unknown codes fall back to SG. */
  readonly site: string;
  readonly env: Environment;
  /** The mobile login page (`mobile=1`) instead of the desktop one. */
  readonly mobile: boolean;
  /** Where to come back after login, usually `location.href`. Refused by the guard → the site's home page. */
  readonly redirect: string;
  /** The page runs inside the mobile app's hybrid web view (`hybrid=1`). */
  readonly hybrid?: boolean;
  /** `spm` and `utm_*` parameters; any other key is dropped. */
  readonly tracking?: Readonly<Record<string, string>>;
  /** Host overrides, as for `createConfig` (domains, hosts, localOrigin). */
  readonly hosts?: HostOptions;
  /** Base for a relative `redirect`; default the page's address. */
  readonly base?: string;
}

export function loginPageUrl(options: LoginPageOptions): string {
  const site = getSite(options.site).code;
  const hosts = resolveHosts(site, options.env, options.hosts);
  const redirect = sanitizeRedirect(options.redirect, `${hosts.main}/`, allowedDomains(options.env, options.hosts), options.base);
  const url = new URL(LOGIN_PAGE_PATH, `${hosts.member}/`);
  const params = url.searchParams;
  params.set('redirect', redirect);
  if (options.mobile) params.set('mobile', '1');
  if (options.hybrid) params.set('hybrid', '1');
  for (const [key, value] of Object.entries(options.tracking ?? {})) {
    if (TRACKING_PARAM.test(key) && typeof value === 'string') params.set(key, value);
  }
  return url.href;
}
