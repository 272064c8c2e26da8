import { and, asc, eq, sql } from 'drizzle-orm';
import { certificates, courses, enrollments, lessons, modules } from '../db/schema';
import type { LessonHeading } from './curriculum-store';
import { preparedOnce, type CourseDb } from './db';
import type { ModuleRow } from './mappers';

// The learner-facing reads of the curriculum store, as statements built once (see preparedOnce).

/** The curriculum part of the learner's outline read, as the statement builds it in JSON. */
export interface CurriculumJson {
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
export const learningOrder = [
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

/** The outline's and the learner's reads of one curriculum store's database. */
export function learnerReadStatements(db: CourseDb) {
  // The outline as a learner opens it, in one statement: the course's access columns, the learner's enrollment
  // and certificate (left-joined: null without them, or without a learner) and the curriculum as one JSON value
  // (modules in order, lessons in learning order with their quiz counts and whether the learner completed each).
  // On PGlite a statement costs its protocol work per field returned, so one row with the curriculum as JSON
  // costs less than half of the three statements it replaces (course, outline rows, standing).
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
