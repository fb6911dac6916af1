/**
 * The elements a keyboard user reaches with Tab inside a container, in DOM order. Elements inside an `inert` or
 * `aria-hidden` subtree, hidden ones and disabled controls are left out. Positive tabindex values are treated as 0
 * (this project never uses them).
 */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isHidden(element: HTMLElement, container: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== container.parentElement; node = node.parentElement) {
    if (node.hidden || node.hasAttribute('inert')) return true;
    if (node !== container && node.getAttribute('aria-hidden') === 'true') return true;
    const view: Window | null = node.ownerDocument.defaultView;
    const style: CSSStyleDeclaration | undefined = view?.getComputedStyle(node);
    if (style && (style.display === 'none' || (node === element && style.visibility === 'hidden'))) return true;
  }
  return false;
}

/** True when the element can take focus from the keyboard (Tab). */
export function isTabbable(element: Element, container: HTMLElement): element is HTMLElement {
  const html = element as HTMLElement;
  if (typeof html.tabIndex !== 'number' || typeof html.focus !== 'function') return false;
  if (html.tabIndex < 0) return false;
  if ((html as HTMLButtonElement).disabled) return false;
  if (html.localName === 'input' && (html as HTMLInputElement).type === 'hidden') return false;
  if (element.closest('fieldset:disabled') && element.matches('button,input,select,textarea')) return false;
  return !isHidden(html, container);
}

export function getTabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll(CANDIDATES)).filter((element): element is HTMLElement =>
    isTabbable(element, container),
  );
}

/** True when the element can be focused at all (by script), e.g. to restore focus to it. */
export function canFocus(element: Element | null): element is HTMLElement {
  if (!element || !element.isConnected) return false;
  const html = element as HTMLElement;
  if (typeof html.focus !== 'function') return false;
  if ((html as HTMLButtonElement).disabled) return false;
  return html.closest('[inert]') === null;
}
