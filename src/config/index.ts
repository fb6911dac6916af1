/**
 * One resolved configuration object that every client and screen receives. Built once per popup from the host
 * page's options; pure (reads cookies only through the store it is given).
 */
import { readHng, matchSiteLanguage, browserCookies, type CookieStore } from './cookies.js';
import {
  allowedDomains,
  resolveHosts,
  siteDomain,
  type Environment,
  type HostOptions,
  type Hosts,
  ENVIRONMENTS,
} from './hosts.js';
import { getSite, type Site, DEFAULT_SITE } from './sites.js';
import { checkConfigOptions } from './dev.js';

/**
 * The RSA-2048 public key the login password is encrypted with when the config names none: the reference server's
 * development key (dev-key.ts). Production pages pass the marketplace's key as `rsaPublicKey`.
 */
export { DEFAULT_RSA_PUBLIC_KEY } from './dev-key.js';
import { DEFAULT_RSA_PUBLIC_KEY } from './dev-key.js';

/** Gateway app keys per environment (pre-production uses the production key). Placeholders until configured. */
export const DEFAULT_APP_KEYS: Readonly<Record<'test' | 'production', string>> = Object.freeze({
  test: '4272',
  production: '24677475',
});

/** Partner wallets and apps recognised in the user agent, sent as the gateway's entrance header. */
export const DEFAULT_PARTNERS: readonly string[] = Object.freeze([
  'GCash',
  'Maya',
  'DANA',
  'OVO',
  'TrueMoney',
  'TNGDigital',
  'MoMo',
  'bKash',
]);

export interface MemberConfigOptions extends HostOptions {
  /** Site code (case-insensitive); default SG. */
  site?: string;
  env?: Environment;
  /** Explicit language; else the `hng` cookie's, else the site's default. */
  language?: string;
  rsaPublicKey?: string;
  appKeys?: Partial<Record<'test' | 'production', string>>;
  partners?: readonly string[];
  /** Extra domains (and their subdomains) allowed as redirect targets. */
  extraAllowedDomains?: readonly string[];
  cookies?: CookieStore;
}

export interface MemberConfig {
  readonly site: Site;
  readonly env: Environment;
  /** One of the site's languages. */
  readonly language: string;
  readonly hosts: Hosts;
  readonly groceryHosts: Hosts;
  /** The site's registrable domain in this environment (cookie domain). */
  readonly domain: string;
  readonly allowedDomains: readonly string[];
  /**
   * The key passwords are encrypted with; absent: the development key (DEFAULT_RSA_PUBLIC_KEY), which arrives with
   * the encryption module (api/rsa.ts), so a popup's first screen carries no key it may never use.
   */
  readonly rsaPublicKey?: string;
  readonly appKey: string;
  readonly partners: readonly string[];
  readonly cookies: CookieStore;
  readonly hostOptions: HostOptions;
}

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/** Explicit option, else the `hng` cookie (when it names this site), else the site default. */
export function resolveLanguage(site: Site, explicit?: string, cookies: CookieStore = browserCookies): string {
  const fromOption = matchSiteLanguage(site, explicit);
  if (fromOption) return fromOption;
  const hng = readHng(cookies, site.code);
  if (hng.site === site.code) return hng.language;
  return site.languages[0]!;
}

let warnedDevKey = false;

/**
 * True when a production config would encrypt passwords with the development key, whose private half is
 * committed to the repository (issue 12 finding 5). createConfig warns once per page about it.
 */
export function usesDevelopmentKey(config: Pick<MemberConfig, 'env' | 'rsaPublicKey'>): boolean {
  const key = config.rsaPublicKey?.replace(/\s+/g, '');
  return config.env === 'production' && (!key || key === DEFAULT_RSA_PUBLIC_KEY.replace(/\s+/g, ''));
}

export function createConfig(options: MemberConfigOptions = {}): MemberConfig {
  const site = getSite(options.site ?? DEFAULT_SITE);
  checkConfigOptions(options, site);
  const env: Environment = isEnvironment(options.env) ? options.env : 'production';
  const cookies = options.cookies ?? browserCookies;
  const hostOptions: HostOptions = {
    domains: options.domains,
    groceryLabel: options.groceryLabel,
    hosts: options.hosts,
    localOrigin: options.localOrigin,
  };
  const appKeys = { ...DEFAULT_APP_KEYS, ...options.appKeys };
  const rsaPublicKey = options.rsaPublicKey;
  // Warned here: a production config with no key of its own. One that passes the development key by name is warned
  // when a password is first encrypted (api/rsa.ts: the key arrives with jsencrypt, not with the first screen).
  if (!warnedDevKey && env === 'production' && !rsaPublicKey) {
    warnedDevKey = true;
    console.warn('[member-popup] SECURITY: no rsaPublicKey in a production config: passwords use the development key, whose private key is public.');
  }
  return Object.freeze({
    site,
    env,
    language: resolveLanguage(site, options.language, cookies),
    hosts: resolveHosts(site.code, env, hostOptions),
    groceryHosts: resolveHosts(site.code, env, hostOptions, 'grocery'),
    domain: siteDomain(site.code, env, hostOptions),
    allowedDomains: Object.freeze([
      ...allowedDomains(env, hostOptions),
      ...(options.extraAllowedDomains ?? []).map((d) => d.toLowerCase()),
    ]),
    rsaPublicKey,
    appKey: env === 'test' ? appKeys.test : appKeys.production,
    partners: options.partners ?? DEFAULT_PARTNERS,
    cookies,
    hostOptions,
  });
}

export * from './constants.js';
export * from './sites.js';
export * from './hosts.js';
export * from './cookies.js';
export * from './experiments.js';
export * from './in-app-browsers.js';
