import type {
  NotificationText,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationType,
  UserNotification,
} from '@canopy/contracts';
import { englishOf, liveSessionMessages, notificationTypes } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { NotificationRecord } from '../stores/notification-store';
import type { Stores } from '../stores/stores';
import type { Actor } from './access';
import type { LiveSessionDeps } from './deps';
import { queueNotificationMail } from './notification-mail';

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
  titleText: r.titleText,
  messageText: r.messageText,
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
    emailAvailable: deps.mail !== null,
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
  /** Its title and message: stored as their English sentences, with the templates beside them. */
  text: NotificationText;
  type: NotificationType;
  relatedId: number | null;
  link: string | null;
  /** The domain event (or job run) it comes from: with the user, written at most once. */
  eventId: string;
}

/**
 * Writes notifications in the caller's transaction: not for whoever switched this kind off, never twice for
 * one (event, user), with the mail of those whose recipients chose email (queued, sent by the mail worker).
 * Answers the rows written, for `pushNotifications` once committed.
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
  const rows = await stores.notifications.addAll(
    kept.map(({ text, ...draft }) => ({
      ...draft,
      title: englishOf(text.title),
      message: englishOf(text.message),
      titleText: text.title,
      messageText: text.message,
    })),
    at,
  );
  await queueNotificationMail(stores, rows);
  return rows;
}

/** After the commit: each new notification to its recipient's sockets, with their unread count. */
export function pushNotifications(deps: LiveSessionDeps, rows: NotificationRecord[]) {
  return async () => {
    if (rows.length === 0) return;
    const counts = await deps.stores.notifications.unreadCounts([...new Set(rows.map((r) => r.userId))]);
    await deps.realtime.notificationsCreated(
      rows.map((r) => ({ notification: toNotification(r), unreadCount: counts.get(r.userId) ?? 0 })),
    );
  };
}
