import {
  identityMessages,
  messages,
  type AccountLanguage,
  type LoginPayload,
  type RegistrationPayload,
  type User,
} from '@canopy/contracts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '@canopy/service-kit';
import { TEST_LOGIN_USERNAME } from '../demo/demo-accounts';
import { UsernameTakenError, type NewUser, type UserRecord, type UserStore } from '../stores/user-store';
import type { IdentityDeps } from './deps';
import { toUser } from './views';

/*
 * Signing in and signing up: the only place passwords are checked or hashed for a request.
 */

/**
 * Suspended and rejected accounts may not sign in. Pending educators may: the front end tells them to wait,
 * and every educator-only action refuses them because they are not active.
 */
export function assertMaySignIn(user: UserRecord): void {
  if (user.status === 'suspended') throw new ForbiddenError(messages.suspended, 'account_suspended');
  if (user.status === 'rejected') throw new ForbiddenError(messages.rejected, 'account_suspended');
}

/**
 * Checks a username and password. An unknown username and a wrong password get the same answer in about the
 * same time, so sign-in does not reveal which usernames exist. The account state is told only to someone who
 * knows the password.
 */
export async function login(deps: IdentityDeps, { username, password }: LoginPayload): Promise<User> {
  const user = await deps.stores.users.findByUsername(username);
  if (!user) {
    await deps.passwords.verifyAgainstDummy(password);
    throw new UnauthenticatedError(messages.invalidCredentials);
  }
  if (!(await deps.passwords.verify(user.passwordHash, password))) {
    throw new UnauthenticatedError(messages.invalidCredentials);
  }
  assertMaySignIn(user);
  return toUser(user);
}

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
  if (await deps.stores.users.findByUsername(payload.username)) {
    throw new ConflictError(messages.usernameTaken);
  }

  const educator = payload.role === 'educator';
  const passwordHash = await deps.passwords.hash(payload.password);
  // A new educator joins the administrators' review queue: the account and the event commit together.
  const user = await deps.stores.transaction(async (tx) => {
    const created = await createUser(tx.users, {
      username: payload.username,
      passwordHash,
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      role: payload.role,
      status: educator ? 'pending' : 'active',
      biometricEnabled: payload.biometricEnabled,
      // The gateway sends the visitor's language (theirs, else Accept-Language); English when it did not.
      language: payload.language ?? 'en',
    });
    if (educator) await tx.events.emit('educator.registered', { userId: created.id });
    return created;
  });
  return educator ? { user: toUser(user), message: messages.registrationPending } : { user: toUser(user) };
}

/** Stores a new user; a taken username (any letter case) is a 409. */
export async function createUser(users: UserStore, user: NewUser): Promise<UserRecord> {
  try {
    return await users.create(user);
  } catch (err) {
    if (err instanceof UsernameTakenError) throw new ConflictError(messages.usernameTaken);
    throw err;
  }
}

/** Records the language the signed-in user chose (the gateway's PATCH /api/user); 404 when unknown. */
export async function setLanguage(deps: IdentityDeps, id: number, language: AccountLanguage): Promise<User> {
  const user = await deps.stores.users.setLanguage(id, language);
  if (!user) throw new NotFoundError(identityMessages.userNotFound);
  return toUser(user);
}

/** Demo mode's "Quick Login (Test)": signs in as the demo educator without a password. */
export async function testLogin(deps: IdentityDeps): Promise<User> {
  const user = await deps.stores.users.findByUsername(TEST_LOGIN_USERNAME);
  if (!user) throw new NotFoundError(identityMessages.testLoginUnavailable);
  assertMaySignIn(user);
  return toUser(user);
}
