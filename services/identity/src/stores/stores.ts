import type { Outbox, OutboxFactory } from '@canopy/service-kit';
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
}

/** What a transaction is given: the stores bound to it, and the outbox for the domain events of the change. */
export interface TransactionStores extends Stores {
  events: Outbox;
}

/** The stores, plus a way to run several of their calls as one transaction. */
export interface StoreAccess extends Stores {
  /**
   * Runs `work` in one database transaction with stores bound to it; a change and the domain event announcing it
   * commit together. Inside, use only what it is given: on PGlite, a query outside the open transaction would
   * wait for it forever.
   */
  transaction<T>(work: (tx: TransactionStores) => Promise<T>): Promise<T>;
}

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: IdentityDb): Stores {
  return {
    users: createDrizzleUserStore(db),
    passkeys: createDrizzlePasskeyStore(db),
    newsletter: createDrizzleNewsletterStore(db),
    audit: createDrizzleAuditStore(db),
    mailOutbox: createDrizzleMailOutboxStore(db),
  };
}

export function createDrizzleStores(db: IdentityDb, events: OutboxFactory): StoreAccess {
  return {
    ...bindStores(db),
    transaction: (work) =>
      db.transaction((tx) => {
        const bound = tx as unknown as IdentityDb;
        return work({ ...bindStores(bound), events: events.on(bound) });
      }),
  };
}
