/**
 * The course builder (/courses/{id}/builder, mfe-studio) on a platform of the test's own.
 *
 * The demo educator builds a course created through the API: modules added (the contract's messages on the way),
 * reordered by keyboard drag and by the Move buttons (the order survives a reload), edited and deleted; lessons
 * added through 'Create New Lesson', reordered, edited, moved to another module and deleted; the settings changed;
 * after an administrator's rejection the reason shows and the course is submitted for review again; the course is
 * deleted after typing its title. Another educator's course (and a missing one) is 'Course not found'. axe-core
 * (every rule) on every tab and dialog at 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { signedInApi, firstCategoryId } from './support/api-helpers';
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
  const created = await educatorApi.post('/api/courses/create', {
    data: {
      title: TITLE,
      description: DESCRIPTION,
      level: 'beginner',
      categoryIds: [await firstCategoryId(educatorApi)],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  courseId = ((await created.json()) as { id: number }).id;
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

test('the overview shows the course, its status and what to do next', async ({ browser }) => {
  const page = await educatorPage(browser);
  for (const tab of ['builder', 'courses']) {
    await page.goto(`/educator?tab=${tab}`);
    await expect(page.getByRole('link', { name: `Preview: ${TITLE}` })).toHaveAttribute(
      'href',
      `/courses/${courseId}/preview`,
    );
    await expect(page.getByRole('link', { name: `Learner view: ${TITLE}` })).toHaveAttribute(
      'href',
      `/courses/${courseId}`,
    );
  }
  await page.getByRole('link', { name: `Open builder: ${TITLE}` }).click();
  await expect(page).toHaveURL(builder());
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Pending review').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your first module' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    `/courses/${courseId}/preview`,
  );
  await expect(page.getByRole('link', { name: /Back to Course Management/ })).toHaveAttribute(
    'href',
    '/educator',
  );
  await expect(page.getByRole('list', { name: 'Review history' })).toContainText(
    'Created and sent for review',
  );
  await shot(page, 'builder-overview-1280');
  await page.getByRole('link', { name: 'Add your first module' }).click();
  await expect(page).toHaveURL(/tab=modules/);
  await expect(page.getByRole('heading', { name: 'No modules yet' })).toBeVisible();
});

test('modules are added, reordered by keyboard and buttons, edited and deleted', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await educatorPage(browser);
  await page.goto(builder('modules'));

  await test.step('the contract’s messages, then three modules', async () => {
    await page.getByRole('button', { name: 'Add your first module' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Module' });
    await dialog.getByRole('button', { name: 'Add Module' }).click();
    await expect(dialog.getByText('Module title is required')).toBeVisible();
    await expect(dialog.getByText('Module description is required')).toBeVisible();
    for (const [i, title] of ['Reading the Land', 'Digging the Basin', 'Planting for Water'].entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add Module' }).click();
      await dialog.getByLabel('Module Title').fill(title);
      await dialog.getByLabel('Description').fill(`What ${title.toLowerCase()} involves.`);
      await dialog.getByRole('button', { name: 'Add Module' }).click();
      await expectToast(page, 'Module added', title);
      await expect(dialog).toBeHidden();
    }
  });

  const list = page.getByRole('list', { name: `Modules of ${TITLE}` });
  await expect(titlesOf(list, 3)).toHaveText(['Reading the Land', 'Digging the Basin', 'Planting for Water']);

  await test.step('keyboard drag: the last module to the top, kept after a reload', async () => {
    const handle = page.getByRole('button', { name: 'Drag to reorder: Planting for Water' });
    await handle.focus();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseId}/modules/order`));
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(titlesOf(list, 3)).toHaveText([
      'Planting for Water',
      'Reading the Land',
      'Digging the Basin',
    ]);
    await page.reload();
    await expect(titlesOf(list, 3)).toHaveText([
      'Planting for Water',
      'Reading the Land',
      'Digging the Basin',
    ]);
  });

  await test.step('pointer drag: the first module dropped on the second', async () => {
    const from = await page
      .getByRole('button', { name: 'Drag to reorder: Planting for Water' })
      .boundingBox();
    const to = await page.getByRole('button', { name: 'Drag to reorder: Reading the Land' }).boundingBox();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseId}/modules/order`));
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + 12, { steps: 4 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2 + 16, { steps: 12 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    await expect(titlesOf(list, 3)).toHaveText([
      'Reading the Land',
      'Planting for Water',
      'Digging the Basin',
    ]);
    await page.getByRole('button', { name: 'Move up: Planting for Water' }).click();
    await expect(titlesOf(list, 3)).toHaveText([
      'Planting for Water',
      'Reading the Land',
      'Digging the Basin',
    ]);
  });

  await test.step('Move down announces the new position and is saved', async () => {
    await page.getByRole('button', { name: 'Move down: Planting for Water' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Planting for Water moved to position 2 of 3.' }),
    ).toBeAttached();
    await expect(titlesOf(list, 3)).toHaveText([
      'Reading the Land',
      'Planting for Water',
      'Digging the Basin',
    ]);
    await page.reload();
    await expect(titlesOf(list, 3)).toHaveText([
      'Reading the Land',
      'Planting for Water',
      'Digging the Basin',
    ]);
  });

  await test.step('a refused order is put back, with a toast', async () => {
    const order = `**/api/courses/${courseId}/modules/order`;
    await page.route(order, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"Order conflict"}' }),
    );
    await page.getByRole('button', { name: 'Move up: Digging the Basin' }).click();
    await expectToast(page, 'Order not saved', 'The previous order is back.');
    await expect(titlesOf(list, 3)).toHaveText([
      'Reading the Land',
      'Planting for Water',
      'Digging the Basin',
    ]);
    await page.unroute(order);
  });

  await test.step('edit and delete (the confirmation says lessons go too)', async () => {
    await page.getByRole('button', { name: 'Edit: Digging the Basin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Module' });
    await dialog.getByLabel('Module Title').fill('Shaping the Basin');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Module updated', 'Shaping the Basin');
    await expect(page.getByRole('link', { name: 'Open editor: Shaping the Basin' })).toHaveAttribute(
      'href',
      new RegExp(`/courses/${courseId}/modules/\\d+$`),
    );
    await page.getByRole('button', { name: 'Add Module' }).click();
    await page.getByRole('dialog').getByLabel('Module Title').fill('Spare Module');
    await page.getByRole('dialog').getByLabel('Description').fill('Added only to be deleted.');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Module' }).click();
    await expectToast(page, 'Module added', 'Spare Module');
    await page.getByRole('button', { name: 'Delete: Spare Module' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this module?' });
    await expect(confirm).toContainText('lessons');
    await confirm.getByRole('button', { name: 'Delete Module' }).click();
    await expectToast(page, 'Module deleted', 'Spare Module');
    await expect(titlesOf(list, 3)).toHaveText([
      'Reading the Land',
      'Planting for Water',
      'Shaping the Basin',
    ]);
  });
});

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
