/**
 * Applying Floating UI's position without a `style` attribute (strict Content-Security-Policy).
 *
 * Floating UI hands back `floatingStyles` meant for a `style={…}` prop. We never render a `style` prop: on the
 * server React would print it as a `style="…"` attribute, which `style-src` without 'unsafe-inline' refuses, and our
 * rule is simply "no style prop anywhere". What CSP does not govern is a script writing CSSOM properties
 * (`element.style.transform = …`): those are not parsed from markup, so they are allowed under a strict policy.
 * So positions are written here, from a layout effect, straight onto the element's CSSOM declaration; every other
 * visual rule lives in the stylesheet.
 */
import { useLayoutEffect, type CSSProperties } from 'react';

type StyleKey = 'position' | 'top' | 'left' | 'right' | 'bottom' | 'transform' | 'willChange';
const KEYS: readonly StyleKey[] = ['position', 'top', 'left', 'right', 'bottom', 'transform', 'willChange'];

/** CSS text for one value: numbers are pixel lengths (Floating UI's only numbers are coordinates). */
function cssValue(value: unknown): string {
  if (typeof value === 'number') return `${value}px`;
  return typeof value === 'string' ? value : '';
}

/** Writes the positioning properties through CSSOM, clearing any that disappeared since the last write. */
export function applyFloatingStyles(element: HTMLElement, styles: CSSProperties): void {
  const declaration = element.style;
  for (const key of KEYS) {
    const next = cssValue(styles[key]);
    if (declaration[key] !== next) declaration[key] = next;
  }
}

/** Keeps an element's CSSOM position in step with Floating UI's `floatingStyles` (see the note above). */
export function useFloatingStyles(element: HTMLElement | null, styles: CSSProperties): void {
  useLayoutEffect(() => {
    if (element) applyFloatingStyles(element, styles);
  }, [element, styles]);
}
