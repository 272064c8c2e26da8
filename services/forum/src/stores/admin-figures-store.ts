import { count, sql } from 'drizzle-orm';
import type { DailyCount } from '@canopy/contracts';
import { discussions, replies } from '../db/schema';
import { ts, type ForumDb } from './db';

/** The admin dashboard's daily forum series, from the post rows themselves (every status). */
export interface AdminFiguresStore {
  /** Discussions started per UTC day since `from` (days without any are absent), oldest first. */
  discussionsSince(from: Date): Promise<DailyCount[]>;
  /** Replies posted per UTC day since `from` (days without any are absent), oldest first. */
  repliesSince(from: Date): Promise<DailyCount[]>;
}

export function createDrizzleAdminFiguresStore(db: ForumDb): AdminFiguresStore {
  const perDay = async (table: typeof discussions | typeof replies, from: Date) => {
    const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ date: day, count: count() })
      .from(table)
      .where(sql`${table.createdAt} >= ${ts(from)}`)
      .groupBy(day)
      .orderBy(day);
    return rows.map((r) => ({ date: String(r.date), count: Number(r.count) }));
  };
  return {
    discussionsSince: (from) => perDay(discussions, from),
    repliesSince: (from) => perDay(replies, from),
  };
}
