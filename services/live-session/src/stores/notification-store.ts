import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { notificationPreferences, notifications } from '../db/schema';
import type { LiveSessionDb } from './db';

export type NotificationRecord = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read' | 'createdAt'>;
export type PreferenceRecord = typeof notificationPreferences.$inferSelect;

export interface NotificationStore {
  /** The user's notifications, newest first. */
  listFor(userId: number, limit: number): Promise<NotificationRecord[]>;
  /** Null when there is none (its user was deleted since). */
  byId(id: number): Promise<NotificationRecord | null>;
  /** Adds them, skipping any (event, user) pair already there; answers the rows actually added. */
  addAll(rows: NewNotification[], now: Date): Promise<NotificationRecord[]>;
  /** Null when the user has no such notification. */
  markRead(userId: number, id: number): Promise<NotificationRecord | null>;
  markAllRead(userId: number): Promise<number>;
  /** Unread notifications per user (users with none are absent). */
  unreadCounts(userIds: number[]): Promise<Map<number, number>>;
  removeUser(userId: number): Promise<number>;
  /** The user's stored preferences (kinds never changed have no row). */
  preferencesOf(userId: number): Promise<PreferenceRecord[]>;
  savePreferences(
    userId: number,
    changes: { type: string; inApp?: boolean; email?: boolean }[],
    now: Date,
  ): Promise<void>;
  /** Of these users, the ones who switched in-app notifications of this kind off. */
  mutedFor(type: string, userIds: number[]): Promise<Set<number>>;
  /** Of these users, the ones who switched email for this kind on (off unless they did). */
  emailWantedBy(type: string, userIds: number[]): Promise<Set<number>>;
}

export function createDrizzleNotificationStore(db: LiveSessionDb): NotificationStore {
  const t = notifications;
  const p = notificationPreferences;
  return {
    async listFor(userId, limit) {
      return db
        .select()
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
    },
    async byId(id) {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row ?? null;
    },
    async addAll(rows, now) {
      if (rows.length === 0) return [];
      return db
        .insert(t)
        .values(rows.map((r) => ({ ...r, createdAt: now })))
        .onConflictDoNothing()
        .returning();
    },
    async markRead(userId, id) {
      const [row] = await db
        .update(t)
        .set({ read: true })
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .returning();
      return row ?? null;
    },
    async markAllRead(userId) {
      const rows = await db
        .update(t)
        .set({ read: true })
        .where(and(eq(t.userId, userId), eq(t.read, false)))
        .returning({ id: t.id });
      return rows.length;
    },
    async unreadCounts(userIds) {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: t.userId, unread: count() })
        .from(t)
        .where(and(inArray(t.userId, userIds), eq(t.read, false)))
        .groupBy(t.userId);
      return new Map(rows.map((r) => [r.userId, Number(r.unread)]));
    },
    async removeUser(userId) {
      const rows = await db.delete(t).where(eq(t.userId, userId)).returning({ id: t.id });
      await db.delete(p).where(eq(p.userId, userId));
      return rows.length;
    },
    async preferencesOf(userId) {
      return db.select().from(p).where(eq(p.userId, userId));
    },
    async savePreferences(userId, changes, now) {
      for (const c of changes) {
        const set = {
          ...(c.inApp === undefined ? {} : { inApp: c.inApp }),
          ...(c.email === undefined ? {} : { email: c.email }),
          updatedAt: now,
        };
        await db
          .insert(p)
          .values({ userId, type: c.type, ...set })
          .onConflictDoUpdate({ target: [p.userId, p.type], set });
      }
    },
    async mutedFor(type, userIds) {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: p.userId })
        .from(p)
        .where(and(eq(p.type, type), eq(p.inApp, false), inArray(p.userId, userIds)));
      return new Set(rows.map((r) => r.userId));
    },
    async emailWantedBy(type, userIds) {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: p.userId })
        .from(p)
        .where(and(eq(p.type, type), eq(p.email, true), inArray(p.userId, userIds)));
      return new Set(rows.map((r) => r.userId));
    },
  };
}
