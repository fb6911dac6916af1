/**
 * A form field's value as the user edits it; a change also lets the machine clear the field's error. Two kinds:
 * `useField` when the screen draws from the value as it is typed (the password hints, the birthday columns, a number
 * checked while typed), `useTypedField` when the screen only reads it on submit (the input keeps it: a key renders
 * nothing, issue 28).
 */
import { useCallback, useRef, useState } from 'react';
import type { FieldErrors, FieldName, PopupSenders } from '../../machines/contract.js';

/**
 * `useState` for the value of `field`, whose setter reports the change (`senders.input(field)`) while the field shows
 * an error in `fieldErrors` (spec §5: the error text under a field clears once it has a value). A keystroke in a field
 * without an error is nothing for the machine (its INPUT takes no transition there either), so it is not sent: typing
 * renders the screen alone (issue 28: a key costs no more than a plain form's). `withValue`: every change goes, with
 * its value (the code login's phone, which the machine checks with the server while it is typed; never a password).
 */
export function useField<T>(
  field: FieldName,
  initial: T,
  senders: Pick<PopupSenders, 'input'>,
  fieldErrors: FieldErrors,
  withValue = false,
): readonly [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const shown = field in fieldErrors;
  const change = useCallback(
    (next: T) => {
      setValue(next);
      if (withValue) senders.input(field, String(next).trim());
      else if (shown) senders.input(field);
    },
    [field, senders, withValue, shown],
  );
  return [value, change];
}

/** A field the input keeps (uncontrolled): what its `TextField` takes, and what the screen reads on submit. */
export interface TypedField {
  /** The value the field starts from (the view's). */
  readonly defaultValue: string;
  readonly onValueChange: (value: string) => void;
  /** Gives an input mounted again (Login's mode switch) what was typed before. */
  readonly inputRef: (input: HTMLInputElement | null) => void;
  /** The value now (on submit). */
  readonly read: () => string;
}

/**
 * The value of `field` kept by its input, not by the screen: a keystroke sets no state, so nothing renders (the
 * login fields, popup and pages: a key costs what a plain form's does, issue 28 item 4). The change is reported while
 * the field shows an error, as `useField` does; a value the page replays after hydration arrives as an input event.
 * What was typed goes back into an input mounted again as its property, never as its `value` attribute (where a
 * password would be in the DOM for anything that reads the markup), and never over a value typed before hydration.
 */
export function useTypedField(field: FieldName, initial: string, senders: Pick<PopupSenders, 'input'>, fieldErrors: FieldErrors): TypedField {
  const [defaultValue] = useState(initial);
  const value = useRef(initial);
  const shown = field in fieldErrors;
  const onValueChange = useCallback(
    (next: string) => {
      value.current = next;
      if (shown) senders.input(field);
    },
    [field, senders, shown],
  );
  const inputRef = useCallback(
    (input: HTMLInputElement | null) => {
      if (input && value.current !== defaultValue && input.value !== value.current) input.value = value.current;
    },
    [defaultValue],
  );
  const read = useCallback(() => value.current, []);
  return { defaultValue, onValueChange, inputRef, read };
}
