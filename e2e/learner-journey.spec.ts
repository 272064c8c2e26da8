/**
 * The learner journey end to end, against the real platform (gateway + services + shell + learn remote):
 * sign up, browse and filter the catalogue, open a course, enrol, complete every lesson in the lesson view,
 * watch progress reach 100, see the milestones, download the certificate PDF and verify it signed out.
 * Every learn screen on the way is checked with axe-core (no serious or critical violations).
 *
 * Setup creates a small course of its own through the API (an educator creates it, an administrator approves
 * it), so the journey never depends on, or changes, the demo catalogue. Credentials default to the demo
 * accounts of demo mode; override with E2E_EDUCATOR_USERNAME/PASSWORD and E2E_ADMIN_USERNAME/PASSWORD.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import {
  accounts,
  expectAccessible,
  expectToast,
  fillSignUp,
  expectRemoteDeployed,
  uniqueUsername,
  run,
  expectAccessibleAroundPlayer,
} from './support/platform';
import { signedInApi } from './support/api-helpers';
import { apiRequestsDuring } from './support/api-requests';

const COURSE_TITLE = `Solar Rooftops ${run}`;
const LESSONS = [
  {
    title: 'How photovoltaic panels work',
    content:
      '## Sunlight to electricity\n\nA **photovoltaic** cell turns light into current.\n\n- Silicon wafers\n- Inverters',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    title: 'Sizing a rooftop system',
    content: 'Estimate your yearly use, then divide by local sun hours.\n\n> Start with efficiency first.',
    documentUrl: 'https://example.org/rooftop-sizing-guide.pdf',
  },
];

let courseId: number;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL: configured }) => {
  baseURL = configured ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000';
  const probe = await playwrightRequest.newContext({ baseURL });
  await expectRemoteDeployed(probe, 'learn');
  await probe.dispose();
  const educator = await signedInApi(baseURL, accounts.educator);
  const categories = (await (await educator.get('/api/categories')).json()) as { id: number; name: string }[];
  const category = categories.find((c) => c.name === 'Sustainability') ?? categories[0];
  expect(category, 'a category to file the course under').toBeTruthy();

  const created = await educator.post('/api/courses', {
    data: {
      title: COURSE_TITLE,
      description:
        'Plan, size and install solar panels on a home roof — a short course made by the e2e suite.',
      categoryId: category!.id,
      level: 'beginner',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  courseId = ((await created.json()) as { id: number }).id;

  const mod = await educator.post('/api/modules', {
    data: { title: 'Solar at home', description: 'From sunlight to a working rooftop system.', courseId },
  });
  expect(mod.status(), await mod.text()).toBe(201);
  const moduleId = ((await mod.json()) as { id: number }).id;
  for (const [i, lesson] of LESSONS.entries()) {
    const res = await educator.post('/api/lessons', {
      data: { ...lesson, moduleId, orderIndex: i + 1, duration: 5 },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await educator.dispose();

  const admin = await signedInApi(baseURL, accounts.admin);
  const approved = await admin.post(`/api/courses/${courseId}/approve`);
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await admin.dispose();
});

test('a learner signs up, completes a course and shares a verifiable certificate', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('learner');
  const password = 'Solar!panel42';

  // --- Sign up -------------------------------------------------------------------------------------------
  await page.goto('/auth?tab=register');
  await fillSignUp(page, {
    firstName: 'Robin',
    lastName: 'Greenway',
    email: `${username}@example.org`,
    username,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  await page.getByRole('form', { name: 'Sign Up' }).getByRole('button', { name: 'Create Account' }).click();

  // --- Home ----------------------------------------------------------------------------------------------
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Robin' })).toBeVisible();
  await expect(page.getByText("You don't have any courses in progress.")).toBeVisible();
  // A learner who has not posted in the forum yet: the real figure, 0.
  await expect(page.getByRole('listitem').filter({ hasText: 'Forum Discussions' })).toHaveText(
    /^Forum Discussions\s*0$/,
  );
  await expectAccessible(page, 'home');

  // --- Catalogue: search, filters in the URL, tabs -------------------------------------------------------
  await page.getByRole('link', { name: 'Browse Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore courses' })).toBeVisible();
  await expectAccessible(page, 'catalogue');

  // The whole title: other specs in this worker create beginner courses whose titles carry the same run id.
  await page.getByLabel('Search courses').fill(COURSE_TITLE);
  await expect(page).toHaveURL(new RegExp(`q=Solar(\\+|%20)Rooftops(\\+|%20)${run}`));
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Advanced' }).click();
  await expect(
    page.getByText('No courses found matching your filters. Try adjusting your search criteria.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Beginner' }).click();
  await expect(page).toHaveURL(/level=beginner/);
  const card = page.locator('#main-content').getByRole('link', { name: COURSE_TITLE });
  await expect(card).toBeVisible();
  await expect(page.getByText('Showing 1 course')).toBeVisible();

  // Filters survive a reload (they live in the URL) and the tabs really filter.
  await page.reload();
  await expect(page.getByLabel('Search courses')).toHaveValue(COURSE_TITLE);
  await expect(page.locator('#main-content').getByRole('link', { name: COURSE_TITLE })).toBeVisible();
  await page.getByRole('tab', { name: 'My Courses' }).click();
  await expect(page).toHaveURL(/tab=my/);
  await expect(
    page.getByText('No courses found matching your filters. Try adjusting your search criteria.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Not Enrolled' }).click();
  await expect(page.locator('#main-content').getByRole('link', { name: COURSE_TITLE })).toBeVisible();

  // --- Course detail and enrollment -----------------------------------------------------------------------
  await page.locator('#main-content').getByRole('link', { name: COURSE_TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  // The side card's facts are the course's own: two 5-minute lessons, one with a video, one with a document.
  const facts = page.getByRole('list', { name: 'Course facts' });
  await expect(facts).toContainText('10 min (self-paced)');
  await expect(facts).toContainText('Includes 1 video and 1 document');
  await expect(facts.getByText(/quizzes/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Curriculum' }).click();
  await expect(page.getByText(LESSONS[0]!.title)).toBeVisible();
  await expect(page.getByRole('button', { name: /Mark .* complete/ })).toHaveCount(0); // not enrolled yet
  await page.getByRole('tab', { name: 'Instructor' }).click();
  await expect(page.getByText('Courses on Canopy').or(page.getByText('Course on Canopy'))).toBeVisible();
  await expectAccessible(page, 'course detail');

  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await expectToast(page, 'Enrolled Successfully', 'You have been enrolled in this course.');
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  // --- Lesson view: complete every lesson ----------------------------------------------------------------
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSONS[0]!.title })).toBeVisible();
  await expect(
    page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]'),
  ).toHaveAttribute('title', `Video: ${LESSONS[0]!.title}`);
  await expect(page.getByRole('heading', { name: 'Sunlight to electricity' })).toBeVisible();
  await expectAccessibleAroundPlayer(page, 'lesson view');
  // The completion's answer says all the page shows: at most 2 API requests in all, the completion included.
  const firstCompletion = await apiRequestsDuring(
    page,
    () => page.getByRole('button', { name: 'Mark Complete' }).click(),
    async () => {
      await expect(page.getByText('Lesson completed', { exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
    },
  );
  expect(firstCompletion, firstCompletion.join('\n')).toContain('POST /api/lesson-completions');
  expect(firstCompletion.length, firstCompletion.join('\n')).toBeLessThanOrEqual(2);

  await page.getByRole('link', { name: 'Next lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSONS[1]!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open document/ })).toHaveAttribute(
    'href',
    LESSONS[1]!.documentUrl!,
  );
  // The last lesson: the answer also brings the certificate; still no more than two requests.
  const lastCompletion = await apiRequestsDuring(
    page,
    () => page.getByRole('button', { name: 'Mark Complete' }).click(),
    async () => {
      await expect(page.getByText('You completed this course!')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
    },
  );
  expect(lastCompletion, lastCompletion.join('\n')).toContain('POST /api/lesson-completions');
  expect(lastCompletion.length, lastCompletion.join('\n')).toBeLessThanOrEqual(2);

  // --- Enrolled-course view: progress 100, milestones, reflection and goals, certificate -------------------
  await page.goto(`/courses/${courseId}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const milestones = page.getByRole('region', { name: 'Milestones' });
  await expect(milestones.getByRole('listitem').first()).toBeVisible();
  await expect(milestones.getByText('No Milestones Yet')).toHaveCount(0);
  await expect(page.getByText('No Upcoming Sessions')).toBeVisible();
  await expectAccessible(page, 'enrolled-course view');

  await page.getByRole('button', { name: 'Add reflection' }).click();
  await page.getByLabel('Reflection', { exact: true }).fill('I now know how to size a rooftop system.');
  await page.getByRole('button', { name: 'Submit Reflection' }).click();
  await expectToast(page, 'Reflection Submitted', 'Your self-assessment has been updated.');

  await page.getByRole('button', { name: 'Set a goal' }).click();
  await page.getByLabel('Personal goal').fill('Install panels on my roof this summer');
  await page.getByLabel(/Weekly hours/).fill('5');
  await page.getByRole('button', { name: 'Save Goals' }).click();
  await expectToast(page, 'Learning Goals Updated', 'Your personal learning goals have been saved.');
  await expect(page.getByText('Install panels on my roof this summer')).toBeVisible();

  const certificateLink = page.getByRole('link', { name: 'View certificate' }).first();
  const href = await certificateLink.getAttribute('href');
  const code = decodeURIComponent(href!.split('/certificates/')[1]!);
  expect(code.length).toBeGreaterThan(6);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // --- Public verification, signed out ------------------------------------------------------------------
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/certificates/${encodeURIComponent(code)}`);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Certificate of Completion' }),
  ).toBeVisible();
  await expect(visitorPage.getByText('Robin Greenway')).toBeVisible();
  await expect(visitorPage.locator('#main-content').getByRole('link', { name: COURSE_TITLE })).toBeVisible();
  await expect(visitorPage.getByText(code, { exact: true })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await expectAccessible(visitorPage, 'certificate verification');

  await visitorPage.goto('/certificates/not-a-real-code');
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
  await visitor.close();

  // --- Back home: the finished course counts as completed ------------------------------------------------
  await page.goto('/');
  const completed = page.getByRole('listitem').filter({ hasText: 'Courses Completed' });
  await expect(completed).toContainText('1');
});
