/**
 * A quiz's submissions in the studio (the course builder's Quizzes tab, mfe-studio), on a platform of the test's
 * own.
 *
 * The demo educator's course, modules, lessons and a quiz with one question of each type are made through the API.
 * An administrator approves the course and the demo student enrols and submits answers through the API; the
 * educator reads the graded submission and leaves feedback, which records the learner's `feedback_received`
 * milestone. A second quiz is deleted after the confirmation. axe-core (every rule) on the tab, the editor and the
 * submissions view at 1280 and 360 px. Writing the quiz in the editor: studio-quizzes.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { signedInApi, created } from './support/api-helpers';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

const COURSE = `Backyard Composting ${run}`;
const QUIZ_EDITED = 'Compost basics: final check';

let platform: OwnPlatform;
let courseId: number;
let soilModuleId: number;
let compostLessonId: number;
let quizId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  const educator = await signedInApi(platform.url, accounts.educator);
  const categories = (await (await educator.get('/api/categories')).json()) as { id: number }[];
  const course = await created<{ id: number }>(educator, '/api/courses', {
    title: COURSE,
    description: 'Turn kitchen and garden scraps into rich soil, one season at a time.',
    categoryId: categories[0]!.id,
  });
  courseId = course.id;
  const soil = await created<{ id: number }>(educator, '/api/modules', {
    courseId,
    title: 'Living Soil',
    description: 'What lives in healthy soil and why it matters.',
  });
  const compost = await created<{ id: number }>(educator, '/api/modules', {
    courseId,
    title: 'Building a Heap',
    description: 'Greens, browns, air and water.',
  });
  soilModuleId = soil.id;
  await created(educator, '/api/lessons', {
    moduleId: soil.id,
    title: 'Who lives in the soil',
    content: 'Fungi, bacteria and worms break matter down.',
  });
  const lesson = await created<{ id: number }>(educator, '/api/lessons', {
    moduleId: compost.id,
    title: 'Greens and browns',
    content: 'Mix nitrogen-rich greens with carbon-rich browns.',
  });
  compostLessonId = lesson.id;
  const quiz = await created<{ id: number }>(educator, '/api/quizzes', {
    lessonId: compostLessonId,
    title: QUIZ_EDITED,
    passingScore: 50,
    questions: [
      {
        type: 'single_choice',
        question: 'Which of these belongs in a compost heap?',
        options: ['Leaves', 'Plastic wrap'],
        correctAnswers: ['Leaves'],
        explanation: 'Leaves are browns: they bring carbon.',
      },
      {
        type: 'multiple_choice',
        question: 'Which are greens?',
        options: ['Grass clippings', 'Coffee grounds', 'Cardboard'],
        correctAnswers: ['Grass clippings', 'Coffee grounds'],
      },
      { type: 'true_false', question: 'A heap needs air to work well.', correctAnswers: ['True'] },
      {
        type: 'short_answer',
        question: 'Which gas do the heap’s microbes need?',
        correctAnswers: ['oxygen', 'O2'],
      },
    ],
  });
  quizId = quiz.id;
  await educator.dispose();
});

test.afterAll(async () => {
  await platform?.stop();
});

const educatorPage = (browser: Browser, width = 1280) =>
  signedInPage(browser, platform.url, accounts.educator, { width });

/** A quiz's entry in the list (the innermost list item with its heading). */
const quizItem = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 5, name: title, exact: true }) })
    .last();

const tabUrl = (extra = '') => `/courses/${courseId}/builder?tab=quizzes${extra}`;

test('the educator reads a learner’s submission and leaves feedback', async ({ browser }) => {
  const admin = await signedInApi(platform.url, accounts.admin);
  const approved = await admin.post(`/api/courses/${courseId}/approve`);
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await admin.dispose();

  const student = await signedInApi(platform.url, accounts.student);
  await created(student, '/api/enrollments', { courseId });
  const quiz = (await (await student.get(`/api/quizzes/${quizId}`)).json()) as {
    questions: { id: number; correctAnswers?: string[] }[];
  };
  expect(quiz.questions[0]!.correctAnswers).toBeUndefined();
  const [single, multiple, trueFalse, short] = quiz.questions.map((q) => q.id);
  const result = await created<{ submission: { score: number; passed: boolean } }>(
    student,
    `/api/quizzes/${quizId}/submissions`,
    {
      answers: [
        { questionId: single, answer: 'Leaves' },
        { questionId: multiple, answer: ['Grass clippings'] },
        { questionId: trueFalse, answer: true },
        { questionId: short, answer: 'Oxygen' },
      ],
    },
  );
  expect(result.submission).toMatchObject({ score: 75, passed: true });

  const page = await educatorPage(browser);
  await page.goto(tabUrl());
  await page.getByRole('button', { name: `Submissions of ${QUIZ_EDITED}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Submissions: ${QUIZ_EDITED}` })).toBeFocused();
  const card = page.getByRole('article', { name: 'Sam Leaf' });
  await expect(card.getByText('75%')).toBeVisible();
  await expect(card.getByText('Passed')).toBeVisible();
  await expect(
    card.getByText('Answer: Grass clippings · Correct: Grass clippings, Coffee grounds'),
  ).toBeVisible();
  await expect(card.getByText('Incorrect:')).toHaveCount(1);
  await expect(card.getByText('Correct:', { exact: true })).toHaveCount(3);

  await card.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(card.getByText('Feedback is required')).toBeVisible();
  await card.getByLabel('Your feedback').fill('Coffee grounds count as greens too. Well done otherwise!');
  await card.getByRole('button', { name: 'Send Feedback' }).click();
  await expectToast(page, 'Feedback sent');
  await expect(card.getByRole('blockquote')).toContainText('Coffee grounds count as greens too.');
  await expect(card.getByRole('button', { name: 'Update Feedback' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Sam Leaf' }).getByRole('blockquote')).toContainText(
    'Coffee grounds count as greens too.',
  );

  const milestones = (await (await student.get(`/api/courses/${courseId}/milestones`)).json()) as {
    type: string;
  }[];
  expect(milestones.map((m) => m.type)).toContain('feedback_received');
  await student.dispose();
  await page.context().close();
});

test('a quiz is deleted after the confirmation', async ({ browser }) => {
  const educator = await signedInApi(platform.url, accounts.educator);
  await created(educator, '/api/quizzes', {
    lessonId: compostLessonId,
    title: 'Quick soil quiz',
    questions: [{ type: 'true_false', question: 'Worms help soil.', correctAnswer: 'True' }],
  });
  await educator.dispose();

  const page = await educatorPage(browser);
  await page.goto(tabUrl());
  await page.getByRole('button', { name: 'Delete Quick soil quiz' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this quiz?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(quizItem(page, 'Quick soil quiz')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Quick soil quiz' }).click();
  await dialog.getByRole('button', { name: 'Delete Quiz' }).click();
  await expectToast(page, 'Quiz deleted');
  await expect(page.getByRole('button', { name: 'Delete Quick soil quiz' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${QUIZ_EDITED}` })).toBeVisible();
  await page.context().close();
});

test('axe-core finds nothing on the tab, the editor and the submissions at 1280 and 360 px', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const width of [1280, 360]) {
    const page = await educatorPage(browser, width);
    await page.goto(tabUrl());
    await expect(page.getByRole('button', { name: `Edit ${QUIZ_EDITED}` })).toBeVisible();
    await expectAccessible(page, `Quizzes tab at ${width}`);
    await shot(page, `quizzes-tab-${width}`);

    await page.getByRole('button', { name: `Edit ${QUIZ_EDITED}` }).click();
    await expect(page.getByLabel('Quiz title')).toHaveValue(QUIZ_EDITED);
    await expectAccessible(page, `quiz editor at ${width}`);
    await shot(page, `quiz-editor-${width}`);
    await page.getByRole('heading', { level: 3, name: 'Questions (4)' }).scrollIntoViewIfNeeded();
    await shot(page, `quiz-editor-questions-${width}`, 'viewport');

    await page.goto(tabUrl(`&module=${soilModuleId}`));
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(page.getByText('Quiz title is required')).toBeVisible();
    await expectAccessible(page, `quiz editor with errors at ${width}`);
    await shot(page, `quiz-editor-errors-${width}`);

    await page.goto(tabUrl(`&submissions=${quizId}`));
    await expect(page.getByRole('article', { name: 'Sam Leaf' })).toBeVisible();
    await expectAccessible(page, `quiz submissions at ${width}`);
    await shot(page, `quiz-submissions-${width}`);

    await page.goto(tabUrl());
    await page.getByRole('button', { name: `Delete ${QUIZ_EDITED}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, `delete quiz dialog at ${width}`, '[role="alertdialog"]');
    await page.context().close();
  }
});
