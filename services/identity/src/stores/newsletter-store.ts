import { sql } from 'drizzle-orm';
import { newsletterSubscriptions } from '../db/schema';
import type { IdentityDb } from './db';

export interface NewsletterStore {
  /** Adds the address unless it is already there (any letter case); true when it was new. */
  subscribe(email: string, userId: number | null): Promise<boolean>;
  isSubscribed(email: string): Promise<boolean>;
}

export function createDrizzleNewsletterStore(db: IdentityDb): NewsletterStore {
  return {
    async subscribe(email, userId) {
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email, userId })
        // The only unique index is on lower(email), so concurrent sign-ups of one address store it once.
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0;
    },
    async isSubscribed(email) {
      const rows = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
        .limit(1);
      return rows.length > 0;
    },
  };
}
