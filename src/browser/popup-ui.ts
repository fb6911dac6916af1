/**
 * The popup's UI in the browser: React (or preact/compat), the components and the Login screen, and what the loader
 * calls (`open`, see loader-open.ts) and `openPopup` for pages that import the entry themselves: the package's full
 * export list lives in the ESM build and in dist/browser/member-popup-api-[hash].js, so none of it weighs on the first
 * popup screen. The browser entry, popup.ts, loads it beside the statechart core (as dist/browser/chunks/<the
 * entry's file name>, issue 15).
 */
import { lazyWindowSocialProvider } from '../api/social-keys.js';
import { openPopupNow, type OpenPopupOptions } from '../popup/open-popup.js';
import { scheduleWarmUp } from '../popup/warm-up.js';
import { loaderOpener } from './loader-open.js';

export { openPopup, type OpenPopupOptions, type PopupHandle } from '../popup/open-popup.js';
/** The OAuth-window provider (api/social.ts) for the loader's `data-social-authorize`; its code loads on the first sign-in. */
export const createWindowSocialProvider = lazyWindowSocialProvider;
let opened = false;
/** What the loader calls (loader/boot.ts): `open(dataset, site, staging, options, closed)` (loader-open.ts). */
export const open = loaderOpener((options: OpenPopupOptions) => {
  opened = true;
  // Called from the loader's click (a promise callback, outside React): the first render is synchronous.
  return openPopupNow(options);
}, createWindowSocialProvider);
// The loader imports the entry (and so this UI) on intent, before the click: the click's code runs once at the next
// idle moment, on throw-away objects with no visible or network effect (warm-up.tsx), unless the popup opened first (a
// cold click).
scheduleWarmUp(() => opened);
