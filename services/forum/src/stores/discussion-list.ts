import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  POPULAR_WINDOW_DAYS,
  RECENT_WINDOW_DAYS,
  type DiscussionSummary,
  type DiscussionTab,
} from '@canopy/contracts';
import { discussions, forumAuthors, forumTopics } from '../db/schema';
import { ts, type ForumDb } from './db';
import { discussionColumns, toDiscussionSummary } from './discussion-rows';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, snippetParts } from './mappers';

const DAY_MS = 86_400_000;

export interface DiscussionFilter {
  tab: DiscussionTab;
  search?: string;
  topicId?: number;
  courseId?: number;
  lessonId?: number;
  authorId?: number;
  tag?: string;
  page: number;
  pageSize: number;
  now: Date;
}

/**
 * A search box's words as a tsquery: letters and digits only (so nothing the user types can break the query
 * syntax), every word required, the last one as a prefix so results follow typing. Null when nothing is left.
 */
export function searchQueryText(search: string | undefined): string | null {
  if (!search) return null;
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** Replies and likes of the Popular window; outer columns named in full (see topic-store). */
function popularity(since: Date) {
  const from = ts(since);
  return sql<number>`(
    (select count(*) from replies r
      where r.discussion_id = "discussions"."id" and r.status = 'visible' and r.created_at >= ${from}::timestamptz)
    + (select count(*) from post_likes l
      where l.discussion_id = "discussions"."id" and l.created_at >= ${from}::timestamptz)
  )`.mapWith(Number);
}

/** What a list's reads share: its WHERE, its order (every key descending, the id last) and its search. */
export interface ListPlan {
  where: SQL | undefined;
  /** The sort keys, most significant first; each is ordered descending. */
  keys: SQL[];
  tsquery: SQL | null;
  score: SQL<number>;
}

/** The plan of a tab, its filters and search; null when the search has no words (nothing matches). */
export function listPlan(filter: DiscussionFilter): ListPlan | null {
  const conditions: SQL[] = [eq(discussions.status, 'visible')];
  if (filter.topicId !== undefined) conditions.push(eq(discussions.topicId, filter.topicId));
  if (filter.courseId !== undefined) conditions.push(eq(discussions.courseId, filter.courseId));
  if (filter.lessonId !== undefined) conditions.push(eq(discussions.lessonId, filter.lessonId));
  if (filter.authorId !== undefined) conditions.push(eq(discussions.userId, filter.authorId));
  if (filter.tag !== undefined) conditions.push(sql`${discussions.tagList} @> array[${filter.tag}]::text[]`);

  const queryText = searchQueryText(filter.search);
  if (filter.search !== undefined && queryText === null) return null;
  const tsquery = queryText === null ? null : sql`to_tsquery('english', ${queryText})`;
  if (tsquery) conditions.push(sql`${discussions.searchVector} @@ ${tsquery}`);

  const popularSince = new Date(filter.now.getTime() - POPULAR_WINDOW_DAYS * DAY_MS);
  const score = popularity(popularSince);
  if (filter.tab === 'recent') {
    const since = new Date(filter.now.getTime() - RECENT_WINDOW_DAYS * DAY_MS);
    conditions.push(sql`${discussions.lastActivityAt} >= ${ts(since)}::timestamptz`);
  }
  if (filter.tab === 'popular') conditions.push(sql`${score} > 0`);

  const keys: SQL[] = [];
  if (filter.tab === 'popular') keys.push(score, sql`${discussions.lastActivityAt}`);
  else if (filter.tab === 'recent') keys.push(sql`${discussions.lastActivityAt}`);
  else if (tsquery) {
    keys.push(sql`ts_rank_cd(${discussions.searchVector}, ${tsquery}, 1)`);
    keys.push(sql`${discussions.lastActivityAt}`);
  } else keys.push(sql`${discussions.createdAt}`);
  keys.push(sql`${discussions.id}`);
  return { where: and(...conditions), keys, tsquery, score };
}

/** One page of visible discussions for a tab, its filters and search (best match first), and the total. */
export async function readDiscussionList(
  db: ForumDb,
  filter: DiscussionFilter,
): Promise<{ items: DiscussionSummary[]; total: number }> {
  const plan = listPlan(filter);
  if (!plan) return { items: [], total: 0 };
  const { where, tsquery, score } = plan;

  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(discussions)
    .where(where);
  if (total === 0) return { items: [], total };

  const rows = await db
    .select({
      ...discussionColumns,
      opening: sql<string>`left(${discussions.content}, 1200)`,
      popularity: score,
      headline: tsquery
        ? sql<string>`ts_headline('english', ${discussions.content}, ${tsquery}, ${HEADLINE_OPTIONS})`
        : sql<null>`null`,
    })
    .from(discussions)
    .innerJoin(forumTopics, eq(forumTopics.id, discussions.topicId))
    .leftJoin(forumAuthors, eq(forumAuthors.userId, discussions.userId))
    .where(where)
    .orderBy(...plan.keys.map((key) => sql`${key} desc`))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);

  const items = rows.map((row) => {
    const summary = toDiscussionSummary(row);
    if (filter.tab === 'popular') summary.popularity = row.popularity;
    if (typeof row.headline === 'string') summary.snippet = snippetParts(row.headline);
    return summary;
  });
  return { items, total };
}
