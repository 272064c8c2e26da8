import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { recoveryMessages, userAdminMessages } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { freePort, startSmtpStandIn, testEngines } from '@canopy/service-kit/testing';
import { startIdentityService, uniqueName, type TestIdentityService } from './harness';

interface MailJobRow {
  status: string;
  attempts: number;
  payload: Record<string, unknown>;
  error: { message: string; code: string } | null;
}

const mailJobs = async (t: TestIdentityService) =>
  rowsOf<MailJobRow>(
    await t.service.ctx.db.execute(
      sql`SELECT status, attempts, payload, error FROM kit_jobs WHERE kind = 'mail.send' ORDER BY created_at`,
    ),
  );

describe.each(testEngines())('outgoing mail through the queue (%s)', (engine) => {
  it('answers before the mail goes out, and sends it once the refusing mail server accepts', async () => {
    const smtp = await startSmtpStandIn({ failFirst: 2 });
    const t = await startIdentityService(engine, {
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: '300',
      MAIL_RETRY_MAX_MS: '1s',
    });
    try {
      const admin = await t.addUser({ role: 'admin' });
      const user = await t.addUser({ email: `${uniqueName('retry')}@example.org` });
      const res = await t.api
        .post(`/api/users/${user.id}/send-reset-link`)
        .set(await t.as(admin))
        .expect(200);
      expect(res.body).toEqual({ message: userAdminMessages.resetLinkSent, delivery: 'smtp' });
      // The answer did not wait for the mail: refused twice, it is still on its way.
      expect(smtp.received).toEqual([]);

      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
      expect(smtp.refused).toHaveLength(2);
      expect(smtp.received[0]!.to).toEqual([user.email]);
      expect(smtp.received[0]!.subject).toBe(recoveryMessages.mailSubject);
      await expect.poll(async () => (await mailJobs(t))[0]?.status).toBe('succeeded');
      // Sent on the third attempt; the text (its reset link) is not kept once sent.
      expect(await mailJobs(t)).toEqual([
        expect.objectContaining({ status: 'succeeded', attempts: 3, payload: {} }),
      ]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('gives a mail up after its last attempt and logs it, while the forms answer as usual', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const port = await freePort();
    const t = await startIdentityService(
      engine,
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '2', MAIL_RETRY_BASE_MS: '100' },
      undefined,
      logger,
    );
    try {
      const admin = await t.addUser({ role: 'admin' });
      const user = await t.addUser({ email: `${uniqueName('down')}@example.org` });
      const other = await t.addUser({ email: `${uniqueName('down')}@example.org` });
      const sent = await t.api
        .post(`/api/users/${user.id}/send-reset-link`)
        .set(await t.as(admin))
        .expect(200);
      expect(sent.body).toEqual({ message: userAdminMessages.resetLinkSent, delivery: 'smtp' });
      const open = await t.api
        .post('/api/forgot-password')
        .set(await t.as(null, { clientAddress: '192.0.2.200' }))
        .send({ email: other.email })
        .expect(200);
      expect(open.body).toEqual({ message: recoveryMessages.linkRequested });

      await expect
        .poll(async () => (await mailJobs(t)).map((job) => job.status), { timeout: 15_000 })
        .toEqual(['failed', 'failed']);
      for (const job of await mailJobs(t)) {
        expect(job).toMatchObject({ attempts: 2, payload: {}, error: { code: 'smtp_failed' } });
      }
      const failures = lines
        .map((line) => JSON.parse(line) as { msg: string; kind?: string })
        .filter((entry) => entry.msg === 'job failed, no attempt left' && entry.kind === 'mail.send');
      expect(failures).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
