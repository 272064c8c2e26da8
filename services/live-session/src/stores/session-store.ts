import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { LiveSessionTab } from '@canopy/contracts';
import { liveSessions } from '../db/schema';
import type { LiveSessionDb } from './db';

export type SessionRecord = typeof liveSessions.$inferSelect;
export type NewSession = Omit<
  typeof liveSessions.$inferInsert,
  'id' | 'status' | 'cancelReason' | 'sequence' | 'createdAt' | 'updatedAt' | 'remindedAt'
>;
export type SessionChanges = Partial<NewSession>;

/** Which sessions a list reads, in start order (a past tab: most recent first). */
export interface SessionFilter {
  instructorId?: number;
  courseId?: number;
  /** Sessions ending at or after this instant. */
  endingFrom?: Date;
  /** One tab of the list: upcoming = starting after `now`; past = started at or before `now`, newest first. */
  tab?: { when: LiveSessionTab; now: Date };
}

export interface SessionStore {
  find(id: number): Promise<SessionRecord | null>;
  /** Row-locks the session until the surrounding transaction ends (joins counting against the limit). */
  lock(id: number): Promise<SessionRecord | null>;
  list(filter: SessionFilter, limit: number): Promise<SessionRecord[]>;
  /** A personal feed: sessions the user teaches, without a course, or of one of `courseIds`. */
  listForFeed(userId: number, courseIds: number[], endingFrom: Date, limit: number): Promise<SessionRecord[]>;
  /** Distinct course ids of sessions ending at or after `endingFrom`. */
  courseIds(endingFrom: Date): Promise<number[]>;
  create(values: NewSession): Promise<SessionRecord>;
  /** Applies the changes and bumps the sequence; null when the session no longer exists. */
  update(id: number, changes: SessionChanges, now: Date): Promise<SessionRecord | null>;
  cancel(id: number, reason: string | null, now: Date): Promise<SessionRecord | null>;
  /** Ids of the scheduled sessions starting after `now` and at the latest at `until`, not reminded yet. */
  dueForReminder(now: Date, until: Date, limit: number): Promise<number[]>;
  /**
   * Claims one of them (sets `remindedAt`) if it is still due and unclaimed; null otherwise. A conditional
   * UPDATE: of two transactions claiming at once, the second waits for the first and then finds it claimed.
   */
  claimReminder(id: number, now: Date, until: Date): Promise<SessionRecord | null>;
}

export function createDrizzleSessionStore(db: LiveSessionDb): SessionStore {
  return {
    async find(id) {
      const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, id));
      return row ?? null;
    },
    async lock(id) {
      const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
      return row ?? null;
    },
    async list(filter, limit) {
      const where = and(
        filter.instructorId === undefined ? undefined : eq(liveSessions.instructorId, filter.instructorId),
        filter.courseId === undefined ? undefined : eq(liveSessions.courseId, filter.courseId),
        filter.endingFrom === undefined ? undefined : gte(liveSessions.endTime, filter.endingFrom),
        filter.tab === undefined
          ? undefined
          : filter.tab.when === 'upcoming'
            ? gt(liveSessions.startTime, filter.tab.now)
            : lte(liveSessions.startTime, filter.tab.now),
      );
      const order = filter.tab?.when === 'past' ? desc : asc;
      return db
        .select()
        .from(liveSessions)
        .where(where)
        .orderBy(order(liveSessions.startTime), order(liveSessions.id))
        .limit(limit);
    },
    async listForFeed(userId, courseIds, endingFrom, limit) {
      return db
        .select()
        .from(liveSessions)
        .where(
          and(
            gte(liveSessions.endTime, endingFrom),
            or(
              eq(liveSessions.instructorId, userId),
              isNull(liveSessions.courseId),
              courseIds.length ? inArray(liveSessions.courseId, courseIds) : undefined,
            ),
          ),
        )
        .orderBy(asc(liveSessions.startTime), asc(liveSessions.id))
        .limit(limit);
    },
    async courseIds(endingFrom) {
      const rows = await db
        .selectDistinct({ courseId: liveSessions.courseId })
        .from(liveSessions)
        .where(and(gte(liveSessions.endTime, endingFrom), sql`${liveSessions.courseId} is not null`));
      return rows.map((r) => r.courseId).filter((id): id is number => id !== null);
    },
    async create(values) {
      const [row] = await db.insert(liveSessions).values(values).returning();
      return row!;
    },
    async update(id, changes, now) {
      const [row] = await db
        .update(liveSessions)
        .set({
          ...changes,
          // A new start time earns a new reminder.
          ...(changes.startTime ? { remindedAt: null } : {}),
          sequence: sql`${liveSessions.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(liveSessions.id, id))
        .returning();
      return row ?? null;
    },
    async cancel(id, reason, now) {
      const [row] = await db
        .update(liveSessions)
        .set({
          status: 'cancelled',
          cancelReason: reason,
          sequence: sql`${liveSessions.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(liveSessions.id, id))
        .returning();
      return row ?? null;
    },
    async dueForReminder(now, until, limit) {
      const rows = await db
        .select({ id: liveSessions.id })
        .from(liveSessions)
        .where(reminderDue(now, until))
        .orderBy(asc(liveSessions.startTime))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async claimReminder(id, now, until) {
      const [row] = await db
        .update(liveSessions)
        .set({ remindedAt: now })
        .where(and(eq(liveSessions.id, id), reminderDue(now, until)))
        .returning();
      return row ?? null;
    },
  };
}

const reminderDue = (now: Date, until: Date) =>
  and(
    isNull(liveSessions.remindedAt),
    eq(liveSessions.status, 'scheduled'),
    gt(liveSessions.startTime, now),
    lte(liveSessions.startTime, until),
  );
