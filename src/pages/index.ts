/**
 * member-popup/pages: the member pages of spec §2.2 and §2.3 as a package entry (ESM with React as a peer, and the
 * browser build dist/browser/member-pages-<hash>.js on the lite runtime, preact/compat). `mountMemberPage(element, options)` renders a
 * page into an element and returns a handle with `unmount()`; `<MemberPage route>` is the same page as a React
 * component. The page's route comes from `location.pathname` unless given; its parameters (redirect, token, type)
 * from the query, through the redirect guard.
 */
export { mountMemberPage, hydrateMemberPage, type MountMemberPageOptions, type MemberPageHandle } from './mount.js';
export { MemberPage, type MemberPageProps } from './member-page.js';
export { PAGE_PATHS, PAGE_ROUTES, REGIONAL_RESET_PATH, matchRoute, isPageRoute, type PageRoute } from './routes.js';
// The social providers' code (the OAuth window, the same-tab redirect) loads on the first sign-in, as in the account
// entry: Login's first screen does not carry it (issue 28).
export { lazyWindowSocialProvider as createWindowSocialProvider, lazyFakeSocialProvider as createFakeSocialProvider } from '../api/social-keys.js';
export type { SocialProvider } from '../api/social.js';
