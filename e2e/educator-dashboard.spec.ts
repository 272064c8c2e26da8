/**
 * The rest of the educator dashboard (mfe-studio), on a platform of the test's own (demo mode, so the test login
 * is on): the Content tab (uploaded images, ebooks, lesson documents), the quick course dialog (the specification's
 * messages, then a course opened in the builder), 'Quick Login (Test)' (and its failure toast), and a course's
 * analytics in the builder's Overview with a learner who enrolled, completed a lesson and took a quiz.
 * axe-core (every rule) on each screen at 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { signedInApi, okJson } from './support/api-helpers';
import { solidPng } from './support/solid-png';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

const widths = [1280, 360] as const;

let platform: OwnPlatform;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
});

test.afterAll(async () => {
  await platform?.stop();
});

const pageAs = (browser: Browser, who: { username: string; password: string }, width = 1280) =>
  signedInPage(browser, platform.url, who, { width, permissions: ['clipboard-read', 'clipboard-write'] });

/** An approved course of the demo educator with one module of `lessons` lessons (the first with a document). */
async function courseWithLessons(
  educator: APIRequestContext,
  admin: APIRequestContext,
  title: string,
  lessons = 3,
) {
  const course = await okJson<{ id: number }>(
    educator.post('/api/courses', {
      data: {
        title,
        description: 'Soil, water and seeds for small gardens.',
        categoryId: 12,
        level: 'beginner',
      },
    }),
  );
  const module = await okJson<{ id: number }>(
    educator.post('/api/modules', {
      data: { title: 'Getting started', description: 'The basics', courseId: course.id },
    }),
  );
  const lessonIds: number[] = [];
  for (let i = 1; i <= lessons; i++) {
    const lesson = await okJson<{ id: number }>(
      educator.post('/api/lessons', {
        data: {
          title: `Lesson ${i} ${run}`,
          content: `What lesson ${i} teaches.`,
          moduleId: module.id,
          documentUrl: i === 1 ? `https://example.org/planting-guide-${run}.pdf` : undefined,
        },
      }),
    );
    lessonIds.push(lesson.id);
  }
  await okJson(admin.post(`/api/courses/${course.id}/approve`));
  return { id: course.id, moduleId: module.id, lessonIds };
}

test('the Content tab lists the educator’s images, ebooks and lesson documents', async ({ browser }) => {
  test.setTimeout(180_000);
  const educator = await signedInApi(platform.url, accounts.educator);
  const admin = await signedInApi(platform.url, accounts.admin);
  const upload = await educator.post('/api/upload', {
    multipart: {
      image: { name: 'garden.png', mimeType: 'image/png', buffer: solidPng(96, 64, [196, 120, 40]) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const ebookTitle = `Rain gardens ${run}`;
  await okJson(
    educator.post('/api/ebooks', {
      data: {
        title: ebookTitle,
        formatStyle: 'workbook',
        chapters: [{ id: 'c1', title: 'Why', content: 'Storm water.', order: 0 }],
      },
    }),
  );
  const course = await courseWithLessons(educator, admin, `Garden documents ${run}`, 1);

  for (const width of widths) {
    const page = await pageAs(browser, accounts.educator, width);
    await page.goto('/educator?tab=content');
    await expect(page.getByRole('tab', { name: 'Content', selected: true })).toBeVisible();

    const images = page.getByRole('region', { name: 'Images' });
    await expect(
      images.getByRole('list', { name: 'Your images' }).locator(`img[src="${imageUrl}"]`),
    ).toBeVisible();
    await expect(images.getByText('96 × 64')).toBeVisible();
    const ebooks = page.getByRole('region', { name: 'Ebooks' });
    await expect(ebooks.getByText(ebookTitle)).toBeVisible();
    await expect(ebooks.getByRole('link', { name: `Edit ${ebookTitle}` })).toHaveAttribute(
      'href',
      /\/ebook-builder\?id=\d+$/,
    );
    const documents = page.getByRole('region', { name: 'Lesson documents' });
    await expect(documents.getByText(`Lesson 1 ${run}`, { exact: true })).toBeVisible();
    await expect(documents.getByRole('link', { name: /Open document/ }).first()).toHaveAttribute(
      'href',
      `https://example.org/planting-guide-${run}.pdf`,
    );
    await expect(
      documents.getByRole('link', { name: /Edit module Getting started/ }).first(),
    ).toHaveAttribute('href', `/courses/${course.id}/modules/${course.moduleId}`);
    if (width === 1280) {
      await images
        .getByRole('button', { name: /Copy link/ })
        .first()
        .click();
      await expectToast(page, 'Link copied');
    }
    await expectAccessible(page, `Content tab at ${width} px`);
    await shot(page, `content-tab-${width}`);
    await page.context().close();
  }
  await Promise.all([educator.dispose(), admin.dispose()]);
});

test('the quick course dialog checks its fields, then creates the course and opens the builder', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const width of widths) {
    const page = await pageAs(browser, accounts.educator, width);
    await page.goto('/educator');
    await page.getByRole('button', { name: 'Quick Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Course' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expectAccessible(page, `quick course dialog at ${width} px`, '[role="dialog"]');
    await shot(page, `quick-course-${width}`);
    if (width === 360) {
      await page.context().close();
      continue;
    }
    const title = `Quick compost ${run}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Turn kitchen scraps into rich soil.');
    await dialog.getByLabel('Category').selectOption({ label: 'Gardening' });
    await dialog.getByLabel('Level').selectOption('intermediate');
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await expectToast(page, 'Course Created');
    await expect(page).toHaveURL(/\/courses\/\d+\/builder$/);
    const id = Number(/\/courses\/(\d+)/.exec(page.url())![1]);
    const course = await okJson<{ title: string; level: string; categoryId: number }>(
      page.request.get(`/api/courses/${id}`),
    );
    expect(course).toMatchObject({ title, level: 'intermediate', categoryId: 12 });
    await page.context().close();
  }
});

test('Quick Login (Test) signs in as the demo educator in demo mode and tells a failure', async ({
  browser,
}) => {
  // Two widths, each a fresh administrator's sign-in and an axe scan, plus both Quick Logins: more than the
  // default minute on a busy CI machine (it ran out during the last scan).
  test.setTimeout(150_000);
  for (const width of widths) {
    const page = await pageAs(browser, accounts.admin, width);
    await page.goto('/educator');
    const button = page.getByRole('button', { name: 'Quick Login (Test)' });
    await expect(button).toBeVisible();
    await expectAccessible(page, `dashboard header with Quick Login at ${width} px`);
    if (width === 1280) {
      await page.route('**/api/test-login', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await button.click();
      await expectToast(page, 'Login Failed', 'Unable to log in automatically');
      await page.unroute('**/api/test-login');
      await button.click();
      await expectToast(page, 'Signed in as the demo educator', 'You are now Elena.');
      await expect(page.getByText('Welcome back, Elena.')).toBeVisible();
      await expect(button).toHaveCount(0);
      const me = await okJson<{ username: string }>(page.request.get('/api/user'));
      expect(me.username).toBe('educator');
    }
    await page.context().close();
  }
});

test('a course’s analytics show real enrollments, lesson completion and quiz averages', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const educator = await signedInApi(platform.url, accounts.educator);
  const admin = await signedInApi(platform.url, accounts.admin);
  const student = await signedInApi(platform.url, accounts.student);
  const course = await courseWithLessons(educator, admin, `Garden analytics ${run}`, 3);
  const quiz = await okJson<{ id: number; questions: { id: number }[] }>(
    educator.post('/api/quizzes', {
      data: {
        lessonId: course.lessonIds[0],
        title: `Soil check ${run}`,
        passingScore: 50,
        questions: [{ type: 'true_false', question: 'Compost needs air.', correctAnswer: 'true' }],
      },
    }),
  );
  await okJson(student.post('/api/enrollments', { data: { courseId: course.id } }));
  await okJson(student.post('/api/lesson-completions', { data: { lessonId: course.lessonIds[0] } }));
  await okJson(
    student.post(`/api/quizzes/${quiz.id}/submissions`, {
      data: { answers: [{ questionId: quiz.questions[0]!.id, answer: 'true' }] },
    }),
  );

  for (const width of widths) {
    const page = await pageAs(browser, accounts.educator, width);
    await page.goto(`/courses/${course.id}/builder`);
    const analytics = page.getByRole('region', { name: 'Analytics' });
    // A fresh context's first load of the builder (the shell, the studio remote, the page's chunks): on a CI
    // machine running two platforms and two browsers it took 11 s before its first read (credentials.spec.ts's
    // firstLoad allows the same).
    await expect(analytics.getByRole('heading', { name: 'Analytics' })).toBeVisible({ timeout: 30_000 });
    const figure = (label: string) => analytics.locator('dl div').filter({ hasText: label }).locator('dd');
    await expect(figure('Learners enrolled')).toHaveText('1');
    await expect(figure('Completion rate')).toHaveText(/^\d+%$/);
    await expect(figure('Quiz average')).toHaveText('100%');

    const lessons = analytics.getByRole('table', { name: /Lesson completion/ });
    await expect(lessons.getByRole('row', { name: new RegExp(`1\\. Lesson 1 ${run}`) })).toContainText(
      '100%',
    );
    await expect(lessons.getByRole('row', { name: new RegExp(`2\\. Lesson 2 ${run}`) })).toContainText('0%');
    const quizzes = analytics.getByRole('table', { name: 'Quiz results' });
    await expect(quizzes.getByRole('row', { name: new RegExp(`Soil check ${run}`) })).toContainText('100%');
    const enrollments = analytics.getByRole('table', { name: /Enrollments per week/ });
    await expect(enrollments.getByRole('row').nth(1)).toContainText('1');
    await expect(analytics.getByText(/Most learners stop before lesson 2/)).toBeVisible();

    await analytics.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(analytics.getByRole('table', { name: /Enrollments per day/ })).toBeAttached();
    await analytics.getByRole('button', { name: 'Show table' }).first().click();
    await expect(analytics.getByRole('table', { name: /Enrollments per day/ })).toBeVisible();
    await expectAccessible(page, `course analytics at ${width} px`);
    await shot(page, `analytics-${width}`);
    await page.context().close();
  }
  await Promise.all([educator.dispose(), admin.dispose(), student.dispose()]);
});

test('a course without learners shows the empty analytics', async ({ browser }) => {
  const educator = await signedInApi(platform.url, accounts.educator);
  const admin = await signedInApi(platform.url, accounts.admin);
  const course = await courseWithLessons(educator, admin, `Garden empty ${run}`, 1);
  const page = await pageAs(browser, accounts.educator);
  await page.goto(`/courses/${course.id}/builder`);
  const analytics = page.getByRole('region', { name: 'Analytics' });
  await expect(analytics.getByRole('heading', { name: 'No learners yet' })).toBeVisible();
  await page.context().close();
  await Promise.all([educator.dispose(), admin.dispose()]);
});
