import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type VerifiedAuthenticationResponse,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  identityMessages as text,
  type PasskeyAuthenticationVerification,
  type PasskeyRegistrationAnswer,
  type PasskeyRegistrationVerification,
  type PasskeySummary,
  type User,
} from '@canopy/contracts';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '@canopy/service-kit';
import { CredentialTakenError } from '../stores/passkey-store';
import type { UserRecord } from '../stores/user-store';
import { assertMaySignIn } from './auth';
import type { IdentityDeps } from './deps';
import { CEREMONY_TIMEOUT_MS, USER_VERIFICATION, type RelyingParty } from './relying-party';
import { toPasskeySummary, toUser } from './views';

/*
 * Passkey (WebAuthn) ceremonies. Identity is stateless here: the options carry a challenge, the caller (the
 * gateway, in its session) keeps it and hands it back as `expectedChallenge` with the browser's answer.
 */

async function userWhoMayRegister(deps: IdentityDeps, userId: number): Promise<UserRecord> {
  const user = await deps.stores.users.findById(userId);
  if (!user) throw new NotFoundError(text.userNotFound);
  assertMaySignIn(user);
  return user;
}

/**
 * Options for the browser's `navigator.credentials.create()` for a signed-in user. A discoverable credential is
 * asked for, so the user can later sign in without typing a username; passkeys the user already has are excluded.
 */
export async function passkeyRegistrationOptions(
  deps: IdentityDeps,
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await userWhoMayRegister(deps, userId);
  const existing = await deps.stores.passkeys.listForUser(user.id);
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: displayName,
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
  });
}

/** Checks the browser's answer against the challenge the gateway kept, stores the passkey, turns fingerprint login on. */
export async function verifyPasskeyRegistration(
  deps: IdentityDeps,
  rp: RelyingParty,
  { userId, expectedChallenge, response }: PasskeyRegistrationVerification,
): Promise<PasskeyRegistrationAnswer> {
  await userWhoMayRegister(deps, userId);
  let result: VerifiedRegistrationResponse;
  try {
    result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    // Wrong challenge, origin or RP id, or a malformed attestation: the client's fault, never a 500.
    throw new ValidationError(text.passkeyNotVerified);
  }
  if (!result.verified) throw new ValidationError(text.passkeyNotVerified);

  const { credential } = result.registrationInfo;
  let stored;
  try {
    stored = await deps.stores.passkeys.create({
      userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
  } catch (err) {
    if (err instanceof CredentialTakenError) throw new ConflictError(text.passkeyTaken);
    throw err;
  }
  const user = await deps.stores.users.setBiometricEnabled(userId, true);
  if (!user) throw new NotFoundError(text.userNotFound);
  return { user: toUser(user), passkey: toPasskeySummary(stored) };
}

/** The user's passkeys as they may be shown (no keys, no credential ids). */
export async function listPasskeys(deps: IdentityDeps, userId: number): Promise<PasskeySummary[]> {
  if (!(await deps.stores.users.findById(userId))) throw new NotFoundError(text.userNotFound);
  return (await deps.stores.passkeys.listForUser(userId)).map(toPasskeySummary);
}

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
  const user = username ? await deps.stores.users.findByUsername(username) : null;
  const passkeys = user ? await deps.stores.passkeys.listForUser(user.id) : [];
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
  { expectedChallenge, response }: PasskeyAuthenticationVerification,
): Promise<User> {
  const passkey = await deps.stores.passkeys.findByCredentialId(response.id);
  if (!passkey) throw new UnauthenticatedError(text.passkeyNotRecognised);
  const user = await deps.stores.users.findById(passkey.userId);
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
  await deps.stores.passkeys.markUsed(passkey.id, result.authenticationInfo.newCounter, new Date());
  return toUser(user);
}
