/**
 * The module editor's statistics and the course preview (mfe-studio) on a course learners have taken, on a
 * platform of the test's own.
 *
 * Everything is made through the API: an educator's course with one module ('Sunlight, Panels and Power'), a
 * lesson with a video and a document, a quiz and an ebook for the course; an administrator approves it and the demo
 * student enrols and completes the lesson. The module editor's statistics count the quiz and the completion. The
 * preview shows the real counts, opens the previewed module, copies the course link and says when the course is
 * not public yet; 'No Modules Yet', 'Course Not Found' and 'Module Not Found'. axe-core (every rule) at 1280 and
 * 360 px. Building the module: module-editor.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { created, firstCategoryId, okJson, signedInApi } from './support/api-helpers';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

const COURSE = `Solar Homes ${run}`;
const EMPTY_COURSE = `Wind Basics ${run}`;
const EBOOK = `Solar Field Guide ${run}`;

let platform: OwnPlatform;
let courseId: number;
let emptyCourseId: number;
let moduleId: number;
let lessonId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  const educator = await signedInApi(platform.url, accounts.educator);
  const categoryId = await firstCategoryId(educator);
  courseId = (
    await created<{ id: number }>(educator, '/api/courses', {
      title: COURSE,
      description: 'Power a home with the sun: panels, batteries and everyday habits.',
      categoryId,
    })
  ).id;
  emptyCourseId = (
    await created<{ id: number }>(educator, '/api/courses', {
      title: EMPTY_COURSE,
      description: 'How small turbines work and where they make sense.',
      categoryId,
    })
  ).id;
  moduleId = (
    await created<{ id: number }>(educator, '/api/modules', {
      courseId,
      title: 'Sunlight, Panels and Power',
      description: 'From photons to kilowatt-hours.',
    })
  ).id;
  lessonId = (
    await created<{ id: number }>(educator, '/api/lessons', {
      moduleId,
      title: 'How solar panels make power',
      content: 'Sunlight frees **electrons** in silicon.\n\nThey flow as current.',
      duration: 5,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      documentUrl: 'https://example.org/solar-handbook.pdf',
    })
  ).id;
  const ebook = await created<{ id: number }>(educator, '/api/ebooks', {
    title: EBOOK,
    description: 'A pocket guide to rooftop solar.',
    chapters: [{ id: 'c1', title: 'Panels', content: 'Cells, strings and inverters.', order: 1 }],
  });
  await okJson(educator.patch(`/api/ebooks/${ebook.id}`, { data: { courseId } }));
  await educator.dispose();
});

test.afterAll(async () => {
  await platform?.stop();
});

const educatorPage = (browser: Browser, width = 1280) =>
  signedInPage(browser, platform.url, accounts.educator, {
    width,
    permissions: ['clipboard-read', 'clipboard-write'],
  });

const editorUrl = () => `/courses/${courseId}/modules/${moduleId}`;
const stat = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: 'Statistics' }).locator('div').filter({ hasText: label }).locator('dd');

test('statistics count the module’s quizzes and what enrolled learners completed', async ({ browser }) => {
  const educator = await signedInApi(platform.url, accounts.educator);
  await created(educator, '/api/quizzes', {
    lessonId,
    title: 'Panel check',
    questions: [{ type: 'true_false', question: 'Panels need sunlight.', correctAnswer: 'True' }],
  });
  await educator.dispose();
  const admin = await signedInApi(platform.url, accounts.admin);
  const approved = await admin.post(`/api/courses/${courseId}/approve`);
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await admin.dispose();
  const student = await signedInApi(platform.url, accounts.student);
  await created(student, '/api/enrollments', { courseId });
  await created(student, '/api/lesson-completions', { lessonId });
  await student.dispose();

  const page = await educatorPage(browser);
  await page.goto(editorUrl());
  await expect(stat(page, 'Lessons')).toHaveText('1');
  await expect(stat(page, 'Quizzes')).toHaveText('1');
  await expect(stat(page, 'Completion Rate')).toHaveText('100%');
  await expect(page.getByText(/completed by 1 enrolled learner/)).toBeVisible();
  await page.context().close();
});

test('the preview shows the course as learners see it and shares its link', async ({ browser }) => {
  const page = await educatorPage(browser);
  await page.goto(`/courses/${courseId}/preview?module=${moduleId}`);
  await expect(page.getByText('Preview Mode')).toBeVisible();
  await expect(page.getByText('This is how students will see your course')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const facts = page.getByRole('list', { name: 'Course facts' });
  await expect(facts).toContainText('Approved');
  await expect(facts).toContainText('Self-paced');
  await expect(facts).toContainText('Beginner');
  await expect(facts).toContainText('1 Student Enrolled');
  const module = page.getByRole('button', { name: /Module 1: Sunlight, Panels and Power/ });
  await expect(module).toHaveAttribute('aria-expanded', 'true');
  await expect(module).toContainText('1 lesson');
  await expect(module).toContainText('1 resource');
  await expect(module).toContainText('Previewing this module');
  const lessons = page.getByRole('list', { name: 'Lessons of Sunlight, Panels and Power' });
  await expect(lessons).toContainText('How solar panels make power');
  await expect(lessons).toContainText('5 min');
  await expect(lessons).toContainText('Video');
  await expect(lessons).toContainText('Document');
  await expect(page.getByText(`1 ebook for the whole course:`)).toBeVisible();
  await expect(page.getByRole('heading', { name: "What you'll learn" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course Features' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Editing Course' })).toHaveAttribute(
    'href',
    `/courses/${courseId}/builder`,
  );
  await module.click();
  await expect(module).toHaveAttribute('aria-expanded', 'false');
  await module.click();

  await page.getByRole('button', { name: 'Share Course Link' }).click();
  await expectToast(page, 'Course Link Copied', 'Anyone with the link can see the course');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${platform.url}/courses/${courseId}`,
  );
  await shot(page, 'course-preview-1280');
  await expectAccessible(page, 'course preview, 1280');

  await page.goto(`/courses/${emptyCourseId}/preview`);
  await expect(page.getByRole('heading', { name: 'No Modules Yet' })).toBeVisible();
  await expect(page.getByText('Start building your course by adding modules and lessons.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Course facts' })).toContainText('0 Students Enrolled');
  await page.getByRole('button', { name: 'Share Course Link' }).click();
  await expectToast(page, 'Course Link Copied', /not public yet/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${platform.url}/courses/${emptyCourseId}`,
  );
  await expectAccessible(page, 'course preview, empty, 1280');
  await page.context().close();
});

test('missing courses and modules say so', async ({ browser }) => {
  const page = await educatorPage(browser);
  await page.goto('/courses/999999/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible();
  await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
  await expectAccessible(page, 'course not found');
  await page.goto(`/courses/${courseId}/modules/999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Module Not Found' })).toBeVisible();
  await expect(page.getByText("The module you're looking for doesn't exist.")).toBeVisible();
  // A module of another course is not this course's module.
  await page.goto(`/courses/${emptyCourseId}/modules/${moduleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Module Not Found' })).toBeVisible();
  await expectAccessible(page, 'module not found');
  await page.context().close();
});

test('axe-core finds nothing at 360 px on the preview', async ({ browser }) => {
  const page = await educatorPage(browser, 360);
  await page.goto(`/courses/${courseId}/preview?module=${moduleId}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole('button', { name: /Module 1: Sunlight, Panels and Power/ })).toBeVisible();
  await expect(page.getByText('1 ebook for the whole course:')).toBeVisible();
  await shot(page, 'course-preview-360');
  await expectAccessible(page, 'course preview, 360');
  await page.context().close();
});
