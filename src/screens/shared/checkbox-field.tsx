/**
 * A checkbox with its label (the label may hold links) and its error text: sign-up's consent and promotions. Its own
 * module (not in ./index.ts, which Login imports), so it stays out of the popup's first screen.
 */
import { useId, type ReactNode } from 'react';

export function CheckboxField(props: {
  readonly name: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly label: ReactNode;
  readonly error?: string | undefined;
}) {
  const id = `${useId()}-check`;
  const errorId = `${id}-error`;
  const invalid = Boolean(props.error);
  return (
    <div className="mp-check" data-invalid={invalid || undefined}>
      <input
        className="mp-check__input"
        type="checkbox"
        id={id}
        name={props.name}
        checked={props.checked}
        onChange={(event) => props.onCheckedChange(event.target.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      <label className="mp-check__label" htmlFor={id}>
        {props.label}
      </label>
      {invalid && (
        <p className="mp-field__error mp-check__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
