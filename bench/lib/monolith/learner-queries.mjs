// The monolith's learner reads: enrollments, a course's progress and its outline with where the learner stands,
// as Canopy's course service answers them (lesson order, completions, quizzes left), written plainly.
import { iso, toCourse, visibleCourse } from './course-rows.mjs';

async function lessonOrder(db, courseIds) {
  const result = new Map(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return result;
  const rows = await db.course.query(
    `select l.id, l.title, l.module_id, m.title as module_title, m.course_id
     from lessons l join modules m on m.id = l.module_id
     where m.course_id = any($1::int[])
     order by m.course_id, m.order_index, m.id, l.order_index, l.id`,
    [courseIds],
  );
  for (const r of rows)
    result
      .get(r.course_id)
      ?.push({ id: r.id, title: r.title, moduleId: r.module_id, moduleTitle: r.module_title });
  return result;
}

async function completedLessonIds(db, userId, courseIds) {
  const result = new Map(courseIds.map((id) => [id, new Set()]));
  if (courseIds.length === 0) return result;
  const rows = await db.course.query(
    `select lc.lesson_id, m.course_id from lesson_completions lc
     join lessons l on l.id = lc.lesson_id join modules m on m.id = l.module_id
     where lc.user_id = $1 and m.course_id = any($2::int[])`,
    [userId, courseIds],
  );
  for (const r of rows) result.get(r.course_id)?.add(r.lesson_id);
  return result;
}

/** Lessons with a quiz the learner has not passed yet (where to continue once every lesson is done). */
async function lessonsWithQuizLeft(db, userId, courseIds) {
  const rows = await db.course.query(
    `select distinct q.lesson_id from quizzes q
     join lessons l on l.id = q.lesson_id join modules m on m.id = l.module_id
     where m.course_id = any($2::int[]) and not exists (
       select 1 from quiz_submissions s where s.quiz_id = q.id and s.user_id = $1 and s.passed)`,
    [userId, courseIds],
  );
  return new Set(rows.map((r) => r.lesson_id));
}

const toCertificate = (r) => ({
  id: r.id,
  code: r.code,
  userId: r.user_id,
  courseId: r.course_id,
  enrollmentId: r.enrollment_id,
  learnerName: r.learner_name,
  courseTitle: r.course_title,
  issuedAt: iso(r.issued_at),
});

function computeProgress(order, done) {
  const totalLessons = order.length;
  const completedLessons = order.filter((l) => done.has(l.id)).length;
  let progress = totalLessons === 0 ? 0 : Math.round((completedLessons / totalLessons) * 100);
  if (completedLessons < totalLessons) progress = Math.min(progress, 99);
  return { progress, completedLessons, totalLessons, nextLesson: order.find((l) => !done.has(l.id)) ?? null };
}

function toEnrollment(r) {
  return {
    id: r.id,
    userId: r.user_id,
    courseId: r.course_id,
    progress: r.progress,
    completed: r.completed,
    completedAt: iso(r.completed_at),
    competencyLevel: r.competency_level,
    reflection: r.reflection,
    personalGoal: r.personal_goal,
    selfPaced: r.self_paced,
    targetCompletionDate: r.target_completion_date,
    weeklyHoursTarget: r.weekly_hours_target,
    lastActiveAt: iso(r.last_active_at),
    enrolledAt: iso(r.enrolled_at),
  };
}

const ENROLLMENT_COLS = `e.id, e.user_id, e.course_id, e.progress, e.completed, e.completed_at, e.competency_level,
  e.reflection, e.personal_goal, e.self_paced, e.target_completion_date::text as target_completion_date,
  e.weekly_hours_target, e.last_active_at, e.enrolled_at`;

export async function listEnrollments(db, userId) {
  const rows = await db.course.query(
    `select ${ENROLLMENT_COLS}, row_to_json(c.*) as course from enrollments e
     join courses c on c.id = e.course_id where e.user_id = $1
     order by e.last_active_at desc, e.id desc`,
    [userId],
  );
  if (rows.length === 0) return [];
  const courseIds = [...new Set(rows.map((r) => r.course_id))];
  const [order, done, quizLeft] = await Promise.all([
    lessonOrder(db, courseIds),
    completedLessonIds(db, userId, courseIds),
    lessonsWithQuizLeft(db, userId, courseIds),
  ]);
  return rows.map((r) => {
    const facts = computeProgress(order.get(r.course_id) ?? [], done.get(r.course_id) ?? new Set());
    return {
      ...toEnrollment(r),
      progress: facts.progress,
      completedLessons: facts.completedLessons,
      totalLessons: facts.totalLessons,
      nextLessonId: facts.nextLesson?.id ?? null,
      nextQuizLessonId: (order.get(r.course_id) ?? []).find((l) => quizLeft.has(l.id))?.id ?? null,
      course: toCourse(r.course),
    };
  });
}

export async function courseProgress(db, userId, courseId) {
  const course = await visibleCourse(db, courseId);
  if (!course) return null;
  const [[enrollment], modules, order, done] = await Promise.all([
    db.course.query(
      `select ${ENROLLMENT_COLS} from enrollments e where e.user_id = $1 and e.course_id = $2`,
      [userId, courseId],
    ),
    db.course.query(
      `select m.*, (select count(*)::int from lessons l where l.module_id = m.id) as lesson_count
       from modules m where m.course_id = $1 order by m.order_index, m.id`,
      [courseId],
    ),
    lessonOrder(db, [courseId]),
    completedLessonIds(db, userId, [courseId]),
  ]);
  const sequence = order.get(courseId) ?? [];
  const completed = enrollment ? (done.get(courseId) ?? new Set()) : new Set();
  const facts = computeProgress(sequence, completed);
  const [certificate] = enrollment
    ? await db.course.query(`select * from certificates where enrollment_id = $1`, [enrollment.id])
    : [];
  return {
    courseId,
    enrolled: Boolean(enrollment),
    enrollmentId: enrollment?.id ?? null,
    progress: facts.progress,
    completed: enrollment?.completed ?? false,
    completedLessons: facts.completedLessons,
    totalLessons: facts.totalLessons,
    completedLessonIds: sequence.filter((l) => completed.has(l.id)).map((l) => l.id),
    nextLesson:
      enrollment && facts.nextLesson
        ? { id: facts.nextLesson.id, title: facts.nextLesson.title, moduleId: facts.nextLesson.moduleId }
        : null,
    modules: modules.map((m) => {
      const lessons = sequence.filter((l) => l.moduleId === m.id);
      const completedLessons = lessons.filter((l) => completed.has(l.id)).length;
      return {
        moduleId: m.id,
        title: m.title,
        totalLessons: lessons.length,
        completedLessons,
        completed: lessons.length > 0 && completedLessons === lessons.length,
      };
    }),
    certificate: certificate ? toCertificate(certificate) : null,
  };
}

/**
 * The course's modules with their lessons (no bodies) in learning order, and where a signed-in learner stands:
 * the same JSON as Canopy's outline, written the plain way (quiz counts by correlated subquery).
 */
export async function courseOutline(db, courseId, userId) {
  const course = await visibleCourse(db, courseId);
  if (!course) return null;
  const [moduleRows, lessonRows, done, standing] = await Promise.all([
    db.course.query(`select * from modules where course_id = $1 order by order_index, id`, [courseId]),
    db.course.query(
      `select l.id, l.module_id, l.title, l.order_index, l.display_name, l.duration, l.has_discussion,
         l.is_short_form, l.video_url, l.document_url,
         (select count(*)::int from quizzes q where q.lesson_id = l.id) as quiz_count
       from lessons l join modules m on m.id = l.module_id
       where m.course_id = $1 order by m.order_index, m.id, l.order_index, l.id`,
      [courseId],
    ),
    userId ? completedLessonIds(db, userId, [courseId]) : Promise.resolve(null),
    userId
      ? db.course.query(
          `select e.id, e.progress, e.completed, row_to_json(c.*) as certificate
           from enrollments e left join certificates c on c.enrollment_id = e.id
           where e.user_id = $1 and e.course_id = $2`,
          [userId, courseId],
        )
      : Promise.resolve([]),
  ]);
  const [enrollment] = standing;
  const readable = Boolean(enrollment);
  const completed = enrollment ? (done?.get(courseId) ?? new Set()) : new Set();
  const lessons = lessonRows.map((r) => ({
    id: r.id,
    moduleId: r.module_id,
    title: r.title,
    orderIndex: r.order_index,
    displayName: r.display_name,
    duration: r.duration,
    hasDiscussion: r.has_discussion,
    isShortForm: r.is_short_form,
    videoUrl: readable ? r.video_url : null,
    documentUrl: readable ? r.document_url : null,
    quizCount: r.quiz_count,
    hasVideo: Boolean(r.video_url),
    hasDocument: Boolean(r.document_url),
    locked: !readable,
  }));
  const modules = moduleRows.map((m) => {
    const own = lessons.filter((l) => l.moduleId === m.id);
    return {
      id: m.id,
      courseId: m.course_id,
      title: m.title,
      description: m.description,
      orderIndex: m.order_index,
      displayName: m.display_name,
      storyPhase: m.story_phase,
      lessonCount: own.length,
      createdAt: iso(m.created_at),
      durationMinutes: own.reduce((sum, l) => sum + l.duration, 0),
      lessons: own,
    };
  });
  const next = enrollment ? lessons.find((l) => !completed.has(l.id)) : undefined;
  const learner = userId
    ? {
        enrolled: readable,
        enrollmentId: enrollment?.id ?? null,
        progress: enrollment?.progress ?? 0,
        completed: enrollment?.completed ?? false,
        completedLessons: lessons.filter((l) => completed.has(l.id)).length,
        totalLessons: lessons.length,
        completedLessonIds: lessons.filter((l) => completed.has(l.id)).map((l) => l.id),
        nextLesson: next ? { id: next.id, title: next.title, moduleId: next.moduleId } : null,
        certificate: enrollment?.certificate ? toCertificate(enrollment.certificate) : null,
      }
    : null;
  return {
    courseId,
    modules,
    lessonCount: lessons.length,
    durationMinutes: lessons.reduce((sum, l) => sum + l.duration, 0),
    quizCount: lessons.reduce((sum, l) => sum + l.quizCount, 0),
    learner,
  };
}
