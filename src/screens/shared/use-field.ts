/** A form field's value as the user edits it, the screen's own state; each change also lets the machine clear the field's error. */
import { useCallback, useState } from 'react';
import type { FieldName, PopupSenders } from '../../machines/contract.js';

/**
 * `useState` for the value of `field`, whose setter also reports the change (`senders.input(field)`): spec §5, the error
 * text under a field clears once it has a value. `withValue`: the value goes along (the code login's phone, which the
 * machine checks with the server while it is typed; never a password).
 */
export function useField<T>(
  field: FieldName,
  initial: T,
  senders: Pick<PopupSenders, 'input'>,
  withValue = false,
): readonly [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const change = useCallback(
    (next: T) => {
      setValue(next);
      if (withValue) senders.input(field, String(next).trim());
      else senders.input(field);
    },
    [field, senders, withValue],
  );
  return [value, change];
}
