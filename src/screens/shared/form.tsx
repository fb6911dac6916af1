/** Shared pieces of every popup form: the screen-level error (announced) and the busy-aware submit button. */
import type { FormEvent, ReactNode } from 'react';
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

/** A pair (or more) of pressed-state buttons choosing one option (login mode, sign-up method). */
export function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="mp-segmented" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="mp-segmented__option"
          aria-pressed={option.value === props.value}
          data-state={option.value === props.value ? 'on' : 'off'}
          onClick={() => {
            if (option.value !== props.value) props.onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
