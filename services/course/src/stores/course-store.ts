import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  courseStatuses,
  type AdminCourse,
  type Course,
  type CourseLevel,
  type CourseStatus,
  type CourseSummary,
  type StoryTemplate,
} from '@canopy/contracts';
import { courses, courseTotals, instructorStats } from '../db/schema';
import { likePattern, preparedOnce, type CourseDb } from './db';
import { iso, toCourse, toCourseSummary } from './mappers';

/** Who is looking: admins see every course, others approved ones plus the ones they teach. */
export type CourseVisibility = { all: true } | { all: false; viewerId: number | null };

export interface CourseListFilter {
  visibility: CourseVisibility;
  search?: string;
  level?: CourseLevel;
  categoryId?: number;
  status?: CourseStatus;
  instructorId?: number;
  /** oldest/newest by creation; popular: most enrolled first, then by title. */
  order?: 'oldest' | 'newest' | 'popular';
  limit?: number;
  /** Rows to skip (a page's start); with `order` and `limit`, one page of the list. */
  offset?: number;
}

export interface NewCourse {
  title: string;
  description: string;
  level: CourseLevel;
  categoryId: number;
  categoryIds: number[];
  instructorId: number;
  status: CourseStatus;
  approvedBy?: number | null;
  imageUrl?: string;
  youtubeUrl?: string;
  storyTemplate?: StoryTemplate | null;
  transformationJourney?: string;
  characterDevelopment?: string;
  practicalSkills?: string;
  awakeningPhase?: string;
  explorationPhase?: string;
  challengePhase?: string;
  breakthroughPhase?: string;
  integrationPhase?: string;
  legacyPhase?: string;
}

export interface CourseStore {
  list(filter: CourseListFilter): Promise<CourseSummary[]>;
  /** How many courses the filter matches (limit and offset aside): a paged list's total. */
  count(filter: CourseListFilter): Promise<number>;
  find(id: number): Promise<Course | null>;
  summary(id: number): Promise<CourseSummary | null>;
  findByTitle(instructorId: number, title: string): Promise<Course | null>;
  /** Approved courses an instructor teaches and the distinct learners enrolled in them. */
  instructorStats(instructorId: number): Promise<{ courseCount: number; learnerCount: number }>;
  create(input: NewCourse): Promise<Course>;
  approve(id: number, adminId: number): Promise<Course | null>;
  reject(id: number, reason: string): Promise<Course | null>;
  /** Row-locks the course until the transaction ends (reorders, review transitions); null when it is gone. */
  lock(id: number): Promise<Course | null>;
  /** Changes the course's own fields; null when it no longer exists. */
  update(id: number, changes: CourseChanges): Promise<Course | null>;
  /** Back to pending review (resubmitted or sent back): waiting from now. */
  markPending(id: number): Promise<Course | null>;
  /** Removes the course with its modules, lessons, quizzes and reviews; false when it no longer exists. */
  delete(id: number): Promise<boolean>;
  /** The admin Courses tab: pending first (oldest waiting first), then most recently changed first. */
  adminPage(filter: {
    status?: CourseStatus;
    instructorId?: number;
    limit: number;
    offset: number;
  }): Promise<AdminCourse[]>;
  /** Courses of every status, or of one (kept totals, course_totals). */
  total(status?: CourseStatus): Promise<number>;
  /** Approved courses the instructor teaches that have at least one learner. */
  approvedWithLearners(instructorId: number): Promise<number>;
  /** The instructor's courses of every status, or of one (counted: kept totals are not per instructor). */
  instructorTotal(instructorId: number, status?: CourseStatus): Promise<number>;
}

export type CourseChanges = Partial<
  Pick<
    NewCourse,
    | 'title'
    | 'description'
    | 'level'
    | 'categoryId'
    | 'categoryIds'
    | 'instructorId'
    | 'transformationJourney'
    | 'characterDevelopment'
    | 'practicalSkills'
    | 'awakeningPhase'
    | 'explorationPhase'
    | 'challengePhase'
    | 'breakthroughPhase'
    | 'integrationPhase'
    | 'legacyPhase'
  >
> & { imageUrl?: string | null; storyTemplate?: StoryTemplate | null };

function visibilityCondition(v: CourseVisibility): SQL | undefined {
  if (v.all) return undefined;
  if (v.viewerId === null) return eq(courses.status, 'approved');
  return or(eq(courses.status, 'approved'), eq(courses.instructorId, v.viewerId));
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
  );
}

/** A total order for each list order (ids break ties), so pages never repeat or skip a course. */
function listOrder(order: CourseListFilter['order']): SQL[] {
  if (order === 'popular') return [desc(courses.enrolledCount), asc(courses.title), asc(courses.id)];
  if (order === 'newest') return [desc(courses.createdAt), desc(courses.id)];
  return [asc(courses.createdAt), asc(courses.id)];
}

export function createDrizzleCourseStore(db: CourseDb): CourseStore {
  const byId = preparedOnce(() =>
    db
      .select()
      .from(courses)
      .where(eq(courses.id, sql.placeholder('id')))
      .prepare('course_by_id'),
  );

  return {
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

    async count(filter) {
      const countRows = async (where: SQL | undefined) => {
        const [row] = await db.select({ n: count() }).from(courses).where(where);
        return row?.n ?? 0;
      };
      // A search counts its matches (trigram indexes); one instructor's courses are few. Every other view's
      // total is kept on write in course_totals, so a page never counts the catalogue.
      if (filter.search?.trim() || filter.instructorId) return countRows(listCondition(filter));
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

    async find(id) {
      const [row] = await byId().execute({ id });
      return row ? toCourse(row) : null;
    },

    async summary(id) {
      const [row] = await byId().execute({ id });
      return row ? toCourseSummary(row) : null;
    },

    async findByTitle(instructorId, title) {
      const [row] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.instructorId, instructorId), eq(courses.title, title)))
        .limit(1);
      return row ? toCourse(row) : null;
    },

    async instructorStats(instructorId) {
      // Kept on write; no row yet means no approved course yet.
      const [row] = await db
        .select({ courseCount: instructorStats.courseCount, learnerCount: instructorStats.learnerCount })
        .from(instructorStats)
        .where(eq(instructorStats.instructorId, instructorId));
      return row ?? { courseCount: 0, learnerCount: 0 };
    },

    async create(input) {
      const [row] = await db
        .insert(courses)
        .values({
          ...input,
          approvedBy: input.status === 'approved' ? (input.approvedBy ?? null) : null,
          approvedAt: input.status === 'approved' ? new Date() : null,
          submittedAt: input.status === 'pending' ? new Date() : null,
        })
        .returning();
      return toCourse(row!);
    },

    async approve(id, adminId) {
      const [row] = await db
        .update(courses)
        .set({
          status: 'approved',
          approvedBy: adminId,
          approvedAt: new Date(),
          rejectionReason: null,
          updatedAt: new Date(),
        })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async reject(id, reason) {
      const [row] = await db
        .update(courses)
        .set({
          status: 'rejected',
          approvedBy: null,
          approvedAt: null,
          rejectionReason: reason,
          updatedAt: new Date(),
        })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async lock(id) {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
      return row ? toCourse(row) : null;
    },

    async update(id, changes) {
      const [row] = await db
        .update(courses)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async markPending(id) {
      const now = new Date();
      const [row] = await db
        .update(courses)
        .set({ status: 'pending', approvedBy: null, approvedAt: null, submittedAt: now, updatedAt: now })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async delete(id) {
      const removed = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
      return removed.length > 0;
    },

    async adminPage({ status, instructorId, limit, offset }) {
      const rows = await db
        .select()
        .from(courses)
        .where(
          and(
            status ? eq(courses.status, status) : undefined,
            instructorId !== undefined ? eq(courses.instructorId, instructorId) : undefined,
          ),
        )
        .orderBy(
          sql`case when ${courses.status} = 'pending' then 0 else 1 end`,
          sql`case when ${courses.status} = 'pending' then ${courses.submittedAt} end asc nulls last`,
          desc(courses.updatedAt),
          asc(courses.id),
        )
        .limit(limit)
        .offset(offset);
      return rows.map((r): AdminCourse => ({
        id: r.id,
        title: r.title,
        status: r.status as CourseStatus,
        instructorId: r.instructorId,
        moduleCount: r.moduleCount,
        lessonCount: r.lessonCount,
        enrolledCount: r.enrolledCount,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        submittedAt: iso(r.submittedAt),
        approvedAt: iso(r.approvedAt),
        rejectionReason: r.rejectionReason,
      }));
    },

    async total(status) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${courseTotals.courseCount}), 0)`.mapWith(Number) })
        .from(courseTotals)
        .where(
          and(
            status ? eq(courseTotals.status, status) : undefined,
            eq(courseTotals.categoryId, 0),
            eq(courseTotals.level, ''),
          ),
        );
      return row?.n ?? 0;
    },

    async approvedWithLearners(instructorId) {
      const [row] = await db
        .select({ n: count() })
        .from(courses)
        .where(
          and(
            eq(courses.instructorId, instructorId),
            eq(courses.status, 'approved'),
            sql`${courses.enrolledCount} > 0`,
          ),
        );
      return row?.n ?? 0;
    },

    async instructorTotal(instructorId, status) {
      const [row] = await db
        .select({ n: count() })
        .from(courses)
        .where(and(eq(courses.instructorId, instructorId), status ? eq(courses.status, status) : undefined));
      return row?.n ?? 0;
    },
  };
}
