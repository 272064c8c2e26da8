/**
 * The course builder (/courses/{id}/builder, mfe-studio) on a platform of the test's own: lessons and settings.
 *
 * The demo educator works on a course with three modules, all made through the API: lessons added through 'Create
 * New Lesson' (the specification's texts), reordered, edited, moved to another module and deleted; the settings
 * changed and an image uploaded; after an administrator's rejection the reason shows and the course is submitted
 * for review again; the course is deleted after typing its title. Another educator's course (and a missing one) is
 * 'Course not found'. axe-core (every rule) on every tab and dialog at 1280 and 360 px. The overview and modules:
 * course-builder.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { created, signedInApi, firstCategoryId } from './support/api-helpers';
import { solidPng } from './support/solid-png';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

const TITLE = `Rain Gardens ${run}`;
const DESCRIPTION = 'Design, dig and plant a rain garden that keeps storm water on your own land.';

let platform: OwnPlatform;
let educatorApi: APIRequestContext;
let adminApi: APIRequestContext;
let courseId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  educatorApi = await signedInApi(platform.url, accounts.educator);
  adminApi = await signedInApi(platform.url, accounts.admin);
  const course = await educatorApi.post('/api/courses/create', {
    data: {
      title: TITLE,
      description: DESCRIPTION,
      level: 'beginner',
      categoryIds: [await firstCategoryId(educatorApi)],
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  courseId = ((await course.json()) as { id: number }).id;
  // The modules the lessons go into, in this order.
  for (const title of ['Reading the Land', 'Planting for Water', 'Shaping the Basin']) {
    await created(educatorApi, '/api/modules', {
      courseId,
      title,
      description: `What ${title.toLowerCase()} involves.`,
    });
  }
});

test.afterAll(async () => {
  await educatorApi?.dispose();
  await adminApi?.dispose();
  await platform?.stop();
});

const educatorPage = (browser: Browser, width = 1280) =>
  signedInPage(browser, platform.url, accounts.educator, { width });

const builder = (tab?: string) => `/courses/${courseId}/builder${tab ? `?tab=${tab}` : ''}`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** The titles of a sortable list, in order. */
function titlesOf(list: Locator, level: 3 | 4) {
  return list.getByRole('heading', { level });
}

test('lessons are created, reordered, edited, moved and deleted', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await educatorPage(browser);
  await page.goto(builder('lessons'));
  const first = page.getByRole('region', { name: 'Reading the Land' });

  await test.step('Create New Lesson with the specification’s texts', async () => {
    await first.getByRole('button', { name: 'Add Lesson to Reading the Land' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Lesson' });
    await expect(dialog.getByLabel('Lesson Title')).toHaveAttribute(
      'placeholder',
      'e.g., Introduction to Solar Energy',
    );
    await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('5');
    await dialog.getByRole('button', { name: 'Create Lesson' }).click();
    await expect(dialog.getByText('Lesson title is required')).toBeVisible();
    await expect(dialog.getByText('Lesson content is required')).toBeVisible();
    for (const title of ['Where Water Goes', 'Testing the Soil']) {
      if (title !== 'Where Water Goes') {
        await first.getByRole('button', { name: 'Add Lesson to Reading the Land' }).click();
      }
      await dialog.getByLabel('Lesson Title').fill(title);
      await dialog.getByLabel('Lesson Content').fill(`# ${title}\n\nWalk your land after rain.`);
      await dialog.getByRole('button', { name: 'Create Lesson' }).click();
      await expectToast(page, 'Lesson created', title);
      await expect(dialog).toBeHidden();
    }
  });

  const lessons = first.getByRole('list', { name: 'Lessons of Reading the Land' });
  await expect(titlesOf(lessons, 4)).toHaveText(['Where Water Goes', 'Testing the Soil']);

  await test.step('reorder by Move up, kept after a reload', async () => {
    await page.getByRole('button', { name: 'Move up: Testing the Soil' }).click();
    await expect(titlesOf(lessons, 4)).toHaveText(['Testing the Soil', 'Where Water Goes']);
    await page.reload();
    await expect(titlesOf(lessons, 4)).toHaveText(['Testing the Soil', 'Where Water Goes']);
  });

  await test.step('edit: the duration and a video link', async () => {
    await page.getByRole('button', { name: 'Edit: Where Water Goes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lesson' });
    await dialog.getByLabel('Duration (minutes)').fill('12');
    await dialog.getByLabel('Video URL (Optional)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Lesson updated', 'Where Water Goes');
    await expect(lessons.getByRole('listitem').filter({ hasText: 'Where Water Goes' })).toContainText(
      '12 minutes',
    );
    await expect(lessons.getByRole('listitem').filter({ hasText: 'Where Water Goes' })).toContainText(
      'Video',
    );
  });

  await test.step('move a lesson to another module', async () => {
    await page
      .getByLabel('Move to: new module for Where Water Goes')
      .selectOption({ label: 'Shaping the Basin' });
    await page.getByRole('button', { name: 'Move lesson: Where Water Goes' }).click();
    await expectToast(page, 'Lesson moved');
    const target = page.getByRole('region', { name: 'Shaping the Basin' });
    await expect(target.getByRole('heading', { level: 4, name: 'Where Water Goes' })).toBeVisible();
    await expect(titlesOf(lessons, 4)).toHaveText(['Testing the Soil']);
  });

  await test.step('delete with confirmation', async () => {
    await page.getByRole('button', { name: 'Delete: Testing the Soil' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this lesson?' })
      .getByRole('button', { name: 'Delete Lesson' })
      .click();
    await expectToast(page, 'Lesson deleted', 'Testing the Soil');
    await expect(first.getByText('No lessons in this module yet.')).toBeVisible();
  });

  await page.goto(builder());
  await expect(page.getByRole('link', { name: 'Add lessons to Reading the Land' })).toBeVisible();
  await expect(page.getByLabel('Course figures')).toContainText('3');
});

test('settings are saved; a rejected course shows the reason and is submitted again', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await educatorPage(browser);
  await page.goto(builder('settings'));
  const form = page.getByRole('form', { name: 'Course details' });

  await test.step('title validation and saving', async () => {
    await form.getByLabel('Course title').fill('Rain');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Course title must be at least 5 characters')).toBeVisible();
    await form.getByLabel('Course title').fill(`${TITLE} Revised`);
    await form.getByRole('radio', { name: 'Intermediate' }).click();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Course updated', `${TITLE} Revised`);
    await expect(page.getByRole('heading', { level: 1, name: `${TITLE} Revised` })).toBeVisible();
  });

  await test.step('an image is uploaded, previewed and saved', async () => {
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: solidPng() });
    await expectToast(page, 'Image Uploaded', 'garden.png');
    await expect(form.getByRole('img', { name: 'Preview of the course image' })).toBeVisible();
    const patched = page.waitForResponse(
      (r) => r.url().endsWith(`/api/courses/${courseId}`) && r.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Save Changes' }).click();
    expect((await patched).status()).toBe(200);
    const saved = (await (await educatorApi.get(`/api/courses/${courseId}`)).json()) as {
      imageUrl: string | null;
    };
    expect(saved.imageUrl).toMatch(/^(\/|https?:)/);
  });

  await test.step('pending: no Submit for review', async () => {
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  });

  await test.step('rejected by an administrator, then submitted for review', async () => {
    const reason = 'Please add at least one lesson to every module.';
    const rejected = await adminApi.post(`/api/courses/${courseId}/reject`, { data: { reason } });
    expect(rejected.ok(), await rejected.text()).toBeTruthy();
    await page.reload();
    await expect(page.getByText('Rejected').first()).toBeVisible();
    await expect(page.getByText(reason).first()).toBeVisible();
    await shot(page, 'builder-settings-rejected-1280');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expectToast(page, 'Submitted for review');
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
    await page.goto(builder());
    const history = page.getByRole('list', { name: 'Review history' });
    await expect(history).toContainText('Resubmitted for review');
    await expect(history).toContainText(reason);
  });
});

test('another educator’s course and a missing one are not found', async ({ browser }) => {
  const other = await adminApi.post('/api/courses', {
    data: {
      title: `Admin Course ${run}`,
      description: 'A course the demo educator does not own.',
      categoryId: await firstCategoryId(adminApi),
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherId = ((await other.json()) as { id: number }).id;
  const page = await educatorPage(browser);
  for (const id of [otherId, 99_999_999]) {
    await page.goto(`/courses/${id}/builder`);
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Course Management' })).toHaveAttribute(
      'href',
      '/educator',
    );
  }
  await expectAccessible(page, 'course not found');
});

for (const width of [1280, 360]) {
  test(`every tab and dialog passes axe at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await educatorPage(browser, width);
    await page.goto(builder());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const tab of ['Overview', 'Modules', 'Lessons', 'Quizzes', 'Settings']) {
      await openTab(page, tab);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${tab} tab at ${width}`);
      await shot(page, `builder-${tab.toLowerCase()}-${width}`);
    }
    const dialogs: [string, string, string][] = [
      ['Modules', 'Add Module', '[role="dialog"]'],
      ['Modules', 'Delete: Reading the Land', '[role="alertdialog"]'],
      ['Lessons', 'Add Lesson to Reading the Land', '[role="dialog"]'],
      ['Settings', 'Delete Course', '[role="alertdialog"]'],
    ];
    for (const [tab, button, selector] of dialogs) {
      await openTab(page, tab);
      await page.getByRole('button', { name: button }).first().click();
      await expect(page.locator(selector)).toBeVisible();
      await page.waitForTimeout(300);
      await expectAccessible(page, `${button} dialog at ${width}`, selector);
      await shot(page, `builder-dialog-${button.replace(/\W+/g, '-').toLowerCase()}-${width}`);
      await page.keyboard.press('Escape');
      await expect(page.locator(selector)).toBeHidden();
    }
  });
}

test('a course is deleted once its title is typed', async ({ browser }) => {
  const page = await educatorPage(browser);
  await page.goto(builder('settings'));
  const title = `${TITLE} Revised`;
  await page.getByRole('button', { name: 'Delete Course' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this course?' });
  const button = confirm.getByRole('button', { name: 'Delete Course' });
  await expect(button).toBeDisabled();
  await confirm.getByLabel('Course title').fill('wrong title');
  await expect(button).toBeDisabled();
  await confirm.getByLabel('Course title').fill(title);
  await button.click();
  await expectToast(page, 'Course deleted', title);
  await expect(page).toHaveURL(/\/educator$/);
  expect((await educatorApi.get(`/api/courses/${courseId}`)).status()).toBe(404);
});
