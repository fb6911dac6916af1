/**
 * Popover for menus and small panels opened by a button.
 *
 * Focus management: opening moves focus into the panel (the first menu item, else the first focusable element,
 * else the panel); Escape, the trigger and `close()` (given to render-prop children) close it and return focus to
 * the trigger; a press outside or Tab out of it close it and leave focus where the user put it. With role="menu",
 * ArrowUp/ArrowDown/Home/End move between `role="menuitem"` children, and ArrowDown/ArrowUp on the trigger open the
 * menu on its first/last item (WAI-ARIA menu button). Rendered right after the trigger, so Tab order stays natural.
 *
 * Positioned by ../internal/place.ts (no positioning library: the header's account menu is its own small entry,
 * issue 28), flipped when there is no room, again on scroll and resize, written through CSSOM, never a `style` prop
 * (strict CSP: ../internal/floating-styles.ts).
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { POPUP_OFFSET_PX } from '../../config/constants.js';
import { anchorRef, cloneAnchor, onlyAnchor } from '../internal/anchor.js';
import { composeEventHandlers, cx } from '../internal/compose-event-handlers.js';
import { applyFloatingStyles } from '../internal/floating-styles.js';
import { place, type Align, type Side } from '../internal/place.js';
import { getTabbables } from '../internal/tabbable.js';
import { useControllableState } from '../internal/use-controllable-state.js';

/** A side of the trigger, optionally lined up with its start or end edge ('bottom-start'). */
export type Placement = Side | `${Side}-${Exclude<Align, 'center'>}`;
/** Why the popover opened or closed. */
type OpenChangeReason = 'click' | 'escape-key' | 'outside-press' | 'focus-out' | 'close' | 'arrow-key';

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
const RETURN_FOCUS: ReadonlySet<OpenChangeReason> = new Set(['escape-key', 'click', 'close']);

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
  const reference = useRef<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const [finalPlacement, setFinalPlacement] = useState<Placement>(placement);
  const panelId = useId();

  const change = (next: boolean, reason: OpenChangeReason | undefined) => {
    if (!next) returnFocus.current = reason !== undefined && RETURN_FOCUS.has(reason);
    setOpen(next);
  };
  const changeRef = useRef(change);
  changeRef.current = change;

  // Position while open, and again on scroll and resize.
  useLayoutEffect(() => {
    const anchor = reference.current;
    if (!open || !floating || !anchor) return undefined;
    const [side, align = 'center'] = placement.split('-') as [Side, Align?];
    const update = () => {
      const placed = place(anchor, floating, side, gap, VIEWPORT_PADDING_PX, align);
      applyFloatingStyles(floating, placed.styles);
      setFinalPlacement(align === 'center' ? placed.side : `${placed.side}-${align}`);
    };
    update();
    const view = floating.ownerDocument.defaultView;
    view?.addEventListener('scroll', update, true);
    view?.addEventListener('resize', update);
    return () => {
      view?.removeEventListener('scroll', update, true);
      view?.removeEventListener('resize', update);
    };
  }, [open, floating, placement, gap]);

  // Escape wherever focus is, and a press outside the panel and its trigger, close it.
  useEffect(() => {
    if (!open) return undefined;
    const doc = reference.current?.ownerDocument ?? document;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') changeRef.current(false, 'escape-key');
    };
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || floating?.contains(target) || reference.current?.contains(target)) return;
      changeRef.current(false, 'outside-press');
    };
    doc.addEventListener('keydown', onKey);
    doc.addEventListener('pointerdown', onPress, true);
    return () => {
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('pointerdown', onPress, true);
    };
  }, [open, floating]);

  const panelItems = (panel: HTMLElement): HTMLElement[] =>
    role === 'menu' ? Array.from(panel.querySelectorAll<HTMLElement>(MENU_ITEM)) : getTabbables(panel);

  // Focus in on opening; back to the trigger after a closing that asks for it.
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
    const anchor = reference.current;
    if (wasOpen.current && !open && returnFocus.current && anchor?.isConnected) anchor.focus();
    returnFocus.current = false;
    wasOpen.current = open;
  }, [open]);

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
    if (!(next instanceof Node)) return;
    if (event.currentTarget.contains(next) || reference.current?.contains(next)) return;
    change(false, 'focus-out');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (role !== 'menu' || open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    focusEdge.current = event.key === 'ArrowUp' ? 'last' : 'first';
    change(true, 'arrow-key');
  };
  const anchor = onlyAnchor(trigger);
  const fallbackTriggerId = useId();
  // The panel is named by `label`, else by its trigger (so a dialog panel always has a name).
  const triggerId = typeof anchor.props.id === 'string' && anchor.props.id ? anchor.props.id : fallbackTriggerId;
  const own = anchorRef(anchor);
  const ref = (element: Element | null) => {
    reference.current = element as HTMLElement | null;
    if (typeof own === 'function') own(element);
    else if (own) (own as { current: Element | null }).current = element;
  };
  const userClick = anchor.props.onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined;
  const userKeyDown = anchor.props.onKeyDown as ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  // WAI-ARIA menu button / disclosure: the trigger says what it opens, whether it is open, and which panel.
  const triggerElement = cloneAnchor(anchor, {
    id: triggerId,
    ref,
    'aria-haspopup': role,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: composeEventHandlers(userClick, () => change(!open, 'click')),
    onKeyDown: composeEventHandlers(userKeyDown, onTriggerKeyDown),
  });

  const content = typeof children === 'function' ? children({ close }) : children;

  return (
    <>
      {triggerElement}
      {open ? (
        <div
          id={panelId}
          role={role}
          onKeyDown={onPanelKeyDown}
          onBlur={onPanelBlur}
          ref={setFloating}
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
