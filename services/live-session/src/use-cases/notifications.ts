import type {
  DomainEvent,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationType,
  UserNotification,
} from '@canopy/contracts';
import { liveSessionMessages, notificationTexts, notificationTypes } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { Logger } from 'pino';
import type { EnrollmentDirectory } from '../courses/enrollment-directory';
import type { NotificationRecord } from '../stores/notification-store';
import type { Stores } from '../stores/stores';
import type { Actor } from './access';
import type { LiveSessionDeps } from './deps';

const M = liveSessionMessages;
const N = notificationTexts;
const LIST_LIMIT = 100;
export const LIVE_SESSION_NOTIFICATION: NotificationType = 'live_session';
/** Where live-session notifications lead. */
export const LIVE_SESSIONS_PATH = '/live-sessions';

export const toNotification = (r: NotificationRecord): UserNotification => ({
  id: r.id,
  userId: r.userId,
  title: r.title,
  message: r.message,
  type: r.type,
  relatedId: r.relatedId,
  link: r.link,
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

// ---- preferences ------------------------------------------------------------------------------------------

export async function getPreferences(deps: LiveSessionDeps, actor: Actor): Promise<NotificationPreferences> {
  const stored = new Map(
    (await deps.stores.notifications.preferencesOf(actor.id)).map((p) => [p.type, p] as const),
  );
  return {
    preferences: notificationTypes.map((type) => ({
      type,
      inApp: stored.get(type)?.inApp ?? true,
      email: stored.get(type)?.email ?? false,
    })),
    // Email is sent only when SMTP is configured; the flags are kept either way.
    emailAvailable: deps.mailer !== null,
  };
}

export async function updatePreferences(
  deps: LiveSessionDeps,
  actor: Actor,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  await deps.stores.notifications.savePreferences(actor.id, input.preferences, deps.clock());
  return getPreferences(deps, actor);
}

// ---- writing ----------------------------------------------------------------------------------------------

export interface NotificationDraft {
  userId: number;
  title: string;
  message: string;
  type: NotificationType;
  relatedId: number | null;
  link: string | null;
  /** The domain event (or job run) it comes from: with the user, written at most once. */
  eventId: string;
}

/**
 * Writes notifications in the caller's transaction: not for whoever switched this kind off, never twice for
 * one (event, user). Answers the rows written, for `pushNotifications` once committed.
 */
export async function writeNotifications(
  stores: Stores,
  drafts: NotificationDraft[],
  at: Date,
): Promise<NotificationRecord[]> {
  if (drafts.length === 0) return [];
  const kept: NotificationDraft[] = [];
  for (const type of new Set(drafts.map((d) => d.type))) {
    const ofType = drafts.filter((d) => d.type === type);
    const muted = await stores.notifications.mutedFor(
      type,
      ofType.map((d) => d.userId),
    );
    kept.push(...ofType.filter((d) => !muted.has(d.userId)));
  }
  return stores.notifications.addAll(kept, at);
}

/** After the commit: each new notification to its recipient's sockets, with their unread count. */
export function pushNotifications(deps: LiveSessionDeps, rows: NotificationRecord[]) {
  return async () => {
    if (rows.length === 0) return;
    // Mail goes on its own: never awaited here, so a slow or failing SMTP server neither delays nor fails it.
    void emailNotifications(deps, rows);
    const counts = await deps.stores.notifications.unreadCounts([...new Set(rows.map((r) => r.userId))]);
    await deps.realtime.notificationsCreated(
      rows.map((r) => ({ notification: toNotification(r), unreadCount: counts.get(r.userId) ?? 0 })),
    );
  };
}

/** The plain-text mail of one notification (its link made absolute when the platform's address is known). */
export function notificationMail(
  n: Pick<NotificationRecord, 'title' | 'message' | 'link'>,
  publicUrl: string | null,
): { subject: string; text: string } {
  const link = n.link && publicUrl ? new URL(n.link, publicUrl).toString() : null;
  const lines = [n.message, ...(link ? ['', `Open it in Canopy: ${link}`] : [])];
  lines.push('', 'You receive this email because you turned on email for this kind of notification.');
  lines.push('You can change this under Notification settings, in the notifications menu.');
  return { subject: n.title, text: lines.join('\n') };
}

/**
 * Mails the notifications whose recipients turned email on for their kind (SMTP configured only), each to the
 * address identity has for the user. Failures are logged, never thrown: the notification is already delivered.
 */
export async function emailNotifications(deps: LiveSessionDeps, rows: NotificationRecord[]): Promise<number> {
  const mailer = deps.mailer;
  if (!mailer || rows.length === 0) return 0;
  let sent = 0;
  try {
    for (const type of new Set(rows.map((r) => r.type))) {
      const ofType = rows.filter((r) => r.type === type);
      const wanted = await deps.stores.notifications.emailWantedBy(type, [
        ...new Set(ofType.map((r) => r.userId)),
      ]);
      for (const row of ofType.filter((r) => wanted.has(r.userId))) {
        try {
          const to = await deps.users.email(row.userId);
          if (!to) {
            deps.logger.warn({ notificationId: row.id }, 'notification mail skipped: no email address');
            continue;
          }
          await mailer.send({ to, ...notificationMail(row, deps.publicUrl) });
          sent += 1;
        } catch (err) {
          deps.logger.warn({ err, notificationId: row.id }, 'notification mail failed');
        }
      }
    }
  } catch (err) {
    deps.logger.warn({ err }, 'notification mail failed');
  }
  return sent;
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
  enrollments: EnrollmentDirectory,
  event: DomainEvent<'live_session.changed'>,
  logger: Logger,
): Promise<NotificationRecord[]> {
  const { courseId, sessionId, instructorId, title, change } = event.payload;
  if (courseId === null) return [];
  const learners = (await enrollments.learners(courseId)).filter((id) => id !== instructorId);
  const text = texts[change];
  const added = await writeNotifications(
    stores,
    learners.map((userId) => ({
      userId,
      title: text.title,
      message: text.message(title),
      type: LIVE_SESSION_NOTIFICATION,
      relatedId: sessionId,
      link: LIVE_SESSIONS_PATH,
      eventId: event.id,
    })),
    // When the change happened, not when it was delivered: deliveries may arrive out of order or late.
    new Date(event.occurredAt),
  );
  logger.info({ sessionId, courseId, change, added: added.length }, 'live-session notifications written');
  return added;
}

const discussionPath = (topicId: number, discussionId: number) =>
  `/forum/topics/${topicId}/discussions/${discussionId}`;

/** `educator.reviewed`: the educator hears the decision (with the reason of a rejection). */
export function educatorReviewed(stores: Stores, event: DomainEvent<'educator.reviewed'>) {
  const { userId, decision, reason } = event.payload;
  const approved = decision === 'approved';
  return writeNotifications(
    stores,
    [
      {
        userId,
        type: 'educator_review',
        title: approved ? N.educatorApprovedTitle : N.educatorRejectedTitle,
        message: approved ? N.educatorApproved : N.educatorRejected(reason),
        relatedId: null,
        link: approved ? '/educator' : '/pending-approval',
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `course.review_changed`: the owning educator hears of an approval, a rejection or a send-back. */
export function courseReviewChanged(stores: Stores, event: DomainEvent<'course.review_changed'>) {
  const { courseId, courseTitle, educatorId, transition, reason } = event.payload;
  const text =
    transition === 'approved'
      ? { title: N.courseApprovedTitle, message: N.courseApproved(courseTitle) }
      : transition === 'rejected'
        ? { title: N.courseRejectedTitle, message: N.courseRejected(courseTitle, reason) }
        : transition === 'sent_back'
          ? { title: N.courseSentBackTitle, message: N.courseSentBack(courseTitle, reason) }
          : null;
  // A submission is the educator's own doing: nothing to tell them.
  if (!text) return Promise.resolve([]);
  return writeNotifications(
    stores,
    [
      {
        userId: educatorId,
        type: 'course_review',
        ...text,
        relatedId: courseId,
        link: '/educator',
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `quiz.feedback_given`: the learner is pointed at the lesson of the quiz. */
export function quizFeedbackGiven(stores: Stores, event: DomainEvent<'quiz.feedback_given'>) {
  const { learnerId, courseId, lessonId, submissionId } = event.payload;
  return writeNotifications(
    stores,
    [
      {
        userId: learnerId,
        type: 'quiz_feedback',
        title: N.quizFeedbackTitle,
        message: N.quizFeedback,
        relatedId: submissionId,
        link: `/courses/${courseId}/lessons/${lessonId}`,
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `forum.reply_posted`: the discussion's author (never of their own reply). */
export function replyPosted(stores: Stores, event: DomainEvent<'forum.reply_posted'>) {
  const { discussionId, topicId, discussionTitle, discussionAuthorId, replyId, replyAuthorId } =
    event.payload;
  if (discussionAuthorId === replyAuthorId) return Promise.resolve([]);
  return writeNotifications(
    stores,
    [
      {
        userId: discussionAuthorId,
        type: 'discussion_reply',
        title: N.discussionReplyTitle,
        message: N.discussionReply(discussionTitle),
        relatedId: replyId,
        link: discussionPath(topicId, discussionId),
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}

/** `forum.answer_marked`: the reply's author. */
export function answerMarked(stores: Stores, event: DomainEvent<'forum.answer_marked'>) {
  const { discussionId, topicId, discussionTitle, replyId, replyAuthorId } = event.payload;
  return writeNotifications(
    stores,
    [
      {
        userId: replyAuthorId,
        type: 'answer_marked',
        title: N.answerMarkedTitle,
        message: N.answerMarked(discussionTitle),
        relatedId: replyId,
        link: discussionPath(topicId, discussionId),
        eventId: event.id,
      },
    ],
    new Date(event.occurredAt),
  );
}
