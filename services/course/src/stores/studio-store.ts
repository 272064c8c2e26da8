import { sql } from 'drizzle-orm';
import { rowsOf } from '@canopy/service-kit';
import type { CourseAnalytics, EducatorDocument } from '@canopy/contracts';
import type { CourseDb } from './db';

/** One enrollment in an educator's course, as the Students tab lists it (names come from identity). */
export interface LearnerRow {
  enrollmentId: number;
  userId: number;
  courseId: number;
  courseTitle: string;
  progress: number;
  completed: boolean;
  quizAverage: number | null;
  enrolledAt: string;
  lastActiveAt: string;
}

/** The educator's figures: aggregate reads over their courses, enrollments, completions and quiz attempts. */
export interface StudioStore {
  overview(instructorId: number): Promise<{
    courses: number;
    learners: number;
    enrollments: number;
    completed: number;
    awaitingReview: number;
  }>;
  /** Every enrollment in the instructor's courses (optionally one course), most recently active first. */
  learners(instructorId: number, opts: { courseId?: number; limit: number }): Promise<LearnerRow[]>;
  analytics(courseId: number, range: 'day' | 'week'): Promise<Omit<CourseAnalytics, 'courseId' | 'range'>>;
  /** Lessons of the instructor's courses with a document link, course by course in learning order. */
  documents(instructorId: number, limit: number): Promise<EducatorDocument[]>;
}

const num = (v: unknown): number => Number(v ?? 0);
const isoOf = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export function createDrizzleStudioStore(db: CourseDb): StudioStore {
  return {
    async overview(instructorId) {
      const result = await db.execute(sql`
        with own as (select id, status from courses where instructor_id = ${instructorId}),
        enrolled as (
          select e.user_id, e.completed from enrollments e join own on own.id = e.course_id
        )
        select
          (select count(*) from own) as courses,
          (select count(*) from own where status = 'pending') as awaiting,
          (select count(distinct user_id) from enrolled) as learners,
          (select count(*) from enrolled) as enrollments,
          (select count(*) from enrolled where completed) as completed
      `);
      const [row] = rowsOf<Record<string, unknown>>(result);
      return {
        courses: num(row?.courses),
        learners: num(row?.learners),
        enrollments: num(row?.enrollments),
        completed: num(row?.completed),
        awaitingReview: num(row?.awaiting),
      };
    },

    async learners(instructorId, { courseId, limit }) {
      // A learner's quiz average in a course: the mean of their best score at each quiz of it they took.
      const result = await db.execute(sql`
        select e.id as enrollment_id, e.user_id, e.course_id, c.title as course_title, e.progress, e.completed,
          e.enrolled_at, e.last_active_at,
          (
            select round(avg(b.best)) from (
              select max(s.score) as best
              from quiz_submissions s
              join quizzes q on q.id = s.quiz_id
              join lessons l on l.id = q.lesson_id
              join modules m on m.id = l.module_id
              where m.course_id = e.course_id and s.user_id = e.user_id
              group by s.quiz_id
            ) b
          ) as quiz_average
        from enrollments e
        join courses c on c.id = e.course_id
        where c.instructor_id = ${instructorId}
          ${courseId === undefined ? sql`` : sql`and e.course_id = ${courseId}`}
        order by e.last_active_at desc, e.id desc
        limit ${limit}
      `);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        enrollmentId: num(r.enrollment_id),
        userId: num(r.user_id),
        courseId: num(r.course_id),
        courseTitle: String(r.course_title),
        progress: num(r.progress),
        completed: r.completed === true,
        quizAverage: r.quiz_average === null || r.quiz_average === undefined ? null : num(r.quiz_average),
        enrolledAt: isoOf(r.enrolled_at),
        lastActiveAt: isoOf(r.last_active_at),
      }));
    },

    async analytics(courseId, range) {
      const unit = range === 'day' ? sql.raw(`'day'`) : sql.raw(`'week'`);
      const span = range === 'day' ? sql.raw(`interval '29 days'`) : sql.raw(`interval '25 weeks'`);
      const step = range === 'day' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 week'`);
      const [periods, totals, lessonRows, quizRows] = await Promise.all([
        // Enrollments per period over the window (periods without any included), with the running total.
        db.execute(sql`
          with periods as (
            select generate_series(
              date_trunc(${unit}, (now() at time zone 'UTC') - ${span}),
              date_trunc(${unit}, now() at time zone 'UTC'),
              ${step}
            ) as p
          ),
          counted as (
            select periods.p, count(e.id) as n
            from periods
            left join enrollments e
              on e.course_id = ${courseId}
              and date_trunc(${unit}, e.enrolled_at at time zone 'UTC') = periods.p
            group by periods.p
          ),
          before as (
            select count(*) as n from enrollments e
            where e.course_id = ${courseId}
              and (e.enrolled_at at time zone 'UTC') < (select min(p) from periods)
          )
          select to_char(counted.p, 'YYYY-MM-DD') as period, counted.n,
            (select n from before) + sum(counted.n) over (order by counted.p) as cumulative
          from counted
          order by counted.p
        `),
        db.execute(sql`
          select count(*) as enrolled, count(*) filter (where completed) as completed
          from enrollments where course_id = ${courseId}
        `),
        // Every lesson in learning order with its completions: where learners stop.
        db.execute(sql`
          select l.id as lesson_id, l.title, m.id as module_id, m.title as module_title,
            (select count(*) from lesson_completions lc where lc.lesson_id = l.id) as completions
          from lessons l join modules m on m.id = l.module_id
          where m.course_id = ${courseId}
          order by m.order_index, m.id, l.order_index, l.id
        `),
        db.execute(sql`
          select q.id as quiz_id, q.title, q.lesson_id,
            count(s.id) as attempts,
            count(distinct s.user_id) as learners,
            round(avg(s.score)) as average_score,
            count(distinct s.user_id) filter (where s.passed) as passed_learners
          from quizzes q
          join lessons l on l.id = q.lesson_id
          join modules m on m.id = l.module_id
          left join quiz_submissions s on s.quiz_id = q.id
          where m.course_id = ${courseId}
          group by q.id, q.title, q.lesson_id, m.order_index, m.id, l.order_index, l.id
          order by m.order_index, m.id, l.order_index, l.id, q.id
        `),
      ]);
      const [total] = rowsOf<Record<string, unknown>>(totals);
      const enrolled = num(total?.enrolled);
      const completed = num(total?.completed);
      return {
        enrollments: rowsOf<Record<string, unknown>>(periods).map((r) => ({
          period: String(r.period),
          count: num(r.n),
          cumulative: num(r.cumulative),
        })),
        enrolled,
        completed,
        completionRate: enrolled === 0 ? 0 : Math.round((completed / enrolled) * 100),
        lessons: rowsOf<Record<string, unknown>>(lessonRows).map((r) => ({
          lessonId: num(r.lesson_id),
          title: String(r.title),
          moduleId: num(r.module_id),
          moduleTitle: String(r.module_title),
          completions: num(r.completions),
        })),
        quizzes: rowsOf<Record<string, unknown>>(quizRows).map((r) => {
          const learners = num(r.learners);
          return {
            quizId: num(r.quiz_id),
            title: String(r.title),
            lessonId: num(r.lesson_id),
            attempts: num(r.attempts),
            learners,
            averageScore: r.average_score === null ? null : num(r.average_score),
            passRate: learners === 0 ? null : Math.round((num(r.passed_learners) / learners) * 100),
          };
        }),
      };
    },

    async documents(instructorId, limit) {
      const result = await db.execute(sql`
        select l.id as lesson_id, l.title as lesson_title, l.document_url, m.id as module_id,
          m.title as module_title, c.id as course_id, c.title as course_title
        from lessons l
        join modules m on m.id = l.module_id
        join courses c on c.id = m.course_id
        where c.instructor_id = ${instructorId} and coalesce(trim(l.document_url), '') <> ''
        order by c.created_at desc, c.id desc, m.order_index, m.id, l.order_index, l.id
        limit ${limit}
      `);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        lessonId: num(r.lesson_id),
        lessonTitle: String(r.lesson_title),
        documentUrl: String(r.document_url),
        moduleId: num(r.module_id),
        moduleTitle: String(r.module_title),
        courseId: num(r.course_id),
        courseTitle: String(r.course_title),
      }));
    },
  };
}
