import { eq } from 'drizzle-orm';
import { calendarFeedTokens } from '../db/schema';
import type { LiveSessionDb } from './db';

export interface FeedTokenStore {
  /** Creates or replaces (rotates) the user's one feed link. */
  put(userId: number, tokenHash: string, now: Date): Promise<void>;
  /** The user a token hash belongs to, or null. */
  userFor(tokenHash: string): Promise<number | null>;
  /** True when there was a link to remove. */
  remove(userId: number): Promise<boolean>;
}

export function createDrizzleFeedTokenStore(db: LiveSessionDb): FeedTokenStore {
  const t = calendarFeedTokens;
  return {
    async put(userId, tokenHash, now) {
      await db
        .insert(t)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: t.userId, set: { tokenHash, createdAt: now } });
    },
    async userFor(tokenHash) {
      const [row] = await db.select({ userId: t.userId }).from(t).where(eq(t.tokenHash, tokenHash));
      return row?.userId ?? null;
    },
    async remove(userId) {
      const rows = await db.delete(t).where(eq(t.userId, userId)).returning({ userId: t.userId });
      return rows.length > 0;
    },
  };
}
