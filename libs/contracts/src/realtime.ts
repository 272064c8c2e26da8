import { z } from 'zod';
import { liveSessionSchema, notificationSchema } from './live-session';

/*
 * The realtime hub's WebSocket messages (/ws, served by the live-session service behind the gateway). Every
 * frame is one JSON object with a `type`. Names are stable: new messages and fields are added, never renamed.
 *
 * Client → server: `ping` (section 7: sent once on connect, with a timestamp), `subscribe` / `unsubscribe` to a
 * topic, and `session_update` — the specification's client sends one after creating a session; the hub
 * validates it and never relays it (the server broadcasts its own `session_update` after the commit).
 * Server → client: `pong`, `session_update`, `notification`, `discussion_reply`, `pending_educators_changed`,
 * `subscribed` / `unsubscribed` and `error`.
 */

/** The hub's limits: one frame at most 16 KiB; at most 20 frames per connection per 10 s, then it is closed. */
export const realtimeLimits = {
  maxMessageBytes: 16 * 1024,
  rateLimitMessages: 20,
  rateLimitWindowMs: 10_000,
  /** Topics one connection may follow at once. */
  maxSubscriptions: 50,
} as const;

/** Close codes the hub uses (RFC 6455 section 7.4.1 plus the private range). */
export const realtimeCloseCodes = {
  /** Sent too many frames too fast (1008 policy violation). */
  policyViolation: 1008,
  /** A frame over `realtimeLimits.maxMessageBytes` (1009 message too big). */
  messageTooBig: 1009,
  /** The server is shutting down; reconnect. */
  goingAway: 1001,
} as const;

/** A topic a client can follow: one discussion's new replies. */
export const realtimeTopicSchema = z.string().regex(/^discussion:[1-9]\d{0,9}$/, 'Unknown topic');
export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>;
export const discussionTopic = (discussionId: number): RealtimeTopic => `discussion:${discussionId}`;

export const sessionUpdateActions = ['create', 'update', 'cancel'] as const;
export type SessionUpdateAction = (typeof sessionUpdateActions)[number];

// ---- client → server ------------------------------------------------------------------------------------

export const clientPingSchema = z.object({ type: z.literal('ping'), timestamp: z.number().finite() });
export const clientSubscribeSchema = z.object({ type: z.literal('subscribe'), topic: realtimeTopicSchema });
export const clientUnsubscribeSchema = z.object({
  type: z.literal('unsubscribe'),
  topic: realtimeTopicSchema,
});
/** The specification's client announcement after a create: accepted for compatibility, never relayed. */
export const clientSessionUpdateSchema = z.object({
  type: z.literal('session_update'),
  action: z.enum(sessionUpdateActions).optional(),
  message: z.string().max(1000).optional(),
  session: z.unknown().optional(),
});

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  clientPingSchema,
  clientSubscribeSchema,
  clientUnsubscribeSchema,
  clientSessionUpdateSchema,
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

// ---- server → client ------------------------------------------------------------------------------------

/** Answers a `ping`: echoes its timestamp and adds the server's clock (ms since the epoch). */
export const serverPongSchema = z.object({
  type: z.literal('pong'),
  timestamp: z.number(),
  serverTime: z.number(),
});

/**
 * A live session was created, changed or cancelled (sent to every connection after the commit). `session` is
 * the public card: meeting details are null here; refetch through the API to get what the reader may see.
 */
export const serverSessionUpdateSchema = z.object({
  type: z.literal('session_update'),
  action: z.enum(sessionUpdateActions),
  message: z.string(),
  session: liveSessionSchema,
});

/** A notification row was created for the connection's user (as GET /api/notifications returns it). */
export const serverNotificationSchema = z.object({
  type: z.literal('notification'),
  notification: notificationSchema,
  /** The user's unread count after this notification. */
  unreadCount: z.number().int().min(0),
});

/** Someone replied in a discussion (sent to the connections subscribed to `discussion:{id}`; they refetch). */
export const serverDiscussionReplySchema = z.object({
  type: z.literal('discussion_reply'),
  discussionId: z.number().int(),
  replyId: z.number().int(),
});

/** The number of educators waiting for approval changed (sent to administrators' connections). */
export const serverPendingEducatorsChangedSchema = z.object({
  type: z.literal('pending_educators_changed'),
  count: z.number().int().min(0).nullable(),
});

export const serverSubscribedSchema = z.object({ type: z.literal('subscribed'), topic: realtimeTopicSchema });
export const serverUnsubscribedSchema = z.object({
  type: z.literal('unsubscribed'),
  topic: realtimeTopicSchema,
});

/** A frame the hub refused (the connection stays open unless a close code follows). */
export const serverErrorSchema = z.object({
  type: z.literal('error'),
  code: z.enum([
    'invalid_json',
    'invalid_message',
    'too_large',
    'rate_limited',
    'not_relayed',
    'too_many_subscriptions',
  ]),
  message: z.string(),
});

export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  serverPongSchema,
  serverSessionUpdateSchema,
  serverNotificationSchema,
  serverDiscussionReplySchema,
  serverPendingEducatorsChangedSchema,
  serverSubscribedSchema,
  serverUnsubscribedSchema,
  serverErrorSchema,
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
export type RealtimeServerMessageType = RealtimeServerMessage['type'];
export type RealtimeServerMessageOf<T extends RealtimeServerMessageType> = Extract<
  RealtimeServerMessage,
  { type: T }
>;

// ---- notifications: kinds, texts and preferences ----------------------------------------------------------

/** What a notification is about (`type` of section 3's notifications); preferences are kept per kind. */
export const notificationTypes = [
  'live_session',
  'live_session_reminder',
  'educator_review',
  'course_review',
  'quiz_feedback',
  'instructor_feedback',
  'discussion_reply',
  'answer_marked',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** How the preferences page names each kind. */
export const notificationTypeLabels: Record<NotificationType, string> = {
  live_session: 'New, changed or cancelled live sessions of my courses',
  live_session_reminder: 'A live session starting in 15 minutes',
  educator_review: 'Decisions on my educator application',
  course_review: 'Decisions on my courses (approved, rejected, sent back)',
  quiz_feedback: 'Feedback on my quizzes',
  instructor_feedback: 'Feedback from my instructors on my courses, lessons, reflections and goals',
  discussion_reply: 'Replies to my discussions',
  answer_marked: 'My reply marked as the answer',
};

export const notificationPreferenceSchema = z.object({
  type: z.enum(notificationTypes),
  /** Shown in the bell (default on). Off: no notification of this kind is written for the user. */
  inApp: z.boolean(),
  /** Also by email (default off); only honoured when the platform has SMTP configured. */
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET /api/notifications/preferences: one entry per kind, in `notificationTypes` order. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  /** Whether email is sent at all (SMTP configured); when false the email flags are stored but unused. */
  emailAvailable: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: the kinds to change (others keep their setting). */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(
      z.object({
        type: z.enum(notificationTypes),
        inApp: z.boolean().optional(),
        email: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(notificationTypes.length),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
