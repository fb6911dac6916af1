/**
 * The header's account menu as its own small browser entry (issue 28): rollup → dist/browser/member-account-menu-[hash].js
 * (React inlined) and member-account-menu-lite-[hash].js (the same module on preact/compat, for a header page with no
 * React of its own). A header fetches it only for a signed-in buyer (the user-id cookie, spec §7.1), on intent or when
 * the page is idle: a logged-out page view never downloads it. It brings the account part's texts and links the menu's
 * stylesheets itself (mountAccountMenu); the whole account area stays in member-account-<hash>.js.
 */
export { mountAccountMenu } from '../account/mount-menu.js';
