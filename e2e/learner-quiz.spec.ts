/**
 * A learner takes a lesson's quiz in the lesson view (mfe-learn), on a platform of the test's own.
 *
 * An educator builds a course through the API (one module, one lesson, a quiz with one question of each type:
 * single choice, multiple choice, true/false, short answer) and an administrator approves it. A new learner
 * signs up, enrols, opens the lesson and completes it (progress 50: one lesson and one quiz). They start the quiz,
 * are stopped from submitting it unanswered, fail it (score, 'Not passed', each question's verdict and
 * explanation, and the correct answer of each wrong one), find that every 'Continue Learning' (home, course
 * page, course dashboard) now leads to the quiz's lesson, retake it and pass: progress reaches 100, the course is completed and the certificate is there.
 * The browser never receives a correct answer or an explanation before it submits (every quiz read is checked).
 * axe-core (every rule) on the lesson view with the quiz open and with the result, at 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { ANSWER_KEYS, keysOf, QUESTIONS } from './support/learner-quiz-data';
import { accounts, expectToast, fillSignUp, uniqueUsername, run } from './support/platform';
import { signedInApi } from './support/api-helpers';
import { shot } from './support/screenshots';
import { expectAccessibleAtBothWidths } from './support/both-widths';

const COURSE_TITLE = `Living Soil ${run}`;
const LESSON_TITLE = 'What makes soil alive';
const QUIZ_TITLE = 'Soil basics check';
const PASSING_SCORE = 75;
let platform: OwnPlatform;
let courseId: number;
let lessonId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});

  const educator = await signedInApi(platform.url, accounts.educator);
  const categories = (await (await educator.get('/api/categories')).json()) as { id: number }[];
  const created = await educator.post('/api/courses', {
    data: {
      title: COURSE_TITLE,
      description:
        'How soil lives and breathes, and how a gardener can feed it — a course made by the e2e suite.',
      categoryId: categories[0]!.id,
      level: 'beginner',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  courseId = ((await created.json()) as { id: number }).id;
  const mod = await educator.post('/api/modules', {
    data: { title: 'Soil foundations', description: 'The life under our feet.', courseId },
  });
  expect(mod.status(), await mod.text()).toBe(201);
  const moduleId = ((await mod.json()) as { id: number }).id;
  const lesson = await educator.post('/api/lessons', {
    data: {
      title: LESSON_TITLE,
      content: '## A living system\n\nHealthy soil is full of **life**: roots, fungi, worms and microbes.',
      moduleId,
      orderIndex: 1,
      duration: 10,
    },
  });
  expect(lesson.status(), await lesson.text()).toBe(201);
  lessonId = ((await lesson.json()) as { id: number }).id;
  const quiz = await educator.post('/api/quizzes', {
    data: {
      lessonId,
      title: QUIZ_TITLE,
      description: 'Four quick questions on what you just read.',
      passingScore: PASSING_SCORE,
      questions: QUESTIONS,
    },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  await educator.dispose();

  const admin = await signedInApi(platform.url, accounts.admin);
  const approved = await admin.post(`/api/courses/${courseId}/approve`);
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await admin.dispose();
});

test.afterAll(async () => {
  await platform?.stop();
});

const question = (scope: Locator, n: number) =>
  scope.getByRole('group', { name: new RegExp(`^Question ${n} of 4`) });

async function answer(
  quiz: Locator,
  picks: { single: string; multiple: string[]; trueFalse: string; text: string },
) {
  await question(quiz, 1).getByRole('radio', { name: picks.single }).check();
  for (const option of picks.multiple)
    await question(quiz, 2).getByRole('checkbox', { name: option }).check();
  await question(quiz, 3).getByRole('radio', { name: picks.trueFalse }).check();
  await question(quiz, 4).getByLabel('Your answer').fill(picks.text);
}

test('a learner completes a lesson, fails its quiz, retakes it and completes the course', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  // Every quiz read the browser gets before it submits, to prove no answer was among them.
  const quizReads: { url: string; body: unknown }[] = [];
  let submitted = false;
  page.on('response', async (res) => {
    const url = new URL(res.url());
    const isQuizRead = /^\/api\/(quizzes\/\d+|lessons\/\d+\/quizzes)$/.test(url.pathname);
    if (res.request().method() !== 'GET' || !isQuizRead || submitted) return;
    quizReads.push({ url: url.pathname, body: await res.json().catch(() => null) });
  });

  const username = uniqueUsername('quizzer');
  const password = 'Living!soil42';
  await page.goto('/auth?tab=register');
  await fillSignUp(page, {
    firstName: 'Ada',
    lastName: 'Fernsby',
    email: `${username}@example.org`,
    username,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  await page.getByRole('form', { name: 'Sign Up' }).getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();

  await page.goto(`/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await expectToast(page, 'Enrolled Successfully', 'You have been enrolled in this course.');
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON_TITLE })).toBeVisible();

  const progress = page.getByRole('progressbar', { name: 'Course progress' });
  const quiz = page.getByRole('region', { name: QUIZ_TITLE });
  await test.step('the lesson shows its quiz; completing the lesson is half the course', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Lesson quiz' })).toBeVisible();
    await expect(quiz.getByText('Four quick questions on what you just read.')).toBeVisible();
    await expect(quiz.getByText('4 questions')).toBeVisible();
    await expect(quiz.getByText(`Passing score ${PASSING_SCORE}%`)).toBeVisible();
    await expect(quiz.getByText('Not attempted yet')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Course contents' })).toContainText(
      '0 of 1 quiz passed',
    );

    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Lesson completed', { exact: true })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('You completed this course!')).toHaveCount(0);
  });

  await test.step('nothing unanswered is submitted', async () => {
    await quiz.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(question(quiz, 1)).toBeVisible();
    await expect(question(quiz, 1).getByRole('radio').first()).toBeFocused();
    await expect(question(quiz, 2)).toContainText('Select all that apply.');
    await expect(question(quiz, 3).getByRole('radio')).toHaveCount(2);
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(quiz.getByText('Please answer this question.')).toHaveCount(4);
    await expect(quiz.getByRole('alert')).toContainText('4 questions still need an answer');
    await expectAccessibleAtBothWidths(page, 'lesson-quiz-open');
  });

  await test.step('the browser has no correct answers before submitting', async () => {
    expect(quizReads.some((r) => r.url === `/api/lessons/${lessonId}/quizzes`)).toBe(true);
    expect(quizReads.some((r) => /^\/api\/quizzes\/\d+$/.test(r.url))).toBe(true);
    for (const read of quizReads) {
      const leaked = [...keysOf(read.body)].filter((k) => ANSWER_KEYS.includes(k));
      expect(leaked, `${read.url} gives answers away`).toEqual([]);
      for (const q of QUESTIONS) expect(JSON.stringify(read.body)).not.toContain(q.explanation);
    }
  });

  await test.step('a first attempt fails: score, not passed, explanations', async () => {
    await answer(quiz, { single: 'Topsoil', multiple: ['Compost'], trueFalse: 'True', text: 'sand' });
    await expect(quiz.getByRole('alert')).toHaveCount(0);
    submitted = true;
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(quiz.getByRole('heading', { name: /Your score: 25%/ })).toBeFocused();
    await expect(quiz.getByText('Not passed', { exact: true })).toBeVisible();
    await expect(quiz.getByText(`1 of 4 questions correct · passing score ${PASSING_SCORE}%`)).toBeVisible();
    await expect(quiz.getByRole('status')).toHaveText(
      `Quiz submitted. Your score is 25%: not passed (passing score ${PASSING_SCORE}%).`,
    );
    const review = quiz.getByRole('list', { name: 'Your answers' });
    await expect(review.getByText('Incorrect', { exact: true })).toHaveCount(3);
    await expect(review.getByText('Correct', { exact: true })).toHaveCount(1);
    for (const q of QUESTIONS) await expect(review.getByText(q.explanation)).toBeVisible();
    await expect(review.getByText('Your answer: Compost')).toBeVisible();
    // Only now, and only for the three it got wrong: the correct answers.
    await expect(review.getByText(/^Correct answer:/)).toHaveCount(3);
    await expect(
      review.getByText('Correct answer: Compost, Cover crops, Mulch', { exact: true }),
    ).toBeVisible();
    await expect(review.getByText('Correct answer: False', { exact: true })).toBeVisible();
    await expect(review.getByText('Correct answer: compost', { exact: true })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expectAccessibleAtBothWidths(page, 'lesson-quiz-failed');
  });

  await test.step('with the lesson done and the quiz not passed, Continue Learning opens the quiz', async () => {
    const lessonPath = `/courses/${courseId}/lessons/${lessonId}`;
    await page.goto('/');
    const resume = page.getByRole('link', { name: `Continue learning ${COURSE_TITLE}` });
    await expect(resume).toHaveAttribute('href', lessonPath);
    await page.goto(`/courses/${courseId}`);
    const side = page.getByRole('complementary', { name: 'Course summary' });
    await expect(side.getByText('1 of 1 lesson completed · 0 of 1 quiz passed')).toBeVisible();
    await expect(side.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', lessonPath);
    await expectAccessibleAtBothWidths(page, 'course-page-quiz-left');
    await page.goto(`/courses/${courseId}/dashboard`);
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', lessonPath);
    await page.getByRole('link', { name: 'Continue Learning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: LESSON_TITLE })).toBeVisible();
    await expect(quiz.getByText('Not passed yet · best score 25%')).toBeVisible();
  });

  await test.step('a retake passes and completes the course', async () => {
    await quiz.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(question(quiz, 1).getByRole('radio', { name: 'Topsoil' })).not.toBeChecked();
    await answer(quiz, {
      single: 'Topsoil',
      multiple: ['Compost', 'Cover crops', 'Mulch'],
      trueFalse: 'False',
      text: '  Compost ',
    });
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(quiz.getByRole('heading', { name: /Your score: 100%/ })).toBeVisible();
    await expect(quiz.getByText('Passed', { exact: true })).toBeVisible();
    await expectToast(page, 'Course completed', 'Congratulations! Your certificate of completion is ready.');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(quiz.getByText('You completed this course!', { exact: true })).toBeVisible();
    await expect(quiz.getByRole('link', { name: 'View your certificate' })).toBeVisible();
    await expect(quiz.getByText('Passed · best score 100%')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Course contents' })).toContainText(
      '1 of 1 quiz passed',
    );
    await expectAccessibleAtBothWidths(page, 'lesson-quiz-passed');
  });

  await test.step('the course dashboard shows it completed with its certificate', async () => {
    await page.goto(`/courses/${courseId}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('1 of 1 lesson completed · 1 of 1 quiz passed')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Congratulations — you completed this course!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View certificate' }).first()).toBeVisible();
    await shot(page, 'dashboard-completed-1280');
    await page.getByRole('tab', { name: 'Modules' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Modules' }).getByText('Quiz passed', { exact: true }),
    ).toBeVisible();
    const dir = process.env.E2E_SCREENSHOT_DIR;
    if (dir)
      await page.getByRole('tabpanel').screenshot({ path: path.join(dir, 'dashboard-modules-1280.png') });
  });

  await context.close();
});
