/**
 * Popover on Floating UI, for menus and small panels opened by a button.
 *
 * Focus management: opening moves focus into the panel (the first menu item, else the first focusable element,
 * else the panel); Escape, the trigger and `close()` (given to render-prop children) close it and return focus to
 * the trigger; a press outside or Tab out of it close it and leave focus where the user put it. With role="menu",
 * ArrowUp/ArrowDown/Home/End move between `role="menuitem"` children, and ArrowDown/ArrowUp on the trigger open the
 * menu on its first/last item (WAI-ARIA menu button). Rendered right after the trigger, so Tab order stays natural.
 *
 * Positioning never uses a `style` prop: see ../internal/floating-styles.ts (strict CSP).
 */
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
  type OpenChangeReason,
  type Placement,
} from '@floating-ui/react';
import { useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { POPUP_OFFSET_PX } from '../../config/constants.js';
import { anchorRef, cloneAnchor, onlyAnchor } from '../internal/anchor.js';
import { composeEventHandlers, cx } from '../internal/compose-event-handlers.js';
import { useFloatingStyles } from '../internal/floating-styles.js';
import { getTabbables } from '../internal/tabbable.js';
import { useControllableState } from '../internal/use-controllable-state.js';

export interface PopoverRenderProps {
  /** Closes the popover and returns focus to the trigger (e.g. after choosing a menu item). */
  close: () => void;
}

export interface PopoverProps {
  /** The button that opens it: one element; it gets aria-haspopup, aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** The panel content, or a function of `{ close }`. */
  children: ReactNode | ((props: PopoverRenderProps) => ReactNode);
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'menu' for a list of `role="menuitem"` actions (arrow-key navigation); 'dialog' for a small panel (default). */
  role?: 'dialog' | 'menu';
  /** Accessible name of the panel (a menu is otherwise labelled by its trigger). */
  label?: string;
  /** Preferred side (default 'bottom-start'); flips when there is no room. */
  placement?: Placement;
  /** Gap to the trigger in px (default POPUP_OFFSET_PX). */
  offset?: number;
  className?: string;
}

/** Keeps a floating element this far from the edges of the viewport (px). */
const VIEWPORT_PADDING_PX = 8;
const MENU_ITEM = '[role="menuitem"]:not([aria-disabled="true"]):not(:disabled),[role="menuitemradio"]:not([aria-disabled="true"]),[role="menuitemcheckbox"]:not([aria-disabled="true"])';

/** Reasons after which focus goes back to the trigger. */
const RETURN_FOCUS: ReadonlySet<OpenChangeReason | 'close'> = new Set(['escape-key', 'click', 'reference-press', 'close']);

export function Popover(props: PopoverProps) {
  const {
    trigger,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    role = 'dialog',
    label,
    placement = 'bottom-start',
    offset: gap = POPUP_OFFSET_PX,
    className,
  } = props;
  const [open, setOpen] = useControllableState<boolean>({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const returnFocus = useRef(false);
  /** Which item takes focus on opening: the first, or the last (ArrowUp on a menu trigger). */
  const focusEdge = useRef<'first' | 'last'>('first');

  const change = (next: boolean, reason: OpenChangeReason | 'close' | undefined) => {
    if (!next) returnFocus.current = reason !== undefined && RETURN_FOCUS.has(reason);
    setOpen(next);
  };

  const { refs, floatingStyles, context, elements, placement: finalPlacement } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => change(next, reason),
    placement,
    middleware: [offset(gap), flip({ padding: VIEWPORT_PADDING_PX }), shift({ padding: VIEWPORT_PADDING_PX })],
    whileElementsMounted: autoUpdate,
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const aria = useRole(context, { role });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, aria]);

  useFloatingStyles(open ? elements.floating : null, floatingStyles);

  const panelItems = (panel: HTMLElement): HTMLElement[] =>
    role === 'menu' ? Array.from(panel.querySelectorAll<HTMLElement>(MENU_ITEM)) : getTabbables(panel);

  // Focus in on opening; back to the trigger after a closing that asks for it.
  const floating = elements.floating;
  useLayoutEffect(() => {
    if (!open || !floating) return;
    const items = panelItems(floating);
    const target = (focusEdge.current === 'last' ? items[items.length - 1] : items[0]) ?? floating;
    focusEdge.current = 'first';
    target.focus();
    // Runs when the panel appears; the item list is read at that moment.
  }, [open, floating]);

  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    if (wasOpen.current && !open && returnFocus.current) {
      const reference = elements.domReference;
      if (reference && reference.isConnected) (reference as HTMLElement).focus();
    }
    returnFocus.current = false;
    wasOpen.current = open;
  }, [open, elements.domReference]);

  const close = () => change(false, 'close');

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (role !== 'menu' || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = panelItems(event.currentTarget);
    if (!items.length) return;
    const index = items.indexOf(event.currentTarget.ownerDocument.activeElement as HTMLElement);
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = index < 0 || index === items.length - 1 ? 0 : index + 1;
        break;
      case 'ArrowUp':
        next = index <= 0 ? items.length - 1 : index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = items.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    items[next]?.focus();
  };

  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    const reference = elements.domReference;
    if (!(next instanceof Node)) return;
    if (event.currentTarget.contains(next) || (reference && reference.contains(next))) return;
    change(false, 'focus-out');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (role !== 'menu' || open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    focusEdge.current = event.key === 'ArrowUp' ? 'last' : 'first';
    change(true, undefined);
  };
  const anchor = onlyAnchor(trigger);
  const fallbackTriggerId = useId();
  // The panel is named by `label`, else by its trigger (so a dialog panel always has a name).
  const triggerId = typeof anchor.props.id === 'string' && anchor.props.id ? anchor.props.id : fallbackTriggerId;
  const ref = useMergeRefs<Element>([refs.setReference, anchorRef(anchor)]);
  const userKeyDown = anchor.props.onKeyDown as ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  const reference = cloneAnchor(anchor, {
    // Floating UI chains the handlers it is given with its own (click to toggle).
    ...getReferenceProps({ ...anchor.props, onKeyDown: composeEventHandlers(userKeyDown, onTriggerKeyDown) }),
    id: triggerId,
    ref,
  });

  const content = typeof children === 'function' ? children({ close }) : children;

  return (
    <>
      {reference}
      {open ? (
        <div
          {...getFloatingProps({ onKeyDown: onPanelKeyDown, onBlur: onPanelBlur })}
          ref={refs.setFloating}
          aria-label={label}
          aria-labelledby={label ? undefined : triggerId}
          tabIndex={-1}
          className={cx('mp-popover', className)}
          data-state="open"
          data-role={role}
          data-placement={finalPlacement}
        >
          {content}
        </div>
      ) : null}
    </>
  );
}
