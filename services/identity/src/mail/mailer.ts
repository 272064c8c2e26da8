import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailDelivery } from '@canopy/contracts';
import type { MailOutboxStore, OutgoingMail } from '../stores/mail-outbox-store';

/**
 * Outgoing mail: through SMTP when SMTP_URL is configured, else kept in the local outbox table (the demo's
 * "mail", read by administrators). `send` takes the outbox bound to the caller's transaction, so a mail kept
 * locally commits or rolls back with the change that wrote it.
 */
export interface Mailer {
  readonly delivery: MailDelivery;
  /** Throws when the SMTP server refuses or cannot be reached. */
  send(mail: OutgoingMail, outbox: MailOutboxStore): Promise<void>;
  close(): void;
}

export function createMailer(opts: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      delivery: 'outbox',
      async send(mail, outbox) {
        await outbox.add(mail);
        opts.logger.info({ subject: mail.subject }, 'mail kept in the local outbox (no SMTP_URL)');
      },
      close() {},
    };
  }
  const transport = createTransport(opts.smtpUrl, { from: opts.from });
  return {
    delivery: 'smtp',
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      opts.logger.info({ subject: mail.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
