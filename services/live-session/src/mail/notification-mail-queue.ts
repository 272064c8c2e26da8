import { createJobQueue, type SqlRunner } from '@canopy/service-kit';

/** Live-session's queue in `kit_jobs` (its service name). */
export const LIVE_SESSION_QUEUE = 'live-session';
/** A job that mails one notification to its recipient. */
export const NOTIFICATION_MAIL_KIND = 'notification.mail';

export interface NotificationMailJob {
  notificationId: number;
}

/** Queues notification mail through one handle: inside a transaction, as part of it. */
export interface NotificationMailQueue {
  add(notificationId: number): Promise<void>;
}

/** With SMTP configured: each mail a job of up to `maxAttempts` attempts. */
export function notificationMailQueue(db: SqlRunner, maxAttempts: number): NotificationMailQueue {
  const queue = createJobQueue(db, LIVE_SESSION_QUEUE);
  return {
    async add(notificationId) {
      await queue.enqueue(NOTIFICATION_MAIL_KIND, { notificationId } satisfies NotificationMailJob, {
        maxAttempts,
      });
    },
  };
}
