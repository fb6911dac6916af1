/**
 * The chunks Login's next action needs, fetched ahead of the idle prefetch of the other parts (issue 28 item 4). Called
 * from Login's slot (login-slot.tsx, a lazy part), so nothing of it is in the first screen:
 * - password mode: the encryption module (jsencrypt with the development key, api/rsa-engine.ts) on the first focus
 *   on or input into a password field of the popup or member page, so the submit does not wait for it;
 * - code mode: Verify's screen, the step after "Send code" (the code flow's machine loads with the switch itself).
 * Returns the stop (Login left, or the mode changed).
 */
import { SCREEN_COMPONENTS } from './popup-screens.js';

const USE_EVENTS = ['focusin', 'input'] as const;

export function prefetchNextAction(mode: 'password' | 'code'): () => void {
  if (mode === 'code') {
    const verify = SCREEN_COMPONENTS.Verify;
    if ('preload' in verify) verify.preload().catch(() => undefined);
    return () => undefined;
  }
  const use = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.type !== 'password' || !field.closest('.mp-root')) return;
    stop();
    // A failed load is the submit's to report (api/rsa.ts loads it again then).
    import('../api/rsa-engine.js').catch(() => undefined);
  };
  const stop = () => USE_EVENTS.forEach((type) => document.removeEventListener(type, use, true));
  USE_EVENTS.forEach((type) => document.addEventListener(type, use, true));
  return stop;
}
