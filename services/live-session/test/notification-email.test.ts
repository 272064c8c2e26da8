import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import {
  fakeIdentity,
  freePort,
  startSmtpStandIn,
  testEngines,
  type SmtpStandIn,
} from '@canopy/service-kit/testing';
import { startLiveSessions, type TestLiveSessions } from './harness';

const PUBLIC_URL = 'https://learn.canopy.example';
/** Retries within a test. */
const fastMail = { MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400' };

interface MailJob {
  status: string;
  attempts: number;
  result: { sent: boolean } | null;
  error: { message: string; code: string } | null;
}

/** The notification mail jobs, oldest first. */
const mailJobs = async (t: TestLiveSessions) =>
  rowsOf<MailJob>(
    await t.service.ctx.db.execute(
      sql`SELECT status, attempts, result, error FROM kit_jobs WHERE kind = 'notification.mail' ORDER BY created_at`,
    ),
  );
/** Until every queued mail is sent, skipped or given up. */
const settled = (t: TestLiveSessions) =>
  expect
    .poll(
      async () => (await mailJobs(t)).every((job) => job.status === 'succeeded' || job.status === 'failed'),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);

const feedbackFor = (t: TestLiveSessions) => async (learnerId: number) => {
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

const wantEmail = async (t: TestLiveSessions, user: ReturnType<typeof fakeIdentity>) => {
  const res = await t.api.put(
    '/api/notifications/preferences',
    { preferences: [{ type: 'quiz_feedback', email: true }] },
    user,
  );
  expect(res.status).toBe(200);
};

describe.each(testEngines())('notification email (%s)', (engine) => {
  let t: TestLiveSessions;
  let smtp: SmtpStandIn;
  let feedback: (learnerId: number) => Promise<void>;
  const keen = fakeIdentity({ firstName: 'Iris' });
  const quiet = fakeIdentity();
  const noAddress = fakeIdentity();

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    // Listening: its mail worker runs.
    t = await startLiveSessions(engine, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL, HOST: '127.0.0.1', ...fastMail },
      port: await freePort(),
    });
    feedback = feedbackFor(t);
    t.identity.addUser({ ...keen, email: 'iris@example.org' });
    t.identity.addUser({ ...quiet, email: 'quiet@example.org' });
    t.identity.addUser({ ...noAddress, email: null });
    for (const user of [keen, noAddress]) await wantEmail(t, user);
  });
  afterAll(async () => {
    await t?.stop();
    await smtp?.close();
  });

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
    expect(mail!.subject).toBe('New quiz feedback');
    expect(mail!.text).toContain('Your instructor left feedback on your quiz.');
    expect(mail!.text).toContain(`Open it in Canopy: ${PUBLIC_URL}/courses/4/lessons/12`);
    expect(mail!.contentType).toMatch(/^text\/plain/);
    // The in-app notification is there too.
    const list = await t.api.get('/api/notifications', keen);
    expect(list.body).toHaveLength(1);
  });

  it('mails only whoever turned email on and has an address', async () => {
    for (const user of [quiet, noAddress]) await feedback(user.id);
    for (const user of [quiet, noAddress])
      expect((await t.api.get('/api/notifications', user)).body).toHaveLength(1);
    await settled(t);
    // Nothing queued for quiet (email off); noAddress's mail found no address and was dropped.
    expect(await mailJobs(t)).toEqual([
      expect.objectContaining({ status: 'succeeded', result: { sent: true } }),
      expect.objectContaining({ status: 'succeeded', result: { sent: false } }),
    ]);
    expect(smtp.received.map((m) => m.to)).toEqual([['iris@example.org']]);
  });

  it('keeps a mail while identity cannot say where to send it, and sends it once identity answers', async () => {
    t.identity.setDown(true);
    try {
      await feedback(keen.id);
      // Notified in the app at once; the mail waits, retried.
      expect((await t.api.get('/api/notifications', keen)).body).toHaveLength(2);
      await expect
        .poll(async () => (await mailJobs(t))[2]?.attempts ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(1);
      expect(smtp.received).toHaveLength(1);
    } finally {
      t.identity.setDown(false);
    }
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(2);
    await settled(t);
    expect((await mailJobs(t))[2]).toMatchObject({ status: 'succeeded', result: { sent: true } });
  });

  it('mails in the recipient account’s language: the notification’s template translated, English in the app', async () => {
    const lucia = fakeIdentity({ firstName: 'Lucía' });
    t.identity.addUser({ ...lucia, email: 'lucia@example.org', language: 'es' });
    await wantEmail(t, lucia);
    const before = smtp.received.length;
    await feedback(lucia.id);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['lucia@example.org']);
    expect(mail.subject).toBe('Nuevos comentarios sobre tu cuestionario');
    expect(mail.text).toContain('Tu instructor dejó comentarios sobre tu cuestionario.');
    expect(mail.text).toContain(`Ábrela en Canopy: ${PUBLIC_URL}/courses/4/lessons/12`);
    expect(mail.text).not.toContain('You receive this email');
    // The API keeps the English sentence; the page translates it.
    expect((await t.api.get('/api/notifications', lucia)).body).toEqual([
      expect.objectContaining({
        title: 'New quiz feedback',
        messageText: { key: 'Your instructor left feedback on your quiz.' },
      }),
    ]);
  });

  // A second service on its own database: slow to start on a loaded machine.
  it(
    'retries while the mail server refuses, and gives a mail up after its attempts',
    { timeout: 120_000 },
    async () => {
      const flaky = await startSmtpStandIn({ failFirst: 2 });
      const other = await startLiveSessions(engine, {
        env: { SMTP_URL: flaky.url, PUBLIC_URL, HOST: '127.0.0.1', MAIL_MAX_ATTEMPTS: '3', ...fastMail },
        port: await freePort(),
      });
      try {
        const user = fakeIdentity();
        other.identity.addUser({ ...user, email: 'someone@example.org' });
        await wantEmail(other, user);
        const notify = feedbackFor(other);
        await notify(user.id);
        await expect.poll(() => flaky.received.length, { timeout: 15_000 }).toBe(1);
        expect(flaky.refused).toHaveLength(2);
        await settled(other);
        expect(await mailJobs(other)).toEqual([
          expect.objectContaining({ status: 'succeeded', attempts: 3 }),
        ]);

        // The mail server goes away: the notification is there, its mail is given up after three attempts.
        await flaky.close();
        await notify(user.id);
        expect((await other.api.get('/api/notifications', user)).body).toHaveLength(2);
        await settled(other);
        expect((await mailJobs(other))[1]).toMatchObject({
          status: 'failed',
          attempts: 3,
          error: { code: 'mail_failed' },
        });
      } finally {
        await other.stop();
      }
    },
  );
});
