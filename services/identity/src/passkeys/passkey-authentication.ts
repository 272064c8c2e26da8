import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialRequestOptionsJSON,
  type VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { User } from '@canopy/contracts';
import { UnauthenticatedError } from '@canopy/service-kit';
import { assertMaySignIn } from '../auth/assert-may-sign-in';
import { identityMessages as text } from '../identity-messages';
import type { IdentityDeps } from '../identity-deps';
import { toUser } from '../users/user-views';
import type { AuthenticationVerification } from './passkey-schemas';
import { CEREMONY_TIMEOUT_MS, USER_VERIFICATION, type RelyingParty } from './relying-party';

/**
 * Options for `navigator.credentials.get()`. Without a username the browser offers any discoverable passkey it
 * holds for this site; with one, that user's passkeys are listed (an unknown username gets the same answer as
 * no username).
 */
export async function passkeyAuthenticationOptions(
  deps: IdentityDeps,
  rp: RelyingParty,
  { username }: { username?: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const user = username ? await deps.users.findByUsername(username) : undefined;
  const passkeys = user ? await deps.passkeys.listForUser(user.id) : [];
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: USER_VERIFICATION,
    allowCredentials: passkeys.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
  });
}

/**
 * Signs in with a passkey: the assertion must be signed by a stored passkey over the challenge the gateway kept,
 * from an allowed origin. Suspended and rejected accounts are refused like at password sign-in, and only after
 * the passkey is proven. The signature counter is updated (a counter going backwards means a cloned key: refused).
 */
export async function verifyPasskeyAuthentication(
  deps: IdentityDeps,
  rp: RelyingParty,
  { expectedChallenge, response }: AuthenticationVerification,
): Promise<User> {
  const passkey = await deps.passkeys.findByCredentialId(response.id);
  if (!passkey) throw new UnauthenticatedError(text.passkeyNotRecognised);
  const user = await deps.users.findById(passkey.userId);
  if (!user) throw new UnauthenticatedError(text.passkeyNotRecognised);

  let result: VerifiedAuthenticationResponse;
  try {
    result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
  } catch {
    throw new UnauthenticatedError(text.passkeyNotVerified);
  }
  if (!result.verified) throw new UnauthenticatedError(text.passkeyNotVerified);

  assertMaySignIn(user);
  await deps.passkeys.markUsed(passkey.id, result.authenticationInfo.newCounter, new Date());
  return toUser(user);
}
