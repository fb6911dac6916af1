/**
 * Modal dialog (STYLE.md §2): rendered into the popup's container, labelled by its title and described by its body,
 * `aria-modal="true"`, focus moved in and trapped, Escape / the close control / the backdrop close it, focus goes
 * back to the opener, and what lies behind is made inert. Errors passed in `error` are announced (role="alert").
 *
 * Rendered on the page (document.body, so the whole page is dimmed and made inert) through `PageDialog`
 * (page-dialog.tsx), which brings the scoped root such a dialog needs; the popup's dialogs render inline, so its first
 * screen does not carry that wrapper.
 *
 * What is made inert: `inertRoot` when given (the popup passes its screen root), else every sibling of the dialog
 * inside its container. `inert` is set as an attribute; where the browser does not know `inert`, `aria-hidden` is
 * set as well. Both are restored on close, before focus returns to the opener (an inert opener cannot take focus).
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/compose-event-handlers.js';
import { makeInert } from '../internal/inert.js';
import { widgetTranslate, type WidgetTranslate } from '../internal/widget-text.js';
import { useFocusTrap } from './use-focus-trap.js';

export interface DialogProps {
  open: boolean;
  /** Escape, the close control and a backdrop click call it (also the Cancel button when `onCancel` is not given). */
  onClose: () => void;
  /** The title; it labels the dialog. */
  title: ReactNode;
  /** The body; it describes the dialog. */
  children?: ReactNode;
  /** An error to announce inside the dialog (e.g. a failed restore). */
  error?: ReactNode;
  /** Where to render (a portal); inline when absent. On the page, outside a scoped root: `PageDialog`. */
  container?: Element | DocumentFragment | null;
  /** The content behind, made inert while open (default: the dialog's siblings in its container). */
  inertRoot?: HTMLElement | null | RefObject<HTMLElement | null>;
  /** Shows the confirm button. */
  onConfirm?: () => void;
  /** Shows the cancel button (it calls `onClose` when this is not given but `showCancel` is). */
  onCancel?: () => void;
  /** Show the cancel button even without `onCancel` (default: shown when `onCancel` is given). */
  showCancel?: boolean;
  /** Text of the confirm button (the popup passes t('common.confirm'); default "Confirm"). */
  confirmLabel?: string;
  /** Text of the cancel button (the popup passes t('common.cancel'); default "Cancel"). */
  cancelLabel?: string;
  /** Replaces the default buttons. */
  footer?: ReactNode;
  /** Accessible name of the close control (default "Close"). */
  closeLabel?: string;
  hideClose?: boolean;
  /** A request of the dialog is in flight: aria-busy, and confirm ignores presses (it stays focusable). */
  busy?: boolean;
  /** 'alertdialog' for confirmations that interrupt (default 'dialog'). */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus first (default: the first focusable element, else the dialog). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Close on a backdrop click (default true). */
  dismissOnBackdrop?: boolean;
  /** Translator for the default texts (else English). */
  t?: WidgetTranslate;
  className?: string;
}

function resolveElement(target: HTMLElement | null | undefined | RefObject<HTMLElement | null>): HTMLElement | null {
  if (!target) return null;
  return 'current' in target ? target.current : target;
}

export function Dialog(props: DialogProps) {
  const {
    open,
    onClose,
    title,
    children,
    error,
    container,
    inertRoot,
    onConfirm,
    onCancel,
    showCancel,
    confirmLabel,
    cancelLabel,
    footer,
    closeLabel,
    hideClose = false,
    busy = false,
    role = 'dialog',
    initialFocus,
    dismissOnBackdrop = true,
    t,
    className,
  } = props;
  const text = widgetTranslate(t);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const bodyId = `${baseId}-body`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Declared before the focus trap: on close, the content behind is un-inerted before focus returns into it.
  useLayoutEffect(() => {
    const dialog = rootRef.current;
    if (!open || !dialog) return;
    const explicit = resolveElement(inertRoot);
    // In a page layer (PageDialog), the layer's siblings (the page) are what lies behind.
    const root = dialog.parentElement?.classList.contains('mp-layer') ? dialog.parentElement : dialog;
    const parent = root.parentElement;
    const targets = explicit
      ? [explicit]
      : parent
        ? Array.from(parent.children).filter(
            (element): element is HTMLElement =>
              element !== root && !element.contains(root) && 'focus' in element && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName),
          )
        : [];
    return makeInert(targets);
  }, [open, inertRoot]);

  useFocusTrap(panelRef, open, {
    initialFocus,
    onEscape: (event) => {
      event.preventDefault();
      onCloseRef.current();
    },
  });

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here so that a popup frame listening for Escape further up does not close as well.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissOnBackdrop && event.target === event.currentTarget) onClose();
  };

  const cancelShown = showCancel ?? onCancel !== undefined;
  const buttons =
    footer ??
    (onConfirm || cancelShown ? (
      <div className="mp-dialog__actions">
        {cancelShown ? (
          <button type="button" className="mp-dialog__button" data-variant="secondary" onClick={onCancel ?? onClose}>
            {cancelLabel ?? text('common.cancel')}
          </button>
        ) : null}
        {onConfirm ? (
          <button
            type="button"
            className="mp-dialog__button"
            data-variant="primary"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel ?? text('common.confirm')}
          </button>
        ) : null}
      </div>
    ) : null);

  const hasBody = children !== null && children !== undefined && children !== false;
  const content = (
    <div ref={rootRef} className={cx('mp-dialog', className)} data-state="open">
      <div className="mp-dialog__backdrop" onClick={onBackdrop} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasBody ? bodyId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className="mp-dialog__panel"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="mp-dialog__title">
          {title}
        </h2>
        {hasBody ? (
          <div id={bodyId} className="mp-dialog__body">
            {children}
          </div>
        ) : null}
        <div role="alert" className="mp-dialog__error">
          {error}
        </div>
        {buttons}
        {hideClose ? null : (
          <button type="button" className="mp-dialog__close" aria-label={closeLabel ?? text('widget.close')} onClick={onClose}>
            <svg className="mp-dialog__close-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );

  return container ? createPortal(content, container) : content;
}
