import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { learnText } from '../i18n/useLearnT';
import { apiRequest } from '@canopy/api-client';
import { errorMessage } from '@canopy/api-client/errors';
import type { AssessmentSession, LearningAssessment, LearningInsight, Paged } from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { learnKeys } from '../queryKeys';

/*
 * The learning-preferences assessment (answered one question at a time, each answer stored at once so a learner
 * can leave and resume) and the learner's insights. The server recomputes insights on the events that change them;
 * the browser only reads them again.
 */

/** The assessment in progress (questions and answers so far), or null. */
export function useCurrentAssessment() {
  return useQuery<AssessmentSession | null>({ queryKey: learnKeys.currentAssessment() });
}

/** The latest completed assessment, or null. */
export function useLatestAssessment() {
  return useQuery<LearningAssessment | null>({ queryKey: learnKeys.latestAssessment() });
}

/** Completed assessments, newest first (the first ten). */
export function useAssessmentHistory() {
  return useQuery<Paged<LearningAssessment>>({
    queryKey: learnKeys.assessmentHistory(),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/learning-preferences/assessments?pageSize=10', undefined, { signal }),
  });
}

/** Active insights: all of the learner's, or one course's with the general ones. */
export function useInsights(courseId?: number) {
  return useQuery<LearningInsight[]>({
    queryKey: learnKeys.insights(courseId),
    queryFn: ({ signal }) =>
      apiRequest(
        'GET',
        courseId ? `/api/learning-insights?courseId=${courseId}` : '/api/learning-insights',
        undefined,
        { signal },
      ),
  });
}

/** Starts the assessment, or resumes the one in progress. */
export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AssessmentSession>('POST', '/api/learning-preferences/assessments'),
    onSuccess: (session) => queryClient.setQueryData(learnKeys.currentAssessment(), session),
    onError: (error) =>
      toast({
        title: learnText('Could not start the questionnaire'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}

/** Stores one answer (PUT: repeating it is harmless) and keeps the session the server answers. */
export function useAnswerQuestion(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, selectedOption }: { questionId: number; selectedOption: string }) =>
      apiRequest<AssessmentSession>(
        'PUT',
        `/api/learning-preferences/assessments/${assessmentId}/responses/${questionId}`,
        { selectedOption },
      ),
    onSuccess: (session) => queryClient.setQueryData(learnKeys.currentAssessment(), session),
  });
}

/** Finishes the assessment: the result becomes the latest, and the insights made from it are read again. */
export function useCompleteAssessment(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<LearningAssessment>(
        'POST',
        `/api/learning-preferences/assessments/${assessmentId}/complete`,
      ),
    onSuccess: async (result) => {
      queryClient.setQueryData(learnKeys.latestAssessment(), result);
      queryClient.setQueryData(learnKeys.currentAssessment(), null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learnKeys.assessmentHistory() }),
        queryClient.invalidateQueries({ queryKey: learnKeys.insights() }),
      ]);
    },
  });
}

/** Dismisses an insight; it leaves every list it is in. */
export function useDismissInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<LearningInsight>('POST', `/api/learning-insights/${id}/dismiss`),
    onSuccess: async (dismissed) => {
      queryClient.setQueriesData<LearningInsight[]>({ queryKey: learnKeys.insights() }, (list) =>
        list?.filter((i) => i.id !== dismissed.id),
      );
      toast({ title: learnText('Insight dismissed'), description: dismissed.title, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: learnText('Could not dismiss the insight'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}
