/**
 * The login page of spec §2.4, for pages without the popup (see src/redirect/login-page.ts, which the services also
 * use when a login-required call fails with no popup present). Kept out of the loader's 2 KB bundle.
 */
export { LOGIN_PAGE_PATH, TRACKING_PARAM, loginPageUrl, type LoginPageOptions } from '../src/redirect/login-page.js';
