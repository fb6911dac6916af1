/**
 * Positions a floating element next to its anchor: the preferred side, flipped to the opposite side when it does
 * not fit in the box it can be seen in (clipBox), lined up with the anchor's centre, start or end, and shifted along that side to stay
 * `padding` px inside it. What the popup's tooltip and the popover need from a positioning library in a few lines (no
 * library in the first popup screen or in the header's account menu). The result is
 * written through CSSOM (floating-styles.ts), never as a style attribute (strict CSP).
 */
import type { CSSProperties } from 'react';

export type Side = 'top' | 'bottom' | 'left' | 'right';
/** Where along its side the floating element lines up with the anchor: centred, or at its start or end edge. */
export type Align = 'center' | 'start' | 'end';
const OPPOSITE: Readonly<Record<Side, Side>> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

export interface Placed {
  readonly side: Side;
  readonly styles: CSSProperties;
}

const clamp = (value: number, min: number, max: number): number => Math.max(min, Math.min(value, max));

/**
 * The box `floating` can be seen in: the viewport cut by each ancestor from its containing block up that clips its
 * overflow (the popup's panel), not the viewport alone: a tooltip placed by the viewport ran out of the panel.
 */
function clipBox(floating: HTMLElement): { t: number; l: number; r: number; b: number } {
  const root = floating.ownerDocument.documentElement;
  const box = { t: 0, l: 0, r: root.clientWidth, b: root.clientHeight };
  for (let el = floating.offsetParent; el && el !== root; el = el.parentElement) {
    if (!/hidden|auto|scroll|clip/.test(getComputedStyle(el).overflow)) continue;
    const c = el.getBoundingClientRect();
    box.t = Math.max(box.t, c.top);
    box.l = Math.max(box.l, c.left);
    box.r = Math.min(box.r, c.right);
    box.b = Math.min(box.b, c.bottom);
  }
  return box;
}

/** Where `floating` goes (absolute, in its offset parent's coordinates) to sit `gap` px from `anchor`. */
export function place(anchor: Element, floating: HTMLElement, preferred: Side, gap: number, padding: number, align: Align = 'center'): Placed {
  const a = anchor.getBoundingClientRect();
  const f = floating.getBoundingClientRect();
  const { t, l, r, b } = clipBox(floating);
  const fits: Readonly<Record<Side, boolean>> = {
    top: a.top - gap - f.height >= t + padding,
    bottom: a.bottom + gap + f.height <= b - padding,
    left: a.left - gap - f.width >= l + padding,
    right: a.right + gap + f.width <= r - padding,
  };
  const side = fits[preferred] || !fits[OPPOSITE[preferred]] ? preferred : OPPOSITE[preferred];
  const vertical = side === 'top' || side === 'bottom';
  const along = (start: number, size: number, own: number) => (align === 'start' ? start : align === 'end' ? start + size - own : start + size / 2 - own / 2);
  let x = vertical ? clamp(along(a.left, a.width, f.width), l + padding, r - padding - f.width) : side === 'left' ? a.left - gap - f.width : a.right + gap;
  let y = vertical ? (side === 'top' ? a.top - gap - f.height : a.bottom + gap) : clamp(along(a.top, a.height, f.height), t + padding, b - padding - f.height);
  // Viewport coordinates → the offset parent's (the element is absolutely positioned).
  const parent = floating.offsetParent;
  if (parent) {
    const p = parent.getBoundingClientRect();
    x += parent.scrollLeft - p.left - parent.clientLeft;
    y += parent.scrollTop - p.top - parent.clientTop;
  }
  return { side, styles: { position: 'absolute', top: 0, left: 0, transform: `translate(${Math.round(x)}px, ${Math.round(y)}px)` } };
}
