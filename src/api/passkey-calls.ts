/**
 * Passkeys' member calls (issue 25; the reference server's examples/server/passkey-routes.ts), built on
 * `MemberClient.call`: the same CSRF, retry, bot check, deadline and error classification as every member call. No
 * WebAuthn here: the ceremonies (navigator.credentials, @simplewebauthn/browser) are passkey-ceremony.ts, a lazy chunk.
 *
 * The options travel as the WebAuthn JSON forms (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON), the
 * browser's answer as one JSON string field, `credential` (RegistrationResponseJSON / AuthenticationResponseJSON).
 */
import type { MemberClient } from './member.js';
import type { LoginResponse } from './types.js';
import { normaliseLoginResponse } from './member-core.js';
import { isRecord, parseError } from './transport.js';

export const PASSKEY_PATHS = Object.freeze({
  loginOptions: 'user/api/passkey/loginOptions',
  login: 'user/api/passkey/login',
  registerOptions: 'user/api/passkey/registerOptions',
  register: 'user/api/passkey/register',
  list: 'user/api/passkey/list',
  rename: 'user/api/passkey/rename',
  remove: 'user/api/passkey/remove',
});

/** errorCode.key of a ceremony the server refused (unknown passkey, spent or foreign challenge, bad signature). */
export const PASSKEY_FAILED_KEY = 'PL-USER-PASSKEY-FAILED';
/** errorCode.key of a rename or removal of a passkey the signed-in account does not have. */
export const PASSKEY_NOT_FOUND_KEY = 'PL-USER-PASSKEY-NOT-FOUND';
/** The longest passkey name (characters). */
export const PASSKEY_NAME_MAX = 64;

export interface Passkey {
  /** The credential id (base64url). */
  readonly id: string;
  readonly name: string;
  /** ms since the epoch. */
  readonly createdAt: number;
  /** ms since the epoch; null when never used to sign in. */
  readonly lastUsedAt: number | null;
}

/** WebAuthn options in their JSON form, as the server sent them (passed through to the ceremony unread). */
export type CeremonyOptions = Record<string, unknown>;

export interface PasskeyCalls {
  loginOptions(): Promise<CeremonyOptions>;
  /** `credential`: the browser's AuthenticationResponseJSON; the login's result like every login call's. */
  login(credential: unknown): Promise<LoginResponse>;
  registerOptions(): Promise<CeremonyOptions>;
  register(credential: unknown): Promise<Passkey>;
  list(): Promise<readonly Passkey[]>;
  rename(id: string, name: string): Promise<Passkey>;
  remove(id: string): Promise<void>;
}

export function toPasskey(value: unknown): Passkey {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string' || typeof value.createdAt !== 'number') {
    throw parseError();
  }
  return {
    id: value.id,
    name: value.name,
    createdAt: value.createdAt,
    lastUsedAt: typeof value.lastUsedAt === 'number' ? value.lastUsedAt : null,
  };
}

function options(module: unknown): CeremonyOptions {
  if (!isRecord(module) || !isRecord(module.options) || typeof module.options.challenge !== 'string') throw parseError();
  return module.options;
}

export function createPasskeyCalls(member: Pick<MemberClient, 'call'>): PasskeyCalls {
  const post = (path: string, fields: Record<string, string> = {}) => member.call('POST', path, fields);
  return {
    loginOptions: async () => options(await post(PASSKEY_PATHS.loginOptions)),
    login: async (credential) => normaliseLoginResponse(await post(PASSKEY_PATHS.login, { credential: JSON.stringify(credential) })),
    registerOptions: async () => options(await post(PASSKEY_PATHS.registerOptions)),
    register: async (credential) => {
      const module = await post(PASSKEY_PATHS.register, { credential: JSON.stringify(credential) });
      return toPasskey(isRecord(module) ? module.passkey : undefined);
    },
    list: async () => {
      const module = await post(PASSKEY_PATHS.list);
      if (!isRecord(module) || !Array.isArray(module.passkeys)) throw parseError();
      return module.passkeys.map(toPasskey);
    },
    rename: async (id, name) => {
      const module = await post(PASSKEY_PATHS.rename, { id, name });
      return toPasskey(isRecord(module) ? module.passkey : undefined);
    },
    remove: async (id) => {
      await post(PASSKEY_PATHS.remove, { id });
    },
  };
}
