import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Certificate, Course, CourseStatus, Module } from '@canopy/contracts';
import { certificates, courses, enrollments, lessons, modules, quizzes } from '../db/schema';
import { preparedOnce } from '@canopy/service-kit';
import type { CourseDb } from './db';
import { toCertificate, toEnrollment, toModule, type EnrollmentRecord, type ModuleRow } from './mappers';

// The learner-facing reads of the curriculum store: a course's outline, where a learner stands in it and what
// their progress is counted from. The hot ones are statements built once (see preparedOnce).

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

/** The curriculum store's learner-facing reads (part of `CurriculumStore`). */
export interface CurriculumLearnerReads {
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
  /** Quiz ids of each course (quizzes of its lessons). */
  quizIds(courseIds: number[]): Promise<Map<number, number[]>>;
}

/** The curriculum part of the learner's outline read, as the statement builds it in JSON. */
interface CurriculumJson {
  /** Every column of each module (as `ModuleRow`), its timestamp as PostgreSQL writes it in JSON. */
  modules: (Omit<ModuleRow, 'createdAt'> & { createdAt: string })[];
  /** In learning order; `done` is false throughout without a learner. */
  lessons: LessonHeading[];
}

/** Both drivers parse a `json` column; a driver configured to leave it as text is parsed here. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Lessons of several courses in learning order: per course, module order, then lesson order (ids break ties). */
const learningOrder = [
  asc(modules.courseId),
  asc(modules.orderIndex),
  asc(modules.id),
  asc(lessons.orderIndex),
  asc(lessons.id),
];

/** Whether the learner named by the `learnerId` placeholder completed the lesson of the row (false for null). */
const completedBy = () => sql<boolean>`exists (
  select 1 from lesson_completions lc
  where lc.user_id = ${sql.placeholder('learnerId')}::int and lc.lesson_id = "lessons"."id"
)`;

/** The outline's and the learner's statements on one database handle. */
function learnerReadStatements(db: CourseDb) {
  // The outline as a learner opens it, in one statement: the course's access columns, the learner's enrollment
  // and certificate (left-joined: null without them, or without a learner) and the curriculum as one JSON value
  // (modules in order, lessons in learning order with their quiz counts and whether the learner completed each).
  // One statement is one round trip to the server instead of the three it replaces (course, outline rows,
  // standing), read from one snapshot, and the curriculum as one JSON value spares a row per lesson repeating its
  // module's columns.
  const learnerOutline = preparedOnce(() => {
    const learnerId = sql`${sql.placeholder('learnerId')}::int`;
    return db
      .select({
        course: { id: courses.id, status: courses.status, instructorId: courses.instructorId },
        enrollment: enrollments,
        certificate: certificates,
        curriculum: sql<CurriculumJson>`json_build_object(
          'modules', coalesce((
            select json_agg(json_build_object(
              'id', m.id, 'courseId', m.course_id, 'title', m.title, 'description', m.description,
              'orderIndex', m.order_index, 'displayName', m.display_name, 'storyPhase', m.story_phase,
              'createdAt', m.created_at, 'lessonCount', m.lesson_count, 'durationMinutes', m.duration_minutes
            ) order by m.order_index, m.id)
            from modules m where m.course_id = ${courses.id}
          ), '[]'::json),
          'lessons', coalesce((
            select json_agg(json_build_object(
              'id', l.id, 'moduleId', l.module_id, 'title', l.title, 'orderIndex', l.order_index,
              'displayName', l.display_name, 'duration', l.duration, 'hasDiscussion', l.has_discussion,
              'isShortForm', l.is_short_form, 'videoUrl', l.video_url, 'documentUrl', l.document_url,
              'quizCount', (select count(*) from quizzes q where q.lesson_id = l.id),
              'done', exists (
                select 1 from lesson_completions lc where lc.user_id = ${learnerId} and lc.lesson_id = l.id
              )
            ) order by m.order_index, m.id, l.order_index, l.id)
            from lessons l join modules m on m.id = l.module_id where m.course_id = ${courses.id}
          ), '[]'::json)
        )`.mapWith(parseJson<CurriculumJson>),
      })
      .from(courses)
      .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, learnerId)))
      .leftJoin(certificates, eq(certificates.enrollmentId, enrollments.id))
      .where(eq(courses.id, sql.placeholder('courseId')))
      .prepare('course_learner_outline');
  });
  // Correlated EXISTS on the (user_id, lesson_id) and (user_id, quiz_id) indexes: a few index probes per lesson.
  const lessonStates = preparedOnce(() => {
    const learnerId = sql.placeholder('learnerId');
    return db
      .select({
        id: lessons.id,
        courseId: modules.courseId,
        done: completedBy(),
        quizLeft: sql<boolean>`exists (
          select 1 from quizzes q where q.lesson_id = "lessons"."id" and not exists (
            select 1 from quiz_submissions s where s.quiz_id = q.id and s.user_id = ${learnerId}::int and s.passed
          )
        )`,
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(sql`${modules.courseId} = any(${sql.placeholder('courseIds')}::int[])`)
      .orderBy(...learningOrder)
      .prepare('course_learner_lesson_states');
  });

  return { learnerOutline, lessonStates };
}

export function createCurriculumLearnerReads(db: CourseDb): CurriculumLearnerReads {
  const reads = learnerReadStatements(db);

  return {
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
