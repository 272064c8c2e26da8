import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { FeedbackCreatePayload, FeedbackItem, LearnerFeedbackContext } from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/** GET /api/courses/{id}/learners/{learnerId}/feedback: the learner's goal, reflection, submissions and feedback. */
export function useLearnerFeedbackContext(courseId: number, learnerId: number, enabled: boolean) {
  return useQuery({
    queryKey: studioKeys.learnerFeedback(courseId, learnerId),
    queryFn: ({ signal }) =>
      apiRequest<LearnerFeedbackContext>(
        'GET',
        `/api/courses/${courseId}/learners/${learnerId}/feedback`,
        undefined,
        { signal },
      ),
    enabled,
  });
}

/**
 * POST /api/courses/{id}/feedback. Afterwards the learner's feedback is read again, and quiz submissions too
 * (feedback on a submission is also that submission's own).
 */
export function useGiveLearnerFeedback(courseId: number, learnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: FeedbackCreatePayload) =>
      apiRequest<FeedbackItem>('POST', `/api/courses/${courseId}/feedback`, payload),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: studioKeys.learnerFeedback(courseId, learnerId) }),
        client.invalidateQueries({ queryKey: ['/api/quizzes'] }),
      ]),
  });
}
