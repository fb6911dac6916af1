'use client';

/**
 * `openPopup(options)`: mounts `<MemberPopup>` into a container (default: a new `div.mp-root` appended to
 * document.body) with react-dom/client, and unmounts it when the popup closes or `close()` is called.
 * One popup at a time: opening another while one is open replaces it (the first is closed as `close()` would, so its
 * `onClose` is called and the page does not reload) instead of stacking two modals.
 */
import { checkContainer, devWarn } from '../config/dev.js';
import { flushSync } from 'react-dom';
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
  return mount(options, false);
}

/**
 * `openPopup` with a synchronous first render (the loader's click, src/browser/popup.ts): the popup is committed and
 * its focus moved within the caller's task, with no scheduler task and no frame before it (issue 15). Only from
 * outside React (never from a render or an effect, where flushSync cannot flush).
 */
export function openPopupNow(options: OpenPopupOptions = {}): PopupHandle {
  return mount(options, true);
}

/** The popup on the page, if one is open. */
let current: PopupHandle | null = null;

function mount(options: OpenPopupOptions, sync: boolean): PopupHandle {
  const { container: given, onClose, ...props } = options;
  if (process.env.NODE_ENV !== 'production' && 'container' in options) checkContainer(given, 'openPopup: container');
  if (current) {
    if (process.env.NODE_ENV !== 'production') devWarn('openPopup: a popup is already open; it is closed and replaced by the new one.');
    current.close();
  }
  const container = given ?? document.body.appendChild(Object.assign(document.createElement('div'), { className: 'mp-root' }));
  const created = createRoot(container);
  let root: Root | null = created;

  const unmount = (): boolean => {
    if (!root) return false;
    const mounted = root;
    root = null;
    if (current === handle) current = null;
    // Unmount after the current React work (the close may come from inside a render's effect).
    queueMicrotask(() => {
      mounted.unmount();
      if (!given) container.remove();
    });
    return true;
  };

  const element = (
    <MemberPopup
      {...props}
      onClose={() => {
        // Closed from inside (close button, a finished flow): MemberPopup already told the page.
        if (!unmount()) return;
        if (onClose) onClose();
        else window.location.reload();
      }}
    />
  );
  if (sync) flushSync(() => created.render(element));
  else created.render(element);

  const handle: PopupHandle = {
    close() {
      if (!unmount()) return;
      window.dispatchEvent(new CustomEvent(POPUP_CLOSE_EVENT));
      onClose?.();
    },
  };
  current = handle;
  return handle;
}
