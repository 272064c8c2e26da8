import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { instructorFeedback, lessons, modules, quizAnswers, quizSubmissions, quizzes } from '../db/schema';
import { preparedOnce } from '@canopy/service-kit';
import type { CourseDb } from './db';
import { iso } from './mappers';

// Taking quizzes and what comes of it: attempts and their answers, standings, passes, the educator's feedback
// (part of the quiz store).

export interface SubmissionRecord {
  id: number;
  quizId: number;
  userId: number;
  score: number;
  passed: boolean;
  submittedAt: string;
  feedback: string | null;
  feedbackProvidedAt: string | null;
}

export interface NewSubmission {
  userId: number;
  quizId: number;
  score: number;
  passed: boolean;
  /** What was submitted, as sent (kept on the submission). */
  answers: unknown;
  graded: { questionId: number; userAnswer: string; isCorrect: boolean }[];
}

/** The quiz store's submissions (part of `QuizStore`). */
export interface QuizSubmissionStore {
  /** The user's best score and whether they passed, per quiz (quizzes without attempts are absent). */
  standings(userId: number, quizIds: number[]): Promise<Map<number, { bestScore: number; passed: boolean }>>;
  recordSubmission(input: NewSubmission): Promise<SubmissionRecord>;
  /** The user's attempts at a quiz, newest first (at most 20). */
  attempts(userId: number, quizId: number): Promise<SubmissionRecord[]>;
  /**
   * What opening a quiz needs of the learner, in one statement: the quiz's course read version (first, so a
   * kept quiz is checked against it; drizzle/0011 and 0012), whether they are enrolled, and their attempts as
   * `attempts` answers them.
   */
  openingStanding(
    userId: number,
    courseId: number,
    quizId: number,
  ): Promise<{ courseVersion: string; enrolled: boolean; attempts: SubmissionRecord[] }>;
  /** Quizzes of each course the user passed. */
  passedQuizIds(userId: number, courseIds: number[]): Promise<Map<number, Set<number>>>;
  /** Quizzes of a course each learner passed. */
  passedQuizIdsByLearner(courseId: number): Promise<Map<number, Set<number>>>;
  /** A quiz's submissions, newest first (at most `limit`), each with its graded answers. */
  submissions(
    quizId: number,
    limit: number,
    onlyId?: number,
  ): Promise<(SubmissionRecord & { answers: { questionId: number; answer: string; correct: boolean }[] })[]>;
  findSubmission(id: number): Promise<SubmissionRecord | null>;
  /** Stores the instructor's comment on the submission and in instructor_feedback. */
  giveFeedback(input: {
    submissionId: number;
    instructorId: number;
    studentId: number;
    courseId: number;
    comment: string;
  }): Promise<SubmissionRecord | null>;
  /** Removes a learner's attempts (with their answers) and the feedback given to them. */
  removeLearner(userId: number): Promise<{ submissions: number }>;
}

type SubmissionRow = typeof quizSubmissions.$inferSelect;

const toSubmission = (r: SubmissionRow): SubmissionRecord => ({
  id: r.id,
  quizId: r.quizId,
  userId: r.userId,
  score: r.score ?? 0,
  passed: r.passed,
  submittedAt: r.submittedAt.toISOString(),
  feedback: r.instructorFeedback,
  feedbackProvidedAt: iso(r.feedbackProvidedAt),
});

export function createQuizSubmissionStore(db: CourseDb): QuizSubmissionStore {
  const learner = sql.placeholder('userId');
  const course = sql.placeholder('courseId');
  const standing = preparedOnce(() =>
    db
      .select({
        courseVersion: sql<string>`coalesce((
          select version from course_read_versions where course_id = ${course}::int
        ), 0)::text`,
        enrolled: sql<boolean>`exists(
          select 1 from enrollments where user_id = ${learner}::int and course_id = ${course}::int
        )`,
        attempt: quizSubmissions,
      })
      .from(sql`(select 1) as probe`)
      .leftJoin(
        quizSubmissions,
        and(eq(quizSubmissions.userId, learner), eq(quizSubmissions.quizId, sql.placeholder('quizId'))),
      )
      .orderBy(desc(quizSubmissions.submittedAt), desc(quizSubmissions.id))
      .limit(20)
      .prepare('quiz_opening_standing'),
  );
  async function passedBy(where: ReturnType<typeof and>) {
    return db
      .selectDistinct({
        userId: quizSubmissions.userId,
        quizId: quizSubmissions.quizId,
        courseId: modules.courseId,
      })
      .from(quizSubmissions)
      .innerJoin(quizzes, eq(quizzes.id, quizSubmissions.quizId))
      .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(and(eq(quizSubmissions.passed, true), where));
  }

  return {
    async standings(userId, quizIds) {
      const result = new Map<number, { bestScore: number; passed: boolean }>();
      if (quizIds.length === 0) return result;
      const rows = await db
        .select({
          quizId: quizSubmissions.quizId,
          best: sql<number>`max(${quizSubmissions.score})`.mapWith(Number),
          passed: sql<boolean>`bool_or(${quizSubmissions.passed})`,
        })
        .from(quizSubmissions)
        .where(and(eq(quizSubmissions.userId, userId), inArray(quizSubmissions.quizId, quizIds)))
        .groupBy(quizSubmissions.quizId);
      for (const r of rows) result.set(r.quizId, { bestScore: r.best, passed: r.passed === true });
      return result;
    },

    async recordSubmission(input) {
      const [row] = await db
        .insert(quizSubmissions)
        .values({
          userId: input.userId,
          quizId: input.quizId,
          score: input.score,
          passed: input.passed,
          completed: true,
          autoGraded: true,
          answers: input.answers,
        })
        .returning();
      if (input.graded.length > 0) {
        await db.insert(quizAnswers).values(input.graded.map((g) => ({ submissionId: row!.id, ...g })));
      }
      return toSubmission(row!);
    },

    async attempts(userId, quizId) {
      const rows = await db
        .select()
        .from(quizSubmissions)
        .where(and(eq(quizSubmissions.userId, userId), eq(quizSubmissions.quizId, quizId)))
        .orderBy(desc(quizSubmissions.submittedAt), desc(quizSubmissions.id))
        .limit(20);
      return rows.map(toSubmission);
    },

    async openingStanding(userId, courseId, quizId) {
      const rows = await standing().execute({ userId, courseId, quizId });
      return {
        courseVersion: rows[0]!.courseVersion,
        enrolled: rows[0]!.enrolled,
        attempts: rows.flatMap((r) => (r.attempt ? [toSubmission(r.attempt)] : [])),
      };
    },

    async passedQuizIds(userId, courseIds) {
      const result = new Map<number, Set<number>>(courseIds.map((id) => [id, new Set<number>()]));
      if (courseIds.length === 0) return result;
      const rows = await passedBy(
        and(eq(quizSubmissions.userId, userId), inArray(modules.courseId, courseIds)),
      );
      for (const r of rows) result.get(r.courseId)?.add(r.quizId);
      return result;
    },

    async passedQuizIdsByLearner(courseId) {
      const rows = await passedBy(and(eq(modules.courseId, courseId)));
      const result = new Map<number, Set<number>>();
      for (const r of rows) {
        const passed = result.get(r.userId) ?? new Set<number>();
        passed.add(r.quizId);
        result.set(r.userId, passed);
      }
      return result;
    },

    async submissions(quizId, limit, onlyId) {
      const rows = await db
        .select()
        .from(quizSubmissions)
        .where(
          and(
            eq(quizSubmissions.quizId, quizId),
            onlyId === undefined ? undefined : eq(quizSubmissions.id, onlyId),
          ),
        )
        .orderBy(desc(quizSubmissions.submittedAt), desc(quizSubmissions.id))
        .limit(limit);
      const ids = rows.map((r) => r.id);
      const answers =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(quizAnswers)
              .where(inArray(quizAnswers.submissionId, ids))
              .orderBy(asc(quizAnswers.id));
      const bySubmission = new Map<number, { questionId: number; answer: string; correct: boolean }[]>();
      for (const a of answers) {
        const list = bySubmission.get(a.submissionId) ?? [];
        list.push({ questionId: a.questionId, answer: a.userAnswer, correct: a.isCorrect === true });
        bySubmission.set(a.submissionId, list);
      }
      return rows.map((r) => ({ ...toSubmission(r), answers: bySubmission.get(r.id) ?? [] }));
    },

    async findSubmission(id) {
      const [row] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id));
      return row ? toSubmission(row) : null;
    },

    async giveFeedback(input) {
      const now = new Date();
      const [row] = await db
        .update(quizSubmissions)
        .set({ instructorFeedback: input.comment, feedbackProvidedAt: now })
        .where(eq(quizSubmissions.id, input.submissionId))
        .returning();
      if (!row) return null;
      await db.insert(instructorFeedback).values({
        instructorId: input.instructorId,
        studentId: input.studentId,
        courseId: input.courseId,
        feedbackType: 'quiz',
        content: input.comment,
        relatedId: input.submissionId,
        createdAt: now,
      });
      return toSubmission(row);
    },

    async removeLearner(userId) {
      await db.delete(instructorFeedback).where(eq(instructorFeedback.studentId, userId));
      const removed = await db
        .delete(quizSubmissions)
        .where(eq(quizSubmissions.userId, userId))
        .returning({ id: quizSubmissions.id });
      return { submissions: removed.length };
    },
  };
}
