/**
 * Live sessions through the real platform (gateway, identity, course and live-session services with the /ws hub,
 * the shell and the learn remote): an educator schedules a session for one of their courses; a learner enrolled in
 * that course, already on /live-sessions in another browser, sees the card appear with the 'Session Update'
 * notice and a bell notification, opens the room view and joins (the meeting opens in a new tab); the educator
 * then sees the attendance. axe-core on /live-sessions, the Create Session dialog, the bell and the room view at
 * 1280 and 360 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { accounts, expectAccessible, expectRemoteDeployed, expectToast, run } from './support/platform';
import { signInPage } from './support/signed-in-page';
import { shot } from './support/screenshots';
import { bothWidths, expectAccessibleAtBothWidths } from './support/both-widths';
import { expectWholeWhenOpened, watchForUnnamedParts } from './support/whole-parts';
import { registerAccount } from './support/api-helpers';

const TITLE = `Rain gardens live Q&A ${run}`;
const MEETING_URL = `https://meet.example.org/canopy-${run}`;
const PASSWORD = 'Green!leaf42';

async function newContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: bothWidths[0] });
  // The meeting link is an outside service: answer it locally so "Join Meeting" has somewhere to land.
  await context.route('https://meet.example.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Meeting room</title><h1>Meeting</h1>',
    }),
  );
  return context;
}

/** yyyy-mm-dd of a date in the browser's (and this machine's) time zone. */
const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await expectRemoteDeployed(request, 'learn');
});

test('an educator schedules a session; an enrolled learner sees it live, joins, and is in the attendance', async ({
  browser,
  baseURL,
}) => {
  // A long journey (two users, about twenty axe runs at two widths): on a busy two-core machine it has taken
  // close to four minutes.
  test.setTimeout(420_000);
  const educatorContext = await newContext(browser, baseURL);
  const learnerContext = await newContext(browser, baseURL);
  const educator = await educatorContext.newPage();
  const learner = await learnerContext.newPage();

  let course: { id: number; title: string };
  await test.step('the educator signs in and picks one of their approved courses', async () => {
    await signInPage(educator, accounts.educator);
    const mine = (await (await educator.request.get('/api/educator/courses')).json()) as {
      id: number;
      title: string;
      status: string;
    }[];
    const approved = mine.find((c) => c.status === 'approved');
    expect(approved, 'the demo educator teaches an approved course').toBeTruthy();
    course = approved!;
  });

  await test.step('a new learner enrols in that course and opens /live-sessions', async () => {
    await registerAccount(learner.request, {
      prefix: 'listener',
      firstName: 'Rowan',
      lastName: 'Field',
      password: PASSWORD,
    });
    // Registering signs the learner in (the session cookie is the browser context's).
    const enrolled = await learner.request.post('/api/enrollments', {
      data: { courseId: course.id },
      headers: { 'Idempotency-Key': `enrol-${run}` },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);

    await learner.goto('/live-sessions');
    await expect(learner.getByRole('heading', { level: 1, name: 'Live Sessions' })).toBeVisible();
    await expect(learner.getByText('Join live sessions with educators')).toBeVisible();
    await expect(learner.getByRole('heading', { name: 'Why join live sessions?' })).toBeVisible();
    await expect(learner.getByRole('tab', { name: 'Upcoming Sessions', selected: true })).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Create Session' })).toHaveCount(0);
    await expect(learner.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(learner.getByRole('article', { name: TITLE })).toHaveCount(0);
    await expectAccessibleAtBothWidths(learner, 'learner /live-sessions', { name: 'live-sessions-learner' });
  });

  await test.step('the educator’s page: own heading, Past tab empty state, accessible', async () => {
    await educator.goto('/live-sessions');
    await expect(educator.getByRole('heading', { level: 1, name: 'Manage Live Sessions' })).toBeVisible();
    await educator.getByRole('tab', { name: 'Past Sessions' }).click();
    await expect(
      educator
        .getByText(
          "You haven't created any past sessions yet. Click the 'Create Session' button to get started.",
        )
        .or(educator.getByRole('button', { name: 'Completed' }).first()),
    ).toBeVisible();
    await educator.getByRole('tab', { name: 'Upcoming Sessions' }).click();
    await expectAccessibleAtBothWidths(educator, 'educator /live-sessions', {
      name: 'live-sessions-educator',
    });
  });

  await test.step('the Create Session dialog validates with the specification’s messages', async () => {
    await educator.getByRole('button', { name: 'Create Session' }).first().click();
    const dialog = educator.getByRole('dialog', { name: 'Create New Live Session' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Fill out the form below to schedule a new live session.')).toBeVisible();
    await expect(
      dialog.getByText('Paste a Google Meet, Zoom, or other video conferencing link'),
    ).toBeVisible();
    await expect(dialog.getByText('Select your video conferencing provider')).toBeVisible();
    await expect(dialog.getByText('Notify participants this session will be recorded')).toBeVisible();
    await expect(dialog.getByLabel('Max Participants')).toHaveValue('20');
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await expect(dialog.getByText('Start time is required')).toBeVisible();
    await expect(dialog.getByText('End time is required')).toBeVisible();
    await expectAccessibleAtBothWidths(educator, 'Create Session dialog', {
      name: 'create-session-dialog',
      include: '[role="dialog"]',
    });
    await educator.setViewportSize(bothWidths[1]);
    await dialog.getByLabel('End time').scrollIntoViewIfNeeded();
    await shot(educator, 'create-session-dates-360', 'viewport');
    await educator.setViewportSize(bothWidths[0]);
  });

  await test.step('the educator schedules the session for the course', async () => {
    const dialog = educator.getByRole('dialog', { name: 'Create New Live Session' });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Bring your questions about planting a rain garden.');
    await dialog.getByRole('combobox', { name: 'Course' }).click();
    await educator.getByRole('option', { name: course.title }).click();
    await dialog.getByRole('combobox', { name: 'Session Type' }).click();
    await educator.getByRole('option', { name: 'Workshop' }).click();
    await dialog.getByLabel('Max Participants').fill('30');
    await dialog.getByLabel('Start date').fill(day(tomorrow));
    await dialog.getByLabel('Start time').fill('15:30');
    await dialog.getByLabel('End date').fill(day(tomorrow));
    await dialog.getByLabel('End time').fill('16:30');
    await dialog.getByRole('combobox', { name: 'Conference Provider' }).click();
    await educator.getByRole('option', { name: 'Google Meet' }).click();
    await dialog.getByLabel('Meeting URL').fill(MEETING_URL);
    await dialog.getByLabel('Meeting ID (Optional)').fill('rain-123');
    await dialog.getByLabel('Meeting Password (Optional)').fill('petals');
    await dialog.getByRole('switch', { name: 'Record Session' }).click();
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    // The learner's notice is a toast that leaves after 5 s: watched for at once, beside the educator's.
    await Promise.all([
      expectToast(educator, 'Success', 'Live session created successfully'),
      expectToast(learner, 'Session Update', `New session "${TITLE}" has been created`),
    ]);
    await expect(dialog).toBeHidden();
    const card = educator.getByRole('article', { name: TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByText('Workshop')).toBeVisible();
    await expect(card.getByText('Max 30 participants')).toBeVisible();
    await expect(card.getByText(/3:30 PM – 4:30 PM/)).toBeVisible();
  });

  await test.step('the learner sees it arrive without reloading: the card and the bell (the notice came as it was created)', async () => {
    const card = learner.getByRole('article', { name: TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `Join ${TITLE}` })).toBeEnabled();
    const bell = learner.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const menu = learner.getByRole('menu', { name: 'Notifications' });
    const item = menu.getByRole('menuitem', { name: new RegExp(`New session "${TITLE}" has been created`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Unread');
    for (const viewport of bothWidths) {
      await learner.setViewportSize(viewport);
      await expectAccessible(learner, `the bell at ${viewport.width} px`, '[role="menu"]');
      await shot(learner, `notification-bell-${viewport.width}`, 'viewport');
    }
    await learner.setViewportSize(bothWidths[0]);
    // Selecting it marks it read and opens its page: this session's room view.
    await item.click();
    await expect(learner).toHaveURL(/\/live-sessions\?session=\d+$/);
    await expect(learner.getByRole('dialog', { name: TITLE })).toBeVisible();
    await learner.getByRole('button', { name: 'Exit' }).click();
    await expect(learner.getByRole('dialog', { name: TITLE })).toBeHidden();
    await expect(learner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('the learner opens the room view: details, recording note, accessible', async () => {
    // Whole from its first frame: never in the document without its name, and axe finds nothing as it opens.
    const unnamed = await watchForUnnamedParts(learner);
    await learner
      .getByRole('article', { name: TITLE })
      .getByRole('button', { name: `Join ${TITLE}` })
      .click();
    await expectWholeWhenOpened(learner, '[role="dialog"]');
    expect(await unnamed()).toEqual([]);
    const room = learner.getByRole('dialog', { name: TITLE });
    await expect(room).toBeVisible();
    await expect(room.getByText('MEET', { exact: true })).toBeVisible();
    await expect(room.getByText('Recording', { exact: true })).toBeVisible();
    await expect(room.getByRole('heading', { name: 'Ready to join the session?' })).toBeVisible();
    await expect(room.getByText('Note: This session will be recorded.')).toBeVisible();
    await room.getByRole('button', { name: 'Info' }).click();
    await expect(room.getByText('rain-123')).toBeVisible();
    await expect(room.getByText('petals')).toBeVisible();
    await expect(room.getByRole('button', { name: 'Copy meeting ID' })).toBeVisible();
    await expect(room.getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
      'href',
      /\/api\/live-sessions\/\d+\.ics$/,
    );
    await expectAccessibleAtBothWidths(learner, 'room view', {
      name: 'session-room',
      include: '[role="dialog"]',
    });
    await room.getByRole('button', { name: 'Hide Details' }).click();
    await expect(room.getByText('rain-123')).toBeHidden();
  });

  await test.step('Join Meeting records the attendance and opens the meeting in a new tab', async () => {
    const room = learner.getByRole('dialog', { name: TITLE });
    const [meeting] = await Promise.all([
      learner.waitForEvent('popup'),
      room.getByRole('button', { name: 'Join Meeting' }).click(),
    ]);
    await expect(meeting).toHaveURL(MEETING_URL);
    await meeting.close();
    await room.getByRole('button', { name: 'Exit' }).click();
    await expect(room).toBeHidden();
  });

  await test.step('the educator sees who joined, by name', async () => {
    await educator
      .getByRole('article', { name: TITLE })
      .getByRole('button', { name: `Join ${TITLE}` })
      .click();
    const room = educator.getByRole('dialog', { name: TITLE });
    const attendance = room.getByTestId('attendance');
    await expect(attendance.getByRole('heading', { name: 'Attendance (1)' })).toBeVisible();
    await expect(attendance.getByText('Rowan Field', { exact: true })).toBeVisible();
    await shot(educator, 'session-room-educator', 'viewport');
  });

  await test.step('the course’s enrolled view lists the session among its upcoming ones', async () => {
    await learner.goto(`/courses/${course.id}/dashboard`);
    const block = learner.getByRole('region', { name: 'Live sessions' });
    await expect(block.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    await expect(block.getByRole('button', { name: `Join ${TITLE}` })).toBeVisible();
    await shot(learner, 'enrolled-upcoming-sessions', block);
    await block.getByRole('tab', { name: 'Past' }).click();
    await expect(block.getByText('No Past Sessions')).toBeVisible();
    await block.getByRole('tab', { name: 'Upcoming' }).click();
  });

  await test.step('the educator cancels the session; the learner is told through the bell', async () => {
    const room = educator.getByRole('dialog', { name: TITLE });
    await room.getByRole('button', { name: 'Cancel session' }).click();
    const form = room.getByRole('form', { name: 'Cancel this session' });
    await form.getByLabel('Reason (optional)').fill('The garden visit moved to next month.');
    await expectAccessible(educator, 'room view with the cancel form', '[role="dialog"]');
    await form.getByRole('button', { name: 'Cancel session' }).click();
    await expectToast(educator, 'Session cancelled');
    await expect(room.getByRole('heading', { name: 'This session has been cancelled' })).toBeVisible();
    await expect(room.getByText('The garden visit moved to next month.')).toBeVisible();

    await learner.getByRole('button', { name: /^Notifications, 1 unread$/ }).click();
    await expect(
      learner
        .getByRole('menu', { name: 'Notifications' })
        .getByRole('menuitem', { name: new RegExp(`The live session "${TITLE}" has been cancelled`) }),
    ).toBeVisible();
    await learner.getByRole('menuitem', { name: 'Mark all read' }).click();
    await expect(learner.getByRole('menuitem', { name: /Unread/ })).toHaveCount(0);
    await learner.keyboard.press('Escape');
    await expect(learner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await educatorContext.close();
  await learnerContext.close();
});
