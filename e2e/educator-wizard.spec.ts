/**
 * The educator dashboard's course tabs and the course wizard (mfe-studio), on a platform of the test's own.
 *
 * An educator reads the stat cards, creates a course through the wizard (manual path, the 'Culinary Adventure'
 * template whose six phases become the module outline; the specification's validation messages on the way; Back
 * keeps what was typed; an image uploaded with the 'Image Uploaded' toast), lands on the course's page and finds
 * it in the Builder and Courses tabs with the stat cards one course and one awaiting review further. An
 * administrator rejects it through the API: the Courses tab shows the reason and the educator submits it again.
 * Once approved and joined by the demo student, the Students tab lists the learner, searched on the server, with
 * a CSV export. axe-core (every rule) on each dashboard tab and each wizard step at 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { signedInApi } from './support/api-helpers';
import { solidPng } from './support/solid-png';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

const TITLE = `Seasonal Kitchen ${run}`;
const DESCRIPTION = 'Cook with what each season brings, from market to table, in six simple stages.';
let platform: OwnPlatform;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
});

test.afterAll(async () => {
  await platform?.stop();
});

const educatorPage = (browser: Browser, width = 1280) =>
  signedInPage(browser, platform.url, accounts.educator, { width });

/** The stat card's figure. */
function stat(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Your figures' })
    .locator('div')
    .filter({ hasText: label })
    .locator('dd');
}

async function figures(page: Page) {
  await expect(stat(page, 'Your Courses')).toHaveText(/^\d+$/);
  return {
    courses: Number(await stat(page, 'Your Courses').textContent()),
    awaiting: Number(await stat(page, 'Awaiting Review').textContent()),
  };
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 3/ });

let courseId: number;

test('an educator creates a course through the wizard and finds it on the dashboard', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await educatorPage(browser);

  await page.goto('/educator');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
  const before = await figures(page);
  await expect(stat(page, 'Completion Rate')).toHaveText(/^\d+%$/);
  await expect(page.getByRole('tab', { name: 'Builder', selected: true })).toBeVisible();

  await test.step('step 1: the manual path needs a template, whose phases fill the outline', async () => {
    await page.getByRole('link', { name: 'Create Course' }).click();
    await expect(page).toHaveURL(/\/educator\/courses\/new$/);
    await expect(stepHeading(page)).toHaveText('Step 1 of 3: Method');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please choose a story template')).toBeVisible();
    await page.getByRole('radio', { name: /Culinary Adventure/ }).click();
    await expect(page.getByLabel('Module 1')).toHaveValue('Discovering Ingredients');
    await expect(page.getByLabel('Module 6')).toHaveValue('Sharing the Table');
    await page.getByLabel('Module 6').fill('Cooking for Friends');
    await page.getByRole('button', { name: 'Continue' }).click();
  });

  await test.step('step 2: basic info with the specification’s messages', async () => {
    await expect(stepHeading(page)).toHaveText('Step 2 of 3: Basic Info');
    await expect(stepHeading(page)).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Course title must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Description must be at least 20 characters')).toBeVisible();
    await page.getByLabel(/Course title/).fill(TITLE);
    await page.getByLabel(/Description/).fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Continue' }).click();
  });

  await test.step('Back keeps what was typed', async () => {
    await expect(stepHeading(page)).toHaveText('Step 3 of 3: Details');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel(/Course title/)).toHaveValue(TITLE);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Module 6')).toHaveValue('Cooking for Friends');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page)).toHaveText('Step 3 of 3: Details');
  });

  await test.step('step 3: categories, level and image, then create', async () => {
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Please select at least one category')).toBeVisible();
    const boxes = page.getByRole('group', { name: 'Categories' }).getByRole('checkbox');
    for (let i = 0; i < 4; i++) await boxes.nth(i).click();
    await expect(page.getByText('Maximum 3 categories allowed')).toBeVisible();
    await boxes.nth(3).click();
    await expect(page.getByText('Maximum 3 categories allowed')).toBeHidden();
    await page.getByRole('radio', { name: 'Intermediate' }).click();
    await page
      .getByLabel(/Choose an image/)
      .setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: solidPng() });
    await expectToast(page, 'Image Uploaded');
    await expect(page.getByRole('img', { name: 'Preview of the course image' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/builder$/);
    courseId = Number(/\/courses\/(\d+)/.exec(page.url())![1]);
  });

  await test.step('the course has the outline’s six modules', async () => {
    const modules = (await (await page.request.get(`/api/courses/${courseId}/modules`)).json()) as {
      title: string;
      orderIndex: number;
    }[];
    expect(modules.sort((a, b) => a.orderIndex - b.orderIndex).map((m) => m.title)).toEqual([
      'Discovering Ingredients',
      'Exploring Techniques',
      'Kitchen Challenges',
      'Signature Breakthrough',
      'Everyday Cooking',
      'Cooking for Friends',
    ]);
  });

  await test.step('the dashboard follows: stat cards, Builder and Courses tabs', async () => {
    await page.goto('/educator');
    await expect(stat(page, 'Your Courses')).toHaveText(String(before.courses + 1));
    await expect(stat(page, 'Awaiting Review')).toHaveText(String(before.awaiting + 1));
    await expect(page.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
    await page.getByRole('tab', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\?tab=courses$/);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await expect(row.getByText('Pending review')).toBeVisible();
    await expect(row.getByText('6 modules')).toBeVisible();
  });
  await page.context().close();
});

test('a rejected course shows its reason and goes back to review', async ({ browser }) => {
  const admin = await signedInApi(platform.url, accounts.admin);
  const rejected = await admin.post(`/api/courses/${courseId}/reject`, {
    data: { reason: 'Please add a lesson to each module.' },
  });
  expect(rejected.ok(), await rejected.text()).toBeTruthy();

  const page = await educatorPage(browser);
  await page.goto('/educator?tab=courses');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Please add a lesson to each module.')).toBeVisible();
  await row.getByRole('button', { name: /Submit for review/ }).click();
  await expectToast(page, 'Submitted for review');
  await expect(row.getByText('Pending review')).toBeVisible();
  await expect(row.getByRole('button', { name: /Submit for review/ })).toHaveCount(0);

  // Approved and joined by the demo student: the Students tab lists the learner.
  const approved = await admin.post(`/api/courses/${courseId}/approve`);
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await admin.dispose();
  const student = await signedInApi(platform.url, accounts.student);
  const enrolled = await student.post('/api/enrollments', { data: { courseId } });
  expect(enrolled.ok(), await enrolled.text()).toBeTruthy();
  await student.dispose();

  await page.getByRole('tab', { name: 'Students' }).click();
  await page.getByLabel('Search learners').fill(TITLE);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: TITLE, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/educator/learners.csv?search=${encodeURIComponent(TITLE).replace(/%20/g, '+')}&sort=lastActive&direction=desc`,
  );
  await table.getByRole('button', { name: 'Progress' }).click();
  await expect(table.getByRole('columnheader', { name: 'Progress' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByLabel('Search learners').fill(`no such learner ${run}`);
  await expect(page.getByRole('heading', { name: 'No learners match your search' })).toBeVisible();
  await page.context().close();
});

test('axe-core finds nothing on the dashboard tabs and the wizard steps at 1280 and 360 px', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const width of [1280, 360]) {
    const page = await educatorPage(browser, width);
    // One load of the dashboard, its tabs then chosen as a person does (each tab's panel loads its own reads).
    await page.goto('/educator');
    for (const tab of ['Builder', 'Ebook', 'AI GPT', 'Courses', 'Students']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your figures' }).locator('dd').first()).toHaveText(/\d/);
      await expect(page.locator('[aria-label^="Loading"]')).toHaveCount(0);
      await expectAccessible(page, `/educator (${tab}) at ${width}`);
      await shot(page, `educator-${tab.toLowerCase().replace(/\s+/g, '-')}-${width}`);
    }

    await page.goto('/educator/courses/new');
    await page.getByRole('radio', { name: /Inner Journey/ }).click();
    await expect(page.getByLabel('Module 1')).toBeVisible();
    await expectAccessible(page, `wizard step 1 (manual) at ${width}`);
    await shot(page, `wizard-1-manual-${width}`);
    await page.getByRole('radio', { name: /YouTube/ }).click();
    await page.getByRole('button', { name: 'Extract and Continue' }).click();
    await expectToast(page, 'YouTube URL Required', 'Please enter a valid YouTube video URL');
    await expectAccessible(page, `wizard step 1 (YouTube, error) at ${width}`);
    await shot(page, `wizard-1-youtube-${width}`);
    await page.getByRole('radio', { name: /Manual/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Course title must be at least 5 characters')).toBeVisible();
    await expectAccessible(page, `wizard step 2 (errors) at ${width}`);
    await shot(page, `wizard-2-${width}`);
    await page.getByLabel(/Course title/).fill(`Inner work ${run}`);
    await page.getByLabel(/Description/).fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Please select at least one category')).toBeVisible();
    await expectAccessible(page, `wizard step 3 (errors) at ${width}`);
    await shot(page, `wizard-3-${width}`);
    await page.context().close();
  }
});
