/**
 * Passwords: RSA decryption of `encryptPassword` and the stored scrypt hash.
 *
 * Decryption. The client encrypts with jsencrypt (RSA PKCS#1 v1.5). Node 20 refuses PKCS#1 v1.5 *padding* in
 * `privateDecrypt` (CVE-2023-46809, the Marvin timing attack), but raw RSA (`RSA_NO_PADDING`) is allowed: the raw
 * block is decrypted by OpenSSL (about 1 ms; jsencrypt's pure-JS decryption takes about 23 ms and blocks the event
 * loop) and the v1.5 padding is removed here without data-dependent branches. Every failure gives `null`, and the
 * callers answer a bad block exactly like a wrong password, so no padding oracle is exposed. The server's own pages
 * (no bundler, WebCrypto only) encrypt with RSA-OAEP/SHA-256 under the same key instead: `decryptOaep`.
 *
 * Hashing. scrypt with a per-user 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (base64), compared with
 * timingSafeEqual. N defaults to 2^14; tests lower it. The parameters travel with each hash, so changing the
 * default never breaks existing hashes.
 */
import {
  constants,
  createPrivateKey,
  createPublicKey,
  privateDecrypt,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 14, r: 8, p: 1 });

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** A decrypted password longer than this is refused (the new-password rule allows 20, the legacy one 50). */
const MAX_PASSWORD_CHARS = 128;

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const maxmem = 256 * params.N * params.r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: params.N, r: params.r, p: params.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`. A missing or malformed hash still costs one derivation, then false. */
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT): PasswordHasher {
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await deriveKey(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
    const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return undefined;
    const salt = Buffer.from(parts[4]!, 'base64');
    const key = Buffer.from(parts[5]!, 'base64');
    if (salt.length === 0 || key.length !== KEY_LENGTH) return undefined;
    return { params: { N, r, p }, salt, key };
  }

  async function verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const parsed = stored ? parse(stored) : undefined;
    if (!parsed) {
      // Same work as a real comparison, so an unknown account takes as long as a wrong password.
      dummy ??= hash('dummy password for timing');
      const fallback = parse(await dummy)!;
      await deriveKey(password, fallback.salt, fallback.params);
      return false;
    }
    const key = await deriveKey(password, parsed.salt, parsed.params);
    return timingSafeEqual(key, parsed.key);
  }

  return { hash, verify };
}

/* -------------------------------------------------------------------------------------------------------------- */
/* RSA                                                                                                            */

export interface PasswordDecryptor {
  /**
   * The clear password, or null when the ciphertext does not decrypt to a PKCS#1 v1.5 block holding valid UTF-8
   * of at most 128 characters. Throws nothing.
   */
  decrypt(cipherBase64: string): string | null;
  /**
   * The same for RSA-OAEP with SHA-256 under the same key: what this server's own pages send (WebCrypto, which
   * they use for lack of a bundler, encrypts only with OAEP). Null on any failure, like `decrypt`.
   */
  decryptOaep(cipherBase64: string): string | null;
  /** The public key as base64 SPKI DER (what WebCrypto's importKey('spki') takes). */
  readonly publicKeySpki: string;
  /** The modulus length in bytes (a ciphertext is exactly this long). */
  readonly blockBytes: number;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Removes PKCS#1 v1.5 type-2 padding (00 02 PS 00 M, PS at least 8 non-zero bytes) from a raw block. The loop
 * visits every byte whatever the content, so the time taken does not depend on where the padding is wrong.
 */
export function unpadPkcs1v15(block: Buffer): Buffer | null {
  const length = block.length;
  let bad = (block[0]! | (block[1]! ^ 0x02)) !== 0 ? 1 : 0;
  let separator = 0;
  let found = 0;
  for (let i = 2; i < length; i += 1) {
    const isZero = block[i] === 0 ? 1 : 0;
    const first = isZero & (found ^ 1);
    separator = first ? i : separator;
    found |= isZero;
  }
  bad |= found ^ 1;
  bad |= separator < 10 ? 1 : 0;
  return bad ? null : block.subarray(separator + 1);
}

export function createPasswordDecryptor(privateKeyPem: string): PasswordDecryptor {
  const key: KeyObject = createPrivateKey(privateKeyPem);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new Error('the RSA private key must be at least 2048 bits');
  const blockBytes = Math.ceil(bits / 8);
  const utf8 = new TextDecoder('utf-8', { fatal: true });

  const text = (message: Buffer | null): string | null => {
    if (!message || message.length === 0) return null;
    let clear: string;
    try {
      clear = utf8.decode(message);
    } catch {
      return null;
    }
    return [...clear].length <= MAX_PASSWORD_CHARS ? clear : null;
  };

  return {
    blockBytes,
    publicKeySpki: createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64'),
    decrypt(cipherBase64) {
      if (typeof cipherBase64 !== 'string' || !BASE64.test(cipherBase64)) return null;
      let cipher = Buffer.from(cipherBase64, 'base64');
      // jsencrypt drops leading zero bytes of the ciphertext integer: pad back to the modulus length.
      if (cipher.length > blockBytes || cipher.length < blockBytes - 8) return null;
      if (cipher.length < blockBytes) cipher = Buffer.concat([Buffer.alloc(blockBytes - cipher.length), cipher]);
      let block: Buffer;
      try {
        block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, cipher);
      } catch {
        return null;
      }
      return text(unpadPkcs1v15(block));
    },
    decryptOaep(cipherBase64) {
      if (typeof cipherBase64 !== 'string' || !BASE64.test(cipherBase64)) return null;
      const cipher = Buffer.from(cipherBase64, 'base64');
      if (cipher.length !== blockBytes) return null;
      try {
        return text(privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, cipher));
      } catch {
        return null;
      }
    },
  };
}

/** The committed development key pair (examples/server/keys): public knowledge, for dev mode and tests only. */
export const DEV_PRIVATE_KEY_PATH = fileURLToPath(new URL('./keys/dev-rsa-private.pem', import.meta.url));

const spkiOf = (pem: string) => createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'der' }).toString('base64');

/** True when a private key is the committed development key (whatever its PEM formatting). */
export function isDevKey(privateKeyPem: string): boolean {
  return spkiOf(privateKeyPem) === spkiOf(readFileSync(DEV_PRIVATE_KEY_PATH, 'utf8'));
}
