import {
  milestoneTemplates,
  storedText,
  courseMessages,
  feedbackMessages,
  feedbackTypeLabels,
  quizMessages,
  type FeedbackCreateInput,
  type FeedbackItem,
  type FeedbackPage,
  type Identity,
  type LearnerFeedbackContext,
} from '@canopy/contracts';
import { NotFoundError, ValidationError } from '@canopy/service-kit';
import type { FeedbackRecord } from '../stores/feedback-store';
import { canManageCourse, canSeeCourse } from './access';
import type { CourseDeps } from './deps';
import { giveQuizFeedback } from './quiz-submissions';

/*
 * Instructor feedback: the course's educator (or an administrator) tells one of its learners something about the
 * course, a lesson, their reflection, their goal or a quiz submission. The learner reads only their own; the
 * course's educator and administrators read what a learner was given. Another educator learns nothing, not even
 * that the course or the learner exists (404).
 */

/** Names of the givers, read once per distinct giver. */
async function withNames(deps: CourseDeps, records: FeedbackRecord[]): Promise<FeedbackItem[]> {
  const names = new Map<number, string | null>();
  await Promise.all(
    [...new Set(records.map((r) => r.instructorId))].map(async (id) =>
      names.set(id, await deps.instructors.name(id)),
    ),
  );
  return records.map((r) => ({ ...r, instructorName: names.get(r.instructorId) ?? null }));
}

async function managedCourse(deps: CourseDeps, actor: Identity, courseId: number) {
  const course = await deps.stores.courses.find(courseId);
  if (!course || !canManageCourse(actor, course)) throw new NotFoundError(courseMessages.courseNotFound);
  return course;
}

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/**
 * POST /api/courses/{id}/feedback. Quiz feedback goes the quiz route's way (the submission keeps its copy, the
 * `quiz.feedback_given` event); every other kind is one transaction: the row, the learner's `feedback_received`
 * milestone and the `course.feedback_given` event.
 */
export async function giveFeedback(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  input: FeedbackCreateInput,
): Promise<FeedbackItem> {
  const course = await managedCourse(deps, actor, courseId);
  const enrollment = await deps.stores.enrollments.findFor(input.studentId, course.id);
  if (!enrollment) throw new NotFoundError(feedbackMessages.learnerNotEnrolled);

  if (input.feedbackType === 'quiz') {
    const submissionId = input.relatedId!;
    const submission = await deps.stores.quizzes.findSubmission(submissionId);
    const found = submission && (await deps.stores.quizzes.find(submission.quizId));
    if (!submission || !found || submission.userId !== input.studentId || found.course.id !== course.id)
      throw new NotFoundError(feedbackMessages.submissionNotFound);
    await giveQuizFeedback(deps, actor, submissionId, input.content);
    const saved = await deps.stores.feedback.latestOnSubmission(submissionId);
    if (!saved) throw new NotFoundError(quizMessages.submissionNotFound);
    return (await withNames(deps, [saved]))[0]!;
  }

  let lessonId: number | null = null;
  let about: string = course.title;
  if (input.feedbackType === 'lesson') {
    const found = await deps.stores.curriculum.findLesson(input.relatedId!);
    if (!found || found.course.id !== course.id)
      throw new ValidationError(feedbackMessages.lessonNotInCourse);
    lessonId = found.lesson.id;
    about = found.lesson.title;
  }
  if (input.feedbackType === 'reflection' && !enrollment.reflection?.trim())
    throw new ValidationError(feedbackMessages.noReflection);
  if (input.feedbackType === 'goal' && !enrollment.personalGoal?.trim())
    throw new ValidationError(feedbackMessages.noGoal);

  const feedbackType = input.feedbackType;
  const saved = await deps.stores.transaction(async (tx) => {
    const row = await tx.feedback.add({
      instructorId: actor.id,
      studentId: input.studentId,
      courseId: course.id,
      feedbackType,
      content: input.content,
      relatedId: lessonId,
    });
    await tx.milestones.record({
      enrollmentId: enrollment.id,
      userId: input.studentId,
      courseId: course.id,
      type: 'feedback_received',
      title:
        feedbackType === 'lesson' || feedbackType === 'course'
          ? storedText(milestoneTemplates.feedbackOn, { about })
          : storedText(
              feedbackType === 'goal'
                ? milestoneTemplates.feedbackOnGoal
                : milestoneTemplates.feedbackOnReflection,
            ),
      description: excerpt(input.content),
      metadata: {
        fromInstructor: true,
        feedbackId: row.id,
        feedbackType,
        ...(lessonId !== null ? { lessonId, lessonTitle: about } : {}),
      },
      onceKey: `feedback:entry:${row.id}`,
    });
    await tx.events.emit('course.feedback_given', {
      feedbackId: row.id,
      learnerId: input.studentId,
      courseId: course.id,
      courseTitle: course.title,
      feedbackType,
      lessonId,
    });
    return row;
  });
  deps.logger.info(
    { courseId: course.id, feedbackId: saved.id, feedbackType, about: feedbackTypeLabels[feedbackType] },
    'instructor feedback given',
  );
  return (
    await withNames(deps, [
      {
        id: saved.id,
        courseId: course.id,
        studentId: input.studentId,
        instructorId: actor.id,
        feedbackType,
        content: input.content,
        relatedId: lessonId,
        lesson: lessonId !== null ? { id: lessonId, title: about } : null,
        quiz: null,
        createdAt: saved.createdAt,
      },
    ])
  )[0]!;
}

/** GET /api/courses/{id}/feedback: the caller's own feedback in a course they can see. */
export async function myFeedback(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  query: { lessonId?: number; page: number; pageSize: number },
): Promise<FeedbackPage> {
  const course = await deps.stores.courses.find(courseId);
  if (!course || !canSeeCourse(actor, course)) throw new NotFoundError(courseMessages.courseNotFound);
  const { items, total } = await deps.stores.feedback.forLearner(actor.id, course.id, {
    lessonId: query.lessonId,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: await withNames(deps, items), total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/courses/{id}/learners/{learnerId}/feedback: the course's educator or an administrator. */
export async function learnerFeedbackContext(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  learnerId: number,
): Promise<LearnerFeedbackContext> {
  const course = await managedCourse(deps, actor, courseId);
  const enrollment = await deps.stores.enrollments.findFor(learnerId, course.id);
  if (!enrollment) throw new NotFoundError(feedbackMessages.learnerNotEnrolled);
  const [name, submissions, feedback] = await Promise.all([
    deps.instructors.name(learnerId),
    deps.stores.feedback.submissionsOf(learnerId, course.id, 50),
    deps.stores.feedback.forLearner(learnerId, course.id, { offset: 0, limit: 50 }),
  ]);
  return {
    learner: {
      userId: learnerId,
      name,
      personalGoal: enrollment.personalGoal,
      reflection: enrollment.reflection,
    },
    submissions,
    feedback: await withNames(deps, feedback.items),
  };
}
