// The monolith's reads: the same SQL Canopy's course and identity stores run (correlated counts, lesson order,
// completions), written plainly, with the same JSON shapes, so the comparison is about the architecture.

const iso = (d) => (d ? new Date(d).toISOString() : null);

const COUNTS = `
  (select count(*)::int from modules m where m.course_id = c.id) as module_count,
  (select count(*)::int from lessons l join modules m on m.id = l.module_id where m.course_id = c.id) as lesson_count,
  (select coalesce(sum(l.duration), 0)::int from lessons l join modules m on m.id = l.module_id
    where m.course_id = c.id) as duration_minutes,
  (select count(*)::int from enrollments e where e.course_id = c.id) as enrolled_count`;

function toCourse(r) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.image_url,
    level: r.level,
    rating: r.rating,
    instructorId: r.instructor_id,
    categoryId: r.category_id,
    categoryIds: r.category_ids,
    status: r.status,
    createdAt: iso(r.created_at),
    approvedAt: iso(r.approved_at),
    approvedBy: r.approved_by,
    rejectionReason: r.rejection_reason,
    youtubeUrl: r.youtube_url,
    storyTemplate: r.story_template,
    transformationJourney: r.transformation_journey,
    characterDevelopment: r.character_development,
    practicalSkills: r.practical_skills,
    awakeningPhase: r.awakening_phase,
    explorationPhase: r.exploration_phase,
    challengePhase: r.challenge_phase,
    breakthroughPhase: r.breakthrough_phase,
    integrationPhase: r.integration_phase,
    legacyPhase: r.legacy_phase,
  };
}

const toSummary = (r) => ({
  ...toCourse(r),
  moduleCount: r.module_count,
  lessonCount: r.lesson_count,
  durationMinutes: r.duration_minutes,
  enrolledCount: r.enrolled_count,
});

const APPROVED_COUNT = `(select count(*)::int from courses c
  where c.status = 'approved' and c.category_ids @> array[cat.id]::integer[]) as course_count`;

export async function listCategories(db) {
  const rows = await db.course.query(`select cat.*, ${APPROVED_COUNT} from categories cat order by cat.id`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    icon: r.icon,
    courseCount: r.course_count,
  }));
}

/** The catalogue: approved courses, oldest first, at most 500 (Canopy's cap), or one page with its total. */
export async function listCourses(db, page) {
  if (page) {
    const [rows, [{ total }]] = await Promise.all([
      db.course.query(
        `select c.*, ${COUNTS} from courses c where c.status = 'approved'
         order by c.created_at, c.id limit $1 offset $2`,
        [page.size, (page.number - 1) * page.size],
      ),
      db.course.query(`select count(*)::int as total from courses where status = 'approved'`),
    ]);
    return { items: rows.map(toSummary), total, page: page.number, pageSize: page.size };
  }
  const rows = await db.course.query(
    `select c.*, ${COUNTS} from courses c where c.status = 'approved' order by c.created_at, c.id limit 500`,
  );
  return rows.map(toSummary);
}

async function visibleCourse(db, id) {
  const [row] = await db.course.query(`select * from courses where id = $1`, [id]);
  return row && row.status === 'approved' ? row : null;
}

function fullName(u) {
  return (
    [u.first_name, u.last_name]
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(' ') || u.username
  );
}

export async function courseDetail(db, id) {
  const [row] = await db.course.query(`select c.*, ${COUNTS} from courses c where c.id = $1`, [id]);
  if (!row || row.status !== 'approved') return null;
  const summary = toSummary(row);
  const approvedOwn = `c.instructor_id = $1 and c.status = 'approved'`;
  const [category, [courseCount], [learnerCount], [instructor]] = await Promise.all([
    summary.categoryId
      ? db.course.query(`select cat.*, ${APPROVED_COUNT} from categories cat where cat.id = $1`, [
          summary.categoryId,
        ])
      : Promise.resolve([]),
    db.course.query(`select count(*)::int as n from courses c where ${approvedOwn}`, [summary.instructorId]),
    db.course.query(
      `select count(distinct e.user_id)::int as n from enrollments e join courses c on c.id = e.course_id
       where ${approvedOwn}`,
      [summary.instructorId],
    ),
    db.identity.query(`select username, first_name, last_name from users where id = $1`, [
      summary.instructorId,
    ]),
  ]);
  const cat = category[0];
  return {
    ...summary,
    category: cat ? { id: cat.id, name: cat.name, icon: cat.icon } : null,
    instructor: {
      id: summary.instructorId,
      name: instructor ? fullName(instructor) : null,
      courseCount: courseCount?.n ?? 0,
      learnerCount: learnerCount?.n ?? 0,
    },
  };
}

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
  const [order, done] = await Promise.all([
    lessonOrder(db, courseIds),
    completedLessonIds(db, userId, courseIds),
  ]);
  return rows.map((r) => {
    const facts = computeProgress(order.get(r.course_id) ?? [], done.get(r.course_id) ?? new Set());
    return {
      ...toEnrollment(r),
      progress: facts.progress,
      completedLessons: facts.completedLessons,
      totalLessons: facts.totalLessons,
      nextLessonId: facts.nextLesson?.id ?? null,
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
    certificate: certificate
      ? { id: certificate.id, code: certificate.code, issuedAt: iso(certificate.issued_at) }
      : null,
  };
}

/** Modules with their lessons (titles, not bodies) in learning order; the learner's completions when signed in. */
export async function courseOutline(db, courseId, userId) {
  const course = await visibleCourse(db, courseId);
  if (!course) return null;
  const [rows, done] = await Promise.all([
    db.course.query(
      `select m.id as module_id, m.title as module_title, m.description as module_description,
         m.order_index as module_order, m.display_name as module_display_name,
         l.id, l.title, l.order_index, l.duration, l.display_name, l.is_short_form
       from modules m left join lessons l on l.module_id = m.id
       where m.course_id = $1 order by m.order_index, m.id, l.order_index, l.id`,
      [courseId],
    ),
    userId ? completedLessonIds(db, userId, [courseId]) : Promise.resolve(null),
  ]);
  const completed = done?.get(courseId) ?? new Set();
  const modules = [];
  for (const r of rows) {
    let m = modules.at(-1);
    if (!m || m.id !== r.module_id) {
      m = {
        id: r.module_id,
        title: r.module_title,
        description: r.module_description,
        orderIndex: r.module_order,
        displayName: r.module_display_name,
        lessons: [],
      };
      modules.push(m);
    }
    if (r.id !== null)
      m.lessons.push({
        id: r.id,
        title: r.title,
        orderIndex: r.order_index,
        duration: r.duration,
        displayName: r.display_name,
        isShortForm: r.is_short_form,
        ...(userId ? { completed: completed.has(r.id) } : {}),
      });
  }
  return { courseId, modules };
}

const USER_COLS = `id, username, first_name, last_name, email, role, status, approved_by, biometric_enabled, created_at`;

export function toUser(r) {
  return {
    id: r.id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: r.role,
    status: r.status,
    approvedBy: r.approved_by,
    biometricEnabled: r.biometric_enabled,
    createdAt: iso(r.created_at),
  };
}

export async function userById(db, id) {
  const [row] = await db.identity.query(`select ${USER_COLS} from users where id = $1`, [id]);
  return row ? toUser(row) : null;
}

export async function userForSignIn(db, username) {
  const [row] = await db.identity.query(
    `select ${USER_COLS}, password_hash from users where lower(username) = lower($1)`,
    [username],
  );
  return row ?? null;
}
