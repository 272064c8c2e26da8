import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import { isApiError } from '@canopy/api-client';
import { ACTION_SUBJECT_HEADER, isQueuedAnswer, type QueuedAnswer } from '@canopy/offline';
import type {
  DiscussionCreatePayload,
  DiscussionDetail,
  Enrollment,
  EnrollmentUpdatePayload,
  LessonCompletionResult,
} from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { applyLessonCompletion, applyQueuedCompletion } from './lessonCompletionCache';
import { offlineTexts } from '../lib/offlineTexts';
import { learnKeys } from '../queryKeys';
import { learnText } from '../i18n/useLearnT';

/**
 * After an enrollment, a quiz or a change to the enrollment the server is the source of truth for progress,
 * milestones and certificates: refetch everything learner-specific ("Progress is refreshed from the server
 * afterwards"). A lesson completion's answer says all of it itself (applyLessonCompletion).
 */
export function refreshLearnerState(queryClient: QueryClient, courseId?: number) {
  const learnerPaths = [
    '/api/enrollments',
    '/api/lesson-completions',
    '/api/certificates',
    '/api/lessons/',
    // A completion, a quiz or a changed goal recomputes the learner's insights on the server.
    '/api/learning-insights',
  ];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      if (typeof path !== 'string') return false;
      if (learnerPaths.some((p) => path.startsWith(p))) return true;
      // The catalogue's My Courses and Not Enrolled tabs are split by enrollment on the server.
      const filters = queryKey[1] as { tab?: string } | undefined;
      if (path === '/api/courses' && filters?.tab !== undefined && filters.tab !== 'all') return true;
      if (
        courseId != null &&
        (path === `/api/courses/${courseId}` || path.startsWith(`/api/courses/${courseId}/`))
      )
        return true;
      return path.endsWith('/progress') || path.endsWith('/milestones');
    },
  });
}

/** POST /api/enrollments {courseId} with the specification's toasts. */
export function useEnroll(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Enrollment>('POST', '/api/enrollments', { courseId }),
    onSuccess: async () => {
      toast({
        title: learnText('Enrolled Successfully'),
        description: learnText('You have been enrolled in this course.'),
        variant: 'success',
      });
      await refreshLearnerState(queryClient, courseId);
    },
    onError: (error) => {
      toast({
        title: learnText('Enrollment Failed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

/**
 * POST /api/lesson-completions {lessonId}. Never undone. The answer's enrollment, milestones and certificate go
 * into the cache; only the course's outline and progress are read again (applyLessonCompletion). Offline, the
 * service worker keeps the request (Idempotency-Key included) and answers `{ queued: true }`: the lesson shows as
 * completed here, and the shell's banner lists it until it is sent (docs/OFFLINE.md).
 */
export function useCompleteLesson(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => {
      const title = queryClient.getQueryData<{ title?: string }>(learnKeys.lesson(lessonId))?.title;
      // What the action is about, for the offline banner should it have to wait (the banner words the action).
      const subject = title ?? `#${lessonId}`;
      return apiRequest<LessonCompletionResult | QueuedAnswer>(
        'POST',
        '/api/lesson-completions',
        { lessonId },
        { headers: { [ACTION_SUBJECT_HEADER]: encodeURIComponent(subject) } },
      );
    },
    onSuccess: async (result, lessonId) => {
      if (isQueuedAnswer(result)) {
        toast({ ...offlineTexts.queuedToast, variant: 'success' });
        applyQueuedCompletion(queryClient, courseId, lessonId);
        return;
      }
      if (result.certificate) {
        toast({
          title: learnText('Course completed'),
          description: learnText('Congratulations! Your certificate of completion is ready.'),
          variant: 'success',
        });
      }
      await applyLessonCompletion(queryClient, courseId, result);
    },
    onError: (error) => {
      toast({
        title: learnText('Failed to mark lesson as complete'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

// English keys, translated as each toast shows.
const updateToasts = {
  reflection: {
    titleKey: 'Reflection Submitted',
    descriptionKey: 'Your self-assessment has been updated.',
  },
  goals: {
    titleKey: 'Learning Goals Updated',
    descriptionKey: 'Your personal learning goals have been saved.',
  },
} as const;

/**
 * PATCH /api/enrollments/{id} for the competency card (`reflection`) or the goals card (`goals`), each with its
 * own success toast. Toasts live here, not in the cards, so they show even if the card re-renders away.
 */
export function useUpdateEnrollment(enrollment: Pick<Enrollment, 'id' | 'courseId'> | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: { kind: keyof typeof updateToasts; payload: EnrollmentUpdatePayload }) =>
      apiRequest<Enrollment>('PATCH', `/api/enrollments/${enrollment?.id}`, payload),
    onSuccess: async (updated, { kind }) => {
      const texts = updateToasts[kind];
      toast({
        title: learnText(texts.titleKey),
        description: learnText(texts.descriptionKey),
        variant: 'success',
      });
      if (updated) {
        queryClient.setQueryData<Enrollment[]>(learnKeys.enrollments(), (list) =>
          list?.map((e) => (e.id === updated.id ? { ...e, ...updated } : e)),
        );
      }
      await refreshLearnerState(queryClient, enrollment?.courseId);
    },
    onError: (error) => {
      toast({ title: learnText('Update Failed'), description: errorMessage(error), variant: 'destructive' });
    },
  });
}

/** Texts of the specification (000, sections 6 and 8), as the forum shows them: English keys of the catalogue. */
export const discussionToasts = {
  authRequiredKey: 'Authentication Required',
  signInToDiscussKey: 'Please log in to create a discussion.',
  createFailedTitleKey: 'Error',
  createFailedKey: 'Failed to create discussion. Please try again.',
} as const;

/**
 * The contribution milestone is recorded by the course service when the forum's event reaches it, a moment after
 * the post: the learner's milestones are read again shortly after, so the Milestones card shows it without a
 * reload.
 */
const MILESTONE_REFRESH_DELAYS_MS = [1_500, 5_000];

/** POST /api/discussions for a course (or one of its lessons), with the forum's toasts. */
export function useStartDiscussion(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DiscussionCreatePayload) =>
      apiRequest<DiscussionDetail>('POST', '/api/discussions', payload),
    onSuccess: async (created) => {
      toast({
        title: learnText('Discussion started'),
        description: learnText('"{{title}}" is live.', { title: created.title }),
        variant: 'success',
      });
      for (const delay of MILESTONE_REFRESH_DELAYS_MS) {
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: learnKeys.courseMilestones(courseId) });
        }, delay);
      }
      // Every forum list and count (this course's, the home figure, the forum remote's own lists).
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const path = queryKey[0];
          return (
            typeof path === 'string' &&
            (path.startsWith('/api/discussions') ||
              path.startsWith('/api/forum-topics') ||
              path.startsWith('/api/forum/'))
          );
        },
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) {
        toast({
          title: learnText(discussionToasts.authRequiredKey),
          description: learnText(discussionToasts.signInToDiscussKey),
          variant: 'destructive',
        });
      } else {
        toast({
          title: learnText(discussionToasts.createFailedTitleKey),
          description: learnText(discussionToasts.createFailedKey),
          variant: 'destructive',
        });
      }
    },
  });
}
