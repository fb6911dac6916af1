/**
 * Loading overlay: covers its parent while `active`, marks the region busy (aria-busy), and goes away
 * LOADING_OVERLAY_REMOVE_DELAY_MS after `active` turns false, so a quick answer does not flicker. It never takes
 * or traps focus and never makes the content inert; it only blocks pointer presses while it covers.
 *
 * Two ways to use it:
 * - as a wrapper, `<LoadingOverlay active={pending}>…</LoadingOverlay>`: it renders the region (class
 *   `mp-loading`, positioned) with aria-busy on it;
 * - as the last child of a region the caller renders, `<div class="…"><…/><LoadingOverlay active /></div>`: the
 *   parent must be positioned (position: relative) for the overlay to cover it, and gets aria-busy="true" while
 *   active, unless the caller already manages aria-busy on it.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LOADING_OVERLAY_REMOVE_DELAY_MS } from '../../config/constants.js';
import { cx } from '../internal/compose-event-handlers.js';
import type { WidgetTranslate } from '../internal/widget-text.js';
import { flowWidgetTranslate } from '../internal/widget-text-flows.js';

export interface LoadingOverlayProps {
  active: boolean;
  /** The region's content (wrapper use); leave out to cover the parent element instead. */
  children?: ReactNode;
  /** Text for assistive technology inside the overlay (default "Loading"); not shown visually. */
  label?: string;
  /** How long the overlay stays after `active` turns false, ms (default LOADING_OVERLAY_REMOVE_DELAY_MS). */
  removeDelay?: number;
  /** Translator for the default texts (else English). */
  t?: WidgetTranslate;
  /** Class of the region (wrapper use) or of the overlay (child use). */
  className?: string;
}

export function LoadingOverlay({ active, children, label, removeDelay = LOADING_OVERLAY_REMOVE_DELAY_MS, t, className }: LoadingOverlayProps) {
  const wrapper = children !== undefined;
  const overlayRef = useRef<HTMLDivElement>(null);

  // Turning inactive starts a short lingering period instead of removing at once.
  const [lingering, setLingering] = useState(false);
  const [previousActive, setPreviousActive] = useState(active);
  if (previousActive !== active) {
    setPreviousActive(active);
    setLingering(!active && removeDelay > 0);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), removeDelay);
    return () => clearTimeout(timer);
  }, [lingering, removeDelay]);

  // Child use: the parent region is busy while active (left alone when its owner already sets aria-busy).
  useLayoutEffect(() => {
    const parent = overlayRef.current?.parentElement;
    if (wrapper || !active || !parent || parent.hasAttribute('aria-busy')) return;
    parent.setAttribute('aria-busy', 'true');
    return () => parent.removeAttribute('aria-busy');
  }, [active, wrapper]);

  const shown = active || lingering;
  const overlay = (
    <div
      ref={overlayRef}
      className={cx('mp-loading__overlay', !wrapper && className)}
      data-state={active ? 'open' : 'closing'}
      hidden={!shown}
    >
      <span className="mp-loading__spinner" aria-hidden="true" />
      <span className="mp-loading__label">{label ?? flowWidgetTranslate(t)('widget.loading')}</span>
    </div>
  );

  if (!wrapper) return overlay;
  return (
    <div className={cx('mp-loading', className)} aria-busy={active || undefined} data-state={active ? 'busy' : 'idle'}>
      {children}
      {overlay}
    </div>
  );
}
