import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';

/** A plain-text mail to one recipient. */
export interface NotificationMail {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing notification mail through SMTP (SMTP_URL); absent when SMTP is not configured. */
export interface NotificationMailer {
  /** Throws when the SMTP server refuses or cannot be reached. */
  send(mail: NotificationMail): Promise<void>;
  close(): void;
}

export function createNotificationMailer(opts: {
  smtpUrl: string;
  from: string;
  logger: Logger;
}): NotificationMailer {
  const transport = createTransport(opts.smtpUrl, { from: opts.from });
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      opts.logger.info({ subject: mail.subject }, 'notification mail sent');
    },
    close: () => transport.close(),
  };
}
