import type { Database } from '@canopy/service-kit';
import { createArgon2Hasher, type PasswordHasher } from './auth/password-hasher';
import type { IdentitySchema } from './db/schema';
import { createDrizzlePasskeyStore } from './passkeys/drizzle-passkey-store';
import type { PasskeyStore } from './passkeys/passkey-store';
import { createDrizzleUserStore } from './users/drizzle-user-store';
import type { UserStore } from './users/user-store';

/** What the use cases need; routes, the demo seeder and the create-admin command build it the same way. */
export interface IdentityDeps {
  users: UserStore;
  passwords: PasswordHasher;
  passkeys: PasskeyStore;
}

export function createIdentityDeps(db: Database<IdentitySchema>): IdentityDeps {
  return {
    users: createDrizzleUserStore(db),
    passwords: createArgon2Hasher(),
    passkeys: createDrizzlePasskeyStore(db),
  };
}
