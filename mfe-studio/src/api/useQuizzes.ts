import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type {
  CourseOutline,
  Quiz,
  QuizCreateInput,
  QuizFeedbackPayload,
  QuizSubmissionView,
  QuizSummary,
  QuizUpdateInput,
} from '@canopy/contracts';
import { studioKeys } from '../queryKeys';

/** GET /api/courses/{id}/outline: every module with its lessons (and their quiz counts) in one read. */
export function useQuizOutline(courseId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: studioKeys.quizOutline(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseOutline>('GET', `/api/courses/${courseId}/outline`, undefined, { signal }),
  });
}

/**
 * GET /api/lessons/{id}/quizzes for each given lesson. Only lessons the outline says have quizzes are asked
 * for, so a course costs one call per lesson that has any.
 */
export function useLessonQuizzes(lessonIds: number[]) {
  return useQueries({
    queries: lessonIds.map((lessonId) => ({
      queryKey: studioKeys.lessonQuizzes(lessonId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<QuizSummary[]>('GET', `/api/lessons/${lessonId}/quizzes`, undefined, { signal }),
    })),
  });
}

/** GET /api/quizzes/{id}: the whole quiz (with correct answers and explanations for its educator). */
export function useQuiz(quizId: number | null) {
  return useQuery({
    queryKey: studioKeys.quiz(quizId ?? 0),
    queryFn: ({ signal }) => apiRequest<Quiz>('GET', `/api/quizzes/${quizId}`, undefined, { signal }),
    enabled: quizId !== null,
  });
}

/** GET /api/quizzes/{id}/submissions: newest first. */
export function useQuizSubmissions(quizId: number) {
  return useQuery({
    queryKey: studioKeys.quizSubmissions(quizId),
    queryFn: ({ signal }) =>
      apiRequest<QuizSubmissionView[]>('GET', `/api/quizzes/${quizId}/submissions`, undefined, { signal }),
  });
}

/**
 * What changes when a quiz is added, changed or removed: everything read under the course (its outline's quiz
 * counts, the builder's figures) and the lesson's list.
 */
function useQuizListsRefresh(courseId: number) {
  const client = useQueryClient();
  return (lessonId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['/api/courses', courseId] }),
      client.invalidateQueries({ queryKey: studioKeys.lessonQuizzes(lessonId) }),
    ]);
}

/** POST /api/quizzes. */
export function useCreateQuiz(courseId: number) {
  const refresh = useQuizListsRefresh(courseId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizCreateInput) => apiRequest<Quiz>('POST', '/api/quizzes', input),
    onSuccess: async (quiz) => {
      client.setQueryData(studioKeys.quiz(quiz.id), quiz);
      await refresh(quiz.lessonId);
    },
  });
}

/** PATCH /api/quizzes/{id}: the given questions replace the old ones. */
export function useUpdateQuiz(courseId: number) {
  const refresh = useQuizListsRefresh(courseId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, input }: { quizId: number; input: QuizUpdateInput }) =>
      apiRequest<Quiz>('PATCH', `/api/quizzes/${quizId}`, input),
    onSuccess: async (quiz) => {
      client.setQueryData(studioKeys.quiz(quiz.id), quiz);
      await refresh(quiz.lessonId);
    },
  });
}

/** DELETE /api/quizzes/{id}. */
export function useDeleteQuiz(courseId: number) {
  const refresh = useQuizListsRefresh(courseId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId }: { quizId: number; lessonId: number }) =>
      apiRequest<void>('DELETE', `/api/quizzes/${quizId}`),
    onSuccess: async (_done, { quizId, lessonId }) => {
      client.removeQueries({ queryKey: studioKeys.quiz(quizId) });
      await refresh(lessonId);
    },
  });
}

/** POST /api/quiz-submissions/{id}/feedback: the answer is the submission with its feedback. */
export function useGiveFeedback(quizId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, payload }: { submissionId: number; payload: QuizFeedbackPayload }) =>
      apiRequest<QuizSubmissionView>('POST', `/api/quiz-submissions/${submissionId}/feedback`, payload),
    onSuccess: (saved) => {
      client.setQueryData<QuizSubmissionView[]>(studioKeys.quizSubmissions(quizId), (list) =>
        list?.map((s) => (s.id === saved.id ? saved : s)),
      );
    },
  });
}
