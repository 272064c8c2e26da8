import {
  storeAccess,
  type Outbox,
  type OutboxFactory,
  type StoreAccess as Transactional,
} from '@canopy/service-kit';
import { createDrizzleAiMessageStore, type AiMessageStore } from './ai-message-store';
import { createPostgresBlobStore, type BlobStore } from './blob-store';
import type { ContentDb } from './db';
import { createDrizzleEbookStore, type EbookStore } from './ebook-store';
import { createDrizzleUploadStore, type UploadStore } from './upload-store';

export interface Stores {
  ebooks: EbookStore;
  uploads: UploadStore;
  /** Uploaded files' bytes (PostgreSQL: written and removed in the same transaction as their records). */
  blobs: BlobStore;
  aiMessages: AiMessageStore;
  /** Domain events, written through the same handle (inside a transaction: part of it). */
  events: Outbox;
}

/** The stores, plus `transaction(work)`: several of their calls as one transaction. */
export type StoreAccess = Transactional<Stores>;

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: ContentDb, events: OutboxFactory): Stores {
  return {
    ebooks: createDrizzleEbookStore(db),
    uploads: createDrizzleUploadStore(db),
    blobs: createPostgresBlobStore(db),
    aiMessages: createDrizzleAiMessageStore(db),
    events: events.on(db),
  };
}

export function createDrizzleStores(db: ContentDb, events: OutboxFactory): StoreAccess {
  return storeAccess(db, (handle) => bindStores(handle, events));
}
