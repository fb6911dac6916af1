import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RSA_PUBLIC_KEY } from '../config/index.js';
import { ApiError, CLIENT_ERROR_KEYS } from './errors.js';
import { encryptPassword } from './rsa.js';

const keyDir = new URL('../../examples/server/keys/', import.meta.url);
const PRIVATE_KEY = readFileSync(new URL('dev-rsa-private.pem', keyDir), 'utf8');
const PUBLIC_KEY_PEM = readFileSync(new URL('dev-rsa-public.pem', keyDir), 'utf8');

function decrypt(cipher: string): string | false {
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(PRIVATE_KEY);
  return decryptor.decrypt(cipher);
}

async function expectRsaFailure(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'config', key: CLIENT_ERROR_KEYS.rsa });
}

describe('encryptPassword', () => {
  it('given the default (dev) public key, the private key decrypts the ciphertext back to the password', async () => {
    const password = 'Zebra#Quartz-9071!';
    const cipher = await encryptPassword(password, DEFAULT_RSA_PUBLIC_KEY);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(cipher).not.toContain(password);
    // One 2048-bit block: 256 bytes.
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
    expect(decrypt(cipher)).toBe(password);
  });

  it('with no key given, encrypts with the development key (loaded with jsencrypt, not from the config)', async () => {
    expect(decrypt(await encryptPassword('No-Key~Given1'))).toBe('No-Key~Given1');
    // An empty key is a configuration error, not "none given".
    await expectRsaFailure(encryptPassword('No-Key~Given1', '  '));
  });

  it('warns once when a production config names the development key (in any form), never otherwise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await encryptPassword('Dev~Key1', DEFAULT_RSA_PUBLIC_KEY);
      await encryptPassword('Dev~Key1', undefined, true);
      expect(warn).not.toHaveBeenCalled();
      await encryptPassword('Dev~Key1', PUBLIC_KEY_PEM, true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('SECURITY: a production config passes the development rsaPublicKey');
      expect(String(warn.mock.calls[0]![0])).not.toContain('Dev~Key1');
      await encryptPassword('Dev~Key1', DEFAULT_RSA_PUBLIC_KEY, true);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('accepts the key in PEM form too', async () => {
    const cipher = await encryptPassword('Pem-Form~Pass1', PUBLIC_KEY_PEM);
    expect(decrypt(cipher)).toBe('Pem-Form~Pass1');
  });

  it('pads randomly (PKCS#1 v1.5 type 2): the same password encrypts differently each time', async () => {
    const a = await encryptPassword('Same.Pass#1', DEFAULT_RSA_PUBLIC_KEY);
    const b = await encryptPassword('Same.Pass#1', DEFAULT_RSA_PUBLIC_KEY);
    expect(a).not.toBe(b);
    expect(decrypt(a)).toBe('Same.Pass#1');
    expect(decrypt(b)).toBe('Same.Pass#1');
  });

  it('round-trips non-ASCII characters', async () => {
    const password = 'pässwörd€8!';
    expect(decrypt(await encryptPassword(password, DEFAULT_RSA_PUBLIC_KEY))).toBe(password);
  });

  it('encrypts the longest input that fits one block (245 bytes) and rejects one byte more', async () => {
    const fits = 'a'.repeat(245);
    expect(decrypt(await encryptPassword(fits, DEFAULT_RSA_PUBLIC_KEY))).toBe(fits);
    await expectRsaFailure(encryptPassword('a'.repeat(246), DEFAULT_RSA_PUBLIC_KEY));
  });

  it('rejects multi-byte input that is short in characters but too long in bytes', async () => {
    // 100 characters, 300 bytes: jsencrypt alone would check 100 < 245 and truncate silently.
    await expectRsaFailure(encryptPassword('€'.repeat(100), DEFAULT_RSA_PUBLIC_KEY));
  });

  it.each([
    ['garbage', 'not-a-key'],
    ['empty', ''],
    ['blank', '   '],
    ['truncated', DEFAULT_RSA_PUBLIC_KEY.slice(0, 80)],
  ])('rejects ApiError(config, RSA_ENCRYPT_FAILED) for a %s key', async (_label, key) => {
    await expectRsaFailure(encryptPassword('Valid#Pass1', key));
  });

  it('rejects a key weaker than 2048 bits', async () => {
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    await expectRsaFailure(encryptPassword('Valid#Pass1', publicKey));
  });

  it('never writes the password to the console, on success or failure', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => undefined),
    );
    const password = 'Secret~Console#42';
    await encryptPassword(password, DEFAULT_RSA_PUBLIC_KEY);
    await encryptPassword(password, 'not-a-key').catch(() => undefined);
    await encryptPassword(password.repeat(20), DEFAULT_RSA_PUBLIC_KEY).catch(() => undefined);
    for (const spy of spies) {
      for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toContain(password);
    }
  });

  it('an error carries no part of the password', async () => {
    const password = 'Leaky#Password#1'.repeat(20);
    const error = await encryptPassword(password, DEFAULT_RSA_PUBLIC_KEY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(JSON.stringify({ ...(error as ApiError), message: (error as ApiError).message })).not.toContain('Leaky');
  });
});
