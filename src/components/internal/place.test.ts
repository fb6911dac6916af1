// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { place } from './place.js';

/** An element whose box is `rect` (jsdom lays nothing out). */
function box(rect: { left: number; top: number; width: number; height: number }): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ ...rect, right: rect.left + rect.width, bottom: rect.top + rect.height, x: rect.left, y: rect.top, toJSON: () => rect }) as DOMRect;
  return element;
}

describe('place', () => {
  // A 1024 × 768 viewport (jsdom lays nothing out: its root element is 0 × 0).
  beforeAll(() => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1024 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 768 });
  });
  const anchor = box({ left: 600, top: 20, width: 120, height: 40 });
  const panel = box({ left: 0, top: 0, width: 200, height: 300 });

  it('given a popover at bottom-end, lines its right edge up with the trigger\'s, below it', () => {
    expect(place(anchor, panel, 'bottom', 4, 8, 'end')).toEqual({
      side: 'bottom',
      styles: { position: 'absolute', top: 0, left: 0, transform: 'translate(520px, 64px)' },
    });
  });

  it('given bottom-start, lines the left edges up; centred by default', () => {
    expect(place(anchor, panel, 'bottom', 4, 8, 'start').styles.transform).toBe('translate(600px, 64px)');
    expect(place(anchor, panel, 'bottom', 4, 8).styles.transform).toBe('translate(560px, 64px)');
  });

  it('keeps an end-aligned panel inside the viewport and flips it above when there is no room below', () => {
    const low = box({ left: 0, top: 700, width: 40, height: 40 });
    const placed = place(low, panel, 'bottom', 4, 8, 'end');
    expect(placed.side).toBe('top');
    expect(placed.styles.transform).toBe('translate(8px, 396px)');
  });

  it('given a tooltip inside a panel that clips its overflow (the popup\'s), places it by the panel\'s edges, not the viewport\'s', () => {
    // The popup's panel: 400 × 600 at (300, 100), overflow hidden, the tooltip's offset parent. The QR icon is near
    // its top: above it there is room in the viewport but not in the panel, so the tooltip goes to its left.
    const popup = box({ left: 300, top: 100, width: 400, height: 600 });
    popup.style.overflow = 'hidden';
    document.body.append(popup);
    const tooltip = box({ left: 0, top: 0, width: 240, height: 30 });
    popup.append(tooltip);
    Object.defineProperty(tooltip, 'offsetParent', { configurable: true, value: popup });
    const icon = box({ left: 640, top: 120, width: 44, height: 44 });
    expect(place(icon, tooltip, 'top', 8, 8).side).toBe('bottom');
    const placed = place(icon, tooltip, 'left', 8, 8);
    expect(placed.side).toBe('left');
    // x: 640 - 8 - 240 = 392 in the viewport, 92 in the panel; y: centred on the icon, 127 → 27 in the panel.
    expect(placed.styles.transform).toBe('translate(92px, 27px)');
    // An icon at the panel's left edge (right to left): no room on the left inside the panel, so the right.
    expect(place(box({ left: 316, top: 120, width: 44, height: 44 }), tooltip, 'left', 8, 8).side).toBe('right');
    popup.remove();
  });
});
