/**
 * The forum inside the learner area, against the real platform (gateway + identity + course + forum services,
 * shell, learn and forum remotes): a learner who has just joined a course starts a discussion in the
 * enrolled-course view's Discussions tab, finds it listed there with a link to its forum page, and sees the
 * discussion-contribution milestone the course service records when the forum's event reaches it (delivered
 * asynchronously, so the page is read again for a few seconds); the home page counts the discussion. The demo
 * student then starts a thread under a lesson ("Discuss this lesson"). axe-core on the Discussions tab and the
 * lesson's discussion section at 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import {
  accounts,
  expectAccessible,
  expectRemoteDeployed,
  expectToast,
  run,
  expectAccessibleAroundPlayer,
} from './support/platform';
import { signInPage } from './support/signed-in-page';
import { shot } from './support/screenshots';
import { registerAccount } from './support/api-helpers';

const TITLE = `Greywater for the garden ${run}`;
const CONTENT = `Has anyone here reused shower water on vegetables? I would like to try it this summer (${run}).`;
const LESSON_TITLE = `A question about this lesson ${run}`;
const LESSON_CONTENT = `Which of the examples in this lesson would work best in a small flat? (${run})`;
const PASSWORD = 'Green!leaf42';
const GUIDELINES = 'I have read and agree to follow the community guidelines';

const viewports = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
] as const;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await expectRemoteDeployed(request, 'learn');
  await expectRemoteDeployed(request, 'forum');
});

test('a new learner starts a course discussion and earns the contribution milestone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const courses = (await (await request.get('/api/courses')).json()) as { id: number; title: string }[];
  const course = courses.find((c) => c.title.startsWith('Water Stewardship')) ?? courses[0]!;

  await test.step('sign up and enrol', async () => {
    const talker = await registerAccount(request, {
      prefix: 'talker',
      firstName: 'Willow',
      lastName: 'Brook',
      password: PASSWORD,
    });
    await signInPage(page, talker);
    await page.goto(`/courses/${course.id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expectToast(page, 'Enrolled Successfully');
  });

  const discussionsTab = async () => {
    await page.goto(`/courses/${course.id}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await page.getByRole('tab', { name: 'Discussions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Discussions' })).toBeVisible();
  };

  await test.step('the Discussions tab: the course’s threads and a form, accessible at 1280 and 360 px', async () => {
    await discussionsTab();
    await expect(page.getByText(/arrive with the forum|coming soon/i)).toHaveCount(0);
    const list = page.getByRole('region', { name: 'Course discussions' });
    await expect(
      list.getByText(/^\d+ discussions?$/).or(list.getByText('No discussions in this course yet')),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Start a discussion' })).toBeVisible();
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await expectAccessible(page, `Discussions tab at ${viewport.width} px`);
      await shot(
        page,
        `discussions-tab-${viewport.width}`,
        page.getByRole('tabpanel', { name: 'Discussions' }),
      );
    }
    await page.setViewportSize(viewports[0]);
  });

  await test.step('start a discussion: validated like the forum’s dialog, then listed with a link to it', async () => {
    const form = page.getByRole('form', { name: 'Start a discussion' });
    const create = form.getByRole('button', { name: 'Create Discussion' });
    await expect(create).toBeDisabled();
    await form.getByRole('checkbox', { name: GUIDELINES }).check();
    await form.getByLabel('Title').fill('Tap');
    await form.getByLabel('Content').fill('Too short');
    await create.click();
    await expect(form.getByText('Title must be at least 5 characters long')).toBeVisible();
    await expect(form.getByText('Content must be at least 20 characters long')).toBeVisible();

    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Content').fill(CONTENT);
    await create.click();
    await expectToast(page, 'Discussion started');
    const list = page.getByRole('list', { name: `Discussions of ${course.title}` });
    const link = list.getByRole('link', { name: TITLE });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^\/forum\/topics\/\d+\/discussions\/\d+$/);
    const item = list.getByRole('listitem').filter({ hasText: TITLE });
    await expect(item).toContainText('Willow Brook');
    await expect(item).toContainText('just now');
    await expect(item).toContainText('0 replies');
    await expect(form.getByLabel('Title')).toHaveValue('');
    await shot(page, 'discussions-tab-after-post-1280', page.getByRole('tabpanel', { name: 'Discussions' }));

    // Its forum page is the forum remote's.
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  await test.step('the milestone arrives (the forum’s event is delivered asynchronously)', async () => {
    await page.goto(`/courses/${course.id}/dashboard`);
    const milestones = page.getByRole('region', { name: 'Milestones' });
    await expect(async () => {
      await page.reload();
      await expect(milestones.getByText('First discussion contribution')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
    await expect(milestones.getByText('No Milestones Yet')).toHaveCount(0);
    await shot(page, 'milestones-after-post-1280');
  });

  await test.step('the home page counts the learner’s discussion', async () => {
    await page.goto('/');
    const stat = page.getByRole('listitem').filter({ hasText: 'Forum Discussions' });
    await expect(stat).toHaveText(/^Forum Discussions\s*1$/);
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await shot(page, 'home-1280');
    await page.setViewportSize(viewports[1]);
    await shot(page, 'home-360');
    await page.setViewportSize(viewports[0]);
  });
});

test('the demo student discusses a lesson from the lesson view', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInPage(page, accounts.student);
  const enrollments = (await (await page.request.get('/api/enrollments')).json()) as {
    courseId: number;
    course: { title: string };
  }[];
  expect(enrollments.length).toBeGreaterThan(0);
  const { courseId, course } = enrollments[0]!;
  const outline = (await (await request.get(`/api/courses/${courseId}/outline`)).json()) as {
    modules: { lessons: { id: number; title: string }[] }[];
  };
  const lesson = outline.modules.flatMap((m) => m.lessons)[0]!;

  await page.goto(`/courses/${courseId}/lessons/${lesson.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  const section = page.getByRole('region', { name: 'Discuss this lesson' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Start a discussion' }).click();
  const form = section.getByRole('form', { name: 'Start a discussion about this lesson' });
  await expect(form.getByLabel('Title')).toBeFocused();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectAccessibleAroundPlayer(page, `lesson view with its discussions at ${viewport.width} px`);
    await shot(page, `lesson-discussions-form-${viewport.width}`, section);
  }
  await page.setViewportSize(viewports[0]);

  await form.getByLabel('Title').fill(LESSON_TITLE);
  await form.getByLabel('Content').fill(LESSON_CONTENT);
  await form.getByRole('checkbox', { name: GUIDELINES }).check();
  await form.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(page, 'Discussion started');
  await expect(section.getByRole('link', { name: LESSON_TITLE })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Start a discussion' })).toBeFocused();
  await shot(page, 'lesson-discussions-after-post-1280', section);

  // Listed in the course's Discussions tab too, marked with the lesson it is about.
  await page.goto(`/courses/${courseId}/dashboard`);
  await page.getByRole('tab', { name: 'Discussions' }).click();
  const item = page
    .getByRole('list', { name: `Discussions of ${course.title}` })
    .getByRole('listitem')
    .filter({ hasText: LESSON_TITLE });
  await expect(item.getByRole('link', { name: `About the lesson ${lesson.title}` })).toHaveAttribute(
    'href',
    `/courses/${courseId}/lessons/${lesson.id}`,
  );
});
