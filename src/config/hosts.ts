/**
 * Host resolution per site, environment and brand (spec §2.2). The only module that knows what a domain looks like:
 * every other module asks `resolveHosts` or `allowedDomains`. A host page overrides domains or whole hosts through
 * `createConfig` (see config/index.ts).
 */
import { SITE_CODES, type SiteCode } from './sites.js';

/** `local`: every host is one origin (the reference server's), so the demo runs on one port. */
export type Environment = 'test' | 'pre' | 'production' | 'local';
export const ENVIRONMENTS: readonly Environment[] = Object.freeze(['test', 'pre', 'production', 'local']);

export type HostKind = 'main' | 'member' | 'my' | 'cart' | 'checkout' | 'gateway' | 'cdn';
export type Brand = 'main' | 'grocery';

/** Origins (scheme + host, no trailing slash) for one site, environment and brand. */
export type Hosts = Readonly<Record<HostKind, string>>;

export interface HostOptions {
  /** Brand domain per site. */
  readonly domains?: Partial<Record<SiteCode, string>>;
  /** Label that marks the grocery brand's my/cart/member/checkout hosts. */
  readonly groceryLabel?: string;
  /** Whole origins that replace the computed ones (e.g. a local reference server), for every site. */
  readonly hosts?: Partial<Record<HostKind, string>>;
  /** The `local` environment's single origin; default the page's own origin (else http://127.0.0.1:8080). */
  readonly localOrigin?: string;
}

const DEFAULT_LOCAL_ORIGIN = 'http://127.0.0.1:8080';

/** The origin every host has in the `local` environment. */
export function localOrigin(options: HostOptions = {}): string {
  const origin = options.localOrigin ?? globalThis.location?.origin;
  return (origin && origin !== 'null' ? origin : DEFAULT_LOCAL_ORIGIN).replace(/\/+$/, '');
}

export const DEFAULT_DOMAINS: Readonly<Record<SiteCode, string>> = Object.freeze({
  SG: 'shop.sg',
  MY: 'shop.com.my',
  PH: 'shop.com.ph',
  TH: 'shop.co.th',
  ID: 'shop.co.id',
  VN: 'shop.vn',
  PK: 'shop.pk',
  BD: 'shop.com.bd',
  LK: 'shop.lk',
  MM: 'shop.com.mm',
  NP: 'shop.com.np',
});

export const DEFAULT_GROCERY_LABEL = 'grocery';

const HOST_LABELS: Readonly<Record<HostKind, string>> = Object.freeze({
  main: 'www',
  member: 'member',
  my: 'my',
  cart: 'cart',
  checkout: 'checkout',
  gateway: 'acs',
  cdn: 'cdn',
});

/** The grocery brand has its own variant of exactly these hosts. */
export const GROCERY_HOST_KINDS: readonly HostKind[] = Object.freeze(['my', 'cart', 'member', 'checkout']);

/** Per environment: the host name for a label on a domain. Pre-production hosts are marked with "pre-". */
const HOST_NAME: Readonly<Record<Exclude<Environment, 'local'>, (label: string, domain: string) => string>> = Object.freeze({
  production: (label, domain) => `${label}.${domain}`,
  pre: (label, domain) => `pre-${label}.${domain}`,
  test: (label, domain) => `${label}.${domain}.test`,
});

/** The registrable domain a site uses in an environment (test hosts live under the reserved `.test` TLD). */
export function siteDomain(site: SiteCode, env: Environment, options: HostOptions = {}): string {
  if (env === 'local') return new URL(localOrigin(options)).hostname;
  const domain = options.domains?.[site] ?? DEFAULT_DOMAINS[site];
  return env === 'test' ? `${domain}.test` : domain;
}

export function resolveHosts(
  site: SiteCode,
  env: Environment,
  options: HostOptions = {},
  brand: Brand = 'main',
): Hosts {
  const domain = options.domains?.[site] ?? DEFAULT_DOMAINS[site];
  const grocery = options.groceryLabel ?? DEFAULT_GROCERY_LABEL;
  const out = {} as Record<HostKind, string>;
  for (const kind of Object.keys(HOST_LABELS) as HostKind[]) {
    const override = options.hosts?.[kind];
    if (override) {
      out[kind] = override.replace(/\/+$/, '');
      continue;
    }
    if (env === 'local') {
      out[kind] = localOrigin(options);
      continue;
    }
    const base = HOST_LABELS[kind];
    const label = brand === 'grocery' && GROCERY_HOST_KINDS.includes(kind) ? `${base}-${grocery}` : base;
    out[kind] = `https://${HOST_NAME[env](label, domain)}`;
  }
  return Object.freeze(out);
}

/**
 * The company's own registrable domains for an environment: every site's brand domain (which also covers the
 * grocery hosts, being subdomains), plus the hosts of any override. Used as the redirect guard's default list.
 */
export function allowedDomains(env: Environment, options: HostOptions = {}): string[] {
  const list = new Set<string>();
  for (const code of SITE_CODES) list.add(siteDomain(code, env === 'local' ? 'production' : env, options));
  if (env === 'local') list.add(siteDomain('SG', 'local', options));
  for (const origin of Object.values(options.hosts ?? {})) {
    try {
      if (origin) list.add(new URL(origin).hostname);
    } catch {
      /* a malformed override adds nothing */
    }
  }
  return [...list];
}
