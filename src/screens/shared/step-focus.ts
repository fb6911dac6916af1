/**
 * The focus rule of a step change (issue 27 #8), the popup frame's rule (popup/popup-frame.tsx) for screens that
 * host their own steps: when the step moved on and the focus went away with the old step (on <body>, or on an
 * element no longer in the page), focus goes to the step's title, else the page's. A focus the new step placed
 * itself (a field with an error, the code cells) or that the user moved elsewhere is kept. A layout effect: the move
 * lands in the commit that changed the step, on both runtimes (see popup-frame.tsx).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The title a step change focuses: the step's own (a heading with tabindex) inside, else the page's `h1`. */
function titleOf(container: HTMLElement): HTMLElement | null {
  return (
    container.querySelector<HTMLElement>(':is(h1, h2, h3)[tabindex]') ??
    container.closest('.mp-root')?.querySelector<HTMLElement>('h1[tabindex]') ??
    null
  );
}

export function useStepFocus(container: RefObject<HTMLElement | null>, step: string): void {
  const shown = useRef(step);
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const root = container.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !active.isConnected;
    if (lost) titleOf(root)?.focus();
  }, [container, step]);
}
