import { asc, eq, sql } from 'drizzle-orm';
import { lessons, modules } from '../db/schema';
import { preparedOnce, type CourseDb } from './db';

// The learner-facing reads of the curriculum store, as statements built once (see preparedOnce).

/** Lessons of several courses in learning order: per course, module order, then lesson order (ids break ties). */
export const learningOrder = [
  asc(modules.courseId),
  asc(modules.orderIndex),
  asc(modules.id),
  asc(lessons.orderIndex),
  asc(lessons.id),
];

/** One course's lessons in learning order: module order, then lesson order (ids break ties). */
const courseLessonOrder = learningOrder.slice(1);

/** Whether the learner named by the `learnerId` placeholder completed the lesson of the row (false for null). */
const completedBy = () => sql<boolean>`exists (
  select 1 from lesson_completions lc
  where lc.user_id = ${sql.placeholder('learnerId')}::int and lc.lesson_id = "lessons"."id"
)`;

/** The outline's and the learner's reads of one curriculum store's database. */
export function learnerReadStatements(db: CourseDb) {
  // The outline in one statement: each module with its lessons (a module without lessons is one row with null
  // lesson columns). On PGlite every statement costs about a millisecond of protocol work whatever it reads, so
  // one statement instead of two is a quarter less per outline. Without a learner (learnerId null) no completion
  // matches, so `done` is false throughout.
  const outlineRows = preparedOnce(() =>
    db
      .select({
        module: modules,
        lesson: {
          id: lessons.id,
          moduleId: lessons.moduleId,
          title: lessons.title,
          orderIndex: lessons.orderIndex,
          displayName: lessons.displayName,
          duration: lessons.duration,
          hasDiscussion: lessons.hasDiscussion,
          isShortForm: lessons.isShortForm,
          videoUrl: lessons.videoUrl,
          documentUrl: lessons.documentUrl,
        },
        // Correlated subqueries: the outer column is named in full (drizzle qualifies joined columns).
        quizCount: sql<number>`(select count(*) from quizzes q where q.lesson_id = "lessons"."id")`.mapWith(
          Number,
        ),
        done: completedBy(),
      })
      .from(modules)
      .leftJoin(lessons, eq(lessons.moduleId, modules.id))
      .where(eq(modules.courseId, sql.placeholder('courseId')))
      .orderBy(...courseLessonOrder)
      .prepare('course_outline'),
  );
  // Modules with their lessons (a module without lessons is one row with null lesson columns).
  const courseMap = preparedOnce(() =>
    db
      .select({
        moduleId: modules.id,
        moduleTitle: modules.title,
        lessonId: lessons.id,
        lessonTitle: lessons.title,
        done: completedBy(),
      })
      .from(modules)
      .leftJoin(lessons, eq(lessons.moduleId, modules.id))
      .where(eq(modules.courseId, sql.placeholder('courseId')))
      .orderBy(...courseLessonOrder)
      .prepare('course_learner_course_map'),
  );
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

  return { outlineRows, courseMap, lessonStates };
}
