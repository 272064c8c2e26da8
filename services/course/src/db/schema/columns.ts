import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A count kept on write: the triggers of drizzle/0003_counts_on_write.sql change it in the transaction of every
 * insert, delete or move that changes it, so reads never count. Never written by the stores.
 */
export const keptCount = (name: string) => integer(name).notNull().default(0);
