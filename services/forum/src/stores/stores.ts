import {
  storeAccess,
  type Outbox,
  type OutboxFactory,
  type StoreAccess as Transactional,
} from '@canopy/service-kit';
import { createDrizzleAdminFiguresStore, type AdminFiguresStore } from './admin-figures-store';
import { createDrizzleAuthorStore, type AuthorStore } from './author-store';
import type { ForumDb } from './db';
import { createDrizzleDiscussionStore, type DiscussionStore } from './discussion-store';
import { createDrizzleModerationStore, type ModerationStore } from './moderation-store';
import { createDrizzlePostingStore, type PostingStore } from './posting-store';
import { createDrizzleReactionStore, type ReactionStore } from './reaction-store';
import { createDrizzleReplyStore, type ReplyStore } from './reply-store';
import { createDrizzleTopicStore, type TopicStore } from './topic-store';

export interface Stores {
  authors: AuthorStore;
  topics: TopicStore;
  discussions: DiscussionStore;
  replies: ReplyStore;
  reactions: ReactionStore;
  moderation: ModerationStore;
  posting: PostingStore;
  adminFigures: AdminFiguresStore;
  /** Domain events, written through the same handle (inside a transaction: part of it). */
  events: Outbox;
}

/** The stores, plus `transaction(work)`: several of their calls as one transaction. */
export type StoreAccess = Transactional<Stores>;

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: ForumDb, events: OutboxFactory): Stores {
  return {
    authors: createDrizzleAuthorStore(db),
    topics: createDrizzleTopicStore(db),
    discussions: createDrizzleDiscussionStore(db),
    replies: createDrizzleReplyStore(db),
    reactions: createDrizzleReactionStore(db),
    moderation: createDrizzleModerationStore(db),
    posting: createDrizzlePostingStore(db),
    adminFigures: createDrizzleAdminFiguresStore(db),
    events: events.on(db),
  };
}

export function createDrizzleStores(db: ForumDb, events: OutboxFactory): StoreAccess {
  return storeAccess(db, (handle) => bindStores(handle, events));
}
