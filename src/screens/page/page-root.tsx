/**
 * `<PageRoot>`: what a page entry (`mountMemberPage`, `mountProfilePage`, …) renders around a page. It builds the
 * configuration, the member client and the popup's services once, loads the translator of the page's catalog parts
 * (nothing is rendered, so nothing takes focus, until the language's texts are there), reads the query and the
 * guarded redirect, and provides all of it as the `PageEnv` (see page-env.tsx).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { MemberClient } from '../../api/member.js';
import { createLazyMemberClient, createServices, type Services } from '../../api/services.js';
import type { SocialProvider } from '../../api/social.js';
import { createConfig, type Environment, type MemberConfig, type MemberConfigOptions, type SiteCode } from '../../config/index.js';
import { loadPartTranslator, type CatalogPart } from '../../i18n/catalog-parts.js';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import { useColorScheme, type ColorScheme } from '../../components/internal/color-scheme.js';
import { checkTexts, type TextOverrides } from '../../i18n/texts.js';
import type { Translator } from '../../i18n/translate.js';
import { fragmentParams } from '../../redirect/fragment.js';
import { sanitizeRedirect } from '../../redirect/index.js';
import { PageEnvProvider, type PageEnv } from './page-env.js';

export interface PageRootOptions {
  /** Site code ('SG', 'MY', …); default SG. */
  readonly site?: SiteCode;
  readonly environment?: Environment;
  readonly language?: string;
  /** Your own wording for any text, by catalog language (docs/texts.md); it wins over the built-in catalogs. */
  readonly texts?: TextOverrides;
  /** 'dark', 'light', or 'auto' (the reader's prefers-color-scheme, followed live); default: the page's data-mp-theme. */
  readonly colorScheme?: ColorScheme;
  /** More configuration options (hosts, domains, cookies, RSA key, …). */
  readonly config?: Omit<MemberConfigOptions, 'site' | 'env' | 'language'>;
  /** Replaces the member client (tests, the app bridge). */
  readonly member?: MemberClient;
  /** Replaces the popup's services (tests, stories). */
  readonly services?: Services;
  /** Replaces the social sign-in provider (when the services are built here). */
  readonly social?: SocialProvider;
  /**
   * The marketplace's home page (absolute, or a path on the main host): where "Back to home" leads, and a page that
   * ends with no redirect (or a refused one) leaves for. Default: the main host's root. (A login's refused redirect
   * goes to the account dashboard, as in the popup.)
   */
  readonly home?: string;
  /** The page's address; default `location.href`. */
  readonly url?: string;
  /** Replaces how the page is left (default `location.assign`); it receives a URL the redirect guard allowed. */
  readonly navigate?: (url: string) => void;
}

/** The site's home page: where a refused or missing redirect goes. */
export const homeUrl = (config: MemberConfig): string => `${config.hosts.main.replace(/\/+$/, '')}/`;

/** The environment of a page, built once; null until the translator of `parts` is loaded. */
export function usePageEnvSetup<K extends string>(
  options: PageRootOptions,
  parts: readonly CatalogPart<K>[],
  /** The translator of `parts` already loaded (a server render, a hydration): the first render has the texts. */
  initial?: Translator<K | MessageKey>,
): PageEnv<K> | null {
  const [base] = useState(() => {
    checkTexts(options.texts);
    const config = createConfig({ ...options.config, site: options.site, env: options.environment, language: options.language });
    const member = options.member ?? createLazyMemberClient(config);
    const services =
      options.services ?? createServices(config, { member, ...(options.social ? { social: options.social } : {}) });
    const home = new URL(options.home ?? '/', homeUrl(config)).href;
    const pageUrl = options.url ?? (typeof location === 'undefined' ? home : location.href);
    const parsed = new URL(pageUrl, home);
    const guard = (url: string) => sanitizeRedirect(url, home, config.allowedDomains, pageUrl);
    // Spec §7.1: get-current-user writes the user-id cookie. A member page that logged the buyer in (login, verify,
    // restore, reset) has a session but no cookie yet, and the page it goes back to shows its header's account from
    // that cookie alone (issue 28): the cookie is brought up to date before the page is left.
    const leave =
      options.navigate ??
      ((url: string) => void services.currentUser().catch(() => null).then(() => window.location.assign(url)));
    return {
      config,
      member,
      services,
      pageUrl,
      query: parsed.searchParams,
      fragment: fragmentParams(parsed.href),
      redirect: guard(parsed.searchParams.get('redirect') ?? ''),
      navigate: (url: string) => leave(guard(url)),
    };
  });
  const [t, setT] = useState<Translator<K | MessageKey> | null>(() => initial ?? null);
  const [texts] = useState(() => options.texts);
  const tag = base.config.language;
  useEffect(() => {
    if (initial) return undefined;
    let live = true;
    void loadPartTranslator(tag, parts, texts).then((translator) => {
      if (live) setT(() => translator);
    });
    return () => {
      live = false;
    };
    // The parts of a page are fixed for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  return t ? { ...base, t, parts: parts as readonly CatalogPart<string>[], texts } : null;
}

export function PageRoot<K extends string>(props: {
  options: PageRootOptions;
  parts: readonly CatalogPart<K>[];
  /** The parts' translator, loaded before the first render (server rendering and hydration, src/pages/first-screen.ts). */
  translator?: Translator<K | MessageKey>;
  children: (env: PageEnv<K>) => ReactNode;
}) {
  const env = usePageEnvSetup(props.options, props.parts, props.translator);
  const theme = useColorScheme(props.options.colorScheme);
  if (!env) return null;
  const page = <PageEnvProvider env={env}>{props.children(env)}</PageEnvProvider>;
  // The dark tokens key on an ancestor's data-mp-theme (the page's own root is drawn by each page's layout).
  return theme ? <div className="mp-theme" data-mp-theme={theme}>{page}</div> : page;
}
