import { eq, sql } from 'drizzle-orm';
import type { Identity } from '@canopy/contracts';
import { forumAuthors } from '../db/schema';
import { ts, type ForumDb } from './db';

export interface AuthorRecord {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  accountCreatedAt: Date | null;
  deleted: boolean;
}

export interface AuthorStore {
  find(userId: number): Promise<AuthorRecord | null>;
  /**
   * Records the member as the signed token describes them now (names and role refresh on every action), and
   * the account's creation time when it is known.
   */
  remember(identity: Identity, accountCreatedAt: Date | null, now: Date): Promise<void>;
  /** `user.deleted`: the posts stay, the name goes. */
  anonymise(userId: number, now: Date): Promise<void>;
}

export function createDrizzleAuthorStore(db: ForumDb): AuthorStore {
  return {
    async find(userId) {
      const [row] = await db.select().from(forumAuthors).where(eq(forumAuthors.userId, userId));
      return row ?? null;
    },

    async remember(identity, accountCreatedAt, now) {
      const values = {
        userId: identity.id,
        username: identity.username,
        firstName: identity.firstName,
        lastName: identity.lastName,
        role: identity.role,
        accountCreatedAt,
        updatedAt: now,
      };
      await db
        .insert(forumAuthors)
        .values(values)
        .onConflictDoUpdate({
          target: forumAuthors.userId,
          set: {
            username: values.username,
            firstName: values.firstName,
            lastName: values.lastName,
            role: values.role,
            updatedAt: values.updatedAt,
            // A known creation time is kept; an unknown one never overwrites it.
            accountCreatedAt: sql`coalesce(${forumAuthors.accountCreatedAt}, ${accountCreatedAt ? ts(accountCreatedAt) : null}::timestamptz)`,
          },
          // A deleted member's row stays anonymous even if an old token turns up.
          setWhere: sql`${forumAuthors.deleted} = false`,
        });
    },

    async anonymise(userId, now) {
      await db
        .insert(forumAuthors)
        .values({ userId, username: 'former-member', deleted: true, updatedAt: now })
        .onConflictDoUpdate({
          target: forumAuthors.userId,
          set: {
            username: 'former-member',
            firstName: null,
            lastName: null,
            role: null,
            deleted: true,
            updatedAt: now,
          },
        });
    },
  };
}
