'use client';
/**
 * `useMemberPopup(defaults)`: a headless way to open the popup from a React app's own button:
 * `const { open } = useMemberPopup({ site: 'SG', onClose })` then `onClick={() => open({ screen: 'Registry' })}`.
 * One popup at a time (opening again replaces it); it closes when the component unmounts. As with `openPopup`,
 * without an `onClose` the page reloads when the buyer closes it (spec §2.1).
 */
import { useCallback, useEffect, useRef } from 'react';
import { openPopup, type OpenPopupOptions, type PopupHandle } from './open-popup.js';

export interface MemberPopupControls {
  /** Opens the popup with the hook's defaults and these options over them. */
  open(options?: OpenPopupOptions): PopupHandle;
  /** Closes the popup this hook opened, if it is open. */
  close(): void;
}

export function useMemberPopup(defaults: OpenPopupOptions = {}): MemberPopupControls {
  const latest = useRef(defaults);
  latest.current = defaults;
  const handle = useRef<PopupHandle | null>(null);
  useEffect(() => () => handle.current?.close(), []);
  const open = useCallback((options: OpenPopupOptions = {}) => (handle.current = openPopup({ ...latest.current, ...options })), []);
  const close = useCallback(() => handle.current?.close(), []);
  return { open, close };
}
