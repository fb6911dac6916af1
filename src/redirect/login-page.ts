/**
 * The login page of spec §2.4, for pages without the popup: {member}/user/login?redirect=…, plus `mobile=1` on mobile
 * (one path and host for both; the page adapts), `hybrid=1` in the app's web view, and `spm` / `utm_*` tracking only.
 * A redirect the guard refuses (or an empty one) becomes the site's home page.
 */
import { allowedDomains, resolveHosts, type Environment, type HostOptions, type Hosts } from '../config/hosts.js';
import { getSite } from '../config/sites.js';
import { sanitizeRedirect } from './index.js';

/** The member host's login page path (spec §2.2). */
export const LOGIN_PAGE_PATH = '/user/login';
/** Tracking parameters carried to the login page. */
export const TRACKING_PARAM = /^(?:spm|utm_[a-z0-9_]+)$/i;

/** What the login page carries besides the hosts. */
export interface LoginPageTarget {
  /** The mobile login page (`mobile=1`) instead of the desktop one. */
  readonly mobile: boolean;
  /** Where to come back after login, usually `location.href`. Refused by the guard → the site's home page. */
  readonly redirect: string;
  /** The page runs inside the mobile app's hybrid web view (`hybrid=1`). */
  readonly hybrid?: boolean;
  /** `spm` and `utm_*` parameters; any other key is dropped. */
  readonly tracking?: Readonly<Record<string, string>>;
  /** Base for a relative `redirect`; default the page's address. */
  readonly base?: string;
}

export interface LoginPageOptions extends LoginPageTarget {
  /** Site code, case-insensitive ('SG', 'th', …); unknown codes fall back to SG. */
  readonly site: string;
  readonly env: Environment;
  /** Host overrides, as for `createConfig` (domains, hosts, localOrigin). */
  readonly hosts?: HostOptions;
}

export function loginPageUrl(options: LoginPageOptions): string {
  const site = getSite(options.site).code;
  return loginPageUrlFor(resolveHosts(site, options.env, options.hosts), allowedDomains(options.env, options.hosts), options);
}

/** The login page on resolved hosts (a configured popup or services object knows them already). */
export function loginPageUrlFor(hosts: Pick<Hosts, 'main' | 'member'>, domains: readonly string[], target: LoginPageTarget): string {
  const redirect = sanitizeRedirect(target.redirect, `${hosts.main}/`, domains, target.base);
  const url = new URL(LOGIN_PAGE_PATH, `${hosts.member}/`);
  const params = url.searchParams;
  params.set('redirect', redirect);
  if (target.mobile) params.set('mobile', '1');
  if (target.hybrid) params.set('hybrid', '1');
  for (const [key, value] of Object.entries(target.tracking ?? {})) {
    if (TRACKING_PARAM.test(key) && typeof value === 'string') params.set(key, value);
  }
  return url.href;
}

/** The `spm` and `utm_*` parameters of a page address. */
export function trackingParams(pageUrl: string): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    for (const [key, value] of new URL(pageUrl).searchParams) if (TRACKING_PARAM.test(key)) out[key] = value;
  } catch {
    /* no address, no tracking */
  }
  return out;
}
