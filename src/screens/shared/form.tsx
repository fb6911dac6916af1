/** Shared pieces of every popup form: the screen-level error (announced) and the busy-aware submit button. */
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { renderMessage } from '../../i18n/render.js';
import type { Translator } from '../../i18n/translate.js';
import type { ViewMessage } from '../../machines/contract.js';

/** Always mounted so assistive technology announces the text when it appears (role="alert"). */
export function FormError({ message, t, id }: { message: ViewMessage | null; t: Translator; id?: string }) {
  return (
    <div className="mp-form-error" role="alert" id={id}>
      {message ? renderMessage(message, t) : null}
    </div>
  );
}

/**
 * A form's submit handler: the page does not reload, and while a request is in flight a submit does nothing (the
 * button stays focusable, see SubmitButton).
 */
export function onSubmit(pending: boolean, submit: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    if (!pending) submit();
  };
}

/**
 * The form's submit button. While a request is in flight it is marked busy and `aria-disabled` (not `disabled`,
 * so a keyboard or screen-reader user keeps their focus on it); the form's submit handler ignores it meanwhile.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="mp-button mp-button--primary mp-button--block"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
    >
      <span className="mp-button__label">{children}</span>
    </button>
  );
}

/** A button that reads as a link (it changes screen, it does not leave the page). */
export function LinkButton({ onClick, children, className }: { onClick: () => void; children: ReactNode; className?: string }) {
  return (
    <button type="button" className={`mp-link${className ? ` ${className}` : ''}`} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * A choice of one option (login mode, sign-up method): the WAI-ARIA radio group pattern. One Tab stop (the chosen
 * option); the arrow keys move to the next or previous option and choose it (wrapping; left and right follow the
 * writing direction), Home and End go to the first and last; Space chooses the focused option.
 */
export function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  /** Pointer over or focus on the choice: the visitor is about to choose (e.g. load what an option needs). */
  onIntent?: () => void;
}) {
  const { options, value, onChange } = props;
  const choose = (next: T) => {
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
    const index = options.findIndex((option) => option.value === value);
    const steps: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number;
    if (event.key in steps) next = (index + steps[event.key]! + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    else return;
    event.preventDefault();
    const option = options[next]!;
    choose(option.value);
    event.currentTarget.querySelector<HTMLElement>(`[data-value="${option.value}"]`)?.focus();
  };
  return (
    <div
      className="mp-segmented"
      role="radiogroup"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            className="mp-segmented__option"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-value={option.value}
            data-state={checked ? 'on' : 'off'}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
