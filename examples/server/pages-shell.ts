/**
 * The member pages of the package (`member-popup/pages`, spec §2.2 / §2.3) as served by the reference server: every
 * page path answers one HTML shell that loads the popup's two stylesheets, the pages stylesheet and the browser build
 * dist/browser/member-pages-<hash>.js (its name from the build's manifest), and mounts the page with `mountMemberPage` from a small static module
 * (public/member-pages.js). The page reads its route from the path and its parameters from the query.
 *
 * Every shell is sent under the demo's strict nonce Content-Security-Policy (no inline script or style; the nonce
 * is on every tag). The site is `?site=`, else the `hng` cookie's, else SG; the language the `hng` cookie's for it.
 */
import { STYLESHEET_VERSION } from '../../src/config/constants.js';
import { SITE_CODES } from '../../src/config/sites.js';
import { PAGE_PATHS, type PageRoute } from '../../src/pages/routes.js';
import type { RouteModule } from './app.js';
import { DIST_BASE, assetUrl, memberPageSite, newNonce, pageLanguage, sendDocument, sitePath } from './demo-pages.js';
import { browserEntryPath } from './demo-site.js';
import { html } from './page-kit.js';
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

function shell(rc: RequestContext): void {
  const site = memberPageSite(rc);
  const language = pageLanguage(rc, site);
  const nonce = newNonce();
  const home = sitePath(site);
  sendDocument(rc, {
    title: `shop.${site.code.toLowerCase()}`,
    nonce,
    head: html`<link rel="stylesheet" href="${POPUP_STYLESHEET_PATH}" nonce="${nonce}">
<link rel="stylesheet" href="${POPUP_FLOWS_STYLESHEET_PATH}" nonce="${nonce}">
<link rel="stylesheet" href="${PAGES_STYLESHEET_PATH}" nonce="${nonce}">
<script type="module" src="${assetUrl(PAGES_MOUNT_SCRIPT)}" nonce="${nonce}"></script>`,
    body: html`<header class="demo-header demo-header--plain"><div class="demo-header__bar">
<a class="demo-logo" href="${home}"><span class="demo-logo__mark" aria-hidden="true"></span><span class="demo-logo__text">shop<span class="demo-logo__tld">.${site.code.toLowerCase()}</span></span></a>
</div></header>
<div class="demo-member" id="member-page" data-site="${site.code}" data-language="${language}" data-package="${pagesBundlePath()}" data-authorize="${OAUTH_AUTHORIZE_PATH}">
<p class="demo-member__status" data-member-status role="status">Loading…</p>
<noscript><p>This page needs JavaScript. <a href="${home}">Back to home</a>.</p></noscript>
</div>`,
  });
}

export function pagesShellModule(): RouteModule {
  return ({ router }) => {
    for (const route of SHELL_ROUTES) router.add('GET', PAGE_PATHS[route], shell);
    for (const path of REGIONAL_RESET_PATHS) router.add('GET', path, shell);
  };
}
