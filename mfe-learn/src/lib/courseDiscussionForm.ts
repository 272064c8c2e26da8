import type { z } from 'zod';
import { discussionFormSchema, type DiscussionCreatePayload } from '@canopy/contracts';
import type { DiscussionPlace } from './courseDiscussions';
import { msgKey } from '@canopy/i18n';

/** The specification's checkbox text (000, sections 2 and 4), as the forum's own forms show it. */
export const GUIDELINES_AGREEMENT = msgKey('I have read and agree to follow the community guidelines');

/**
 * The course (or lesson) discussion form: the forum's 'New Discussion' fields and messages from the contract,
 * without the topic select — a course discussion goes to the course's own topic, chosen by the forum.
 */
export const courseDiscussionFormSchema = discussionFormSchema.omit({ topicId: true });
export type CourseDiscussionFormValues = z.input<typeof courseDiscussionFormSchema>;

export const emptyCourseDiscussionForm: CourseDiscussionFormValues = {
  title: '',
  content: '',
  tags: '',
  // The schema wants `true`; the box starts unticked.
  acceptGuidelines: false as unknown as true,
};

/** POST /api/discussions body for a validated form (the guidelines box is never sent; no tags, no key). */
export function courseDiscussionPayload(
  values: { title: string; content: string; tags?: string[] | string | null },
  place: DiscussionPlace,
): DiscussionCreatePayload {
  const tags = Array.isArray(values.tags) ? values.tags.join(', ') : (values.tags ?? '');
  return {
    title: values.title,
    content: values.content,
    courseId: place.courseId,
    ...(place.lessonId !== undefined ? { lessonId: place.lessonId } : {}),
    ...(tags.trim() ? { tags } : {}),
  };
}
