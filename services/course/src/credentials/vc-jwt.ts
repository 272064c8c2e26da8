import { SignJWT } from 'jose';
import type { CredentialIssuer } from './credential-issuer';
import { VC_CONTEXT } from './open-badge-credential';

/**
 * Securing a credential as a VC-JWT (W3C VC-JOSE-COSE, Open Badges 3.0 §8.2): the JWT's payload is the credential
 * itself, with the registered claims the specifications map onto it (iss = issuer id, jti = credential id,
 * nbf = validFrom, exp = validUntil); the header names the signing key as a verification method of the issuer's
 * DID. Ed25519 signatures are deterministic, so the same credential always yields the same token.
 */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';
export const ENVELOPED_PREFIX = `data:${VC_JWT_MEDIA_TYPE},`;

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function signVcJwt(
  issuer: CredentialIssuer,
  credential: { id: string; validFrom: string; validUntil?: string } & Record<string, unknown>,
): Promise<string> {
  return new SignJWT({
    ...credential,
    iss: issuer.did,
    jti: credential.id,
    nbf: seconds(credential.validFrom),
    ...(credential.validUntil ? { exp: seconds(credential.validUntil) } : {}),
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid: issuer.kid })
    .sign(issuer.privateKey);
}

/** VC Data Model 2.0 §4.13: a secured credential carried in JSON (the downloadable file). */
export function envelope(jwt: string) {
  return {
    '@context': VC_CONTEXT,
    id: `${ENVELOPED_PREFIX}${jwt}`,
    type: 'EnvelopedVerifiableCredential' as const,
  };
}
