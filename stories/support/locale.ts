/**
 * The toolbar globals (site, language, environment) as typed values, and how a full flow reads them: <MemberPopup>
 * takes a language the site offers, in the site's own spelling ('en-SG'), so a language the site does not offer
 * moves the flow to the first site that does (Urdu → PK).
 */
import { resolveHosts, type Environment, type Hosts, ENVIRONMENTS } from '../../src/config/hosts.js';
import { SITES, SITE_CODES, type SiteCode } from '../../src/config/sites.js';
import { CATALOG_LANGUAGES, type CatalogLanguage } from '../../src/i18n/catalogs/index.js';
import { catalogLanguage } from '../../src/i18n/translate.js';
import type { MockOptions } from '../../src/mocks/index.js';

export interface StoryGlobals {
  readonly site: SiteCode;
  readonly language: CatalogLanguage;
  readonly environment: Environment;
}

/** `parameters.mocks`: the options of the shared handlers for a story (the hosts come from the globals). */
export type MocksParameter = Omit<MockOptions, 'hosts' | 'cookies'>;

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function readGlobals(globals: Readonly<Record<string, unknown>>): StoryGlobals {
  return {
    site: pick(globals.site, SITE_CODES, 'SG'),
    language: pick(globals.language, CATALOG_LANGUAGES, 'en'),
    environment: pick(globals.environment, ENVIRONMENTS, 'production'),
  };
}

/** The site and site-spelled language tag a full flow runs with. */
export function flowLocale({ site, language }: Pick<StoryGlobals, 'site' | 'language'>): { site: SiteCode; language: string } {
  const own = SITES[site].languages.find((tag) => catalogLanguage(tag) === language);
  if (own) return { site, language: own };
  for (const code of SITE_CODES) {
    const tag = SITES[code].languages.find((l) => catalogLanguage(l) === language);
    if (tag) return { site: code, language: tag };
  }
  return { site, language: SITES[site].languages[0]! };
}

/** The hosts of a site in an environment (`local`: this page's origin, like the reference server's demo). */
export function flowHosts(site: SiteCode, environment: Environment): Hosts {
  return resolveHosts(site, environment);
}
