/**
 * The passkey flows' I/O boundary (issue 25): the member calls (passkey-calls.ts), the browser ceremonies (loaded on
 * first use from their own chunk, passkey-ceremony.ts) and the device's memory of the offer to create a passkey. The
 * machines (machines/passkey-*.machine.ts) call only these; tests replace them.
 */
import type { MemberClient } from './member.js';
import { createPasskeyCalls, type Passkey } from './passkey-calls.js';
import type { LoginResponse } from './types.js';
import { canUsePasskeys } from './passkey-support.js';

/** The device's memory (localStorage key) that the offer to create a passkey was answered here. */
export const PASSKEY_OFFER_STORAGE_KEY = 'mp_passkey_offer';

export interface PasskeyServices {
  /** The modal sheet, or the login-name field's autofill (`conditional`); null when dismissed or aborted. */
  signIn(input: { conditional: boolean; signal: AbortSignal }): Promise<LoginResponse | null>;
  /** A new passkey for the signed-in buyer; null when dismissed. */
  create(signal: AbortSignal): Promise<Passkey | null>;
  list(): Promise<readonly Passkey[]>;
  rename(id: string, name: string): Promise<Passkey>;
  remove(id: string): Promise<void>;
  /** True once this device answered the offer (created one, or said "Not now"). */
  offerAnswered(): boolean;
  rememberOfferAnswered(): void;
}

const ceremony = () => import('./passkey-ceremony.js');

export function createPasskeyServices(
  member: Pick<MemberClient, 'call'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage(),
): PasskeyServices {
  const calls = createPasskeyCalls(member);
  return {
    signIn: ({ conditional, signal }) => ceremony().then((c) => c.signInWithPasskey(calls, { conditional, signal })),
    create: (signal) => ceremony().then((c) => c.createPasskey(calls, signal)),
    list: () => calls.list(),
    rename: (id, name) => calls.rename(id, name),
    remove: (id) => calls.remove(id),
    offerAnswered: () => {
      try {
        return storage?.getItem(PASSKEY_OFFER_STORAGE_KEY) === '1';
      } catch {
        return false;
      }
    },
    rememberOfferAnswered: () => {
      try {
        storage?.setItem(PASSKEY_OFFER_STORAGE_KEY, '1');
      } catch {
        // Storage refused (private mode, quota): the offer may come back once more; nothing breaks.
      }
    },
  };
}

/**
 * The passkey services where this browser can use passkeys (passkey-support.ts: WebAuthn, not an in-app web view),
 * else null: the popup's and /user/login's passkey region asks this on load and shows nothing when null.
 */
export function usablePasskeyServices(member: Pick<MemberClient, 'call'>): PasskeyServices | null {
  return canUsePasskeys() ? createPasskeyServices(member) : null;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
