import { and, asc, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { englishOf, type StoredText } from '@canopy/contracts';
import type {
  InsightConfidenceLevel,
  LearningContentType,
  LearningInsight,
  LearningInsightType,
} from '@canopy/contracts';
import { learningInsights } from '../db/schema';
import { preparedOnce } from '@canopy/service-kit';
import type { CourseDb } from './db';

type InsightRow = typeof learningInsights.$inferSelect;

/** One rule's finding, as a recompute writes it. */
export interface InsightDraft {
  ruleKey: string;
  courseId: number | null;
  insightType: LearningInsightType;
  /** English templates with their values: the row keeps the sentence and the template (another language's key). */
  title: StoredText;
  description: StoredText;
  actionableSteps: string[];
  relatedContentTypes: LearningContentType[];
  confidenceLevel: InsightConfidenceLevel;
  /** What was found, in a word or two: dismissing hides the insight until this changes. */
  finding: string;
}

/** What a learner's activity insights are made from, per enrolled course. */
export interface CourseActivityFacts {
  courseId: number;
  title: string;
  completed: boolean;
  weeklyHoursTarget: number | null;
  lastActiveAt: Date;
  /** Lessons completed since the start of the window, and their stated minutes. */
  lessonsInWindow: number;
  minutesInWindow: number;
  /** Per quiz attempted: the best score and whether it was passed. */
  quizzes: { quizId: number; bestScore: number; passed: boolean; attempts: number }[];
}

export interface ActivityFacts {
  courses: CourseActivityFacts[];
  /** Completed lessons with a video, and with a document (a lesson with both counts in both). */
  videoLessons: number;
  documentLessons: number;
}

export interface InsightStore {
  activityFacts(userId: number, windowStart: Date): Promise<ActivityFacts>;
  /** Holds the learner's insights until the transaction ends: two recomputes of one learner run in turn. */
  lockLearner(userId: number): Promise<void>;
  /** Writes each draft over the row of its rule, and retires the learner's rules that found nothing now. */
  replace(userId: number, drafts: InsightDraft[], at: Date): Promise<void>;
  /** Active insights, newest first; with a course, those of that course and the general ones. */
  listActive(userId: number, courseId?: number): Promise<LearningInsight[]>;
  /** Hides the insight until its finding changes; null if it is not the learner's. */
  dismiss(userId: number, id: number): Promise<LearningInsight | null>;
  removeLearner(userId: number): Promise<number>;
}

function toInsight(row: InsightRow): LearningInsight {
  return {
    id: row.id,
    userId: row.userId,
    courseId: row.courseId,
    insightType: row.insightType as LearningInsightType,
    title: row.title,
    description: row.description,
    titleText: row.titleText ?? null,
    descriptionText: row.descriptionText ?? null,
    actionableSteps: row.actionableSteps,
    relatedContentTypes: row.relatedContentTypes as LearningContentType[],
    confidenceLevel: row.confidenceLevel as InsightConfidenceLevel,
    generatedAt: row.generatedAt.toISOString(),
    isActive: row.isActive,
  };
}

/** A course the learner is enrolled in, as the facts statement answers it (its last activity in epoch ms). */
type EnrolledFacts = Omit<
  CourseActivityFacts,
  'lastActiveAt' | 'lessonsInWindow' | 'minutesInWindow' | 'quizzes'
> & {
  lastActiveAt: number;
};
type AttemptFacts = {
  courseId: number;
  quizId: number;
  bestScore: number;
  passed: boolean;
  attempts: number;
};

// Any fixed number: the first key of the learner's advisory lock.
const INSIGHT_LOCK = 31_0007;

export function createDrizzleInsightStore(db: CourseDb): InsightStore {
  const user = sql.placeholder('userId');
  // One statement (a submission recomputes insights inside its transaction, where round trips are its cost): the
  // learner's enrolments, their lessons of the window, their quiz attempts and the formats they completed. Named,
  // so PostgreSQL plans it once per connection: planning its four subqueries cost four times their execution.
  const facts = preparedOnce(() =>
    db
      .select({
        enrolled: sql<EnrolledFacts[]>`(select coalesce(json_agg(json_build_object(
            'courseId', e.course_id, 'title', c.title, 'completed', e.completed,
            'weeklyHoursTarget', e.weekly_hours_target,
            'lastActiveAt', (extract(epoch from e.last_active_at) * 1000)::float8
          ) order by e.course_id), '[]')
          from enrollments e join courses c on c.id = e.course_id where e.user_id = ${user}::int)`,
        recent: sql<
          { courseId: number; lessons: number; minutes: number }[]
        >`(select coalesce(json_agg(r), '[]') from (
            select m.course_id as "courseId", count(*)::int as lessons, coalesce(sum(l.duration), 0)::int as minutes
            from lesson_completions lc join lessons l on l.id = lc.lesson_id join modules m on m.id = l.module_id
            where lc.user_id = ${user}::int and lc.completed_at >= ${sql.placeholder('windowStart')}::timestamptz
            group by m.course_id) r)`,
        attempts: sql<AttemptFacts[]>`(select coalesce(json_agg(a order by a."quizId"), '[]') from (
            select m.course_id as "courseId", s.quiz_id as "quizId",
                   coalesce(max(s.score), 0)::int as "bestScore", bool_or(s.passed) as passed,
                   count(*)::int as attempts
            from quiz_submissions s join quizzes q on q.id = s.quiz_id join lessons l on l.id = q.lesson_id
              join modules m on m.id = l.module_id
            where s.user_id = ${user}::int
            group by m.course_id, s.quiz_id) a)`,
        formats: sql<{ video: number; document: number }>`(select json_build_object(
            'video', count(*) filter (where l.video_url is not null),
            'document', count(*) filter (where l.document_url is not null))
          from lesson_completions lc join lessons l on l.id = lc.lesson_id where lc.user_id = ${user}::int)`,
      })
      .from(sql`(select 1) as probe`)
      .prepare('insight_activity_facts'),
  );
  return {
    async activityFacts(userId, windowStart) {
      const [row] = await facts().execute({ userId, windowStart: windowStart.toISOString() });
      const { enrolled, recent, attempts, formats } = row!;
      return {
        courses: enrolled.map((e) => {
          const r = recent.find((x) => x.courseId === e.courseId);
          return {
            ...e,
            lastActiveAt: new Date(e.lastActiveAt),
            lessonsInWindow: r?.lessons ?? 0,
            minutesInWindow: r?.minutes ?? 0,
            quizzes: attempts
              .filter((a) => a.courseId === e.courseId)
              .map(({ quizId, bestScore, passed, attempts: n }) => ({
                quizId,
                bestScore,
                passed,
                attempts: n,
              })),
          };
        }),
        videoLessons: formats.video,
        documentLessons: formats.document,
      };
    },

    async lockLearner(userId) {
      await db.execute(sql`select pg_advisory_xact_lock(${INSIGHT_LOCK}, ${userId})`);
    },

    async replace(userId, drafts, at) {
      // One statement for every rule (a submission recomputes them in its transaction: round trips are its cost);
      // the last draft of a rule wins, as one upsert per draft did.
      const rows = [...new Map(drafts.map((d) => [d.ruleKey, d])).values()]
        .map((d) => ({
          userId,
          ruleKey: d.ruleKey,
          courseId: d.courseId,
          insightType: d.insightType,
          title: englishOf(d.title),
          description: englishOf(d.description),
          titleText: d.title,
          descriptionText: d.description,
          actionableSteps: d.actionableSteps,
          relatedContentTypes: d.relatedContentTypes,
          confidenceLevel: d.confidenceLevel,
          finding: d.finding,
          generatedAt: at,
          isActive: true,
        }))
        .sort((a, b) => a.ruleKey.localeCompare(b.ruleKey));
      if (rows.length > 0) {
        const t = learningInsights;
        const excluded = (column: { name: string }) => sql`excluded.${sql.identifier(column.name)}`;
        // Unchanged text keeps its date; a dismissed finding stays hidden until the finding changes.
        await db
          .insert(t)
          .values(rows)
          .onConflictDoUpdate({
            target: [t.userId, t.ruleKey],
            set: {
              courseId: excluded(t.courseId),
              insightType: excluded(t.insightType),
              title: excluded(t.title),
              description: excluded(t.description),
              titleText: excluded(t.titleText),
              descriptionText: excluded(t.descriptionText),
              actionableSteps: excluded(t.actionableSteps),
              relatedContentTypes: excluded(t.relatedContentTypes),
              confidenceLevel: excluded(t.confidenceLevel),
              finding: excluded(t.finding),
              generatedAt: sql`case when ${t.description} = excluded.description
                and ${t.title} = excluded.title and ${t.isActive}
                then ${t.generatedAt} else excluded.generated_at end`,
              isActive: sql`${t.dismissedFinding} is distinct from excluded.finding`,
              dismissedFinding: sql`case when ${t.dismissedFinding} = excluded.finding
                then ${t.dismissedFinding} end`,
            },
          });
      }
      const keep = drafts.map((d) => d.ruleKey);
      await db
        .update(learningInsights)
        .set({ isActive: false })
        .where(
          and(
            eq(learningInsights.userId, userId),
            eq(learningInsights.isActive, true),
            keep.length ? notInArray(learningInsights.ruleKey, keep) : undefined,
          ),
        );
    },

    async listActive(userId, courseId) {
      const rows = await db
        .select()
        .from(learningInsights)
        .where(
          and(
            eq(learningInsights.userId, userId),
            eq(learningInsights.isActive, true),
            courseId === undefined
              ? undefined
              : or(eq(learningInsights.courseId, courseId), isNull(learningInsights.courseId)),
          ),
        )
        .orderBy(desc(learningInsights.generatedAt), asc(learningInsights.id));
      return rows.map(toInsight);
    },

    async dismiss(userId, id) {
      const [row] = await db
        .update(learningInsights)
        .set({ isActive: false, dismissedFinding: sql`${learningInsights.finding}` })
        .where(and(eq(learningInsights.id, id), eq(learningInsights.userId, userId)))
        .returning();
      return row ? toInsight(row) : null;
    },

    async removeLearner(userId) {
      const rows = await db
        .delete(learningInsights)
        .where(eq(learningInsights.userId, userId))
        .returning({ id: learningInsights.id });
      return rows.length;
    },
  };
}
