/**
 * The entries' `colorScheme` option (docs/theming.md): 'dark' or 'light', or 'auto' for the reader's
 * prefers-color-scheme, followed live (a change of the system's setting while the entry is shown restyles it). It
 * becomes `data-mp-theme` on the entry's root, which the stylesheet's dark tokens key on (a host may set the attribute
 * on any ancestor, <html> included, instead).
 */
import { useEffect, useState } from 'react';

export type ColorScheme = 'light' | 'dark' | 'auto';
type Theme = 'light' | 'dark' | undefined;

const DARK = '(prefers-color-scheme: dark)';
const query = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(DARK) : null);

/** The `data-mp-theme` value for an option now, or undefined (no option: the host's attribute, if any, decides). */
export function themeAttribute(scheme: ColorScheme | undefined): Theme {
  if (scheme === 'auto') return query()?.matches ? 'dark' : 'light';
  return scheme === 'dark' || scheme === 'light' ? scheme : undefined;
}

/**
 * Calls `onChange` with the new value each time 'auto' resolves differently (the media query's change event); other
 * options never change. Returns the unsubscribe.
 */
export function watchColorScheme(scheme: ColorScheme | undefined, onChange: (theme: Theme) => void): () => void {
  const list = scheme === 'auto' ? query() : null;
  if (!list) return () => {};
  const follow = () => onChange(themeAttribute(scheme));
  list.addEventListener('change', follow);
  return () => list.removeEventListener('change', follow);
}

/** `themeAttribute` for a component: the first render's option, followed live when it is 'auto'. */
export function useColorScheme(scheme: ColorScheme | undefined): Theme {
  const [theme, setTheme] = useState(() => themeAttribute(scheme));
  useEffect(() => watchColorScheme(scheme, setTheme), [scheme]);
  return theme;
}
