/**
 * The course builder (/courses/{id}/builder, mfe-studio) on a platform of the test's own: its overview and modules.
 *
 * The demo educator opens a course created through the API from the dashboard's Builder and Courses tabs, reads
 * its overview, then adds modules (the contract's messages on the way), reorders them by keyboard drag, pointer
 * drag and the Move buttons (the order survives a reload; a refused order is put back), edits and deletes them.
 * Lessons, settings, review, deletion and axe-core: course-builder-lessons-and-settings.spec.ts.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { dragWithKeyboard } from './support/keyboard-drag';
import { accounts, expectToast, run } from './support/platform';
import { signedInApi, firstCategoryId } from './support/api-helpers';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

const TITLE = `Rain Gardens ${run}`;
const DESCRIPTION = 'Design, dig and plant a rain garden that keeps storm water on your own land.';

let platform: OwnPlatform;
let educatorApi: APIRequestContext;
let courseId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  educatorApi = await signedInApi(platform.url, accounts.educator);
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
  await platform?.stop();
});

const educatorPage = (browser: Browser, width = 1280) =>
  signedInPage(browser, platform.url, accounts.educator, { width });

const builder = (tab?: string) => `/courses/${courseId}/builder${tab ? `?tab=${tab}` : ''}`;

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
    await dragWithKeyboard(page, 'Planting for Water', { from: 3, to: 1, total: 3 });
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
