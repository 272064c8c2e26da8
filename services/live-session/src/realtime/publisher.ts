import type { Logger } from 'pino';
import {
  discussionTopic,
  realtimeMessages,
  type LiveSession,
  type SessionUpdateAction,
  type UserNotification,
} from '@canopy/contracts';
import type { HubEnvelope, RealtimeBus } from './bus';

/**
 * What the use cases tell browsers, after their transaction committed. Publishing never fails (its promise
 * always resolves; failures are logged), so a request need not wait for it: a lost message costs a browser
 * nothing it cannot refetch, and a Redis that is away must not hold answers up.
 */
export interface RealtimePublisher {
  /** `session_update` to every connection; `session` is the public card (no meeting details). */
  sessionChanged(action: SessionUpdateAction, session: LiveSession): Promise<void>;
  /** `notification` to each recipient's connections, with their unread count. */
  notificationsCreated(items: { notification: UserNotification; unreadCount: number }[]): Promise<void>;
  /** `discussion_reply` to the connections following that discussion. */
  discussionReply(discussionId: number, replyId: number): Promise<void>;
  /** `pending_educators_changed` to administrators (count unknown here: they refetch). */
  pendingEducatorsChanged(): Promise<void>;
}

const SESSION_TEXT = {
  create: realtimeMessages.sessionCreated,
  update: realtimeMessages.sessionUpdated,
  cancel: realtimeMessages.sessionCancelled,
} as const;

export function createRealtimePublisher(bus: RealtimeBus, logger: Logger): RealtimePublisher {
  async function send(envelopes: HubEnvelope[]) {
    try {
      await Promise.all(envelopes.map((e) => bus.publish(e)));
    } catch (err) {
      logger.warn({ err, type: envelopes[0]?.message.type }, 'realtime publish failed');
    }
  }
  return {
    sessionChanged: (action, session) =>
      send([
        {
          to: { all: true },
          message: { type: 'session_update', action, message: SESSION_TEXT[action](session.title), session },
        },
      ]),
    notificationsCreated: (items) =>
      send(
        items.map(({ notification, unreadCount }) => ({
          to: { userId: notification.userId },
          message: { type: 'notification', notification, unreadCount },
        })),
      ),
    discussionReply: (discussionId, replyId) =>
      send([
        {
          to: { topic: discussionTopic(discussionId) },
          message: { type: 'discussion_reply', discussionId, replyId },
        },
      ]),
    pendingEducatorsChanged: () =>
      send([{ to: { role: 'admin' }, message: { type: 'pending_educators_changed', count: null } }]),
  };
}
