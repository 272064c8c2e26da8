import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserSort } from '@canopy/contracts';
import { users } from '../db/schema';
import type { IdentityDb } from './db';
import type { UserStore } from './user-store';

/** `%`, `_` and `\\` are literal in a search, not LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

function orderFor(sort: UserSort): SQL[] {
  const descending = sort.startsWith('-');
  const dir = descending ? desc : asc;
  const key = (descending ? sort.slice(1) : sort) as Exclude<UserSort, `-${string}`>;
  const column = {
    createdAt: [dir(users.createdAt)],
    name: [dir(fullName), dir(sql`lower(${users.username})`)],
    username: [dir(sql`lower(${users.username})`)],
    email: [dir(sql`lower(coalesce(${users.email}, ''))`)],
    role: [dir(users.role)],
    status: [dir(users.status)],
  }[key];
  // The id breaks ties so that pages never overlap or skip.
  return [...column, dir(users.id)];
}

/** The admin area's reads of the user table: the searchable list and the dashboard's figures. */
export function userAdminReads(db: IdentityDb): Pick<UserStore, 'page' | 'counts' | 'signUpsSince'> {
  return {
    async page(query) {
      const conditions: SQL[] = [];
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.status) conditions.push(eq(users.status, query.status));
      if (query.search) {
        const pattern = likePattern(query.search.toLowerCase());
        conditions.push(
          sql`(${fullName} like ${pattern} or lower(${users.username}) like ${pattern} or lower(coalesce(${users.email}, '')) like ${pattern} or lower(coalesce(${users.lastName}, '') || ' ' || coalesce(${users.firstName}, '')) like ${pattern})`,
        );
      }
      const where = and(...conditions);
      const [items, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...orderFor(query.sort))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items, total: Number(totals?.n ?? 0) };
    },

    async counts() {
      const [row] = await db
        .select({
          totalUsers: count(),
          activeEducators: sql<number>`count(*) filter (where ${users.role} = 'educator' and ${users.status} = 'active')`,
          pendingApprovals: sql<number>`count(*) filter (where ${users.role} = 'educator' and ${users.status} = 'pending')`,
        })
        .from(users);
      return {
        totalUsers: Number(row?.totalUsers ?? 0),
        activeEducators: Number(row?.activeEducators ?? 0),
        pendingApprovals: Number(row?.pendingApprovals ?? 0),
      };
    },

    async signUpsSince(from) {
      const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ date: day, count: count() })
        .from(users)
        .where(sql`${users.createdAt} >= ${from}`)
        .groupBy(day)
        .orderBy(day);
      return rows.map((r) => ({ date: String(r.date), count: Number(r.count) }));
    },
  };
}
