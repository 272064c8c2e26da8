import { asc, eq, sql } from 'drizzle-orm';
import type { Course, Module } from '@canopy/contracts';
import { courses, lessons, modules } from '../db/schema';
import { createCurriculumLearnerReads, type CurriculumLearnerReads } from './curriculum-reads';
import type { CourseDb } from './db';
import { toCourse, toLesson, toModule, type LessonRecord } from './mappers';

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

/** Modules and lessons: reading, writing and ordering them; the learner-facing reads are in curriculum-reads.ts. */
export interface CurriculumStore extends CurriculumLearnerReads {
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
  return {
    ...createCurriculumLearnerReads(db),

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
  };
}
