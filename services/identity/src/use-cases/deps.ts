import { createOutboxFactory, type OutboxFactory } from '@canopy/service-kit';
import { createArgon2Hasher, type PasswordHasher } from '../passwords/password-hasher';
import type { IdentityDb } from '../stores/db';
import { createDrizzleStores, type StoreAccess } from '../stores/stores';

/** What the use cases need; the service, the demo seeder and the create-admin command build it the same way. */
export interface IdentityDeps {
  stores: StoreAccess;
  passwords: PasswordHasher;
}

// Outside the running service (the create-admin command, seeding) events are still recorded in the outbox;
// the service's dispatcher delivers them once it runs with its subscribers configured.
const recordOnly = createOutboxFactory(new Map(), () => undefined);

export function createIdentityDeps(db: IdentityDb, events: OutboxFactory = recordOnly): IdentityDeps {
  return { stores: createDrizzleStores(db, events), passwords: createArgon2Hasher() };
}
