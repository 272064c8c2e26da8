import { useMemo } from 'react';
import { learnText } from '../i18n/useLearnT';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type { OutlineModule, Quiz, QuizResult, QuizSubmissionPayload, QuizSummary } from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { learnKeys } from '../queryKeys';
import { refreshLearnerState } from './useLearnMutations';

/** A lesson's quizzes (no questions), with the caller's best score and whether they passed each. */
export function useLessonQuizzes(lessonId: number | null, enabled = true) {
  return useQuery<QuizSummary[]>({
    queryKey: learnKeys.lessonQuizzes(lessonId ?? 0),
    enabled: lessonId != null && enabled,
  });
}

/**
 * One quiz with its questions, read only when the learner starts it. A learner's copy never carries the correct
 * answers or explanations: those come with the graded result.
 */
export function useQuiz(quizId: number, enabled: boolean) {
  return useQuery<Quiz>({ queryKey: learnKeys.quiz(quizId), enabled });
}

/**
 * POST /api/quizzes/{id}/submissions. The graded result stays with the mutation (the page shows it); afterwards
 * everything progress-related is refetched, so the outline, the progress bar and the completion state follow.
 */
export function useSubmitQuiz(courseId: number, quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: QuizSubmissionPayload) =>
      apiRequest<QuizResult>('POST', `/api/quizzes/${quizId}/submissions`, payload),
    onSuccess: async (result) => {
      if (result.courseCompleted && result.certificateCode) {
        toast({
          title: learnText('Course completed'),
          description: learnText('Congratulations! Your certificate of completion is ready.'),
          variant: 'success',
        });
      }
      await Promise.all([
        refreshLearnerState(queryClient, courseId),
        queryClient.invalidateQueries({ queryKey: learnKeys.quiz(quizId) }),
      ]);
    },
    onError: (error) => {
      toast({
        title: learnText('Failed to submit quiz'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

export interface CourseQuizStanding {
  /** Whether every lesson-with-quizzes read has answered (figures below are complete). */
  ready: boolean;
  totalQuizzes: number;
  passedQuizzes: number;
  /** Per lesson that has quizzes: how many and how many the learner passed. */
  byLesson: ReadonlyMap<number, { total: number; passed: number }>;
  /** The first lesson, in course order, with a quiz the learner has not passed yet. */
  firstUnpassedLessonId: number | null;
}

/**
 * Which of a course's quizzes the learner has passed. The outline says which lessons have quizzes; their
 * summaries (the same cache entries the lesson view reads) say which are passed. Only lessons with quizzes are
 * read, so a course without quizzes costs nothing.
 */
export function useCourseQuizStanding(
  modules: readonly OutlineModule[],
  enabled: boolean,
): CourseQuizStanding {
  const lessons = useMemo(() => modules.flatMap((m) => m.lessons).filter((l) => l.quizCount > 0), [modules]);
  const reads = useQueries({
    queries: lessons.map((l) => ({
      queryKey: learnKeys.lessonQuizzes(l.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<QuizSummary[]>('GET', `/api/lessons/${l.id}/quizzes`, undefined, { signal }),
      enabled,
    })),
  });
  const dataKey = reads.map((r) => r.dataUpdatedAt).join(',');
  return useMemo(() => {
    const byLesson = new Map<number, { total: number; passed: number }>();
    let firstUnpassedLessonId: number | null = null;
    lessons.forEach((lesson, i) => {
      const list = reads[i]?.data;
      const total = list?.length ?? lesson.quizCount;
      const passed = list?.filter((q) => q.passed).length ?? 0;
      byLesson.set(lesson.id, { total, passed });
      if (list && passed < total && firstUnpassedLessonId === null) firstUnpassedLessonId = lesson.id;
    });
    const figures = [...byLesson.values()];
    return {
      ready: reads.every((r) => r.data !== undefined),
      totalQuizzes: figures.reduce((n, f) => n + f.total, 0),
      passedQuizzes: figures.reduce((n, f) => n + f.passed, 0),
      byLesson,
      firstUnpassedLessonId,
    };
    // `reads` is a new array each render; its answers change only when one's dataUpdatedAt does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessons, dataKey]);
}
