/**
 * Learning preferences and insights (mfe-learn /learning-profile, the enrolled-course view, the admin
 * Questionnaire tab), on the shared platform.
 *
 * A new learner, enrolled in a new course with a weekly goal, takes the questionnaire by keyboard only (Tab to the
 * radio group, arrow keys and Space to choose, Tab to Next, Enter), sees the results (the two preferences, the chart's table,
 * the strategies) and the insights, completes a lesson and finds the pace insight changed on the course's page.
 * axe-core (every rule) at 1280 and 360 px on the questionnaire, the results, the course's insights and the admin
 * tab.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, request, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, run } from './support/platform';
import { signInPage } from './support/signed-in-page';
import { created, okJson, registerAccount, signedInApi } from './support/api-helpers';
import { bothWidths, expectAccessibleAtBothWidths } from './support/both-widths';
import { shot } from './support/screenshots';

/** What POST /api/learning-preferences/assessments answers, as far as these tests read it. */
interface AssessmentSession {
  assessment: { id: number };
  questions: Array<{ id: number; category: string; options: string[] }>;
}

const COURSE = `Compost Basics ${run}`;
let courseId: number;
const lessonIds: number[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const educator = await signedInApi(baseURL!, accounts.educator);
  courseId = (
    await created<{ id: number }>(educator, '/api/courses', {
      title: COURSE,
      description: 'Turn kitchen scraps into rich soil in a few weeks.',
      categoryId: 12,
      level: 'beginner',
    })
  ).id;
  const module = await created<{ id: number }>(educator, '/api/modules', {
    courseId,
    title: 'Getting started',
    description: 'Greens, browns and air.',
  });
  for (const title of ['Greens and browns', 'Turning the pile', 'When it is ready']) {
    const lesson = await created<{ id: number }>(educator, '/api/lessons', {
      moduleId: module.id,
      title,
      content: `About ${title.toLowerCase()}.`,
      duration: 20,
    });
    lessonIds.push(lesson.id);
  }
  await educator.dispose();
  const admin = await signedInApi(baseURL!, accounts.admin);
  await okJson(admin.post(`/api/courses/${courseId}/approve`));
  await admin.dispose();
});

/** Answers the question in view by keyboard: Tab into the radio group, arrows and Space to choose, Tab to Next, Enter. */
async function answerByKeyboard(page: Page, steps: number) {
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'radio');
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  const names: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    names.push(name);
    if (name === 'Next' || name === 'See my results') break;
  }
  expect(names.at(-1), `Tab from the choice reached: ${names.join(' | ')}`).toMatch(
    /^(Next|See my results)$/,
  );
  await page.keyboard.press('Enter');
}

test('a learner takes the questionnaire by keyboard, reads results and insights, and a lesson changes one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/auth');
  await registerAccount(page.request, {
    prefix: 'prefs',
    firstName: 'Ada',
    lastName: 'Learner',
    password: 'Canopy!learn9',
  });
  const enrollment = await okJson<{ id: number }>(
    page.request.post('/api/enrollments', { data: { courseId } }),
  );
  await okJson(page.request.patch(`/api/enrollments/${enrollment.id}`, { data: { weeklyHoursTarget: 2 } }));

  // Linked from home and from the user menu.
  await page.goto('/');
  await page.getByRole('link', { name: 'Learning preferences' }).first().click();
  await expect(page).toHaveURL(/\/learning-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning preferences' })).toBeVisible();
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Learning preferences' })).toBeVisible();
  await page.keyboard.press('Escape');

  const start = page.getByRole('button', { name: 'Start the questionnaire' });
  await start.focus();
  await page.keyboard.press('Enter');
  const progress = page.getByRole('progressbar');
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  const total = Number((await page.getByText(/^Question 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(16);
  await expectAccessibleAtBothWidths(page, 'the questionnaire', { name: 'learning-profile-questionnaire' });

  for (let n = 1; n <= total; n++) {
    await expect(page.getByText(`Question ${n} of ${total}`)).toBeVisible();
    const category = await page
      .locator('section[aria-labelledby="assessment-question"] span')
      .nth(1)
      .textContent();
    // Visual "Strongly agree"/"Always", reading and writing the fourth option, everything else the second.
    await answerByKeyboard(page, category === 'Visual' ? 4 : category === 'Reading and writing' ? 3 : 1);
    if (n < total)
      await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round((n / total) * 100)));
  }

  // Results: the two preferences, the scores as a table for screen readers, the strategies.
  await expect(page.getByRole('heading', { name: 'Your learning preferences' })).toBeVisible();
  const preferences = page.locator('dl');
  await expect(preferences.getByText('Primary preference')).toBeVisible();
  await expect(preferences.getByText('Visual', { exact: true })).toBeVisible();
  await expect(preferences.getByText('Reading and writing', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your scores by category, from 0 to 100' });
  await expect(table.getByRole('row', { name: /^Visual \d+$/ })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Study strategies that work for everyone' })).toBeVisible();
  await expect(page.getByText(/Research does not show that teaching matched/)).toBeVisible();

  const insights = page.getByRole('list', { name: 'Learning insights' });
  await expect(
    // The order is the learner's two scores', which the keyboard answers leave close: either way round.
    insights.getByRole('heading', {
      name: /^You prefer (visual and reading and writing|reading and writing and visual)$/,
    }),
  ).toBeVisible();
  await expect(insights.getByRole('heading', { name: `Behind your weekly goal in ${COURSE}` })).toBeVisible();
  await expect(insights).toContainText('you completed 0 lessons');
  await expectAccessibleAtBothWidths(page, 'the learning-preferences results', {
    name: 'learning-profile-results',
  });

  // A completed lesson changes the pace insight, shown on the course's page.
  await page.goto(`/courses/${courseId}/lessons/${lessonIds[0]}`);
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Lesson completed', { exact: true }).first()).toBeVisible();
  await page.goto(`/courses/${courseId}/dashboard`);
  const card = page.getByRole('region', { name: 'Learning insights' });
  await expect(card.getByText(/you completed 1 lesson in .*, about 20 minutes/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the enrolled view with insights', { name: 'enrolled-insights' });

  // Dismissing one removes it.
  await card.getByRole('button', { name: `Dismiss insight: Behind your weekly goal in ${COURSE}` }).click();
  await expect(card.getByRole('heading', { name: `Behind your weekly goal in ${COURSE}` })).toHaveCount(0);
});

test('an administrator sees the questionnaire in the admin dashboard', async ({ page }) => {
  await signInPage(page, accounts.admin);
  await page.goto('/admin?tab=questionnaire');
  const table = page.getByRole('region', { name: 'Questions table' });
  // The admin dashboard reads several lists at once: on a loaded machine the questions can take a while.
  await expect(table.getByRole('row').first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText('Visual').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the admin Questionnaire tab', { name: 'admin-questionnaire' });
});

test('the educator sees how the preferences of five learners or more are spread, and never fewer', async ({
  page: educator,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInPage(educator, accounts.educator);
  const card = educator.getByRole('region', { name: 'Learning preferences', exact: true });
  const preferencesOf = async () =>
    okJson<{ enoughLearners: boolean; assessedLearners: number | null }>(
      educator.request.get(`/api/courses/${courseId}/learning-preferences`),
    );

  // Five new learners of the course take the questionnaire (the first test's learner may be a sixth). Each
  // prefers another format most: learner i answers the highest option for one category, the lowest elsewhere.
  const favourites = ['visual', 'auditory', 'kinesthetic', 'reading_writing', 'visual'];
  for (const [i, favourite] of favourites.entries()) {
    const learner = await request.newContext({ baseURL });
    await registerAccount(learner, {
      prefix: 'prefs_many',
      firstName: 'Lee',
      lastName: `Learner${i}`,
      password: 'Canopy!learn9',
    });
    await okJson(learner.post('/api/enrollments', { data: { courseId } }));
    const session = await okJson<AssessmentSession>(learner.post('/api/learning-preferences/assessments'));
    for (const q of session.questions) {
      const option = q.category === favourite ? q.options.at(-1)! : q.options[0]!;
      await okJson(
        learner.put(`/api/learning-preferences/assessments/${session.assessment.id}/responses/${q.id}`, {
          data: { selectedOption: option },
        }),
      );
    }
    await okJson(learner.post(`/api/learning-preferences/assessments/${session.assessment.id}/complete`));
    await learner.dispose();
    if (i === 3) {
      // Four new learners, and at most one from the first test: still no figures, not even how many.
      const before = await preferencesOf();
      if (!before.enoughLearners) expect(before.assessedLearners).toBeNull();
    }
  }
  expect((await preferencesOf()).enoughLearners).toBe(true);

  await educator.goto(`/courses/${courseId}/builder`);
  // The builder and its card load lazily: as the admin table above, given longer than the default on a busy machine.
  await expect(card.getByText(/^First preferences of \d+ learners who took the questionnaire/)).toBeVisible({
    timeout: 30_000,
  });
  for (const viewport of bothWidths) {
    await educator.setViewportSize(viewport);
    await expectAccessible(educator, `the preference card at ${viewport.width} px`);
    await shot(educator, `studio-preferences-${viewport.width}`, card);
  }
  await card.getByRole('button', { name: 'Show table' }).click();
  const table = card.getByRole('table', { name: 'Learners by first preference, and mean scores' });
  await expect(table.getByRole('row', { name: /^Listening and discussion 1 \(\d+%\) \d+$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Hands-on practice 1 \(\d+%\) \d+$/ })).toBeVisible();
  await shot(educator, 'studio-preferences-table-360', card);
});
