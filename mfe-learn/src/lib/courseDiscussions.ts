import type { DiscussionSummary } from '@canopy/contracts';

// A course's discussions as pages show them: where they are started, their queries and links. No schemas: the
// course pages that list discussions do not build the form's (courseDiscussionForm.ts holds it).

/** Where a discussion is started: the course, and optionally one of its lessons. */
export interface DiscussionPlace {
  courseId: number;
  lessonId?: number;
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
