import { and, desc, eq } from 'drizzle-orm';
import type { AiChatMessage, AiMode } from '@canopy/contracts';
import { aiMessages } from '../db/schema';
import type { ContentDb } from './db';

export interface NewAiMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AiMessageStore {
  /** Appends the messages in order to the user's conversation of that mode. */
  append(userId: number, mode: AiMode, messages: NewAiMessage[], now: Date): Promise<void>;
  /** The user's latest `limit` messages of that mode, oldest first. */
  list(userId: number, mode: AiMode, limit: number): Promise<AiChatMessage[]>;
  deleteByUser(userId: number): Promise<number>;
}

export function createDrizzleAiMessageStore(db: ContentDb): AiMessageStore {
  return {
    async append(userId, mode, messages, now) {
      if (messages.length === 0) return;
      // One millisecond apart so that the order survives a sort by time as well as by id.
      await db.insert(aiMessages).values(
        messages.map((m, i) => ({
          userId,
          mode,
          role: m.role,
          content: m.content,
          createdAt: new Date(now.getTime() + i),
        })),
      );
    },
    async list(userId, mode, limit) {
      const rows = await db
        .select()
        .from(aiMessages)
        .where(and(eq(aiMessages.userId, userId), eq(aiMessages.mode, mode)))
        .orderBy(desc(aiMessages.id))
        .limit(limit);
      return rows.reverse().map((row) => ({
        id: row.id,
        role: row.role === 'assistant' ? 'assistant' : 'user',
        content: row.content,
        queryType: mode,
        createdAt: row.createdAt.toISOString(),
      }));
    },
    async deleteByUser(userId) {
      const rows = await db
        .delete(aiMessages)
        .where(eq(aiMessages.userId, userId))
        .returning({ id: aiMessages.id });
      return rows.length;
    },
  };
}
