import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AssessmentResponse,
  LearningAssessment,
  LearningContentType,
  PreferenceStyle,
} from '@canopy/contracts';
import { assessmentResponses, enrollments, learningStyleAssessments } from '../db/schema';
import { preparedOnce } from '@canopy/service-kit';
import type { CourseDb } from './db';

type AssessmentRow = typeof learningStyleAssessments.$inferSelect;
type ResponseRow = typeof assessmentResponses.$inferSelect;

/** What completing an assessment writes. */
export interface AssessmentResult {
  visualScore: number;
  auditoryScore: number;
  kinestheticScore: number;
  readingWritingScore: number;
  confidenceScore: number;
  primaryStyle: PreferenceStyle;
  secondaryStyle: PreferenceStyle;
  personalizedInsights: string;
  learningRecommendations: string[];
  studyStrategies: string[];
  preferredContentTypes: LearningContentType[];
  assessmentVersion: string;
}

export interface AssessmentStore {
  /** The learner's assessment in progress, or a new one (one per learner, also under concurrent starts). */
  openAssessment(userId: number): Promise<{ assessment: LearningAssessment; created: boolean }>;
  findOpen(userId: number): Promise<LearningAssessment | null>;
  find(id: number): Promise<LearningAssessment | null>;
  /** Row-locks an assessment until the transaction ends. */
  lock(id: number): Promise<LearningAssessment | null>;
  responses(assessmentId: number): Promise<AssessmentResponse[]>;
  /** Records an answer to one question version; a second answer to it replaces the first. */
  saveResponse(input: Omit<AssessmentResponse, 'id' | 'timestamp'>): Promise<AssessmentResponse>;
  complete(id: number, result: AssessmentResult, at: Date): Promise<LearningAssessment | null>;
  latestCompleted(userId: number): Promise<LearningAssessment | null>;
  history(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ items: LearningAssessment[]; total: number }>;
  /** The latest completed assessment of each learner enrolled in the course. */
  latestCompletedInCourse(courseId: number): Promise<LearningAssessment[]>;
  /** A deleted account's assessments and answers. */
  removeLearner(userId: number): Promise<number>;
}

function toAssessment(row: AssessmentRow): LearningAssessment {
  return {
    id: row.id,
    userId: row.userId,
    visualScore: row.visualScore,
    auditoryScore: row.auditoryScore,
    kinestheticScore: row.kinestheticScore,
    readingWritingScore: row.readingWritingScore,
    confidenceScore: row.confidenceScore,
    primaryStyle: row.primaryStyle as PreferenceStyle | null,
    secondaryStyle: row.secondaryStyle as PreferenceStyle | null,
    personalizedInsights: row.personalizedInsights,
    learningRecommendations: row.learningRecommendations,
    studyStrategies: row.studyStrategies,
    preferredContentTypes: row.preferredContentTypes as LearningContentType[],
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    assessmentVersion: row.assessmentVersion,
  };
}

function toResponse(row: ResponseRow): AssessmentResponse {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    questionId: row.questionId,
    userId: row.userId,
    selectedOption: row.selectedOption ?? '',
    responseValue: row.responseValue ?? 0,
    timestamp: row.timestamp.toISOString(),
  };
}

export function createDrizzleAssessmentStore(db: CourseDb): AssessmentStore {
  // Read by every insights recompute (each submission, each completed lesson): planned once per connection.
  const latest = preparedOnce(() =>
    db
      .select()
      .from(learningStyleAssessments)
      .where(
        and(
          eq(learningStyleAssessments.userId, sql.placeholder('userId')),
          isNotNull(learningStyleAssessments.completedAt),
        ),
      )
      .orderBy(desc(learningStyleAssessments.completedAt), desc(learningStyleAssessments.id))
      .limit(1)
      .prepare('course_latest_completed_assessment'),
  );
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(learningStyleAssessments).where(where).limit(1);
    return row ? toAssessment(row) : null;
  };
  return {
    async openAssessment(userId) {
      const [created] = await db
        .insert(learningStyleAssessments)
        .values({ userId })
        .onConflictDoNothing({
          target: learningStyleAssessments.userId,
          where: sql`${learningStyleAssessments.completedAt} is null`,
        })
        .returning();
      if (created) return { assessment: toAssessment(created), created: true };
      const existing = await one(
        and(eq(learningStyleAssessments.userId, userId), isNull(learningStyleAssessments.completedAt))!,
      );
      // Completed between the conflict and the read (another tab finished it): start the next one.
      return existing ? { assessment: existing, created: false } : this.openAssessment(userId);
    },

    findOpen: (userId) =>
      one(and(eq(learningStyleAssessments.userId, userId), isNull(learningStyleAssessments.completedAt))!),

    find: (id) => one(eq(learningStyleAssessments.id, id)),

    async lock(id) {
      const [row] = await db
        .select()
        .from(learningStyleAssessments)
        .where(eq(learningStyleAssessments.id, id))
        .for('update');
      return row ? toAssessment(row) : null;
    },

    async responses(assessmentId) {
      const rows = await db
        .select()
        .from(assessmentResponses)
        .where(eq(assessmentResponses.assessmentId, assessmentId))
        .orderBy(asc(assessmentResponses.id));
      return rows.map(toResponse);
    },

    async saveResponse(input) {
      const [row] = await db
        .insert(assessmentResponses)
        .values(input)
        .onConflictDoUpdate({
          target: [assessmentResponses.assessmentId, assessmentResponses.questionId],
          set: {
            selectedOption: input.selectedOption,
            responseValue: input.responseValue,
            timestamp: sql`now()`,
          },
        })
        .returning();
      return toResponse(row!);
    },

    async complete(id, result, at) {
      const [row] = await db
        .update(learningStyleAssessments)
        .set({ ...result, completedAt: at })
        .where(and(eq(learningStyleAssessments.id, id), isNull(learningStyleAssessments.completedAt)))
        .returning();
      return row ? toAssessment(row) : null;
    },

    async latestCompleted(userId) {
      const [row] = await latest().execute({ userId });
      return row ? toAssessment(row) : null;
    },

    async history(userId, page, pageSize) {
      const where = and(
        eq(learningStyleAssessments.userId, userId),
        isNotNull(learningStyleAssessments.completedAt),
      );
      const rows = await db
        .select()
        .from(learningStyleAssessments)
        .where(where)
        .orderBy(desc(learningStyleAssessments.completedAt), desc(learningStyleAssessments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(learningStyleAssessments).where(where);
      return { items: rows.map(toAssessment), total: total?.n ?? 0 };
    },

    async latestCompletedInCourse(courseId) {
      const rows = await db
        .selectDistinctOn([learningStyleAssessments.userId])
        .from(learningStyleAssessments)
        .innerJoin(
          enrollments,
          and(eq(enrollments.userId, learningStyleAssessments.userId), eq(enrollments.courseId, courseId)),
        )
        .where(isNotNull(learningStyleAssessments.completedAt))
        .orderBy(
          asc(learningStyleAssessments.userId),
          desc(learningStyleAssessments.completedAt),
          desc(learningStyleAssessments.id),
        );
      return rows.map((r) => toAssessment(r.learning_style_assessments));
    },

    async removeLearner(userId) {
      const rows = await db
        .delete(learningStyleAssessments)
        .where(eq(learningStyleAssessments.userId, userId))
        .returning({ id: learningStyleAssessments.id });
      return rows.length;
    },
  };
}
