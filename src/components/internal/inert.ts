/**
 * Making what lies behind a modal surface inert (WAI-ARIA dialog pattern: nothing behind it is reachable, not with
 * Tab and not with a screen reader's virtual cursor). `inert` is set as an attribute; where the browser does not
 * know `inert`, `aria-hidden="true"` is set as well. Each undo restores exactly what was there before.
 */

const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

/** Sets `inert` (and aria-hidden where inert is unknown) on the elements; returns the undo. */
export function makeInert(elements: readonly HTMLElement[]): () => void {
  const undo = elements.map((element) => {
    const hadInert = element.hasAttribute('inert');
    const ariaHidden = element.getAttribute('aria-hidden');
    const supportsInert = typeof (element as HTMLElement & { inert?: unknown }).inert === 'boolean';
    element.setAttribute('inert', '');
    if (!supportsInert) element.setAttribute('aria-hidden', 'true');
    return () => {
      if (!hadInert) element.removeAttribute('inert');
      if (!supportsInert) {
        if (ariaHidden === null) element.removeAttribute('aria-hidden');
        else element.setAttribute('aria-hidden', ariaHidden);
      }
    };
  });
  return () => undo.forEach((restore) => restore());
}

/**
 * Everything on the page except `keep` and its ancestors: the siblings of `keep`, of its parent, and so on up to
 * <body>. Scripts, styles and elements that are already inert are left alone.
 */
export function siblingsUpToBody(keep: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const body = keep.ownerDocument.body;
  let node: HTMLElement | null = keep;
  while (node && node !== body && node.parentElement) {
    const parent: HTMLElement = node.parentElement;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || SKIPPED_TAGS.has(sibling.tagName)) continue;
      if (sibling.hasAttribute('inert')) continue;
      found.push(sibling);
    }
    node = parent;
  }
  return found;
}

/** Makes the whole page but `keep` inert (a modal outside any container); returns the undo. */
export function hideOthers(keep: HTMLElement): () => void {
  return makeInert(siblingsUpToBody(keep));
}
