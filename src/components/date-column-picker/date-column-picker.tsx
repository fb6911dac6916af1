/**
 * Date / time column picker: one scrollable single-select listbox per column (year, month, day, hour, minute).
 * Each column is one tab stop; the selected option is its active descendant, and selection follows the keyboard
 * (arrows, Home/End, PageUp/PageDown), so every move changes the value, already clamped (days to the month length,
 * everything to min/max).
 */
import { forwardRef, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../internal/compose-event-handlers.js';
import { useControllableState } from '../internal/use-controllable-state.js';
import type { WidgetTranslate } from '../internal/widget-text.js';
import { flowWidgetTranslate } from '../internal/widget-text-flows.js';
import { dateFieldOrder, formatDateField, formatNumber, type DateField } from '../../i18n/format.js';
import {
  MODE_COLUMNS,
  clampParts,
  columnOptions,
  displayedParts,
  formatDateValue,
  parseDateValue,
  resolveBounds,
  type DateColumn,
  type DatePickerMode,
} from './date-columns.js';

export interface DateColumnPickerProps {
  /** Which columns and which value format (default 'date'). */
  mode?: DatePickerMode;
  /** Controlled value in the mode's format ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM', 'MM-DD', 'YYYY-MM-DD HH', 'HH:mm'). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Every selection, as a value string of the mode. */
  onValueChange?: (value: string) => void;
  /**
   * Where the columns stand while the value is empty or invalid (default: now, clamped to the bounds). Nothing is
   * selected then (no option is `aria-selected`, the picker has `data-empty`): the first choice, a click or a key in
   * a column, sets a value (issue 27 #5: an untouched picker looked chosen).
   */
  placeholderValue?: string;
  /** Earliest selectable value, in the mode's format (default: DATE_PICKER_RANGE_YEARS before the current year). */
  min?: string;
  /** Latest selectable value, in the mode's format (default: DATE_PICKER_RANGE_YEARS after the current year). */
  max?: string;
  /** Accessible name of the whole picker (default "Choose a date" / "Choose a time"). */
  label?: string;
  /** Column headings (default "Year", "Month", "Day", "Hour", "Minute"). */
  labels?: Partial<Record<DateColumn, string>>;
  /**
   * BCP 47 tag of the language shown. With it the date columns take the locale's order (day/month/year in en-SG
   * and th, month/day/year in en-US and en-PH, year/month/day in zh) and the options its names and digits (Jan,
   * ม.ค., Thai years in the Buddhist era); the value stays Gregorian 'YYYY-MM-DD'. Without it: year, month, day.
   */
  locale?: string;
  /** Text of one option (default: as the locale shows the field, else the year, other columns as two digits). */
  formatOption?: (column: DateColumn, value: number) => string;
  /** Translator for the default texts (else English). */
  t?: WidgetTranslate;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** Options skipped by PageUp / PageDown: about one visible page of a column. */
const PAGE_STEP = 5;

const COLUMN_KEYS = {
  year: 'widget.datePicker.year',
  month: 'widget.datePicker.month',
  day: 'widget.datePicker.day',
  hour: 'widget.datePicker.hour',
  minute: 'widget.datePicker.minute',
} as const;

function defaultFormat(column: DateColumn, value: number): string {
  return column === 'year' ? String(value) : String(value).padStart(2, '0');
}

const isDateField = (column: DateColumn): column is DateField => column === 'year' || column === 'month' || column === 'day';

/** The mode's columns with the date fields in the locale's order (time columns stay after them). */
function orderedColumns(columns: readonly DateColumn[], locale: string | undefined): readonly DateColumn[] {
  if (!locale) return columns;
  const dateColumns = dateFieldOrder(locale).filter((field) => columns.includes(field));
  return [...dateColumns, ...columns.filter((column) => !isDateField(column))];
}

function localeFormat(locale: string): (column: DateColumn, value: number) => string {
  return (column, value) => (isDateField(column) ? formatDateField(column, value, locale) : formatNumber(value, locale, { minimumIntegerDigits: 2 }));
}

// forwardRef, not `ref` as a prop: a ref prop reaches a function component on React 19 only, and the browser builds
// inline React 18. Marked pure, so a bundle that does not render it drops it (and what it imports).
export const DateColumnPicker = /* @__PURE__ */ forwardRef<HTMLDivElement, DateColumnPickerProps>(function DateColumnPicker(props, ref) {
  const {
    mode = 'date',
    value,
    defaultValue,
    onValueChange,
    placeholderValue,
    min,
    max,
    label,
    labels,
    locale,
    formatOption,
    t,
    disabled = false,
    id,
    className,
  } = props;
  const text = flowWidgetTranslate(t);
  const baseId = useId();
  // "Now" is read once per mount (never at module load), so the lists do not shift while the picker is open.
  const [now] = useState(() => new Date());
  const [current, setCurrent] = useControllableState<string>({
    value,
    defaultValue: defaultValue ?? '',
    onChange: onValueChange,
  });

  const bounds = resolveBounds(mode, now.getFullYear(), min, max);
  const parts = displayedParts(bounds, now, current, placeholderValue);
  const empty = parseDateValue(mode, current) === null;
  const columns = orderedColumns(MODE_COLUMNS[mode], locale);
  const format = formatOption ?? (locale ? localeFormat(locale) : defaultFormat);

  const select = (column: DateColumn, option: number) => {
    const next = clampParts({ ...parts, [column]: option }, bounds);
    setCurrent(formatDateValue(mode, next));
  };

  const isTime = mode === 'time';
  return (
    <div
      ref={ref}
      id={id}
      role="group"
      aria-label={label ?? text(isTime ? 'widget.datePicker.timeLabel' : 'widget.datePicker.label')}
      className={cx('mp-date-picker', className)}
      data-mode={mode}
      data-disabled={disabled ? '' : undefined}
      data-empty={empty ? '' : undefined}
    >
      {columns.map((column) => (
        <PickerColumn
          key={column}
          baseId={`${baseId}-${column}`}
          column={column}
          label={labels?.[column] ?? text(COLUMN_KEYS[column])}
          options={columnOptions(column, parts, bounds)}
          active={parts[column]}
          chosen={!empty}
          format={format}
          disabled={disabled}
          onSelect={(option) => select(column, option)}
        />
      ))}
    </div>
  );
});

interface PickerColumnProps {
  baseId: string;
  column: DateColumn;
  label: string;
  options: readonly number[];
  /** The option the column stands on: the value's, or the placeholder's while nothing is chosen. */
  active: number;
  /** Whether `active` is a choice (selected) or only the empty picker's starting position. */
  chosen: boolean;
  format: (column: DateColumn, value: number) => string;
  disabled: boolean;
  onSelect: (value: number) => void;
}

function PickerColumn({ baseId, column, label, options, active, chosen, format, disabled, onSelect }: PickerColumnProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const optionId = (option: number) => `${baseId}-${option}`;
  const labelId = `${baseId}-label`;

  // Keep the active option in view by scrolling the column only (scrollIntoView would also scroll the page).
  useLayoutEffect(() => {
    const list = listRef.current;
    const option = list?.querySelector<HTMLElement>('[data-active]');
    if (!list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [active, options.length]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Math.max(0, options.indexOf(active));
    const last = options.length - 1;
    let target: number;
    switch (event.key) {
      case 'ArrowDown':
        target = index + 1;
        break;
      case 'ArrowUp':
        target = index - 1;
        break;
      case 'PageDown':
        target = index + PAGE_STEP;
        break;
      case 'PageUp':
        target = index - PAGE_STEP;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    // Nothing chosen yet: the first key chooses the option the column stands on.
    const option = chosen ? options[Math.min(last, Math.max(0, target))] : active;
    if (option !== undefined && (option !== active || !chosen)) onSelect(option);
  };

  return (
    <div className="mp-date-picker__column" data-column={column}>
      <div id={labelId} className="mp-date-picker__label">
        {label}
      </div>
      <div
        ref={listRef}
        role="listbox"
        aria-labelledby={labelId}
        aria-activedescendant={options.includes(active) ? optionId(active) : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        className="mp-date-picker__list"
        onKeyDown={move}
      >
        {options.map((option) => {
          const isActive = option === active;
          const isSelected = chosen && isActive;
          return (
            <div
              key={option}
              id={optionId(option)}
              role="option"
              aria-selected={isSelected}
              className="mp-date-picker__option"
              data-state={isSelected ? 'selected' : 'idle'}
              data-active={isActive ? '' : undefined}
              onClick={() => {
                if (disabled) return;
                listRef.current?.focus();
                if (!isSelected) onSelect(option);
              }}
            >
              {format(column, option)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

