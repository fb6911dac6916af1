/**
 * Password encryption (spec §5: "sent RSA-encrypted, 2048-bit, fixed public key, never in clear").
 *
 * RSA with PKCS#1 v1.5 padding through jsencrypt, which only the password screens need: it is loaded with a
 * dynamic `import()` so bundlers put it in its own chunk, and the loaded module (and the parsed key) is cached.
 * Nothing here ever logs or stores the password; errors carry no part of it.
 */
import { RSA_KEY_BITS } from '../config/constants.js';
import { ApiError, CLIENT_ERROR_KEYS } from './errors.js';

type JSEncryptClass = typeof import('jsencrypt').JSEncrypt;
type Engine = {
  readonly JSEncrypt: JSEncryptClass;
  readonly developmentKey: string;
  readonly warnIfDevelopmentKey: (given: string | undefined, production: boolean) => void;
};
type JSEncryptInstance = InstanceType<JSEncryptClass>;

/** PKCS#1 v1.5 type-2 padding takes 11 bytes of the modulus. */
const PKCS1_V15_OVERHEAD_BYTES = 11;

let moduleLoad: Promise<Engine> | undefined;
/** The last key parsed: pages use one fixed key, so one entry is the whole cache. */
let keyCache: { publicKey: string; encryptor: JSEncryptInstance; maxBytes: number } | undefined;

/** jsencrypt, the development key and its warning, in one chunk (rsa-engine.ts). */
function loadEngine(): Promise<Engine> {
  if (!moduleLoad) {
    moduleLoad = import('./rsa-engine.js').then(
      (mod) => ({
        JSEncrypt: mod.JSEncrypt.JSEncrypt ?? mod.JSEncrypt.default,
        developmentKey: mod.DEFAULT_RSA_PUBLIC_KEY,
        warnIfDevelopmentKey: mod.warnIfDevelopmentKey,
      }),
      (cause: unknown) => {
        // A chunk that failed to load is not cached: the next attempt loads it again.
        moduleLoad = undefined;
        throw new ApiError('network', CLIENT_ERROR_KEYS.network, { cause });
      },
    );
  }
  return moduleLoad;
}

function rsaError(): ApiError {
  return new ApiError('config', CLIENT_ERROR_KEYS.rsa);
}

/**
 * The modulus length in bits of the key jsencrypt parsed, or 0 when it parsed nothing. jsencrypt keeps the modulus
 * in a protected field and answers a bad key silently (its `encrypt` would then return false, or with no key at all
 * generate a random one), so the key is checked here before any encryption.
 */
function modulusBits(encryptor: JSEncryptInstance): number {
  const key = encryptor.getKey() as unknown as { n?: { bitLength?: () => number } | null };
  const bits = key.n && typeof key.n.bitLength === 'function' ? key.n.bitLength() : 0;
  return Number.isFinite(bits) ? bits : 0;
}

/**
 * Bytes jsencrypt's PKCS#1 v1.5 padder writes for a string: it encodes each UTF-16 code unit on its own (1, 2 or
 * 3 bytes). It only checks the length in code units, so a long multi-byte input would be silently truncated; the
 * byte count is checked here instead.
 */
function paddedInputBytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
  }
  return bytes;
}

async function encryptorFor(given: string | undefined, production: boolean): Promise<{ encryptor: JSEncryptInstance; maxBytes: number }> {
  const { JSEncrypt, developmentKey, warnIfDevelopmentKey } = await loadEngine();
  warnIfDevelopmentKey(given, production);
  const publicKey = given ?? developmentKey;
  if (keyCache && keyCache.publicKey === publicKey) return keyCache;
  const encryptor = new JSEncrypt({ log: false });
  encryptor.setPublicKey(publicKey);
  const bits = modulusBits(encryptor);
  if (bits < RSA_KEY_BITS) throw rsaError();
  const entry = { publicKey, encryptor, maxBytes: Math.floor((bits + 7) / 8) - PKCS1_V15_OVERHEAD_BYTES };
  keyCache = entry;
  return entry;
}

/**
 * Encrypts a password with the site's RSA public key (PEM or bare base64 SPKI; none given: the development key, which
 * loads with jsencrypt), PKCS#1 v1.5, and returns the
 * base64 ciphertext. Rejects `ApiError('config', 'RSA_ENCRYPT_FAILED')` when the key is empty, unparsable or
 * shorter than 2048 bits, when the input does not fit one RSA block, or when jsencrypt fails; rejects
 * `ApiError('network')` when the jsencrypt chunk cannot be loaded. `production`: the config's environment is
 * production (the development key named there is warned about once).
 */
export async function encryptPassword(password: string, publicKey?: string, production = false): Promise<string> {
  if (typeof password !== 'string' || (publicKey !== undefined && (typeof publicKey !== 'string' || publicKey.trim() === ''))) throw rsaError();
  const { encryptor, maxBytes } = await encryptorFor(publicKey?.trim(), production);
  if (paddedInputBytes(password) > maxBytes) throw rsaError();
  const cipher = encryptor.encrypt(password);
  if (typeof cipher !== 'string' || cipher === '') throw rsaError();
  return cipher;
}
