/**
 * Focus trap for modal surfaces: the dialog, and the popup frame itself.
 *
 * While `active`: focus moves in (the `initialFocus` element, else the first tabbable element, else the container,
 * which then needs tabIndex={-1}); Tab and Shift+Tab cycle inside; focus that escapes (a click outside, a script)
 * is brought back; Escape calls `onEscape`. When it ends, focus returns to the element that had it before (the
 * opener), unless the user has since put focus somewhere else outside.
 *
 * Traps nest: only the most recently activated one acts, so a dialog inside the trapped popup frame owns Tab and
 * Escape until it closes, and then the frame's trap takes over again.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { canFocus, getTabbables } from '../internal/tabbable.js';

export interface FocusTrapOptions {
  /** Where focus goes first: an element ref or a function returning one (default: first tabbable, else the container). */
  initialFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);
  /** Return focus to the opener when the trap ends (default true). */
  restoreFocus?: boolean;
  /** Escape pressed while this trap is the active one and nothing inside handled it (called before default). */
  onEscape?: (event: KeyboardEvent) => void;
}

/** Active traps, innermost last. Plain data: nothing here touches the DOM at module load. */
const traps: HTMLElement[] = [];

const isTop = (container: HTMLElement) => traps[traps.length - 1] === container;

function focusElement(element: HTMLElement): void {
  try {
    element.focus({ preventScroll: true });
  } catch {
    element.focus();
  }
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const doc = container.ownerDocument;
    const opener = doc.activeElement as HTMLElement | null;
    let lastInside: HTMLElement | null = null;

    traps.push(container);

    const firstTarget = (): HTMLElement => {
      const { initialFocus } = optionsRef.current;
      const wanted = typeof initialFocus === 'function' ? initialFocus() : initialFocus?.current;
      if (wanted && container.contains(wanted)) return wanted;
      return getTabbables(container)[0] ?? container;
    };

    if (!container.contains(doc.activeElement)) focusElement(firstTarget());
    if (container.contains(doc.activeElement)) lastInside = doc.activeElement as HTMLElement;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isTop(container)) return;
      if (event.key === 'Escape') {
        optionsRef.current.onEscape?.(event);
        return;
      }
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabbables = getTabbables(container);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const current = doc.activeElement;
      if (!first || !last) {
        event.preventDefault();
        focusElement(container);
        return;
      }
      const inside = current instanceof Node && container.contains(current);
      if (event.shiftKey && (!inside || current === first || current === container)) {
        event.preventDefault();
        focusElement(last);
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        focusElement(first);
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isTop(container)) return;
      const target = event.target;
      if (target instanceof Node && container.contains(target)) {
        lastInside = target as HTMLElement;
        return;
      }
      focusElement(lastInside && lastInside.isConnected && container.contains(lastInside) ? lastInside : firstTarget());
    };

    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);

    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const index = traps.lastIndexOf(container);
      if (index >= 0) traps.splice(index, 1);
      if (optionsRef.current.restoreFocus === false || !canFocus(opener)) return;
      const current = doc.activeElement;
      // Focus still inside (or lost with the removed content): give it back. Focus the user put elsewhere stays.
      if (!current || current === doc.body || container.contains(current) || !current.isConnected) focusElement(opener);
    };
  }, [active, ref]);
}
