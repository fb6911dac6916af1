// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLLBAR_HIDE_DELAY_MS, SCROLLBAR_THUMB_MIN_PX } from '../../config/constants.js';
import { ScrollThumb, thumbGeometry } from './index.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('thumbGeometry (§9: thumb at least 20 px)', () => {
  it('given content that fits, then there is no thumb', () => {
    expect(thumbGeometry({ clientHeight: 256, scrollHeight: 256, scrollTop: 0 }).scrollable).toBe(false);
    expect(thumbGeometry({ clientHeight: 0, scrollHeight: 100, scrollTop: 0 }).scrollable).toBe(false);
  });

  it('given twice the content, then the thumb is half the track and travels the other half', () => {
    expect(thumbGeometry({ clientHeight: 200, scrollHeight: 400, scrollTop: 0 })).toEqual({ scrollable: true, size: 100, offset: 0, ratio: 2 });
    expect(thumbGeometry({ clientHeight: 200, scrollHeight: 400, scrollTop: 200 }).offset).toBe(100);
    expect(thumbGeometry({ clientHeight: 200, scrollHeight: 400, scrollTop: 100 }).offset).toBe(50);
  });

  it('given a very long list, then the thumb keeps the §9 minimum and still reaches the end', () => {
    const end = thumbGeometry({ clientHeight: 256, scrollHeight: 24 * 5000, scrollTop: 24 * 5000 - 256 });
    expect(end.size).toBe(SCROLLBAR_THUMB_MIN_PX);
    expect(end.offset).toBeCloseTo(256 - SCROLLBAR_THUMB_MIN_PX);
  });

  it('given a track inset from the container ends, then the thumb fills and travels the track, not the container', () => {
    const end = thumbGeometry({ clientHeight: 200, scrollHeight: 400, scrollTop: 200 }, 192);
    expect(end.size).toBe(96);
    expect(end.offset + end.size).toBe(192);
  });

  it('given an overscrolled position (elastic scrolling), then the thumb stays inside the track', () => {
    expect(thumbGeometry({ clientHeight: 200, scrollHeight: 400, scrollTop: -30 }).offset).toBe(0);
    expect(thumbGeometry({ clientHeight: 200, scrollHeight: 400, scrollTop: 999 }).offset).toBe(100);
  });
});

/** A container with layout metrics jsdom does not compute. */
function metrics(element: HTMLElement, clientHeight: number, scrollHeight: number) {
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
}

function Area({ height = 100, content = 400 }: { height?: number; content?: number }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  return (
    <div className="mp-scroll-area">
      <div
        className="mp-scroll-area__viewport"
        data-testid="viewport"
        ref={(element) => {
          if (element) metrics(element, height, content);
          setViewport(element);
        }}
      />
      <ScrollThumb viewport={viewport} />
    </div>
  );
}

describe('ScrollThumb', () => {
  it('given scrollable content, then the thumb is sized and placed through CSSOM (no style attribute in markup) and hidden from assistive technology', () => {
    const { container, getByTestId } = render(<Area />);
    const track = container.querySelector<HTMLElement>('.mp-scroll-area__track')!;
    const thumb = container.querySelector<HTMLElement>('.mp-scroll-area__thumb')!;
    expect(track.hasAttribute('data-scrollable')).toBe(true);
    expect(track.getAttribute('aria-hidden')).toBe('true');
    expect(thumb.style.blockSize).toBe('25px');
    const viewport = getByTestId('viewport');
    viewport.scrollTop = 300;
    fireEvent.scroll(viewport);
    expect(thumb.style.transform).toBe('translateY(75px)');
  });

  it('given content that fits, then no thumb shows', () => {
    const { container } = render(<Area content={100} />);
    expect(container.querySelector<HTMLElement>('.mp-scroll-area__track')!.hasAttribute('data-scrollable')).toBe(false);
  });

  it('given a scroll, then the thumb shows, and hides SCROLLBAR_HIDE_DELAY_MS after the last one', () => {
    vi.useFakeTimers();
    const { container, getByTestId } = render(<Area />);
    const track = container.querySelector<HTMLElement>('.mp-scroll-area__track')!;
    expect(track.hasAttribute('data-visible')).toBe(false);
    fireEvent.scroll(getByTestId('viewport'));
    expect(track.hasAttribute('data-visible')).toBe(true);
    act(() => vi.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS - 1));
    fireEvent.scroll(getByTestId('viewport'));
    act(() => vi.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS - 1));
    expect(track.hasAttribute('data-visible')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(track.hasAttribute('data-visible')).toBe(false);
  });

  it('given a drag of the thumb, then the container scrolls by the thumb travel times the content ratio, and the thumb stays while held', () => {
    vi.useFakeTimers();
    const { container, getByTestId } = render(<Area />);
    const thumb = container.querySelector<HTMLElement>('.mp-scroll-area__thumb')!;
    const viewport = getByTestId('viewport');
    fireEvent.pointerDown(thumb, { button: 0, pointerId: 1, clientY: 10 });
    fireEvent.pointerMove(thumb, { pointerId: 1, clientY: 30 });
    // 100 px visible of 400: the thumb (25 px) travels 75 px for 300 px of content: 4 px per px.
    expect(viewport.scrollTop).toBe(80);
    act(() => vi.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS * 2));
    expect(container.querySelector('.mp-scroll-area__track')!.hasAttribute('data-visible')).toBe(true);
    fireEvent.pointerUp(thumb, { pointerId: 1 });
    act(() => vi.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS));
    expect(container.querySelector('.mp-scroll-area__track')!.hasAttribute('data-visible')).toBe(false);
  });
});
