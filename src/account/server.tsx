/**
 * member-popup/account/server: renders /user/profile's dashboard on the server (issue 28 item 3): the page as the
 * browser draws it for #dashboard (its frame, the sub-pages' navigation and the heading) with the buyer's overview
 * (profile, default addresses, recent orders with their thumbnails as <img>, opt-ins), in the site's language, with
 * the same components the browser build hydrates (`hydrateProfilePage`). The markup has no inline script or style
 * (the strict CSP holds).
 *
 * Built as one Node module beside member-popup/pages/server, with the browser build's runtime inlined
 * (preact/compat; `react-dom/server` is preact-render-to-string there), so the server's markup and the browser's
 * hydration come from the same runtime (their `useId` values match). It is never part of a browser entry.
 */
import { renderToString } from 'react-dom/server';
import { parseOverview } from '../api/account.js';
import { ProfilePageRoot, prepareProfilePage, type ProfilePageProps } from './profile-page.js';
import { DEFAULT_SECTION, PROFILE_SECTIONS } from './profile-sections.js';

export interface RenderProfilePageOptions
  extends Pick<ProfilePageProps, 'site' | 'environment' | 'language' | 'texts' | 'config' | 'home' | 'url'> {
  /**
   * The signed-in buyer's overview (the account overview call's module: `{ user, orders, addresses }`), the same
   * object the page embeds for the browser (`overview` of `hydrateProfilePage`).
   */
  readonly overview: unknown;
}

/** The sub-pages' hash names (`#my-profile`, `#security`…): the dashboard is the first and the default. */
export const PROFILE_SECTION_NAMES: readonly string[] = Object.freeze(Object.keys(PROFILE_SECTIONS));
export { DEFAULT_SECTION };

/**
 * The HTML of /user/profile's dashboard, to place as the only content of the element the browser build hydrates
 * (`hydrateProfilePage(element, options)` with the same site, language, texts and overview). Rejects an overview
 * that is not one (nothing to show: serve the page without it). The catalogs of a language load once per process.
 */
export async function renderProfilePage(options: RenderProfilePageOptions): Promise<string> {
  parseOverview(options.overview);
  const props: ProfilePageProps = {
    ...options,
    // Never called on the server: the page leaves only from the browser.
    navigate: () => undefined,
  };
  const translator = await prepareProfilePage(props);
  return renderToString(<ProfilePageRoot props={props} translator={translator} section={DEFAULT_SECTION} />);
}
