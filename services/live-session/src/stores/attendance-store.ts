import { and, asc, count, eq, sql } from 'drizzle-orm';
import { liveSessionAttendance } from '../db/schema';
import type { LiveSessionDb } from './db';

export type AttendanceRecord = typeof liveSessionAttendance.$inferSelect;

export interface AttendanceStore {
  find(sessionId: number, userId: number): Promise<AttendanceRecord | null>;
  /** How many different people joined the session. */
  countAttendees(sessionId: number): Promise<number>;
  /** Records a join: the first one creates the row, later ones move `lastJoinedAt` and count. */
  recordJoin(sessionId: number, userId: number, at: Date): Promise<AttendanceRecord>;
  list(sessionId: number): Promise<AttendanceRecord[]>;
  removeUser(userId: number): Promise<number>;
}

export function createDrizzleAttendanceStore(db: LiveSessionDb): AttendanceStore {
  const t = liveSessionAttendance;
  return {
    async find(sessionId, userId) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.sessionId, sessionId), eq(t.userId, userId)));
      return row ?? null;
    },
    async countAttendees(sessionId) {
      const [row] = await db.select({ n: count() }).from(t).where(eq(t.sessionId, sessionId));
      return row?.n ?? 0;
    },
    async recordJoin(sessionId, userId, at) {
      const [row] = await db
        .insert(t)
        .values({ sessionId, userId, firstJoinedAt: at, lastJoinedAt: at, joinCount: 1 })
        .onConflictDoUpdate({
          target: [t.sessionId, t.userId],
          set: { lastJoinedAt: at, joinCount: sql`${t.joinCount} + 1` },
        })
        .returning();
      return row!;
    },
    async list(sessionId) {
      return db
        .select()
        .from(t)
        .where(eq(t.sessionId, sessionId))
        .orderBy(asc(t.firstJoinedAt), asc(t.userId));
    },
    async removeUser(userId) {
      const rows = await db.delete(t).where(eq(t.userId, userId)).returning({ userId: t.userId });
      return rows.length;
    },
  };
}
