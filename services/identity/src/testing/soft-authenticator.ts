import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type CBORValue = Parameters<typeof isoCBOR.encode>[0];

/**
 * A software passkey authenticator for tests: it answers registration and authentication options the way a
 * browser plus a platform authenticator would (Ed25519 key, "none" attestation, user verified), so the whole
 * ceremony can be exercised over HTTP without a browser. Tests only; never imported by the service.
 */
export interface SoftAuthenticator {
  /** The credential id (base64url) once `register` has run. */
  readonly credentialId: string | undefined;
  /** The answer to registration options, as @simplewebauthn/browser's startRegistration returns it. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): RegistrationAnswer;
  /** The answer to authentication options, as startAuthentication returns it. */
  authenticate(options: { challenge: string; rpId?: string }, origin: string): AuthenticationAnswer;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const u32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n);
  return b;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

export function createSoftAuthenticator(
  opts: { rpId?: string; userVerified?: boolean } = {},
): SoftAuthenticator {
  const defaultRpId = opts.rpId ?? 'localhost';
  const flagsBase = FLAG_UP | (opts.userVerified === false ? 0 : FLAG_UV);
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const credentialIdBytes = new Uint8Array(randomBytes(32));
  let registered = false;
  let counter = 0;

  const coseKey = (key: KeyObject) => {
    const x = isoBase64URL.toBuffer(key.export({ format: 'jwk' }).x as string);
    // COSE_Key: kty OKP (1), alg EdDSA (-8), crv Ed25519 (6), x.
    return isoCBOR.encode(
      new Map<number, CBORValue>([
        [1, 1],
        [3, -8],
        [-1, 6],
        [-2, x],
      ]),
    );
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    get credentialId() {
      return registered ? b64url(credentialIdBytes) : undefined;
    },

    register(options, origin) {
      const rpId = options.rp.id ?? defaultRpId;
      const idLength = new Uint8Array([0, credentialIdBytes.length]);
      const authData = concat(
        sha256(rpId),
        new Uint8Array([flagsBase | FLAG_AT]),
        u32(counter),
        new Uint8Array(16), // AAGUID: none
        idLength,
        credentialIdBytes,
        coseKey(publicKey),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, CBORValue>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CBORValue>()],
          ['authData', authData],
        ]),
      );
      registered = true;
      const id = b64url(credentialIdBytes);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    authenticate(options, origin) {
      const rpId = options.rpId ?? defaultRpId;
      counter += 1;
      const authenticatorData = concat(sha256(rpId), new Uint8Array([flagsBase]), u32(counter));
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign(null, concat(authenticatorData, sha256(clientDataJSON)), privateKey);
      const id = b64url(credentialIdBytes);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(new Uint8Array(signature)),
        },
        clientExtensionResults: {},
      };
    },
  };
}
