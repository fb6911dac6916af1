/**
 * The generic text input of spec §5: a labelled input (or textarea) with an optional integer mode that strips every
 * non-digit character (digits of any of our scripts become ASCII, see ../internal/digits.ts), and an optional
 * character counter showing the length ("12") or length/maxLength ("12/350"). The counter describes the input
 * (`aria-describedby`), spoken in words when `counterLabel` is given ("12 of 350 characters"), so it is read when
 * the field is reached rather than announced on every keystroke.
 */
import { useId, type ChangeEvent } from 'react';
import { cx } from '../internal/compose-event-handlers.js';
import { extractDigits } from '../internal/digits.js';

export interface TextInputProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly name?: string;
  readonly id?: string;
  /** Keep only digits (§5 integer option). */
  readonly integer?: boolean;
  readonly maxLength?: number;
  /** 'length' shows the length; 'limit' shows length/maxLength (needs maxLength). */
  readonly counter?: 'length' | 'limit';
  /** The counter's visible text and its spoken form, e.g. (12, 350) → "12/350" and "12 of 350 characters". */
  readonly counterText?: (length: number, max: number | undefined) => string;
  readonly counterLabel?: (length: number, max: number | undefined) => string;
  readonly multiline?: boolean;
  readonly required?: boolean;
  /** Shown after the label for an optional field, e.g. "(optional)". */
  readonly optionalText?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel';
  readonly dir?: 'ltr' | 'rtl' | 'auto';
  readonly disabled?: boolean;
  readonly className?: string;
}

/** Length in code points (what the §5 limits count). */
const lengthOf = (text: string) => Array.from(text).length;

export function TextInput(props: TextInputProps) {
  const generated = useId();
  const id = props.id ?? `${generated}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const invalid = Boolean(props.error);
  const length = lengthOf(props.value);
  const showCounter = props.counter !== undefined;
  const max = props.counter === 'limit' ? props.maxLength : undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    let next = event.target.value;
    if (props.integer) next = extractDigits(next);
    if (props.maxLength !== undefined && lengthOf(next) > props.maxLength) next = Array.from(next).slice(0, props.maxLength).join('');
    props.onValueChange(next);
  };

  const describedBy = [props.hint ? hintId : '', showCounter ? counterId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: props.name,
    className: 'mp-text-input__control',
    value: props.value,
    onChange,
    required: props.required,
    disabled: props.disabled,
    autoComplete: props.autoComplete,
    dir: props.dir,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={cx('mp-text-input', props.className)} data-invalid={invalid || undefined}>
      <label className="mp-text-input__label" htmlFor={id}>
        {props.label}
        {!props.required && props.optionalText ? <span className="mp-text-input__optional"> {props.optionalText}</span> : null}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={props.integer ? 'numeric' : props.inputMode}
          pattern={props.integer ? '[0-9]*' : undefined}
        />
      )}
      <div className="mp-text-input__footer">
        {props.hint ? (
          <p className="mp-text-input__hint" id={hintId}>
            {props.hint}
          </p>
        ) : null}
        {showCounter ? (
          <p className="mp-text-input__counter" id={counterId}>
            <span aria-hidden={props.counterLabel ? true : undefined} dir="ltr">
              {props.counterText ? props.counterText(length, max) : max !== undefined ? `${length}/${max}` : String(length)}
            </span>
            {props.counterLabel ? <span className="mp-text-input__sr">{props.counterLabel(length, max)}</span> : null}
          </p>
        ) : null}
      </div>
      {invalid ? (
        <p className="mp-text-input__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
