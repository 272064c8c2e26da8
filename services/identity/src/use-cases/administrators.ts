import type { User } from '@canopy/contracts';
import { createUser } from './auth';
import type { IdentityDeps } from './deps';
import { toUser } from './views';

export interface AdministratorInput {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Initial system setup: an active administrator, the only way one exists without another administrator.
 * A taken username (any letter case) is a ConflictError; the input is expected validated by the caller.
 */
export async function createAdministrator(
  deps: Pick<IdentityDeps, 'stores' | 'passwords'>,
  input: AdministratorInput,
): Promise<User> {
  const user = await createUser(deps.stores.users, {
    username: input.username,
    passwordHash: await deps.passwords.hash(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    role: 'admin',
    status: 'active',
    biometricEnabled: false,
  });
  return toUser(user);
}
