// The monolith's reads: the same SQL Canopy's course and identity stores run (correlated counts, lesson order,
// completions), written plainly, with the same JSON shapes, so the comparison is about the architecture.

import { COUNTS, iso, toSummary } from './course-rows.mjs';

export * from './learner-queries.mjs';

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
    // Canopy tells when a course was imported only to its educator and administrators; the bench reads it as a
    // visitor, for whom it is null.
    importedAt: null,
  };
}

const USER_COLS = `id, username, first_name, last_name, email, role, status, approved_by, biometric_enabled, language, created_at`;

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
    language: r.language,
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
