import type { DomainEvent, UserNotification } from '@canopy/contracts';
import { liveSessionMessages } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { Logger } from 'pino';
import type { EnrolmentDirectory } from '../courses/enrolment-directory';
import type { NotificationRecord } from '../stores/notification-store';
import type { Stores } from '../stores/stores';
import type { Actor } from './access';
import type { LiveSessionDeps } from './deps';

const M = liveSessionMessages;
const LIST_LIMIT = 100;
export const LIVE_SESSION_NOTIFICATION = 'live_session';

const toNotification = (r: NotificationRecord): UserNotification => ({
  id: r.id,
  userId: r.userId,
  title: r.title,
  message: r.message,
  type: r.type,
  relatedId: r.relatedId,
  read: r.read,
  createdAt: r.createdAt.toISOString(),
});

export async function listNotifications(deps: LiveSessionDeps, actor: Actor): Promise<UserNotification[]> {
  return (await deps.stores.notifications.listFor(actor.id, LIST_LIMIT)).map(toNotification);
}

export async function markNotificationRead(
  deps: LiveSessionDeps,
  actor: Actor,
  id: number,
): Promise<UserNotification> {
  const row = await deps.stores.notifications.markRead(actor.id, id);
  if (!row) throw new NotFoundError(M.notificationNotFound);
  return toNotification(row);
}

export async function markAllNotificationsRead(
  deps: LiveSessionDeps,
  actor: Actor,
): Promise<{ updated: number }> {
  return { updated: await deps.stores.notifications.markAllRead(actor.id) };
}

const texts = {
  scheduled: { title: M.notifyScheduledTitle, message: M.notifyScheduled },
  updated: { title: M.notifyUpdatedTitle, message: M.notifyUpdated },
  cancelled: { title: M.notifyCancelledTitle, message: M.notifyCancelled },
} as const;

/**
 * `live_session.changed`: a course session's enrolled learners (not its instructor) are told. Runs in the
 * inbox's transaction; the (event, user) key keeps a redelivered event from notifying twice, and a course
 * service that cannot answer fails the delivery so that it is retried.
 */
export async function notifyLearners(
  stores: Stores,
  enrolments: EnrolmentDirectory,
  event: DomainEvent<'live_session.changed'>,
  logger: Logger,
): Promise<void> {
  const { courseId, sessionId, instructorId, title, change } = event.payload;
  if (courseId === null) return;
  const learners = (await enrolments.learners(courseId)).filter((id) => id !== instructorId);
  const text = texts[change];
  const added = await stores.notifications.addAll(
    learners.map((userId) => ({
      userId,
      title: text.title,
      message: text.message(title),
      type: LIVE_SESSION_NOTIFICATION,
      relatedId: sessionId,
      eventId: event.id,
    })),
    // When the change happened, not when it was delivered: deliveries may arrive out of order or late.
    new Date(event.occurredAt),
  );
  logger.info({ sessionId, courseId, change, added }, 'live-session notifications written');
}
