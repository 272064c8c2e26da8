import { sql } from 'drizzle-orm';
import { createLookupBatches } from '@canopy/service-kit';
import { preparedOnce } from '@canopy/service-kit';
import type { CourseDb } from './db';

/**
 * The versions a learner's read was made from (drizzle/0011_read_versions.sql): equal tags mean none of its rows
 * changed in between, on whichever instance or by whatever wrote them. Each is one indexed probe; the probes
 * asked in one turn of the event loop, or while others are out, go to PostgreSQL as one statement.
 */
export interface ReadVersionStore {
  /** A learner's rows and one course's (learner 0: a visitor, the course's alone). */
  learnerCourse(userId: number, courseId: number): Promise<string>;
  /** A learner's rows and those of every course they are enrolled in. */
  learnerEnrollments(userId: number): Promise<string>;
}

/** Probes out at once per store (the pool holds 10 connections; the reads themselves need the others). */
const PROBES_IN_FLIGHT = 2;
const PROBES_PER_STATEMENT = 200;

const learnerVersion = (userId: ReturnType<typeof sql.raw>) => sql`coalesce((
  select version from learner_read_versions where user_id = ${userId}
), 0)`;

export function createDrizzleReadVersionStore(db: CourseDb): ReadVersionStore {
  const ofLearnerCourses = preparedOnce(() =>
    db
      .select({
        userId: sql<number>`p.user_id`,
        courseId: sql<number>`p.course_id`,
        learner: learnerVersion(sql.raw('p.user_id')),
        course: sql<string>`coalesce((
          select version from course_read_versions where course_id = p.course_id
        ), 0)`,
      })
      .from(
        sql`unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('courseIds')}::int[]) as p(user_id, course_id)`,
      )
      .prepare('read_versions_learner_courses'),
  );
  // Versions only rise and the set of courses only changes with an enrollment (which raises the learner's), so the
  // sum over the learner's courses changes whenever one of them does.
  const ofLearnersEnrollments = preparedOnce(() =>
    db
      .select({
        userId: sql<number>`u.id`,
        learner: learnerVersion(sql.raw('u.id')),
        courses: sql<string>`coalesce((
          select sum(v.version) from enrollments e join course_read_versions v on v.course_id = e.course_id
          where e.user_id = u.id
        ), 0)`,
      })
      .from(sql`unnest(${sql.placeholder('userIds')}::int[]) as u(id)`)
      .prepare('read_versions_learners_enrollments'),
  );

  const batchOptions = { maxBatch: PROBES_PER_STATEMENT, maxInFlight: PROBES_IN_FLIGHT };
  const learnerCourses = createLookupBatches<{ userId: number; courseId: number }, string>(
    async (pairs) => {
      const rows = await ofLearnerCourses().execute({
        userIds: pairs.map((p) => p.userId),
        courseIds: pairs.map((p) => p.courseId),
      });
      return new Map(rows.map((r) => [`${r.userId}:${r.courseId}`, `${r.learner}:${r.course}`]));
    },
    { ...batchOptions, keyOf: (p) => `${p.userId}:${p.courseId}` },
  );
  const learnersEnrollments = createLookupBatches<number, string>(
    async (userIds) => {
      const rows = await ofLearnersEnrollments().execute({ userIds });
      return new Map(rows.map((r) => [String(r.userId), `${r.learner}:${r.courses}`]));
    },
    { ...batchOptions, keyOf: String },
  );
  return {
    learnerCourse: (userId, courseId) => learnerCourses.load({ userId, courseId }),
    learnerEnrollments: (userId) => learnersEnrollments.load(userId),
  };
}
