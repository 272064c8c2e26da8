import { count, desc } from 'drizzle-orm';
import { mailOutbox, type MailOutboxRow } from '../db/schema';
import type { IdentityDb } from './db';

export type OutboxMailRecord = MailOutboxRow;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Mail kept locally when no SMTP server is configured. */
export interface MailOutboxStore {
  add(mail: OutgoingMail): Promise<OutboxMailRecord>;
  /** Newest first. */
  page(page: number, pageSize: number): Promise<{ items: OutboxMailRecord[]; total: number }>;
}

export function createDrizzleMailOutboxStore(db: IdentityDb): MailOutboxStore {
  return {
    async add(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning();
      return row!;
    },
    async page(page, pageSize) {
      const [items, [totals]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(mailOutbox),
      ]);
      return { items, total: Number(totals?.n ?? 0) };
    },
  };
}
