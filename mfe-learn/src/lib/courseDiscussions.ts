import type { z } from 'zod';
import {
  discussionFormSchema,
  type DiscussionCreatePayload,
  type DiscussionSummary,
} from '@canopy/contracts';

/** The specification's checkbox text (000, sections 2 and 4), as the forum's own forms show it. */
export const GUIDELINES_AGREEMENT = 'I have read and agree to follow the community guidelines';

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

/** Where a discussion is started: the course, and optionally one of its lessons. */
export interface DiscussionPlace {
  courseId: number;
  lessonId?: number;
}

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

/** GET /api/discussions query of a course's (or a lesson's) discussions, newest first. */
export function courseDiscussionsQuery(
  place: DiscussionPlace & { page?: number; pageSize?: number },
): string {
  const params = new URLSearchParams({ courseId: String(place.courseId) });
  if (place.lessonId !== undefined) params.set('lessonId', String(place.lessonId));
  if (place.page && place.page > 1) params.set('page', String(place.page));
  if (place.pageSize) params.set('pageSize', String(place.pageSize));
  return `?${params.toString()}`;
}

/** The forum's page of a discussion (declared by the forum remote). */
export const forumDiscussionHref = (d: Pick<DiscussionSummary, 'id' | 'topicId'>) =>
  `/forum/topics/${d.topicId}/discussions/${d.id}`;
export const forumTopicHref = (topicId: number) => `/forum/topics/${topicId}`;
export const forumProfileHref = (userId: number) => `/forum/users/${userId}`;
