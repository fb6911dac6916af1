/**
 * The bridge between the gateway's recovery hooks (busy, bot check, login-and-retry, navigation) and the root popup
 * actor. Each request gets an id; the actor shows the dialog or screen and, when the user answers, emits the
 * answer with the ids (`busyDismissed`, `botResolved`, `loginResolved`). The promise resolvers stay here, in a small
 * map keyed by request id, never in the machine's context. When the popup closes or stops, every open request is
 * answered with its "no" (busy: resolved, bot: false, login: false), so no gateway call waits forever.
 */
import type { GatewayHooks } from '../api/gateway/client.js';
import type { PopupEmitted, PopupEvent } from './popup.machine.js';

/** What the bridge needs of the root actor. */
export interface PopupActorLike {
  send(event: PopupEvent): void;
  on<T extends PopupEmitted['type']>(type: T, handler: (event: Extract<PopupEmitted, { type: T }>) => void): { unsubscribe(): void };
  subscribe(observer: { complete?(): void; error?(error: unknown): void }): { unsubscribe(): void };
  getSnapshot(): { status: string };
}

interface Pending {
  readonly resolve: (value: boolean) => void;
  /** The answer when the popup goes away without one. */
  readonly fallback: boolean;
}

export function createPopupHooks(getActor: () => PopupActorLike | null | undefined): GatewayHooks {
  let seq = 0;
  const pending = new Map<number, Pending>();
  let bound: PopupActorLike | null = null;

  const settle = (ids: readonly number[], value: boolean | undefined) => {
    for (const id of ids) {
      const request = pending.get(id);
      if (!request) continue;
      pending.delete(id);
      request.resolve(value ?? request.fallback);
    }
  };
  const settleAll = () => settle([...pending.keys()], undefined);

  const bind = (actor: PopupActorLike) => {
    if (bound === actor) return;
    bound = actor;
    actor.on('busyDismissed', (event) => settle(event.requestIds, true));
    actor.on('botResolved', (event) => settle(event.requestIds, event.passed));
    actor.on('loginResolved', (event) => settle(event.requestIds, event.loggedIn));
    actor.on('closed', settleAll);
    actor.subscribe({ complete: settleAll, error: settleAll });
  };

  /** Sends the request to a running popup, or answers "no" at once when there is none. */
  const request = (fallback: boolean, event: (requestId: number) => PopupEvent): Promise<boolean> => {
    const actor = getActor();
    if (!actor || actor.getSnapshot().status !== 'active') return Promise.resolve(fallback);
    bind(actor);
    seq += 1;
    const requestId = seq;
    return new Promise<boolean>((resolve) => {
      pending.set(requestId, { resolve, fallback });
      actor.send(event(requestId));
    });
  };

  return {
    busy: async () => {
      await request(true, (requestId) => ({ type: 'SHOW_BUSY', requestId }));
    },
    botCheck: (url) => request(false, (requestId) => (url ? { type: 'SHOW_BOT', requestId, url } : { type: 'SHOW_BOT', requestId })),
    login: () => request(false, (requestId) => ({ type: 'LOGIN_REQUIRED', requestId })),
    navigate: (url) => {
      const actor = getActor();
      if (actor && actor.getSnapshot().status === 'active') actor.send({ type: 'NAVIGATE', url, top: true });
    },
  };
}
