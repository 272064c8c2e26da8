/**
 * Instructor feedback and the authoring fields, on the shared platform (gateway, course and live-session services,
 * shell, learn and studio remotes).
 *
 * Through the API the demo educator builds a course whose module and lesson carry the authoring fields (display
 * names, story phase, practical application, case study, action steps, reflection prompts, in-depth format) and a
 * quiz; an administrator approves it; a new learner enrols, writes a reflection and submits the quiz. In the
 * browser the educator opens the Students tab, gives the learner feedback on their reflection and on the quiz
 * submission from the feedback dialog. The learner follows each notification from the bell: the reflection's to
 * the enrolled view's Feedback tab, the quiz's to the lesson page, where the feedback is shown beside the lesson's
 * teaching sections. The educator's lesson dialog shows the authoring fields. axe-core (every rule) on the
 * feedback dialog, the Feedback tab, the lesson page and the builder's Settings tab at 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { accounts, expectRemoteDeployed, expectToast, run } from './support/platform';
import { created, firstCategoryId, okJson, registerAccount, signedInApi } from './support/api-helpers';
import { expectAccessibleAtBothWidths } from './support/both-widths';
import { signedInPage } from './support/signed-in-page';

const COURSE = `Rain Gardens at Home ${run}`;
const LESSON = 'Reading your roof and gutters';
const REFLECTION = 'I never noticed how much water runs off our shed roof.';
const ON_REFLECTION = `Great observation. Measure the shed roof next and we will size your garden (${run}).`;
const ON_QUIZ = `Look again at question one: the overflow goes downhill, away from walls (${run}).`;

test.describe.configure({ mode: 'serial' });

test('an educator gives feedback and the learner finds it where the notification leads', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  await expectRemoteDeployed(request, 'learn');
  await expectRemoteDeployed(request, 'studio');
  const url = baseURL!;

  // The course, its authoring fields and a quiz, through the API.
  const educatorApi = await signedInApi(url, accounts.educator);
  const course = await created<{ id: number }>(educatorApi, '/api/courses', {
    title: COURSE,
    description: 'Catch the rain that runs off your roof and let it soak into a garden bed.',
    categoryId: await firstCategoryId(educatorApi),
  });
  const module = await created<{ id: number }>(educatorApi, '/api/modules', {
    courseId: course.id,
    title: 'Where the water goes',
    description: 'Follow a storm from the roof to the street.',
    displayName: 'Week',
    storyPhase: 'awakeningPhase',
  });
  const lesson = await created<{ id: number }>(educatorApi, '/api/lessons', {
    moduleId: module.id,
    title: LESSON,
    content: 'Walk around your home during rain and note where the water leaves the roof.',
    displayName: 'Field walk',
    isShortForm: false,
    duration: 20,
    practicalApplication: 'Mark each downpipe on a sketch of your plot.',
    caseStudy: 'A terrace in Leeds diverted two downpipes into one 4 m² bed.',
    actionSteps: 'Sketch the roof. Find the downpipes. Pick the lowest spot at least 3 m from the house.',
    reflectionPrompts: 'Where does water pool after rain on your plot?',
  });
  const quiz = await created<{ id: number; questions: { id: number }[] }>(educatorApi, '/api/quizzes', {
    lessonId: lesson.id,
    title: 'Runoff check',
    passingScore: 100,
    questions: [
      {
        type: 'single_choice',
        question: 'Where should the overflow of a rain garden go?',
        options: ['Towards the house', 'Downhill, away from walls'],
        correctAnswer: 'Downhill, away from walls',
      },
    ],
  });
  const adminApi = await signedInApi(url, accounts.admin);
  await okJson(adminApi.post(`/api/courses/${course.id}/approve`));

  // A new learner enrols, reflects and fails the quiz.
  const learnerApi = await playwrightRequest.newContext({ baseURL: url });
  const learner = await registerAccount(learnerApi, {
    prefix: 'rain',
    firstName: 'Rowan',
    lastName: `Brook${run}`,
    password: 'Green!leaf42',
  });
  const enrollment = await created<{ id: number }>(learnerApi, '/api/enrollments', { courseId: course.id });
  await okJson(learnerApi.patch(`/api/enrollments/${enrollment.id}`, { data: { reflection: REFLECTION } }));
  await created(learnerApi, `/api/quizzes/${quiz.id}/submissions`, {
    answers: [{ questionId: quiz.questions[0]!.id, answer: 'Towards the house' }],
  });

  const educator = await signedInPage(browser, url, accounts.educator);
  const student = await signedInPage(browser, url, learner);
  try {
    await test.step('the educator gives feedback on the reflection and the quiz from the Students tab', async () => {
      await educator.goto('/educator?tab=students');
      await educator.getByLabel('Search learners').fill(`Brook${run}`);
      const open = educator.getByRole('button', { name: `Give feedback to Rowan Brook${run} in ${COURSE}` });
      await open.click();
      const dialog = educator.getByRole('dialog', { name: `Feedback for Rowan Brook${run}` });
      await expect(dialog.getByText('has had no feedback in this course yet')).toBeVisible();
      await dialog.getByLabel('About').selectOption('reflection');
      await expect(dialog.getByLabel('Their reflection')).toHaveText(REFLECTION);
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(dialog.getByText('Feedback is required')).toBeVisible();
      await expectAccessibleAtBothWidths(educator, 'the feedback dialog', {
        name: 'feedback-dialog',
        include: '[role="dialog"]',
      });
      await dialog.getByLabel('Your feedback').fill(ON_REFLECTION);
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      await expectToast(educator, 'Feedback sent');
      await expect(dialog.getByRole('region', { name: 'Feedback given so far' })).toContainText(
        ON_REFLECTION,
      );

      await dialog.getByLabel('About').selectOption('quiz');
      const submission = dialog.getByLabel('Quiz submission');
      const option = (await submission.locator('option').allTextContents()).find((t) =>
        t.startsWith('Runoff check · 0% not passed'),
      );
      expect(option, 'the learner’s submission is offered').toBeTruthy();
      await submission.selectOption({ label: option! });
      await dialog.getByLabel('Your feedback').fill(ON_QUIZ);
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      await expectToast(educator, 'Feedback sent');
      await expect(dialog.getByRole('region', { name: 'Feedback given so far' })).toContainText(ON_QUIZ);
    });

    const fromBell = async (page: Page, message: RegExp) => {
      const bell = page.getByRole('button', { name: /^Notifications/ });
      // Notifications are written when the course service's event reaches live-session: read again until then.
      await expect(async () => {
        await page.reload();
        await bell.click();
        await expect(page.getByRole('menuitem', { name: message })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await page.getByRole('menuitem', { name: message }).click();
    };

    await test.step('the reflection feedback opens the Feedback tab of the course', async () => {
      await student.goto('/');
      await fromBell(student, /left feedback on your reflection/);
      await expect(student).toHaveURL(new RegExp(`/courses/${course.id}/dashboard\\?tab=feedback$`));
      await expect(student.getByRole('tab', { name: 'Feedback', selected: true })).toBeVisible();
      const list = student.getByRole('list', { name: `Feedback in ${COURSE}` });
      await expect(list.getByText(ON_REFLECTION)).toBeVisible();
      await expect(list.getByText(ON_QUIZ)).toBeVisible();
      await expect(list.getByText('Your reflection')).toBeVisible();
      await expectAccessibleAtBothWidths(student, 'the Feedback tab', { name: 'enrolled-feedback-tab' });
    });

    await test.step('the quiz feedback opens the lesson page, beside the lesson’s teaching sections', async () => {
      await fromBell(student, /left feedback on your quiz/);
      await expect(student).toHaveURL(
        new RegExp(`/courses/${course.id}/lessons/${lesson.id}#instructor-feedback$`),
      );
      const section = student.getByRole('region', { name: 'Feedback from your instructor' });
      await expect(section.getByText(ON_QUIZ)).toBeVisible();
      await expect(section.getByText(ON_REFLECTION)).toHaveCount(0);
      await expect(section).toBeFocused();
      for (const heading of ['Practical application', 'Case study', 'Action steps', 'Reflect']) {
        await expect(student.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(student.getByText('Where the water goes · Field walk 1 of 1')).toBeVisible();
      await expect(student.getByText('In-depth lesson')).toBeVisible();
      await expectAccessibleAtBothWidths(student, 'the lesson page with feedback', {
        name: 'lesson-feedback',
      });
    });

    await test.step('the curriculum names the module by its display name and story phase', async () => {
      await student.goto(`/courses/${course.id}`);
      await student.getByRole('tab', { name: 'Curriculum' }).click();
      await expect(student.getByText(/Week 1 · Awakening · 1 lesson/)).toBeVisible();
    });

    await test.step('the educator edits the authoring fields in the builder', async () => {
      await educator.goto(`/courses/${course.id}/builder?tab=settings`);
      const story = educator.getByRole('form', { name: 'Story and outcomes' });
      await story
        .getByLabel('Character development')
        .fill('Learners become the neighbour who knows where water goes.');
      // The new card only: the rest of the Settings tab is course-builder-lessons-and-settings.spec.ts's.
      await expectAccessibleAtBothWidths(educator, 'the builder’s Story and outcomes card', {
        name: 'builder-story',
        include: 'section[aria-labelledby="builder-story-title"]',
      });
      await story.getByRole('button', { name: 'Save Story' }).click();
      await expectToast(educator, 'Course story saved');
      await student.goto(`/courses/${course.id}`);
      await expect(student.getByRole('heading', { name: 'Who you will become' })).toBeVisible();

      await educator.goto(`/courses/${course.id}/builder?tab=lessons`);
      await educator.getByRole('button', { name: `Edit: ${LESSON}` }).click();
      const dialog = educator.getByRole('dialog', { name: 'Edit Lesson' });
      await expect(dialog.getByLabel('Display name')).toHaveValue('Field walk');
      await expect(dialog.getByLabel('Case study')).toHaveValue(/A terrace in Leeds/);
      await expect(dialog.getByRole('checkbox', { name: 'Short-form lesson' })).not.toBeChecked();
      await expectAccessibleAtBothWidths(educator, 'the lesson dialog', {
        name: 'builder-lesson-dialog',
        include: '[role="dialog"]',
      });
      await dialog.getByLabel('Case study').fill('');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(educator, 'Lesson updated');
      await student.goto(`/courses/${course.id}/lessons/${lesson.id}`);
      await expect(student.getByRole('heading', { level: 2, name: 'Practical application' })).toBeVisible();
      // An emptied section is gone, heading and all.
      await expect(student.getByRole('heading', { name: 'Case study' })).toHaveCount(0);
    });
  } finally {
    await educator.context().close();
    await student.context().close();
    await learnerApi.dispose();
    await educatorApi.dispose();
    await adminApi.dispose();
  }
});
