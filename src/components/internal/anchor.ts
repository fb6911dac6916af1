/**
 * Puts props on the one child element a floating widget anchors to (the Radix `asChild` idea): the child's own
 * ref and handlers are kept (Floating UI's prop getters chain handlers), and the child's own aria-describedby is
 * kept next to ours.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type Ref } from 'react';

export type AnchorElement = ReactElement<Record<string, unknown>>;

/** The only child, which must be one element (a button, a link, an input). */
export function onlyAnchor(children: unknown): AnchorElement {
  const child = Children.only(children);
  if (!isValidElement(child)) throw new TypeError('The anchor of a tooltip or popover must be one element.');
  return child as AnchorElement;
}

/**
 * The ref the child element carries. React 18 (the browser builds inline it) and preact keep it on the element, as a
 * plain value (React 18's development props hold a warning getter instead); React 19 passes it as a prop, and its
 * development build turns `element.ref` into a warning getter (its production build keeps both in step).
 */
export function anchorRef(child: AnchorElement): Ref<Element> | undefined {
  const own = Object.getOwnPropertyDescriptor(child, 'ref');
  if (own && 'value' in own && own.value != null) return own.value as Ref<Element>;
  return child.props.ref as Ref<Element> | undefined;
}

/** Space-separated id lists, joined without empties. */
export function joinIds(...ids: ReadonlyArray<unknown>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return list.length ? list.join(' ') : undefined;
}

export function cloneAnchor(child: AnchorElement, props: Record<string, unknown>): ReactElement {
  return cloneElement(child, props);
}
