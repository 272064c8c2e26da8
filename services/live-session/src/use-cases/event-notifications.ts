import type { DomainEvent } from '@canopy/contracts';
import { notificationTexts } from '@canopy/contracts';
import type { Logger } from 'pino';
import type { EnrollmentDirectory } from '../courses/enrollment-directory';
import type { NotificationRecord } from '../stores/notification-store';
import type { Stores } from '../stores/stores';
import { LIVE_SESSION_NOTIFICATION, LIVE_SESSIONS_PATH, writeNotifications } from './notifications';

// The notifications other services' domain events (and live-session's own changes) become, one writer per event.

const N = notificationTexts;

/**
 * `live_session.changed`: a course session's enrolled learners (not its instructor) are told. Runs in the
 * inbox's transaction; the (event, user) key keeps a redelivered event from notifying twice, and a course
 * service that cannot answer fails the delivery so that it is retried.
 */
export async function notifyLearners(
  stores: Stores,
  enrollments: EnrollmentDirectory,
  event: DomainEvent<'live_session.changed'>,
  logger: Logger,
): Promise<NotificationRecord[]> {
  const { courseId, sessionId, instructorId, title, change } = event.payload;
  if (courseId === null) return [];
  const learners = (await enrollments.learners(courseId)).filter((id) => id !== instructorId);
  const text = N.session(change, title);
  const added = await writeNotifications(
    stores,
    learners.map((userId) => ({
      userId,
      text,
      type: LIVE_SESSION_NOTIFICATION,
      relatedId: sessionId,
      link: LIVE_SESSIONS_PATH,
      eventId: event.id,
    })),
    // When the change happened, not when it was delivered: deliveries may arrive out of order or late.
    new Date(event.occurredAt),
  );
  logger.info({ sessionId, courseId, change, added: added.length }, 'live-session notifications written');
  return added;
}

const discussionPath = (topicId: number, discussionId: number) =>
  `/forum/topics/${topicId}/discussions/${discussionId}`;

/** `educator.reviewed`: the educator hears the decision (with the reason of a rejection). */
export function educatorReviewed(stores: Stores, event: DomainEvent<'educator.reviewed'>) {
  const { userId, decision, reason } = event.payload;
  const approved = decision === 'approved';
  return writeNotifications(
    stores,
    [
      {
        userId,
        type: 'educator_review',
        text: approved ? N.educatorApproved() : N.educatorRejected(reason),
        relatedId: null,
        link: approved ? '/educator' : '/pending-approval',
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `course.review_changed`: the owning educator hears of an approval, a rejection or a send-back. */
export function courseReviewChanged(stores: Stores, event: DomainEvent<'course.review_changed'>) {
  const { courseId, courseTitle, educatorId, transition, reason } = event.payload;
  const text =
    transition === 'approved'
      ? N.courseApproved(courseTitle)
      : transition === 'rejected'
        ? N.courseRejected(courseTitle, reason)
        : transition === 'sent_back'
          ? N.courseSentBack(courseTitle, reason)
          : null;
  // A submission is the educator's own doing: nothing to tell them.
  if (!text) return Promise.resolve([]);
  return writeNotifications(
    stores,
    [
      {
        userId: educatorId,
        type: 'course_review',
        text,
        relatedId: courseId,
        link: '/educator',
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `quiz.feedback_given`: the learner is pointed at the lesson of the quiz. */
export function quizFeedbackGiven(stores: Stores, event: DomainEvent<'quiz.feedback_given'>) {
  const { learnerId, courseId, lessonId, submissionId } = event.payload;
  return writeNotifications(
    stores,
    [
      {
        userId: learnerId,
        type: 'quiz_feedback',
        text: N.quizFeedback(),
        relatedId: submissionId,
        link: `/courses/${courseId}/lessons/${lessonId}#instructor-feedback`,
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/**
 * `course.feedback_given`: the learner is pointed at where the feedback is shown: the lesson page for lesson
 * feedback, the course's Feedback tab for the rest.
 */
export function instructorFeedbackGiven(stores: Stores, event: DomainEvent<'course.feedback_given'>) {
  const { feedbackId, learnerId, courseId, courseTitle, feedbackType, lessonId } = event.payload;
  return writeNotifications(
    stores,
    [
      {
        userId: learnerId,
        type: 'instructor_feedback',
        text: N.instructorFeedback(feedbackType, courseTitle),
        relatedId: feedbackId,
        link:
          feedbackType === 'lesson' && lessonId !== null
            ? `/courses/${courseId}/lessons/${lessonId}#instructor-feedback`
            : `/courses/${courseId}/dashboard?tab=feedback`,
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `forum.reply_posted`: the discussion's author (never of their own reply). */
export function replyPosted(stores: Stores, event: DomainEvent<'forum.reply_posted'>) {
  const { discussionId, topicId, discussionTitle, discussionAuthorId, replyId, replyAuthorId } =
    event.payload;
  if (discussionAuthorId === replyAuthorId) return Promise.resolve([]);
  return writeNotifications(
    stores,
    [
      {
        userId: discussionAuthorId,
        type: 'discussion_reply',
        text: N.discussionReply(discussionTitle),
        relatedId: replyId,
        link: discussionPath(topicId, discussionId),
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `forum.answer_marked`: the reply's author. */
export function answerMarked(stores: Stores, event: DomainEvent<'forum.answer_marked'>) {
  const { discussionId, topicId, discussionTitle, replyId, replyAuthorId } = event.payload;
  return writeNotifications(
    stores,
    [
      {
        userId: replyAuthorId,
        type: 'answer_marked',
        text: N.answerMarked(discussionTitle),
        relatedId: replyId,
        link: discussionPath(topicId, discussionId),
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}
