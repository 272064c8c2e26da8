import {
  storeAccess,
  type Outbox,
  type OutboxFactory,
  type StoreAccess as Transactional,
} from '@canopy/service-kit';
import { notificationMailQueue, type NotificationMailQueue } from '../mail/notification-mail-queue';
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
  /** Notification mail, queued through the same handle; null without SMTP_URL (no notification email). */
  mail: NotificationMailQueue | null;
}

/** Notification mail is queued only with SMTP configured; each mail gets this many attempts. */
export interface MailSettings {
  maxAttempts: number;
}

/** The stores, plus `transaction(work)`: several of their calls as one transaction. */
export type StoreAccess = Transactional<Stores>;

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: LiveSessionDb, events: OutboxFactory, mail: MailSettings | null): Stores {
  return {
    sessions: createDrizzleSessionStore(db),
    attendance: createDrizzleAttendanceStore(db),
    feedTokens: createDrizzleFeedTokenStore(db),
    notifications: createDrizzleNotificationStore(db),
    events: events.on(db),
    mail: mail ? notificationMailQueue(db, mail.maxAttempts) : null,
  };
}

export function createDrizzleStores(
  db: LiveSessionDb,
  events: OutboxFactory,
  mail: MailSettings | null,
): StoreAccess {
  return storeAccess(db, (handle) => bindStores(handle, events, mail));
}
