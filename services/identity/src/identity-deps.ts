import { createOutboxFactory, type Database, type Outbox, type OutboxFactory } from '@canopy/service-kit';
import { createArgon2Hasher, type PasswordHasher } from './auth/password-hasher';
import type { IdentitySchema } from './db/schema';
import { createDrizzleNewsletterStore, type NewsletterStore } from './newsletter/newsletter-store';
import { createDrizzlePasskeyStore } from './passkeys/drizzle-passkey-store';
import type { PasskeyStore } from './passkeys/passkey-store';
import { createDrizzleUserStore } from './users/drizzle-user-store';
import type { UserStore } from './users/user-store';

/** What the use cases need; routes, the demo seeder and the create-admin command build it the same way. */
export interface IdentityDeps {
  users: UserStore;
  passwords: PasswordHasher;
  passkeys: PasskeyStore;
  newsletter: NewsletterStore;
  /** Runs `work` in one transaction: a change and the domain event announcing it commit together. */
  transaction<T>(work: (tx: { users: UserStore; events: Outbox }) => Promise<T>): Promise<T>;
}

// Outside the running service (the create-admin command, seeding) events are still recorded in the outbox;
// the service's dispatcher delivers them once it runs with its subscribers configured.
const recordOnly = createOutboxFactory(new Map(), () => undefined);

export function createIdentityDeps(
  db: Database<IdentitySchema>,
  events: OutboxFactory = recordOnly,
): IdentityDeps {
  return {
    users: createDrizzleUserStore(db),
    passwords: createArgon2Hasher(),
    passkeys: createDrizzlePasskeyStore(db),
    newsletter: createDrizzleNewsletterStore(db),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          users: createDrizzleUserStore(tx as unknown as Database<IdentitySchema>),
          events: events.on(tx),
        }),
      ),
  };
}
