import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { FeedbackPage } from '@canopy/contracts';
import { learnKeys } from '../queryKeys';

/** Pieces of feedback per page of the enrolled view's Feedback tab. */
export const FEEDBACK_PAGE_SIZE = 10;

/**
 * The signed-in learner's feedback from their instructors in a course: a page of all of it, or (with `lessonId`)
 * what is about one lesson and its quizzes. Read again on every visit: a notification leads here just after the
 * feedback was given.
 */
export function useMyFeedback(
  courseId: number | null,
  place: { lessonId?: number; page?: number },
  enabled = true,
) {
  const page = place.page ?? 1;
  return useQuery({
    queryKey: learnKeys.courseFeedback(courseId ?? 0, place),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pageSize: String(FEEDBACK_PAGE_SIZE) });
      if (place.lessonId !== undefined) params.set('lessonId', String(place.lessonId));
      if (page > 1) params.set('page', String(page));
      return apiRequest<FeedbackPage>('GET', `/api/courses/${courseId}/feedback?${params}`, undefined, {
        signal,
      });
    },
    enabled: courseId != null && enabled,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
