import type { Logger } from 'pino';
import type { AccountLanguage, StoredText } from '@canopy/contracts';
import { PeerNotConfiguredError, type JobHandler } from '@canopy/service-kit';
import { mailText } from '../i18n/mail-text';
import type { UserDirectory } from '../identity/user-directory';
import { NOTIFICATION_MAIL_KIND, type NotificationMailJob } from '../mail/notification-mail-queue';
import type { NotificationMailer } from '../mail/notification-mailer';
import type { NotificationRecord, NotificationStore } from '../stores/notification-store';
import type { Stores } from '../stores/stores';

/**
 * The plain-text mail of one notification (its link made absolute when the platform's address is known), in the
 * recipient's language: in English the stored sentences word for word; in another their templates translated
 * with the stored values (a notification written before templates were kept stays in English).
 */
export function notificationMail(
  n: Pick<NotificationRecord, 'title' | 'message' | 'titleText' | 'messageText' | 'link'>,
  publicUrl: string | null,
  language: AccountLanguage | null = null,
): { subject: string; text: string } {
  const t = mailText(language);
  const shown = (text: StoredText | null, english: string) =>
    text && language && language !== 'en' ? t(text.key, text.values) : english;
  const link = n.link && publicUrl ? new URL(n.link, publicUrl).toString() : null;
  const lines = [
    shown(n.messageText, n.message),
    ...(link ? ['', t('Open it in Canopy: {{link}}', { link })] : []),
  ];
  lines.push('', t('You receive this email because you turned on email for this kind of notification.'));
  lines.push(t('You can change this under Notification settings, in the notifications menu.'));
  return { subject: shown(n.titleText, n.title), text: lines.join('\n') };
}

/**
 * In the transaction that writes the notifications: one mail job for each whose recipient turned email on for
 * its kind (SMTP configured only). The mail is sent later by the worker, never by the request or handler.
 */
export async function queueNotificationMail(stores: Stores, rows: NotificationRecord[]): Promise<number> {
  const mail = stores.mail;
  if (!mail || rows.length === 0) return 0;
  let queued = 0;
  for (const type of new Set(rows.map((r) => r.type))) {
    const ofType = rows.filter((r) => r.type === type);
    const wanted = await stores.notifications.emailWantedBy(type, [...new Set(ofType.map((r) => r.userId))]);
    for (const row of ofType.filter((r) => wanted.has(r.userId))) {
      await mail.add(row.id);
      queued += 1;
    }
  }
  return queued;
}

/** What the worker's mail job reads and sends with. */
export interface NotificationMailSender {
  notifications: NotificationStore;
  users: UserDirectory;
  mailer: NotificationMailer;
  publicUrl: string | null;
  retry: { baseMs: number; maxMs: number };
  logger: Logger;
}

/**
 * The worker's side: mails one notification to the address identity has for its recipient. A notification
 * deleted since, or a recipient without an address, is nothing to send; identity not answering or the SMTP
 * server failing is tried again later.
 */
export function notificationMailHandler(
  deps: NotificationMailSender,
): JobHandler<NotificationMailJob, { sent: boolean }> {
  return {
    kind: NOTIFICATION_MAIL_KIND,
    async run({ payload }) {
      const row = await deps.notifications.byId(payload.notificationId);
      if (!row) return { sent: false };
      const to = await deps.users.mailRecipient(row.userId);
      if (!to) {
        deps.logger.warn({ notificationId: row.id }, 'notification mail skipped: no email address');
        return { sent: false };
      }
      await deps.mailer.send({ to: to.email, ...notificationMail(row, deps.publicUrl, to.language) });
      return { sent: true };
    },
    // Without IDENTITY_URL no address can ever be asked for: no point in trying again.
    isPermanent: (err) => err instanceof PeerNotConfiguredError,
    describeError: (err) => ({
      message: err instanceof Error ? err.message : String(err),
      code: err instanceof PeerNotConfiguredError ? 'peer_not_configured' : 'mail_failed',
    }),
    retry: deps.retry,
  };
}
