import { and, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AccountLanguage, Role, UserListQuery, UserStatus } from '@canopy/contracts';
import { preparedOnce } from '@canopy/service-kit';
import { users } from '../db/schema';
import { isUniqueViolation, type IdentityDb } from './db';
import { userAdminReads } from './user-admin-reads';

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
  sessionsValidFrom: Date | null;
  language: AccountLanguage | null;
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
  language?: AccountLanguage | null;
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

export interface UserCounts {
  totalUsers: number;
  activeEducators: number;
  pendingApprovals: number;
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
  /** Records the language the user chose; null when unknown. */
  setLanguage(id: number, language: AccountLanguage): Promise<UserRecord | null>;
  /** Records whether the user signs in with a passkey; null when unknown. */
  setBiometricEnabled(id: number, enabled: boolean): Promise<UserRecord | null>;
  /** True when a user was deleted. */
  delete(id: number): Promise<boolean>;
  /** One page of the admin list: search (name, username, email; any letter case), filters, sort, total. */
  page(query: UserListQuery): Promise<{ items: UserRecord[]; total: number }>;
  /** Accounts using this address (any letter case); addresses are not unique. */
  findByEmail(email: string): Promise<UserRecord[]>;
  /** Stores the hash of a reset token and its expiry (replacing any earlier one). */
  setResetToken(id: number, tokenHash: string, expiresAt: Date): Promise<void>;
  /** The user holding this unexpired token hash, if any. */
  findByResetToken(tokenHash: string, now: Date): Promise<UserRecord | null>;
  /**
   * Sets a new password hash if the user still holds `tokenHash` (single use: the token is cleared in the same
   * update) and ends their sessions from `now`. Null when the token was already used or replaced.
   */
  resetPassword(id: number, tokenHash: string, passwordHash: string, now: Date): Promise<UserRecord | null>;
  /** Sessions begun before `at` are over (the gateway checks it at its next refresh). */
  revokeSessions(id: number, at: Date): Promise<void>;
  counts(): Promise<UserCounts>;
  /** Sign-ups per UTC day since `from` (days without any are absent). */
  signUpsSince(from: Date): Promise<Array<{ date: string; count: number }>>;
}

const USERNAME_KEY = 'users_username_lower_key';

/** The UserStore on PostgreSQL (drizzle over node-postgres). */
export function createDrizzleUserStore(db: IdentityDb): UserStore {
  // Every sign-in, every session's refresh (the gateways' batches) and most calls read users by these: named, so
  // each connection plans them once.
  const byId = preparedOnce(() =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('user_by_id'),
  );
  // Same expression as the unique index, so the lookup uses it.
  const byUsername = preparedOnce(() =>
    db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
      .limit(1)
      .prepare('user_by_username'),
  );
  // One array parameter (`= any`), not one per id: the same statement whatever the batch size.
  const byIds = preparedOnce(() =>
    db
      .select()
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(users.id)
      .prepare('users_by_ids'),
  );
  return {
    ...userAdminReads(db),

    async findById(id) {
      const [row] = await byId().execute({ id });
      return row ?? null;
    },

    async findByUsername(username) {
      const [row] = await byUsername().execute({ username });
      return row ?? null;
    },

    async findByIds(ids) {
      if (ids.length === 0) return [];
      return byIds().execute({ ids: [...ids] });
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

    async setLanguage(id, language) {
      const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
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

    async findByEmail(email) {
      return db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .orderBy(users.id);
    },

    async setResetToken(id, tokenHash, expiresAt) {
      await db
        .update(users)
        .set({ resetToken: tokenHash, resetTokenExpiry: expiresAt })
        .where(eq(users.id, id));
    },

    async findByResetToken(tokenHash, now) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.resetToken, tokenHash), gt(users.resetTokenExpiry, now)))
        .limit(1);
      return row ?? null;
    },

    async resetPassword(id, tokenHash, passwordHash, now) {
      const [row] = await db
        .update(users)
        .set({ passwordHash, resetToken: null, resetTokenExpiry: null, sessionsValidFrom: now })
        .where(
          and(
            eq(users.id, id),
            eq(users.resetToken, tokenHash),
            isNotNull(users.resetTokenExpiry),
            gt(users.resetTokenExpiry, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async revokeSessions(id, at) {
      await db.update(users).set({ sessionsValidFrom: at }).where(eq(users.id, id));
    },
  };
}
