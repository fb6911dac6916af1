/**
 * Who is signed in on this page, asked once (get-current-user, spec §7.1) and shared: every `useMember()` and every
 * `<AccountMenu>` of the page reads the same store, whichever bundle it came from (the store lives in the page's
 * global scope under a registered symbol, as the monitor does). It asks again when the popup closes (a login or a
 * logout may have happened) and takes the account area's user changes as they are announced.
 */
import type { Services } from './services.js';
import type { User } from './types.js';

/** Dispatched on window whenever the popup closes (the header refreshes its account display). */
export const POPUP_CLOSE_EVENT = 'member-popup:close';
/** Dispatched on window by the account area when the buyer changed (detail: the new user). */
export const ACCOUNT_USER_EVENT = 'member-account:user';

export type MemberStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface MemberState {
  readonly status: MemberStatus;
  /** The signed-in buyer (status 'signedIn'), else null. */
  readonly user: User | null;
  /** Why the last question failed (status 'error': offline, server down); `refresh()` asks again. */
  readonly error?: unknown;
}

export interface MemberStore {
  getState(): MemberState;
  /** Listens to changes; the first listener asks the server (once per page). */
  subscribe(listener: () => void): () => void;
  /** Asks the server again. */
  refresh(): Promise<void>;
  /** Logs out (services.logout), then the state is signed out. A failure rejects and keeps the state. */
  signOut(): Promise<void>;
}

type MemberServices = Pick<Services, 'currentUser' | 'logout'>;

function createStore(services: MemberServices): MemberStore {
  let state: MemberState = { status: 'loading', user: null };
  let asked: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: MemberState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const refresh = (): Promise<void> =>
    (asked = services.currentUser().then(
      (user) => set(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null }),
      (error: unknown) => set({ status: 'error', user: null, error }),
    ));
  if (typeof window !== 'undefined') {
    window.addEventListener(POPUP_CLOSE_EVENT, () => {
      if (asked) void refresh();
    });
    window.addEventListener(ACCOUNT_USER_EVENT, (event) => {
      const detail = (event as CustomEvent<Partial<User>>).detail;
      if (state.user && detail && typeof detail === 'object') set({ status: 'signedIn', user: { ...state.user, ...detail } });
    });
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!asked) void refresh();
      return () => listeners.delete(listener);
    },
    refresh,
    async signOut() {
      await services.logout();
      set({ status: 'signedOut', user: null });
    },
  };
}

const SLOT = Symbol.for('member-popup.current-member');
type StoreSlot = { [SLOT]?: Map<unknown, MemberStore> };

/**
 * The page's store for `key` (a site and environment, or the given services object itself), made with `services()`
 * the first time it is asked for.
 */
export function memberStore(key: string | object, services: () => MemberServices): MemberStore {
  const slot = globalThis as typeof globalThis & StoreSlot;
  const stores = (slot[SLOT] ??= new Map());
  let store = stores.get(key);
  if (!store) {
    store = createStore(services());
    stores.set(key, store);
  }
  return store;
}

/** Forgets every store of the page (tests). */
export function resetMemberStores(): void {
  (globalThis as typeof globalThis & StoreSlot)[SLOT]?.clear();
}
