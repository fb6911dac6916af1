/**
 * The browser entry the loader imports (rollup → dist/browser/member-popup-[hash].js; the lite runtime's
 * dist/browser/member-popup-lite-[hash].js is the same module on preact/compat). Only what the loader calls: the
 * package's full export list lives in the ESM build and in dist/browser/member-popup-api-[hash].js, so none of it
 * weighs on the first popup screen.
 */
export { openPopup, type OpenPopupOptions, type PopupHandle } from '../popup/open-popup.js';
export { createWindowSocialProvider } from '../api/social.js';
