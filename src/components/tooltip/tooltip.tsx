/**
 * Tooltip: shown while its anchor is hovered or focused, and whenever `open` is true (the popup's QR hint is opened
 * by the machine 1 s after opening, for 3 s). `role="tooltip"`; the anchor is described by it (aria-describedby)
 * while it is shown. The pointer may move onto the tooltip without closing it (it closes
 * POPUP_HOVER_LEAVE_DELAY_MS after the pointer left both), and Escape closes a hover/focus tooltip (WCAG 1.4.13).
 *
 * Positioned by ../internal/place.ts (no positioning library in the first popup screen), written through CSSOM,
 * never a `style` prop (strict CSP): see ../internal/floating-styles.ts.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import { POPUP_HOVER_LEAVE_DELAY_MS, POPUP_OFFSET_PX } from '../../config/constants.js';
import { anchorRef, cloneAnchor, joinIds, onlyAnchor } from '../internal/anchor.js';
import { composeEventHandlers, cx } from '../internal/compose-event-handlers.js';
import { applyFloatingStyles } from '../internal/floating-styles.js';
import { place, type Side } from '../internal/place.js';

export interface TooltipProps {
  /** The tooltip text (already translated). */
  content: ReactNode;
  /** The anchor: one element that can hold focus (a button, a link). */
  children: ReactElement;
  /** True forces the tooltip open (a timed hint); false or absent leaves it to hover and focus. */
  open?: boolean;
  /** Initially open by interaction state (uncommon). */
  defaultOpen?: boolean;
  /** Hover, focus and Escape changes (whatever `open` says). */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side (default 'top'); flips when there is no room. */
  placement?: Side;
  /** Gap to the anchor in px (default POPUP_OFFSET_PX). */
  offset?: number;
  /** Hover delay before opening, ms (default 0); it closes POPUP_HOVER_LEAVE_DELAY_MS after the pointer leaves. */
  delay?: number;
  disabled?: boolean;
  className?: string;
}

/** Keeps a floating element this far from the edges of the viewport (px). */
const VIEWPORT_PADDING_PX = 8;

type Handler = ((event: SyntheticEvent) => void) | undefined;

export function Tooltip(props: TooltipProps) {
  const {
    content,
    children,
    open: forced = false,
    defaultOpen = false,
    onOpenChange,
    placement = 'top',
    offset: gap = POPUP_OFFSET_PX,
    delay = 0,
    disabled = false,
    className,
  } = props;
  const tooltipId = useId();
  const [interacting, setInteracting] = useState(defaultOpen);
  const [side, setSide] = useState<Side | null>(null);
  const shown = !disabled && (forced || interacting);
  const anchorEl = useRef<Element | null>(null);
  const floatingEl = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const report = useRef(onOpenChange);
  report.current = onOpenChange;

  const clear = () => clearTimeout(timer.current);
  const current = useRef(defaultOpen);
  const set = (next: boolean) => {
    clear();
    if (current.current === next) return;
    current.current = next;
    setInteracting(next);
    report.current?.(next);
  };
  const later = (next: boolean, ms: number) => {
    clear();
    if (ms <= 0) set(next);
    else timer.current = setTimeout(() => set(next), ms);
  };
  useEffect(() => clear, []);

  // Escape closes a hover/focus tooltip wherever focus is.
  useEffect(() => {
    if (!interacting || disabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') set(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [interacting, disabled]);

  // Position while shown, and again on scroll and resize.
  useLayoutEffect(() => {
    const floating = floatingEl.current;
    const anchor = anchorEl.current;
    if (!shown || !floating || !anchor) {
      setSide(null);
      return undefined;
    }
    const update = () => {
      const placed = place(anchor, floating, placement, gap, VIEWPORT_PADDING_PX);
      applyFloatingStyles(floating, placed.styles);
      setSide(placed.side);
    };
    update();
    const view = floating.ownerDocument.defaultView;
    view?.addEventListener('scroll', update, true);
    view?.addEventListener('resize', update);
    return () => {
      view?.removeEventListener('scroll', update, true);
      view?.removeEventListener('resize', update);
    };
  }, [shown, placement, gap]);

  const anchor = onlyAnchor(children);
  const own = anchorRef(anchor);
  const ref = (element: Element | null) => {
    anchorEl.current = element;
    if (typeof own === 'function') own(element);
    else if (own) (own as { current: Element | null }).current = element;
  };
  const on = (name: string, internal: (event: SyntheticEvent) => void) =>
    disabled ? (anchor.props[name] as Handler) : composeEventHandlers(anchor.props[name] as Handler, internal);
  const reference = cloneAnchor(anchor, {
    ref,
    onPointerEnter: on('onPointerEnter', () => later(true, delay)),
    onPointerLeave: on('onPointerLeave', () => later(false, POPUP_HOVER_LEAVE_DELAY_MS)),
    onFocus: on('onFocus', () => set(true)),
    onBlur: on('onBlur', () => set(false)),
    'aria-describedby': joinIds(anchor.props['aria-describedby'], shown ? tooltipId : undefined),
  });

  return (
    <>
      {reference}
      {shown ? (
        <div
          ref={floatingEl}
          id={tooltipId}
          role="tooltip"
          className={cx('mp-tooltip', className)}
          data-state="open"
          data-placement={side ?? placement}
          data-positioned={side ? '' : undefined}
          onPointerEnter={() => (interacting ? clear() : undefined)}
          onPointerLeave={() => (interacting ? later(false, POPUP_HOVER_LEAVE_DELAY_MS) : undefined)}
        >
          {content}
        </div>
      ) : null}
    </>
  );
}
