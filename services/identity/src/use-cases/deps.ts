import { pino, type Logger } from 'pino';
import { createOutboxFactory, type OutboxFactory } from '@canopy/service-kit';
import { noEducatorHoldings, type EducatorHoldings } from '../courses/educator-holdings';
import { createMailer, type Mailer } from '../mail/mailer';
import { createArgon2Hasher, type PasswordHasher } from '../passwords/password-hasher';
import type { IdentityDb } from '../stores/db';
import { createDrizzleStores, type StoreAccess } from '../stores/stores';

export interface IdentitySettings {
  /** The origin of links in mails (PUBLIC_URL). */
  publicUrl: string;
  /** Demo mode: administrators may read the local mail outbox. */
  demo: boolean;
}

/** What the use cases need; the service, the demo seeder and the create-admin command build it the same way. */
export interface IdentityDeps {
  stores: StoreAccess;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** The course service's view of an educator's courses (before a deletion). */
  holdings: EducatorHoldings;
  settings: IdentitySettings;
  logger: Logger;
}

// Outside the running service (the create-admin command, seeding) events are still recorded in the outbox;
// the service's dispatcher delivers them once it runs with its subscribers configured.
const recordOnly = createOutboxFactory(new Map(), () => undefined);

export function createIdentityDeps(
  db: IdentityDb,
  events: OutboxFactory = recordOnly,
  extras: Partial<Omit<IdentityDeps, 'stores' | 'passwords'>> = {},
): IdentityDeps {
  const logger = extras.logger ?? pino({ level: 'silent' });
  return {
    stores: createDrizzleStores(db, events),
    passwords: createArgon2Hasher(),
    mailer: extras.mailer ?? createMailer({ from: 'Canopy <no-reply@canopy.localhost>', logger }),
    holdings: extras.holdings ?? noEducatorHoldings,
    settings: extras.settings ?? { publicUrl: 'http://localhost:3000', demo: false },
    logger,
  };
}
