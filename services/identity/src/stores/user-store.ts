import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '@canopy/contracts';
import { users } from '../db/schema';
import { isUniqueViolation, type IdentityDb } from './db';

/** A stored user, secrets included. Never leaves the service as is: map it with toUser / toPublicUser. */
export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  status: UserStatus;
  approvedBy: number | null;
  createdAt: Date;
  biometricEnabled: boolean;
  biometricId: string | null;
  resetToken: string | null;
  resetTokenExpiry: Date | null;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: UserStatus;
  biometricEnabled: boolean;
  approvedBy?: number | null;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** A status change that only happens if the user is still in the expected state (no lost updates under races). */
export interface StatusChange {
  from: { status: UserStatus; role?: Role };
  to: { status: UserStatus; approvedBy?: number };
}

export interface UserFilter {
  role?: Role;
  status?: UserStatus;
}

/** Raised by `create` when the username is taken, whatever its letter case. */
export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`Username already taken: ${username}`);
    this.name = 'UsernameTakenError';
  }
}

export interface UserStore {
  findById(id: number): Promise<UserRecord | null>;
  /** Case-insensitive: "Bob" finds "bob". */
  findByUsername(username: string): Promise<UserRecord | null>;
  findByIds(ids: readonly number[]): Promise<UserRecord[]>;
  /** Newest first. */
  list(filter?: UserFilter): Promise<UserRecord[]>;
  /** Throws UsernameTakenError when the username exists in any letter case (also when two sign-ups race). */
  create(user: NewUser): Promise<UserRecord>;
  /** Applies the change only if the user is in `change.from`; null when unknown or in another state. */
  changeStatus(id: number, change: StatusChange): Promise<UserRecord | null>;
  /** null when the user is unknown. */
  updateProfile(id: number, changes: ProfileChanges): Promise<UserRecord | null>;
  /** Records whether the user signs in with a passkey; null when unknown. */
  setBiometricEnabled(id: number, enabled: boolean): Promise<UserRecord | null>;
  /** True when a user was deleted. */
  delete(id: number): Promise<boolean>;
}

const USERNAME_KEY = 'users_username_lower_key';

/** The UserStore on PostgreSQL (node-postgres or PGlite; one set of queries for both). */
export function createDrizzleUserStore(db: IdentityDb): UserStore {
  return {
    async findById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByUsername(username) {
      // Same expression as the unique index, so the lookup uses it.
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    async findByIds(ids) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]))
        .orderBy(users.id);
    },

    async list(filter = {}) {
      const conditions: SQL[] = [];
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.status) conditions.push(eq(users.status, filter.status));
      return db
        .select()
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id));
    },

    async create(user) {
      try {
        const [row] = await db.insert(users).values(user).returning();
        return row!;
      } catch (err) {
        if (isUniqueViolation(err, USERNAME_KEY)) throw new UsernameTakenError(user.username);
        throw err;
      }
    },

    async changeStatus(id, { from, to }) {
      const [row] = await db
        .update(users)
        .set({ status: to.status, ...(to.approvedBy === undefined ? {} : { approvedBy: to.approvedBy }) })
        .where(
          and(
            eq(users.id, id),
            eq(users.status, from.status),
            from.role ? eq(users.role, from.role) : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    async updateProfile(id, changes) {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    async setBiometricEnabled(id, enabled) {
      const [row] = await db
        .update(users)
        .set({ biometricEnabled: enabled })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    async delete(id) {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
