/**
 * Toast: one short message in a live region that closes itself after TOAST_AUTO_CLOSE_MS.
 *
 * Keep the Toast mounted and change its `message`: both live regions (role="status" for info and success,
 * role="alert" for errors) exist before any text arrives, which is what makes screen readers announce reliably.
 * The message element is keyed by `id`, so the same text shown again (a new id) is removed and re-inserted and
 * therefore announced again. The timer pauses while the pointer or focus is on the toast (WCAG 2.2.1) and restarts
 * when they leave; it is cleared on unmount.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../config/constants.js';
import { cx } from '../internal/compose-event-handlers.js';
import { widgetTranslate, type WidgetTranslate } from '../internal/widget-text.js';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  /** The (translated) message; null or undefined shows nothing but keeps the live regions in place. */
  message?: ReactNode;
  /** Identity of this showing: a new id re-announces the same text and restarts the timer. */
  id?: number | string;
  /** 'error' is announced assertively (role="alert"); the others politely (role="status"). Default 'info'. */
  tone?: ToastTone;
  /** Called when the toast closes: by its timer, its close button or Escape. */
  onClose?: () => void;
  /** Time before it closes itself (default TOAST_AUTO_CLOSE_MS); 0 or less keeps it until closed by hand. */
  duration?: number;
  /** Accessible name of the close button (default "Close"). */
  closeLabel?: string;
  /** Translator for the default texts (else English). */
  t?: WidgetTranslate;
  className?: string;
}

export function Toast({ message, id, tone = 'info', onClose, duration = TOAST_AUTO_CLOSE_MS, closeLabel, t, className }: ToastProps) {
  const text = widgetTranslate(t);
  const hasMessage = message !== null && message !== undefined && message !== false && message !== '';
  const showingKey = `${String(id)}\u0000${typeof message === 'string' ? message : ''}`;
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const open = hasMessage && closedKey !== showingKey;

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const close = () => {
    setClosedKey(showingKey);
    setPaused(false);
    onCloseRef.current?.();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open || paused || !(duration > 0)) return;
    const timer = setTimeout(() => closeRef.current(), duration);
    return () => clearTimeout(timer);
  }, [open, paused, duration, showingKey]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setPaused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  const body = open ? (
    <span key={String(id)} className="mp-toast__message">
      {message}
    </span>
  ) : null;

  return (
    <div
      className={cx('mp-toast', className)}
      data-state={open ? 'open' : 'closed'}
      data-tone={tone}
      onPointerEnter={() => open && setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => open && setPaused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="mp-toast__live">
        {tone === 'error' ? null : body}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="mp-toast__live">
        {tone === 'error' ? body : null}
      </div>
      {open ? (
        <button type="button" className="mp-toast__close" aria-label={closeLabel ?? text('widget.close')} onClick={close}>
          <svg className="mp-toast__close-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
