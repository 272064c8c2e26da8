import { milestoneTemplates, storedText, type DomainEvent } from '@canopy/contracts';
import type { Logger } from 'pino';
import type { Stores } from '../stores/stores';

/**
 * `forum.contribution_made`: a learner's first discussion or reply in a course's forum. Recorded as the
 * enrollment's `discussion_contribution` milestone, once (its onceKey): the forum emits the event once per member
 * and course, and a redelivered or repeated event changes nothing. Someone who is not enrolled (a visitor to the
 * course's forum, an educator) has no learning record to add it to, so the event is acknowledged and left.
 */
export async function recordDiscussionContribution(
  stores: Stores,
  event: DomainEvent<'forum.contribution_made'>,
  logger: Logger,
) {
  const { userId, courseId, discussionId } = event.payload;
  const enrollment = await stores.enrollments.findFor(userId, courseId);
  if (!enrollment) return;
  const course = await stores.courses.find(courseId);
  const recorded = await stores.milestones.record({
    enrollmentId: enrollment.id,
    userId,
    courseId,
    type: 'discussion_contribution',
    title: storedText(milestoneTemplates.discussion),
    description: course
      ? storedText(milestoneTemplates.discussionDescription, { courseTitle: course.title })
      : storedText(milestoneTemplates.discussionDescriptionNoCourse),
    metadata: { discussionId },
    onceKey: 'first-discussion-contribution',
  });
  if (recorded) logger.info({ userId, courseId, discussionId }, 'discussion contribution milestone recorded');
}
