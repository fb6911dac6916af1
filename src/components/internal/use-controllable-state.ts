/**
 * Controlled / uncontrolled state in the Radix manner: when `value` is given the caller owns the state and hears
 * about changes through `onChange`; otherwise the component keeps it, starting from `defaultValue`.
 */
import { useCallback, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((next: T) => void) | undefined;
}

export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): readonly [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;

  // The latest value and callback, so the setter keeps one identity and never calls a stale handler.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const set = useCallback((next: T) => {
    const { current: previous, controlled: isControlled, onChange: handler } = latest.current;
    if (Object.is(previous, next)) return;
    if (!isControlled) setOwn(next);
    // Until React re-renders, later calls in the same event see this value.
    latest.current = { ...latest.current, current: next };
    handler?.(next);
  }, []);

  return [current, set] as const;
}
