/**
 * The caller's handler runs first; the component's own behaviour runs unless the caller prevented the default
 * (the Radix rule "user handlers composed before internal ones").
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  user: ((event: E) => void) | undefined,
  internal: (event: E) => void,
): (event: E) => void {
  return (event: E) => {
    user?.(event);
    if (!event.defaultPrevented) internal(event);
  };
}

/** Joins class names, skipping empty ones. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
