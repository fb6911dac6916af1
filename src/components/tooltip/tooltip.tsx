/**
 * Tooltip on Floating UI: shown while its anchor is hovered or focused, and whenever `open` is true (the popup's
 * QR hint is opened by the machine 1 s after opening, for 3 s). `role="tooltip"`; the anchor is described by it
 * (aria-describedby) while it is shown. The pointer may move onto the tooltip without closing it, and Escape
 * closes a hover/focus tooltip (WCAG 1.4.13).
 *
 * Positioning never uses a `style` prop: see ../internal/floating-styles.ts (strict CSP).
 */
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  type Placement,
} from '@floating-ui/react';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { POPUP_HOVER_LEAVE_DELAY_MS, POPUP_OFFSET_PX } from '../../config/constants.js';
import { anchorRef, cloneAnchor, joinIds, onlyAnchor } from '../internal/anchor.js';
import { cx } from '../internal/compose-event-handlers.js';
import { useFloatingStyles } from '../internal/floating-styles.js';

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
  placement?: Placement;
  /** Gap to the anchor in px (default POPUP_OFFSET_PX). */
  offset?: number;
  /** Hover delay before opening, ms (default 0); it closes POPUP_HOVER_LEAVE_DELAY_MS after the pointer leaves. */
  delay?: number;
  disabled?: boolean;
  className?: string;
}

/** Keeps a floating element this far from the edges of the viewport (px). */
const VIEWPORT_PADDING_PX = 8;

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
  const shown = !disabled && (forced || interacting);

  const { refs, floatingStyles, context, elements, isPositioned, placement: finalPlacement } = useFloating({
    open: shown,
    onOpenChange: (next) => {
      setInteracting(next);
      onOpenChange?.(next);
    },
    placement,
    middleware: [offset(gap), flip({ padding: VIEWPORT_PADDING_PX }), shift({ padding: VIEWPORT_PADDING_PX })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, {
    enabled: !disabled,
    move: false,
    delay: { open: delay, close: POPUP_HOVER_LEAVE_DELAY_MS },
    handleClose: safePolygon(),
  });
  const focus = useFocus(context, { enabled: !disabled });
  const dismiss = useDismiss(context, { enabled: !disabled, outsidePress: false });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss]);

  useFloatingStyles(shown ? elements.floating : null, floatingStyles);

  const anchor = onlyAnchor(children);
  const ref = useMergeRefs<Element>([refs.setReference, anchorRef(anchor)]);
  const reference = cloneAnchor(anchor, {
    ...getReferenceProps(anchor.props),
    ref,
    'aria-describedby': joinIds(anchor.props['aria-describedby'], shown ? tooltipId : undefined),
  });

  return (
    <>
      {reference}
      {shown ? (
        <div
          {...getFloatingProps()}
          ref={refs.setFloating}
          id={tooltipId}
          role="tooltip"
          className={cx('mp-tooltip', className)}
          data-state="open"
          data-placement={finalPlacement}
          data-positioned={isPositioned ? '' : undefined}
        >
          {content}
        </div>
      ) : null}
    </>
  );
}
