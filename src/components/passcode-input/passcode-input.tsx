/**
 * One-time-code input: one cell per digit (STYLE.md §2).
 *
 * The code is one contiguous string of digits: cell i shows digit i. Focus never lands past the first empty cell
 * (it is sent back there), typing replaces the focused digit and moves on, backspace on a filled cell removes that
 * digit (the rest close up) and on an empty cell walks back and removes the previous one. Pasting (or an OS
 * autofill that writes several digits into one cell) fills from the focused cell; a paste holding a whole code
 * replaces the whole code, so pasting over a half-typed code never produces a wrong mixture.
 */
import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { CODE_LENGTH } from '../../config/constants.js';
import { cx } from '../internal/compose-event-handlers.js';
import { extractDigits } from '../internal/digits.js';
import { useControllableState } from '../internal/use-controllable-state.js';
import type { WidgetTranslate } from '../internal/widget-text.js';
import { flowWidgetTranslate } from '../internal/widget-text-flows.js';

export interface PasscodeInputProps {
  /** Number of cells (default CODE_LENGTH). */
  length?: number;
  /** Controlled code (digits only; anything else is ignored). */
  value?: string;
  /** Initial code when uncontrolled. */
  defaultValue?: string;
  /** Every change of the code made by the user (typing, paste, backspace, reset). */
  onValueChange?: (code: string) => void;
  /** Same moments as `onValueChange`; for callers that prefer the input-like name. */
  onChange?: (code: string) => void;
  /** When a user edit leaves every cell filled: once per fill. */
  onComplete?: (code: string) => void;
  /** When this number changes the cells clear and focus returns to the first cell. */
  resetToken?: number;
  /**
   * A code from elsewhere (the browser read it from the SMS, WebOTP): when it changes to a non-empty value the cells
   * show it, as if typed. No `onComplete`: whoever filled it submits it.
   */
  filledCode?: string;
  /** Accessible name of the group (default: "Verification code"). */
  label?: string;
  /** Accessible name of one cell; `position` is 1-based (default: "Digit 2 of 6"). */
  cellLabel?: (position: number, count: number) => string;
  /** Translator for the default texts (else English). */
  t?: WidgetTranslate;
  disabled?: boolean;
  /**
   * The code cannot be changed (e.g. while it is being checked) but the cells keep focus and stay in the Tab order,
   * so keyboard and screen-reader focus does not drop to the page, as it would with `disabled`.
   */
  readOnly?: boolean;
  /** Marks every cell aria-invalid. */
  invalid?: boolean;
  /** Id of the error or hint text describing the cells. */
  describedBy?: string;
  /** Focus the first empty cell on mount. */
  autoFocus?: boolean;
  /** Id of the first cell (so a `<label htmlFor>` or an error link can focus the input). */
  id?: string;
  className?: string;
}

function cellCount(length: number | undefined): number {
  return typeof length === 'number' && Number.isInteger(length) && length > 0 ? length : CODE_LENGTH;
}

// forwardRef, not `ref` as a prop: a ref prop reaches a function component on React 19 only, and the browser builds
// inline React 18. Marked pure, so a bundle that does not render it drops it (and what it imports).
export const PasscodeInput = /* @__PURE__ */ forwardRef<HTMLDivElement, PasscodeInputProps>(function PasscodeInput(props, ref) {
  const {
    length,
    value,
    defaultValue,
    onValueChange,
    onChange,
    onComplete,
    resetToken,
    filledCode,
    label,
    cellLabel,
    t,
    disabled = false,
    readOnly = false,
    invalid = false,
    describedBy,
    autoFocus = false,
    id,
    className,
  } = props;
  const count = cellCount(length);
  const text = flowWidgetTranslate(t);
  const baseId = useId();

  const [rawCode, setRawCode] = useControllableState<string>({
    value,
    defaultValue: defaultValue ?? '',
    onChange: (next) => {
      onValueChange?.(next);
      onChange?.(next);
    },
  });
  const code = extractDigits(rawCode).slice(0, count);

  // The code as of the latest edit, ahead of React's re-render (focus moves happen inside the same event).
  const codeRef = useRef(code);
  codeRef.current = code;
  // The code last rendered: after an edit a controlled parent refused (no re-render), codeRef goes back to it.
  const renderedRef = useRef(code);
  renderedRef.current = code;
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const [focused, setFocused] = useState<number | null>(null);

  const entryIndex = (current: string) => Math.min(current.length, count - 1);
  const current = focused ?? entryIndex(code);

  const focusCell = (index: number) => {
    const cell = cells.current[Math.max(0, Math.min(index, count - 1))];
    cell?.focus();
    cell?.select();
  };

  const commit = (next: string) => {
    const previous = codeRef.current;
    if (next === previous) return;
    codeRef.current = next;
    setRawCode(next);
    // React renders the accepted change before this runs (its own microtask was queued first).
    queueMicrotask(() => {
      codeRef.current = renderedRef.current;
    });
    if (next.length === count) onComplete?.(next);
  };

  /** Writes `digits` over the cells from `index` on. */
  const fillFrom = (index: number, digits: string) => {
    const previous = codeRef.current;
    const start = Math.min(index, previous.length);
    const next = (previous.slice(0, start) + digits + previous.slice(start + digits.length)).slice(0, count);
    commit(next);
    focusCell(Math.min(start + digits.length, count - 1));
  };

  const removeAt = (index: number) => {
    const previous = codeRef.current;
    commit(previous.slice(0, index) + previous.slice(index + 1));
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const raw = event.target.value;
    const previousDigit = codeRef.current[index] ?? '';
    if (raw === '') {
      // A deletion the keydown handler did not see (some mobile keyboards send no key for it).
      if (previousDigit) removeAt(index);
      return;
    }
    const digits = extractDigits(raw);
    if (!digits) return;
    let typed = digits;
    if (previousDigit && digits.length > 1) {
      if (digits.startsWith(previousDigit)) typed = digits.slice(previousDigit.length);
      else if (digits.endsWith(previousDigit)) typed = digits.slice(0, -previousDigit.length);
    }
    fillFrom(index, typed);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const digits = extractDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    if (digits.length >= count) {
      commit(digits.slice(0, count));
      focusCell(count - 1);
    } else {
      fillFrom(index, digits);
    }
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const codeNow = codeRef.current;
    // Read-only: moving between the cells still works, editing does not.
    if (readOnly && !['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Tab'].includes(event.key)) {
      if ([...event.key].length === 1 || event.key === 'Backspace' || event.key === 'Delete') event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (codeNow[index] !== undefined) {
          removeAt(index);
          focusCell(index);
        } else if (index > 0) {
          removeAt(index - 1);
          focusCell(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        if (codeNow[index] !== undefined) removeAt(index);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusCell(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusCell(Math.min(index + 1, entryIndex(codeNow)));
        return;
      case 'Home':
        event.preventDefault();
        focusCell(0);
        return;
      case 'End':
        event.preventDefault();
        focusCell(entryIndex(codeNow));
        return;
      default:
        // A printable key: a digit is written here (also when it equals the digit already there, which changes
        // nothing but still moves on; no change event would say so), anything else is refused. Keyboards that
        // send no key value (composition, many mobile ones) go through the change handler instead.
        if (!event.nativeEvent.isComposing && [...event.key].length === 1) {
          event.preventDefault();
          const digit = extractDigits(event.key);
          if (digit) fillFrom(index, digit);
        }
        return;
    }
  };

  const handleFocus = (index: number) => (event: FocusEvent<HTMLInputElement>) => {
    const entry = entryIndex(codeRef.current);
    if (index > entry) {
      focusCell(entry);
      return;
    }
    setFocused(index);
    event.currentTarget.select();
  };

  const handleGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(null);
  };

  // Reset: a new token clears the cells and puts focus back on the first one (not on mount). Layout effects (here
  // and below): focus moves in the render's commit on both runtimes (preact/compat runs useEffect after paint).
  const lastToken = useRef(resetToken);
  useLayoutEffect(() => {
    if (lastToken.current === resetToken) return;
    lastToken.current = resetToken;
    commit('');
    focusCell(0);
    // `commit` and `focusCell` read refs only, so the token alone decides when this runs.
  }, [resetToken]);

  useLayoutEffect(() => {
    const digits = extractDigits(filledCode ?? '').slice(0, count);
    if (!digits || digits === codeRef.current) return;
    codeRef.current = digits;
    setRawCode(digits);
    focusCell(entryIndex(digits));
    // The filled code alone decides when this runs.
  }, [filledCode]);

  useLayoutEffect(() => {
    if (autoFocus) focusCell(entryIndex(codeRef.current));
    // On mount only.
  }, []);

  const nameOf = cellLabel ?? ((position: number, total: number) => text('widget.passcode.cell', { index: position, count: total }));

  return (
    <div
      ref={ref}
      role="group"
      aria-label={label ?? text('widget.passcode.label')}
      dir="ltr"
      className={cx('mp-passcode', className)}
      data-state={code.length === count ? 'complete' : 'incomplete'}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onBlur={handleGroupBlur}
    >
      {Array.from({ length: count }, (_, index) => {
        const digit = code[index] ?? '';
        return (
          <input
            key={index}
            ref={(element) => {
              cells.current[index] = element;
            }}
            id={index === 0 ? (id ?? `${baseId}-0`) : `${baseId}-${index}`}
            className="mp-passcode__cell"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === current ? 'one-time-code' : 'off'}
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            tabIndex={index === current ? 0 : -1}
            value={digit}
            disabled={disabled}
            readOnly={readOnly}
            aria-label={nameOf(index + 1, count)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy || undefined}
            data-filled={digit ? '' : undefined}
            onChange={handleChange(index)}
            onPaste={handlePaste(index)}
            onKeyDown={handleKeyDown(index)}
            onFocus={handleFocus(index)}
          />
        );
      })}
    </div>
  );
});
