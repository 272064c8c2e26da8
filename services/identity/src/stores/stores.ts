import {
  createJobQueue,
  storeAccess,
  type JobEnqueuer,
  type Outbox,
  type OutboxFactory,
  type StoreAccess as Transactional,
} from '@canopy/service-kit';
import { createDrizzleAuditStore, type AuditStore } from './audit-store';
import type { IdentityDb } from './db';
import { createDrizzleMailOutboxStore, type MailOutboxStore } from './mail-outbox-store';
import { createDrizzleNewsletterStore, type NewsletterStore } from './newsletter-store';
import { createDrizzlePasskeyStore, type PasskeyStore } from './passkey-store';
import { createDrizzleUserStore, type UserStore } from './user-store';

export interface Stores {
  users: UserStore;
  passkeys: PasskeyStore;
  newsletter: NewsletterStore;
  audit: AuditStore;
  mailOutbox: MailOutboxStore;
  /** Background jobs (outgoing mail), queued through the same handle: inside a transaction, part of it. */
  jobs: JobEnqueuer;
}

/** Identity's queue in `kit_jobs` (its service name). */
export const IDENTITY_QUEUE = 'identity';

/** What a transaction is given: the stores bound to it, and the outbox for the domain events of the change. */
export interface TransactionStores extends Stores {
  events: Outbox;
}

/** The stores, plus `transaction(work)`: several of their calls, and the events they announce, as one transaction. */
export type StoreAccess = Transactional<Stores, TransactionStores>;

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: IdentityDb): Stores {
  return {
    users: createDrizzleUserStore(db),
    passkeys: createDrizzlePasskeyStore(db),
    newsletter: createDrizzleNewsletterStore(db),
    audit: createDrizzleAuditStore(db),
    mailOutbox: createDrizzleMailOutboxStore(db),
    jobs: createJobQueue(db, IDENTITY_QUEUE),
  };
}

export function createDrizzleStores(db: IdentityDb, events: OutboxFactory): StoreAccess {
  return storeAccess(db, bindStores, (tx) => ({ ...bindStores(tx), events: events.on(tx) }));
}
