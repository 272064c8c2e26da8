import { z } from 'zod';
import { id, idField, isoDateTime, optionalText } from './course-fields';
import { courseMessages } from './course-messages';

/*
 * Quizzes (course service): a quiz belongs to a lesson, has a passing score and questions of four types. The
 * server grades submissions; correct answers and explanations never reach a learner before they submit.
 */

export const quizMessages = {
  // The specification's quiz schema (second document, section 5)
  optionsMin: 'At least 2 options required',
  // Texts the specification leaves open
  titleRequired: 'Quiz title is required',
  questionRequired: 'Question is required',
  questionsMin: 'Add at least one question',
  questionsMax: 'A quiz can have at most 100 questions',
  optionRequired: 'Options cannot be empty',
  optionsMax: 'A question can have at most 20 options',
  optionsUnique: 'Options must be different from each other',
  correctAnswerRequired: 'Correct answer is required',
  correctAnswerNotOption: 'The correct answer must be one of the options',
  singleCorrectAnswer: 'A single-choice question has exactly one correct answer',
  trueFalseAnswer: 'The correct answer must be true or false',
  questionTypeInvalid: 'Question type must be single_choice, multiple_choice, true_false or short_answer',
  passingScoreInvalid: 'Passing score must be a whole number from 0 to 100',
  answerTooLong: 'Answers must be at most 1000 characters',
  answersRequired: 'Answers are required',
  unknownQuestion: 'An answer names a question that is not in this quiz',
  quizNotFound: 'Quiz not found',
  submissionNotFound: 'Submission not found',
  notEnrolled: 'You must be enrolled in this course to take its quizzes',
  feedbackRequired: 'Feedback is required',
  feedbackMax: 'Feedback must be at most 5000 characters',
} as const;

export const quizQuestionTypes = ['single_choice', 'multiple_choice', 'true_false', 'short_answer'] as const;
export const quizQuestionTypeSchema = z.enum(quizQuestionTypes, { error: quizMessages.questionTypeInvalid });
export type QuizQuestionType = z.infer<typeof quizQuestionTypeSchema>;

export const DEFAULT_PASSING_SCORE = 70;
/** The options a true/false question always has. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

const answerText = z
  .string({ error: quizMessages.correctAnswerRequired })
  .trim()
  .max(1000, quizMessages.answerTooLong);

/**
 * A question as the builder sends it. `correctAnswer` (the data model's field) or `correctAnswers` (all of them:
 * one for single choice and true/false, the set for multiple choice, accepted texts for short answers).
 */
export const quizQuestionInputSchema = z
  .object({
    type: quizQuestionTypeSchema.default('single_choice'),
    question: z
      .string({ error: quizMessages.questionRequired })
      .trim()
      .min(1, quizMessages.questionRequired)
      .max(2000, courseMessages.textMax),
    options: z
      .array(
        z.string({ error: quizMessages.optionRequired }).trim().min(1, quizMessages.optionRequired).max(500),
        { error: quizMessages.optionsMin },
      )
      .max(20, quizMessages.optionsMax)
      .default([]),
    correctAnswer: answerText.optional(),
    correctAnswers: z.array(answerText).max(20, quizMessages.optionsMax).optional(),
    explanation: optionalText(5000),
  })
  .transform(({ correctAnswer, correctAnswers, ...rest }, ctx) => {
    const answers = (correctAnswers ?? (correctAnswer !== undefined ? [correctAnswer] : [])).filter(Boolean);
    const issue = (message: string, path: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
      return z.NEVER;
    };
    if (answers.length === 0) return issue(quizMessages.correctAnswerRequired, 'correctAnswers');
    if (rest.type === 'true_false') {
      const value = answers.length === 1 ? answers[0]!.toLowerCase() : '';
      if (value !== 'true' && value !== 'false') return issue(quizMessages.trueFalseAnswer, 'correctAnswers');
      return {
        ...rest,
        options: [...TRUE_FALSE_OPTIONS],
        correctAnswers: [value === 'true' ? 'True' : 'False'],
      };
    }
    if (rest.type === 'short_answer') return { ...rest, options: [], correctAnswers: [...new Set(answers)] };
    if (rest.options.length < 2) return issue(quizMessages.optionsMin, 'options');
    if (new Set(rest.options).size !== rest.options.length)
      return issue(quizMessages.optionsUnique, 'options');
    if (answers.some((a) => !rest.options.includes(a))) {
      return issue(quizMessages.correctAnswerNotOption, 'correctAnswers');
    }
    const unique = [...new Set(answers)];
    if (rest.type === 'single_choice' && unique.length !== 1) {
      return issue(quizMessages.singleCorrectAnswer, 'correctAnswers');
    }
    return { ...rest, correctAnswers: unique };
  });
export type QuizQuestionPayload = z.input<typeof quizQuestionInputSchema>;
export type QuizQuestionInput = z.output<typeof quizQuestionInputSchema>;

const passingScoreField = z
  .number({ error: quizMessages.passingScoreInvalid })
  .int(quizMessages.passingScoreInvalid)
  .min(0, quizMessages.passingScoreInvalid)
  .max(100, quizMessages.passingScoreInvalid);

const questionList = z
  .array(quizQuestionInputSchema, { error: quizMessages.questionsMin })
  .min(1, quizMessages.questionsMin)
  .max(100, quizMessages.questionsMax);

const quizTitle = z
  .string({ error: quizMessages.titleRequired })
  .trim()
  .min(1, quizMessages.titleRequired)
  .max(200, courseMessages.titleMax);

/** POST /api/quizzes (the lesson's course's educator or an administrator). */
export const quizCreateSchema = z.object({
  lessonId: idField(courseMessages.lessonRequired),
  title: quizTitle,
  description: optionalText(5000),
  passingScore: passingScoreField.default(DEFAULT_PASSING_SCORE),
  questions: questionList,
});
export type QuizCreatePayload = z.input<typeof quizCreateSchema>;
export type QuizCreateInput = z.output<typeof quizCreateSchema>;

/** PATCH /api/quizzes/{id}: given questions replace all of them (earlier answers to removed questions go). */
export const quizUpdateSchema = z
  .object({
    title: quizTitle.optional(),
    description: z
      .string()
      .trim()
      .max(5000, courseMessages.textMax)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    passingScore: passingScoreField.optional(),
    questions: questionList.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), courseMessages.nothingToUpdate);
export type QuizUpdatePayload = z.input<typeof quizUpdateSchema>;
export type QuizUpdateInput = z.output<typeof quizUpdateSchema>;

/** A question as read. `correctAnswers` and `explanation` are present only for the course's educator and admins. */
export const quizQuestionSchema = z.object({
  id,
  type: quizQuestionTypeSchema,
  question: z.string(),
  options: z.array(z.string()),
  orderIndex: z.number().int(),
  correctAnswers: z.array(z.string()).optional(),
  explanation: z.string().nullable().optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** One attempt as its learner sees it. */
export const quizAttemptSchema = z.object({
  id,
  score: z.number().int(),
  passed: z.boolean(),
  submittedAt: isoDateTime,
  feedback: z.string().nullable(),
  feedbackProvidedAt: isoDateTime.nullable(),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/** GET /api/quizzes/{id}. */
export const quizSchema = z.object({
  id,
  lessonId: id,
  courseId: id,
  title: z.string(),
  description: z.string().nullable(),
  passingScore: z.number().int(),
  createdAt: isoDateTime,
  /** Whether the caller may edit it (and sees the answers). */
  canManage: z.boolean(),
  questions: z.array(quizQuestionSchema),
  /** The caller's own attempts, newest first (empty for the educator). */
  attempts: z.array(quizAttemptSchema),
  passed: z.boolean(),
});
export type Quiz = z.infer<typeof quizSchema>;

/** GET /api/lessons/{id}/quizzes: the lesson's quizzes without their questions. */
export const quizSummarySchema = z.object({
  id,
  lessonId: id,
  title: z.string(),
  description: z.string().nullable(),
  passingScore: z.number().int(),
  questionCount: z.number().int(),
  /** Whether the caller passed it (false for those who cannot take it). */
  passed: z.boolean(),
  /** The caller's best score, null without attempts. */
  bestScore: z.number().int().nullable(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

const answerValue = z.union([
  z.string().max(1000, quizMessages.answerTooLong),
  z.boolean(),
  z.array(z.string().max(1000, quizMessages.answerTooLong)).max(20, quizMessages.optionsMax),
]);

/** POST /api/quizzes/{id}/submissions: an answer per question (unanswered questions count as wrong). */
export const quizSubmissionSchema = z.object({
  answers: z
    .array(z.object({ questionId: idField(quizMessages.unknownQuestion), answer: answerValue }), {
      error: quizMessages.answersRequired,
    })
    .max(100, quizMessages.questionsMax),
});
export type QuizSubmissionPayload = z.input<typeof quizSubmissionSchema>;
export type QuizSubmissionInput = z.output<typeof quizSubmissionSchema>;

/** The graded attempt: score, pass/fail, each question's correctness and explanation, and where the learner stands. */
export const quizResultSchema = z.object({
  submission: quizAttemptSchema.extend({ quizId: id }),
  passingScore: z.number().int(),
  results: z.array(
    z.object({
      questionId: id,
      correct: z.boolean(),
      explanation: z.string().nullable(),
      /**
       * For a question answered wrongly, the correct answer as display text (the options joined for multiple
       * choice, the accepted answers for short answers); null when the answer was right. Only ever in a graded
       * result: the quiz as read never carries it.
       */
      correctAnswer: z.string().nullable(),
    }),
  ),
  /** Stored course progress after this attempt (lessons and passed quizzes). */
  progress: z.number().int(),
  courseCompleted: z.boolean(),
  /** Verification code of the certificate this attempt earned, if it finished the course. */
  certificateCode: z.string().nullable(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** GET /api/quizzes/{id}/submissions (the course's educator, admins): newest first. */
export const quizSubmissionViewSchema = z.object({
  id,
  quizId: id,
  userId: id,
  /** From the identity service; null when it cannot be read. */
  learnerName: z.string().nullable(),
  score: z.number().int(),
  passed: z.boolean(),
  submittedAt: isoDateTime,
  feedback: z.string().nullable(),
  feedbackProvidedAt: isoDateTime.nullable(),
  answers: z.array(z.object({ questionId: id, answer: z.string(), correct: z.boolean() })),
});
export type QuizSubmissionView = z.infer<typeof quizSubmissionViewSchema>;

/** POST /api/quiz-submissions/{id}/feedback. */
export const quizFeedbackSchema = z.object({
  comment: z
    .string({ error: quizMessages.feedbackRequired })
    .trim()
    .min(1, quizMessages.feedbackRequired)
    .max(5000, quizMessages.feedbackMax),
});
export type QuizFeedbackPayload = z.input<typeof quizFeedbackSchema>;
