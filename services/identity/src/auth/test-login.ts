import type { User } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { TEST_LOGIN_USERNAME } from '../demo/demo-accounts';
import type { IdentityDeps } from '../identity-deps';
import { toUser } from '../users/user-views';
import { assertMaySignIn } from './assert-may-sign-in';

/** Demo mode's "Quick Login (Test)": signs in as the demo educator without a password. */
export async function testLogin(deps: IdentityDeps): Promise<User> {
  const user = await deps.users.findByUsername(TEST_LOGIN_USERNAME);
  if (!user) throw new NotFoundError('Test login is not available');
  assertMaySignIn(user);
  return toUser(user);
}
