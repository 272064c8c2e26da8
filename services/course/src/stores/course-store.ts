import { and, asc, countDistinct, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseLevel, CourseStatus, CourseSummary, StoryTemplate } from '@canopy/contracts';
import { courses, enrollments } from '../db/schema';
import { likePattern, type CourseDb } from './db';
import { toCourse } from './mappers';

/** Who is looking: admins see every course, others approved ones plus the ones they teach. */
export type CourseVisibility = { all: true } | { all: false; viewerId: number | null };

export interface CourseListFilter {
  visibility: CourseVisibility;
  search?: string;
  level?: CourseLevel;
  categoryId?: number;
  status?: CourseStatus;
  instructorId?: number;
  order?: 'oldest' | 'newest';
  limit?: number;
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
  find(id: number): Promise<Course | null>;
  summary(id: number): Promise<CourseSummary | null>;
  findByTitle(instructorId: number, title: string): Promise<Course | null>;
  /** Approved courses an instructor teaches and the distinct learners enrolled in them. */
  instructorStats(instructorId: number): Promise<{ courseCount: number; learnerCount: number }>;
  create(input: NewCourse): Promise<Course>;
  approve(id: number, adminId: number): Promise<Course | null>;
  reject(id: number, reason: string): Promise<Course | null>;
}

// Correlated subqueries name outer columns in full: drizzle renders a column of the single FROM table unqualified.
const counts = {
  moduleCount: sql<number>`(select count(*) from modules m where m.course_id = "courses"."id")`.mapWith(
    Number,
  ),
  lessonCount: sql<number>`(
    select count(*) from lessons l join modules m on m.id = l.module_id where m.course_id = "courses"."id"
  )`.mapWith(Number),
  durationMinutes: sql<number>`(
    select coalesce(sum(l.duration), 0) from lessons l join modules m on m.id = l.module_id
    where m.course_id = "courses"."id"
  )`.mapWith(Number),
  enrolledCount: sql<number>`(select count(*) from enrollments e where e.course_id = "courses"."id")`.mapWith(
    Number,
  ),
};

function visibilityCondition(v: CourseVisibility): SQL | undefined {
  if (v.all) return undefined;
  if (v.viewerId === null) return eq(courses.status, 'approved');
  return or(eq(courses.status, 'approved'), eq(courses.instructorId, v.viewerId));
}

export function createDrizzleCourseStore(db: CourseDb): CourseStore {
  async function summaries(where: SQL | undefined, order: 'oldest' | 'newest', limit: number) {
    const rows = await db
      .select({ course: courses, ...counts })
      .from(courses)
      .where(where)
      .orderBy(order === 'newest' ? desc(courses.createdAt) : asc(courses.createdAt), asc(courses.id))
      .limit(limit);
    return rows.map(({ course, ...c }): CourseSummary => ({ ...toCourse(course), ...c }));
  }

  return {
    list(filter) {
      const search = filter.search?.trim();
      const where = and(
        visibilityCondition(filter.visibility),
        search
          ? or(ilike(courses.title, likePattern(search)), ilike(courses.description, likePattern(search)))
          : undefined,
        filter.level ? eq(courses.level, filter.level) : undefined,
        filter.categoryId ? sql`${courses.categoryIds} @> array[${filter.categoryId}]::integer[]` : undefined,
        filter.status ? eq(courses.status, filter.status) : undefined,
        filter.instructorId ? eq(courses.instructorId, filter.instructorId) : undefined,
      );
      return summaries(where, filter.order ?? 'oldest', Math.min(filter.limit ?? 500, 500));
    },

    async find(id) {
      const [row] = await db.select().from(courses).where(eq(courses.id, id));
      return row ? toCourse(row) : null;
    },

    async summary(id) {
      const [row] = await summaries(eq(courses.id, id), 'oldest', 1);
      return row ?? null;
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
      const approvedOwn = and(eq(courses.instructorId, instructorId), eq(courses.status, 'approved'));
      const [c] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(courses)
        .where(approvedOwn);
      const [l] = await db
        .select({ n: countDistinct(enrollments.userId) })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(approvedOwn);
      return { courseCount: c?.n ?? 0, learnerCount: Number(l?.n ?? 0) };
    },

    async create(input) {
      const [row] = await db
        .insert(courses)
        .values({
          ...input,
          approvedBy: input.status === 'approved' ? (input.approvedBy ?? null) : null,
          approvedAt: input.status === 'approved' ? new Date() : null,
        })
        .returning();
      return toCourse(row!);
    },

    async approve(id, adminId) {
      const [row] = await db
        .update(courses)
        .set({ status: 'approved', approvedBy: adminId, approvedAt: new Date(), rejectionReason: null })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },

    async reject(id, reason) {
      const [row] = await db
        .update(courses)
        .set({ status: 'rejected', approvedBy: null, approvedAt: null, rejectionReason: reason })
        .where(eq(courses.id, id))
        .returning();
      return row ? toCourse(row) : null;
    },
  };
}
