import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Certificate, Course, CourseStatus, Module } from '@canopy/contracts';
import { courses, lessons, modules, quizzes } from '../db/schema';
import type { CourseDb } from './db';
import { learnerReadStatements, learningOrder } from './curriculum-reads';
import {
  toCertificate,
  toCourse,
  toEnrollment,
  toLesson,
  toModule,
  type EnrollmentRecord,
  type LessonRecord,
} from './mappers';

export interface NewModule {
  courseId: number;
  title: string;
  description: string;
  orderIndex: number;
  displayName?: string;
  storyPhase?: string;
}

export interface NewLesson {
  moduleId: number;
  title: string;
  content: string;
  orderIndex: number;
  videoUrl?: string;
  documentUrl?: string;
  duration: number;
  hasDiscussion: boolean;
  isShortForm: boolean;
  displayName?: string;
  practicalApplication?: string;
  caseStudy?: string;
  actionSteps?: string;
  reflectionPrompts?: string;
}

/** A lesson without its body, as a course outline lists it. */
export interface LessonHeading {
  id: number;
  moduleId: number;
  title: string;
  orderIndex: number;
  displayName: string;
  duration: number;
  hasDiscussion: boolean;
  isShortForm: boolean;
  videoUrl: string | null;
  documentUrl: string | null;
  quizCount: number;
  /** Whether the learner the outline was read for completed it (false without a learner). */
  done: boolean;
}

/** What the outline read answers: see `CurriculumStore.learnerOutline`. */
export interface LearnerOutline {
  course: Pick<Course, 'id' | 'status' | 'instructorId'>;
  modules: Module[];
  lessons: LessonHeading[];
  /** The learner's enrollment in the course with its certificate; null without a learner or an enrollment. */
  standing: { enrollment: EnrollmentRecord; certificate: Certificate | null } | null;
}

/** A lesson's place in its course, in learning order. */
export interface LessonPosition {
  id: number;
  title: string;
  moduleId: number;
  moduleTitle: string;
}

/** Where one learner stands on a lesson (listed in learning order). */
export interface LearnerLessonState {
  id: number;
  /** The learner completed it. */
  done: boolean;
  /** It has a quiz the learner has not passed. */
  quizLeft: boolean;
}

export interface CurriculumStore {
  listModules(courseId: number): Promise<Module[]>;
  /** A module with its course. */
  findModule(id: number): Promise<{ module: Module; course: Course } | null>;
  createModule(input: NewModule): Promise<Module>;
  /** Existing module count of a course (the next orderIndex is this + 1). */
  countModules(courseId: number): Promise<number>;
  listLessons(moduleId: number): Promise<LessonRecord[]>;
  /** A lesson with its module and course. */
  findLesson(id: number): Promise<{ lesson: LessonRecord; module: Module; course: Course } | null>;
  createLesson(input: NewLesson): Promise<LessonRecord>;
  countLessons(moduleId: number): Promise<number>;
  /** Removes a lesson (its completions and quizzes go with it); false when it no longer exists. */
  deleteLesson(id: number): Promise<boolean>;
  /** Every lesson of each course in learning order: module order, then lesson order (ids break ties). */
  lessonOrder(courseIds: number[]): Promise<Map<number, LessonPosition[]>>;
  /**
   * Each course's lesson ids in learning order with one learner's completions and quizzes not yet passed, in one
   * statement and without titles: what every enrollment card needs, read once for all of a learner's courses.
   */
  learnerLessonStates(userId: number, courseIds: number[]): Promise<Map<number, LearnerLessonState[]>>;
  /**
   * A course as a learner opens its outline, in one statement whatever the course's size: who may see it (its id,
   * status and educator), its modules in order and all its lessons without their bodies in learning order, each
   * with its quiz count and, given a learner, whether they completed it, and the learner's enrollment with its
   * certificate (null without a learner or an enrollment). Null when the course does not exist.
   */
  learnerOutline(courseId: number, learnerId?: number): Promise<LearnerOutline | null>;
  /** Null when the module no longer exists. */
  updateModule(id: number, changes: ModuleChanges): Promise<Module | null>;
  /** Removes a module with its lessons (and their completions and quizzes); false when it no longer exists. */
  deleteModule(id: number): Promise<boolean>;
  /** Null when the lesson no longer exists. */
  updateLesson(id: number, changes: LessonChanges): Promise<LessonRecord | null>;
  /** Module ids of a course in their current order. */
  moduleIds(courseId: number): Promise<number[]>;
  /** Lesson ids of a module in their current order. */
  lessonIds(moduleId: number): Promise<number[]>;
  /** Sets orderIndex 1..n of a course's modules in the given order (one statement). */
  setModuleOrder(courseId: number, ids: number[]): Promise<void>;
  /** Sets orderIndex 1..n of a module's lessons in the given order; lessons of another module are moved in. */
  setLessonOrder(moduleId: number, ids: number[]): Promise<void>;
  /** Quiz ids of each course (quizzes of its lessons). */
  quizIds(courseIds: number[]): Promise<Map<number, number[]>>;
}

export type ModuleChanges = Partial<Pick<NewModule, 'title' | 'description' | 'displayName'>> & {
  storyPhase?: string | null;
};

export type LessonChanges = Partial<
  Pick<NewLesson, 'title' | 'content' | 'duration' | 'hasDiscussion' | 'isShortForm' | 'displayName'>
> & {
  videoUrl?: string | null;
  documentUrl?: string | null;
  practicalApplication?: string | null;
  caseStudy?: string | null;
  actionSteps?: string | null;
  reflectionPrompts?: string | null;
};

export function createDrizzleCurriculumStore(db: CourseDb): CurriculumStore {
  const reads = learnerReadStatements(db);

  return {
    async listModules(courseId) {
      // A module's lesson count is kept on write (db/schema.ts, keptCount).
      const rows = await db
        .select()
        .from(modules)
        .where(eq(modules.courseId, courseId))
        .orderBy(asc(modules.orderIndex), asc(modules.id));
      return rows.map((r) => toModule(r));
    },

    async findModule(id) {
      const [row] = await db
        .select({ module: modules, course: courses })
        .from(modules)
        .innerJoin(courses, eq(courses.id, modules.courseId))
        .where(eq(modules.id, id));
      return row ? { module: toModule(row.module), course: toCourse(row.course) } : null;
    },

    async createModule(input) {
      const [row] = await db.insert(modules).values(input).returning();
      return toModule(row!);
    },

    async countModules(courseId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(modules)
        .where(eq(modules.courseId, courseId));
      return row?.n ?? 0;
    },

    async listLessons(moduleId) {
      const rows = await db
        .select()
        .from(lessons)
        .where(eq(lessons.moduleId, moduleId))
        .orderBy(asc(lessons.orderIndex), asc(lessons.id));
      return rows.map(toLesson);
    },

    async findLesson(id) {
      const [row] = await db
        .select({ lesson: lessons, module: modules, course: courses })
        .from(lessons)
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .innerJoin(courses, eq(courses.id, modules.courseId))
        .where(eq(lessons.id, id));
      if (!row) return null;
      return {
        lesson: toLesson(row.lesson),
        module: toModule(row.module),
        course: toCourse(row.course),
      };
    },

    async createLesson(input) {
      const [row] = await db.insert(lessons).values(input).returning();
      return toLesson(row!);
    },

    async countLessons(moduleId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(lessons)
        .where(eq(lessons.moduleId, moduleId));
      return row?.n ?? 0;
    },

    async deleteLesson(id) {
      const removed = await db.delete(lessons).where(eq(lessons.id, id)).returning({ id: lessons.id });
      return removed.length > 0;
    },

    async learnerOutline(courseId, learnerId) {
      const [row] = await reads.learnerOutline().execute({ courseId, learnerId: learnerId ?? null });
      if (!row) return null;
      const { modules: moduleRows, lessons: lessonRows } = row.curriculum;
      // Module sizes are counted from the lessons read here, so the outline always agrees with itself.
      const counts = new Map<number, number>();
      for (const l of lessonRows) counts.set(l.moduleId, (counts.get(l.moduleId) ?? 0) + 1);
      return {
        course: { ...row.course, status: row.course.status as CourseStatus },
        modules: moduleRows.map((m) =>
          toModule({ ...m, createdAt: new Date(m.createdAt) }, counts.get(m.id) ?? 0),
        ),
        lessons: lessonRows,
        standing: row.enrollment
          ? {
              enrollment: toEnrollment(row.enrollment),
              certificate: row.certificate ? toCertificate(row.certificate) : null,
            }
          : null,
      };
    },

    async lessonOrder(courseIds) {
      const result = new Map<number, LessonPosition[]>(courseIds.map((id) => [id, []]));
      if (courseIds.length === 0) return result;
      const rows = await db
        .select({
          id: lessons.id,
          title: lessons.title,
          moduleId: lessons.moduleId,
          moduleTitle: modules.title,
          courseId: modules.courseId,
        })
        .from(lessons)
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(inArray(modules.courseId, courseIds))
        .orderBy(...learningOrder);
      for (const { courseId, ...position } of rows) result.get(courseId)?.push(position);
      return result;
    },

    async learnerLessonStates(userId, courseIds) {
      const result = new Map<number, LearnerLessonState[]>(courseIds.map((id) => [id, []]));
      if (courseIds.length === 0) return result;
      const rows = await reads.lessonStates().execute({ learnerId: userId, courseIds });
      for (const { id, courseId, done, quizLeft } of rows)
        result.get(courseId)?.push({ id, done: done === true, quizLeft: quizLeft === true });
      return result;
    },

    async updateModule(id, changes) {
      const [row] = await db.update(modules).set(changes).where(eq(modules.id, id)).returning();
      return row ? toModule(row) : null;
    },

    async deleteModule(id) {
      const removed = await db.delete(modules).where(eq(modules.id, id)).returning({ id: modules.id });
      return removed.length > 0;
    },

    async updateLesson(id, changes) {
      const [row] = await db.update(lessons).set(changes).where(eq(lessons.id, id)).returning();
      return row ? toLesson(row) : null;
    },

    async moduleIds(courseId) {
      const rows = await db
        .select({ id: modules.id })
        .from(modules)
        .where(eq(modules.courseId, courseId))
        .orderBy(asc(modules.orderIndex), asc(modules.id));
      return rows.map((r) => r.id);
    },

    async lessonIds(moduleId) {
      const rows = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(eq(lessons.moduleId, moduleId))
        .orderBy(asc(lessons.orderIndex), asc(lessons.id));
      return rows.map((r) => r.id);
    },

    async setModuleOrder(courseId, ids) {
      if (ids.length === 0) return;
      const values = sql.join(
        ids.map((id, i) => sql`(${id}::integer, ${i + 1}::integer)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${modules} set order_index = v.pos from (values ${values}) as v(id, pos) where ${modules.id} = v.id and ${modules.courseId} = ${courseId}`,
      );
    },

    async setLessonOrder(moduleId, ids) {
      if (ids.length === 0) return;
      const values = sql.join(
        ids.map((id, i) => sql`(${id}::integer, ${i + 1}::integer)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${lessons} set order_index = v.pos, module_id = ${moduleId} from (values ${values}) as v(id, pos) where ${lessons.id} = v.id`,
      );
    },

    async quizIds(courseIds) {
      const result = new Map<number, number[]>(courseIds.map((id) => [id, []]));
      if (courseIds.length === 0) return result;
      const rows = await db
        .select({ id: quizzes.id, courseId: modules.courseId })
        .from(quizzes)
        .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(inArray(modules.courseId, courseIds))
        .orderBy(asc(quizzes.id));
      for (const r of rows) result.get(r.courseId)?.push(r.id);
      return result;
    },
  };
}
