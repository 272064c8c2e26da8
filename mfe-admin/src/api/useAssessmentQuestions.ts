import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type {
  AssessmentQuestion,
  AssessmentQuestionCreatePayload,
  AssessmentQuestionUpdateInput,
} from '@canopy/contracts';
import { adminKeys } from '../queryKeys';

/** The newest version of every learning-preferences question, active or not, in questionnaire order. */
export function useAssessmentQuestions() {
  return useQuery<AssessmentQuestion[]>({ queryKey: adminKeys.assessmentQuestions() });
}

/** Adding, editing (a new version each time), deactivating and activating questions; the list is read again. */
export function useQuestionActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.assessmentQuestions() });
  return {
    create: useMutation({
      mutationFn: (payload: AssessmentQuestionCreatePayload) =>
        apiRequest<AssessmentQuestion>('POST', '/api/admin/assessment-questions', payload),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: AssessmentQuestionUpdateInput }) =>
        apiRequest<AssessmentQuestion>('PATCH', `/api/admin/assessment-questions/${id}`, changes),
      onSuccess: refresh,
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        apiRequest<AssessmentQuestion>(
          'POST',
          `/api/admin/assessment-questions/${id}/${active ? 'activate' : 'deactivate'}`,
        ),
      onSuccess: refresh,
    }),
  };
}
