/**
 * `PageDialog`: a `Dialog` the account area and the member pages show on the page (`container`, default document.body:
 * the whole page behind is dimmed and made inert). When its container is not inside a scoped root (`.mp-root`), the
 * dialog comes in its own, `div.mp-root.mp-layer` with the `lang` and `dir` of its translator (`t.lang`, `t.dir`), so
 * the sheet's tokens and rules reach it and it reads in the page's language (issue 27: every portaled dialog of the
 * wings goes through here). A container inside a scoped root gets the plain portal. The layer exists only while the
 * dialog is open. Kept apart from dialog.tsx: the popup's dialogs render inline, and its first screen does not carry
 * this.
 */
import { createPortal } from 'react-dom';
import { Dialog, type DialogProps } from './dialog.js';

export interface PageDialogProps extends Omit<DialogProps, 'container'> {
  /** Where to render: `'page'` (the default) is document.body; an element is used as given. */
  container?: Element | DocumentFragment | null | 'page';
}

/** The writing direction and language a translator carries (src/i18n's Translator has both). */
interface Scoped {
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl';
}

/** The element a `container` prop names (null on the server). */
function containerElement(container: PageDialogProps['container']): Element | DocumentFragment | null {
  if (container !== 'page' && container !== undefined) return container;
  return typeof document === 'undefined' ? null : document.body;
}

/** A container outside every scoped root needs the dialog's own root (tokens, rules, lang, dir). */
function needsLayer(container: Element | DocumentFragment): boolean {
  return !('closest' in container) || container.closest('.mp-root') === null;
}

export function PageDialog({ container, ...props }: PageDialogProps) {
  const target = containerElement(container);
  if (!props.open || !target || !needsLayer(target)) return <Dialog {...props} container={target} />;
  const scope = (props.t ?? {}) as Scoped;
  const lang = scope.lang ?? (document.documentElement.lang || undefined);
  const dir = scope.dir ?? (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
  return createPortal(
    <div className="mp-root mp-layer" lang={lang} dir={dir}>
      <Dialog {...props} />
    </div>,
    target,
  );
}
