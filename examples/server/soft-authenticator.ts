/**
 * Test support (not a test file): a software passkey authenticator for Node, so the server's passkey tests can run
 * real ceremonies over HTTP without a browser. It answers WebAuthn options in their JSON form with the browser's JSON
 * forms (RegistrationResponseJSON with "none" attestation, AuthenticationResponseJSON), ES256 keys, user presence and
 * verification set, a signature counter that grows by one per assertion.
 */
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface Credential {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface SoftAuthenticator {
  /** navigator.credentials.create for `options` (PublicKeyCredentialCreationOptionsJSON) on `origin`. */
  create(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** navigator.credentials.get for `options` (RequestOptionsJSON) on `origin`, with the newest passkey of its RP. */
  get(options: Record<string, unknown>, origin: string, credentialId?: string): Record<string, unknown>;
  /** The credential ids it holds, newest last. */
  readonly ids: string[];
}

const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function u32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

export function createSoftAuthenticator(): SoftAuthenticator {
  const credentials: Credential[] = [];
  return {
    get ids() {
      return credentials.map((c) => b64url(c.id));
    },
    create(options, origin) {
      const rp = options.rp as { id: string };
      const user = options.user as { id: string };
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      // flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const authData = Buffer.concat([sha256(rp.id), Buffer.from([0x45]), u32(0), Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(cose))]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
      credentials.push({ id, key: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })), userHandle: user.id, rpId: rp.id, counter: 0 });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', String(options.challenge), origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    get(options, origin, credentialId) {
      const rpId = String(options.rpId);
      const credential = credentialId
        ? credentials.find((c) => b64url(c.id) === credentialId)
        : credentials.filter((c) => c.rpId === rpId).at(-1);
      if (!credential) throw new Error(`No passkey for ${rpId}`);
      credential.counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), u32(credential.counter)]);
      const data = clientData('webauthn.get', String(options.challenge), origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.key);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      };
    },
  };
}
