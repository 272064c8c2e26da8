import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@canopy/service-kit';
import { users, type IdentitySchema } from '../db/schema';
import { UsernameTakenError, type UserStore } from './user-store';

const USERNAME_KEY = 'users_username_lower_key';

/** The UserStore on PostgreSQL (node-postgres or PGlite; one set of queries for both). */
export function createDrizzleUserStore(db: Database<IdentitySchema>): UserStore {
  return {
    async findById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByUsername(username) {
      // Same expression as the unique index, so the lookup uses it.
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
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
      return row;
    },

    async updateProfile(id, changes) {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    async setBiometricEnabled(id, enabled) {
      const [row] = await db
        .update(users)
        .set({ biometricEnabled: enabled })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async delete(id) {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** PostgreSQL 23505 on the given index; drizzle wraps driver errors, so the cause chain is searched. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (
    let e = err as PgErrorLike | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgErrorLike, depth++
  ) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}
