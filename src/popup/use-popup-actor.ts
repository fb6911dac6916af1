/**
 * Runs the root popup machine for a React presentation (the popup's dialog frame or a member page's layout): the
 * actor, its view (re-selected on every snapshot of any actor of its system, children included), its senders, and
 * the `loggedIn` / `closed` emissions handed to the latest callbacks.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { InspectionEvent } from 'xstate';
import type { LoginResponse } from '../api/types.js';
import type { PopupSenders, PopupView } from '../machines/contract.js';
import { popupMachine, type PopupInput } from '../machines/popup.machine.js';
import type { ClosedHow } from '../machines/popup.types.js';
import type { PopupActorLike } from '../machines/popup-hooks.js';
import { POPUP_SYSTEM_ID } from '../machines/shared.js';
import { createSenders, selectView } from '../machines/view.js';

/**
 * A counter bumped on every new snapshot of any actor of the popup's system (children included). An actor tells its
 * observers after every event, also when no transition was taken and its snapshot is the same object (a keystroke in
 * a field without an error): that is no change, and the view is not selected again.
 */
export function createSystemStore() {
  let version = 0;
  const listeners = new Set<() => void>();
  const last = new WeakMap<object, unknown>();
  return {
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.snapshot') return;
      if (last.get(event.actorRef) === event.snapshot) return;
      last.set(event.actorRef, event.snapshot);
      version += 1;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
  };
}

export interface PopupActorCallbacks {
  readonly onLogin?: (response: LoginResponse) => void;
  /** The machine reached `closed`; `how` says why (the close button, Escape, a finished flow, …). */
  readonly onClosed?: (how: ClosedHow) => void;
}

/**
 * The popup actor for `input` (kept for the actor's lifetime), bound to `holder` so the gateway hooks reach it.
 * `active` is false once the machine reached `closed`.
 */
export function usePopupActor(
  input: PopupInput,
  holder: { actor: PopupActorLike | null },
  callbacks: PopupActorCallbacks,
): { view: PopupView; senders: PopupSenders; active: boolean } {
  const [store] = useMemo(() => [createSystemStore()], []);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const actorRef = useActorRef(popupMachine, { input, systemId: POPUP_SYSTEM_ID, inspect: (event) => store.inspect(event) });
  holder.actor = actorRef as unknown as PopupActorLike;
  useEffect(() => {
    const login = actorRef.on('loggedIn', (event) => latest.current.onLogin?.(event.response));
    const closed = actorRef.on('closed', (event) => latest.current.onClosed?.(event.how));
    return () => {
      login.unsubscribe();
      closed.unsubscribe();
    };
  }, [actorRef]);
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const view = useMemo(() => selectView(actorRef.getSnapshot()), [actorRef, version]);
  const senders = useMemo(() => createSenders(actorRef), [actorRef]);
  return { view, senders, active: actorRef.getSnapshot().status === 'active' };
}
