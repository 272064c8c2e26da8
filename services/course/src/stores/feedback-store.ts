import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedbackType } from '@canopy/contracts';
import { instructorFeedback, lessons, modules, quizSubmissions, quizzes } from '../db/schema';
import type { CourseDb } from './db';

// What instructors told learners (instructor_feedback): written here for every kind but quiz feedback, which the
// quiz store writes with the submission's own copy; read here for all kinds.

export interface FeedbackRecord {
  id: number;
  courseId: number;
  studentId: number;
  instructorId: number;
  feedbackType: FeedbackType;
  content: string;
  relatedId: number | null;
  lesson: { id: number; title: string } | null;
  quiz: { id: number; title: string; score: number } | null;
  createdAt: string;
}

export interface NewFeedback {
  instructorId: number;
  studentId: number;
  courseId: number;
  feedbackType: Exclude<FeedbackType, 'quiz'>;
  content: string;
  relatedId: number | null;
}

export interface FeedbackStore {
  add(input: NewFeedback): Promise<{ id: number; createdAt: string }>;
  /**
   * A learner's feedback in a course, newest first, and how many there are. With `lessonId`, only lesson
   * feedback on that lesson and quiz feedback on that lesson's quizzes.
   */
  forLearner(
    studentId: number,
    courseId: number,
    page: { lessonId?: number; offset: number; limit: number },
  ): Promise<{ items: FeedbackRecord[]; total: number }>;
  /** A learner's quiz submissions in a course, newest first: what quiz feedback can be about. */
  submissionsOf(
    studentId: number,
    courseId: number,
    limit: number,
  ): Promise<
    {
      id: number;
      quizId: number;
      quizTitle: string;
      lessonId: number;
      score: number;
      passed: boolean;
      submittedAt: string;
    }[]
  >;
  /** The newest feedback row on a quiz submission (what POST just wrote). */
  latestOnSubmission(submissionId: number): Promise<FeedbackRecord | null>;
}

// The lesson a row is about: the lesson itself, or the lesson of the quiz of the submission.
const feedbackLesson = alias(lessons, 'feedback_lesson');
const quizLesson = alias(lessons, 'quiz_lesson');

export function createDrizzleFeedbackStore(db: CourseDb): FeedbackStore {
  const base = () =>
    db
      .select({
        row: instructorFeedback,
        lessonId: sql<number | null>`coalesce(${feedbackLesson.id}, ${quizLesson.id})`,
        lessonTitle: sql<string | null>`coalesce(${feedbackLesson.title}, ${quizLesson.title})`,
        quizId: quizzes.id,
        quizTitle: quizzes.title,
        score: quizSubmissions.score,
      })
      .from(instructorFeedback)
      .leftJoin(
        feedbackLesson,
        and(
          eq(instructorFeedback.feedbackType, 'lesson'),
          eq(feedbackLesson.id, instructorFeedback.relatedId),
        ),
      )
      .leftJoin(
        quizSubmissions,
        and(
          eq(instructorFeedback.feedbackType, 'quiz'),
          eq(quizSubmissions.id, instructorFeedback.relatedId),
        ),
      )
      .leftJoin(quizzes, eq(quizzes.id, quizSubmissions.quizId))
      .leftJoin(quizLesson, eq(quizLesson.id, quizzes.lessonId));
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const toRecord = ({ row, lessonId, lessonTitle, quizId, quizTitle, score }: Row): FeedbackRecord => ({
    id: row.id,
    courseId: row.courseId,
    studentId: row.studentId,
    instructorId: row.instructorId,
    feedbackType: row.feedbackType as FeedbackType,
    content: row.content,
    relatedId: row.relatedId,
    lesson: lessonId !== null && lessonTitle !== null ? { id: Number(lessonId), title: lessonTitle } : null,
    quiz: quizId !== null && quizTitle !== null ? { id: quizId, title: quizTitle, score: score ?? 0 } : null,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async add(input) {
      const [row] = await db
        .insert(instructorFeedback)
        .values(input)
        .returning({ id: instructorFeedback.id, createdAt: instructorFeedback.createdAt });
      return { id: row!.id, createdAt: row!.createdAt.toISOString() };
    },

    async forLearner(studentId, courseId, { lessonId, offset, limit }) {
      const mine = and(
        eq(instructorFeedback.studentId, studentId),
        eq(instructorFeedback.courseId, courseId),
      );
      // About one lesson: the lesson itself, or a submission of one of its quizzes (no join needed to count).
      const where =
        lessonId === undefined
          ? mine
          : and(
              mine,
              or(
                and(
                  eq(instructorFeedback.feedbackType, 'lesson'),
                  eq(instructorFeedback.relatedId, lessonId),
                ),
                and(
                  eq(instructorFeedback.feedbackType, 'quiz'),
                  inArray(
                    instructorFeedback.relatedId,
                    db
                      .select({ id: quizSubmissions.id })
                      .from(quizSubmissions)
                      .innerJoin(quizzes, eq(quizzes.id, quizSubmissions.quizId))
                      .where(and(eq(quizzes.lessonId, lessonId), eq(quizSubmissions.userId, studentId))),
                  ),
                ),
              ),
            );
      const [rows, [count]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(instructorFeedback.createdAt), desc(instructorFeedback.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(instructorFeedback)
          .where(where),
      ]);
      return { items: rows.map(toRecord), total: count?.n ?? 0 };
    },

    async submissionsOf(studentId, courseId, limit) {
      const rows = await db
        .select({
          id: quizSubmissions.id,
          quizId: quizzes.id,
          quizTitle: quizzes.title,
          lessonId: lessons.id,
          score: quizSubmissions.score,
          passed: quizSubmissions.passed,
          submittedAt: quizSubmissions.submittedAt,
        })
        .from(quizSubmissions)
        .innerJoin(quizzes, eq(quizzes.id, quizSubmissions.quizId))
        .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
        .innerJoin(modules, eq(modules.id, lessons.moduleId))
        .where(and(eq(quizSubmissions.userId, studentId), eq(modules.courseId, courseId)))
        .orderBy(desc(quizSubmissions.submittedAt), desc(quizSubmissions.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, score: r.score ?? 0, submittedAt: r.submittedAt.toISOString() }));
    },

    async latestOnSubmission(submissionId) {
      const [row] = await base()
        .where(
          and(eq(instructorFeedback.feedbackType, 'quiz'), eq(instructorFeedback.relatedId, submissionId)),
        )
        .orderBy(desc(instructorFeedback.id))
        .limit(1);
      return row ? toRecord(row) : null;
    },
  };
}
