// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@canopy/api-client';
import { AuthContext } from '@canopy/auth';
import type { AuthContextValue } from '@canopy/auth';
import type {
  CourseDetail,
  CourseOutline,
  Enrollment,
  OutlineLearner,
  QuizSummary,
  User,
} from '@canopy/contracts';
import { ThemeProvider } from '@canopy/ui';
import { CourseSideCard } from '../src/components/CourseSideCard';
import { EnrolledHeader } from '../src/pages/enrolled/EnrolledHeader';
import { learnKeys } from '../src/queryKeys';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/*
 * Every lesson done, a quiz not passed: 'Continue Learning' opens the quiz's lesson. The quiz reads answer after the
 * page's first frame; until then the link must not point at the enrolled view itself (a click that goes nowhere).
 */

const COURSE = 12;
const user = { id: 7, username: 'sam', firstName: 'Sam', role: 'student', status: 'active' } as User;
const course = {
  id: COURSE,
  title: 'Solar at home',
  imageUrl: null,
  category: null,
} as unknown as CourseDetail;
const learner = {
  enrolled: true,
  enrollmentId: 5,
  progress: 100,
  completed: false,
  completedLessons: 2,
  totalLessons: 2,
  completedLessonIds: [30, 31],
  nextLesson: null,
  certificate: null,
} as OutlineLearner;
const lesson = (id: number) => ({ id, moduleId: 1, title: `Lesson ${id}`, quizCount: 1 });
const outline = {
  courseId: COURSE,
  modules: [{ id: 1, lessons: [lesson(30), lesson(31)] }],
  lessonCount: 2,
  quizCount: 2,
  learner,
} as unknown as CourseOutline;
/** The enrollment as GET /api/enrollments answered it: the second lesson's quiz is the one left. */
const enrollment = {
  id: 5,
  courseId: COURSE,
  enrolledAt: '2026-11-01T00:00:00.000Z',
  lastActiveAt: null,
  nextLessonId: null,
  nextQuizLessonId: 31,
} as unknown as Enrollment;
const quiz = (lessonId: number, passed: boolean) => ({ id: lessonId * 10, lessonId, passed }) as QuizSummary;

/** The quiz reads wait for `release`; then lesson 30's quiz is passed and lesson 31's is not. */
function stubQuizReads() {
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const lessonId = Number(/\/api\/lessons\/(\d+)\/quizzes/.exec(String(input))?.[1]);
    await answered;
    return new Response(JSON.stringify([quiz(lessonId, lessonId === 30)]), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return release;
}

function show(page: 'enrolled view' | 'course page') {
  const client = createQueryClient();
  client.setQueryData(learnKeys.courseOutline(COURSE, user.id), outline);
  const auth = { user, isLoading: false } as unknown as AuthContextValue;
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter>
            {page === 'enrolled view' ? (
              <EnrolledHeader course={course} enrollment={enrollment} learner={learner} />
            ) : (
              <CourseSideCard
                course={course}
                signedIn
                outline={outline}
                outlineLoading={false}
                onEnroll={() => undefined}
                enrolling={false}
              />
            )}
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const continueLink = () => screen.getByRole('link', { name: /Continue Learning/ });
const continueLinks = () => screen.queryAllByRole('link', { name: /Continue Learning/ });

describe("the enrolled view's Continue Learning, every lesson done and a quiz left", () => {
  it('opens the quiz’s lesson from the first frame, before the quiz reads answer, and after', async () => {
    const release = stubQuizReads();
    show('enrolled view');
    expect(continueLink().getAttribute('href')).toBe(`/courses/${COURSE}/lessons/31`);
    release();
    await waitFor(() => expect(screen.getByText(/1 of 2 quizzes passed/)).toBeTruthy());
    expect(continueLink().getAttribute('href')).toBe(`/courses/${COURSE}/lessons/31`);
  });
});

describe("the course page's Continue Learning, every lesson done and a quiz left", () => {
  it('waits for the quiz reads (no enrollment at hand to say), then opens the quiz’s lesson', async () => {
    const release = stubQuizReads();
    show('course page');
    expect(continueLinks()).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Course dashboard/ })).toBeTruthy();
    release();
    await waitFor(() => expect(continueLinks()).toHaveLength(1));
    expect(continueLink().getAttribute('href')).toBe(`/courses/${COURSE}/lessons/31`);
  });
});
