import { and, asc, desc, eq, gte, isNull, notInArray, or, sql } from 'drizzle-orm';
import { englishOf, type StoredText } from '@canopy/contracts';
import type {
  InsightConfidenceLevel,
  LearningContentType,
  LearningInsight,
  LearningInsightType,
} from '@canopy/contracts';
import {
  courses,
  enrollments,
  learningInsights,
  lessonCompletions,
  lessons,
  modules,
  quizSubmissions,
  quizzes,
} from '../db/schema';
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

// Any fixed number: the first key of the learner's advisory lock.
const INSIGHT_LOCK = 31_0007;

export function createDrizzleInsightStore(db: CourseDb): InsightStore {
  return {
    async activityFacts(userId, windowStart) {
      const enrolled = await db
        .select({
          courseId: enrollments.courseId,
          title: courses.title,
          completed: enrollments.completed,
          weeklyHoursTarget: enrollments.weeklyHoursTarget,
          lastActiveAt: enrollments.lastActiveAt,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, userId))
        .orderBy(asc(enrollments.courseId));
      const recent = await db
        .select({
          courseId: modules.courseId,
          lessons: sql<number>`count(*)::int`,
          minutes: sql<number>`coalesce(sum(${lessons.duration}), 0)::int`,
        })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(and(eq(lessonCompletions.userId, userId), gte(lessonCompletions.completedAt, windowStart)))
        .groupBy(modules.courseId);
      const attempts = await db
        .select({
          courseId: modules.courseId,
          quizId: quizSubmissions.quizId,
          bestScore: sql<number>`coalesce(max(${quizSubmissions.score}), 0)::int`,
          passed: sql<boolean>`bool_or(${quizSubmissions.passed})`,
          attempts: sql<number>`count(*)::int`,
        })
        .from(quizSubmissions)
        .innerJoin(quizzes, eq(quizzes.id, quizSubmissions.quizId))
        .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(eq(quizSubmissions.userId, userId))
        .groupBy(modules.courseId, quizSubmissions.quizId)
        .orderBy(asc(quizSubmissions.quizId));
      const [formats] = await db
        .select({
          video: sql<number>`count(*) filter (where ${lessons.videoUrl} is not null)::int`,
          document: sql<number>`count(*) filter (where ${lessons.documentUrl} is not null)::int`,
        })
        .from(lessonCompletions)
        .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
        .where(eq(lessonCompletions.userId, userId));
      return {
        courses: enrolled.map((e) => {
          const r = recent.find((x) => x.courseId === e.courseId);
          return {
            ...e,
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
        videoLessons: formats?.video ?? 0,
        documentLessons: formats?.document ?? 0,
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
