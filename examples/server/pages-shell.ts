/**
 * The member pages of the package (`member-popup/pages`, spec §2.2 / §2.3) as served by the reference server: every
 * page path answers one HTML shell that loads the popup's two stylesheets, the pages stylesheet and the browser build
 * dist/browser/member-pages-<hash>.js (its name from the build's manifest), and mounts the page with `mountMemberPage` from a small static module
 * (public/member-pages.js). The page reads its route from the path and its parameters from the query. The bundle is
 * preloaded (modulepreload) beside the mount module: it does not wait for that module to arrive and import it.
 *
 * Every shell is sent under the demo's strict nonce Content-Security-Policy (no inline script or style; the nonce
 * is on every tag). The site is `?site=`, else the `hng` cookie's, else SG; the language the `hng` cookie's for it.
 *
 * /user/login, /user/register and /user/forget-password come server-rendered (issue 28 item 2): the package's
 * `renderMemberPage` (member-popup/pages/server, dist/server/member-pages-server.js) writes the first screen into
 * the page element (`data-rendered`), and the mount module hydrates it (`hydrateMemberPage`). Without that build
 * (an unbuilt tree) they are shells like the others.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STYLESHEET_VERSION } from '../../src/config/constants.js';
import { SITE_CODES, type Site } from '../../src/config/sites.js';
import { PAGE_PATHS, type PageRoute } from '../../src/pages/routes.js';
import type { RouteModule } from './app.js';
import { DIST_BASE, assetUrl, memberPageSite, newNonce, pageLanguage, requestOrigin, sendDocument, sitePath } from './demo-pages.js';
import { DEFAULT_DIST_DIR, browserEntryPath, versionedDistUrl } from './demo-site.js';
import { SafeHtml, html } from './page-kit.js';
import { OAUTH_AUTHORIZE_PATH } from './oauth-provider.js';
import type { RequestContext } from './http.js';

/** The pages entry's content-hashed browser build (dist/browser/manifest.json), cached for a year (issue 28). */
export const pagesBundlePath = (): string => `${DIST_BASE}/${browserEntryPath('member-pages')}`;
export const PAGES_STYLESHEET_PATH = `${DIST_BASE}/styles/member-pages-${STYLESHEET_VERSION}.css`;
export const POPUP_STYLESHEET_PATH = `${DIST_BASE}/styles/member-popup-${STYLESHEET_VERSION}.css`;
/** The popup's second sheet (its lazy screens and widgets: passcode input, date picker, sign-up…): a page shows them at once. */
export const POPUP_FLOWS_STYLESHEET_PATH = `${DIST_BASE}/styles/member-popup-flows-${STYLESHEET_VERSION}.css`;
/** The static module that mounts the page (served by demo-pages.ts from public/). */
export const PAGES_MOUNT_SCRIPT = 'member-pages.js';

/** The package pages this server serves (the others of PAGE_PATHS are still the server's own, member-pages.ts). */
export const SHELL_ROUTES: readonly PageRoute[] = Object.freeze([
  'login',
  'register',
  'forget-password',
  'reset-password',
  'change-password',
  'logout',
  'guest-register',
  'link-expired',
  'verify',
  'trusted-device',
  'close-account-register-fail',
  'account-restore',
  'account-auth',
  'grocery-merge',
  'lazadian',
  'lost-number',
  'social-login',
]);

/** The regional reset-password paths of every site (spec §2.2), and their pre-production test variants. */
export const REGIONAL_RESET_PATHS: readonly string[] = Object.freeze(
  SITE_CODES.flatMap((code) => [`/${code.toLowerCase()}/member/reset-password`, `/${code.toLowerCase()}/member/reset-password-test`]),
);

type RenderMemberPage = typeof import('../../src/pages/server.js').renderMemberPage;
type RenderedRoute = Parameters<RenderMemberPage>[0]['route'];

/** The pages the server renders (member-popup/pages/server's RENDERED_ROUTES). */
const RENDERED: readonly PageRoute[] = ['login', 'register', 'forget-password'] satisfies readonly RenderedRoute[];
const isRendered = (route: PageRoute | null): route is RenderedRoute => route !== null && RENDERED.includes(route);

/**
 * One of the package's built server renderers (dist/server/<file>: the runtime the browser build hydrates with),
 * loaded once; null when unbuilt or when it fails to load (the page is then served unrendered).
 */
export function builtServerModule<M>(distDir: string, file: string): () => Promise<M | null> {
  let loaded: Promise<M | null> | undefined;
  return () => {
    const path = join(distDir, 'server', file);
    loaded ??= existsSync(path)
      ? import(pathToFileURL(path).href).then(
          (module: M) => module,
          (error: unknown) => {
            console.error(`${file}: the server renderer failed to load`, error);
            return null;
          },
        )
      : Promise.resolve(null);
    return loaded;
  };
}

/** The member pages' header: the site's logo, leading to its home page (the help center wears it too). */
export function plainHeader(site: Site): SafeHtml {
  return html`<header class="demo-header demo-header--plain"><div class="demo-header__bar">
<a class="demo-logo" href="${sitePath(site)}"><span class="demo-logo__mark" aria-hidden="true"></span><span class="demo-logo__text">shop<span class="demo-logo__tld">.${site.code.toLowerCase()}</span></span></a>
</div></header>`;
}

/**
 * What both server renderers (the member pages' and /user/profile's) are given about the request: the site, its
 * language, the local environment with the page's own origin as its hosts (the browser reads it from location, so
 * the hydration matches), where "Back to home" leads, and the page's address.
 */
export function serverRenderBase(rc: RequestContext, site: Site, language: string, home: string) {
  const origin = requestOrigin(rc);
  return {
    site: site.code,
    language,
    environment: 'local' as const,
    config: { localOrigin: origin },
    home,
    url: `${origin}${rc.url.pathname}${rc.url.search}`,
  };
}

async function shell(rc: RequestContext, route: PageRoute | null, render: () => Promise<RenderMemberPage | null>): Promise<void> {
  const site = memberPageSite(rc);
  const language = pageLanguage(rc, site);
  const nonce = newNonce();
  const home = sitePath(site);
  const renderer = isRendered(route) ? await render() : null;
  const rendered =
    renderer && isRendered(route)
      ? await renderer({ ...serverRenderBase(rc, site, language, home), route, cookie: rc.req.headers.cookie }).catch((error: unknown) => {
          console.error('pages shell: the page could not be rendered on the server', error);
          return null;
        })
      : null;
  const content = rendered
    ? new SafeHtml(rendered)
    : html`<p class="demo-member__status" data-member-status role="status">Loading…</p>
<noscript><p>This page needs JavaScript. <a href="${home}">Back to home</a>.</p></noscript>`;
  sendDocument(rc, {
    title: `shop.${site.code.toLowerCase()}`,
    nonce,
    head: html`<link rel="stylesheet" href="${versionedDistUrl(POPUP_STYLESHEET_PATH)}" nonce="${nonce}">
<link rel="stylesheet" href="${versionedDistUrl(POPUP_FLOWS_STYLESHEET_PATH)}" nonce="${nonce}">
<link rel="stylesheet" href="${versionedDistUrl(PAGES_STYLESHEET_PATH)}" nonce="${nonce}">
<script type="module" src="${assetUrl(PAGES_MOUNT_SCRIPT)}" nonce="${nonce}"></script>
<link rel="modulepreload" href="${pagesBundlePath()}" nonce="${nonce}">`,
    body: html`${plainHeader(site)}
<div class="demo-member" id="member-page" data-site="${site.code}" data-language="${language}" data-package="${pagesBundlePath()}" data-authorize="${OAUTH_AUTHORIZE_PATH}" data-home="${home}"${rendered ? html` data-rendered=""` : ''}>${content}</div>`,
  });
}

export function pagesShellModule(options: { distDir?: string } = {}): RouteModule {
  const server = builtServerModule<{ renderMemberPage: RenderMemberPage }>(options.distDir ?? DEFAULT_DIST_DIR, 'member-pages-server.js');
  const render = () => server().then((module) => module?.renderMemberPage ?? null);
  return ({ router }) => {
    for (const route of SHELL_ROUTES) router.add('GET', PAGE_PATHS[route], (rc) => shell(rc, route, render));
    for (const path of REGIONAL_RESET_PATHS) router.add('GET', path, (rc) => shell(rc, null, render));
  };
}
