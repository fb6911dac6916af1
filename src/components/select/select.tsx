/**
 * Select with type-ahead search (spec §9: list height 256, item height 24, default size large, dropdown as wide as
 * the select, "No matching items found", "+ N ..." overflow label).
 *
 * WAI-ARIA "editable combobox with list autocomplete": the input (`role="combobox"`, `aria-autocomplete="list"`,
 * `aria-expanded`, `aria-controls`) keeps focus the whole time; the list (`role="listbox"`) holds `role="option"`
 * items and the active one is announced through `aria-activedescendant`, so a screen reader reads "combobox",
 * then the option under the arrow keys, then "selected". Typing filters (case- and accent-insensitive, anywhere in
 * the name); ArrowDown / ArrowUp open and move, Home / End jump to the first / last option while open, Enter
 * chooses, Escape closes (and gives back the chosen name). Tab with the list open chooses the active option and
 * moves on, as the APG select-only combobox does (the value must be one of the options, so a keyboard user who
 * arrows to an option and tabs away has chosen it); with the list closed Tab leaves without changing. Only the first
 * `maxRendered` matches are rendered; the rest are summed up as "+ N ..." (keep typing to narrow them).
 *
 * Built on @floating-ui/react (already used by the popover and tooltip): the list flips above the input when there
 * is no room and takes the input's width and at most SELECT_LIST_HEIGHT_PX (or the room left), written through
 * CSSOM (strict CSP, no style attribute). The list scrolls natively (wheel, touch, the active option kept in view)
 * under the scroll area's own thumb (src/components/scroll-area, §9): a classic desktop scrollbar would take the
 * narrow list's room and show while idle.
 */
import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { POPUP_OFFSET_PX, SELECT_DEFAULT_SIZE, SELECT_ITEM_HEIGHT_PX, SELECT_LIST_HEIGHT_PX } from '../../config/constants.js';
import { cx } from '../internal/compose-event-handlers.js';
import { ScrollThumb } from '../scroll-area/index.js';
import { useFloatingStyles } from '../internal/floating-styles.js';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export type SelectSize = 'large' | 'medium' | 'small';

export interface SelectProps {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** The chosen value ('' or null: none). */
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly placeholder: string;
  /** "No matching items found". */
  readonly noMatchText: string;
  /** The overflow label for `count` more matches ("+ N ..."). */
  readonly moreText: (count: number) => string;
  readonly size?: SelectSize;
  /** Unavailable (e.g. its options still loading): aria-disabled and read-only, but still in the Tab order. */
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Error text (tied with aria-invalid and aria-describedby). */
  readonly error?: string;
  /** Extra description ids (a hint, a loading note). */
  readonly describedBy?: string;
  /** How many matches are rendered at most (default 100). */
  readonly maxRendered?: number;
  readonly id?: string;
  readonly name?: string;
  readonly className?: string;
}

/** Folded text for matching: lower case, accents removed (Vietnamese đ too). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLocaleLowerCase();
}

const DEFAULT_MAX_RENDERED = 100;

export function Select(props: SelectProps) {
  const { options, value, onChange, size: sizeName = SELECT_DEFAULT_SIZE, disabled = false, maxRendered = DEFAULT_MAX_RENDERED } = props;
  const generated = useId();
  const id = props.id ?? `${generated}-combobox`;
  const listId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const selected = options.find((option) => option.value === value) ?? null;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const matches = useMemo(() => {
    if (query === null || query.trim() === '') return options;
    const needle = foldForSearch(query.trim());
    return options.filter((option) => foldForSearch(option.label).includes(needle));
  }, [options, query]);
  const shown = matches.slice(0, maxRendered);
  const hidden = matches.length - shown.length;

  const { refs, floatingStyles, elements } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'absolute',
    middleware: [
      offset(POPUP_OFFSET_PX),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements: parts }) {
          // As wide as the select; at most the §9 list height or the room left. CSSOM, not a style attribute.
          parts.floating.style.inlineSize = `${rects.reference.width}px`;
          parts.floating.style.maxBlockSize = `${Math.max(SELECT_ITEM_HEIGHT_PX * 2, Math.min(SELECT_LIST_HEIGHT_PX, availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  useFloatingStyles(open ? elements.floating : null, floatingStyles);
  const [list, setList] = useState<HTMLUListElement | null>(null);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const openList = (edge: 'selected' | 'first' | 'last' = 'selected') => {
    if (disabled) return;
    setOpen(true);
    const index = edge === 'last' ? shown.length - 1 : edge === 'first' ? 0 : Math.max(0, shown.findIndex((o) => o.value === value));
    setActive(shown.length ? index : -1);
  };
  const choose = (option: SelectOption) => {
    if (option.value !== value) onChange(option.value);
    close();
  };

  // Keep the active option in view (the list scrolls natively).
  const activeId = open && active >= 0 && active < shown.length ? `${id}-option-${active}` : undefined;
  useLayoutEffect(() => {
    if (!activeId || !elements.floating) return;
    const node = elements.floating.querySelector<HTMLElement>(`[id="${activeId}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, elements.floating]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList('selected');
        else setActive((index) => Math.min(shown.length - 1, index + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else setActive((index) => Math.max(0, index - 1));
        return;
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : shown.length - 1);
        return;
      case 'PageDown':
      case 'PageUp': {
        if (!open) return;
        event.preventDefault();
        const page = Math.floor(SELECT_LIST_HEIGHT_PX / SELECT_ITEM_HEIGHT_PX);
        setActive((index) => Math.max(0, Math.min(shown.length - 1, index + (event.key === 'PageDown' ? page : -page))));
        return;
      }
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (active >= 0 && shown[active]) choose(shown[active]);
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        // APG select-only combobox: Tab sets the value to the active option of an open list, closes it, and lets
        // focus move on (not prevented). With the list closed, Tab leaves without changing anything.
        if (!open) return;
        if (active >= 0 && shown[active]) choose(shown[active]);
        else close();
        return;
      default:
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setOpen(true);
    setActive(0);
  };

  const invalid = Boolean(props.error);
  const describedBy = [props.describedBy, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const text = query ?? selected?.label ?? '';

  return (
    <div className={cx('mp-select', `mp-select--${sizeName}`, props.className)} data-state={open ? 'open' : 'closed'} data-invalid={invalid || undefined}>
      <label className="mp-select__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="mp-select__control" ref={refs.setReference}>
        <input
          ref={inputRef}
          className="mp-select__input"
          id={id}
          name={props.name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-required={props.required || undefined}
          aria-describedby={describedBy}
          placeholder={props.placeholder}
          value={text}
          // Unavailable (a level still loading) yet focusable: a keyboard user who chose the level above with Tab
          // lands here, hears it is unavailable, and can open it once it loads (a disabled input would be skipped).
          readOnly={disabled}
          aria-disabled={disabled || undefined}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onClick={() => (open ? close() : openList())}
          onBlur={close}
        />
        <span className="mp-select__arrow" aria-hidden="true" />
      </div>
      <div
        ref={refs.setFloating}
        className="mp-select__popup mp-scroll-area"
        hidden={!open}
        // Options are chosen (and the thumb dragged) with the pointer without taking focus from the input.
        onMouseDown={(event) => event.preventDefault()}
      >
        <ul ref={setList} className="mp-select__list mp-scroll-area__viewport" id={listId} role="listbox" aria-label={props.label}>
          {open &&
            shown.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                className="mp-select__option"
                role="option"
                aria-selected={option.value === value}
                data-active={index === active || undefined}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
              >
                {option.label}
              </li>
            ))}
          {open && matches.length === 0 && (
            <li className="mp-select__note" role="option" aria-disabled="true" aria-selected={false}>
              {props.noMatchText}
            </li>
          )}
          {open && hidden > 0 && (
            <li className="mp-select__note" role="option" aria-disabled="true" aria-selected={false}>
              {props.moreText(hidden)}
            </li>
          )}
        </ul>
        {open && <ScrollThumb viewport={list} />}
      </div>
      {invalid && (
        <p className="mp-select__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
