import { asc, eq, sql } from 'drizzle-orm';
import type { Course, QuizQuestionInput, QuizQuestionType } from '@canopy/contracts';
import { courses, lessons, modules, quizQuestions, quizzes } from '../db/schema';
import { preparedOnce } from '@canopy/service-kit';
import type { CourseDb } from './db';
import { toCourse } from './mappers';
import { createQuizSubmissionStore, type QuizSubmissionStore } from './quiz-submission-store';

export interface QuizRecord {
  id: number;
  lessonId: number;
  title: string;
  description: string | null;
  passingScore: number;
  createdAt: string;
}

export interface QuestionRecord {
  id: number;
  type: QuizQuestionType;
  question: string;
  options: string[];
  correctAnswers: string[];
  explanation: string | null;
  orderIndex: number;
}

/** Quizzes and their questions; attempts, passes and feedback are in quiz-submission-store.ts. */
export interface QuizStore extends QuizSubmissionStore {
  create(input: {
    lessonId: number;
    title: string;
    description?: string | null;
    passingScore: number;
    questions: QuizQuestionInput[];
  }): Promise<QuizRecord>;
  /** A quiz with its lesson's module and course; null when it is gone. */
  find(id: number): Promise<{ quiz: QuizRecord; moduleId: number; course: Course } | null>;
  questions(quizId: number): Promise<QuestionRecord[]>;
  update(
    id: number,
    changes: { title?: string; description?: string | null; passingScore?: number },
  ): Promise<QuizRecord | null>;
  /** Replaces every question (answers given to the old ones go with them). */
  replaceQuestions(quizId: number, questions: QuizQuestionInput[]): Promise<void>;
  delete(id: number): Promise<boolean>;
  /** A lesson's quizzes with their question counts, oldest first. */
  listForLesson(lessonId: number): Promise<(QuizRecord & { questionCount: number })[]>;
}

type QuizRow = typeof quizzes.$inferSelect;

const toQuiz = (r: QuizRow): QuizRecord => ({
  id: r.id,
  lessonId: r.lessonId!,
  title: r.title,
  description: r.description,
  passingScore: r.passingScore ?? 70,
  createdAt: r.createdAt.toISOString(),
});

export function createDrizzleQuizStore(db: CourseDb): QuizStore {
  // Read twice by every submission (its course, then again under the learner's lock) and on every quiz opened
  // first on an instance: named, so each connection plans them once (issue 34's quiz storm).
  const byId = preparedOnce(() =>
    db
      .select({ quiz: quizzes, moduleId: modules.id, course: courses })
      .from(quizzes)
      .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .innerJoin(courses, eq(courses.id, modules.courseId))
      .where(eq(quizzes.id, sql.placeholder('id')))
      .prepare('quiz_by_id'),
  );
  const questionsOf = preparedOnce(() =>
    db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, sql.placeholder('quizId')))
      .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.id))
      .prepare('quiz_questions_of_quiz'),
  );
  async function insertQuestions(quizId: number, questions: QuizQuestionInput[]) {
    if (questions.length === 0) return;
    await db.insert(quizQuestions).values(
      questions.map((q, i) => ({
        quizId,
        type: q.type,
        question: q.question,
        options: q.options,
        correctAnswer: q.correctAnswers[0]!,
        correctAnswers: q.correctAnswers,
        explanation: q.explanation ?? null,
        orderIndex: i + 1,
      })),
    );
  }

  return {
    ...createQuizSubmissionStore(db),

    async create(input) {
      const [row] = await db
        .insert(quizzes)
        .values({
          lessonId: input.lessonId,
          title: input.title,
          description: input.description ?? null,
          passingScore: input.passingScore,
        })
        .returning();
      await insertQuestions(row!.id, input.questions);
      return toQuiz(row!);
    },

    async find(id) {
      const [row] = await byId().execute({ id });
      return row ? { quiz: toQuiz(row.quiz), moduleId: row.moduleId, course: toCourse(row.course) } : null;
    },

    async questions(quizId) {
      const rows = await questionsOf().execute({ quizId });
      return rows.map((r) => ({
        id: r.id,
        type: r.type as QuizQuestionType,
        question: r.question,
        options: r.options,
        correctAnswers: r.correctAnswers.length > 0 ? r.correctAnswers : [r.correctAnswer],
        explanation: r.explanation,
        orderIndex: r.orderIndex,
      }));
    },

    async update(id, changes) {
      const [row] = await db.update(quizzes).set(changes).where(eq(quizzes.id, id)).returning();
      return row ? toQuiz(row) : null;
    },

    async replaceQuestions(quizId, questions) {
      await db.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
      await insertQuestions(quizId, questions);
    },

    async delete(id) {
      const removed = await db.delete(quizzes).where(eq(quizzes.id, id)).returning({ id: quizzes.id });
      return removed.length > 0;
    },

    async listForLesson(lessonId) {
      const rows = await db
        .select({
          quiz: quizzes,
          questionCount:
            sql<number>`(select count(*) from quiz_questions qq where qq.quiz_id = "quizzes"."id")`.mapWith(
              Number,
            ),
        })
        .from(quizzes)
        .where(eq(quizzes.lessonId, lessonId))
        .orderBy(asc(quizzes.createdAt), asc(quizzes.id));
      return rows.map((r) => ({ ...toQuiz(r.quiz), questionCount: r.questionCount }));
    },
  };
}
