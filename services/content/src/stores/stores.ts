import type { Outbox, OutboxFactory } from '@canopy/service-kit';
import { createDrizzleAiMessageStore, type AiMessageStore } from './ai-message-store';
import type { ContentDb } from './db';
import { createDrizzleEbookStore, type EbookStore } from './ebook-store';
import { createDrizzleUploadStore, type UploadStore } from './upload-store';

export interface Stores {
  ebooks: EbookStore;
  uploads: UploadStore;
  aiMessages: AiMessageStore;
  /** Domain events, written through the same handle (inside a transaction: part of it). */
  events: Outbox;
}

/** The stores, plus a way to run several of their calls as one transaction. */
export interface StoreAccess extends Stores {
  /**
   * Runs `work` in one database transaction with stores bound to it. Inside, use only the stores it is given:
   * on PGlite, a query outside the open transaction would wait for it forever.
   */
  transaction<T>(work: (tx: Stores) => Promise<T>): Promise<T>;
}

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: ContentDb, events: OutboxFactory): Stores {
  return {
    ebooks: createDrizzleEbookStore(db),
    uploads: createDrizzleUploadStore(db),
    aiMessages: createDrizzleAiMessageStore(db),
    events: events.on(db),
  };
}

export function createDrizzleStores(db: ContentDb, events: OutboxFactory): StoreAccess {
  return {
    ...bindStores(db, events),
    transaction: (work) => db.transaction((tx) => work(bindStores(tx as unknown as ContentDb, events))),
  };
}
