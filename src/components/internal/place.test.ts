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
});
