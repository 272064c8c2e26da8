import { sql } from 'drizzle-orm';
import { preparedOnce, type CourseDb } from './db';

/**
 * The versions a learner's read was made from (drizzle/0011_read_versions.sql): equal tags mean none of its rows
 * changed in between, on whichever instance or by whatever wrote them. Each is one indexed probe.
 */
export interface ReadVersionStore {
  /** A learner's rows and one course's (learner 0: a visitor, the course's alone). */
  learnerCourse(userId: number, courseId: number): Promise<string>;
  /** A learner's rows and those of every course they are enrolled in. */
  learnerEnrollments(userId: number): Promise<string>;
}

const learnerVersion = sql`coalesce((
  select version from learner_read_versions where user_id = ${sql.placeholder('userId')}::int
), 0)`;

export function createDrizzleReadVersionStore(db: CourseDb): ReadVersionStore {
  const ofLearnerCourse = preparedOnce(() =>
    db
      .select({
        learner: learnerVersion,
        course: sql<string>`coalesce((
          select version from course_read_versions where course_id = ${sql.placeholder('courseId')}::int
        ), 0)`,
      })
      .from(sql`(select 1) as probe`)
      .prepare('read_versions_learner_course'),
  );
  // Versions only rise and the set of courses only changes with an enrollment (which raises the learner's), so the
  // sum over the learner's courses changes whenever one of them does.
  const ofLearnerEnrollments = preparedOnce(() =>
    db
      .select({
        learner: learnerVersion,
        courses: sql<string>`coalesce((
          select sum(v.version) from enrollments e join course_read_versions v on v.course_id = e.course_id
          where e.user_id = ${sql.placeholder('userId')}::int
        ), 0)`,
      })
      .from(sql`(select 1) as probe`)
      .prepare('read_versions_learner_enrollments'),
  );
  return {
    async learnerCourse(userId, courseId) {
      const [row] = await ofLearnerCourse().execute({ userId, courseId });
      return `${row!.learner}:${row!.course}`;
    },
    async learnerEnrollments(userId) {
      const [row] = await ofLearnerEnrollments().execute({ userId });
      return `${row!.learner}:${row!.courses}`;
    },
  };
}
