// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@canopy/api-client';
import { AuthContext } from '@canopy/auth';
import type { AuthContextValue } from '@canopy/auth';
import type {
  Certificate,
  CourseOutline,
  CourseProgress,
  Enrollment,
  LessonCompletionResult,
  LessonDetail,
  Milestone,
  User,
} from '@canopy/contracts';
import { useCompleteLesson } from '../src/api/useLearnMutations';
import {
  useCourseMilestones,
  useCourseOutline,
  useEnrollments,
  useLesson,
  useMyCertificates,
} from '../src/api/useLearnQueries';
import { useLessonQuizzes } from '../src/api/useLessonQuizzes';
import { learnKeys } from '../src/queryKeys';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

/*
 * A lesson completion answers with everything it changed (the enrollment, the milestones, the certificate, the
 * learner's progress in the course): the browser keeps it all and reads nothing again, whatever the page shows.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const learner = { id: 7, username: 'sam', firstName: 'Sam', role: 'student', status: 'active' } as User;
const COURSE = 12;
const LESSON = 31;

const enrollment = (progress: number, completed = false) =>
  ({ id: 5, userId: 7, courseId: COURSE, progress, completed, nextLessonId: null }) as unknown as Enrollment;
const other = { id: 6, userId: 7, courseId: 99, progress: 40, completed: false } as unknown as Enrollment;
const milestone = (id: number, title: string) => ({ id, courseId: COURSE, title }) as unknown as Milestone;
const certificate = (id: number, code: string) => ({ id, code, courseId: COURSE }) as unknown as Certificate;
/** The learner's standing as GET /api/courses/{id}/progress answers it. */
const standing = (progress: number, completedLessonIds: number[]) =>
  ({
    courseId: COURSE,
    enrolled: true,
    enrollmentId: 5,
    progress,
    completed: progress === 100,
    completedLessons: completedLessonIds.length,
    totalLessons: 2,
    completedLessonIds,
    nextLesson: null,
    modules: [],
    certificate: null,
  }) as CourseProgress;

/** The server as the page's reads and the completion see it, recording every request. */
function stubApi(answer: LessonCompletionResult) {
  const asked: string[] = [];
  const reads: Record<string, unknown> = {
    '/api/enrollments': [enrollment(50), other],
    [`/api/lessons/${LESSON}`]: { id: LESSON, completed: false, course: { id: COURSE } },
    [`/api/lessons/${LESSON}/quizzes`]: [],
    [`/api/courses/${COURSE}/outline`]: {
      courseId: COURSE,
      modules: [
        {
          id: 1,
          lessons: [
            { id: 30, moduleId: 1, title: 'Soil' },
            { id: LESSON, moduleId: 1, title: 'Roots' },
          ],
        },
      ],
      lessonCount: 2,
      quizCount: 0,
      learner: standing(50, [30]),
    },
    [`/api/courses/${COURSE}/progress`]: standing(50, [30]),
    [`/api/courses/${COURSE}/milestones`]: [milestone(1, 'First lesson completed')],
    '/api/certificates': [certificate(3, 'OLDER')],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push(`${method} ${url.pathname}`);
    const body = method === 'POST' ? answer : reads[url.pathname];
    return new Response(JSON.stringify(body ?? null), {
      status: method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

function wrapperFor(queryClient: QueryClient) {
  const auth = { user: learner, isLoading: false } as unknown as AuthContextValue;
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
}

/** Every learner read a page can show at once, and the completion. */
function renderLearnerPage(client: QueryClient) {
  return renderHook(
    () => ({
      enrollments: useEnrollments(),
      lesson: useLesson(LESSON),
      quizzes: useLessonQuizzes(LESSON),
      outline: useCourseOutline(COURSE),
      progress: useQuery<CourseProgress>({ queryKey: learnKeys.courseProgress(COURSE) }),
      milestones: useCourseMilestones(COURSE),
      certificates: useMyCertificates(),
      complete: useCompleteLesson(COURSE),
    }),
    { wrapper: wrapperFor(client) },
  );
}

describe('marking a lesson complete', () => {
  it('keeps the answer’s enrollment, milestones, certificate and progress, and reads nothing again', async () => {
    const answer = {
      completion: { id: 70, userId: 7, lessonId: LESSON, courseId: COURSE, completed: true, completedAt: '' },
      enrollment: enrollment(100, true),
      milestones: [milestone(8, 'Module completed: Basics'), milestone(9, 'Course completed')],
      certificate: certificate(4, 'NEWEST'),
      progress: standing(100, [30, LESSON]),
    } as LessonCompletionResult;
    const asked = stubApi(answer);
    const client = createQueryClient();
    const { result } = renderLearnerPage(client);
    await waitFor(() =>
      expect(result.current.certificates.isSuccess && result.current.quizzes.isSuccess).toBe(true),
    );
    await waitFor(() => expect(asked).toHaveLength(7));
    // The page has loaded: every read has its answer.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    asked.length = 0;

    await act(() => result.current.complete.mutateAsync(LESSON));

    // The cache tells the page on its next tick (on a loaded CI machine, after the mutation has settled).
    await waitFor(() => expect(result.current.progress.data).toEqual(standing(100, [30, LESSON])));
    expect(asked).toEqual(['POST /api/lesson-completions']);
    const page = result.current;
    expect((page.outline.data as CourseOutline).learner).toMatchObject({
      progress: 100,
      completed: true,
      completedLessonIds: [30, LESSON],
    });
    expect((page.outline.data as CourseOutline).learner).not.toHaveProperty('modules');
    expect(page.enrollments.data).toEqual([enrollment(100, true), other]);
    expect((page.lesson.data as LessonDetail).completed).toBe(true);
    expect(page.milestones.data?.map((m) => m.id)).toEqual([1, 8, 9]);
    expect(page.certificates.data?.map((c) => c.code)).toEqual(['NEWEST', 'OLDER']);
  });

  it('a repeat (nothing recorded) changes no list; an enrollment the list lacks has the list read again', async () => {
    const answer = {
      completion: { id: 70, userId: 7, lessonId: LESSON, courseId: COURSE, completed: true, completedAt: '' },
      enrollment: { ...enrollment(60), id: 55 },
      milestones: [],
      certificate: null,
      progress: standing(50, [30]),
    } as LessonCompletionResult;
    const asked = stubApi(answer);
    const client = createQueryClient();
    const { result } = renderLearnerPage(client);
    await waitFor(() => expect(asked).toHaveLength(7));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    asked.length = 0;

    await act(() => result.current.complete.mutateAsync(LESSON));

    expect(asked).toEqual(['POST /api/lesson-completions', 'GET /api/enrollments']);
    expect(result.current.milestones.data?.map((m) => m.id)).toEqual([1]);
    expect(result.current.certificates.data?.map((c) => c.code)).toEqual(['OLDER']);
  });
});

describe('marking a lesson complete while a read is still on its way', () => {
  it('keeps the completion: the read sent before it does not put back the state before it', async () => {
    const answer = {
      completion: { id: 70, userId: 7, lessonId: LESSON, courseId: COURSE, completed: true, completedAt: '' },
      enrollment: enrollment(100, true),
      milestones: [],
      certificate: null,
      progress: standing(100, [30, LESSON]),
    } as LessonCompletionResult;
    stubApi(answer);
    const stubbed = vi.mocked(globalThis.fetch).getMockImplementation()!;
    // The first progress read answers (the state before the completion) only when released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const answered = stubbed(input, init);
      if (first && String(input).endsWith(`/api/courses/${COURSE}/progress`)) {
        first = false;
        await held;
      }
      return answered;
    });
    const client = createQueryClient();
    const { result } = renderLearnerPage(client);
    await waitFor(() => expect(result.current.certificates.isSuccess).toBe(true));
    expect(result.current.progress.isFetching).toBe(true);

    await act(() => result.current.complete.mutateAsync(LESSON));
    release();

    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.progress.data).toEqual(standing(100, [30, LESSON]));
  });
});

describe('marking a lesson complete offline', () => {
  it('the service worker kept it (202 queued): the lesson and outline show it, named for the banner', async () => {
    const asked = stubApi({ queued: true } as unknown as LessonCompletionResult);
    const labels: (string | null)[] = [];
    const fetchSpy = vi.mocked(globalThis.fetch);
    const answered = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') labels.push(new Headers(init.headers).get('X-Canopy-Action-Subject'));
      return answered(input, init);
    });
    const client = createQueryClient();
    const { result } = renderLearnerPage(client);
    await waitFor(() => expect(asked).toHaveLength(7));
    await waitFor(() => expect(result.current.lesson.isSuccess).toBe(true));
    client.setQueryData(learnKeys.lesson(LESSON), { ...result.current.lesson.data!, title: 'Soil & you' });
    asked.length = 0;

    await act(() => result.current.complete.mutateAsync(LESSON));

    expect(asked).toEqual(['POST /api/lesson-completions']);
    expect(labels).toEqual([encodeURIComponent('Soil & you')]);
    // The cache tells the page on its next tick.
    await waitFor(() => expect((result.current.lesson.data as LessonDetail).completed).toBe(true));
    const page = result.current;
    // Counted as the course service counts it: both lessons done, nothing left next.
    expect((page.outline.data as CourseOutline).learner).toMatchObject({
      progress: 100,
      completedLessons: 2,
      completedLessonIds: [30, LESSON],
      nextLesson: null,
    });
    // Nothing the server decides is guessed: whether the course is completed (a certificate comes with that),
    // enrollments and milestones stay as read.
    expect((page.outline.data as CourseOutline).learner!.completed).toBe(false);
    expect(page.enrollments.data).toEqual([enrollment(50), other]);
    expect(page.milestones.data?.map((m) => m.id)).toEqual([1]);
  });
});
