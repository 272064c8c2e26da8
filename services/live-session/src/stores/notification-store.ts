import { and, desc, eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import type { LiveSessionDb } from './db';

export type NotificationRecord = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read' | 'createdAt'>;

export interface NotificationStore {
  /** The user's notifications, newest first. */
  listFor(userId: number, limit: number): Promise<NotificationRecord[]>;
  /** Adds them, skipping any (event, user) pair already there; answers how many were added. */
  addAll(rows: NewNotification[], now: Date): Promise<number>;
  /** Null when the user has no such notification. */
  markRead(userId: number, id: number): Promise<NotificationRecord | null>;
  markAllRead(userId: number): Promise<number>;
  removeUser(userId: number): Promise<number>;
}

export function createDrizzleNotificationStore(db: LiveSessionDb): NotificationStore {
  const t = notifications;
  return {
    async listFor(userId, limit) {
      return db
        .select()
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
    },
    async addAll(rows, now) {
      if (rows.length === 0) return 0;
      const added = await db
        .insert(t)
        .values(rows.map((r) => ({ ...r, createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: t.id });
      return added.length;
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
    async removeUser(userId) {
      const rows = await db.delete(t).where(eq(t.userId, userId)).returning({ id: t.id });
      return rows.length;
    },
  };
}
