/**
 * member-popup/pages/server: renders a member page's first screen on the server (issue 28 item 2), for /user/login,
 * /user/register and /user/forget-password, in the site's language, with React's server renderer and the same
 * components the browser build hydrates (`hydrateMemberPage`). The markup has no inline script or style (the strict
 * CSP holds); its forms never submit by themselves (method="dialog": a password only leaves the page
 * RSA-encrypted by the hydrated page).
 *
 * Built as one Node module with the browser build's runtime inlined (preact/compat; `react-dom/server` is
 * preact-render-to-string there), so the server's markup and the browser's hydration come from the same runtime
 * (their `useId` values match). It is never part of a browser entry.
 */
import { renderToString } from 'react-dom/server';
import type { CookieStore } from '../config/cookies.js';
import { prepareFirstScreen, RENDERED_ROUTES, isRenderedRoute, type RenderedRoute } from './first-screen.js';
import { MemberPageRoot, type MemberPageProps } from './member-page.js';

export { RENDERED_ROUTES, isRenderedRoute, type RenderedRoute };

export interface RenderMemberPageOptions
  extends Pick<MemberPageProps, 'site' | 'environment' | 'language' | 'texts' | 'config' | 'home'> {
  readonly route: RenderedRoute;
  /** The page's absolute address (its query: redirect, type…). */
  readonly url: string;
  /**
   * The request's Cookie header: /user/login for a buyer who may be signed in (the user-id cookie) renders the
   * check's busy status, as the browser does, instead of the form.
   */
  readonly cookie?: string;
}

/** A read-only cookie store over a Cookie header (the server never writes the page's cookies). */
function requestCookies(header: string | undefined): CookieStore {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (values.has(name)) continue;
    try {
      values.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      values.set(name, pair.slice(at + 1).trim());
    }
  }
  return { get: (name) => values.get(name), set: () => undefined, remove: () => undefined };
}

/**
 * The HTML of the page's first screen, to place as the only content of the element the browser build hydrates
 * (`hydrateMemberPage(element, options)` with the same site, language and texts). The catalogs of a language load
 * once per process; later renders in that language find them at hand.
 */
export async function renderMemberPage(options: RenderMemberPageOptions): Promise<string> {
  const { route, cookie, ...rest } = options;
  if (!isRenderedRoute(route)) throw new Error(`renderMemberPage: ${String(route)} is not a server-rendered page`);
  const props: MemberPageProps = {
    ...rest,
    route,
    config: { ...options.config, cookies: requestCookies(cookie) },
    // Never called on the server: the page leaves only from the browser.
    navigate: () => undefined,
  };
  const translator = await prepareFirstScreen(props);
  return renderToString(<MemberPageRoot props={props} translator={translator} />);
}
