/**
 * The entries' `colorScheme` option (docs/theming.md): 'dark' or 'light', or 'auto' for the reader's
 * prefers-color-scheme at the time the entry mounts. It becomes `data-mp-theme` on the entry's root, which the
 * stylesheet's dark tokens key on (a host may set the attribute on any ancestor, <html> included, instead).
 */
export type ColorScheme = 'light' | 'dark' | 'auto';

/** The `data-mp-theme` value for an option, or undefined (no option: the host's attribute, if any, decides). */
export function themeAttribute(scheme: ColorScheme | undefined): 'light' | 'dark' | undefined {
  if (scheme === 'auto') {
    return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  return scheme === 'dark' || scheme === 'light' ? scheme : undefined;
}
