import { eq, sql } from 'drizzle-orm';
import { discussions, forumAuthors, forumTopics } from '../db/schema';
import type { ForumDb } from './db';
import { listPlan, type DiscussionFilter } from './discussion-list';

/**
 * Where a page of a list stands, in one cheap statement: the total, and for each hit in page order its id and the
 * row versions (`xmin`) of what it is made of — the discussion, its topic and its author (`-` when the forum has
 * no row for them). PostgreSQL gives every committed row version a new `xmin`, so an equal answer means the same
 * hits, in the same order, made of the same rows, whichever instance wrote. The same WHERE, ORDER BY, LIMIT and
 * OFFSET as the page (`listPlan`), without the page's heavy columns (content, `ts_headline`).
 */
export async function readDiscussionListStanding(db: ForumDb, filter: DiscussionFilter): Promise<string> {
  const plan = listPlan(filter);
  if (!plan) return 'no words';
  const keys = plan.keys.map((key, i) => sql`${key}`.as(`k${i}`));
  const page = db
    .select({
      version:
        sql<string>`${discussions.id} || ':' || ${discussions}.xmin::text || ':' || ${forumTopics}.xmin::text
        || ':' || coalesce(${forumAuthors}.xmin::text, '-')`.as('version'),
      ...Object.fromEntries(keys.map((key) => [key.fieldAlias, key])),
    })
    .from(discussions)
    .innerJoin(forumTopics, eq(forumTopics.id, discussions.topicId))
    .leftJoin(forumAuthors, eq(forumAuthors.userId, discussions.userId))
    .where(plan.where)
    // By the keys as selected: the planner sees the page's sort (and its indexes), and evaluates each key once.
    .orderBy(...keys.map((key) => sql`${sql.identifier(key.fieldAlias)} desc`))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .as('page');
  // An aggregate orders its input only when told: the page's keys again, over its (at most 50) rows.
  const order = sql.join(
    keys.map((key) => sql`${sql.identifier('page')}.${sql.identifier(key.fieldAlias)} desc`),
    sql`, `,
  );
  const [standing] = await db
    .select({
      total: sql<number>`(select count(*) from ${discussions} where ${plan.where})`.mapWith(Number),
      versions: sql<string | null>`string_agg(${page.version}, ',' order by ${order})`,
    })
    .from(page);
  return `${standing?.total ?? 0}|${standing?.versions ?? ''}`;
}
