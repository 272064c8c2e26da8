import { asc, eq } from 'drizzle-orm';
import type { Database } from '@canopy/service-kit';
import { passkeys, type IdentitySchema } from '../db/schema';
import { CredentialTakenError, type PasskeyStore } from './passkey-store';

/** The PasskeyStore on PostgreSQL (node-postgres or PGlite). */
export function createDrizzlePasskeyStore(db: Database<IdentitySchema>): PasskeyStore {
  return {
    async findByCredentialId(credentialId) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row;
    },

    listForUser(userId) {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
    },

    async create(passkey) {
      // The unique index decides; a duplicate is not an exception path worth a driver error in the logs.
      const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
      if (!row) throw new CredentialTakenError();
      return row;
    },

    async markUsed(id, counter, at) {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },
  };
}
