/**
 * A scroll area's own thumb (spec §9: at least SCROLLBAR_THUMB_MIN_PX tall, hidden SCROLLBAR_HIDE_DELAY_MS after the
 * last scroll), for a scroll container whose native scrollbar will not do: a floating list that is as narrow as its
 * input (the select's, §9), where a classic desktop scrollbar eats the text's room and shows even when idle.
 *
 * The container keeps scrolling natively (wheel, touch, the keyboard through its owner, scrollIntoView); only the
 * native bar is hidden (`mp-scroll-area__viewport`). This thumb mirrors the scroll position and can be dragged. It is
 * `aria-hidden`: assistive technology scrolls the container itself. Geometry is written through CSSOM (strict CSP:
 * no style attribute). Nothing shows when the content fits.
 */
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SCROLLBAR_HIDE_DELAY_MS, SCROLLBAR_THUMB_MIN_PX } from '../../config/constants.js';

export interface ScrollMetrics {
  readonly clientHeight: number;
  readonly scrollHeight: number;
  readonly scrollTop: number;
}

export interface ThumbGeometry {
  /** False when the content fits (no thumb). */
  readonly scrollable: boolean;
  /** Thumb length in px: the visible share of the track, at least the §9 minimum (and at most the track). */
  readonly size: number;
  /** Thumb offset from the track's start in px. */
  readonly offset: number;
  /** Content px scrolled per px of thumb travel (for dragging). */
  readonly ratio: number;
}

/**
 * The thumb's length and place for a container's scroll metrics, on a track of `track` px (default: the container's
 * own height; the track may be inset from the container's ends). Pure.
 */
export function thumbGeometry(
  { clientHeight, scrollHeight, scrollTop }: ScrollMetrics,
  track = clientHeight,
  minPx = SCROLLBAR_THUMB_MIN_PX,
): ThumbGeometry {
  const range = scrollHeight - clientHeight;
  if (clientHeight <= 0 || track <= 0 || range <= 0.5) return { scrollable: false, size: 0, offset: 0, ratio: 0 };
  const size = Math.min(track, Math.max(minPx, (track * clientHeight) / scrollHeight));
  const travel = track - size;
  const position = Math.min(Math.max(scrollTop, 0), range);
  return { scrollable: true, size, offset: travel > 0 ? (position / range) * travel : 0, ratio: travel > 0 ? range / travel : 0 };
}

export interface ScrollThumbProps {
  /** The scroll container (its native scrollbar hidden by the `mp-scroll-area__viewport` class). */
  readonly viewport: HTMLElement | null;
}

export function ScrollThumb({ viewport }: ScrollThumbProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  /** The track's length (inset from the container's ends by the stylesheet); the container's when not laid out. */
  const trackLength = (container: HTMLElement) => trackRef.current?.clientHeight || container.clientHeight;
  const [scrollable, setScrollable] = useState(false);
  const [visible, setVisible] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const drag = useRef<{ pointer: number; startY: number; startTop: number; ratio: number } | null>(null);

  /** Shows the thumb and hides it SCROLLBAR_HIDE_DELAY_MS after the last activity (never while dragged). */
  const wake = () => {
    setVisible(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      if (!drag.current) setVisible(false);
    }, SCROLLBAR_HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useLayoutEffect(() => {
    const thumb = thumbRef.current;
    if (!viewport || !thumb) return undefined;
    const place = () => {
      const geometry = thumbGeometry(viewport, trackLength(viewport));
      setScrollable(geometry.scrollable);
      thumb.style.blockSize = `${geometry.size}px`;
      thumb.style.transform = `translateY(${geometry.offset}px)`;
    };
    const onScroll = () => {
      place();
      wake();
    };
    place();
    viewport.addEventListener('scroll', onScroll, { passive: true });
    viewport.addEventListener('pointerenter', wake);
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resize?.observe(viewport);
    // Options come and go as the buyer types: the content's height changes without a resize of the container.
    const mutations = typeof MutationObserver === 'function' ? new MutationObserver(place) : null;
    mutations?.observe(viewport, { childList: true, subtree: true });
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      viewport.removeEventListener('pointerenter', wake);
      resize?.disconnect();
      mutations?.disconnect();
    };
    // `wake` only touches refs and state setters: the listeners need not change with it.
  }, [viewport]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!viewport || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: event.pointerId, startY: event.clientY, startTop: viewport.scrollTop, ratio: thumbGeometry(viewport, trackLength(viewport)).ratio };
    wake();
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!viewport || !current || current.pointer !== event.pointerId) return;
    viewport.scrollTop = current.startTop + (event.clientY - current.startY) * current.ratio;
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    wake();
  };

  return (
    <div ref={trackRef} className="mp-scroll-area__track" aria-hidden="true" data-scrollable={scrollable || undefined} data-visible={visible || undefined}>
      <div
        ref={thumbRef}
        className="mp-scroll-area__thumb"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
    </div>
  );
}
