import { asc, eq } from 'drizzle-orm';
import { passkeys } from '../db/schema';
import type { IdentityDb } from './db';

/** A stored passkey: a credential id and its public key. Never leaves the service as is. */
export interface PasskeyRecord {
  id: number;
  userId: number;
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Raised by `create` when the credential id is already stored (for this user or another). */
export class CredentialTakenError extends Error {
  constructor() {
    super('Passkey already registered');
    this.name = 'CredentialTakenError';
  }
}

export interface PasskeyStore {
  /** null when no passkey has this credential id. */
  findByCredentialId(credentialId: string): Promise<PasskeyRecord | null>;
  /** Oldest first. */
  listForUser(userId: number): Promise<PasskeyRecord[]>;
  /** Throws CredentialTakenError when the credential id exists. */
  create(passkey: NewPasskey): Promise<PasskeyRecord>;
  /** Records a successful sign-in: the authenticator's new signature counter and the time. */
  markUsed(id: number, counter: number, at: Date): Promise<void>;
}

/** The PasskeyStore on PostgreSQL (drizzle over node-postgres). */
export function createDrizzlePasskeyStore(db: IdentityDb): PasskeyStore {
  return {
    async findByCredentialId(credentialId) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row ?? null;
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
