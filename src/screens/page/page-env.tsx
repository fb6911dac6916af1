/**
 * What every member page and account-area section gets from its entry (`member-popup/pages`, `member-popup/account`):
 * the configuration, the translator of its catalog parts, the popup's services, the member client for the wing's
 * own services, the page's query and sanitized redirect, and the one way to leave the page.
 *
 * A page's machines receive `services` (and the wing's services built from `member`) as input; a screen reads the
 * environment with `usePageEnv()` for texts and navigation only. Nothing here does I/O by itself.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { MemberClient } from '../../api/member.js';
import type { Services } from '../../api/services.js';
import type { MemberConfig } from '../../config/index.js';
import type { CatalogPart } from '../../i18n/catalog-parts.js';
import type { MessageKey } from '../../i18n/catalogs/en.js';
import type { TextOverrides } from '../../i18n/texts.js';
import type { Translator } from '../../i18n/translate.js';

export interface PageEnv<K extends string = MessageKey> {
  readonly config: MemberConfig;
  readonly t: Translator<K | MessageKey>;
  /** The popup's services (login, codes, reset, current user, logout, …). */
  readonly services: Services;
  /** The member HTTP client: a wing builds its own services on `member.call(…)`. */
  readonly member: MemberClient;
  /** The page address's query parameters (type, email, …). */
  readonly query: URLSearchParams;
  /**
   * The page address's fragment parameters: where flow tokens travel (`#token=…`, `#deletionCancelToken=…`), as the
   * fragment is never sent to a server nor in a Referer (src/redirect/fragment.ts).
   */
  readonly fragment: URLSearchParams;
  /** The page's `redirect` parameter through the redirect guard; the site's home page when absent or refused. */
  readonly redirect: string;
  /** The page's own address (what a login redirect or a verify URL brings the buyer back to). */
  readonly pageUrl: string;
  /** The catalog parts the page's translator reads (a lazy section adds its own over them, src/account/lazy-section.tsx). */
  readonly parts: readonly CatalogPart<string>[];
  /** The integrator's text overrides (the entry's `texts` option). */
  readonly texts?: TextOverrides | undefined;
  /** Leaves the page for `url` through the redirect guard (a refused URL goes to the site's home page). */
  navigate(url: string): void;
}

const PageEnvContext = createContext<PageEnv<string> | null>(null);

export function PageEnvProvider<K extends string>({ env, children }: { env: PageEnv<K>; children: ReactNode }) {
  return <PageEnvContext.Provider value={env as unknown as PageEnv<string>}>{children}</PageEnvContext.Provider>;
}

/** The page environment; throws outside a page entry (a programming error, not a runtime state). */
export function usePageEnv<K extends string = MessageKey>(): PageEnv<K> {
  const env = useContext(PageEnvContext);
  if (!env) throw new Error('usePageEnv: no page environment (render inside <PageRoot>)');
  return env as unknown as PageEnv<K>;
}
