import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailDelivery } from '@canopy/contracts';
import type { JobEnqueuer, JobHandler } from '@canopy/service-kit';
import type { MailOutboxStore, OutgoingMail } from '../stores/mail-outbox-store';

/** The kind of identity's mail jobs in its queue (`kit_jobs`). */
export const MAIL_JOB_KIND = 'mail.send';

/** Where a mail is written: the caller's transaction's local outbox and job queue. */
export interface MailStores {
  mailOutbox: MailOutboxStore;
  jobs: JobEnqueuer;
}

export interface MailRetry {
  /** Attempts before a mail is given up (marked failed and logged). */
  maxAttempts: number;
  /** The first retry's delay, doubled per attempt up to `maxMs`. */
  baseMs: number;
  maxMs: number;
}

/**
 * Outgoing mail, never sent inside a request or an event's handling. With SMTP_URL a mail is queued as a job in
 * the caller's transaction (it exists exactly when the change that asks for it commits) and sent by the worker,
 * retried with backoff while the server refuses or cannot be reached. Without SMTP_URL it is kept in the local
 * outbox table (the demo's "mail", read by administrators), in the same transaction.
 */
export interface Mailer {
  readonly delivery: MailDelivery;
  send(mail: OutgoingMail, stores: MailStores): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; retry: MailRetry; logger: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      delivery: 'outbox',
      async send(mail, stores) {
        await stores.mailOutbox.add(mail);
        opts.logger.info({ subject: mail.subject }, 'mail kept in the local outbox (no SMTP_URL)');
      },
    };
  }
  return {
    delivery: 'smtp',
    async send(mail, stores) {
      await stores.jobs.enqueue(MAIL_JOB_KIND, mail, { maxAttempts: opts.retry.maxAttempts });
    },
  };
}

/**
 * The worker's side: sends a queued mail through SMTP. A refusal or an unreachable server throws, and the job is
 * tried again later; a sent mail's text (a reset link) is not kept in the row.
 */
export function smtpMailHandler(opts: {
  smtpUrl: string;
  from: string;
  retry: MailRetry;
  logger: Logger;
}): JobHandler<OutgoingMail, null> & { close(): void } {
  const transport = createTransport(opts.smtpUrl, { from: opts.from });
  return {
    kind: MAIL_JOB_KIND,
    async run({ payload: mail, attempt }) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      opts.logger.info({ subject: mail.subject, attempt }, 'mail sent');
      return null;
    },
    describeError: (err) => ({
      message: err instanceof Error ? err.message : String(err),
      code: 'smtp_failed',
    }),
    retry: { baseMs: opts.retry.baseMs, maxMs: opts.retry.maxMs },
    forgetPayload: true,
    close: () => transport.close(),
  };
}
