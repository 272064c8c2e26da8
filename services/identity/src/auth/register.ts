import { messages, type RegistrationPayload, type User } from '@canopy/contracts';
import { ConflictError, ForbiddenError } from '@canopy/service-kit';
import type { IdentityDeps } from '../identity-deps';
import { UsernameTakenError, type NewUser, type UserRecord } from '../users/user-store';
import { toUser } from '../users/user-views';

export interface RegistrationResult {
  user: User;
  /** Set for educators: their account waits for an administrator, so the gateway opens no session. */
  message?: string;
}

/**
 * Self-registration. Students start active; educators start pending until an administrator approves them;
 * administrators cannot sign themselves up (the first one comes from `create-admin` or demo mode).
 */
export async function register(
  deps: IdentityDeps,
  payload: RegistrationPayload,
): Promise<RegistrationResult> {
  if (payload.role === 'admin') throw new ForbiddenError(messages.adminRestricted);
  // Cheap early answer; the unique index still decides when two sign-ups race.
  if (await deps.users.findByUsername(payload.username)) throw new ConflictError(messages.usernameTaken);

  const educator = payload.role === 'educator';
  const user = await createUser(deps, {
    username: payload.username,
    passwordHash: await deps.passwords.hash(payload.password),
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    role: payload.role,
    status: educator ? 'pending' : 'active',
    biometricEnabled: payload.biometricEnabled,
  });
  return educator ? { user: toUser(user), message: messages.registrationPending } : { user: toUser(user) };
}

/** Stores a new user; a taken username (any letter case) is a 409. */
export async function createUser(deps: IdentityDeps, user: NewUser): Promise<UserRecord> {
  try {
    return await deps.users.create(user);
  } catch (err) {
    if (err instanceof UsernameTakenError) throw new ConflictError(messages.usernameTaken);
    throw err;
  }
}
