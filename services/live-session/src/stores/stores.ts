import type { Outbox, OutboxFactory } from '@canopy/service-kit';
import { createDrizzleAttendanceStore, type AttendanceStore } from './attendance-store';
import type { LiveSessionDb } from './db';
import { createDrizzleFeedTokenStore, type FeedTokenStore } from './feed-token-store';
import { createDrizzleNotificationStore, type NotificationStore } from './notification-store';
import { createDrizzleSessionStore, type SessionStore } from './session-store';

export interface Stores {
  sessions: SessionStore;
  attendance: AttendanceStore;
  feedTokens: FeedTokenStore;
  notifications: NotificationStore;
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
export function bindStores(db: LiveSessionDb, events: OutboxFactory): Stores {
  return {
    sessions: createDrizzleSessionStore(db),
    attendance: createDrizzleAttendanceStore(db),
    feedTokens: createDrizzleFeedTokenStore(db),
    notifications: createDrizzleNotificationStore(db),
    events: events.on(db),
  };
}

export function createDrizzleStores(db: LiveSessionDb, events: OutboxFactory): StoreAccess {
  return {
    ...bindStores(db, events),
    transaction: (work) => db.transaction((tx) => work(bindStores(tx as unknown as LiveSessionDb, events))),
  };
}
