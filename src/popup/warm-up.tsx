/**
 * The click's code, run once before the click (issue 15). The loader imports the browser entry on intent (pointer over,
 * focus or touch start on a swapped link); the entry then asks for `warmUp` at the next idle moment. It runs what the
 * click runs first, on throw-away objects: the configuration, services and machine input (`createPopupSetup`), the
 * popup machine's actor (created, never started: no invoke, no request, no event), its view, and a render of the Login
 * screen into a detached element with the built-in English texts, unmounted at once. The click then runs code that
 * V8 has already compiled to baseline code with warm inline caches, and React's and the machine's first-call paths
 * are behind it.
 *
 * Nothing leaves a trace: no request (the services are created, never called), no tracking event (a tracker that
 * drops everything), no DOM in the document (the element is never attached, so nothing reaches the accessibility
 * tree and nothing is laid out), no focus change, no global. A visitor who never clicks loses only that idle time.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { createTranslator } from '../i18n/translate.js';
import { popupMachine } from '../machines/popup.machine.js';
import { POPUP_SYSTEM_ID } from '../machines/shared.js';
import { createSenders, selectView } from '../machines/view.js';
import { LoginScreen } from '../screens/login/index.js';
import { createPopupSetup } from './member-popup.js';

/** A tracker that drops every event (the warm-up's services and machine never report anything). */
const silent = { track: () => undefined };

/** Runs the click's first code once on throw-away objects (see the module comment); never throws. */
export function warmUp(): void {
  try {
    // A staging environment: the same code as production's, without the production-only development-key warning
    // (printed once per page: the click's own configuration must be the one to print it).
    const setup = createPopupSetup({ environment: 'test', tracker: silent, navigate: () => undefined });
    const actor = createActor(popupMachine, { input: setup.input, systemId: POPUP_SYSTEM_ID });
    const view = selectView(actor.getSnapshot());
    const senders = createSenders(actor);
    const t = createTranslator(setup.config.language);
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(<LoginScreen view={view} senders={senders} t={t} titleId="mp-warm-up-title" />));
    root.unmount();
  } catch {
    /* a warm-up is only an optimisation: the click runs the same code and reports its own errors */
  }
}

/**
 * Asks for `warmUp` at the next idle moment (a timer where there is no requestIdleCallback), unless `opened()` says a
 * popup opened meanwhile: a click that imported the entry itself is not slowed down by it.
 */
export function scheduleWarmUp(opened: () => boolean, warm: () => void = warmUp): void {
  const run = () => {
    if (!opened()) warm();
  };
  if (typeof window === 'undefined') return;
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 0);
}
