/**
 * The browser entry the loader imports (rollup → dist/browser/member-popup-[hash].js; the lite runtime's
 * dist/browser/member-popup-lite-[hash].js is the same module on preact/compat). It comes in two files that download
 * side by side (issue 15): this one, the statechart core (XState, the popup's machines, the configuration, the
 * services, the translator and the English catalog), and the UI, popup-ui.ts (React, the components and the Login
 * screen; rollup names it dist/browser/chunks/<this file's name>, so the loader preloads it from this file's name
 * alone). The core is the smaller file and arrives first: it is compiled and evaluated (the root machine is built)
 * while the UI is still on the wire, instead of after it.
 *
 * Importing this entry resolves to the UI's module (`open` for the loader, `openPopup`, `createWindowSocialProvider`):
 * the entry exports `then`, so `import()` waits for the UI and fails when it cannot load (the loader then follows
 * the clicked link, as it does when this file cannot load).
 */
// What the UI needs of the core, exported here so that rollup puts those modules in this file: they arrive and run
// first, and the UI chunk imports them from it. A page never sees these names (importing the entry gives the UI's).
export { createServices } from '../api/services.js';
export { TRACK_EVENTS } from '../api/instrument.js';
export { createTracker } from '../api/tracking.js';
export { detectBridge } from '../api/bridge.js';
export { deferredSocialProvider } from '../api/social-keys.js';
export { createConfig } from '../config/index.js';
export { getCatalog } from '../i18n/catalogs/index.js';
export { createTranslator, loadTranslator } from '../i18n/translate.js';
export { createPopupHooks } from '../machines/popup-hooks.js';
export { popupMachine } from '../machines/popup.machine.js';
export { createSenders, selectView } from '../machines/view.js';

type Ui = typeof import('./popup-ui.js');

// Requested at once: by the time this file has run, the loader's modulepreload has the UI on its way (a click), or it
// runs now (intent, before the click).
let ui: Promise<Ui> | null = null;
const load = (): Promise<Ui> =>
  (ui ??= import('./popup-ui.js').catch((error: unknown) => {
    // This module keeps no failed import: the next import of the entry asks for the UI again.
    ui = null;
    throw error;
  }));
load().catch(() => undefined);

/**
 * Makes the module namespace a thenable: `await import(entry)` resolves to the UI's module (a promise adopts a
 * thenable), so whoever imports the entry gets `open` and `openPopup` once they can run, and a UI that cannot load
 * rejects that import.
 */
export function then(resolve: (ui: Ui) => void, reject: (error: unknown) => void): void {
  load().then(resolve, reject);
}
