import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { lessons } from './catalogue';

// Quizzes, their questions, and learners' submissions and answers.

// Quizzes as the data model describes them (API: use-cases/quizzes.ts).
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    passingScore: integer('passing_score'),
    createdAt: createdAt(),
  },
  // The outline counts each lesson's quizzes; lesson deletes cascade here.
  (t) => [index('quizzes_lesson_idx').on(t.lessonId)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** single_choice, multiple_choice, true_false or short_answer. */
    type: text('type').notNull().default('single_choice'),
    /** The first correct answer (the data model's field); correctAnswers holds them all. */
    correctAnswer: text('correct_answer').notNull(),
    /** Every correct answer: one for single choice and true/false, a set for multiple choice, accepted texts for short answers. */
    correctAnswers: jsonb('correct_answers').$type<string[]>().notNull().default([]),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    explanation: text('explanation'),
    orderIndex: integer('order_index').notNull().default(0),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.orderIndex)],
);

export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    score: integer('score'),
    completed: boolean('completed').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    instructorFeedback: text('instructor_feedback'),
    feedbackProvidedAt: timestamp('feedback_provided_at', { withTimezone: true, mode: 'date' }),
    answers: jsonb('answers').$type<unknown>(),
    autoGraded: boolean('auto_graded').notNull().default(false),
    /** score >= the quiz's passing score when graded; a passed quiz counts towards course progress. */
    passed: boolean('passed').notNull().default(false),
  },
  (t) => [
    index('quiz_submissions_user_quiz_idx').on(t.userId, t.quizId),
    index('quiz_submissions_quiz_idx').on(t.quizId, t.submittedAt),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    userAnswer: text('user_answer').notNull(),
    isCorrect: boolean('is_correct'),
    partialCredit: integer('partial_credit'),
    feedback: text('feedback'),
  },
  (t) => [index('quiz_answers_submission_idx').on(t.submissionId)],
);
