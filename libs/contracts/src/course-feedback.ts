import { z } from 'zod';
import { id, idField, isoDateTime, pageQueryFields } from './course-fields';
import { courseMessages } from './course-messages';
import { pagedSchema } from './paging';

/*
 * Instructor feedback (course service): the course's educator, or an administrator, tells one of the course's
 * learners something about the course as a whole, a lesson, the learner's reflection or learning goal, or a quiz
 * submission. The learner reads their own; the course's educator and administrators read what a learner got.
 */

export const feedbackTypes = ['course', 'lesson', 'reflection', 'goal', 'quiz'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** How the studio and the learner's pages name what a piece of feedback is about. */
export const feedbackTypeLabels: Record<FeedbackType, string> = {
  course: 'The course as a whole',
  lesson: 'A lesson',
  reflection: 'Their reflection',
  goal: 'Their learning goal',
  quiz: 'A quiz submission',
};

export const FEEDBACK_MAX = 5000;
export const FEEDBACK_PAGE_SIZE_MAX = 50;

export const feedbackMessages = {
  contentRequired: 'Feedback is required',
  contentMax: `Feedback must be at most ${FEEDBACK_MAX} characters`,
  typeInvalid:
    'Feedback must be about the course, a lesson, the reflection, the learning goal or a quiz submission',
  learnerRequired: 'Learner is required',
  lessonRequired: 'Choose the lesson the feedback is about',
  submissionRequired: 'Choose the quiz submission the feedback is about',
  learnerNotEnrolled: 'This learner is not enrolled in the course',
  noReflection: 'This learner has not written a reflection yet',
  noGoal: 'This learner has not set a learning goal yet',
  lessonNotInCourse: 'That lesson is not part of this course',
  submissionNotFound: 'That quiz submission is not this learner’s in this course',
  pageSizeMax: `pageSize must be at most ${FEEDBACK_PAGE_SIZE_MAX}`,
} as const;

/**
 * POST /api/courses/{id}/feedback. `relatedId` is the lesson (lesson) or the quiz submission (quiz); the
 * reflection and the goal are the learner's enrollment's, the course needs none.
 */
export const feedbackCreateSchema = z
  .object({
    studentId: idField(feedbackMessages.learnerRequired),
    feedbackType: z.enum(feedbackTypes, { error: feedbackMessages.typeInvalid }),
    content: z
      .string({ error: feedbackMessages.contentRequired })
      .trim()
      .min(1, feedbackMessages.contentRequired)
      .max(FEEDBACK_MAX, feedbackMessages.contentMax),
    relatedId: idField(feedbackMessages.lessonRequired).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.feedbackType === 'lesson' && !v.relatedId)
      ctx.addIssue({ code: 'custom', path: ['relatedId'], message: feedbackMessages.lessonRequired });
    if (v.feedbackType === 'quiz' && !v.relatedId)
      ctx.addIssue({ code: 'custom', path: ['relatedId'], message: feedbackMessages.submissionRequired });
  })
  .transform((v) => ({
    ...v,
    relatedId: v.feedbackType === 'lesson' || v.feedbackType === 'quiz' ? (v.relatedId ?? null) : null,
  }));
export type FeedbackCreatePayload = z.input<typeof feedbackCreateSchema>;
export type FeedbackCreateInput = z.output<typeof feedbackCreateSchema>;

/** One piece of feedback as its learner and the course's educator read it. */
export const feedbackItemSchema = z.object({
  id,
  courseId: id,
  studentId: id,
  instructorId: id,
  /** The giver's name from the identity service; null when it cannot be read. */
  instructorName: z.string().nullable(),
  feedbackType: z.enum(feedbackTypes),
  content: z.string(),
  relatedId: id.nullable(),
  /** The lesson it is about: the lesson's, or the quiz's lesson for quiz feedback; null otherwise. */
  lesson: z.object({ id, title: z.string() }).nullable(),
  /** The quiz of quiz feedback, with the submission's score. */
  quiz: z.object({ id, title: z.string(), score: z.number().int() }).nullable(),
  createdAt: isoDateTime,
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** GET /api/courses/{id}/feedback: the caller's own feedback in the course, newest first, paged. */
export const feedbackListQuerySchema = z.object({
  /** Only what is about this lesson: lesson feedback and feedback on its quizzes' submissions. */
  lessonId: idField(courseMessages.lessonRequired).optional(),
  ...pageQueryFields(FEEDBACK_PAGE_SIZE_MAX, feedbackMessages.pageSizeMax, 20),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackPageSchema = pagedSchema(feedbackItemSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/**
 * GET /api/courses/{id}/learners/{learnerId}/feedback (the course's educator, administrators): what the
 * feedback dialog needs about one learner, and the feedback they were given in the course (newest 50).
 */
export const learnerFeedbackContextSchema = z.object({
  learner: z.object({
    userId: id,
    name: z.string().nullable(),
    personalGoal: z.string().nullable(),
    reflection: z.string().nullable(),
  }),
  /** The learner's quiz submissions in the course, newest first (50 at most). */
  submissions: z.array(
    z.object({
      id,
      quizId: id,
      quizTitle: z.string(),
      lessonId: id,
      score: z.number().int(),
      passed: z.boolean(),
      submittedAt: isoDateTime,
    }),
  ),
  feedback: z.array(feedbackItemSchema),
});
export type LearnerFeedbackContext = z.infer<typeof learnerFeedbackContextSchema>;
