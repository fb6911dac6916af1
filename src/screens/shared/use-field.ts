/** A form field's value as the user edits it, the screen's own state; a change also lets the machine clear the field's error. */
import { useCallback, useState } from 'react';
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
