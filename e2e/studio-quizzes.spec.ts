/**
 * Writing quizzes in the studio (the course builder's Quizzes tab, mfe-studio), on a platform of the test's own.
 *
 * The demo educator's course, modules and lessons are made through the API. In the browser the educator opens
 * the tab (lessons grouped by module), follows the module editor's 'Add Quiz' link (`?module=`: the editor opens
 * on that module's first lesson), meets the contract's validation messages, writes one question of each type,
 * reorders and removes questions, saves, and edits the quiz (leaving unsaved changes asks first). Submissions,
 * feedback, deletion and axe-core: quiz-submissions.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectToast, run } from './support/platform';
import { signedInApi, created } from './support/api-helpers';
import { signedInPage } from './support/signed-in-page';

const COURSE = `Backyard Composting ${run}`;
const QUIZ = 'Compost basics check';
const QUIZ_EDITED = 'Compost basics: final check';

let platform: OwnPlatform;
let courseId: number;
let compostModuleId: number;
let compostLessonId: number;

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
  compostModuleId = compost.id;
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
  await educator.dispose();
});

test.afterAll(async () => {
  await platform?.stop();
});

const educatorPage = (browser: Browser, width = 1280) =>
  signedInPage(browser, platform.url, accounts.educator, { width });

const question = (page: Page, n: number): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: `Question ${n}` }) });

/** A quiz's entry in the list (the innermost list item with its heading). */
const quizItem = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 5, name: title, exact: true }) })
    .last();

const tabUrl = (extra = '') => `/courses/${courseId}/builder?tab=quizzes${extra}`;

test('an educator writes a quiz with one question of each type', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await educatorPage(browser);

  await test.step('the tab lists the lessons by module, none with a quiz yet', async () => {
    await page.goto(tabUrl());
    await expect(page.getByRole('heading', { level: 2, name: 'Quizzes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Module 1: Living Soil' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Module 2: Building a Heap' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: 'Greens and browns' })).toBeVisible();
    await expect(page.getByText('No quizzes yet.')).toHaveCount(2);
  });

  await test.step('the module editor’s Add Quiz link opens the editor on the module’s first lesson', async () => {
    await page.goto(tabUrl(`&module=${compostModuleId}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Create Quiz' })).toBeFocused();
    await expect(page.getByLabel('Lesson', { exact: true })).toHaveValue(String(compostLessonId));
    expect(new URL(page.url()).searchParams.get('module')).toBeNull();
  });

  await test.step('the contract’s validation messages, each next to its field', async () => {
    await page.getByLabel('Passing score (%)').fill('150');
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(page.getByText('Quiz title is required')).toBeVisible();
    await expect(page.getByText('Passing score must be a whole number from 0 to 100')).toBeVisible();
    await expect(question(page, 1).getByText('Question is required')).toBeVisible();
    await expect(question(page, 1).getByText('Options cannot be empty')).toHaveCount(2);
    await page.getByLabel('Quiz title').fill(QUIZ);
    await page.getByLabel('Passing score (%)').fill('60');
    await expect(page.getByText('Quiz title is required')).toBeHidden();

    const q1 = question(page, 1);
    await q1.getByLabel('Question', { exact: true }).fill('Which of these belongs in a compost heap?');
    await q1.getByRole('button', { name: 'Remove option 2' }).click();
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(q1.getByText('Options cannot be empty')).toBeVisible();
    await q1.getByLabel('Question 1, option 1').fill('Leaves');
    await expect(q1.getByText('Correct answer is required')).toBeVisible();
    await q1.getByLabel('Option 1 is correct').check();
    await expect(q1.getByText('At least 2 options required')).toBeVisible();
    await q1.getByRole('button', { name: 'Add option' }).click();
    await expect(q1.getByLabel('Question 1, option 2')).toBeFocused();
    await q1.getByLabel('Question 1, option 2').fill('Leaves');
    await expect(q1.getByText('Options must be different from each other')).toBeVisible();
    await q1.getByLabel('Question 1, option 2').fill('Plastic bags');
    await expect(q1.getByText('Options must be different from each other')).toBeHidden();
    await expect(q1.getByLabel('Option 1 is correct')).toBeChecked();
    await q1.getByLabel(/Explanation/).fill('Leaves are browns: they bring carbon.');
  });

  await test.step('multiple choice, true/false and short answer questions', async () => {
    await page.getByRole('button', { name: 'Add question' }).click();
    const q2 = question(page, 2);
    await expect(q2.getByLabel('Question', { exact: true })).toBeFocused();
    await q2.getByLabel('Question type').selectOption({ label: 'Multiple choice' });
    await q2.getByLabel('Question', { exact: true }).fill('Which are greens?');
    await q2.getByLabel('Question 2, option 1').fill('Grass clippings');
    await q2.getByLabel('Question 2, option 2').fill('Coffee grounds');
    await q2.getByRole('button', { name: 'Add option' }).click();
    await q2.getByLabel('Question 2, option 3').fill('Cardboard');
    await q2.getByLabel('Option 1 is correct').check();
    await q2.getByLabel('Option 2 is correct').check();

    await page.getByRole('button', { name: 'Add question' }).click();
    const q3 = question(page, 3);
    await q3.getByLabel('Question type').selectOption({ label: 'True/False' });
    await q3.getByLabel('Question', { exact: true }).fill('A heap needs air to work well.');
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(q3.getByText('Correct answer is required')).toBeVisible();
    await q3.getByRole('radio', { name: 'True' }).check();

    await page.getByRole('button', { name: 'Add question' }).click();
    const q4 = question(page, 4);
    await q4.getByLabel('Question type').selectOption({ label: 'Short answer' });
    await q4.getByLabel('Question', { exact: true }).fill('Which gas do the heap’s microbes need?');
    await q4.getByLabel('Question 4, accepted answer 1').fill('oxygen');
    await q4.getByRole('button', { name: 'Add accepted answer' }).click();
    await q4.getByLabel('Question 4, accepted answer 2').fill('O2');
  });

  await test.step('questions move up and down, and go', async () => {
    await question(page, 4).getByRole('button', { name: 'Move up' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Question 4 moved to position 3 of 4.' }),
    ).toBeAttached();
    await expect(question(page, 3).getByLabel('Question', { exact: true })).toHaveValue(
      'Which gas do the heap’s microbes need?',
    );
    await expect(question(page, 3).getByRole('button', { name: 'Move up' })).toBeFocused();
    await question(page, 3).getByRole('button', { name: 'Move down' }).click();
    await expect(question(page, 4).getByLabel('Question', { exact: true })).toHaveValue(
      'Which gas do the heap’s microbes need?',
    );
    await page.getByRole('button', { name: 'Add question' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Questions (5)' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove question 5' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Questions (4)' })).toBeVisible();
  });

  await test.step('saved, the quiz is listed under its lesson', async () => {
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expectToast(page, 'Quiz created');
    await expect(page.getByRole('heading', { level: 2, name: 'Quizzes' })).toBeFocused();
    const item = quizItem(page, QUIZ);
    await expect(item.getByText('4 questions')).toBeVisible();
    await expect(item.getByText('Pass at 60%')).toBeVisible();
    const summaries = (await (await page.request.get(`/api/lessons/${compostLessonId}/quizzes`)).json()) as {
      id: number;
    }[];
    const quizId = summaries[0]!.id;
    const quiz = (await (await page.request.get(`/api/quizzes/${quizId}`)).json()) as {
      questions: { type: string; options: string[]; correctAnswers: string[] }[];
    };
    expect(quiz.questions.map((q) => [q.type, q.correctAnswers])).toEqual([
      ['single_choice', ['Leaves']],
      ['multiple_choice', ['Grass clippings', 'Coffee grounds']],
      ['true_false', ['True']],
      ['short_answer', ['oxygen', 'O2']],
    ]);
  });

  await test.step('the educator edits it', async () => {
    await page.getByRole('button', { name: `Edit ${QUIZ}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Quiz' })).toBeVisible();
    await expect(page.getByLabel('Quiz title')).toHaveValue(QUIZ);
    await expect(question(page, 2).getByLabel('Option 2 is correct')).toBeChecked();
    await expect(question(page, 4).getByLabel('Question 4, accepted answer 2')).toHaveValue('O2');
    await page.getByLabel('Quiz title').fill(QUIZ_EDITED);
    await page.getByLabel('Passing score (%)').fill('50');
    await question(page, 1).getByLabel('Question 1, option 2').fill('Plastic wrap');
    // Leaving with unsaved changes asks first.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(discard).toBeHidden();
    await expect(page.getByLabel('Quiz title')).toHaveValue(QUIZ_EDITED);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Quiz updated');
    const item = quizItem(page, QUIZ_EDITED);
    await expect(item.getByText('Pass at 50%')).toBeVisible();
  });

  await test.step('no submissions yet', async () => {
    await page.getByRole('button', { name: `Submissions of ${QUIZ_EDITED}` }).click();
    await expect(page.getByRole('heading', { name: 'No submissions yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to quizzes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Quizzes' })).toBeFocused();
  });
  await page.context().close();
});
