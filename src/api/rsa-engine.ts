/**
 * What password encryption loads on first use (api/rsa.ts), as one chunk: jsencrypt, and the development key that a
 * config without its own `rsaPublicKey` encrypts with. None of it is in a popup's first screen.
 */
import * as JSEncrypt from 'jsencrypt';
import { DEFAULT_RSA_PUBLIC_KEY } from '../config/dev-key.js';

export { JSEncrypt, DEFAULT_RSA_PUBLIC_KEY };

let warned = false;

/** A key's base64 body (PEM armour and whitespace dropped), to compare two keys however they are written. */
const keyBody = (key: string) => key.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/**
 * A production config that names the development key (createConfig warns only when there is none: the key itself
 * arrives here, not with the first screen). Once per page.
 */
export function warnIfDevelopmentKey(given: string | undefined, production: boolean): void {
  if (warned || !production || given === undefined || keyBody(given) !== keyBody(DEFAULT_RSA_PUBLIC_KEY)) return;
  warned = true;
  console.warn('[member-popup] SECURITY: a production config passes the development rsaPublicKey, whose private key is public.');
}
