import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { User } from '@canopy/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@canopy/service-kit';
import { assertMaySignIn } from '../auth/assert-may-sign-in';
import { identityMessages as text } from '../identity-messages';
import type { IdentityDeps } from '../identity-deps';
import type { UserRecord } from '../users/user-store';
import { toUser } from '../users/user-views';
import type { RegistrationVerification } from './passkey-schemas';
import { CredentialTakenError } from './passkey-store';
import { toPasskeySummary, type PasskeySummary } from './passkey-views';
import { CEREMONY_TIMEOUT_MS, USER_VERIFICATION, type RelyingParty } from './relying-party';

async function userWhoMayRegister(deps: IdentityDeps, userId: number): Promise<UserRecord> {
  const user = await deps.users.findById(userId);
  if (!user) throw new NotFoundError(text.userNotFound);
  assertMaySignIn(user);
  return user;
}

/**
 * Options for the browser's `navigator.credentials.create()` for a signed-in user. The caller (the gateway)
 * keeps `challenge` and hands it back with the answer. A discoverable credential is asked for, so the user can
 * later sign in without typing a username; passkeys the user already has are excluded.
 */
export async function passkeyRegistrationOptions(
  deps: IdentityDeps,
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await userWhoMayRegister(deps, userId);
  const existing = await deps.passkeys.listForUser(user.id);
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
  { userId, expectedChallenge, response }: RegistrationVerification,
): Promise<{ user: User; passkey: PasskeySummary }> {
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
    stored = await deps.passkeys.create({
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
  const user = await deps.users.setBiometricEnabled(userId, true);
  if (!user) throw new NotFoundError(text.userNotFound);
  return { user: toUser(user), passkey: toPasskeySummary(stored) };
}

/** The user's passkeys as they may be shown (no keys, no credential ids). */
export async function listPasskeys(deps: IdentityDeps, userId: number): Promise<PasskeySummary[]> {
  if (!(await deps.users.findById(userId))) throw new NotFoundError(text.userNotFound);
  return (await deps.passkeys.listForUser(userId)).map(toPasskeySummary);
}
