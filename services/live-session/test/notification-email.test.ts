import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts as N, type NotificationPreferences } from '@canopy/contracts';
import {
  fakeIdentity,
  freePort,
  startSmtpStandIn,
  testEngines,
  type SmtpStandIn,
} from '@canopy/service-kit/testing';
import { emailNotifications } from '../src/use-cases/notifications';
import { startLiveSessions, type TestLiveSessions } from './harness';

const PUBLIC_URL = 'https://learn.canopy.example';

describe.each(testEngines())('notification email (%s)', (engine) => {
  let t: TestLiveSessions;
  let smtp: SmtpStandIn;
  const keen = fakeIdentity({ firstName: 'Iris' });
  const quiet = fakeIdentity();
  const noAddress = fakeIdentity();

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await startLiveSessions(engine, { env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    t.identity.addUser({ ...keen, email: 'iris@example.org' });
    t.identity.addUser({ ...quiet, email: 'quiet@example.org' });
    t.identity.addUser({ ...noAddress, email: null });
    for (const user of [keen, noAddress]) {
      const res = await t.api.put(
        '/api/notifications/preferences',
        { preferences: [{ type: 'quiz_feedback', email: true }] },
        user,
      );
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.stop();
    await smtp?.close();
  });

  const feedback = async (learnerId: number) => {
    expect(
      await t.service.receiveEvent({
        id: crypto.randomUUID(),
        type: 'quiz.feedback_given',
        source: 'course',
        occurredAt: new Date().toISOString(),
        payload: { learnerId, courseId: 4, quizId: 9, submissionId: 77, lessonId: 12 },
      }),
    ).toBe('handled');
  };

  // Without SMTP_URL it says false: event-notifications.test.ts.
  it('says email is available, and keeps email off unless the user turned it on', async () => {
    const prefs = (await t.api.get('/api/notifications/preferences', quiet)).body as NotificationPreferences;
    expect(prefs.emailAvailable).toBe(true);
    expect(prefs.preferences.every((p) => !p.email)).toBe(true);
    const mine = (await t.api.get('/api/notifications/preferences', keen)).body as NotificationPreferences;
    expect(mine.preferences.find((p) => p.type === 'quiz_feedback')?.email).toBe(true);
  });

  it('mails a notification of a kind the user chose email for, in plain text with its link', async () => {
    await feedback(keen.id);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['iris@example.org']);
    expect(mail!.subject).toBe(N.quizFeedbackTitle);
    expect(mail!.text).toContain(N.quizFeedback);
    expect(mail!.text).toContain(`Open it in Canopy: ${PUBLIC_URL}/courses/4/lessons/12`);
    expect(mail!.contentType).toMatch(/^text\/plain/);
    // The in-app notification is there too.
    const list = await t.api.get('/api/notifications', keen);
    expect(list.body).toHaveLength(1);
  });

  it('mails only whoever turned email on and has an address; SMTP or identity failing fails nothing', async () => {
    for (const user of [quiet, noAddress]) await feedback(user.id);
    for (const user of [quiet, noAddress])
      expect((await t.api.get('/api/notifications', user)).body).toHaveLength(1);
    const deps = t.service.deps;
    const rows = await Promise.all(
      [keen, quiet, noAddress].map(async (u) => (await deps.stores.notifications.listFor(u.id, 1))[0]!),
    );
    smtp.received.length = 0;
    // Of the three, only the keen one is mailed (quiet has email off, noAddress has no address).
    expect(await emailNotifications(deps, rows)).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['iris@example.org']]);

    t.identity.setDown(true);
    try {
      expect(await emailNotifications(deps, rows)).toBe(0);
    } finally {
      t.identity.setDown(false);
    }
  });

  // A second service on its own database: slow to start on a loaded machine.
  it('delivers the notification when the SMTP server cannot be reached', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const offline = await startLiveSessions(engine, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL },
    });
    try {
      const user = fakeIdentity();
      offline.identity.addUser({ ...user, email: 'someone@example.org' });
      await offline.api.put(
        '/api/notifications/preferences',
        { preferences: [{ type: 'quiz_feedback', email: true }] },
        user,
      );
      expect(
        await offline.service.receiveEvent({
          id: crypto.randomUUID(),
          type: 'quiz.feedback_given',
          source: 'course',
          occurredAt: new Date().toISOString(),
          payload: { learnerId: user.id, courseId: 4, quizId: 9, submissionId: 78, lessonId: 12 },
        }),
      ).toBe('handled');
      expect((await offline.api.get('/api/notifications', user)).body).toHaveLength(1);
      const rows = await offline.service.deps.stores.notifications.listFor(user.id, 1);
      expect(await emailNotifications(offline.service.deps, rows)).toBe(0);
    } finally {
      await offline.stop();
    }
  });
});
