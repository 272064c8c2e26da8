import { sql } from 'drizzle-orm';
import { rowsOf } from '@canopy/service-kit';
import type { CourseDb } from '../src/stores/db';

/**
 * Every count a page shows is kept on write (drizzle/0003_counts_on_write.sql). After each kind of write, each
 * kept count must equal the COUNT(*) a read used to run; a row per count, `kept` beside `fresh`.
 */
export const DRIFT = sql`
  select 'course modules' as what, c.id, c.module_count as kept, (select count(*)::int from modules m where m.course_id = c.id) as fresh
    from courses c
  union all
  select 'course lessons', c.id, c.lesson_count,
    (select count(*)::int from lessons l join modules m on m.id = l.module_id where m.course_id = c.id)
    from courses c
  union all
  select 'course minutes', c.id, c.duration_minutes,
    (select coalesce(sum(l.duration), 0)::int from lessons l join modules m on m.id = l.module_id where m.course_id = c.id)
    from courses c
  union all
  select 'course learners', c.id, c.enrolled_count, (select count(*)::int from enrollments e where e.course_id = c.id)
    from courses c
  union all
  select 'module lessons', m.id, m.lesson_count, (select count(*)::int from lessons l where l.module_id = m.id)
    from modules m
  union all
  select 'module minutes', m.id, m.duration_minutes,
    (select coalesce(sum(l.duration), 0)::int from lessons l where l.module_id = m.id)
    from modules m
  union all
  select 'category courses', cat.id, cat.course_count,
    (select count(*)::int from courses c where c.status = 'approved' and c.category_ids @> array[cat.id]::integer[])
    from categories cat
  union all
  select 'instructor courses', i.id, coalesce(s.course_count, 0),
    (select count(*)::int from courses c where c.instructor_id = i.id and c.status = 'approved')
    from (select distinct instructor_id as id from courses union select instructor_id from instructor_stats) i
    left join instructor_stats s on s.instructor_id = i.id
  union all
  select 'instructor learners', i.id, coalesce(s.learner_count, 0),
    (select count(distinct e.user_id)::int from enrollments e join courses c on c.id = e.course_id
      where c.instructor_id = i.id and c.status = 'approved')
    from (select distinct instructor_id as id from courses union select instructor_id from instructor_stats) i
    left join instructor_stats s on s.instructor_id = i.id
  union all
  -- A paged catalogue's totals: each (status, category or 0, level or '') view's size.
  select 'catalogue totals', coalesce(t.category_id, f.category_id), coalesce(t.course_count, 0), coalesce(f.n, 0)
    from course_totals t
    full join (
      select status, category_id, level, count(*)::int as n from (
        select c.status, 0 as category_id, ''::text as level from courses c
        union all select c.status, 0, c.level from courses c
        union all select x.status, x.category_id, '' from (
          select distinct c.id, c.status, k as category_id from courses c, unnest(c.category_ids) as k) x
        union all select x.status, x.category_id, x.level from (
          select distinct c.id, c.status, c.level, k as category_id from courses c, unnest(c.category_ids) as k) x
      ) v group by status, category_id, level
    ) f on f.status = t.status and f.category_id = t.category_id and f.level = t.level
  union all
  -- The per-learner tally behind the learner count: exactly the pairs with enrollments, never a zero row.
  select 'instructor learner pairs', coalesce(il.instructor_id, f.instructor_id),
    coalesce(il.enrollment_count, 0), coalesce(f.n, 0)
    from instructor_learners il
    full join (
      select c.instructor_id, e.user_id, count(*)::int as n from enrollments e join courses c on c.id = e.course_id
      where c.status = 'approved' group by c.instructor_id, e.user_id
    ) f on f.instructor_id = il.instructor_id and f.user_id = il.user_id
`;

export interface Drift {
  what: string;
  id: number;
  kept: number;
  fresh: number;
}

/** Every row where a kept count differs from a fresh count, in a stable order. */
export async function countDrift(db: CourseDb): Promise<Drift[]> {
  const rows = rowsOf<Drift>(
    await db.execute(sql`select * from (${DRIFT}) d where d.kept <> d.fresh order by 1, 2`),
  );
  return rows.map((d) => ({ ...d, kept: Number(d.kept), fresh: Number(d.fresh) }));
}

/** How many rows of one kind of count are above zero (so a test knows it checked something). */
export async function nonZeroCounts(db: CourseDb, what: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${DRIFT}) d where d.what = ${what} and d.kept > 0`),
  );
  return Number(row?.n ?? 0);
}
