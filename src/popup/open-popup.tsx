/**
 * `openPopup(options)`: mounts `<MemberPopup>` into a container (default: a new `div.mp-root` appended to
 * document.body) with react-dom/client, and unmounts it when the popup closes or `close()` is called.
 */
import { createRoot, type Root } from 'react-dom/client';
import { MemberPopup, POPUP_CLOSE_EVENT, type MemberPopupProps } from './member-popup.js';

export interface OpenPopupOptions extends MemberPopupProps {
  /** Where to mount; default a new `div.mp-root` appended to document.body (removed again on close). */
  readonly container?: HTMLElement;
}

export interface PopupHandle {
  /** Unmounts the popup and calls `onClose` (the page does not reload). Safe to call more than once. */
  close(): void;
}

export function openPopup(options: OpenPopupOptions = {}): PopupHandle {
  const { container: given, onClose, ...props } = options;
  const container = given ?? document.body.appendChild(Object.assign(document.createElement('div'), { className: 'mp-root' }));
  let root: Root | null = createRoot(container);

  const unmount = (): boolean => {
    if (!root) return false;
    const mounted = root;
    root = null;
    // Unmount after the current React work (the close may come from inside a render's effect).
    queueMicrotask(() => {
      mounted.unmount();
      if (!given) container.remove();
    });
    return true;
  };

  root.render(
    <MemberPopup
      {...props}
      onClose={() => {
        // Closed from inside (close button, a finished flow): MemberPopup already told the page.
        if (!unmount()) return;
        if (onClose) onClose();
        else window.location.reload();
      }}
    />,
  );

  return {
    close() {
      if (!unmount()) return;
      window.dispatchEvent(new CustomEvent(POPUP_CLOSE_EVENT));
      onClose?.();
    },
  };
}
