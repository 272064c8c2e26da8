import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { courseStatuses, type CourseLevel, type CourseStatus, type CourseSummary } from '@canopy/contracts';
import { courses, courseTotals, enrollments } from '../db/schema';
import { likePattern, type CourseDb } from './db';
import { toCourseSummary } from './mappers';

// The catalogue's list of courses and its totals (part of the course store).

/** Who is looking: admins see every course, others approved ones plus the ones they teach. */
export type CourseVisibility = { all: true } | { all: false; viewerId: number | null };

export interface CourseListFilter {
  visibility: CourseVisibility;
  search?: string;
  level?: CourseLevel;
  categoryId?: number;
  status?: CourseStatus;
  instructorId?: number;
  /** Only the courses this user is (or is not) enrolled in: the catalogue's My Courses and Not Enrolled tabs. */
  enrollment?: { userId: number; enrolled: boolean };
  /** oldest/newest by creation; popular: most enrolled first, then by title. */
  order?: 'oldest' | 'newest' | 'popular';
  limit?: number;
  /** Rows to skip (a page's start); with `order` and `limit`, one page of the list. */
  offset?: number;
}

/** The course store's catalogue list (part of `CourseStore`). */
export interface CourseListReads {
  list(filter: CourseListFilter): Promise<CourseSummary[]>;
  /** How many courses the filter matches (limit and offset aside): a paged list's total. */
  count(filter: CourseListFilter): Promise<number>;
  /**
   * What `list(filter)` would answer, as row versions only: `id:xmin` of each course in order, joined. PostgreSQL
   * gives every committed version of a row a new xmin, so an equal standing means the same courses, in the same
   * order, each unchanged — whoever wrote, on whichever instance — for a few bytes instead of the rows.
   */
  listStanding(filter: CourseListFilter): Promise<string>;
}

function visibilityCondition(v: CourseVisibility): SQL | undefined {
  if (v.all) return undefined;
  if (v.viewerId === null) return eq(courses.status, 'approved');
  return or(eq(courses.status, 'approved'), eq(courses.instructorId, v.viewerId));
}

function enrollmentCondition({ userId, enrolled }: { userId: number; enrolled: boolean }): SQL {
  const theirs = sql`exists (select 1 from ${enrollments} where ${enrollments.courseId} = ${courses.id} and ${enrollments.userId} = ${userId})`;
  return enrolled ? theirs : sql`not ${theirs}`;
}

/** Which courses a list (or its count) covers. */
function listCondition(filter: CourseListFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    visibilityCondition(filter.visibility),
    // Two ILIKEs rather than one on title || description: each has its trigram index, and a match never spans both.
    search
      ? or(ilike(courses.title, likePattern(search)), ilike(courses.description, likePattern(search)))
      : undefined,
    filter.level ? eq(courses.level, filter.level) : undefined,
    filter.categoryId ? sql`${courses.categoryIds} @> array[${filter.categoryId}]::integer[]` : undefined,
    filter.status ? eq(courses.status, filter.status) : undefined,
    filter.instructorId ? eq(courses.instructorId, filter.instructorId) : undefined,
    filter.enrollment ? enrollmentCondition(filter.enrollment) : undefined,
  );
}

/** A total order for each list order (ids break ties), so pages never repeat or skip a course. */
function listOrder(order: CourseListFilter['order']): SQL[] {
  if (order === 'popular') return [desc(courses.enrolledCount), asc(courses.title), asc(courses.id)];
  if (order === 'newest') return [desc(courses.createdAt), desc(courses.id)];
  return [asc(courses.createdAt), asc(courses.id)];
}

export function createCourseListReads(db: CourseDb): CourseListReads {
  const reads: CourseListReads = {
    async list(filter) {
      // Each order is total (listOrder) and has its index. A course's size and enrollment count come with its row
      // (kept on write, db/schema.ts keptCount).
      const rows = await db
        .select()
        .from(courses)
        .where(listCondition(filter))
        .orderBy(...listOrder(filter.order))
        .limit(Math.min(filter.limit ?? 500, 500))
        .offset(filter.offset ?? 0);
      return rows.map(toCourseSummary);
    },

    async listStanding(filter) {
      // The same condition, order and range as list(), so the index scan is the same and only the tags travel.
      const rows = await db
        .select({ tag: sql<string>`${courses.id}::text || ':' || "courses"."xmin"::text` })
        .from(courses)
        .where(listCondition(filter))
        .orderBy(...listOrder(filter.order))
        .limit(Math.min(filter.limit ?? 500, 500))
        .offset(filter.offset ?? 0);
      return rows.map((row) => row.tag).join(',');
    },

    async count(filter) {
      const countRows = async (where: SQL | undefined) => {
        const [row] = await db.select({ n: count() }).from(courses).where(where);
        return row?.n ?? 0;
      };
      // A search counts its matches (trigram indexes); one instructor's or one learner's courses are few. The
      // courses a learner is not in are the others minus theirs. Every other view's total is kept on write in
      // course_totals, so a page never counts the catalogue.
      const { enrollment } = filter;
      if (enrollment && !enrollment.enrolled && !filter.search?.trim() && !filter.instructorId) {
        const [every, theirs] = await Promise.all([
          reads.count({ ...filter, enrollment: undefined }),
          countRows(listCondition({ ...filter, enrollment: { ...enrollment, enrolled: true } })),
        ]);
        return every - theirs;
      }
      if (filter.search?.trim() || filter.instructorId || enrollment) return countRows(listCondition(filter));
      const v = filter.visibility;
      const statuses = (v.all ? courseStatuses : (['approved'] as const)).filter(
        (s) => !filter.status || s === filter.status,
      );
      const kept = async () => {
        if (statuses.length === 0) return 0;
        const [row] = await db
          .select({ n: sql<number>`coalesce(sum(${courseTotals.courseCount}), 0)`.mapWith(Number) })
          .from(courseTotals)
          .where(
            and(
              inArray(courseTotals.status, statuses),
              eq(courseTotals.categoryId, filter.categoryId ?? 0),
              eq(courseTotals.level, filter.level ?? ''),
            ),
          );
        return row?.n ?? 0;
      };
      // An educator also sees their own courses that are not approved (yet): those few are counted.
      const viewerId = v.all ? null : v.viewerId;
      const ownUnapproved = async () =>
        viewerId === null
          ? 0
          : countRows(
              and(
                eq(courses.instructorId, viewerId),
                ne(courses.status, 'approved'),
                listCondition({ ...filter, visibility: { all: true } }),
              ),
            );
      const [a, b] = await Promise.all([kept(), ownUnapproved()]);
      return a + b;
    },
  };
  return reads;
}
