import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationType,
  UserNotification,
} from '@canopy/contracts';
import { liveSessionMessages, notificationTypes } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { NotificationRecord } from '../stores/notification-store';
import type { Stores } from '../stores/stores';
import type { Actor } from './access';
import type { LiveSessionDeps } from './deps';

const M = liveSessionMessages;
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
