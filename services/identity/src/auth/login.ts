import { messages, type LoginPayload, type User } from '@canopy/contracts';
import { UnauthenticatedError } from '@canopy/service-kit';
import type { IdentityDeps } from '../identity-deps';
import { toUser } from '../users/user-views';
import { assertMaySignIn } from './assert-may-sign-in';

/**
 * Checks a username and password. An unknown username and a wrong password get the same answer in about the
 * same time, so sign-in does not reveal which usernames exist. The account state is told only to someone who
 * knows the password.
 */
export async function login(deps: IdentityDeps, { username, password }: LoginPayload): Promise<User> {
  const user = await deps.users.findByUsername(username);
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
