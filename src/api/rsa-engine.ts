/**
 * What password encryption loads on first use (api/rsa.ts), as one chunk: jsencrypt, and the development key that a
 * config without its own `rsaPublicKey` encrypts with. Neither is in a popup's first screen.
 */
import * as JSEncrypt from 'jsencrypt';

export { JSEncrypt };
export { DEFAULT_RSA_PUBLIC_KEY } from '../config/dev-key.js';
